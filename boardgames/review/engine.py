"""The review of a finished match: every decision of every seat that had a choice, judged from
that seat's knowledge at the time (``judge``), with the costly ones, the luck and the turning
points.

**Costly.** A decision is costly when the action taken gives up more than the threshold against
the best one found: 4% of the match's mean final score, and never under 2 points. Scaled to the
game and the table by the scores themselves (a Titicaca game between a strong and a weak player
ends near 130 and 45: 3.5 points; Titania and Cuzco near 3; a Tiwanaku duel on the small board:
the 2-point floor), so one rule fits every game without a table of games: a point or two is what
two good moves differ by on the noise of drawn states. At 5% (4.5 points in Titicaca) a random
player's many 3-4 point mistakes went unmarked: one costly decision in a game, as many as the
hard bot's single disagreement with the review's longer search.

**Luck and skill.** A decision's loss is an expectation over everything its seat could not see,
the draws and tiles still to come included, so bad luck never counts as a mistake. Luck is what
moved the win chance between two judged decisions while something was revealed in between (a
tile explored, a card drawn, the secret bids turned up): the decision is then marked ``luck``
when the chance moved by at least ``LUCK_SWING`` (alone: the expected score by three thresholds).

**Chance.** After each decision, each seat's share of the win over the drawn states played on
(see ``judge.win_shares``), as the deciding seat could foresee it; alone, the expected final
score, which a solo review measures against par (the expected score of the best first move).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from boardgames.ai.common import Budget, can_search
from boardgames.core.match import HUMAN, Match
from boardgames.core.rules import Event, Seat
from boardgames.review.judge import WORLDS, Judgment
from boardgames.review.runner import Task, run_tasks
from boardgames.review.words import lowered

COSTLY_SHARE = 0.04  # of the match's mean final score
COSTLY_FLOOR = 2.0  # points: below this, two good moves differ by the noise of the draws
LUCK_SWING = 0.1  # a tenth of a win: what a chance event must move to be marked as luck
TURNING_POINTS = 3
# The default thinking per decision: the hard bot's iterations in play and more, within a total
# time that keeps a 2-player review under a minute on two cores (see ``default_budget``).
ITERATIONS = 1000
TARGET_SECONDS = 30.0
MIN_SECONDS, MAX_SECONDS = 0.15, 2.0

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Decision:
    """One judged decision: ``index`` is the step in the match (the state before it is
    ``match.states[index]``)."""

    index: int
    judgment: Judgment
    luck: bool
    costly: bool
    why: str

    @property
    def seat(self) -> Seat:
        return self.judgment.seat

    @property
    def loss(self) -> float:
        return self.judgment.loss

    @property
    def chance(self) -> tuple[float, ...]:
        return self.judgment.chance


@dataclass(frozen=True)
class TurningPoint:
    """A big move of the chance: at decision ``index``, by ``swing`` (a share of a win, alone:
    points), through luck or through that decision."""

    index: int
    seat: Seat
    swing: float
    luck: bool
    text: str
    before: float = 0.0  # the deciding seat's chance (alone: expected score) before and after
    after: float = 0.0


@dataclass
class Review:
    """A match reviewed: its decisions in order, the costly threshold, how long it took."""

    game: str
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    threshold: float
    decisions: list[Decision]
    seconds: float = 0.0
    iterations: int = 0
    par_score: float | None = None  # alone: the game's own par for this game, if it has one

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def solo(self) -> bool:
        return self.players == 1

    def of(self, seat: Seat) -> list[Decision]:
        return [d for d in self.decisions if d.seat == seat]

    def costliest(self, seat: Seat, n: int = 5) -> list[Decision]:
        """The seat's costly decisions, the costliest first."""
        costly = [d for d in self.of(seat) if d.costly]
        return sorted(costly, key=lambda d: -d.loss)[:n]

    def total_loss(self, seat: Seat) -> float:
        return sum(d.loss for d in self.of(seat))

    def start_chance(self) -> tuple[float, ...]:
        """The graph's first point: even chances; alone, par."""
        if self.solo:
            return (self.par(),)
        return tuple(1.0 / self.players for _ in range(self.players))

    def par(self) -> float:
        """Alone: the game's par (Tiwanaku's target score for the map), else the expected
        final score of the best first move (what the search could make of the game)."""
        if self.par_score is not None:
            return self.par_score
        if not self.decisions:
            return 0.0
        return self.decisions[0].judgment.best_value

    def turning_points(self, n: int = TURNING_POINTS) -> list[TurningPoint]:
        """The ``n`` biggest moves of the chance between one judged decision and the next, in
        the order they happened. The first decision is left out: its move from even chances is
        mostly the first look at the position, not something that happened. Alone: the
        costliest decisions, with the points left so far before and after each."""
        if self.solo:
            return self._solo_turns(n)
        points: list[TurningPoint] = []
        for prev, d in zip(self.decisions, self.decisions[1:], strict=False):
            before = prev.chance
            swing = max(abs(a - b) for a, b in zip(d.chance, before, strict=True))
            luck = prev.luck and d.loss < self.threshold
            text = self._turn_text(d, luck)
            s = d.seat
            points.append(TurningPoint(d.index, s, swing, luck, text, before[s], d.chance[s]))
        top = sorted(points, key=lambda p: -p.swing)[:n]
        return sorted(top, key=lambda p: p.index)

    def points_left(self) -> list[float]:
        """Alone: the points left so far after each decision (the solo graph)."""
        out, total = [], 0.0
        for d in self.decisions:
            total += d.loss
            out.append(total)
        return out

    def _solo_turns(self, n: int) -> list[TurningPoint]:
        left = self.points_left()
        # only decisions that left points: a solo game's turning points are where they went
        lost = [k for k in range(len(self.decisions)) if self.decisions[k].loss > 0]
        order = sorted(lost, key=lambda k: -self.decisions[k].loss)[:n]
        points = []
        for k in sorted(order):
            d = self.decisions[k]
            text = self._turn_text(d, False)
            points.append(
                TurningPoint(d.index, d.seat, d.loss, False, text, left[k] - d.loss, left[k])
            )
        return points

    def _turn_text(self, d: Decision, luck: bool) -> str:
        name = self.names[d.seat]
        if luck:
            return f"Move {d.index + 1}: luck, what was revealed before {name}'s move"
        words = d.judgment.action_words
        said = words if words.startswith(name) else f"{name}: {words}"
        if d.costly:
            return f"Move {d.index + 1}: {said}, about {d.loss:.0f} points given up"
        return f"Move {d.index + 1}: {said}"

    def seat_summary(self, seat: Seat) -> dict[str, Any]:
        mine = self.of(seat)
        return {
            "name": self.names[seat],
            "kind": seat_kind(self.kinds[seat]),
            "decisions": len(mine),
            "costly": sum(d.costly for d in mine),
            "loss": round(sum(d.loss for d in mine), 2),
        }

    def to_json(self, seat: Seat | None = None) -> dict[str, Any]:
        """The command line's JSON: every seat's summary and the decisions (of ``seat`` only,
        when given)."""
        return {
            "game": self.game,
            "seats": [self.seat_summary(s) for s in range(self.players)],
            "decisions": [
                {
                    "index": d.index,
                    "seat": d.seat,
                    "action": d.judgment.action,
                    "best": d.judgment.best,
                    "loss": round(d.loss, 2),
                    "chance": [round(c, 3) for c in d.chance],
                    "luck": d.luck,
                    "why": d.why,
                }
                for d in self.decisions
                if seat is None or d.seat == seat
            ],
        }


def seat_kind(kind: str) -> str:
    """The seat kind as a review names it: a person, or the bot's kind ("bot:hard")."""
    return "person" if kind == HUMAN else kind


def threshold(match: Match) -> float:
    """Points a decision must give up to be costly at this match (see the module's notes)."""
    outcome = match.outcome()
    scores = outcome.scores if outcome is not None else (0,)
    return max(COSTLY_FLOOR, COSTLY_SHARE * sum(abs(v) for v in scores) / len(scores))


def reviewable(rules: Any) -> bool:
    """Whether a finished game of these rules can be reviewed: its bots search from a view
    without peeking, or the game judges its own steps (``judge_step``: the Pachamama puzzle,
    which no bot can sample, measured against its solver)."""
    return can_search(rules) or callable(getattr(rules, "judge_step", None))


def judged_steps(match: Match) -> Review:
    """The review of a game that judges its own steps from the player's view (``judge_step``
    through the rules protocol): each step the game has something to say about, the points it
    left against par, and luck where a right answer was a guess."""
    rules = match.rules
    judge_step = getattr(rules, "judge_step")  # noqa: B009 (a protocol method few games have)
    names = match.names
    par = par_of(match)
    start = 0.0 if par is None else par
    left = 0.0
    decisions: list[Decision] = []
    limit = threshold(match)
    for i, step in enumerate(match.steps):
        view = rules.view(match.states[i], step.seat)
        action = rules.codec.decode(step.text)
        seen = [e for e in step.events if e.visible(step.seat)]
        verdict = judge_step(view, step.seat, action, seen, names)
        if verdict is None:
            continue
        left += verdict.loss
        best = verdict.best.encode() if verdict.best is not None else step.text
        judgment = Judgment(
            seat=step.seat,
            action=step.text,
            best=best,
            loss=float(verdict.loss),
            taken_value=start - left,
            best_value=start - left + verdict.loss,
            chance=(start - left,),
            action_words=verdict.said,
            best_words=verdict.best_said,
            iterations=0,
        )
        costly = verdict.loss >= limit
        decisions.append(Decision(i, judgment, bool(verdict.lucky), costly, verdict.why))
    kinds = tuple(match.seats)
    return Review(rules.name, names, kinds, limit, decisions, par_score=par)


def tasks_of(match: Match) -> list[Task]:
    """Every decision with a choice, with exactly what its seat knew: its view of the position
    before it and the events it had seen."""
    rules = match.rules
    seen: list[list[Event]] = [[] for _ in range(match.params.players)]
    out: list[Task] = []
    for i, step in enumerate(match.steps):
        state = match.states[i]
        view = rules.view(state, step.seat)
        if len(rules.legal_actions(view, step.seat)) > 1:
            out.append(Task(i, step.seat, view, tuple(seen[step.seat]), step.text))
        for s in range(match.params.players):
            seen[s].extend(e for e in step.events if e.visible(s))
    return out


def default_budget(decisions: int, processes: int) -> Budget:
    """Thinking per decision: up to ``ITERATIONS`` (more than the hard bot's 600 in play), within
    a time that spreads ``TARGET_SECONDS`` of every process over the decisions."""
    seconds = TARGET_SECONDS * max(1, processes) / max(1, decisions)
    return Budget(iterations=ITERATIONS, seconds=min(MAX_SECONDS, max(MIN_SECONDS, seconds)))


def review_match(
    match: Match,
    budget: Budget | None = None,
    processes: int | None = None,
    progress: Progress | None = None,
    stop: Any = None,
    seed: int = 1,
    worlds: int = WORLDS,
) -> Review:
    """Judge every decision of a finished match; ``processes`` (default: every core) judge
    decisions side by side; ``progress(done, total)`` after each; ``stop`` (a
    ``threading.Event``) cancels with ``ai.Stopped``; each move is valued over ``worlds`` drawn
    states."""
    started = time.perf_counter()
    if not can_search(match.rules) and reviewable(match.rules):
        review = judged_steps(match)
        review.seconds = time.perf_counter() - started
        return review
    processes = processes or os.cpu_count() or 1
    tasks = tasks_of(match)
    budget = budget or default_budget(len(tasks), processes)
    names = match.names
    players = match.params.players
    judged = run_tasks(
        match.rules, tasks, players, names, budget, seed, processes, progress, stop, worlds
    )
    review = assemble(match, tasks, judged)
    review.seconds = time.perf_counter() - started
    review.iterations = sum(j.iterations for j in judged)
    return review


def assemble(match: Match, tasks: Sequence[Task], judged: Sequence[Judgment]) -> Review:
    """The review from the judgments: costly, luck and the lines that say why."""
    limit = threshold(match)
    names = match.names
    solo = match.params.players == 1
    decisions: list[Decision] = []
    for k, (task, j) in enumerate(zip(tasks, judged, strict=True)):
        end = tasks[k + 1].index if k + 1 < len(tasks) else len(match.steps)
        revealed = any(e.reveals for step in match.steps[task.index : end] for e in step.events)
        after = judged[k + 1].chance if k + 1 < len(judged) else final_chance(match)
        moved = max(abs(a - b) for a, b in zip(after, j.chance, strict=True))
        # alone the line is the expected score, which a right guess also moves: only a move of
        # three thresholds counts as luck there
        luck = revealed and moved >= (3 * limit if solo else LUCK_SWING)
        costly = j.loss >= limit
        decisions.append(Decision(task.index, j, luck, costly, why_line(j, names, costly)))
    kinds = tuple(match.seats)
    return Review(match.rules.name, names, kinds, limit, decisions, par_score=par_of(match))


def par_of(match: Match) -> float | None:
    """Alone: the par the game gives its finished state (``par`` through the rules protocol),
    if it has one."""
    par = getattr(match.rules, "par", None)
    if match.params.players != 1 or par is None:
        return None
    value = par(match.state)
    return None if value is None else float(value)


def final_chance(match: Match) -> tuple[float, ...]:
    """The graph's last point: who won (alone: the final score)."""
    outcome = match.outcome()
    n = match.params.players
    if outcome is None:
        return tuple(1.0 / n for _ in range(n))
    if n == 1:
        return (float(outcome.scores[0]),)
    return tuple(1.0 / len(outcome.winners) if s in outcome.winners else 0.0 for s in range(n))


def why_line(j: Judgment, names: Sequence[str], costly: bool) -> str:
    """One line in the game's words, from what the seat knew."""
    name = names[j.seat]
    # a game's log words name the player already ("Bruno places a house")
    said = j.action_words if j.action_words.startswith(name) else f"{name}: {j.action_words}"
    if j.best == j.action or j.loss < 0.5:
        return f"{said}: as good as any move found."
    points = round(j.loss)
    unit = "point" if points == 1 else "points"
    better = lowered(j.best_words, names)
    if not costly:
        return f"{said}: about {points} {unit} below {better}."
    # the game's reason, from what the seat knew ("would have won lake 4 too, since ...")
    because = j.reason or f"was worth more, from what {name} could see"
    return f"{said} cost about {points} {unit}: {better} {because}."
