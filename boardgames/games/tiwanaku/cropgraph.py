"""The deduction graph of a Tiwanaku land: its regions, and which spaces must hold different crops.

Spaces are numbered row by row from 0; sets of spaces are bitsets (bit i for space i) and sets of
crops are bit masks (bit k for crop k, 1..5), which keeps the solvers quick. Also the few words
both solvers and the hints use to name spaces and crops. Pure Python.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from boardgames.games.tiwanaku.land import Cell, crop_name

Terrain = tuple[tuple[str, ...], ...] | list[list[str]]  # terrain[r][c], a name from land.TERRAINS


def crops_up_to(n: int) -> int:
    """The mask of crops 1..n: what a region of n spaces holds."""
    return (1 << (n + 1)) - 2


def mask_crops(mask: int) -> list[int]:
    return [k for k in range(1, 6) if mask >> k & 1]


# Looked up where it is hot (the generator's grower and deducer run them per placement).
ALL_CROPS = crops_up_to(5)  # bits 1..5
REGION_CROPS = tuple(crops_up_to(n) for n in range(6))  # n -> ``crops_up_to(n)``
# mask -> its crops, lowest first
CROPS_OF = tuple(tuple(mask_crops(m)) for m in range(ALL_CROPS + 2))


def bits(x: int) -> Iterator[int]:
    """Indices of the set bits of a cell bitset, lowest first."""
    while x:
        low = x & -x
        yield low.bit_length() - 1
        x ^= low


def cell_text(cell: Cell) -> str:
    """A space as a player reads it: counted from 1."""
    return f"row {cell[0] + 1}, column {cell[1] + 1}"


def crop_text(k: int) -> str:
    return f"{crop_name(k)} ({k})"


@dataclass(frozen=True)
class Board:
    """The deduction graph of a terrain grid; cells are numbered row by row from 0."""

    rows: int
    cols: int
    region_of: tuple[int, ...]  # cell -> region index
    regions: tuple[tuple[int, ...], ...]  # region -> its cells, in row order
    region_terrain: tuple[str, ...]
    touch: tuple[int, ...]  # cell -> bitset of the (up to 8) cells around it
    peers: tuple[int, ...]  # cell -> bitset of the cells that must hold a different crop
    region_bits: tuple[int, ...]  # region -> bitset of its cells
    peer_cells: tuple[tuple[int, ...], ...]  # cell -> its peers, lowest first (as ``bits``)

    @staticmethod
    def build(rows: int, cols: int, terrain: Terrain) -> Board:
        n = rows * cols
        region_of = [-1] * n
        regions: list[tuple[int, ...]] = []
        region_terrain: list[str] = []
        for start in range(n):
            if region_of[start] >= 0:
                continue
            kind = terrain[start // cols][start % cols]
            idx = len(regions)
            region_of[start] = idx
            group = [start]
            stack = [start]
            while stack:
                i = stack.pop()
                r, c = divmod(i, cols)
                for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    j = rr * cols + cc
                    if (
                        0 <= rr < rows
                        and 0 <= cc < cols
                        and region_of[j] < 0
                        and terrain[rr][cc] == kind
                    ):
                        region_of[j] = idx
                        group.append(j)
                        stack.append(j)
            regions.append(tuple(sorted(group)))
            region_terrain.append(kind)
        region_bits = tuple(sum(1 << i for i in reg) for reg in regions)
        touch = []
        for i in range(n):
            r, c = divmod(i, cols)
            around = 0
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    rr, cc = r + dr, c + dc
                    if (dr or dc) and 0 <= rr < rows and 0 <= cc < cols:
                        around |= 1 << (rr * cols + cc)
            touch.append(around)
        peers = tuple((touch[i] | region_bits[region_of[i]]) & ~(1 << i) for i in range(n))
        return Board(
            rows,
            cols,
            tuple(region_of),
            tuple(regions),
            tuple(region_terrain),
            tuple(touch),
            peers,
            region_bits,
            tuple(tuple(bits(p)) for p in peers),
        )

    @property
    def size(self) -> int:
        return self.rows * self.cols

    def cell(self, i: int) -> Cell:
        return divmod(i, self.cols)

    def index(self, cell: Cell) -> int:
        return cell[0] * self.cols + cell[1]

    def start_mask(self, i: int) -> int:
        return crops_up_to(len(self.regions[self.region_of[i]]))

    def region_name(self, reg: int) -> str:
        cells = self.regions[reg]
        where = cell_text(self.cell(cells[0]))
        if len(cells) == 1:
            return f"the one-space {self.region_terrain[reg]} region at {where}"
        return f"the {self.region_terrain[reg]} region of {len(cells)} spaces at {where}"
