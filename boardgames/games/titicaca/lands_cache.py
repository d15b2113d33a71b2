"""Titicaca's lands as bitmasks over the field numbers (``Board.index``), kept with the state.

The rules ask about the lands at almost every step: which fields are free, which lands touch the
new field, what they hold, how they score. The state stores the lands as one representative per
field (``TiticacaState.land``); this table is derived from that (and ``owner``) and rides along
with the state (``core.rules.derived``): ``evolve`` keeps it while ``land`` and ``owner`` stay
the same, and placing a house or joining two lands hands the next state an updated copy
(``with_house``, ``with_joined``), which costs far less than building it again.
"""

from __future__ import annotations

from typing import Any

from boardgames.core.rules import derived, derives_from, evolve
from boardgames.games.titicaca.board import Cell
from boardgames.games.titicaca.state import Seat, TiticacaState

# A land: (fields, land type bits, lake bits, seats with a house there as bits, fields around it).
Row = tuple[int, int, int, int, int]

KEY = derives_from("titicaca lands", "board", "land", "owner")


class Lands:
    """Every land by representative (``of``), each seat's fields (``seats``) and all occupied
    fields (``occupied``), as bitmasks. Shared between states: never changed once made."""

    __slots__ = ("occupied", "of", "seats")

    def __init__(self, of: dict[Cell, Row], seats: tuple[int, ...], occupied: int) -> None:
        self.of = of
        self.seats = seats
        self.occupied = occupied


def lands(state: TiticacaState) -> Lands:
    """The state's lands, from its cache or built now (``core.rules.kept_on``, one call less:
    the rules ask at almost every step)."""
    cache = derived(state)
    found: Lands | None = cache.get(KEY)
    if found is None:
        found = cache[KEY] = build(state)
    return found


def build(state: TiticacaState) -> Lands:
    """The lands worked out from the state's fields alone."""
    ix = state.board.index
    type_bit, lakes, around = ix.type_bit, ix.lakes, ix.around
    rows: dict[Cell, list[int]] = {}
    seats = [0] * len(state.colours)
    occupied = 0
    owner = state.owner
    for i, rep in enumerate(state.land):
        seat = owner[i]
        if seat is not None:
            seats[seat] |= 1 << i
            occupied |= 1 << i
        if rep is None:
            continue
        row = rows.get(rep)
        seat_bit = 0 if seat is None else 1 << seat
        if row is None:
            rows[rep] = [1 << i, type_bit[i], lakes[i], seat_bit, around[i]]
        else:
            row[0] |= 1 << i
            row[1] |= type_bit[i]
            row[2] |= lakes[i]
            row[3] |= seat_bit
            row[4] |= around[i]
    of: dict[Cell, Row] = {rep: (r[0], r[1], r[2], r[3], r[4]) for rep, r in rows.items()}
    return Lands(of, tuple(seats), occupied)


def with_house(state: TiticacaState, i: int, seat: Seat, **changes: Any) -> TiticacaState:
    """``state`` with a house of ``seat`` on the free field number ``i``, a land of its own, and
    the other ``changes``; its lands are updated, not built again."""
    ix = state.board.index
    field = state.board.fields[i]
    owner = list(state.owner)
    land = list(state.land)
    owner[i] = seat
    land[i] = field
    old = lands(state)
    bit = 1 << i
    of = old.of.copy()
    of[field] = (bit, ix.type_bit[i], ix.lakes[i], 1 << seat, ix.around[i])
    seats = list(old.seats)
    seats[seat] |= bit
    changes["owner"] = tuple(owner)
    changes["land"] = tuple(land)
    new = evolve(state, **changes)
    derived(new)[KEY] = Lands(of, tuple(seats), old.occupied | bit)
    return new


def with_joined(state: TiticacaState, a: Cell, b: Cell, **changes: Any) -> TiticacaState:
    """``state`` with the lands ``a`` and ``b`` (representatives) made one, named by the smaller,
    and the other ``changes``; its lands are updated, not built again."""
    old = lands(state)
    of = old.of.copy()
    fa, ta, la, sa, ra = of.pop(a)
    fb, tb, lb, sb, rb = of.pop(b)
    rep, other = (a, fb) if a < b else (b, fa)
    of[rep] = (fa | fb, ta | tb, la | lb, sa | sb, ra | rb)
    # Only the fields of the land that gives up its name change.
    land = list(state.land)
    while other:
        low = other & -other
        land[low.bit_length() - 1] = rep
        other ^= low
    changes["land"] = tuple(land)
    new = evolve(state, **changes)
    derived(new)[KEY] = Lands(of, old.seats, old.occupied)
    return new
