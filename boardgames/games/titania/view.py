"""Drawing Titania: the sea board with its spaces, fog tiles, ships, towers, sea stars and the track.

Nothing is told by colour alone. Ships are boats with a letter on the hull (B blue, Y yellow,
R red), and ship cards show the same letters; shells and towers carry a letter too (B brown,
G green, K black, W white); every kind of space has its own icon (a crane, a diamond, tower
plinths, a flag, the gifts it gives), and players' markers on the scoring track are their glyphs.
The blue B only ever sits on a boat or a card and the brown B on a shell or a tower, so the shared
letter is never ambiguous where it is read.

``BoardArt`` pre-renders everything that never changes during a game (the sea, the spaces and
their icons, the scoring track) onto one surface when the window is laid out, plus the sprites
the per-frame drawing blits (ships, fog tiles, stories, sea stars, the glow), so a frame is a
handful of blits.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from boardgames.games.titania.components import (
    DRAW,
    HIDDEN,
    POINTS,
    SHELL_COLOURS,
    SHELL_OF_EACH,
    SHELLS,
    SHELLS_OF_CHOICE,
    SHIP,
    STARS,
    Gift,
    card_colours,
)
from boardgames.games.titania.layout import (
    BONUS_SPACE,
    BUILDING_SPACE,
    CASTLE,
    FOG,
    POINT_SPACE,
    TOWER_SPACE,
    Space,
    TitaniaLayout,
)
from boardgames.ui import theme as th
from boardgames.ui.boards import HexBoard
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import Button

Point = tuple[float, float]
Cell = tuple[int, int]

# Okabe-Ito for the three fleets, as the brief fixes them.
SHIP_RGB: dict[str, th.Color] = {"blue": th.BLUE, "yellow": th.YELLOW, "red": th.VERMILLION}
SHIP_LETTER: dict[str, str] = {"blue": "B", "yellow": "Y", "red": "R"}
# Shells and towers: four lightness steps (dark black, mid brown, mid-light green, white) so they
# separate even in greyscale, and a letter each. K is black, as in CMYK, to keep B for brown.
SHELL_RGB: dict[str, th.Color] = {
    "brown": (146, 92, 46),
    "green": (0, 158, 115),
    "black": (30, 30, 34),
    "white": (242, 240, 232),
}
SHELL_LETTER: dict[str, str] = {"brown": "B", "green": "G", "black": "K", "white": "W"}
STAR_RGB: th.Color = th.ORANGE
TRACK_LENGTH = 100  # the scoring track runs 0-99; a marker past 99 starts a second lap

SEA: th.Color = (18, 62, 96)
SEA_LINE: th.Color = (30, 82, 120)
FRAME: th.Color = (34, 40, 50)
SPACE_RGB: dict[str, th.Color] = {
    CASTLE: (206, 192, 158),
    FOG: (150, 164, 184),
    BONUS_SPACE: (94, 160, 170),
    POINT_SPACE: (120, 140, 196),
    BUILDING_SPACE: (206, 184, 138),
    TOWER_SPACE: (178, 172, 162),
}
SPACE_NAMES: dict[str, str] = {
    CASTLE: "Castle",
    FOG: "Fog space",
    BONUS_SPACE: "Bonus space",
    POINT_SPACE: "Point space",
    BUILDING_SPACE: "Building space (crane)",
    TOWER_SPACE: "Tower space",
}
INK: th.Color = (24, 26, 32)


def card_label(card: str) -> str:
    """B, Y, R or B/Y ...: the letters a card shows."""
    return "/".join(SHIP_LETTER[c] for c in card_colours(card) if c in SHIP_LETTER) or "?"


# --- shapes --------------------------------------------------------------------------------------
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
    label = theme.text(text, size, th.contrast_text(background), bold=True)
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
        label = theme.outlined("?", "small", th.WHITE)
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
        label = theme.text(mark, "small", th.contrast_text(fill), bold=True)
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


def gift_words(gifts: Sequence[Gift]) -> str:
    return " and ".join(g.label for g in gifts)


def draw_story(surface: pygame.Surface, rect: pygame.Rect, colour: str) -> None:
    """One story of a tower: a brick in the tower's colour with a dark edge and a lit top."""
    fill = SHELL_RGB[colour]
    edge = (150, 150, 156) if colour == "black" else th.mix(fill, th.BLACK, 0.55)
    pygame.draw.rect(surface, fill, rect, border_radius=2)
    top = th.mix(fill, th.WHITE, 0.45) if colour != "white" else (255, 255, 255)
    pygame.draw.line(surface, top, (rect.x + 2, rect.y + 1), (rect.right - 3, rect.y + 1))
    pygame.draw.rect(surface, edge, rect, 1, border_radius=2)


# --- the scoring track ---------------------------------------------------------------------------
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


# --- the pre-rendered board ----------------------------------------------------------------------
class BoardArt:
    """Everything static, pre-rendered for one window size, plus the sprites frames blit."""

    def __init__(
        self, layout: TitaniaLayout, board: HexBoard, rect: pygame.Rect, track: Track, theme: Theme
    ) -> None:
        self.layout = layout
        self.board = board
        self.rect = rect.copy()
        self.track = track
        self.theme = theme
        self.size = board.size
        self.key = (rect.size, rect.topleft, round(board.size, 3), theme.px["small"])
        r = board.size
        self.ship_size = r * 0.64
        self.fog_radius = r * 0.5
        self.star_radius = r * 0.21
        self.static = self._static()
        self.ships = {c: self._ship(c) for c in (*SHIP_RGB, "extra")}
        self.fog_back = self._fog_back()
        self._fog_faces: dict[Gift, pygame.Surface] = {}
        self.star = self._star()
        self.glow = self._hex_sprite((255, 255, 255, 80), (255, 255, 255, 240), 3, dark=True)
        self.hover = self._hex_sprite(None, (255, 255, 255, 255), 3)
        self.last = self._hex_sprite(None, (*th.YELLOW, 255), 2, inset=0.82)
        self.selected = self._hex_sprite((86, 180, 233, 70), (*th.SKY, 255), 4)
        self.markers = [self._marker(seat, 0.34) for seat in range(5)]
        self.small_markers = [self._marker(seat, 0.22) for seat in range(5)]

    # --- sprites -------------------------------------------------------------------------------
    def _sprite(self, w: float, h: float) -> pygame.Surface:
        return pygame.Surface((max(1, math.ceil(w)), max(1, math.ceil(h))), pygame.SRCALPHA)

    def _ship(self, colour: str) -> pygame.Surface:
        s = self.ship_size
        surf = self._sprite(s + 4, s + 4)
        draw_ship(surf, self.theme, ((s + 4) / 2, (s + 4) / 2), s, colour)
        return surf

    def _fog_back(self) -> pygame.Surface:
        rad = self.fog_radius
        surf = self._sprite(2 * rad + 4, 2 * rad + 4)
        c = (rad + 2, rad + 2)
        pygame.draw.circle(surf, (74, 84, 104), c, rad)
        for k in range(3):
            box = pygame.Rect(0, 0, rad * (1.5 - 0.4 * k), rad * (0.9 - 0.25 * k))
            box.center = (round(c[0] + (k - 1) * rad * 0.12), round(c[1] + (k - 1) * rad * 0.35))
            pygame.draw.arc(surf, (150, 162, 186), box, 0.2, 2.9, max(1, int(rad / 10)))
        pygame.draw.circle(surf, INK, c, rad, max(1, int(rad / 10)))
        label = self.theme.outlined("?", "normal", (226, 230, 240))
        surf.blit(label, label.get_rect(center=c))
        return surf

    def fog_face(self, gift: Gift) -> pygame.Surface:
        if gift.kind == HIDDEN:
            return self.fog_back
        surf = self._fog_faces.get(gift)
        if surf is None:
            rad = self.fog_radius
            surf = self._sprite(2 * rad + 4, 2 * rad + 4)
            c = (rad + 2, rad + 2)
            pygame.draw.circle(surf, (240, 234, 214), c, rad)
            pygame.draw.circle(surf, INK, c, rad, max(1, int(rad / 10)))
            draw_gift(surf, self.theme, c, rad * 1.15, gift)
            self._fog_faces[gift] = surf
        return surf

    def _star(self) -> pygame.Surface:
        rad = self.star_radius
        surf = self._sprite(2 * rad + 4, 2 * rad + 4)
        draw_star(surf, (rad + 2, rad + 2), rad)
        return surf

    def _hex_sprite(
        self,
        fill: tuple[int, int, int, int] | None,
        edge: tuple[int, int, int, int],
        width: int,
        inset: float = 0.93,
        dark: bool = False,
    ) -> pygame.Surface:
        r = self.size
        surf = self._sprite(2 * r + 4, 2 * r + 4)
        pts = hex_points((r + 2, r + 2), r * inset, self.board.pointy)
        if fill is not None:
            pygame.draw.polygon(surf, fill, pts)
        pygame.draw.polygon(surf, edge, pts, width)
        if dark:  # a thin dark line inside keeps the glow visible on light spaces too
            inner = hex_points((r + 2, r + 2), r * inset - width - 1, self.board.pointy)
            pygame.draw.polygon(surf, (0, 0, 0, 150), inner, 1)
        return surf

    def _marker(self, seat: int, share: float) -> pygame.Surface:
        rad = max(4.0, self.track.thickness * share)
        surf = self._sprite(2 * rad + 6, 2 * rad + 6)
        style = th.player_style(seat)
        th.draw_glyph(surf, style.glyph, (rad + 3, rad + 3), rad, style.color, th.BLACK)
        return surf

    def blit_center(self, surface: pygame.Surface, sprite: pygame.Surface, at: Point) -> None:
        surface.blit(sprite, sprite.get_rect(center=(round(at[0]), round(at[1]))))

    # --- positions inside a space ----------------------------------------------------------------
    def ship_spot(self, cell: Cell, k: int) -> Point:
        """Where the ``k``-th ship on a space stands (0: left, 1: right), low in the hex."""
        cx, cy = self.board.center(cell)
        r = self.size
        return (cx + (k - 0.5) * r * 0.8, cy + r * 0.42)

    def fog_spot(self, cell: Cell) -> Point:
        cx, cy = self.board.center(cell)
        return (cx, cy - self.size * 0.22)

    def star_spot(self, cell: Cell) -> Point:
        cx, cy = self.board.center(cell)
        return (cx, cy - self.size * 0.72)

    def tower_columns(self, space: Space) -> list[pygame.Rect]:
        """One plinth per tower, side by side low in the hex; stories stack above them."""
        cx, cy = self.board.center(space.at)
        r = self.size
        n = len(space.towers)
        width = r * (0.44 - 0.04 * n)
        gap = r * 0.06
        total = n * width + (n - 1) * gap
        x0 = cx - total / 2
        out = []
        for j in range(n):
            rect = pygame.Rect(0, 0, round(width), round(r * 0.26))
            rect.x = round(x0 + j * (width + gap))
            rect.bottom = round(cy + r * 0.54)
            out.append(rect)
        return out

    def story_rect(self, space: Space, j: int, level: int) -> pygame.Rect:
        """The ``level``-th story (1-4) of tower ``j``: a brick above the plinth."""
        plinth = self.tower_columns(space)[j]
        h = self.size * 0.19
        rect = pygame.Rect(0, 0, plinth.width, max(3, round(h) - 1))
        rect.centerx = plinth.centerx
        rect.bottom = round(plinth.top - 1 - (level - 1) * h)
        return rect

    # --- the static picture ----------------------------------------------------------------------
    def _static(self) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size)
        surf.fill(FRAME)
        ox, oy = self.rect.topleft
        self._draw_track(surf, ox, oy)
        sea = self.rect.inflate(-2 * self.track.thickness - 6, -2 * self.track.thickness - 6)
        sea.move_ip(-ox, -oy)
        pygame.draw.rect(surf, SEA, sea, border_radius=14)
        step = max(14, int(self.size * 0.7))
        for y in range(sea.y + step // 2, sea.bottom - 6, step):
            for x in range(sea.x + ((y // step) % 2) * step, sea.right - step, step * 2):
                pygame.draw.arc(surf, SEA_LINE, (x, y, step, step // 2), 0.4, 2.7, 1)
        pygame.draw.rect(surf, (10, 36, 58), sea, 2, border_radius=14)
        for space in self.layout.spaces:
            self._draw_space(surf, space, ox, oy)
        return surf

    def _draw_track(self, surf: pygame.Surface, ox: int, oy: int) -> None:
        theme = self.theme
        for i, cell in enumerate(self.track.cells):
            r = cell.move(-ox, -oy)
            fill = (66, 74, 88) if (i // 5) % 2 == 0 else (80, 88, 104)
            if i % 10 == 0:
                fill = th.mix(fill, th.WHITE, 0.12)
            pygame.draw.rect(surf, fill, r)
            pygame.draw.rect(surf, FRAME, r, 1)
            if i % 5 == 0:
                label = theme.text(str(i), "small", th.contrast_text(fill), bold=i % 10 == 0)
                surf.blit(label, label.get_rect(center=r.center))

    def _draw_space(self, surf: pygame.Surface, space: Space, ox: int, oy: int) -> None:
        theme = self.theme
        r = self.size
        cx, cy = self.board.center(space.at)
        c = (cx - ox, cy - oy)
        fill = SPACE_RGB[space.kind]
        pts = hex_points(c, r * 0.95, self.board.pointy)
        pygame.draw.polygon(surf, fill, pts)
        pygame.draw.polygon(
            surf, th.mix(fill, th.WHITE, 0.35), hex_points(c, r * 0.88, self.board.pointy), 1
        )
        pygame.draw.polygon(surf, th.mix(fill, th.BLACK, 0.45), pts, 2)
        if space.kind == CASTLE:
            wall = pygame.Rect(0, 0, r * 1.1, r * 0.3)
            wall.center = (round(c[0]), round(c[1] - r * 0.02))
            pygame.draw.rect(surf, (150, 138, 110), wall)
            for k in range(4):
                tooth = pygame.Rect(0, 0, r * 0.16, r * 0.14)
                tooth.bottomleft = (round(wall.x + k * wall.width / 3.6), wall.top)
                pygame.draw.rect(surf, (150, 138, 110), tooth)
            pygame.draw.rect(surf, INK, wall, 1)
            draw_flag(surf, theme, (c[0] + r * 0.1, c[1] - r * 0.52), r * 0.46, space.flag)
        elif space.kind == FOG:
            for k in range(3):
                y = c[1] + r * (0.1 + 0.16 * k)
                pygame.draw.arc(
                    surf,
                    th.mix(fill, th.WHITE, 0.4),
                    (c[0] - r * 0.6, y, r * 1.2, r * 0.3),
                    0.3,
                    2.8,
                    1,
                )
        elif space.kind == BONUS_SPACE:
            n = len(space.gifts)
            for k, gift in enumerate(space.gifts):
                dy = 0.0 if n == 1 else (k - 0.5) * r * 0.56
                size = r * (0.62 if n == 1 else 0.54)
                draw_gift(surf, theme, (c[0], c[1] - r * 0.3 + dy), size, gift)
        elif space.kind == POINT_SPACE:
            draw_diamond(surf, theme, (c[0], c[1] - r * 0.3), r * 0.42, "?")
        elif space.kind == BUILDING_SPACE:
            draw_crane(surf, (c[0], c[1] - r * 0.22), r * 0.8, INK)
        elif space.kind == TOWER_SPACE:
            rock = th.mix(fill, th.BLACK, 0.3)
            for j, colour in enumerate(space.towers):
                base = self.tower_columns(space)[j].move(-ox, -oy)
                for level in range(1, 5):  # faint empty slots: how high a tower may grow
                    slot = self.story_rect(space, j, level).move(-ox, -oy)
                    pygame.draw.rect(surf, th.mix(fill, th.BLACK, 0.18), slot, 1, border_radius=2)
                pygame.draw.rect(surf, rock, base.inflate(4, 4), border_radius=3)
                pygame.draw.rect(surf, SHELL_RGB[colour], base, border_radius=2)
                pygame.draw.rect(surf, INK, base, 1, border_radius=2)
                draw_letter(surf, theme, SHELL_LETTER[colour], base.center, SHELL_RGB[colour])


# --- the hand of cards ---------------------------------------------------------------------------
@dataclass(eq=False)
class CardButton(Button):
    """A ship card in the hand: its colour (both halves for a joker) and its letter(s).

    For a joker, ``half`` records which colour half the last click landed on, so a selected joker's
    ship colour can be picked by clicking that half of the card.
    """

    card: str = ""
    half: str = ""
    dim: bool = False  # shown but not playable in this step (a click still gets a reason)
    _veil: pygame.Surface | None = None

    def handle(self, event: pygame.event.Event) -> bool:
        clicked = super().handle(event)
        if clicked:
            colours = card_colours(self.card)
            left = event.pos[0] < self.rect.centerx
            self.half = colours[0] if left or len(colours) == 1 else colours[1]
        return clicked

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        rect = self.rect.move(0, -6 if self.selected else 0)
        radius = max(4, rect.width // 7)
        colours = [c for c in card_colours(self.card) if c in SHIP_RGB]
        pygame.draw.rect(surface, th.BLACK, rect.inflate(4, 4), border_radius=radius + 2)
        if not colours:
            pygame.draw.rect(surface, th.PANEL_LIGHT, rect, border_radius=radius)
            return
        halves = []
        for k, colour in enumerate(colours):
            part = rect.copy()
            part.width = rect.width // len(colours)
            part.x = rect.x + k * part.width
            if k == len(colours) - 1:
                part.width = rect.right - part.x
            halves.append((part, colour))
            fill = SHIP_RGB[colour]
            if self.hover and self.enabled:
                fill = th.mix(fill, th.WHITE, 0.2)
            clip = surface.get_clip()
            surface.set_clip(part.clip(clip) if clip else part)
            pygame.draw.rect(surface, fill, rect, border_radius=radius)
            surface.set_clip(clip)
        inner = rect.inflate(-max(4, rect.width // 6), -max(4, rect.width // 6))
        pygame.draw.rect(surface, (250, 250, 250), inner, 1, border_radius=max(2, radius - 2))
        for part, colour in halves:
            fill = SHIP_RGB[colour]
            big = "large" if part.width >= 30 else "normal"
            label = theme.text(SHIP_LETTER[colour], big, th.contrast_text(fill), bold=True)
            surface.blit(label, label.get_rect(center=(part.centerx, rect.y + rect.height * 0.38)))
            icon = min(part.width * 0.7, rect.height * 0.3)
            draw_ship(
                surface,
                theme,
                (part.centerx, rect.y + rect.height * 0.74),
                icon,
                colour,
                th.contrast_text(fill),
                letter=False,
            )
        if len(halves) == 2:
            x = halves[1][0].x
            pygame.draw.line(surface, th.BLACK, (x, rect.y + 3), (x, rect.bottom - 4), 2)
        edge = th.WHITE if self.selected else th.mix(th.BLACK, th.WHITE, 0.2)
        pygame.draw.rect(surface, edge, rect, 3 if self.selected else 1, border_radius=radius)
        if self.dim or not self.enabled:
            if self._veil is None or self._veil.get_size() != rect.size:
                self._veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(
                    self._veil, (*th.BG, 150), self._veil.get_rect(), border_radius=radius
                )
            surface.blit(self._veil, rect)
