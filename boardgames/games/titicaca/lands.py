"""Lands and border sticks: which fields form a land, which lands touch, and joining them.

A land is a group of occupied fields with no border stick between them. Placing a house makes a
one-field land and puts sticks on all its borders toward other land fields; joining two lands
takes away the sticks between them. So a stick lies exactly on each border between an occupied
field and a land field outside its land — sticks are derived, never stored.

Two lands are adjacent when they share a border stick or a lake (rulebook, example 3).
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.geometry import hex_edge
from boardgames.core.rules import evolve
from boardgames.games.titicaca.board import Cell, Edge
from boardgames.games.titicaca.state import Seat, TiticacaState


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
    groups: dict[Cell, list[Cell]] = {}
    for f, rep in zip(state.board.fields, state.land, strict=True):
        if rep is not None:
            groups.setdefault(rep, []).append(f)
    return {rep: _land(state, rep, fields) for rep, fields in sorted(groups.items())}


def land_of(state: TiticacaState, field: Cell) -> Land | None:
    """The land a field belongs to; None for a free field or a hex that is not a field."""
    if field not in state.board.field_index:
        return None
    rep = state.land_rep(field)
    if rep is None:
        return None
    fields = [f for f, r in zip(state.board.fields, state.land, strict=True) if r == rep]
    return _land(state, rep, fields)


def _land(state: TiticacaState, rep: Cell, fields: list[Cell]) -> Land:
    board = state.board
    lakes = {n for f in fields for n in board.lakes_at[f]}
    return Land(
        rep=rep,
        fields=tuple(fields),
        land_types=frozenset(board.land_type(f) for f in fields),
        lakes=tuple(sorted(lakes)),
    )


def new_land(state: TiticacaState) -> Land:
    """The land holding the field the player on turn has just taken."""
    field = state.new_field
    land = None if field is None else land_of(state, field)
    if land is None:
        raise ValueError("no house has been placed this turn")
    return land


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


def shares_stick(state: TiticacaState, a: Land, b: Land) -> bool:
    board = state.board
    other = set(b.fields)
    return any(n in other for f in a.fields for n in board.field_neighbours[f])


def adjacent(state: TiticacaState, a: Land, b: Land) -> bool:
    """Adjacent lands share a border stick or a lake (example 3)."""
    if a.rep == b.rep:
        return False
    return bool(set(a.lakes).intersection(b.lakes)) or shares_stick(state, a, b)


def touches_field(state: TiticacaState, land: Land, field: Cell) -> bool:
    """Does a field of this land lie directly next to ``field``?"""
    return any(n in land.fields for n in state.board.field_neighbours[field])


def has_house_of(state: TiticacaState, land: Land, seat: Seat) -> bool:
    return any(state.owner_of(f) == seat for f in land.fields)


def join(state: TiticacaState, a: Cell, b: Cell) -> TiticacaState:
    """Join the lands named by ``a`` and ``b`` into one (the sticks between them go)."""
    rep = min(a, b)
    land = tuple([rep if r in (a, b) else r for r in state.land])
    return evolve(state, land=land)
