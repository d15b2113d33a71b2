"""A player's glyph drawn large with a frame whose corners are sharp.

``theme.draw_glyph`` strokes the outline with ``pygame.draw.polygon(width=...)``, which leaves a
notch at every corner once the line is a few pixels wide (the hand-off screen's square and
triangle). Here the frame is the glyph grown by the frame's width and drawn first, the glyph on
top: mitred corners at any size.
"""

from __future__ import annotations

import math

import pygame

from boardgames.ui.theme import Color, glyph_points

Point = tuple[float, float]


def _edge_distance(center: Point, pts: list[Point]) -> float:
    """The distance from ``center`` to the nearest edge line of the polygon."""
    cx, cy = center
    best = math.inf
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1], strict=True):
        length = math.hypot(x2 - x1, y2 - y1)
        if length:
            best = min(best, abs((x2 - x1) * (y1 - cy) - (x1 - cx) * (y2 - y1)) / length)
    return best


def draw_framed_glyph(
    surface: pygame.Surface,
    glyph: str,
    center: Point,
    radius: float,
    fill: Color,
    frame: Color,
) -> None:
    width = max(1.0, radius / 6)
    if glyph == "circle":
        pygame.draw.circle(surface, frame, center, radius + width)
        pygame.draw.circle(surface, fill, center, radius)
        return
    pts = glyph_points(glyph, center, radius)
    grow = 1 + width / max(1.0, _edge_distance(center, pts))
    cx, cy = center
    outer = [(cx + (x - cx) * grow, cy + (y - cy) * grow) for x, y in pts]
    pygame.draw.polygon(surface, frame, outer)
    pygame.draw.polygon(surface, fill, pts)
