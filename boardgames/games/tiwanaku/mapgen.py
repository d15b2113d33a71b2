"""The map generator: a valid, uniquely deducible Tiwanaku land from a seed.

The terrain and crops are grown together (``landgrower``). The face-up crops are then chosen with
the human-style solver (``deducer``): from nothing, a random crop is turned up whenever the solver,
limited to the techniques of the wanted difficulty, gets stuck; afterwards every face-up crop it
can do without is turned back down, so none is wasted and the deduction never needs a guess. A
puzzle whose rating is not the one asked for (too easy, or a medium one that needs hard steps) is
tried again with a fresh land. A few terrain tiles are also turned up for the game.

Everything is deterministic for (rows, cols, seed, difficulty); a local ``random.Random`` is fine
here because the generator is not game state. ``validate`` (from ``principles``) checks any land.
"""

from __future__ import annotations

import random
import time
from typing import Any

from boardgames.games.tiwanaku.cropgraph import Board
from boardgames.games.tiwanaku.deducer import DIFFICULTIES, Deducer, solve_board
from boardgames.games.tiwanaku.land import Cell, Land
from boardgames.games.tiwanaku.landgrower import fill_land
from boardgames.games.tiwanaku.principles import validate

__all__ = ["choose_crop_givens", "choose_terrain_givens", "generate", "puzzle_json", "validate"]

# Lands tried for one difficulty before settling for the closest rating found (measured: a 5x5
# hard puzzle is found in about one land in four, the others sooner).
_LAND_TRIES = 60


def generate(rows: int, cols: int, seed: int, difficulty: str = "medium") -> Land:
    """A land obeying both principles whose face-up crops let a player deduce every crop with
    the techniques of ``difficulty`` (and, for medium and hard, needing them)."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r}: choose one of {DIFFICULTIES}")
    if not (1 <= rows <= 16 and 1 <= cols <= 16):
        raise ValueError(f"unsupported board size {rows}x{cols}")
    rng = random.Random(f"tiwanaku-map/{rows}x{cols}/{seed}/{difficulty}")
    want = DIFFICULTIES.index(difficulty)
    best: Land | None = None
    best_gap = len(DIFFICULTIES) + 1
    for _ in range(_LAND_TRIES):
        terrain, crops = fill_land(rows, cols, rng)
        board = Board.build(rows, cols, terrain)
        solution = [crops[r][c] for r in range(rows) for c in range(cols)]
        givens = choose_crop_givens(board, solution, want, rng)
        _, got, _ = solve_board(board, {i: solution[i] for i in givens}, want)
        gap = abs(want - DIFFICULTIES.index(got))
        if gap < best_gap:
            best_gap = gap
            best = Land(
                rows=rows,
                cols=cols,
                terrain=terrain,
                crops=crops,
                given_terrain=frozenset(choose_terrain_givens(board, givens, rng)),
                given_crops=frozenset(board.cell(i) for i in givens),
                difficulty=got,
            )
        if gap == 0:
            break
    assert best is not None
    return best


# --- choosing what starts face up ---------------------------------------------------------------


def choose_crop_givens(
    board: Board, solution: list[int], level: int, rng: random.Random
) -> set[int]:
    """Face-up crops (cell indices) with which the human-style solver, limited to ``level``,
    deduces every crop, and none of which it could do without."""
    s = Deducer(board, level)
    givens: set[int] = set()
    while True:
        solved = s.run()
        if solved:
            break
        # Stuck: turn up the crop of a random open space and carry on from where it stopped
        # (everything deduced so far stays true with one more crop known).
        open_cells = [i for i in range(board.size) if not s.value[i]]
        pick = rng.choice(open_cells)
        givens.add(pick)
        s.place(pick, solution[pick])
    order = sorted(givens)
    rng.shuffle(order)
    for g in order:
        trial = givens - {g}
        solved, _, _ = solve_board(board, {i: solution[i] for i in trial}, level)
        if solved:
            givens = trial
    return givens


def choose_terrain_givens(board: Board, crop_givens: set[int], rng: random.Random) -> set[Cell]:
    """A few face-up terrain tiles for the game: 2-3 on a small board, 3-6 on a large one,
    each in a different region, on a space with a face-up crop where one is available."""
    size = board.size
    low, high = (2, 3) if size <= 25 else (3, 6)
    count = rng.randint(low, high)
    order = list(range(size))
    rng.shuffle(order)
    order.sort(key=lambda i: i not in crop_givens)
    chosen: list[int] = []
    regions: set[int] = set()
    for i in order:
        if len(chosen) == count:
            break
        if board.region_of[i] in regions:
            continue
        chosen.append(i)
        regions.add(board.region_of[i])
    return {board.cell(i) for i in chosen}


# --- the command line's puzzle object -------------------------------------------------------------


def puzzle_json(rows: int, cols: int, seed: int, difficulty: str = "medium") -> dict[str, Any]:
    """The ``puzzle`` command's JSON object for one generated land (rows/columns from 0)."""
    started = time.perf_counter()
    land = generate(rows, cols, seed, difficulty)
    seconds = time.perf_counter() - started
    return {
        "size": [rows, cols],
        "terrain": [list(row) for row in land.terrain],
        "crops": [list(row) for row in land.crops],
        "givens": {
            "terrain": [list(cell) for cell in sorted(land.given_terrain)],
            "crops": [list(cell) for cell in sorted(land.given_crops)],
        },
        "difficulty": land.difficulty,
        "seconds": round(seconds, 4),
    }
