"""Cell polygons in screen pixels for square, hex and triangle grids, scaled to fit a rectangle.

Unit-space maths lives in ``core.geometry``; this module only scales and offsets it, caches the
polygons for the current window size, and turns a mouse position into a cell id.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from boardgames.core import geometry as geo

Cell = tuple[int, int]
Point = tuple[float, float]


class Board:
    """Cells with unit-space polygons, fitted into a screen rectangle by ``fit``."""

    whole_pixels = False

    def __init__(
        self,
        cells: Iterable[Cell],
        unit_polygon: Callable[[Cell], list[Point]],
        unit_at: Callable[[Point], Cell],
        margin: float = 0.0,
    ) -> None:
        self.cells: list[Cell] = list(cells)
        self._cellset = set(self.cells)
        self._unit_polygon = unit_polygon
        self._unit_at = unit_at
        self._unit_polys = {c: unit_polygon(c) for c in self.cells}
        pts = [p for poly in self._unit_polys.values() for p in poly]
        self.ux0, self.uy0, self.ux1, self.uy1 = geo.bounds(pts)
        self.ux0 -= margin
        self.uy0 -= margin
        self.ux1 += margin
        self.uy1 += margin
        self.scale = 1.0
        self.ox = self.oy = 0.0
        self.rect = pygame.Rect(0, 0, 1, 1)
        self._polys: dict[Cell, list[Point]] = {}
        self._centers: dict[Cell, Point] = {}

    def fit(self, rect: pygame.Rect) -> None:
        """Scale and centre the board inside ``rect`` (called on every resize)."""
        uw, uh = self.ux1 - self.ux0, self.uy1 - self.uy0
        self.scale = min(rect.width / uw, rect.height / uh)
        if self.whole_pixels:
            # Square tiles are pre-rendered bitmaps: a whole-pixel cell size keeps them aligned.
            self.scale = float(max(1, int(self.scale)))
        self.ox = round(rect.x + (rect.width - uw * self.scale) / 2 - self.ux0 * self.scale)
        self.oy = round(rect.y + (rect.height - uh * self.scale) / 2 - self.uy0 * self.scale)
        self.rect = pygame.Rect(
            int(self.ox + self.ux0 * self.scale),
            int(self.oy + self.uy0 * self.scale),
            int(uw * self.scale),
            int(uh * self.scale),
        )
        self._polys = {c: [self.to_screen(p) for p in poly] for c, poly in self._unit_polys.items()}
        self._centers = {}
        for c, poly in self._polys.items():
            xs = [p[0] for p in poly]
            ys = [p[1] for p in poly]
            self._centers[c] = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)

    def to_screen(self, p: Point) -> Point:
        return (self.ox + p[0] * self.scale, self.oy + p[1] * self.scale)

    def to_unit(self, p: Point) -> Point:
        return ((p[0] - self.ox) / self.scale, (p[1] - self.oy) / self.scale)

    def polygon(self, cell: Cell) -> list[Point]:
        return self._polys[cell]

    def center(self, cell: Cell) -> Point:
        return self._centers[cell]

    @property
    def size(self) -> float:
        """Pixels per unit: a square's side, a hex's circumradius, a triangle's side."""
        return self.scale

    def cell_at(self, pos: Point) -> Cell | None:
        cell = self._unit_at(self.to_unit(pos))
        return cell if cell in self._cellset else None


class SquareBoard(Board):
    whole_pixels = True

    def __init__(self, rows: int, cols: int, margin: float = 0.0) -> None:
        cells = [(r, c) for r in range(rows) for c in range(cols)]
        super().__init__(cells, geo.square_polygon, geo.square_at, margin)
        self.rows, self.cols = rows, cols


class HexBoard(Board):
    def __init__(self, cells: Iterable[Cell], pointy: bool = True, margin: float = 0.0) -> None:
        super().__init__(
            cells,
            lambda c: geo.hex_polygon(c, pointy),
            lambda p: geo.hex_at(p, pointy),
            margin,
        )
        self.pointy = pointy

    def edge(self, a: Cell, b: Cell) -> tuple[Point, Point]:
        """The screen segment shared by two neighbouring hexes (where a border stick lies)."""
        pa, pb = self.polygon(a), self.polygon(b)
        shared = [
            p for p in pa if any(abs(p[0] - q[0]) < 0.5 and abs(p[1] - q[1]) < 0.5 for q in pb)
        ]
        if len(shared) < 2:
            ca, cb = self.center(a), self.center(b)
            mid = ((ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2)
            return mid, mid
        return shared[0], shared[1]


class TriangleBoard(Board):
    def __init__(self, cells: Iterable[Cell], margin: float = 0.0) -> None:
        super().__init__(cells, geo.tri_polygon, geo.tri_at, margin)
