"""Every land of a small board that agrees with what is face up: the exact answer the bots'
sampler and odds are measured against.

Bot-only (measurement and tests). The enumeration is the sampler's own pinned grower
(``landsampler._PinnedGrower``: both principles checked as the land grows, the face-up terrain
and crops pinned) run to exhaustion: every complete land is recorded and the search backtracks
on. A board of 3x4 spaces has about a hundred thousand lands with nothing face up, so this is
for small boards and for views that pin much of the land.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from boardgames.games.tiwanaku.land import TERRAINS, Cell, Land
from boardgames.games.tiwanaku.landsampler import _PinnedGrower

Fill = tuple[tuple[tuple[str, ...], ...], tuple[tuple[int, ...], ...]]  # (terrain, crops)


class _Enumerator(_PinnedGrower):
    """The pinned grower that records each complete land and backtracks on, with no budget."""

    def __init__(self, rows: int, cols: int, terr: list[int], crop: list[int], limit: int) -> None:
        super().__init__(rows, cols, random.Random(0), terr, crop, sharp=False, budget=10**15)
        self.found: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        self.limit = limit

    def _place(self, i: int) -> bool:
        if i == self.rows * self.cols:
            self.found.append((tuple(self.terr), tuple(self.crop)))
            if len(self.found) >= self.limit:
                self.budget = 0  # stops the search at once
            return False
        return super()._place(i)


def consistent_lands(
    rows: int,
    cols: int,
    terrain: Mapping[Cell, str],
    crops: Mapping[Cell, int],
    limit: int = 1_000_000,
) -> list[Fill]:
    """Every land of the board obeying both principles with these spaces' terrain and crops
    (at most ``limit`` of them: past it the list is cut short)."""
    terr = [-1] * (rows * cols)
    crop = [0] * (rows * cols)
    for (r, c), t in terrain.items():
        terr[r * cols + c] = TERRAINS.index(t)
    for (r, c), k in crops.items():
        crop[r * cols + c] = k
    search = _Enumerator(rows, cols, terr, crop, limit)
    search.grow()
    return [
        (
            tuple(tuple(TERRAINS[t[r * cols + c]] for c in range(cols)) for r in range(rows)),
            tuple(tuple(k[r * cols + c] for c in range(cols)) for r in range(rows)),
        )
        for t, k in search.found
    ]


def crop_shares(fills: Iterable[Fill], cells: Sequence[Cell]) -> dict[Cell, dict[int, float]]:
    """For each of ``cells``, the share of ``fills`` with each crop there."""
    counts = {cell: Counter[int]() for cell in cells}
    total = 0
    for _, crops in fills:
        total += 1
        for r, c in cells:
            counts[(r, c)][crops[r][c]] += 1
    return {cell: {k: n / max(1, total) for k, n in cnt.items()} for cell, cnt in counts.items()}


def distance(p: Mapping[object, float], q: Mapping[object, float]) -> float:
    """Total variation distance between two distributions: half the summed differences."""
    return 0.5 * sum(abs(p.get(x, 0.0) - q.get(x, 0.0)) for x in set(p) | set(q))


def as_fill(land: Land) -> Fill:
    return land.terrain, land.crops
