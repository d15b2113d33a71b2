"""Where the ships stand, as bitmasks per ship colour, kept with the state for ``placement``.

Bit i stands for space i of the layout. ``of`` gives, per colour in ``SHIP_COLOURS`` order, the
spaces holding such a ship and the spaces next to one, plus the spaces holding two ships. It is
derived data (``core.rules.derived``): computed once per state, and handed on to the next state by
``placed`` when a ship is added, which is far cheaper than looking at every space again.
"""

from __future__ import annotations

from boardgames.core.rules import DERIVED, derived, derives_from, kept_on
from boardgames.games.titania.components import SHIP_COLOURS
from boardgames.games.titania.state import TitaniaState

KEY = derives_from("ship masks", "ships", "layout")
COLOUR_INDEX = {c: k for k, c in enumerate(SHIP_COLOURS)}

ShipMasks = tuple[tuple[int, ...], tuple[int, ...], int]  # occupied, near (per colour), full


def of(state: TitaniaState) -> ShipMasks:
    return kept_on(state, KEY, _compute)


def _compute(state: TitaniaState) -> ShipMasks:
    adjacent = state.layout._adjacent_mask
    occupied = [0] * len(SHIP_COLOURS)
    near = [0] * len(SHIP_COLOURS)
    full = 0
    ships = state.ships
    for i in [i for i, here in enumerate(ships) if here]:
        here = ships[i]
        bit = 1 << i
        if len(here) >= 2:
            full |= bit
        for colour in here:
            k = COLOUR_INDEX[colour]
            occupied[k] |= bit
            near[k] |= adjacent[i]
    return tuple(occupied), tuple(near), full


def placed(before: TitaniaState, after: TitaniaState, i: int, colour: str) -> None:
    """``after`` is ``before`` with one more ``colour`` ship on space ``i``: hand the masks on."""
    kept = before.__dict__.get(DERIVED)
    masks = kept.get(KEY) if kept else None
    if masks is None:
        return
    occupied, near, full = masks
    k = COLOUR_INDEX[colour]
    bit = 1 << i
    occupied = (*occupied[:k], occupied[k] | bit, *occupied[k + 1 :])
    near = (*near[:k], near[k] | after.layout._adjacent_mask[i], *near[k + 1 :])
    if len(after.ships[i]) >= 2:
        full |= bit
    derived(after)[KEY] = (occupied, near, full)
