"""The match: the "midend" between a game's pure rules and whoever plays it.

A ``Match`` owns the seats, the seed, the action log and every state reached, plus a cursor. It
gives
every game undo and redo for free, with two limits that keep play honest:

* an action whose events reveal hidden information (a terrain tile, a card, a secret bid) is an
  undo barrier, so nobody can peek and take it back;
* in hot-seat play undo stops at the start of the current player's turn: a player cannot take back
  what the previous player did.

Actions pass through their text form on the way in (``encode`` then ``decode``), so what is saved is
exactly what was played. Pure Python: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from boardgames.core.rules import (
    Action,
    Event,
    IllegalAction,
    Outcome,
    Params,
    Rules,
    Seat,
)

HUMAN = "human"
BOT_RANDOM = "bot:random"
DEFAULT_NAMES = ("Ada", "Bruno", "Chloe", "Dario", "Eva")


@dataclass
class Step:
    """One applied action: who, its text, and what it caused."""

    seat: Seat
    text: str
    events: list[Event] = field(default_factory=list)

    @property
    def is_barrier(self) -> bool:
        return any(e.reveals for e in self.events)


class Match:
    """A game in progress (or finished): states, log, cursor, undo and redo."""

    def __init__(
        self,
        rules: Rules[Any],
        params: Params,
        seed: int,
        seats: Sequence[str] | None = None,
        layout: Any = None,
    ) -> None:
        if not rules.min_players <= params.players <= rules.max_players:
            raise ValueError(
                f"{rules.title} is for {rules.min_players}-{rules.max_players} players, "
                f"not {params.players}"
            )
        self.rules = rules
        self.params = params
        self.seed = seed
        self.seats: tuple[str, ...] = tuple(seats) if seats else (HUMAN,) * params.players
        self.layout = layout if layout is not None else rules.load_layout(params)
        self.states: list[Any] = [rules.setup(params, self.layout, seed)]
        self.steps: list[Step] = []
        self.cursor = 0
        # Facts the UI keeps with a save that are not game state (a puzzle's elapsed time).
        self.extras: dict[str, Any] = {}

    # --- reading -------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[self.cursor]

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.params.name(s) for s in range(self.params.players))

    def to_act(self) -> tuple[Seat, ...]:
        return self.rules.to_act(self.state)

    def legal_actions(self, seat: Seat) -> list[Action]:
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: Seat | None) -> Any:
        return self.rules.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    @property
    def is_over(self) -> bool:
        return self.outcome() is not None

    def is_bot(self, seat: Seat) -> bool:
        return self.seats[seat] != HUMAN

    def played(self) -> list[Step]:
        """The steps up to the cursor (what the current state is made of)."""
        return self.steps[: self.cursor]

    def log(self, viewer: Seat | None) -> list[str]:
        """Log lines up to the cursor, leaving out events the viewer may not know."""
        names = self.names
        return [
            e.describe(names) for step in self.played() for e in step.events if e.visible(viewer)
        ]

    # --- playing -------------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action | str) -> list[Event]:
        """Play an action (or its text form). Raises IllegalAction and changes nothing if
        illegal."""
        text = action if isinstance(action, str) else action.encode()
        try:
            decoded = self.rules.codec.decode(text)
        except ValueError as exc:
            raise IllegalAction(f"Unreadable action: {exc}") from exc
        if seat not in self.rules.to_act(self.state):
            raise IllegalAction(f"It is not {self.params.name(seat)}'s turn.")
        new_state, events = self.rules.apply(self.state, seat, decoded)
        del self.states[self.cursor + 1 :]
        del self.steps[self.cursor :]
        self.states.append(new_state)
        self.steps.append(Step(seat, text, list(events)))
        self.cursor += 1
        return list(events)

    # --- undo and redo -------------------------------------------------------------------------
    def undo_floor(self) -> int:
        """The earliest state undo may return to from the cursor."""
        current = self.rules.to_act(self.states[self.cursor])
        i = self.cursor
        while i > 0:
            prev = self.steps[i - 1]
            if prev.is_barrier:
                break
            # Hot-seat: the turn began where the set of seats to act last changed.
            if self.rules.to_act(self.states[i - 1]) != current:
                break
            i -= 1
        return i

    def can_undo(self) -> bool:
        return self.cursor > self.undo_floor()

    def can_redo(self) -> bool:
        return self.cursor < len(self.steps)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.cursor -= 1
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self.cursor += 1
        return True

    # --- replay --------------------------------------------------------------------------------
    @classmethod
    def replay(
        cls,
        rules: Rules[Any],
        params: Params,
        seed: int,
        texts: Sequence[tuple[Seat, str]],
        seats: Sequence[str] | None = None,
        cursor: int | None = None,
    ) -> Match:
        """Rebuild a match by playing the given actions from the start, checking each."""
        match = cls(rules, params, seed, seats)
        for n, (seat, text) in enumerate(texts, start=1):
            try:
                match.apply(seat, text)
            except IllegalAction as exc:
                raise IllegalAction(f"action {n} ({text!r}) is not legal: {exc}") from exc
        if cursor is not None:
            if not 0 <= cursor <= len(match.steps):
                raise ValueError(f"cursor {cursor} is outside 0..{len(match.steps)}")
            match.cursor = cursor
        return match

    def state_at(self, index: int) -> Any:
        """Any recorded state, for step-through replay of a finished game."""
        return self.states[index]
