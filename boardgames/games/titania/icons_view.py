"""Titania's pictures, drawn from shapes: boats, shells, sea stars, cards, cranes, flags, gifts.

Every kind of space gets its own icon (a crane, a diamond, tower plinths, a flag, the gifts it
gives) and every picture that stands for a colour carries its letter too, so shapes and letters,
not colour alone, tell things apart. The board art pre-renders these; the panel and the per-frame
drawing use them directly.
"""

from __future__ import annotations

import math

import pygame

from boardgames.games.titania.components import (
    DRAW,
    POINTS,
    SHELL_COLOURS,
    SHELL_OF_EACH,
    SHELLS,
    SHELLS_OF_CHOICE,
    SHIP,
    STARS,
    Gift,
)
from boardgames.games.titania.palette_view import (
    INK,
    SHELL_LETTER,
    SHELL_RGB,
    SHIP_LETTER,
    SHIP_RGB,
    STAR_RGB,
)
from boardgames.ui import theme as th
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import readable

Point = tuple[float, float]


def hex_points(center: Point, radius: float, pointy: bool) -> list[Point]:
    cx, cy = center
    start = 30.0 if pointy else 0.0
    return [
        (
            cx + radius * math.cos(math.radians(start + 60 * i)),
            cy + radius * math.sin(math.radians(start + 60 * i)),
        )
        for i in range(6)
    ]


def star_points(center: Point, radius: float, inner: float = 0.45) -> list[Point]:
    cx, cy = center
    pts = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * inner
        a = math.radians(-90 + 36 * i)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def draw_letter(
    surface: pygame.Surface,
    theme: Theme,
    text: str,
    center: Point,
    background: th.Color,
    size: str = "small",
) -> None:
    """A bold letter in black or white, whichever reads on ``background`` (>= 4.5:1)."""
    label = theme.text(text, readable(theme, size), th.contrast_text(background), bold=True)
    surface.blit(label, label.get_rect(center=(round(center[0]), round(center[1]) + 1)))


def draw_shell(
    surface: pygame.Surface,
    theme: Theme,
    center: Point,
    radius: float,
    colour: str | None,
    letter: bool = True,
) -> None:
    """A scallop shell: a fan with ridges; ``colour`` None draws the four-coloured "of choice"."""
    cx, cy = center
    base = (cx, cy + radius * 0.75)
    steps = 12
    arc = [
        (
            cx + radius * math.cos(math.radians(180 + 180 * i / steps)),
            cy + radius * 0.25 + radius * math.sin(math.radians(180 + 180 * i / steps)),
        )
        for i in range(steps + 1)
    ]
    if colour is None:
        quarter = steps // 4
        for k, c in enumerate(SHELL_COLOURS):
            part = arc[k * quarter : (k + 1) * quarter + 1]
            pygame.draw.polygon(surface, SHELL_RGB[c], [base, *part])
        fill = (200, 200, 200)
    else:
        fill = SHELL_RGB[colour]
        pygame.draw.polygon(surface, fill, [base, *arc])
    edge = INK if colour != "black" else (150, 150, 156)
    for p in arc[2:-2:2]:
        pygame.draw.line(surface, th.mix(fill, edge, 0.55), base, p, 1)
    pygame.draw.polygon(surface, edge, [base, *arc], max(1, int(radius / 7)))
    if letter and colour is not None:
        draw_letter(surface, theme, SHELL_LETTER[colour], (cx, cy + radius * 0.05), fill)
    elif colour is None:
        label = theme.outlined("?", readable(theme, "small"), th.WHITE)
        surface.blit(label, label.get_rect(center=(cx, cy + radius * 0.05)))


def draw_star(surface: pygame.Surface, center: Point, radius: float) -> None:
    pts = star_points(center, radius)
    pygame.draw.polygon(surface, STAR_RGB, pts)
    pygame.draw.polygon(surface, INK, pts, max(1, int(radius / 6)))


def draw_cards_icon(surface: pygame.Surface, center: Point, size: float) -> None:
    """Two ship cards fanned out (the count is written beside them)."""
    cx, cy = center
    w, h = size * 0.56, size * 0.8
    for k, (dx, fill) in enumerate(((-size * 0.12, th.BLUE), (size * 0.12, th.VERMILLION))):
        r = pygame.Rect(0, 0, round(w), round(h))
        r.center = (round(cx + dx), round(cy + (k - 0.5) * size * 0.1))
        pygame.draw.rect(surface, (246, 244, 236), r, border_radius=max(2, int(size / 8)))
        inner = r.inflate(-max(2, round(size / 7)), -max(2, round(size / 7)))
        pygame.draw.rect(surface, fill, inner, border_radius=max(1, int(size / 12)))
        pygame.draw.rect(surface, INK, r, 1, border_radius=max(2, int(size / 8)))


def draw_points_badge(
    surface: pygame.Surface, theme: Theme, center: Point, radius: float, points: int
) -> None:
    """Victory points: a cream coin with a gold rim and the number."""
    pygame.draw.circle(surface, (214, 170, 40), center, radius)
    pygame.draw.circle(surface, (250, 244, 222), center, radius * 0.78)
    pygame.draw.circle(surface, INK, center, radius, 1)
    draw_letter(surface, theme, str(points), center, (250, 244, 222))


def draw_ship(
    surface: pygame.Surface,
    theme: Theme,
    center: Point,
    size: float,
    colour: str,
    outline: th.Color = INK,
    letter: bool = True,
) -> None:
    """A boat: a deep hull in the fleet's colour with its letter, and a white sail above."""
    cx, cy = center
    fill = SHIP_RGB.get(colour, (226, 226, 226))
    hull = [
        (cx - size * 0.5, cy - size * 0.04),
        (cx + size * 0.5, cy - size * 0.04),
        (cx + size * 0.34, cy + size * 0.46),
        (cx - size * 0.34, cy + size * 0.46),
    ]
    sail = [
        (cx + size * 0.02, cy - size * 0.5),
        (cx + size * 0.02, cy - size * 0.1),
        (cx - size * 0.36, cy - size * 0.1),
    ]
    jib = [
        (cx + size * 0.08, cy - size * 0.42),
        (cx + size * 0.08, cy - size * 0.1),
        (cx + size * 0.36, cy - size * 0.1),
    ]
    width = max(1, round(size / 16))
    for s in (sail, jib):
        pygame.draw.polygon(surface, (246, 244, 236), s)
        pygame.draw.polygon(surface, outline, s, width)
    pygame.draw.polygon(surface, fill, hull)
    pygame.draw.polygon(surface, outline, hull, width)
    if letter:
        mark = SHIP_LETTER.get(colour, "+")
        label = theme.text(mark, readable(theme, "small"), th.contrast_text(fill), bold=True)
        surface.blit(label, label.get_rect(center=(round(cx), round(cy + size * 0.21))))


def draw_crane(surface: pygame.Surface, center: Point, size: float, color: th.Color) -> None:
    """A harbour crane: mast, jib and a hook on its rope."""
    cx, cy = center
    w = max(2, int(size / 10))
    foot = (cx - size * 0.22, cy + size * 0.45)
    top = (cx - size * 0.22, cy - size * 0.45)
    tip = (cx + size * 0.42, cy - size * 0.32)
    pygame.draw.line(surface, color, (cx - size * 0.42, foot[1]), (cx, foot[1]), w)
    pygame.draw.line(surface, color, foot, top, w)
    pygame.draw.line(surface, color, (top[0] - size * 0.18, top[1] + size * 0.1), tip, w)
    pygame.draw.line(surface, color, top, (cx, cy - size * 0.05), max(1, w // 2))
    pygame.draw.line(surface, color, tip, (tip[0], cy + size * 0.08), max(1, w // 2))
    hook = (round(tip[0]), round(cy + size * 0.14))
    pygame.draw.circle(surface, color, hook, max(2, int(size / 12)), max(1, w // 2))


def draw_diamond(
    surface: pygame.Surface, theme: Theme, center: Point, size: float, text: str
) -> None:
    cx, cy = center
    pts = [(cx, cy - size), (cx + size * 0.75, cy), (cx, cy + size), (cx - size * 0.75, cy)]
    fill = (236, 240, 252)
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, INK, pts, max(1, int(size / 8)))
    inner = [(cx, cy - size * 0.55), (cx + size * 0.4, cy), (cx, cy + size * 0.55)]
    pygame.draw.lines(surface, (150, 160, 200), False, inner, 1)
    draw_letter(surface, theme, text, center, fill)


def draw_flag(
    surface: pygame.Surface, theme: Theme, center: Point, size: float, colour: str
) -> None:
    cx, cy = center
    fill = SHIP_RGB[colour]
    pole_x = cx - size * 0.45
    pygame.draw.line(
        surface,
        INK,
        (pole_x, cy - size * 0.55),
        (pole_x, cy + size * 0.55),
        max(2, int(size / 10)),
    )
    flag = [
        (pole_x, cy - size * 0.55),
        (cx + size * 0.55, cy - size * 0.32),
        (pole_x, cy - size * 0.02),
    ]
    pygame.draw.polygon(surface, fill, flag)
    pygame.draw.polygon(surface, INK, flag, 1)
    draw_letter(surface, theme, SHIP_LETTER[colour], (cx - size * 0.12, cy - size * 0.28), fill)


def draw_gift(
    surface: pygame.Surface, theme: Theme, center: Point, size: float, gift: Gift
) -> None:
    """What a bonus space or fog tile gives: a number beside an icon, ``size`` pixels tall."""
    cx, cy = center
    icon_at = (cx + size * 0.28, cy)
    show_count = gift.kind in (SHELLS, SHELLS_OF_CHOICE, STARS, DRAW)
    if gift.kind == SHELLS:
        draw_shell(surface, theme, icon_at, size * 0.5, gift.colour)
    elif gift.kind == SHELLS_OF_CHOICE:
        draw_shell(surface, theme, icon_at, size * 0.5, None)
    elif gift.kind == STARS:
        draw_star(surface, icon_at, size * 0.5)
    elif gift.kind == DRAW:
        draw_cards_icon(surface, icon_at, size)
    elif gift.kind == POINTS:
        draw_points_badge(surface, theme, (cx, cy), size * 0.48, gift.amount)
    elif gift.kind == SHELL_OF_EACH:
        r = size * 0.3
        for k, colour in enumerate(SHELL_COLOURS):
            dx = (k % 2 - 0.5) * size * 0.62
            dy = (k // 2 - 0.5) * size * 0.58
            draw_shell(surface, theme, (cx + dx, cy + dy), r, colour, letter=r >= 9)
    elif gift.kind == SHIP:
        draw_ship(surface, theme, (cx + size * 0.12, cy), size * 0.9, "extra", letter=False)
        label = theme.outlined("+", "normal", th.WHITE)
        surface.blit(label, label.get_rect(center=(cx - size * 0.42, cy - size * 0.05)))
    if show_count:
        label = theme.outlined(str(gift.amount), "normal", th.WHITE)
        surface.blit(label, label.get_rect(center=(cx - size * 0.3, cy)))


def draw_story(surface: pygame.Surface, rect: pygame.Rect, colour: str) -> None:
    """One story of a tower: a brick in the tower's colour with a dark edge and a lit top."""
    fill = SHELL_RGB[colour]
    edge = (150, 150, 156) if colour == "black" else th.mix(fill, th.BLACK, 0.55)
    pygame.draw.rect(surface, fill, rect, border_radius=2)
    top = th.mix(fill, th.WHITE, 0.45) if colour != "white" else (255, 255, 255)
    pygame.draw.line(surface, top, (rect.x + 2, rect.y + 1), (rect.right - 3, rect.y + 1))
    pygame.draw.rect(surface, edge, rect, 1, border_radius=2)
