"""Crop deduction on a Tiwanaku land whose terrain is fully known: what the rest calls.

* ``count_solutions`` is an exact backtracking counter; the generator and the tests use it to prove
  that the face-up crops settle every other crop. ``unique_fill`` runs the same search and also
  returns the fill when there is exactly one (a puzzle code recovers its hidden crops with it).
* The human-style solver (``deducer``) applies named techniques, simplest first, the way a player
  would. ``next_deduction`` gives the puzzle mode's hints with the reason in words (``reasons``),
  ``rate`` a puzzle's difficulty, and ``candidates`` the pencil marks the known crops allow.

Cells are (row, col) from 0 at the top left; crops are 1..5. Pure Python.
"""

from __future__ import annotations

from collections.abc import Mapping

from boardgames.games.tiwanaku.cropgraph import Board, Terrain, bits, mask_crops
from boardgames.games.tiwanaku.deducer import DIFFICULTIES, UNSOLVED, Deducer, solve_board
from boardgames.games.tiwanaku.land import Cell
from boardgames.games.tiwanaku.reasons import Deduction, explain

__all__ = [
    "DIFFICULTIES",
    "UNSOLVED",
    "Deduction",
    "candidates",
    "count_board",
    "count_solutions",
    "next_deduction",
    "rate",
    "unique_fill",
]


def count_solutions(
    rows: int,
    cols: int,
    terrain: Terrain,
    known: Mapping[Cell, int],
    limit: int = 2,
) -> int:
    """How many complete crop fills obey diversity and agree with ``known`` (stops at ``limit``)."""
    board = Board.build(rows, cols, terrain)
    return count_board(board, {board.index(c): v for c, v in known.items()}, limit)


def count_board(board: Board, known: Mapping[int, int], limit: int = 2) -> int:
    cand = _known_masks(board, known)
    return _count(board, cand, limit) if cand is not None else 0


def unique_fill(
    rows: int,
    cols: int,
    terrain: Terrain,
    known: Mapping[Cell, int],
) -> tuple[int, tuple[tuple[int, ...], ...] | None]:
    """(fills found, stopping at 2; the crop grid when there is exactly one fill, else None)."""
    board = Board.build(rows, cols, terrain)
    cand = _known_masks(board, {board.index(c): v for c, v in known.items()})
    if cand is None:
        return 0, None
    found: list[list[int]] = []
    count = _count(board, cand, 2, found)
    if count != 1:
        return count, None
    flat = found[0]
    return 1, tuple(tuple(flat[r * cols : (r + 1) * cols]) for r in range(rows))


def _known_masks(board: Board, known: Mapping[int, int]) -> list[int] | None:
    """Every space's starting candidates with the known crops fixed; None if one cannot fit."""
    cand = [board.start_mask(i) for i in range(board.size)]
    for i, v in known.items():
        if not 1 <= v <= 5 or not cand[i] >> v & 1:
            return None
        cand[i] = 1 << v
    return cand


def _settle(board: Board, cand: list[int]) -> bool:
    """Propagate singles (both kinds) to a fixpoint in place; False on a contradiction."""
    done = [False] * board.size
    changed = True
    while changed:
        changed = False
        for i in range(board.size):
            m = cand[i]
            if done[i] or m & (m - 1):
                continue
            if not m:
                return False
            done[i] = True
            changed = True
            for j in bits(board.peers[i]):
                if cand[j] & m:
                    cand[j] &= ~m
                    if not cand[j]:
                        return False
        for reg in board.regions:
            for k in range(1, len(reg) + 1):
                bit = 1 << k
                spot = -1
                for i in reg:
                    if cand[i] & bit:
                        if spot >= 0:
                            spot = -2
                            break
                        spot = i
                if spot == -1:
                    return False
                if spot >= 0 and cand[spot] != bit:
                    cand[spot] = bit
                    changed = True
    return True


def _count(board: Board, cand: list[int], limit: int, found: list[list[int]] | None = None) -> int:
    """Fills below ``cand`` (up to ``limit``); the first one found goes into ``found``."""
    if not _settle(board, cand):
        return 0
    best, best_n = -1, 9
    for i, m in enumerate(cand):
        n = m.bit_count()
        if 1 < n < best_n:
            best, best_n = i, n
    if best < 0:
        if found is not None and not found:
            found.append([m.bit_length() - 1 for m in cand])
        return 1
    total = 0
    for k in mask_crops(cand[best]):
        trial = cand[:]
        trial[best] = 1 << k
        total += _count(board, trial, limit - total, found)
        if total >= limit:
            break
    return total


def candidates(
    rows: int,
    cols: int,
    terrain: Terrain,
    known: Mapping[Cell, int],
) -> dict[Cell, frozenset[int]]:
    """Crops each open space may still hold given only the known crops (region size, region
    mates and touching spaces): what a player's full pencil marks would be."""
    board = Board.build(rows, cols, terrain)
    s = Deducer(board, 0)
    for cell, k in known.items():
        s.place(board.index(cell), k)
    s.propagate()
    return {
        board.cell(i): frozenset(mask_crops(s.cand[i])) for i in range(board.size) if not s.value[i]
    }


def next_deduction(
    rows: int,
    cols: int,
    terrain: Terrain,
    known: Mapping[Cell, int],
) -> Deduction | None:
    """The next crop a player can deduce from the known ones, found by the simplest technique
    that works, with the reason in words; None when nothing can be deduced (or all is known)."""
    board = Board.build(rows, cols, terrain)
    s = Deducer(board, len(DIFFICULTIES) - 1, explain=True)
    for cell, k in known.items():
        s.place(board.index(cell), k)
    step = s.next_placement()
    if step is None:
        return None
    i, k, technique = step
    return explain(s, i, k, technique)


def rate(
    rows: int,
    cols: int,
    terrain: Terrain,
    known: Mapping[Cell, int],
) -> tuple[bool, str, set[str]]:
    """(solved, difficulty, techniques used): the difficulty is that of the hardest technique
    the human-style solver needed, or ``UNSOLVED`` when its techniques cannot finish."""
    board = Board.build(rows, cols, terrain)
    return solve_board(board, {board.index(c): v for c, v in known.items()})
