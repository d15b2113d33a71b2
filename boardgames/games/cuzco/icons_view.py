"""Cuzco's pieces as small drawings: feathers, food, offerings, medals, priests, quipus, god
cards, goods, the people abilities and the action spaces.

Where a word would not fit (a small window, 150% text) the screen draws one of these instead, so
a label is never cut. Every feather colour also has a mark of its own (turquoise an eye, purple
two bars, orange a notched tip, pink a hollow vane), so no feather is told by colour alone.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from boardgames.games.cuzco import palette_view as pal
from boardgames.ui import theme as th
from boardgames.ui.theme import Theme

Point = tuple[float, float]

GOD_COLORS: dict[str, th.Color] = {
    "Iliapa": (40, 170, 180),
    "Mama Quilia": (225, 120, 170),
    "Viracocha": (70, 110, 200),
    "Pacha Mama": (120, 190, 90),
    "Mama Sara": (230, 200, 60),
}
FOOD: th.Color = (236, 196, 60)
OFFERING: th.Color = (170, 100, 60)
MEDAL: th.Color = (245, 200, 40)

# What each people ability (1..12) looks like: the thing it gives or the space it works on.
ABILITY_ICONS = {
    1: "offering",
    2: "vp",
    3: "feather",
    4: "stone",
    5: "status",
    6: "rope",
    7: "card",
    8: "quipu",
    9: "circlet",
    10: "food",
    11: "farm",
    12: "study",
}
ACTION_ICONS = {
    "stone": "stone",
    "rope": "rope",
    "study": "study",
    "farm": "farm",
    "exchange": "exchange",
    "temple": "temple",
    "headdress": "circlet",
    "vp": "vp",
}


# Drawn pieces are kept as small surfaces per size: a frame blits them instead of drawing a few
# thousand primitives.
_CACHE: dict[tuple[object, ...], pygame.Surface] = {}


def _cached(
    key: tuple[object, ...], size: tuple[int, int], paint: Callable[[pygame.Surface], None]
) -> pygame.Surface:
    surf = _CACHE.get(key)
    if surf is None:
        surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        paint(surf)
        if len(_CACHE) > 2000:
            _CACHE.clear()
        _CACHE[key] = surf
    return surf


def feather(surface: pygame.Surface, colour: str, rect: pygame.Rect, filled: bool = True) -> None:
    """A feather standing in ``rect``: a pointed vane with its quill, in its colour and mark."""
    size = (rect.width, rect.height)
    art = _cached(
        ("feather", colour, size, filled),
        size,
        lambda surf: _feather(surf, colour, surf.get_rect(), filled),
    )
    surface.blit(art, rect.topleft)


def _feather(surface: pygame.Surface, colour: str, rect: pygame.Rect, filled: bool) -> None:
    c = pal.FEATHER_COLORS[colour]
    w, h = rect.width, rect.height
    cx = rect.centerx
    half = min(w * 0.42, h * 0.26)
    top, bottom = rect.y + h * 0.04, rect.bottom - h * 0.22
    vane = [
        (cx, top),
        (cx + half, rect.y + h * 0.4),
        (cx + half * 0.55, bottom),
        (cx - half * 0.55, bottom),
        (cx - half, rect.y + h * 0.4),
    ]
    edge = th.BLACK
    if not filled:  # an empty slot: the feather's outline and mark only, in its colour
        dim = th.mix(c, th.BG, 0.45)
        pygame.draw.polygon(surface, th.mix(c, th.BG, 0.93), vane)
        pygame.draw.polygon(surface, dim, vane, max(1, int(h / 24)))
        _mark(surface, colour, vane, rect, half, th.mix(c, th.BG, 0.93), dim, filled)
        return
    fill = c
    pygame.draw.polygon(surface, fill, vane)
    _mark(surface, colour, vane, rect, half, fill, c, filled)
    pygame.draw.polygon(surface, edge, vane, max(1, int(h / 24)))
    pygame.draw.line(
        surface,
        th.mix(c, th.BLACK, 0.5),
        (cx, top + h * 0.1),
        (cx, rect.bottom - 1),
        max(1, int(h / 14)),
    )


def _mark(
    surface: pygame.Surface,
    colour: str,
    vane: list[Point],
    rect: pygame.Rect,
    half: float,
    fill: th.Color,
    c: th.Color,
    filled: bool,
) -> None:
    """The mark that tells a feather's colour by shape."""
    h = rect.height
    cx = rect.centerx
    top = rect.y + h * 0.04
    if colour == "pink":  # a hollow vane: the inner part cut out
        inner = [
            (cx + (x - cx) * 0.45, rect.y + h * 0.4 + (y - rect.y - h * 0.4) * 0.45)
            for x, y in vane
        ]
        pygame.draw.polygon(surface, th.mix(fill, th.WHITE, 0.6) if filled else th.BG, inner)
    elif colour == "turquoise":  # an eye near the tip
        eye = th.mix(fill, th.BLACK, 0.6) if filled else c
        pygame.draw.circle(surface, eye, (cx, rect.y + h * 0.33), half * 0.4)
    elif colour == "purple":  # two bars across
        for k in (0.42, 0.6):
            y = rect.y + h * k
            pygame.draw.line(
                surface,
                th.WHITE if filled else c,
                (cx - half * 0.7, y),
                (cx + half * 0.7, y),
                max(1, int(h / 16)),
            )
    elif colour == "orange":  # a notch cut into the tip
        notch = [(cx - half * 0.35, top), (cx, rect.y + h * 0.24), (cx + half * 0.35, top)]
        pygame.draw.polygon(surface, th.BG if not filled else th.mix(fill, th.BLACK, 0.55), notch)


def icon(
    surface: pygame.Surface,
    theme: Theme,
    name: str,
    rect: pygame.Rect,
    color: th.Color | None = None,
    glyph: str | None = None,
) -> None:
    """The drawing called ``name`` fitted into ``rect`` (a square is best)."""
    side = min(rect.width, rect.height)
    art = _cached(
        ("icon", name, side, color, glyph),
        (side, side),
        lambda surf: _icon(surf, theme, name, surf.get_rect(), color, glyph),
    )
    surface.blit(art, art.get_rect(center=rect.center))


def _icon(
    surface: pygame.Surface,
    theme: Theme,
    name: str,
    rect: pygame.Rect,
    color: th.Color | None,
    glyph: str | None,
) -> None:
    side = min(rect.width, rect.height)
    box = pygame.Rect(0, 0, side, side)
    box.center = rect.center
    cx, cy = box.center
    r = side / 2
    line = max(1, int(side / 14))
    if name == "food":  # a maize cob with its husk
        cob = pygame.Rect(0, 0, int(side * 0.42), int(side * 0.8))
        cob.center = (int(cx), int(cy - side * 0.04))
        pygame.draw.ellipse(surface, FOOD, cob)
        for k in range(1, 4):
            y = cob.y + cob.height * k / 4
            pygame.draw.line(
                surface, th.mix(FOOD, th.BLACK, 0.4), (cob.x + 2, y), (cob.right - 2, y), 1
            )
        pygame.draw.ellipse(surface, th.BLACK, cob, 1)
        husk = [(cx, cy + r * 0.9), (cx - r * 0.55, cy + r * 0.1), (cx - r * 0.1, cy + r * 0.5)]
        pygame.draw.polygon(surface, (90, 160, 70), husk)
        husk = [(cx, cy + r * 0.9), (cx + r * 0.55, cy + r * 0.1), (cx + r * 0.1, cy + r * 0.5)]
        pygame.draw.polygon(surface, (90, 160, 70), husk)
    elif name == "offering":  # a pot with a rim
        body = pygame.Rect(0, 0, int(side * 0.7), int(side * 0.6))
        body.midbottom = (int(cx), int(box.bottom - side * 0.06))
        pygame.draw.ellipse(surface, OFFERING, body)
        pygame.draw.ellipse(surface, th.BLACK, body, 1)
        rim = pygame.Rect(0, 0, int(side * 0.5), int(side * 0.18))
        rim.midbottom = (int(cx), body.y + int(side * 0.08))
        pygame.draw.rect(surface, th.mix(OFFERING, th.WHITE, 0.25), rim, border_radius=3)
        pygame.draw.rect(surface, th.BLACK, rim, 1, border_radius=3)
    elif name == "medal":  # the Inti medal: a sun
        for k in range(12):
            a = k * math.pi / 6
            pygame.draw.line(
                surface,
                MEDAL,
                (cx, cy),
                (cx + math.cos(a) * r * 0.95, cy + math.sin(a) * r * 0.95),
                max(1, line),
            )
        pygame.draw.circle(surface, MEDAL, (cx, cy), r * 0.6)
        pygame.draw.circle(surface, th.BLACK, (cx, cy), r * 0.6, 1)
        pygame.draw.circle(surface, th.mix(MEDAL, th.BLACK, 0.4), (cx, cy), r * 0.25, 1)
    elif name == "priest":  # a figure in the owner's colour
        fill = color or (200, 200, 200)
        figure = [
            (cx - r * 0.6, box.bottom - side * 0.05),
            (cx + r * 0.6, box.bottom - side * 0.05),
            (cx, cy - r * 0.15),
        ]
        pygame.draw.polygon(surface, fill, figure)
        pygame.draw.polygon(surface, th.BLACK, figure, 1)
        pygame.draw.circle(surface, fill, (cx, cy - r * 0.45), r * 0.3)
        pygame.draw.circle(surface, th.BLACK, (cx, cy - r * 0.45), r * 0.3, 1)
    elif name == "quipu":  # a cord with knotted strings, in the owner's colour
        fill = color or (220, 220, 220)
        top = cy - r * 0.6
        pygame.draw.line(surface, fill, (cx - r * 0.8, top), (cx + r * 0.8, top), max(2, line * 2))
        for k in range(4):
            x = cx - r * 0.6 + k * r * 0.4
            pygame.draw.line(
                surface, fill, (x, top), (x, cy + r * (0.55 + 0.12 * (k % 2))), max(2, line + 1)
            )
            pygame.draw.circle(
                surface, th.mix(fill, th.BLACK, 0.45), (x, cy + r * 0.1 * k), max(2, line + 1)
            )
        if glyph:
            th.draw_glyph(surface, glyph, (cx, top), r * 0.32, fill)
    elif name == "card":  # a god card's back
        card = pygame.Rect(0, 0, int(side * 0.62), int(side * 0.86))
        card.center = (int(cx), int(cy))
        pygame.draw.rect(surface, color or (200, 170, 90), card, border_radius=3)
        pygame.draw.rect(surface, th.BLACK, card, 1, border_radius=3)
        pygame.draw.circle(
            surface, th.mix(color or (200, 170, 90), th.WHITE, 0.5), card.center, card.width * 0.25
        )
    elif name == "status":  # an arrow up the status track
        pts = [
            (cx, box.y + side * 0.06),
            (cx + r * 0.75, cy),
            (cx + r * 0.3, cy),
            (cx + r * 0.3, box.bottom - side * 0.06),
            (cx - r * 0.3, box.bottom - side * 0.06),
            (cx - r * 0.3, cy),
            (cx - r * 0.75, cy),
        ]
        pygame.draw.polygon(surface, (120, 200, 120), pts)
        pygame.draw.polygon(surface, th.BLACK, pts, 1)
    elif name == "vp":  # a victory point star
        pts = th.glyph_points("star", (cx, cy), r * 0.95)
        pygame.draw.polygon(surface, pal.GOLD, pts)
        pygame.draw.polygon(surface, th.BLACK, pts, 1)
    elif name == "circlet":  # a gold circlet
        ring = pygame.Rect(0, 0, int(side * 0.9), int(side * 0.5))
        ring.center = (int(cx), int(cy + side * 0.1))
        pygame.draw.ellipse(surface, pal.GOLD, ring, max(2, int(side / 7)))
        pygame.draw.ellipse(surface, th.BLACK, ring, 1)
        for k in (-1, 0, 1):
            pygame.draw.circle(
                surface, pal.GOLD, (cx + k * r * 0.45, ring.y + 1), max(2, side / 10)
            )
    elif name == "feather":
        feather(surface, "turquoise", box)
    elif name in ("stone", "rope"):
        y = cy
        if name == "stone":
            pygame.draw.line(surface, pal.STONE, (box.x, y), (box.right, y), max(2, line * 2))
            pygame.draw.circle(surface, pal.STONE, (cx, cy), r * 0.45)
            pygame.draw.circle(surface, th.BLACK, (cx, cy), r * 0.45, 1)
        else:
            pal.dashed_line(
                surface, pal.ROPE, (box.x, y), (box.right, y), max(2, line * 2), side / 5
            )
            sq = pygame.Rect(0, 0, int(r * 0.85), int(r * 0.85))
            sq.center = (int(cx), int(cy))
            pygame.draw.rect(surface, pal.ROPE, sq, border_radius=2)
            pygame.draw.rect(surface, th.BLACK, sq, 1, border_radius=2)
    elif name in ("study", "farm"):  # a people tile of that kind
        tile = pygame.Rect(0, 0, int(side * 0.78), int(side * 0.86))
        tile.center = (int(cx), int(cy))
        pygame.draw.rect(surface, pal.STUDY if name == "study" else pal.FARM, tile, border_radius=3)
        pygame.draw.rect(surface, th.BLACK, tile, 1, border_radius=3)
        head = (tile.centerx, tile.y + tile.height * 0.35)
        pygame.draw.circle(surface, th.WHITE, head, tile.width * 0.16)
        pygame.draw.rect(
            surface,
            th.WHITE,
            pygame.Rect(
                int(tile.centerx - tile.width * 0.22),
                int(tile.y + tile.height * 0.55),
                int(tile.width * 0.44),
                int(tile.height * 0.3),
            ),
            border_radius=3,
        )
    elif name == "exchange":  # two arrows
        for dy, sign in ((-0.3, 1), (0.3, -1)):
            y = cy + dy * r
            left, right = (cx - r * 0.8 * sign, y), (cx + r * 0.8 * sign, y)
            pygame.draw.line(surface, pal.INK, left, right, max(2, line + 1))
            tip = [
                right,
                (right[0] - sign * r * 0.35, y - r * 0.25),
                (right[0] - sign * r * 0.35, y + r * 0.25),
            ]
            pygame.draw.polygon(surface, pal.INK, tip)
    elif name == "temple":  # stepped pyramid
        for k in range(3):
            w = side * (0.9 - 0.25 * k)
            step = pygame.Rect(0, 0, int(w), int(side * 0.24))
            step.midbottom = (int(cx), int(box.bottom - side * 0.06 - k * side * 0.26))
            pygame.draw.rect(surface, th.mix(pal.GOLD, pal.PAPER, 0.3), step)
            pygame.draw.rect(surface, th.BLACK, step, 1)
    elif name in GOOD_SHAPES:
        GOOD_SHAPES[name](surface, box)
    else:  # an unknown name: a plain dot, never a crash
        pygame.draw.circle(surface, th.TEXT_DIM, (cx, cy), r * 0.3)


def _soup(surface: pygame.Surface, box: pygame.Rect) -> None:
    bowl = pygame.Rect(
        box.x + box.width // 8, box.centery - box.height // 8, box.width * 3 // 4, box.height // 2
    )
    pygame.draw.ellipse(surface, (200, 120, 60), bowl)
    pygame.draw.ellipse(surface, th.BLACK, bowl, 1)
    pygame.draw.line(
        surface,
        (255, 210, 120),
        (bowl.x + 3, bowl.y + bowl.height // 3),
        (bowl.right - 3, bowl.y + bowl.height // 3),
        2,
    )
    for k in (-1, 1):
        x = box.centerx + k * box.width // 6
        pygame.draw.line(surface, (220, 220, 220), (x, box.y + 3), (x, bowl.y - 2), 1)


def _clothes(surface: pygame.Surface, box: pygame.Rect) -> None:
    x, y, w, h = box.x, box.y, box.width, box.height
    tunic = [
        (x + w * 0.3, y + h * 0.12),
        (x + w * 0.7, y + h * 0.12),
        (x + w * 0.95, y + h * 0.35),
        (x + w * 0.78, y + h * 0.45),
        (x + w * 0.78, y + h * 0.92),
        (x + w * 0.22, y + h * 0.92),
        (x + w * 0.22, y + h * 0.45),
        (x + w * 0.05, y + h * 0.35),
    ]
    pygame.draw.polygon(surface, (200, 70, 60), tunic)
    pygame.draw.polygon(surface, th.BLACK, tunic, 1)
    pygame.draw.line(
        surface, pal.GOLD, (x + w * 0.22, y + h * 0.65), (x + w * 0.78, y + h * 0.65), 2
    )


def _bowl(surface: pygame.Surface, box: pygame.Rect) -> None:
    x, y, w, h = box.x, box.y, box.width, box.height
    pygame.draw.polygon(
        surface,
        (150, 110, 80),
        [
            (x + w * 0.08, y + h * 0.4),
            (x + w * 0.92, y + h * 0.4),
            (x + w * 0.7, y + h * 0.85),
            (x + w * 0.3, y + h * 0.85),
        ],
    )
    pygame.draw.polygon(
        surface,
        th.BLACK,
        [
            (x + w * 0.08, y + h * 0.4),
            (x + w * 0.92, y + h * 0.4),
            (x + w * 0.7, y + h * 0.85),
            (x + w * 0.3, y + h * 0.85),
        ],
        1,
    )


def _decanter(surface: pygame.Surface, box: pygame.Rect) -> None:
    x, y, w, h = box.x, box.y, box.width, box.height
    body = pygame.Rect(int(x + w * 0.2), int(y + h * 0.35), int(w * 0.6), int(h * 0.58))
    pygame.draw.ellipse(surface, (90, 150, 190), body)
    pygame.draw.ellipse(surface, th.BLACK, body, 1)
    neck = pygame.Rect(int(x + w * 0.4), int(y + h * 0.08), int(w * 0.2), int(h * 0.32))
    pygame.draw.rect(surface, (90, 150, 190), neck)
    pygame.draw.rect(surface, th.BLACK, neck, 1)


def _tools(surface: pygame.Surface, box: pygame.Rect) -> None:
    x, y, w, h = box.x, box.y, box.width, box.height
    pygame.draw.line(
        surface,
        (140, 100, 60),
        (x + w * 0.25, y + h * 0.9),
        (x + w * 0.65, y + h * 0.3),
        max(2, w // 9),
    )
    head = [
        (x + w * 0.45, y + h * 0.1),
        (x + w * 0.9, y + h * 0.35),
        (x + w * 0.78, y + h * 0.5),
        (x + w * 0.35, y + h * 0.25),
    ]
    pygame.draw.polygon(surface, (170, 170, 170), head)
    pygame.draw.polygon(surface, th.BLACK, head, 1)


def _jewelry(surface: pygame.Surface, box: pygame.Rect) -> None:
    cx, cy = box.center
    r = box.width * 0.4
    gem = [(cx, cy - r), (cx + r * 0.8, cy - r * 0.2), (cx, cy + r), (cx - r * 0.8, cy - r * 0.2)]
    pygame.draw.polygon(surface, (80, 200, 170), gem)
    pygame.draw.polygon(surface, th.BLACK, gem, 1)
    pygame.draw.line(
        surface, th.WHITE, (cx - r * 0.8, cy - r * 0.2), (cx + r * 0.8, cy - r * 0.2), 1
    )


GOOD_SHAPES = {
    "soup": _soup,
    "clothes": _clothes,
    "bowl": _bowl,
    "decanter": _decanter,
    "tools": _tools,
    "jewelry": _jewelry,
}


def god_symbol(surface: pygame.Surface, god: str, rect: pygame.Rect, ink: th.Color) -> None:
    """Each god's sign, so a card is known by shape as well as colour: Iliapa a lightning bolt,
    Mama Quilia a crescent moon, Viracocha a sun face, Pacha Mama a mountain, Mama Sara a maize
    cob."""
    side = min(rect.width, rect.height)
    cx, cy = rect.center
    r = side / 2
    if god == "Iliapa":
        bolt = [
            (cx + r * 0.2, cy - r),
            (cx - r * 0.45, cy + r * 0.1),
            (cx, cy + r * 0.1),
            (cx - r * 0.2, cy + r),
            (cx + r * 0.45, cy - r * 0.1),
            (cx, cy - r * 0.1),
        ]
        pygame.draw.polygon(surface, ink, bolt)
    elif god == "Mama Quilia":
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.85)
        bg = surface.get_at((int(rect.x + 1), int(rect.y + 1)))
        pygame.draw.circle(surface, bg, (cx + r * 0.4, cy - r * 0.15), r * 0.75)
    elif god == "Viracocha":
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(
                surface,
                ink,
                (cx, cy),
                (cx + math.cos(a) * r, cy + math.sin(a) * r),
                max(1, int(side / 12)),
            )
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.55)
    elif god == "Pacha Mama":
        pygame.draw.polygon(
            surface,
            ink,
            [
                (cx - r, cy + r * 0.7),
                (cx - r * 0.2, cy - r * 0.8),
                (cx + r * 0.3, cy),
                (cx + r * 0.55, cy - r * 0.4),
                (cx + r, cy + r * 0.7),
            ],
        )
    else:
        cob = pygame.Rect(0, 0, int(side * 0.45), int(side * 0.95))
        cob.center = (int(cx), int(cy))
        pygame.draw.ellipse(surface, ink, cob)
