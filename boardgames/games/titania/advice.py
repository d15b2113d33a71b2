"""A Titania move in a player's words, for a suggestion: which card, which ship and what the space
it goes to gives, or which tower gets a story or a sea star. Pure Python.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.core.rules import Action, Seat
from boardgames.games.titania.actions import (
    Build,
    ChooseShells,
    DrawCards,
    EndTurn,
    FinishBuilding,
    KeepSeaStars,
    OccupyTower,
    PlaceExtraShip,
    PlayCard,
)
from boardgames.games.titania.layout import BONUS_SPACE, CASTLE, SPACE_NAMES, TOWER_SPACE
from boardgames.games.titania.state import TitaniaState

Cell = tuple[int, int]


def space_words(state: TitaniaState, cell: Cell) -> str:
    """ "the bonus space giving 2 brown shells", "a fog space" ..."""
    space = state.layout.space_at(cell)
    if space.kind == BONUS_SPACE:
        return "the bonus space giving " + " and ".join(g.label for g in space.gifts)
    if space.kind == TOWER_SPACE:
        return "the tower space with the " + " and ".join(space.towers) + " towers"
    name = SPACE_NAMES.get(space.kind, "that space").split(" (")[0]
    return "the " + name.lower() if space.kind != CASTLE else "the castle"


def describe_move(
    view: TitaniaState,
    seat: Seat,
    action: Action,
    worlds: Sequence[TitaniaState],
    names: Sequence[str],
) -> str:
    """``action`` for ``seat`` as advice, from the seat's ``view``."""
    if isinstance(action, PlayCard):
        card = f"the {action.card} joker" if "/" in action.card else f"a {action.card} card"
        return f"Play {card} to sail a {action.colour} ship to {space_words(view, action.at)}"
    if isinstance(action, DrawCards):
        return "Draw 3 cards instead of sailing"
    if isinstance(action, PlaceExtraShip):
        return f"Put the extra ship on {space_words(view, action.at)}"
    if isinstance(action, ChooseShells):
        return f"Take the shells in {action.colour}"
    if isinstance(action, Build):
        towers = space_words(view, action.at).replace("the tower space", "the space", 1)
        return f"Build a story of the {action.colour} tower on {towers}"
    if isinstance(action, FinishBuilding):
        return "Stop building"
    if isinstance(action, OccupyTower):
        return f"Put a sea star on {space_words(view, action.at)}"
    if isinstance(action, KeepSeaStars):
        return "Keep your sea stars for later"
    if isinstance(action, EndTurn):
        return "End the turn"
    return ""
