"""Sea stars: right after receiving any, a player may spend them to occupy tower spaces.

Occupying costs one sea star per tower shown on the space; one of them stays there (a space holds
at most one) and the rest go back to the supply. It scores one point per tower shown plus one per
story already standing there, and from then on every story built there scores 4 instead of 3.
"""

from __future__ import annotations

from boardgames.core.rules import PointsScored, Seat, evolve
from boardgames.games.titania.components import SEA_STARS, TRACK_CATEGORIES
from boardgames.games.titania.events import Events, SeaStarPlaced
from boardgames.games.titania.layout import TOWER_SPACE
from boardgames.games.titania.state import TitaniaState, add_at, put

SEA_STARS_TRACK = TRACK_CATEGORIES.index(SEA_STARS)


def occupy_cost(state: TitaniaState, tower: int) -> int:
    return len(state.layout.spaces[tower].towers)


def occupy_points(state: TitaniaState, tower: int) -> int:
    return occupy_cost(state, tower) + sum(state.stories[tower])


def occupiable(state: TitaniaState, seat: Seat) -> list[int]:
    """Tower spaces (indices) with no sea star that ``seat`` has enough sea stars to occupy."""
    stars = state.players[seat].sea_stars
    starred, spaces = state.starred, state.layout.spaces
    return [
        i
        for i in state.layout.indices_of(TOWER_SPACE)
        if not starred[i] and len(spaces[i].towers) <= stars
    ]


def occupy(state: TitaniaState, seat: Seat, tower: int, events: Events) -> TitaniaState:
    """Pay and place a sea star on a tower space, and score it (legality checked before)."""
    cost = occupy_cost(state, tower)
    points = occupy_points(state, tower)
    p = state.players[seat]
    player = evolve(
        p, sea_stars=p.sea_stars - cost, points=add_at(p.points, SEA_STARS_TRACK, points)
    )
    state = evolve(
        state,
        players=put(state.players, seat, player),
        starred=put(state.starred, tower, True),
        sea_star_supply=state.sea_star_supply + cost - 1,
    )
    if events is not None:
        at = state.layout.spaces[tower].at
        events.append(SeaStarPlaced(seat, at, cost))
        events.append(PointsScored(seat, points, SEA_STARS, "a sea star on a tower space", at))
    return state
