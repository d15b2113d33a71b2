"""Checking a Tiwanaku land against the two principles, in words a scenario author can act on.

Separation: a region has 1 to 5 orthogonally joined spaces, and two regions of one terrain never
touch, not even at a corner. Diversity: a region of n spaces holds the crops 1..n once each, and
equal crops never touch, not even at a corner. Optionally also that the face-up crops settle every
crop once the whole terrain is known (checked with the exact counter). Pure Python.
"""

from __future__ import annotations

from boardgames.games.tiwanaku.cropgraph import Board, Terrain, cell_text
from boardgames.games.tiwanaku.land import CROPS, TERRAINS, Land
from boardgames.games.tiwanaku.landgrower import MAX_REGION
from boardgames.games.tiwanaku.solver import count_board


def validate(land: Land, unique: bool = True) -> list[str]:
    """Every principle the land breaks, in words (empty when it is fine). With ``unique``, also
    that its face-up crops settle every crop once the whole terrain is known."""
    problems: list[str] = []
    rows, cols = land.rows, land.cols
    if len(land.terrain) != rows or any(len(row) != cols for row in land.terrain):
        return [f"the terrain grid is not {rows} rows of {cols} spaces"]
    if len(land.crops) != rows or any(len(row) != cols for row in land.crops):
        return [f"the crop grid is not {rows} rows of {cols} spaces"]
    for r in range(rows):
        for c in range(cols):
            if land.terrain[r][c] not in TERRAINS:
                problems.append(f"{cell_text((r, c))} has unknown terrain {land.terrain[r][c]!r}")
            if land.crops[r][c] not in range(1, len(CROPS) + 1):
                problems.append(f"{cell_text((r, c))} has no crop from 1 to 5")
    for name, cells in (("terrain tile", land.given_terrain), ("crop", land.given_crops)):
        for r, c in sorted(cells):
            if not (0 <= r < rows and 0 <= c < cols):
                problems.append(f"a face-up {name} at row {r + 1}, column {c + 1} is off the map")
    if problems:
        return problems
    board = Board.build(rows, cols, land.terrain)
    problems = _separation_problems(board, land.terrain) + _diversity_problems(land, board)
    if not problems and unique:
        known = {board.index(cell): land.crop_at(cell) for cell in land.given_crops}
        if count_board(board, known, 2) != 1:
            problems.append(
                "the face-up crops do not settle every crop: there is more than one fill"
            )
    return problems


def separation_problems(rows: int, cols: int, terrain: Terrain) -> list[str]:
    """Every way a terrain grid (names from ``TERRAINS``) breaks separation, in words."""
    return _separation_problems(Board.build(rows, cols, terrain), terrain)


def _separation_problems(board: Board, terrain: Terrain) -> list[str]:
    problems = [
        f"separation: {board.region_name(reg)} is larger than {MAX_REGION} spaces"
        for reg, cells in enumerate(board.regions)
        if len(cells) > MAX_REGION
    ]
    # Orthogonal neighbours of one terrain are one region by definition; only corners can clash.
    for r in range(board.rows - 1):
        for c in range(board.cols):
            for cc in (c - 1, c + 1):
                a, b = (r, c), (r + 1, cc)
                if not 0 <= cc < board.cols or terrain[r][c] != terrain[r + 1][cc]:
                    continue
                if board.region_of[board.index(a)] != board.region_of[board.index(b)]:
                    problems.append(
                        f"separation: two {terrain[r][c]} regions touch at the corner "
                        f"of {cell_text(a)} and {cell_text(b)}"
                    )
    return problems


def _diversity_problems(land: Land, board: Board) -> list[str]:
    problems = []
    for reg, cells in enumerate(board.regions):
        held = sorted(land.crop_at(board.cell(i)) for i in cells)
        if held != list(range(1, len(cells) + 1)):
            problems.append(
                f"diversity: {board.region_name(reg)} holds crops {', '.join(map(str, held))} "
                f"instead of 1 to {len(cells)} once each"
            )
    for r in range(land.rows):
        for c in range(land.cols):
            for rr, cc in ((r, c + 1), (r + 1, c - 1), (r + 1, c), (r + 1, c + 1)):
                if (
                    0 <= rr < land.rows
                    and 0 <= cc < land.cols
                    and land.crops[r][c] == land.crops[rr][cc]
                ):
                    problems.append(
                        f"diversity: equal crops touch at {cell_text((r, c))} and "
                        f"{cell_text((rr, cc))}"
                    )
    return problems
