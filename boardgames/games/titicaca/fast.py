"""A random legal action without listing them all: what playouts in a search run on.

``random_action`` draws uniformly from exactly the actions ``moves.legal`` lists, but works on
field numbers and bitmasks (``Board.index``) and the lands the state keeps as bitmasks
(``fast_lands``), looks only at the lands near the new field, which is where every optional step
of a turn happens, and builds only the action it draws. The tests compare it with ``legal``.
"""

from __future__ import annotations

import random
from functools import cache

from boardgames.core.rules import Action
from boardgames.games.titicaca.actions import (
    Bid,
    BuildTemple,
    EndTurn,
    JoinLands,
    JoinNew,
    PlaceHouse,
)
from boardgames.games.titicaca.board import Cell
from boardgames.games.titicaca.fast_lands import board_masks, lands
from boardgames.games.titicaca.moves import targets
from boardgames.games.titicaca.state import (
    BID,
    END,
    JOIN,
    MERGE,
    PLACE,
    TEMPLE,
    Seat,
    TiticacaState,
)
from boardgames.games.titicaca.supply import can_place

# Actions are values: the common ones are shared objects instead of new ones at every step.
bid = cache(Bid)
place_house = cache(PlaceHouse)
END_TURN = EndTurn()


def random_action(state: TiticacaState, seat: Seat, rng: random.Random) -> Action:
    """One of ``moves.legal(state, seat)``, uniformly (``seat`` must be to act)."""
    phase = state.phase
    if phase == BID:
        return bid(int(rng.random() * (state.weapons[seat] + 1)))
    if phase == PLACE:
        return _place(state, seat, rng)
    if phase == END or (phase == TEMPLE and not state.temple_supply[seat]):
        return END_TURN
    return _turn_step(state, seat, rng)


def _place(state: TiticacaState, seat: Seat, rng: random.Random) -> Action:
    """A free field of this round (``moves.targets``) where ``seat`` can put a house."""
    if state.houses_left[seat] <= 0:
        # The special rule for an empty supply: rare, so the checked code.
        free = [f for f in targets(state) if can_place(state, seat, f)]
        return place_house(free[int(rng.random() * len(free))])
    masks = board_masks(state.board)
    rnd = state.round
    if 1 <= rnd <= state.config.lake_rounds:
        mask = masks.shore.get(rnd, 0) & ~lands(state).occupied
    else:
        mask = masks.full & ~lands(state).occupied
    for _ in range(int(rng.random() * mask.bit_count())):
        mask &= mask - 1
    return place_house(state.board.fields[(mask & -mask).bit_length() - 1])


def _turn_step(state: TiticacaState, seat: Seat, rng: random.Random) -> Action:
    """A random optional step after the house (join, merge, temple) or ending the turn."""
    ix = state.board.index
    field = state.new_field
    assert field is not None
    nf = state.board.field_index[field]
    land = state.land
    new = land[nf]
    assert new is not None
    table = lands(state)
    of = table.of
    new_fields, _, new_lakes, _, new_around = of[new]
    # The lands adjacent to the new field's land: sharing a border stick or a lake.
    near = [
        (rep, row)
        for rep, row in of.items()
        if (new_lakes & row[2] or new_around & row[0]) and rep != new
    ]
    options: list[Action] = []
    phase = state.phase
    if phase == JOIN:
        new_type = ix.type_bit[nf]
        joinable = set()
        for n in ix.neighbours[nf]:
            rep = land[n]
            if rep is not None and rep != new and not of[rep][1] & new_type:
                joinable.add(rep)
        options += [JoinNew(rep) for rep in joinable]
    if phase in (JOIN, MERGE):
        me = 1 << seat
        occupied = table.occupied
        pairs: set[tuple[Cell, Cell]] = set()
        for a, (fa, ta, _, sa, around) in near:
            border = around & ~fa & occupied
            seen = set()
            while border:
                low = border & -border
                border ^= low
                b = land[low.bit_length() - 1]
                if b == new or b in seen:
                    continue
                seen.add(b)
                _, tb, _, sb, _ = of[b]  # type: ignore[index]
                if (sa | sb) & me and ta & ~tb and tb & ~ta:
                    pairs.add((a, b) if a < b else (b, a))  # type: ignore[operator, arg-type]
        options += [JoinLands(a, b) for a, b in pairs]
    values = sorted(set(state.temple_supply[seat]))
    spots = 0
    if values:
        at = state.board.field_index
        built = 0
        for t in state.temples:
            built |= 1 << at[t.field]
        fields = new_fields
        for _, row in near:
            fields |= row[0]
        spot_mask = fields & table.seats[seat] & ~built
        spots = spot_mask.bit_count()
    k = int(rng.random() * (len(options) + spots * len(values) + 1))
    if k < len(options):
        return options[k]
    k -= len(options)
    if k < spots * len(values):
        mask = spot_mask
        for _ in range(k // len(values)):
            mask &= mask - 1
        spot = state.board.fields[(mask & -mask).bit_length() - 1]
        return BuildTemple(spot, values[k % len(values)])
    return END_TURN
