"""Board geometry on screen: fit a grid of cells into a rectangle and hit-test clicks.

Controllers receive cell ids from these, never raw pixels. One class per grid shape, all with the
same small interface (``fit``, ``polygon``, ``center``, ``cell_at``, ``size``).
"""

from boardgames.ui.boards.grid import Board, HexBoard, SquareBoard, TriangleBoard

__all__ = ["Board", "HexBoard", "SquareBoard", "TriangleBoard"]
