"""Where a ship may go.

A new ship must touch a ship of its own colour; a space holds at most two ships, never two of one
colour; tower spaces (and the full castle) take no ships. Our addition where the rulebook is silent:
a building space takes a ship only if its player can then build at least one story, since building
there is compulsory. An extra ship from a fog tile must also touch that fog space.
"""

from __future__ import annotations

from boardgames.core.rules import Seat
from boardgames.games.titania.building import can_build
from boardgames.games.titania.layout import BUILDING_SPACE, CASTLE, TOWER_SPACE
from boardgames.games.titania.state import TitaniaState

MAX_SHIPS = 2


def placement_problem(state: TitaniaState, seat: Seat, colour: str, i: int) -> str | None:
    """Why a ``colour`` ship cannot go on space ``i`` now, as a sentence; None if it can."""
    space = state.layout.spaces[i]
    if state.ships_left(colour) <= 0:
        return f"No {colour} ships are left in the supply."
    if space.kind == TOWER_SPACE:
        return "Ships never go on a tower space."
    if space.kind == CASTLE:
        return "The castle takes no more ships."
    here = state.ships[i]
    if len(here) >= MAX_SHIPS:
        return "Two ships already stand there."
    if colour in here:
        return f"A {colour} ship already stands there."
    if not any(colour in state.ships[j] for j in state.layout.adjacent(i)):
        return f"The new ship must touch a {colour} ship."
    if space.kind == BUILDING_SPACE and not can_build(state, seat, i):
        return "You could not build any story from there."
    return None


def placeable(state: TitaniaState, seat: Seat, colour: str) -> list[int]:
    """Indices of the spaces where ``seat`` may place a ``colour`` ship, in board order."""
    if state.ships_left(colour) <= 0:
        return []
    adjacent = state.layout.adjacent
    candidates = {j for i, here in enumerate(state.ships) if colour in here for j in adjacent(i)}
    return [i for i in sorted(candidates) if placement_problem(state, seat, colour, i) is None]


def extra_ship_spaces(state: TitaniaState, seat: Seat, colour: str, fog: int) -> list[int]:
    """Where the extra ship from the fog tile on space ``fog`` may go: next to that space."""
    return [
        i for i in state.layout.adjacent(fog) if placement_problem(state, seat, colour, i) is None
    ]
