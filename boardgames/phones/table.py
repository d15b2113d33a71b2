"""A match at a table with phones: the link between the Match (owned by the pygame loop) and the
phone server.

The play scene calls ``pump`` every frame: it drains the phones' requests, checks each exactly as
a click is checked (the seat's own, its turn, one of its legal actions) and hands the legal ones to
the scene's ``play``; then ``publish`` sends every seat its page again when something changed.
A seat's page is made from ``view(state, seat)`` and that seat's legal actions only, by the game's
``phone`` module. Pure Python: no pygame.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, cast

from boardgames.core.match import Match
from boardgames.core.rules import Action, IllegalAction, Outcome, Seat
from boardgames.phones.keys import SeatKeys
from boardgames.phones.pagedata import PICK, PhoneModule
from boardgames.phones.server import PhoneServer, Request

# Colours for seats when the screen gives none (tests, the command line before the UI is up).
DEFAULT_COLOURS = ("#e8b923", "#d0433b", "#3b7dd8", "#3fa34d", "#9b59b6")
LOG_LINES = 4

Play = Callable[[Seat, Action], str]  # plays a checked action; "" or a one-line reason


def load_phone_module(path: str) -> PhoneModule:
    """A game's phone module, named by its import path in the GameSpec."""
    return cast(PhoneModule, importlib.import_module(path))


class PhoneTable:
    """One game's phones: seats with a phone, their server, what each seat's page shows."""

    def __init__(
        self,
        match: Match,
        phone_module: str,
        host: str,
        port: int = 0,
        colours: Sequence[str] | None = None,
        log_path: Path | None = None,
    ) -> None:
        self.match = match
        self.module = load_phone_module(phone_module)
        humans = [s for s in range(match.params.players) if not match.is_bot(s)]
        self.server = PhoneServer(SeatKeys(humans), host, port, log_path)
        self.colours = list(colours or DEFAULT_COLOURS)
        self.joined: set[Seat] = set()  # seats whose phone has connected in this game
        self.fallback: set[Seat] = set()  # seats sent back to the hand-off by the host
        self.picked: dict[Seat, str] = {}  # a pick made on a phone, for the big screen to finish
        self._picked_at = match.cursor  # picks hold until the game moves on
        self._live: set[Seat] = set()
        self._published: tuple[Any, ...] | None = None

    # --- the server ------------------------------------------------------------------------------
    def start(self) -> None:
        self.server.start()
        self.publish()

    def stop(self) -> None:
        self.server.stop()

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Seats that may have a phone (every seat a person plays)."""
        return self.server.keys.seats

    def url(self, seat: Seat) -> str:
        return self.server.url(seat)

    def lines(self) -> list[str]:
        """``seat N (NAME): URL`` per seat, as the command line prints them."""
        names = self.match.names
        return [f"seat {s + 1} ({names[s]}): {self.url(s)}" for s in self.seats]

    def reissue(self, seat: Seat) -> str:
        return self.server.reissue(seat)

    # --- who plays where -----------------------------------------------------------------------
    def live(self) -> set[Seat]:
        return set(self._live)

    def on_phone(self, seat: Seat) -> bool:
        """The seat makes its secret choices on its phone (it joined and was not sent back)."""
        return seat in self.joined and seat not in self.fallback

    def phone_seats(self) -> set[Seat]:
        return {s for s in self.seats if self.on_phone(s)}

    def waiting(self) -> list[Seat]:
        """Seats the game waits on whose phone is not connected now."""
        return [
            s
            for s in self.match.to_act()
            if self.on_phone(s) and s not in self._live and self.phone_choices(s)
        ]

    def fall_back(self, seat: Seat) -> None:
        """The host gives up on a seat's phone: it plays on the big screen with the hand-off until
        its phone connects again."""
        self.fallback.add(seat)

    def phone_choices(self, seat: Seat) -> list[Action]:
        """The seat's legal actions that are made on its phone (its secret choices)."""
        view = self.match.view(seat)
        return [a for a in self.match.rules.legal_actions(view, seat) if self.module.secret(a)]

    def public_choices(self, seat: Seat) -> list[Action]:
        """The seat's legal actions the big screen may offer: nothing secret in them, but for
        the moves that finish what its phone picked (the card it plays: shown as it is played)."""
        view = self.match.view(seat)
        picked = self.picked.get(seat, "")
        return [
            a
            for a in self.match.rules.legal_actions(view, seat)
            if not self.module.secret(a) or (picked and self.module.pick(a) == picked)
        ]

    # --- every frame ---------------------------------------------------------------------------
    def pump(self, play: Play | None = None) -> int:
        """Take in what the phones sent; returns how many actions were played."""
        live = self.server.live()
        for seat in live - self._live:
            self.joined.add(seat)
            self.fallback.discard(seat)  # a phone that comes back takes its seat again
        self._live = live
        if self.match.cursor != self._picked_at:
            self.picked.clear()
            self._picked_at = self.match.cursor
        played = 0
        while True:
            try:
                request = self.server.requests.get_nowait()
            except Exception:  # queue.Empty
                break
            verdict = self._check(request)
            if isinstance(verdict, tuple):  # a pick: nothing is played yet
                self.picked.pop(request.seat, None)
                if verdict[0]:
                    self.picked[request.seat] = verdict[0]
                request.answer("")
                continue
            if isinstance(verdict, str):
                request.answer(verdict)
                continue
            problem = (play or self._apply)(request.seat, verdict)
            request.answer(problem)
            played += 0 if problem else 1
        self.publish()
        return played

    def _apply(self, seat: Seat, action: Action) -> str:
        try:
            self.match.apply(seat, action)
        except IllegalAction as exc:
            return str(exc)
        return ""

    def _check(self, request: Request) -> Action | str | tuple[str]:
        """The action a request names, if its seat may play it now (or the pick it makes, in a
        tuple); else why not."""
        m, seat = self.match, request.seat
        if m.is_over:
            return "The game is over."
        if seat not in m.to_act():
            return "It is not your turn."
        if request.text.startswith(PICK.strip()):
            token = request.text[len(PICK) :].strip()
            picks = {self.module.pick(a) for a in m.rules.legal_actions(m.view(seat), seat)}
            if token and token not in picks - {""}:
                return "That card cannot be played now."
            return (token,)
        try:
            action = m.rules.codec.decode(request.text)
        except ValueError:
            return "That is not a move of this game."
        texts = {a.encode() for a in m.rules.legal_actions(m.view(seat), seat)}
        if action.encode() not in texts:
            return "That move is not allowed now."
        return action

    # --- what each page shows ------------------------------------------------------------------
    def publish(self) -> None:
        """Send every seat its page if anything it shows may have changed."""
        m = self.match
        key = (
            m.cursor,
            len(m.steps),
            m.to_act(),
            frozenset(self.phone_seats()),
            frozenset(self.picked.items()),
        )
        if key == self._published:
            return
        self._published = key
        for seat in self.seats:
            self.server.publish(seat, self.page(seat))

    def page(self, seat: Seat) -> dict[str, Any]:
        """``seat``'s page as JSON-ready data, from the present state."""
        data = self.page_of(self.match.state, seat)
        data["log"] = self.match.log(seat)[-LOG_LINES:]
        data["seq"] = self.match.cursor
        return data

    def page_of(self, state: Any, seat: Seat) -> dict[str, Any]:
        """``seat``'s page in ``state``: made from ``view(state, seat)`` and that seat's legal
        actions only, so two states the seat cannot tell apart give the same page."""
        m = self.match
        rules = m.rules
        names = m.names
        view = rules.view(state, seat)
        acting = rules.to_act(state)
        legal = rules.legal_actions(view, seat) if seat in acting else []
        data = self.module.page(view, seat, legal, names).as_json()
        if seat in self.fallback:
            data["choices"] = []
            data["hint"] = "You play on the big screen for now."
        picked = self.picked.get(seat, "") if seat in acting else ""
        if picked and data["choices"]:
            data["prompt"] = "Now choose its space on the big screen (or pick again here)."
            for choice in data["choices"]:
                choice["chosen"] = choice["act"] == PICK + picked
        turn = bool(seat in acting and data["choices"])
        outcome = rules.outcome(state)
        data.update(
            seat=seat,
            name=names[seat],
            colour=self.colours[seat % len(self.colours)],
            game=rules.title,
            turn=turn,
            status=self._status(seat, acting, turn, outcome),
            scores=[
                {"name": names[s], "score": int(rules.score(view, s))}
                for s in range(m.params.players)
            ],
            log=[],
            over=outcome is not None,
        )
        return data

    def _status(
        self, seat: Seat, acting: tuple[Seat, ...], turn: bool, outcome: Outcome | None
    ) -> str:
        m = self.match
        if outcome is not None:
            won = " and ".join(m.names[s] for s in outcome.winners)
            return f"The game is over: {won} {'wins' if len(outcome.winners) == 1 else 'win'}."
        if turn:
            return "Your turn"
        if seat in acting:
            return "Your turn on the big screen"
        others = [m.names[s] for s in acting]
        return f"Waiting for {', '.join(others)}" if others else ""
