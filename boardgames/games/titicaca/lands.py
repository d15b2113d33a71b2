"""Lands and border sticks: which fields form a land, which lands touch, and joining them.

A land is a group of occupied fields with no border stick between them. Placing a house makes a
one-field land and puts sticks on all its borders toward other land fields; joining two lands
takes away the sticks between them. So a stick lies exactly on each border between an occupied
field and a land field outside its land — sticks are derived, never stored.

Two lands are adjacent when they share a border stick or a lake (rulebook, example 3). The rules
work on the lands as rows of bitmasks (``lands_cache``); a ``Land`` is the same land in cells and
names, for the table, the events and the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.geometry import hex_edge
from boardgames.games.titicaca.board import Cell, Edge
from boardgames.games.titicaca.lands_cache import Lands, Row, lands
from boardgames.games.titicaca.state import TiticacaState


@dataclass(frozen=True)
class Land:
    rep: Cell  # its smallest field: the name actions and events use for it
    fields: tuple[Cell, ...]
    land_types: frozenset[str]
    lakes: tuple[int, ...]  # numbers of the lakes bordering it: its lake fields

    @property
    def size(self) -> int:
        return len(self.fields)


def all_lands(state: TiticacaState) -> dict[Cell, Land]:
    """Every land on the board, by representative field."""
    of = lands(state).of
    return {rep: _land(state, rep, of[rep]) for rep in sorted(of)}


def land_of(state: TiticacaState, field: Cell) -> Land | None:
    """The land a field belongs to; None for a free field or a hex that is not a field."""
    if field not in state.board.field_index:
        return None
    rep = state.land_rep(field)
    if rep is None:
        return None
    return _land(state, rep, lands(state).of[rep])


def _land(state: TiticacaState, rep: Cell, row: Row) -> Land:
    board = state.board
    names = board.index.type_names
    fields, types, lakes, _, _ = row
    return Land(
        rep=rep,
        fields=tuple(board.cells_in(fields)),
        land_types=frozenset(names[k] for k in range(len(names)) if types >> k & 1),
        lakes=tuple(n for n in range(lakes.bit_length()) if lakes >> n & 1),
    )


def border_sticks(state: TiticacaState) -> frozenset[Edge]:
    """Where border sticks lie: between an occupied field and any land field not in its land."""
    board = state.board
    out: set[Edge] = set()
    for f, rep in zip(board.fields, state.land, strict=True):
        if rep is None:
            continue
        for n in board.field_neighbours[f]:
            if state.land_rep(n) != rep:
                out.add(hex_edge(f, n))
    return frozenset(out)


def sticks_between(state: TiticacaState, a: Land, b: Land) -> tuple[Edge, ...]:
    """The border sticks two lands share (empty if they do not touch)."""
    board = state.board
    mine = set(b.fields)
    return tuple(
        sorted({hex_edge(f, n) for f in a.fields for n in board.field_neighbours[f] if n in mine})
    )


def adjacent_lands(table: Lands, rep: Cell) -> list[tuple[Cell, Row]]:
    """The lands adjacent to the land ``rep``: they share a border stick or a lake with it
    (example 3)."""
    _, _, lakes, _, around = table.of[rep]
    return [
        (r, row) for r, row in table.of.items() if (lakes & row[2] or around & row[0]) and r != rep
    ]
