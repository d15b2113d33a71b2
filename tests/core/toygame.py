"""A tiny two-seat game for testing the match machinery without a real game's weight.

Each seat in turn either takes 1 or 2 counters from a pile (a multi-step turn: take, then end) or
peeks at a hidden card (an event that reveals). The seat that takes the last counter wins.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from boardgames.core.rng import Rng
from boardgames.core.rules import Action, ActionCodec, Event, IllegalAction, Option, Outcome, Params


@dataclass(frozen=True)
class Take(Action):
    kind = "take"
    n: int


@dataclass(frozen=True)
class End(Action):
    kind = "end"


@dataclass(frozen=True)
class Peek(Action):
    kind = "peek"


@dataclass(frozen=True)
class Peeked(Event):
    reveals = True
    card: int
    visible_to: tuple[int, ...] | None = None


@dataclass(frozen=True)
class ToyState:
    pile: int
    turn: int
    took: bool
    card: int
    rng: Rng
    peeked: bool = False


class ToyRules:
    name = "toy"
    title = "Toy"
    min_players = 2
    max_players = 2
    codec = ActionCodec([Take, End, Peek])

    def options(self) -> list[Option]:
        return []

    def load_layout(self, params: Params) -> Any:
        return None

    def setup(self, params: Params, layout: Any, seed: int) -> ToyState:
        rng = Rng.from_seed(seed)
        card, rng = rng.below(10)
        return ToyState(pile=7, turn=0, took=False, card=card, rng=rng)

    def to_act(self, s: ToyState) -> tuple[int, ...]:
        return () if s.pile == 0 and not s.took else (s.turn,)

    def legal_actions(self, s: ToyState, seat: int) -> list[Action]:
        if seat not in self.to_act(s):
            return []
        if s.took:
            return [End()]
        out: list[Action] = [Take(n) for n in (1, 2) if n <= s.pile]
        if not s.peeked:
            out.append(Peek())
        return out

    def apply(self, s: ToyState, seat: int, a: Action) -> tuple[ToyState, list[Event]]:
        if a not in self.legal_actions(s, seat):
            raise IllegalAction("Not now.")
        if isinstance(a, Take):
            return replace(s, pile=s.pile - a.n, took=True), []
        if isinstance(a, Peek):
            return replace(s, peeked=True), [Peeked(s.card, visible_to=(seat,))]
        if s.pile == 0:
            return replace(s, took=False), []
        return replace(s, took=False, turn=1 - s.turn), []

    def view(self, s: ToyState, seat: int | None) -> ToyState:
        return replace(s, card=-1)

    def outcome(self, s: ToyState) -> Outcome | None:
        if self.to_act(s):
            return None
        scores = tuple(1 if i == s.turn else 0 for i in range(2))
        return Outcome(scores, {"win": scores}, (s.turn,))

    def help_text(self, layout: Any) -> str:
        return "Take counters."
