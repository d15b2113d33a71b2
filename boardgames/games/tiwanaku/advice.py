"""A Tiwanaku move in a player's words, for a suggestion: where a pawn goes and what it may find,
and for a divination how often the guess is right in the lands the player cannot tell apart.

Cells are named as the log names them (rows and columns from 1). Pure Python.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.core.rules import Action, Seat
from boardgames.games.tiwanaku.actions import (
    Divine,
    EndDivination,
    EndTurn,
    Enter,
    Move,
    Offer,
    Pass,
)
from boardgames.games.tiwanaku.land import Cell, crop_name
from boardgames.games.tiwanaku.state import State


def where(cell: Cell) -> str:
    return f"row {cell[0] + 1}, column {cell[1] + 1}"


def describe_move(
    view: State, seat: Seat, action: Action, worlds: Sequence[State], names: Sequence[str]
) -> str:
    """``action`` for ``seat`` as advice, from the seat's ``view``; ``worlds`` are full states
    that agree with it (a guess's chance is counted over them)."""
    if isinstance(action, Divine):
        crop = crop_name(action.crop)
        text = f"Divine {crop} at {where(action.cell)}"
        if worlds:
            right = sum(1 for w in worlds if w.land.crop_at(action.cell) == action.crop)
            n = len(worlds)
            count = {n: "every map", 0: "no map"}.get(right, f"{right} of {n} maps")
            fits = "fits" if right in (0, n) else "fit"
            text += f" ({crop} grows there in {count} that {fits} what you have seen)"
        return text
    if isinstance(action, Move):
        return f"Move the pawn at {where(action.pawn)} to {where(action.to)}" + _finds(
            view, action.to
        )
    if isinstance(action, Enter):
        return f"Bring a new pawn onto {where(action.to)}" + _finds(view, action.to)
    if isinstance(action, EndDivination):
        return "Stop divining for this turn"
    if isinstance(action, Offer):
        crops = ", ".join(crop_name(c) for c in action.crops)
        return f"Offer {crops} at the offering table"
    if isinstance(action, EndTurn):
        return "End the turn without an offering"
    if isinstance(action, Pass):
        return "Pass"
    return ""


def _finds(view: State, cell: Cell) -> str:
    if cell not in view.explored:
        return " to discover its terrain"
    if view.is_divinable(cell):
        return " to divine there"
    return ""
