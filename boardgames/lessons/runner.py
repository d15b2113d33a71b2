"""The step runner: where a lesson stands on a real match, what it wants next, what fits.

``LessonRun`` follows a ``Match`` through a lesson's steps. Each step begins at a known match
cursor (``Lesson.starts``), so the runner can always say what is wanted now:

* ``LEARNER``: the learner's action for the step (``fits`` tells whether an action is it, or the
  friendly line that refuses it);
* ``BOT``: the next scripted move of another seat (``bot_move`` gives seat and action);
* ``NEXT``: a step to read, waiting for a click on Next (``go_on``);
* ``FREE``: the script is over (or can no longer go on): the game goes on as a normal game.

After every action played on the match, and after undo and redo, the owner calls ``sync``: the
runner moves to the step the cursor is in and checks the step's claims against the real state.
Claims that fail are collected in ``problems`` (the checks and tests insist there are none).
Pure Python: the play scene drives it, and so do the checks, without pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.match import BOT_RANDOM, HUMAN, Match
from boardgames.core.rules import Action, Event, Params, Seat
from boardgames.games import rules as make_rules
from boardgames.lessons.claims import Claim, Context, failures
from boardgames.lessons.lesson import Lesson, Step

LEARNER = "learner"
BOT = "bot"
NEXT = "next"
FREE = "free"


def new_match(lesson: Lesson) -> Match:
    """The lesson's match: its game, players, names, options and seed; bots in the other seats."""
    rules = make_rules(lesson.game)
    params = Params(players=lesson.players, names=lesson.names, options=dict(lesson.options))
    seats = [HUMAN if s == lesson.learner else BOT_RANDOM for s in range(lesson.players)]
    return Match(rules, params, lesson.seed, seats)


@dataclass(frozen=True)
class BotMove:
    seat: Seat
    action: Action


class LessonRun:
    def __init__(self, lesson: Lesson, match: Match) -> None:
        self.lesson = lesson
        self.match = match
        self.steps = lesson.steps
        self.starts = lesson.starts
        self.index = 0
        self.problems: list[str] = []
        self.derailed = ""  # why the script cannot go on, once it cannot
        self._checked: set[tuple[int, str]] = set()
        self._wanted = [self._normal(s.do) for s in self.steps]
        self._begin()

    # --- where the lesson stands
    # -------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def finished(self) -> bool:
        """The script ran to its end (the last step has been reached)."""
        return self.index >= len(self.steps) - 1 and not self.derailed

    def progress(self) -> tuple[int, int]:
        """(step number from 1, number of steps)."""
        return min(self.index + 1, len(self.steps)), len(self.steps)

    def pending(self) -> str:
        step = self.step
        if step is None or self.derailed:
            return FREE
        if not step.acts:
            return NEXT
        offset = self.match.cursor - self.starts[self.index]
        if offset <= 0:
            return LEARNER
        return BOT if offset - 1 < len(step.bots) else FREE

    def wanted_text(self) -> str | None:
        """The exact action text the step wants (None for a step of any action of a kind)."""
        return self._wanted[self.index] if self.step is not None else None

    def fits(self, seat: Seat, action: Action) -> str | None:
        """None when the action is what the lesson wants now, else the line that refuses it."""
        kind = self.pending()
        if kind == FREE:
            return None
        step = self.step
        assert step is not None
        if kind == NEXT:
            return "Read the lesson card, then click Next to go on."
        if kind == BOT or seat != self.lesson.learner:
            return "Wait: the other players are moving."
        wanted = self._wanted[self.index]
        if wanted is not None and action.encode() == wanted:
            return None
        if wanted is None and action.kind == step.kind:
            return None
        return step.refuse or self.lesson.refuse

    def bot_move(self) -> BotMove | None:
        """The scripted move a bot plays now, or None (derails the script if it is not legal)."""
        if self.pending() != BOT:
            return None
        step = self.step
        assert step is not None
        text = step.bots[self.match.cursor - self.starts[self.index] - 1]
        try:
            action = self.match.rules.codec.decode(text)
        except ValueError as exc:
            self._derail(f"the bots' move {text!r} cannot be read ({exc})")
            return None
        for seat in self.match.to_act():
            if seat != self.lesson.learner and action in self.match.legal_actions(seat):
                return BotMove(seat, action)
        self._derail(f"the bots' move {text!r} is not legal here")
        return None

    def learner_ready(self) -> bool:
        """When the learner is wanted: whether the wanted action can be played at all."""
        if self.pending() != LEARNER:
            return False
        seat = self.lesson.learner
        if seat not in self.match.to_act():
            self._derail("the learner is not to act where the script wants a move")
            return False
        wanted = self._wanted[self.index]
        if wanted is None:
            step = self.step
            assert step is not None
            legal = self.match.legal_actions(seat)
            if not any(a.kind == step.kind for a in legal):
                self._derail(f"no {step.kind} action is legal here")
                return False
            return True
        if wanted not in {a.encode() for a in self.match.legal_actions(seat)}:
            self._derail(f"the wanted action {wanted!r} is not legal here")
            return False
        return True

    # --- moving on
    # ---------------------------------------------------------------------------------
    def go_on(self) -> bool:
        """Next on a step to read; False when the step waits for an action instead."""
        if self.pending() != NEXT:
            return False
        self.index += 1
        self._begin()
        return True

    def sync(self) -> None:
        """After an action, an undo or a redo: follow the cursor and check what is due."""
        if self.derailed or self.index >= len(self.steps):
            return  # past the script the game is a normal one, undo and all
        cursor = self.match.cursor
        while self.index > 0 and self.starts[self.index] > cursor:
            self.index -= 1
        if cursor <= self.starts[self.index]:
            # An undone action is checked again when it is played again.
            self._checked.discard((self.index, "expect"))
        while self.index < len(self.steps):
            step = self.steps[self.index]
            start = self.starts[self.index]
            if not step.acts:
                return
            if cursor > start and (self.index, "expect") not in self._checked:
                self._checked.add((self.index, "expect"))
                self._claims(step.expect, start, start + 1)
            if cursor < self.starts[self.index + 1]:
                return
            self.index += 1
            self._begin()

    def _begin(self) -> None:
        """A step becomes current: check its ``given`` claims (and a read step's ``expect``)."""
        step = self.step
        if step is None:
            return
        if (self.index, "given") in self._checked:
            return
        self._checked.add((self.index, "given"))
        start = self.starts[self.index]
        # What the bots did since the learner's last action (read steps may follow each other).
        last = self.index - 1
        while last >= 0 and not self.steps[last].acts:
            last -= 1
        since = self.starts[last] + 1 if last >= 0 else 0
        self._claims(step.given, since, start)
        if not step.acts:
            self._claims(step.expect, since, start)

    def _claims(self, claims: tuple[Claim, ...], frm: int, to: int) -> None:
        if not claims or to > len(self.match.states) - 1:
            return
        events: list[Event] = [e for s in self.match.steps[frm:to] for e in s.events]
        ctx = Context(
            game=self.lesson.game,
            rules=self.match.rules,
            state=self.match.states[to],
            before=self.match.states[frm],
            events=events,
            learner=self.lesson.learner,
        )
        number = self.index + 1
        self.problems += [f"step {number}: {line}" for line in failures(claims, ctx)]

    def _derail(self, why: str) -> None:
        if not self.derailed:
            self.derailed = f"step {self.index + 1}: {why}"

    def _normal(self, text: str | None) -> str | None:
        """An action text as the match would store it (decoded and encoded again)."""
        if text is None:
            return None
        try:
            return self.match.rules.codec.decode(text).encode()
        except ValueError:
            return text  # the checks report it; at play time it simply never fits
