"""What happens in Titania, as events for the animator and the game log.

Private events carry ``visible_to``; events that uncover hidden information (a card's face, a fog
tile, a point tile's value) set ``reveals`` so the match makes their action an undo barrier. A
private reveal always comes with a public twin that says only how many (``CardsCounted``,
``PointTileTaken``), so the log can tell everyone that something happened.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.geometry import Cell
from boardgames.core.rules import Event, Seat

# Where a transition puts the events it makes: a list for ``apply``, or None on the search path
# (``apply_unchecked``), which runs the same code and builds no events at all.
Events = list[Event] | None


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


@dataclass(frozen=True)
class ShipPlaced(Event):
    """A ship slides from the supply to ``at``; ``card`` is "" for an extra ship from a fog tile."""

    sound: ClassVar[str | None] = "place"

    seat: Seat
    colour: str
    at: Cell
    card: str
    space: str  # the kind of space, for the log

    def describe(self, names: Sequence[str]) -> str:
        how = f"plays {self.card} and places" if self.card else "places an extra"
        return f"{names[self.seat]} {how} a {self.colour} ship on a {self.space} space."


@dataclass(frozen=True)
class FogRevealed(Event):
    """The tile on a fog space flips face up."""

    sound: ClassVar[str | None] = "flip"

    reveals: ClassVar[bool] = True
    at: Cell
    tile: str

    def describe(self, names: Sequence[str]) -> str:
        return f"The fog lifts: {self.tile}."


@dataclass(frozen=True)
class FogTileRemoved(Event):
    """The second ship took the tile's gift again; the tile leaves the board."""

    at: Cell
    tile: str

    def describe(self, names: Sequence[str]) -> str:
        return f"The fog tile ({self.tile}) is taken off the board."


@dataclass(frozen=True)
class ShellsReceived(Event):
    seat: Seat
    colour: str
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} receives {_plural(self.amount, self.colour + ' shell')}."


@dataclass(frozen=True)
class SeaStarsReceived(Event):
    seat: Seat
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} receives {_plural(self.amount, 'sea star')}."


@dataclass(frozen=True)
class NothingLeft(Event):
    """A gift could not be given (or only in part) because its supply ran out."""

    seat: Seat
    what: str

    def describe(self, names: Sequence[str]) -> str:
        return f"No {self.what} left in the supply for {names[self.seat]}."


@dataclass(frozen=True)
class CardsDrawn(Event):
    """The faces of the cards a player draws; only that player sees them."""

    sound: ClassVar[str | None] = "place"

    reveals: ClassVar[bool] = True
    seat: Seat
    cards: tuple[str, ...]
    visible_to: tuple[Seat, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]}'s new cards: {', '.join(self.cards)}."


@dataclass(frozen=True)
class CardsCounted(Event):
    """The public side of a draw: how many cards went to the hand."""

    seat: Seat
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} draws {_plural(self.count, 'card')}."


@dataclass(frozen=True)
class DeckReshuffled(Event):
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The discard pile ({_plural(self.count, 'card')}) is shuffled into a new draw pile."


@dataclass(frozen=True)
class CardsDiscarded(Event):
    seat: Seat
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} discards {', '.join(self.cards)}."


@dataclass(frozen=True)
class PointTileSeen(Event):
    """The value of the point tile a player takes; only that player sees it."""

    sound: ClassVar[str | None] = "flip"

    reveals: ClassVar[bool] = True
    seat: Seat
    value: int
    visible_to: tuple[Seat, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]}'s new point tile is worth {self.value}."


@dataclass(frozen=True)
class PointTileTaken(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes a point tile and keeps it face down."


@dataclass(frozen=True)
class StoryBuilt(Event):
    """A story stacks on a tower; ``level`` is its height afterwards, ``cost`` the shells paid."""

    sound: ClassVar[str | None] = "place"

    seat: Seat
    at: Cell
    colour: str
    level: int
    cost: int

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{names[self.seat]} builds story {self.level} of a {self.colour} tower for "
            f"{_plural(self.cost, 'shell')}."
        )


@dataclass(frozen=True)
class SeaStarPlaced(Event):
    """A sea star lands on a tower space; ``paid`` sea stars were spent (one stays there)."""

    sound: ClassVar[str | None] = "place"

    seat: Seat
    at: Cell
    paid: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} pays {_plural(self.paid, 'sea star')} to occupy a tower space."


@dataclass(frozen=True)
class StepSkipped(Event):
    """A step the space asked for could not be done (no room for an extra ship, ...)."""

    seat: Seat
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]}: {self.reason}"


@dataclass(frozen=True)
class EraEnded(Event):
    era: int
    seat: Seat  # who placed the last ship of a colour

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} placed the last ship of a colour: era {self.era} ends."


@dataclass(frozen=True)
class EraBegun(Event):
    """The board is rebuilt for era 2: ships and sea stars return, fog tiles are shuffled."""

    era: int
    seat: Seat  # who starts

    def describe(self, names: Sequence[str]) -> str:
        return f"Era {self.era} begins with {names[self.seat]}."


@dataclass(frozen=True)
class PointTilesRevealed(Event):
    sound: ClassVar[str | None] = "flip"

    seat: Seat
    values: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        shown = " + ".join(str(v) for v in self.values) or "none"
        return f"{names[self.seat]} reveals point tiles: {shown}."


@dataclass(frozen=True)
class GameEnded(Event):
    def describe(self, names: Sequence[str]) -> str:
        return "The game is over."
