"""Cuzco's actions, one small class per thing a player can do, and their text codec.

Dice are named by their pips (two dice of one value are interchangeable), action spaces and
villages by their layout ids, people tiles by their codes ("S07-2"), god cards by their numbers,
feather slots by their number on the mask (circlet * 2 + side).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.rules import Action, ActionCodec


@dataclass(frozen=True)
class PlaceFeather(Action):
    """Put the feather being gained into this slot of the mask."""

    kind: ClassVar[str] = "feather"
    slot: int


@dataclass(frozen=True)
class UsePututu(Action):
    """Hand back a pututu tile of ``value`` to turn a die of ``die`` pips by ``change``."""

    kind: ClassVar[str] = "pututu"
    die: int
    change: int


@dataclass(frozen=True)
class PlaceDie(Action):
    """Place a die of ``die`` pips on ``space`` and carry out ``action`` there."""

    kind: ClassVar[str] = "place"
    die: int
    space: str
    action: str


@dataclass(frozen=True)
class Move(Action):
    """Run the chasqui to ``to``; leaving Cuzco, the overlay is first turned to ``rotation``."""

    kind: ClassVar[str] = "move"
    to: str
    rotation: int


@dataclass(frozen=True)
class TakeTile(Action):
    """Take this people tile (from its column, or from a discard pile for Viracocha 09)."""

    kind: ClassVar[str] = "take-tile"
    tile: str


@dataclass(frozen=True)
class Exchange(Action):
    """Spend pips: ``what`` is status/food (slide ``arg``, a tile code, down), vp, offering,
    god (``arg`` a god's name), feather (``arg`` a slot number) or quipu."""

    kind: ClassVar[str] = "exchange"
    what: str
    arg: str = ""


@dataclass(frozen=True)
class Activate(Action):
    """Activate the circlet with ``circlet`` pips (1-6)."""

    kind: ClassVar[str] = "activate"
    circlet: int


@dataclass(frozen=True)
class Blessing(Action):
    """The fire blessing: ``first`` is "offering" or a god's name (its face-up card) or "" when
    neither is left; ``second`` is "status" or "food"."""

    kind: ClassVar[str] = "blessing"
    first: str
    second: str


@dataclass(frozen=True)
class PlayGod(Action):
    """Play god card ``card`` from the hand (1 offering), or with ``medal`` the face-up card with
    that number (an Inti medal instead of the offering)."""

    kind: ClassVar[str] = "god"
    card: int
    medal: bool = False


@dataclass(frozen=True)
class SlideUp(Action):
    """Iliapa 02: slide this slid-down people tile back up."""

    kind: ClassVar[str] = "slide-up"
    tile: str


@dataclass(frozen=True)
class Reallocate(Action):
    """Mama Quilia 06: move the die of ``owner`` with ``die`` pips from ``source`` to ``to``."""

    kind: ClassVar[str] = "reallocate"
    source: str
    owner: int
    die: int
    to: str


@dataclass(frozen=True)
class TakeGod(Action):
    """Take the face-up card of this god (people tile 07)."""

    kind: ClassVar[str] = "take-god"
    god: str


@dataclass(frozen=True)
class UseAbility(Action):
    """Phase II: use the ability of the study or farm tiles (``tiles``: "study" or "farm")."""

    kind: ClassVar[str] = "use"
    tiles: str
    ability: int


@dataclass(frozen=True)
class Buy(Action):
    """Buy the good in this column of the current round's market row."""

    kind: ClassVar[str] = "buy"
    column: int


@dataclass(frozen=True)
class CompleteMission(Action):
    kind: ClassVar[str] = "complete"
    mission: str


@dataclass(frozen=True)
class ReturnMission(Action):
    """No mission can be completed: give this one back to the box."""

    kind: ClassVar[str] = "return"
    mission: str


@dataclass(frozen=True)
class TakeMission(Action):
    kind: ClassVar[str] = "take-mission"
    mission: str


@dataclass(frozen=True)
class Done(Action):
    """Finish the optional step at hand: the exchange, the slides, phase II, the market, the
    last missions."""

    kind: ClassVar[str] = "done"


CODEC = ActionCodec(
    [
        PlaceFeather,
        UsePututu,
        PlaceDie,
        Move,
        TakeTile,
        Exchange,
        Activate,
        Blessing,
        PlayGod,
        SlideUp,
        Reallocate,
        TakeGod,
        UseAbility,
        Buy,
        CompleteMission,
        ReturnMission,
        TakeMission,
        Done,
    ]
)
