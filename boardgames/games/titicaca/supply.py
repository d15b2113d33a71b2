"""Houses in supply, and the rulebook's special rule for a player who runs out of them.

When a player's houses run out, one house may stand on the border of two neighbouring fields of
that player and count for both. We apply it for the player, only when the supply is empty: the
house of a neighbouring own field moves onto the border with the new field (or, failing that, two
neighbouring own fields elsewhere come to share one house, which frees a house). Fields that
already share a house are not used again. A player who can do neither cannot place a house.
"""

from __future__ import annotations

from boardgames.core.geometry import hex_edge
from boardgames.games.titicaca.board import Cell, Edge
from boardgames.games.titicaca.state import Seat, TiticacaState


def placeable(state: TiticacaState, seat: Seat, free: int) -> int:
    """The fields of the bitmask ``free`` where ``seat`` can put a house: all of them while it
    has houses in its supply, else those the special rule can find a shared house for."""
    if state.houses_left[seat] > 0:
        return free
    at = state.board.field_index
    out = 0
    for f in state.board.cells_in(free):
        if shared_pair(state, seat, f) is not None:
            out |= 1 << at[f]
    return out


def can_place_any(state: TiticacaState, seat: Seat, free: int) -> bool:
    """Can ``seat`` put a house on any field of the bitmask ``free``?"""
    if state.houses_left[seat] > 0:
        return free != 0  # ``placeable``'s answer, without a call: asked at every turn
    return placeable(state, seat, free) != 0


def shared_pair(state: TiticacaState, seat: Seat, field: Cell) -> Edge | None:
    """With an empty supply: the two fields that will share one house so ``field`` gets one."""
    shared = {f for edge in state.shared_houses for f in edge}
    single = {f for f in state.fields_of(seat) if f not in shared}
    neighbours = state.board.field_neighbours
    for n in sorted(neighbours[field]):
        if n in single:
            return hex_edge(field, n)
    for f in sorted(single):
        for n in sorted(neighbours[f]):
            if n in single:
                return hex_edge(f, n)
    return None
