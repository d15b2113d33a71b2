"""Board geometry on screen: fit a grid of cells into a rectangle and hit-test clicks.

Controllers receive cell ids from these, never raw pixels. One class per grid shape, all with the
same small interface (``fit``, ``polygon``, ``center``, ``cell_at``, ``size``).
"""

from collections.abc import Sequence
from typing import Protocol

import pygame

from boardgames.ui.boards.grid import Board, Cell, HexBoard, Point, SquareBoard, TriangleBoard

__all__ = ["Board", "HexBoard", "ScreenBoard", "SquareBoard", "TriangleBoard"]


class ScreenBoard(Protocol):
    """What the play scene asks of any board on screen: a grid of cells (``Board``) or a board
    of its own shape (Cuzco's road graph with its small boards, ``cuzco.table_view.Table``)."""

    rect: pygame.Rect  # where it lies after ``fit``

    @property
    def cells(self) -> Sequence[Cell]: ...

    @property
    def size(self) -> float: ...

    def fit(self, rect: pygame.Rect) -> None: ...
    def polygon(self, cell: Cell) -> list[Point]: ...
    def center(self, cell: Cell) -> Point: ...
    def cell_at(self, pos: Point) -> Cell | None: ...
