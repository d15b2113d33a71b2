"""What happened in a Tiwanaku game, for animations and the log.

Points use the core ``PointsScored`` with one of the categories in ``scoring``. The two events that
uncover the hidden map (a terrain tile placed, a crop revealed by divination) are marked
``reveals`` so the match makes them undo barriers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.rules import Event, Seat
from boardgames.games.tiwanaku.land import Cell, crop_name


def _where(cell: Cell) -> str:
    return f"row {cell[0] + 1}, column {cell[1] + 1}"


@dataclass(frozen=True)
class PawnEntered(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    to: Cell

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} brings a pawn onto {_where(self.to)}"


@dataclass(frozen=True)
class PawnMoved(Event):
    """``path`` runs from the start space to the end space, for the animation."""

    sound: ClassVar[str | None] = "place"

    seat: Seat
    path: tuple[Cell, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} moves a pawn to {_where(self.path[-1])}"


@dataclass(frozen=True)
class TerrainDiscovered(Event):
    sound: ClassVar[str | None] = "flip"

    reveals: ClassVar[bool] = True
    seat: Seat
    cell: Cell
    terrain: str
    level: int  # the marker's level on the discoverer's track afterwards

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} discovers {self.terrain} at {_where(self.cell)}"


@dataclass(frozen=True)
class CropDivined(Event):
    """A divination: the guess, what really grows there, and whether they matched."""

    sound: ClassVar[str | None] = "flip"

    reveals: ClassVar[bool] = True
    seat: Seat
    cell: Cell
    guess: int
    crop: int

    @property
    def right(self) -> bool:
        return self.guess == self.crop

    def describe(self, names: Sequence[str]) -> str:
        who, where = names[self.seat], _where(self.cell)
        if self.right:
            return f"{who} rightly divines {crop_name(self.crop)} at {where}"
        return (
            f"{who} divines {crop_name(self.guess)} at {where}, "
            f"but {crop_name(self.crop)} grows there"
        )


@dataclass(frozen=True)
class CropTaken(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    crop: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes a {crop_name(self.crop)} token"


@dataclass(frozen=True)
class CropsOffered(Event):
    seat: Seat
    crops: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        listed = ", ".join(crop_name(c) for c in self.crops)
        return f"{names[self.seat]} offers {listed}"


@dataclass(frozen=True)
class PlayerPassed(Event):
    """A pass; ``final`` in the closing round, where passing is for good."""

    seat: Seat
    final: bool = False

    def describe(self, names: Sequence[str]) -> str:
        if self.final:
            return f"{names[self.seat]} is done divining"
        return f"{names[self.seat]} cannot move and passes"


@dataclass(frozen=True)
class ExplorationOver(Event):
    """No space is left to discover (or nobody can move): the closing round starts with ``seat``."""

    seat: Seat
    stalled: bool = False

    def describe(self, names: Sequence[str]) -> str:
        why = "nobody can move any more" if self.stalled else "the last terrain tile is placed"
        return f"Exploration is over ({why}); closing divinations start with {names[self.seat]}"


@dataclass(frozen=True)
class GameOver(Event):
    def describe(self, names: Sequence[str]) -> str:
        return "The game is over"
