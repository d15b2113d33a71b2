"""Cuzco's colours and small marks: roads, pip badges, dice and the glow of a legal target.

Stone trails are a grey line with a round pip badge, rope bridges a brown dashed line with a
square badge; feathers and the other pieces are drawn in ``icons_view``.
"""

from __future__ import annotations

import math

import pygame

from boardgames.ui import theme as th
from boardgames.ui.theme import Theme

FEATHER_COLORS: dict[str, th.Color] = {
    "turquoise": (38, 196, 196),
    "purple": (140, 92, 200),
    "orange": (236, 150, 20),
    "pink": (240, 110, 170),
}
STONE: th.Color = (170, 170, 165)
ROPE: th.Color = (176, 120, 64)
STUDY: th.Color = (60, 110, 190)
FARM: th.Color = (196, 84, 52)
GOLD: th.Color = (232, 196, 72)
BOARD: th.Color = (58, 72, 56)
BOARD_DARK: th.Color = (44, 54, 44)
PAPER: th.Color = (226, 214, 184)
INK: th.Color = (40, 34, 28)
GLOW: th.Color = (255, 240, 120)


def die(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    pips: int,
    color: th.Color,
    glyph: str | None = None,
) -> None:
    """A die in a player's colour showing its number (and the owner's glyph in a corner)."""
    pygame.draw.rect(surface, color, rect, border_radius=max(2, rect.width // 5))
    pygame.draw.rect(surface, th.BLACK, rect, 1, border_radius=max(2, rect.width // 5))
    size = next(
        (k for k in ("normal", "small", "tiny") if theme.font(k, True).get_height() <= rect.height),
        "tiny",
    )
    label = theme.text(str(pips), size, th.contrast_text(color), bold=True)
    surface.blit(label, label.get_rect(center=rect.center))
    if glyph:
        r = rect.width * 0.16
        th.draw_glyph(surface, glyph, (rect.right - r - 1, rect.top + r + 1), r, th.WHITE)


def dashed_line(
    surface: pygame.Surface,
    color: th.Color,
    a: tuple[float, float],
    b: tuple[float, float],
    width: int,
    dash: float,
) -> None:
    length = math.dist(a, b)
    if length <= 0:
        return
    n = max(1, int(length / dash))
    for i in range(0, n, 2):
        t0, t1 = i / n, min(1.0, (i + 1) / n)
        p = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
        q = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
        pygame.draw.line(surface, color, p, q, width)


def road(
    surface: pygame.Surface,
    theme: Theme,
    kind: str,
    pips: int,
    a: tuple[float, float],
    b: tuple[float, float],
    width: int,
    lit: bool = False,
) -> None:
    """A stone trail (solid grey, round badge) or rope bridge (dashed brown, square badge)."""
    color = STONE if kind == "stone" else ROPE
    if lit:
        pygame.draw.line(surface, GLOW, a, b, width + 6)
    if kind == "stone":
        pygame.draw.line(surface, color, a, b, width)
    else:
        pygame.draw.line(surface, th.mix(color, th.BLACK, 0.45), a, b, max(1, width // 3))
        dashed_line(surface, color, a, b, width, width * 2.2)
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    badge(surface, theme, kind, pips, mid, width * 1.9)


def badge(
    surface: pygame.Surface, theme: Theme, kind: str, pips: int, at: tuple[float, float], r: float
) -> None:
    color = STONE if kind == "stone" else ROPE
    if kind == "stone":
        pygame.draw.circle(surface, color, at, r)
        pygame.draw.circle(surface, th.BLACK, at, r, 1)
    else:
        rect = pygame.Rect(0, 0, int(2 * r * 0.9), int(2 * r * 0.9))
        rect.center = (int(at[0]), int(at[1]))
        pygame.draw.rect(surface, color, rect, border_radius=2)
        pygame.draw.rect(surface, th.BLACK, rect, 1, border_radius=2)
    label = theme.text(str(pips), "small", th.BLACK, bold=True)
    surface.blit(label, label.get_rect(center=(int(at[0]), int(at[1]))))


def glow_rect(surface: pygame.Surface, rect: pygame.Rect, strong: bool = True) -> None:
    """The unmistakable mark of a legal target."""
    pygame.draw.rect(surface, GLOW, rect.inflate(4, 4), 3 if strong else 2, border_radius=5)
