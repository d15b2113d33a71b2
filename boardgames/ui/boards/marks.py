"""Marks that every game draws on its board's cells the same way, so a player who knows one game's
screen reads the others': the cells the last move touched, tinted the way chess sites tint the
squares of the last move (a fill, never a bare outline: the games already outline legal targets
and Titicaca outlines the scoring lake's shore)."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from boardgames.ui import theme as th
from boardgames.ui.boards import ScreenBoard
from boardgames.ui.boards.grid import Cell

# The ring sits a little inside the cell: on boards whose cells share edges (hexes, squares) an
# outline on the edge itself could belong to either neighbour.
INSET = 0.84
TINT = (*th.YELLOW, 70)


def draw_last_move(surface: pygame.Surface, board: ScreenBoard, cells: Iterable[Cell]) -> None:
    """Each of ``cells`` tinted yellow with a yellow ring inside it: what the last move changed."""
    width = max(2, round(board.size / 14))
    for cell in cells:
        points = board.polygon(cell)
        left = min(x for x, _ in points)
        top = min(y for _, y in points)
        box = pygame.Rect(
            int(left),
            int(top),
            int(max(x for x, _ in points) - left) + 2,
            int(max(y for _, y in points) - top) + 2,
        )
        tint = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(tint, TINT, [(x - box.x, y - box.y) for x, y in points])
        surface.blit(tint, box)
        cx, cy = board.center(cell)
        ring = [(cx + (x - cx) * INSET, cy + (y - cy) * INSET) for x, y in points]
        pygame.draw.polygon(surface, th.YELLOW, ring, width)
