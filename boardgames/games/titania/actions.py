"""Titania's actions, one small class per thing a player can do, and their text codec.

Cards are named by their colours ("blue", "blue/yellow") rather than by their place in the hand, so
an action's text stays valid however the hand is ordered. Spaces are axial ``(q, r)`` cells.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.geometry import Cell
from boardgames.core.rules import Action, ActionCodec


@dataclass(frozen=True)
class DrawCards(Action):
    """Instead of playing: draw 3 cards, and the turn ends."""

    kind: ClassVar[str] = "draw"


@dataclass(frozen=True)
class PlayCard(Action):
    """Play ``card`` and place a ship of ``colour`` (one of the card's colours) on ``at``."""

    kind: ClassVar[str] = "play"
    card: str
    colour: str
    at: Cell


@dataclass(frozen=True)
class PlaceExtraShip(Action):
    """Place the extra ship a fog tile gave, next to that fog space."""

    kind: ClassVar[str] = "extra-ship"
    at: Cell


@dataclass(frozen=True)
class ChooseShells(Action):
    """Take the shells "of choice" in this colour."""

    kind: ClassVar[str] = "choose-shells"
    colour: str


@dataclass(frozen=True)
class Build(Action):
    """Build the next story of the ``colour`` tower on the tower space ``at``."""

    kind: ClassVar[str] = "build"
    at: Cell
    colour: str


@dataclass(frozen=True)
class FinishBuilding(Action):
    """Stop building (at least one story has been built)."""

    kind: ClassVar[str] = "finish-building"


@dataclass(frozen=True)
class OccupyTower(Action):
    """Pay sea stars to put one on the tower space ``at``."""

    kind: ClassVar[str] = "occupy"
    at: Cell


@dataclass(frozen=True)
class KeepSeaStars(Action):
    """Keep the sea stars for later instead of (further) occupying tower spaces."""

    kind: ClassVar[str] = "keep-sea-stars"


@dataclass(frozen=True)
class EndTurn(Action):
    """Stop playing cards: draw 3 minus the cards played, and the turn ends."""

    kind: ClassVar[str] = "end-turn"


@dataclass(frozen=True)
class Discard(Action):
    """Discard one card while above the hand limit at the end of the turn."""

    kind: ClassVar[str] = "discard"
    card: str


ACTION_CLASSES: tuple[type[Action], ...] = (
    DrawCards,
    PlayCard,
    PlaceExtraShip,
    ChooseShells,
    Build,
    FinishBuilding,
    OccupyTower,
    KeepSeaStars,
    EndTurn,
    Discard,
)
CODEC = ActionCodec(ACTION_CLASSES)
