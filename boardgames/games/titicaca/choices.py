"""What a Titicaca player may click now: the legal actions indexed by field and land, per step.

After the house, a turn offers optional steps the player picks with a button or a key (the
controller's "modes"): join the new land, join two lands, or build a temple of one value. Each
step makes some fields glow; this module says which, so the controller only interprets clicks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from boardgames.core.rules import Action
from boardgames.games.titicaca.actions import BuildTemple, EndTurn, JoinLands, JoinNew, PlaceHouse
from boardgames.games.titicaca.board import Cell
from boardgames.games.titicaca.state import PLACE, TiticacaState

JOIN_MODE = "join"
MERGE_MODE = "merge"
TEMPLE_MODE = "temple:"  # followed by the value


def temple_mode(value: int) -> str:
    return f"{TEMPLE_MODE}{value}"


def temple_value(mode: str) -> int:
    """The value of a temple mode (``temple:2`` -> 2)."""
    return int(mode[len(TEMPLE_MODE) :])


@dataclass
class Choices:
    """The seat's legal actions of one view, by what gets clicked for them."""

    lands: dict[Cell, list[Cell]] = field(default_factory=dict)  # representative -> its fields
    place: set[Cell] = field(default_factory=set)  # free fields for the house
    join: set[Cell] = field(default_factory=set)  # lands that can join the new one
    merge: set[tuple[Cell, Cell]] = field(default_factory=set)  # pairs of lands to join
    temple: dict[int, set[Cell]] = field(default_factory=dict)  # value -> fields
    can_end: bool = False

    @classmethod
    def of(cls, state: TiticacaState, legal: Sequence[Action]) -> Choices:
        lands: dict[Cell, list[Cell]] = {}
        for f, rep in zip(state.board.fields, state.land, strict=True):
            if rep is not None:
                lands.setdefault(rep, []).append(f)
        temple: dict[int, set[Cell]] = {}
        for a in legal:
            if isinstance(a, BuildTemple):
                temple.setdefault(a.value, set()).add(a.field)
        return cls(
            lands=lands,
            place={a.field for a in legal if isinstance(a, PlaceHouse)},
            join={a.land for a in legal if isinstance(a, JoinNew)},
            merge={(a.a, a.b) for a in legal if isinstance(a, JoinLands)},
            temple=temple,
            can_end=any(isinstance(a, EndTurn) for a in legal),
        )

    def modes(self) -> list[str]:
        """The optional steps possible now, in the order the buttons show them."""
        modes = []
        if self.join:
            modes.append(JOIN_MODE)
        if self.merge:
            modes.append(MERGE_MODE)
        modes += [temple_mode(v) for v in sorted(self.temple)]
        return modes

    def default_mode(self) -> str:
        """Joining is offered first, as the turn's order has it; a temple needs its value picked."""
        for mode in (JOIN_MODE, MERGE_MODE):
            if mode in self.modes():
                return mode
        return ""

    def merge_lands(self, partner: Cell | None = None) -> set[Cell]:
        """Lands in some joinable pair (with ``partner``, when given)."""
        if partner is None:
            return {rep for pair in self.merge for rep in pair}
        return {b if a == partner else a for a, b in self.merge if partner in (a, b)}

    def fields_of(self, reps: set[Cell]) -> set[Cell]:
        return {f for rep in reps for f in self.lands.get(rep, ())}

    def marks(self, phase: str, mode: str, first: Cell | None) -> tuple[set[Cell], set[Cell]]:
        """The glowing targets and the selected fields for a phase, step and first land."""
        targets: set[Cell] = set()
        selected: set[Cell] = set()
        if phase == PLACE:
            targets = set(self.place)
        elif mode == JOIN_MODE:
            targets = self.fields_of(self.join)
        elif mode == MERGE_MODE:
            if first is None:
                targets = self.fields_of(self.merge_lands())
            else:
                selected = set(self.lands.get(first, ()))
                targets = self.fields_of(self.merge_lands(first))
        elif mode.startswith(TEMPLE_MODE):
            targets = set(self.temple.get(temple_value(mode), ()))
        return targets, selected
