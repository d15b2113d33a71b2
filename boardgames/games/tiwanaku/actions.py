"""What a Tiwanaku player can do, as small actions with a stable text form.

A turn is several actions: a ``Move`` (or ``Enter``), then ``Divine`` guesses ended by
``EndDivination`` when the move discovered nothing, then an ``Offer`` or ``EndTurn``. ``Pass``
is for a player who cannot act, and for declining to divine in the closing round.
Cells are ``(row, col)`` pairs; crops are their values 1-5.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.rules import Action, ActionCodec
from boardgames.games.tiwanaku.land import Cell


@dataclass(frozen=True)
class Move(Action):
    """Move the pawn standing on ``pawn`` to ``to`` (any legal path; the rules find one)."""

    kind: ClassVar[str] = "move"
    pawn: Cell
    to: Cell


@dataclass(frozen=True)
class Enter(Action):
    """Bring a new pawn from the player's supply onto the vacant starting space ``to``."""

    kind: ClassVar[str] = "enter"
    to: Cell


@dataclass(frozen=True)
class Divine(Action):
    """Guess that ``crop`` grows on ``cell`` (a cropless terrain space under an own pawn)."""

    kind: ClassVar[str] = "divine"
    cell: Cell
    crop: int


@dataclass(frozen=True)
class EndDivination(Action):
    """Stop divining (allowed after at least one right guess this turn)."""

    kind: ClassVar[str] = "end-divination"


@dataclass(frozen=True)
class Offer(Action):
    """Hand in different held crop tokens (their values, ascending) for the offering table."""

    kind: ClassVar[str] = "offer"
    crops: tuple[int, ...]


@dataclass(frozen=True)
class EndTurn(Action):
    """Make no offering and end the turn (or skip the final offering)."""

    kind: ClassVar[str] = "end-turn"


@dataclass(frozen=True)
class Pass(Action):
    """Do nothing: when no move is possible, or to leave the closing divination round for good."""

    kind: ClassVar[str] = "pass"


CODEC = ActionCodec([Move, Enter, Divine, EndDivination, Offer, EndTurn, Pass])
