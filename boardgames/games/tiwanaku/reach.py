"""Where pawns may go, as bitsets: the quick answer bots and fast playouts use.

The same rules as ``movement`` (which also finds the path a pawn takes, for the animation): a
pawn passes through spaces holding a crop token or one of its own pawns, another colour blocks,
and it ends on a space without a pawn, other than where it began. Spaces are numbered row by row
from 0 and sets of spaces are ints (bit i for space i), so a flood fill is a few shifts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from boardgames.core.rules import Seat
from boardgames.games.tiwanaku.land import Cell
from boardgames.games.tiwanaku.state import State


@dataclass(frozen=True)
class Grid:
    """Bit arithmetic for one board size."""

    rows: int
    cols: int
    full: int
    not_first_col: int  # spaces that have a neighbour to their left
    not_last_col: int  # spaces that have a neighbour to their right

    def bit(self, cell: Cell) -> int:
        return 1 << (cell[0] * self.cols + cell[1])

    def mask(self, cells: Iterable[Cell]) -> int:
        cols = self.cols
        out = 0
        for r, c in cells:
            out |= 1 << (r * cols + c)
        return out

    def cell(self, index: int) -> Cell:
        return divmod(index, self.cols)

    def around(self, mask: int) -> int:
        """The spaces orthogonally next to some space of ``mask`` (the mask itself left out)."""
        cols = self.cols
        out = (mask << cols) | (mask >> cols)
        out |= (mask & self.not_last_col) << 1
        out |= (mask & self.not_first_col) >> 1
        return out & self.full & ~mask


@cache
def grid(rows: int, cols: int) -> Grid:
    full = (1 << (rows * cols)) - 1
    first = sum(1 << (r * cols) for r in range(rows))
    last = first << (cols - 1)
    return Grid(rows, cols, full, full & ~first, full & ~last)


def cells_of(g: Grid, mask: int) -> list[Cell]:
    """The spaces of a mask, in board order."""
    out: list[Cell] = []
    cols = g.cols
    while mask:
        low = mask & -mask
        out.append(divmod(low.bit_length() - 1, cols))
        mask ^= low
    return out


def nth_cell(g: Grid, mask: int, n: int) -> Cell:
    """The ``n``-th space (from 0, in board order) of a mask."""
    for _ in range(n):
        mask &= mask - 1
    return g.cell((mask & -mask).bit_length() - 1)


@dataclass(frozen=True)
class Moves:
    """Every legal end space of ``seat``'s pawns (per pawn) and for a new pawn, as masks."""

    grid: Grid
    entries: int  # starting spaces a new pawn may come onto
    ends: tuple[tuple[Cell, int], ...]  # (pawn, its legal end spaces), pawns in state order

    def count(self) -> int:
        return self.entries.bit_count() + sum(m.bit_count() for _, m in self.ends)


def moves(state: State, seat: Seat) -> Moves:
    """The legal moves of ``seat`` in the MOVE phase (same as ``movement``'s, as bitsets)."""
    board = state.board
    g = grid(board.rows, board.cols)
    own_pawns = state.players[seat].pawns
    own = g.mask(own_pawns)
    others = 0
    for s, p in enumerate(state.players):
        if s != seat:
            others |= g.mask(p.pawns)
    tokens = g.mask(state.tokens)
    explored = g.mask(state.explored)
    divinable = explored & ~tokens
    # An end space is fine if it discovers or a divination can follow: an own pawn staying on
    # divinable terrain makes every end fine.
    good_end = ~explored | divinable
    passable = (tokens | own) & ~others
    vacant = ~(own | others)
    staying_divinable = (own & divinable).bit_count()
    ends: list[tuple[Cell, int]] = []
    for pawn in own_pawns:
        start = g.bit(pawn)
        region = start
        while True:
            grown = region | (g.around(region) & passable)
            if grown == region:
                break
            region = grown
        reach = (region | g.around(region)) & vacant  # token spaces passed over are ends too
        if staying_divinable - (1 if start & divinable else 0) <= 0:
            reach &= good_end
        ends.append((pawn, reach))
    entries = 0
    if state.players[seat].supply > 0:
        entries = g.mask(board.start) & vacant
        if not staying_divinable:
            entries &= good_end
    return Moves(g, entries, tuple(ends))
