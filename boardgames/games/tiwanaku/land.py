"""The hidden land of a Tiwanaku map: terrain and crop of every space, and what starts face up.

This is what the published game's scenario discs and Pachamama wheel encode. Maps here come from
the generator (``mapgen``), from a puzzle code, or from a scenario YAML under ``layouts/``; the
rules
and the puzzle mode read them through this one type. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

Cell = tuple[int, int]  # (row, col), from 0 at the top left

TERRAINS: tuple[str, ...] = ("sand", "earth", "grass", "rock")
CROPS: tuple[str, ...] = ("potato", "coca", "chili", "corn", "quinoa")  # values 1..5


def crop_name(value: int) -> str:
    return CROPS[value - 1]


# Up, right, down, left: the order pawn searches look around in, which decides which of two
# equally short paths a pawn takes (and so the par player's ties), so it stays fixed.
STEPS: tuple[Cell, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))


@cache
def orthogonal(rows: int, cols: int) -> dict[Cell, tuple[Cell, ...]]:
    """Each space's orthogonal neighbours on a board of this size, in ``STEPS`` order."""
    return {
        (r, c): tuple(
            (r + dr, c + dc) for dr, dc in STEPS if 0 <= r + dr < rows and 0 <= c + dc < cols
        )
        for r in range(rows)
        for c in range(cols)
    }


@dataclass(frozen=True)
class Land:
    rows: int
    cols: int
    terrain: tuple[tuple[str, ...], ...]  # terrain[r][c] in TERRAINS
    crops: tuple[tuple[int, ...], ...]  # crops[r][c] in 1..5
    given_terrain: frozenset[Cell]  # terrain tiles face up at the start
    given_crops: frozenset[Cell]  # crop tokens face up at the start
    difficulty: str = "medium"

    def cells(self) -> list[Cell]:
        return [(r, c) for r in range(self.rows) for c in range(self.cols)]

    def terrain_at(self, cell: Cell) -> str:
        return self.terrain[cell[0]][cell[1]]

    def crop_at(self, cell: Cell) -> int:
        return self.crops[cell[0]][cell[1]]

    def regions(self) -> list[frozenset[Cell]]:
        """Orthogonally connected groups of equal terrain."""
        seen: set[Cell] = set()
        out: list[frozenset[Cell]] = []
        for start in self.cells():
            if start in seen:
                continue
            kind = self.terrain_at(start)
            group = {start}
            stack = [start]
            while stack:
                r, c = stack.pop()
                for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if (
                        0 <= n[0] < self.rows
                        and 0 <= n[1] < self.cols
                        and n not in group
                        and self.terrain_at(n) == kind
                    ):
                        group.add(n)
                        stack.append(n)
            seen |= group
            out.append(frozenset(group))
        return out
