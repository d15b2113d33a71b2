"""Where Titicaca's pieces sit on the fitted board: house and temple spots, border segments.

The board drawing and the animations both place pieces here, so a house that drops in lands
exactly where the board then draws it.
"""

from __future__ import annotations

from boardgames.games.titicaca.board import Cell, Edge
from boardgames.ui.boards import HexBoard

Point = tuple[float, float]
Segment = tuple[Point, Point]

HOUSE_SIZE = 0.58  # house width, in hex radii
TEMPLE_SIZE = 0.5  # temple width, in hex radii


class Spots:
    """Screen positions on one board; ``clear`` after the board is fitted to a new rectangle."""

    def __init__(self, board: HexBoard) -> None:
        self.board = board
        self._edges: dict[Edge, Segment] = {}

    def clear(self) -> None:
        self._edges = {}

    def edge(self, a: Cell, b: Cell) -> Segment:
        """The hex side shared by two cells (cached: sticks are drawn every time the layer is)."""
        key = (a, b)
        if key not in self._edges:
            self._edges[key] = self.board.edge(a, b)
        return self._edges[key]

    def shared_house(self, edge: Edge) -> Point:
        """A house on a border stands on the middle of the shared side."""
        p, q = self.edge(*edge)
        return ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)

    def house(self, field: Cell, has_temple: bool) -> Point:
        """A house stands left of centre when a temple shares its field."""
        cx, cy = self.board.center(field)
        size = self.board.size
        return (cx - size * 0.26, cy + size * 0.1) if has_temple else (cx, cy + size * 0.1)

    def temple(self, field: Cell) -> Point:
        cx, cy = self.board.center(field)
        size = self.board.size
        return (cx + size * 0.36, cy - size * 0.08)
