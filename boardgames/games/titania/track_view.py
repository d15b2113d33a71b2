"""Titania's scoring track: 100 spaces round the edge of the board, and where markers stand on
it."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

Point = tuple[float, float]

TRACK_LENGTH = 100  # the scoring track runs 0-99; a marker past 99 starts a second lap


@dataclass
class Track:
    """The 100 spaces of the scoring track, clockwise from the top-left corner of ``rect``."""

    rect: pygame.Rect
    thickness: int
    cells: list[pygame.Rect] = field(default_factory=list)

    def __post_init__(self) -> None:
        r, t = self.rect, self.thickness
        per_side = TRACK_LENGTH // 2
        across = max(2, round(per_side * r.width / (r.width + r.height)))
        down = per_side - across
        top: list[pygame.Rect] = []
        for i in range(across):
            x0 = r.x + r.width * i // across
            x1 = r.x + r.width * (i + 1) // across
            top.append(pygame.Rect(x0, r.y, x1 - x0, t))
        inner_h = r.height - 2 * t
        right: list[pygame.Rect] = []
        for i in range(down):
            y0 = r.y + t + inner_h * i // down
            y1 = r.y + t + inner_h * (i + 1) // down
            right.append(pygame.Rect(r.right - t, y0, t, y1 - y0))
        bottom = [pygame.Rect(c.x, r.bottom - t, c.width, t) for c in reversed(top)]
        left = [pygame.Rect(r.x, c.y, t, c.height) for c in reversed(right)]
        self.cells = top + right + bottom + left

    def point(self, score: float) -> Point:
        """The centre of the track at a (fractional) score, for markers gliding along it."""
        lo = math.floor(score)
        f = score - lo
        a = self.cells[lo % TRACK_LENGTH].center
        b = self.cells[(lo + 1) % TRACK_LENGTH].center
        return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)

    def slot(self, score: int, k: int, n: int) -> Point:
        """Where marker ``k`` of ``n`` sharing one track space stands."""
        cell = self.cells[score % TRACK_LENGTH]
        if n == 1:
            return cell.center
        w, h = cell.width, cell.height
        if n == 2:
            if w >= h:
                return (cell.x + w * (k + 0.5) / 2, cell.centery)
            return (cell.centerx, cell.y + h * (k + 0.5) / 2)
        return (cell.x + w * (k % 2 + 0.5) / 2, cell.y + h * (k // 2 + 0.5) / 2)
