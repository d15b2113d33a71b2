"""Grid coordinates for the three board shapes: neighbours and pixel <-> cell maths.

* Square cells are ``(row, col)``.
* Hex cells use axial coordinates ``(q, r)`` (see Red Blob Games' hexagon guide); ``pointy`` or flat
  tops.
* Triangle cells are ``(row, col)`` in rows of alternating up/down triangles; a triangle points up
  when ``row + col`` is even.

All functions work in "unit" space (a cell size of 1); renderers scale and offset. Pure Python.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

Cell = tuple[int, int]
Point = tuple[float, float]
SQRT3 = math.sqrt(3.0)

# --- square ----------------------------------------------------------------------------------
ORTHOGONAL: tuple[Cell, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))
KING: tuple[Cell, ...] = (*ORTHOGONAL, (-1, -1), (-1, 1), (1, -1), (1, 1))


def square_neighbours(cell: Cell, rows: int, cols: int, diagonal: bool = False) -> list[Cell]:
    r, c = cell
    steps = KING if diagonal else ORTHOGONAL
    return [(r + dr, c + dc) for dr, dc in steps if 0 <= r + dr < rows and 0 <= c + dc < cols]


def square_center(cell: Cell) -> Point:
    return (cell[1] + 0.5, cell[0] + 0.5)


def square_polygon(cell: Cell) -> list[Point]:
    r, c = cell
    return [(c, r), (c + 1, r), (c + 1, r + 1), (c, r + 1)]


def square_at(point: Point) -> Cell:
    return (math.floor(point[1]), math.floor(point[0]))


# --- hex (axial) -----------------------------------------------------------------------------
HEX_DIRECTIONS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def hex_neighbours(cell: Cell) -> list[Cell]:
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in HEX_DIRECTIONS]


def hex_distance(a: Cell, b: Cell) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_center(cell: Cell, pointy: bool = True) -> Point:
    """Centre of a hex of circumradius 1."""
    q, r = cell
    if pointy:
        return (SQRT3 * (q + r / 2.0), 1.5 * r)
    return (1.5 * q, SQRT3 * (r + q / 2.0))


def hex_polygon(cell: Cell, pointy: bool = True) -> list[Point]:
    cx, cy = hex_center(cell, pointy)
    start = 30.0 if pointy else 0.0
    return [
        (cx + math.cos(math.radians(start + 60 * i)), cy + math.sin(math.radians(start + 60 * i)))
        for i in range(6)
    ]


def hex_round(qf: float, rf: float) -> Cell:
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (int(q), int(r))


def hex_at(point: Point, pointy: bool = True) -> Cell:
    x, y = point
    if pointy:
        qf = (SQRT3 / 3.0 * x) - (y / 3.0)
        rf = 2.0 / 3.0 * y
    else:
        qf = 2.0 / 3.0 * x
        rf = (-x / 3.0) + (SQRT3 / 3.0 * y)
    return hex_round(qf, rf)


def hex_edge(a: Cell, b: Cell) -> tuple[Cell, Cell]:
    """A canonical key for the edge between two neighbouring hexes (a border stick's place)."""
    return (a, b) if a <= b else (b, a)


# --- triangle --------------------------------------------------------------------------------
TRI_H = SQRT3 / 2.0


def tri_up(cell: Cell) -> bool:
    return (cell[0] + cell[1]) % 2 == 0


def tri_neighbours(cell: Cell) -> list[Cell]:
    r, c = cell
    vertical = (r + 1, c) if tri_up(cell) else (r - 1, c)
    return [(r, c - 1), (r, c + 1), vertical]


def tri_polygon(cell: Cell) -> list[Point]:
    """Triangles of side 1; column c spans x in [c/2, c/2 + 1]."""
    r, c = cell
    x0, y0, y1 = c / 2.0, r * TRI_H, (r + 1) * TRI_H
    if tri_up(cell):
        return [(x0 + 0.5, y0), (x0 + 1.0, y1), (x0, y1)]
    return [(x0, y0), (x0 + 1.0, y0), (x0 + 0.5, y1)]


def tri_center(cell: Cell) -> Point:
    pts = tri_polygon(cell)
    return (sum(p[0] for p in pts) / 3.0, sum(p[1] for p in pts) / 3.0)


def tri_vertex(vertex: Cell) -> Point:
    """A vertex ``(a, b)`` of the triangle lattice (side 1): ``a`` steps right, ``b`` steps down
    and half a side right. Graph boards (Cuzco's road system) place their nodes on these."""
    a, b = vertex
    return (a + b / 2.0, b * TRI_H)


def tri_at(point: Point) -> Cell:
    x, y = point
    r = math.floor(y / TRI_H)
    base = math.floor(2 * x) - 1
    for c in (base, base + 1, base + 2):
        if point_in_polygon(point, tri_polygon((r, c))):
            return (r, c)
    return (r, base + 1)


# --- shared ----------------------------------------------------------------------------------
def point_in_polygon(point: Point, polygon: Iterable[Point]) -> bool:
    x, y = point
    pts = list(polygon)
    inside = False
    j = len(pts) - 1
    for i in range(len(pts)):
        xi, yi = pts[i]
        xj, yj = pts[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def bounds(points: Iterable[Point]) -> tuple[float, float, float, float]:
    """(min_x, min_y, max_x, max_y) of some points."""
    xs, ys = zip(*points, strict=True)
    return (min(xs), min(ys), max(xs), max(ys))
