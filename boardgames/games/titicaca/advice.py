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
            return "Bid 0 and sit this round out, keeping your weapons"
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


def why_better(
    view: TiticacaState, seat: Seat, taken: Action, best: Action, names: Sequence[str]
) -> str:
    """Why the review's ``best`` beat ``taken``, as the rest of a sentence that starts with the
    best move, from the seat's view (everyone's weapons are on the table; bids are secret):
    "would have won lake 4 too, since Bruno held no weapons". "" when the game has nothing
    sharper to say than the points."""
    if isinstance(taken, PlaceHouse) and isinstance(best, PlaceHouse):
        near, far = (len(view.board.lakes_at.get(a.field, ())) for a in (best, taken))
        if near > far:
            return f"sits by {near} lakes, not {far}"
        return ""
    if not (isinstance(taken, Bid) and isinstance(best, Bid)):
        return ""
    others = [s for s in range(view.players) if s != seat]
    top = max((view.weapons[s] for s in others), default=0)
    if len(others) == 1:
        who = names[others[0]]
        held = f"{who} held no weapons" if top == 0 else f"{who} held only {top} in weapons"
    else:
        held = (
            "nobody else held any weapons"
            if top == 0
            else f"nobody else held more than {top} in weapons"
        )
    where = f"lake {view.lake}" if view.lake is not None else "the free field"
    if best.value < taken.value:
        kept = f"and kept {taken.value - best.value} in weapons for later rounds"
        if best.value > top:
            return f"would have won {where} too {kept}, since {held}"
        if best.value == 0:
            return f"would have kept all {taken.value} in weapons for later rounds"
        return f"would have kept {taken.value - best.value} in weapons for later rounds"
    if best.value > top >= taken.value:
        return f"would have won {where}, since {held}"
    return ""
