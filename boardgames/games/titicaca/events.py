"""What happens in a game of Titicaca, for animations and the log.

Log lines name the players and never say "you". Secret values stay out of public events: a bid
becomes known only with ``BidsRevealed`` and a temple's value only with ``TemplesRevealed`` (both
uncover hidden information, so the match treats them as undo barriers). Points are the core's
``PointsScored`` with the categories "houses", "chains", "weapons" and "lands".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.rules import Event

Cell = tuple[int, int]
Seat = int


def _names(names: Sequence[str], seats: Sequence[Seat]) -> str:
    return ", ".join(names[s] for s in seats) or "nobody"


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int  # counted as the header counts (``TiticacaState.round_number``), not the lake
    lake: int | None  # None in an extra round: any free field may be taken
    free_fields: int

    def describe(self, names: Sequence[str]) -> str:
        if self.lake is None:
            return f"Round {self.round}, an extra round: {self.free_fields} free fields anywhere."
        return f"Round {self.round}: {self.free_fields} free fields at lake {self.lake}."


@dataclass(frozen=True)
class RoundSkipped(Event):
    lake: int
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"Lake {self.lake} is skipped: {self.reason}."


@dataclass(frozen=True)
class BidMade(Event):
    seat: Seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} has chosen weapons."


@dataclass(frozen=True)
class BidsRevealed(Event):
    sound: ClassVar[str | None] = "flip"

    reveals: ClassVar[bool] = True
    bids: tuple[int, ...]
    order: tuple[Seat, ...]

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(f"{names[s]} {b}" for s, b in enumerate(self.bids))
        return f"Bids: {shown}. Turn order: {_names(names, self.order)}."


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: Seat
    paid: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} hands in weapons worth {self.paid} and takes a turn."


@dataclass(frozen=True)
class BidReturned(Event):
    seat: Seat
    value: int
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes back weapons worth {self.value}: {self.reason}."


@dataclass(frozen=True)
class HousePlaced(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    field: Cell
    land_type: str
    # Too few houses: the two neighbouring fields that now share one house on their border.
    shared: tuple[Cell, Cell] | None = None

    def describe(self, names: Sequence[str]) -> str:
        line = f"{names[self.seat]} places a house on a {self.land_type} field."
        if self.shared is not None:
            line += " Out of houses, one house now marks two neighbouring fields."
        return line


@dataclass(frozen=True)
class LandsJoined(Event):
    seat: Seat
    joined: tuple[Cell, Cell]  # the two lands' representatives before joining
    land: Cell  # the joined land's representative
    sticks: tuple[tuple[Cell, Cell], ...]  # the border sticks taken away
    size: int
    new_land: bool  # True: the new field's land joined a neighbour; False: two other lands

    def describe(self, names: Sequence[str]) -> str:
        what = "the new land with a neighbouring land" if self.new_land else "two lands"
        return f"{names[self.seat]} joins {what}: now {self.size} fields."


@dataclass(frozen=True)
class TempleBuilt(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    field: Cell

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} builds a temple, face down."


@dataclass(frozen=True)
class TemplesRevealed(Event):
    sound: ClassVar[str | None] = "flip"

    reveals: ClassVar[bool] = True
    temples: tuple[tuple[Cell, Seat, int], ...]  # field, owner, value

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(f"{names[s]} +{v}" for _, s, v in self.temples)
        return f"Temples turned up: {shown}."


@dataclass(frozen=True)
class TemplesReturned(Event):
    temples: tuple[tuple[Cell, Seat], ...]

    def describe(self, names: Sequence[str]) -> str:
        owners = sorted({s for _, s in self.temples})
        return f"Temples go back to {_names(names, owners)}."


@dataclass(frozen=True)
class ScoringStarted(Event):
    title: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{self.title}."


@dataclass(frozen=True)
class WeaponsReceived(Event):
    seat: Seat
    value: int
    houses: int
    chain: int

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{names[self.seat]} receives new weapons worth {self.value} "
            f"({self.houses} houses, chain of {self.chain})."
        )


@dataclass(frozen=True)
class ArrowPassed(Event):
    seat: Seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes the arrow token."


@dataclass(frozen=True)
class GameEnded(Event):
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"The game ends: {self.reason}."
