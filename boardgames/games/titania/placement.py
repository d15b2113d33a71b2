"""Where a ship may go.

A new ship must touch a ship of its own colour; a space holds at most two ships, never two of one
colour; tower spaces (and the full castle) take no ships. Our addition where the rulebook is silent:
a building space takes a ship only if its player can then build at least one story, since building
there is compulsory. An extra ship from a fog tile must also touch that fog space.

``placeable_masks`` answers for every space at once, as bitmasks (bit i for space i) made from the
ship masks and the buildable spaces kept with the state (``shipmasks``, ``buildmasks``): the legal
moves and the random move of a search both read it. Checking every space next to every ship one
by one made listing the moves of a mid-game turn several times slower. ``placement_problem`` says
in words why one space is not among them.
"""

from __future__ import annotations

from boardgames.core.rules import Seat
from boardgames.games.titania import shipmasks
from boardgames.games.titania.buildmasks import buildable
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
    if space.kind == BUILDING_SPACE and not buildable(state, seat) >> i & 1:
        return "You could not build any story from there."
    return None


def placeable_masks(state: TitaniaState, seat: Seat) -> list[int]:
    """Per ship colour (in ``SHIP_COLOURS`` order), the spaces where ``seat`` may place a ship of
    it now, as a bitmask."""
    layout = state.layout
    occupied, near, full = shipmasks.of(state)
    open_spaces = layout._sailable_mask & ~full
    out = [
        n & open_spaces & ~o if left > 0 else 0
        for n, o, left in zip(near, occupied, state.supply, strict=True)
    ]
    building = (out[0] | out[1] | out[2]) & layout._building_mask  # the three ship colours
    if building:
        # A building space takes a ship only if the player could build from it.
        blocked = building & ~buildable(state, seat)
        if blocked:
            out = [mask & ~blocked for mask in out]
    return out


def spaces_in(mask: int) -> list[int]:
    """The spaces of a bitmask, in board order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def placeable(state: TitaniaState, seat: Seat, colour: str) -> list[int]:
    """Indices of the spaces where ``seat`` may place a ``colour`` ship, in board order."""
    return spaces_in(placeable_masks(state, seat)[shipmasks.COLOUR_INDEX[colour]])


def extra_ship_spaces(state: TitaniaState, seat: Seat, colour: str, fog: int) -> list[int]:
    """Where the extra ship from the fog tile on space ``fog`` may go: next to that space (in
    the order of ``layout.adjacent``)."""
    mask = placeable_masks(state, seat)[shipmasks.COLOUR_INDEX[colour]]
    return [i for i in state.layout.adjacent(fog) if mask >> i & 1]
