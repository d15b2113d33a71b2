"""A Titicaca move in a player's words, for a suggestion: the bid, or the field, land or temple
a turn's step uses, named by its land type and its lakes (the board shows the lake numbers).
Pure Python.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.core.rules import Action, Seat
from boardgames.games.titicaca.actions import (
    Bid,
    BuildTemple,
    EndTurn,
    JoinLands,
    JoinNew,
    PlaceHouse,
)
from boardgames.games.titicaca.board import Cell
from boardgames.games.titicaca.state import TiticacaState


def field_words(state: TiticacaState, cell: Cell) -> str:
    """ "the grassland field by lakes 3 and 6" """
    board = state.board
    lakes = [str(n) for n in board.lakes_at.get(cell, ())]
    if not lakes:
        by = "away from the lakes"
    elif len(lakes) == 1:
        by = f"by lake {lakes[0]}"
    else:
        by = f"by lakes {', '.join(lakes[:-1])} and {lakes[-1]}"
    return f"the {board.land_type(cell)} field {by}"


def describe_move(
    view: TiticacaState,
    seat: Seat,
    action: Action,
    worlds: Sequence[TiticacaState],
    names: Sequence[str],
) -> str:
    """``action`` for ``seat`` as advice, from the seat's ``view``."""
    if isinstance(action, Bid):
        if action.value == 0:
            return "Pass: bid 0 and sit this round out, keeping your weapons"
        where = f"lake {view.lake}" if view.lake is not None else "a free field anywhere"
        return f"Bid weapons worth {action.value} for {where}"
    if isinstance(action, PlaceHouse):
        return f"Place your house on {field_words(view, action.field)}"
    if isinstance(action, JoinNew):
        return f"Join the new land to the land at {field_words(view, action.land)}"
    if isinstance(action, JoinLands):
        a, b = field_words(view, action.a), field_words(view, action.b)
        return f"Join the land at {a} with the land at {b}"
    if isinstance(action, BuildTemple):
        return f"Build your +{action.value} temple on {field_words(view, action.field)}"
    if isinstance(action, EndTurn):
        return "End the turn"
    return ""
