"""A random legal action without listing them all: what playouts in a search run on.

``random_action`` draws uniformly from exactly the actions ``moves.legal`` lists, but works on
field numbers and bitmasks (``Board.index``) and looks only at the lands near the new field,
which is where every optional step of a turn happens. The tests compare it with ``legal``.
"""

from __future__ import annotations

import random

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


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class _Lands:
    """Every land of a state by representative, as bitmasks: [fields, land types, lakes, house
    owners (bit per seat), fields around it]."""

    __slots__ = ("of",)

    def __init__(self, state: TiticacaState) -> None:
        ix = state.board.index
        type_bit, lakes, around = ix.type_bit, ix.lakes, ix.around
        of: dict[Cell, list[int]] = {}
        owner = state.owner
        for i, rep in enumerate(state.land):
            if rep is None:
                continue
            land = of.get(rep)
            if land is None:
                of[rep] = [1 << i, type_bit[i], lakes[i], 1 << owner[i], around[i]]  # type: ignore[operator]
            else:
                land[0] |= 1 << i
                land[1] |= type_bit[i]
                land[2] |= lakes[i]
                land[3] |= 1 << owner[i]  # type: ignore[operator]
                land[4] |= around[i]
        self.of = of

    def touching(self, state: TiticacaState, rep: Cell) -> set[Cell]:
        """The lands sharing a border stick with the land ``rep``."""
        land = state.land
        fields, _, _, _, around = self.of[rep]
        return {land[i] for i in _bits(around & ~fields) if land[i] is not None}  # type: ignore[misc]

    def near(self, rep: Cell) -> list[Cell]:
        """The lands adjacent to the land ``rep``: sharing a border stick or a lake."""
        _, _, lakes, _, around = self.of[rep]
        return [
            other
            for other, (f, _, lk, _, _) in self.of.items()
            if other != rep and (lakes & lk or around & f)
        ]


def random_action(state: TiticacaState, seat: Seat, rng: random.Random) -> Action:
    """One of ``moves.legal(state, seat)``, uniformly (``seat`` must be to act)."""
    phase = state.phase
    if phase == BID:
        return Bid(int(rng.random() * (state.weapons[seat] + 1)))
    if phase == PLACE:
        free = targets(state)
        if state.houses_left[seat] <= 0:
            free = [f for f in free if can_place(state, seat, f)]
        return PlaceHouse(free[int(rng.random() * len(free))])
    if phase == END or (phase == TEMPLE and not state.temple_supply[seat]):
        return EndTurn()
    return _turn_step(state, seat, rng)


def _turn_step(state: TiticacaState, seat: Seat, rng: random.Random) -> Action:
    """A random optional step after the house (join, merge, temple) or ending the turn."""
    ix = state.board.index
    field = state.new_field
    assert field is not None
    nf = state.board.field_index[field]
    lands = _Lands(state)
    new = state.land[nf]
    assert new is not None
    near = lands.near(new)
    of = lands.of
    options: list[Action] = []
    phase = state.phase
    if phase == JOIN:
        new_type = ix.type_bit[nf]
        joinable = {
            state.land[n]
            for n in ix.neighbours[nf]
            if state.land[n] is not None and not of[state.land[n]][1] & new_type  # type: ignore[index]
        }
        joinable.discard(new)
        options += [JoinNew(rep) for rep in joinable]  # type: ignore[arg-type]
    if phase in (JOIN, MERGE):
        me = 1 << seat
        pairs: set[tuple[Cell, Cell]] = set()
        for a in near:
            for b in lands.touching(state, a):
                if b == new:
                    continue
                _, ta, _, sa, _ = of[a]
                _, tb, _, sb, _ = of[b]
                if (sa | sb) & me and ta & ~tb and tb & ~ta:
                    pairs.add((a, b) if a < b else (b, a))
        options += [JoinLands(a, b) for a, b in pairs]
    values = sorted(set(state.temple_supply[seat]))
    spots = 0
    if values:
        built = {t.field for t in state.temples}
        fields = of[new][0]
        for rep in near:
            fields |= of[rep][0]
        cells = state.board.fields
        owner = state.owner
        spots_list = [cells[i] for i in _bits(fields) if owner[i] == seat and cells[i] not in built]
        spots = len(spots_list)
    k = int(rng.random() * (len(options) + spots * len(values) + 1))
    if k < len(options):
        return options[k]
    k -= len(options)
    if k < spots * len(values):
        return BuildTemple(spots_list[k // len(values)], values[k % len(values)])
    return EndTurn()
