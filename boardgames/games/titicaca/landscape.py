"""Laying the tiles out at random into one closed, roughly circular landscape.

The rulebook only says the tiles are laid face down at random into a "circular" landscape. We
grow it: the tiles are shuffled; the first lies at the centre in a random rotation; every later
tile goes, in one of its six rotations, where its farthest hex stays closest to the middle of the
landscape so far and, among such places, where it touches the landscape along the most hex sides;
ties are broken at random. A place that would
enclose an empty hole is never used, so the landscape is closed. Every lake touches a land field
of its own tile (the layout checks it), so every lake keeps a shore wherever its tile lies.
Randomness comes only from the ``Rng`` passed in.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.core.geometry import hex_center, hex_distance, hex_neighbours
from boardgames.core.rng import Rng
from boardgames.games.titicaca.board import Board, BoardCell, Cell
from boardgames.games.titicaca.layout import Tile

ORIGIN: Cell = (0, 0)


def rotate(cell: Cell, turns: int) -> Cell:
    """Turn an axial cell by ``turns`` sixths of a circle about the origin."""
    q, r = cell
    for _ in range(turns % 6):
        q, r = -r, q + r
    return (q, r)


def lay_landscape(tiles: Sequence[Tile], rng: Rng) -> tuple[Board, Rng]:
    """Shuffle the tiles and lay them into one landscape; returns the board and the moved rng."""
    order, rng = rng.shuffled(tiles)
    placed: dict[Cell, BoardCell] = {}
    for tile in order:
        if not placed:
            turns, rng = rng.below(6)
            shape = [rotate(c.at, turns) for c in tile.cells]
            shift = _centring_shift(shape)
            cells = [(s[0] + shift[0], s[1] + shift[1]) for s in shape]
        else:
            cells, rng = _best_place(tile, placed, rng)
        for tc, at in zip(tile.cells, cells, strict=True):
            placed[at] = BoardCell(at, tile.id, lake=tc.lake, land_type=tc.land_type)
    return Board.of(placed.values()), rng


def _centring_shift(shape: list[Cell]) -> Cell:
    """The translation that brings the first tile's middle onto the origin."""
    q = round(sum(c[0] for c in shape) / len(shape))
    r = round(sum(c[1] for c in shape) / len(shape))
    return (-q, -r)


def _best_place(tile: Tile, placed: dict[Cell, BoardCell], rng: Rng) -> tuple[list[Cell], Rng]:
    frontier = {n for c in placed for n in hex_neighbours(c) if n not in placed}
    middle = _middle(placed)
    # Per open hex, worked out once: its placed neighbours and its squared distance to the middle
    # (the candidates overlap a lot; the scores are the same as computed afresh).
    per_hex: dict[Cell, tuple[int, float]] = {}
    taken = placed.keys()
    scored: dict[tuple[Cell, ...], tuple[int, int]] = {}
    for turns in range(6):
        shape = [rotate(c.at, turns) for c in tile.cells]
        for tq, tr in frontier:
            for aq, ar in shape:
                dq, dr = tq - aq, tr - ar
                cells = tuple([(q + dq, r + dr) for q, r in shape])
                if cells in scored or not taken.isdisjoint(cells):
                    continue
                contacts = 0
                far = 0.0
                for c in cells:
                    known = per_hex.get(c)
                    if known is None:
                        known = per_hex[c] = (
                            sum(1 for x in hex_neighbours(c) if x in placed),
                            _distance2(c, middle),
                        )
                    contacts += known[0]
                    far = max(far, known[1])
                # Whole squared distances: near-equal reaches tie, which leaves room for chance.
                scored[cells] = (-round(far), contacts)
    ranked = sorted(scored.items(), key=lambda item: item[1], reverse=True)
    start = 0
    while start < len(ranked):
        key = ranked[start][1]
        end = start
        while end < len(ranked) and ranked[end][1] == key:
            end += 1
        closed = [cells for cells, _ in ranked[start:end] if not _encloses_hole(placed, cells)]
        if closed:
            choice, rng = rng.choice(closed)
            return list(choice), rng
        start = end
    raise ValueError("no place for a tile that keeps the landscape closed")


def _middle(placed: dict[Cell, BoardCell]) -> tuple[float, float]:
    points = [hex_center(c) for c in placed]
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


def _distance2(cell: Cell, middle: tuple[float, float]) -> float:
    x, y = hex_center(cell)
    return (x - middle[0]) ** 2 + (y - middle[1]) ** 2


def _encloses_hole(placed: dict[Cell, BoardCell], cells: tuple[Cell, ...]) -> bool:
    """Would these new hexes leave an empty hex that the outside cannot reach?"""
    occupied = set(placed).union(cells)
    radius = max(hex_distance(ORIGIN, c) for c in occupied) + 1
    outside = [c for c in _ring(radius) if c not in occupied]
    seen = set(outside)
    stack = list(outside)
    while stack:
        for n in hex_neighbours(stack.pop()):
            if n not in seen and n not in occupied and hex_distance(ORIGIN, n) <= radius:
                seen.add(n)
                stack.append(n)
    inside = 3 * radius * (radius + 1) + 1  # hexes within the radius
    return len(seen) + len(occupied) < inside


def _ring(radius: int) -> list[Cell]:
    out: list[Cell] = []
    q, r = -radius, radius  # start in direction (-1, 1) * radius, walk the six sides
    for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)):
        for _ in range(radius):
            out.append((q, r))
            q, r = q + dq, r + dr
    return out
