"""A Cuzco move in a few words, for a review's line or a suggestion: the die and the space, the
village, the tile, the exchange, the god card... (the log says the same at length, one event at a
time). Pure Python: names from ``names``, the state's layout.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.core.rules import Action, Seat
from boardgames.games.cuzco.actions import (
    Activate,
    Blessing,
    Buy,
    CompleteMission,
    Done,
    Exchange,
    Move,
    PlaceDie,
    PlaceFeather,
    PlayGod,
    Reallocate,
    ReturnMission,
    SlideUp,
    TakeGod,
    TakeMission,
    TakeTile,
    UseAbility,
    UsePututu,
)
from boardgames.games.cuzco.names import (
    ability_name,
    action_name,
    article,
    mission_name,
    space_name,
    tile_name,
    village_name,
)
from boardgames.games.cuzco.state import CuzcoState

# what two pips (one for a slide or a point) buy at the exchange
_EXCHANGED = {
    "vp": "a victory point",
    "offering": "an offering",
    "feather": "a feather",
    "quipu": "a quipu for the reserve",
}


def describe_move(
    view: CuzcoState,
    seat: Seat,
    action: Action,
    worlds: Sequence[CuzcoState],
    names: Sequence[str],
) -> str:
    """``action`` for ``seat`` in a few words, from the seat's ``view``."""
    layout = view.layout
    if isinstance(action, PlaceDie):
        where = space_name(layout, action.space)
        what = action_name(layout, action.action)
        also = "" if action.space == action.action else f" for the {what}"
        return f"Place {article(str(action.die))} on {where}{also}"
    if isinstance(action, Move):
        return f"Run the chasqui to {village_name(layout, action.to)}"
    if isinstance(action, TakeTile):
        return f"Take {tile_name(layout, action.tile)}"
    if isinstance(action, Exchange):
        if action.what in ("status", "food"):
            return f"Exchange: slide {tile_name(layout, action.arg)} down"
        if action.what == "god":
            return f"Exchange pips for {article(action.arg)} card"
        return f"Exchange pips for {_EXCHANGED.get(action.what, action.what)}"
    if isinstance(action, Activate):
        return f"Activate the circlet of {action.circlet}"
    if isinstance(action, Blessing):
        first = "an offering" if action.first == "offering" else f"the {action.first} card"
        first = first if action.first else "nothing"
        return f"Take {first} and a {action.second} slide as the blessing"
    if isinstance(action, PlayGod):
        card = layout.god(action.card)
        how = " with an Inti medal" if action.medal else ""
        return f"Play {card.god} {action.card:02d}{how}"
    if isinstance(action, SlideUp):
        return f"Slide {tile_name(layout, action.tile)} back up"
    if isinstance(action, Reallocate):
        return (
            f"Move {names[action.owner]}'s {action.die} from {space_name(layout, action.source)}"
            f" to {space_name(layout, action.to)}"
        )
    if isinstance(action, TakeGod):
        return f"Take the face-up {action.god} card"
    if isinstance(action, UseAbility):
        return f"Use the {ability_name(layout, action.ability)} ability of a {action.tiles} tile"
    if isinstance(action, Buy):
        return f"Buy the good in column {action.column + 1} of the market"
    if isinstance(action, CompleteMission):
        return f"Complete {mission_name(layout, action.mission)}"
    if isinstance(action, ReturnMission):
        return f"Give back {mission_name(layout, action.mission)}"
    if isinstance(action, TakeMission):
        return f"Take {mission_name(layout, action.mission)}"
    if isinstance(action, PlaceFeather):
        return f"Put the feather on circlet {action.slot // 2 + 1}"
    if isinstance(action, UsePututu):
        after = action.die + action.change
        return f"Blow a pututu: turn {article(str(action.die))} into {article(str(after))}"
    if isinstance(action, Done):
        return "Stop here"
    return ""
