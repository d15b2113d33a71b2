"""Drawing Titicaca's landscape and pieces: land fields, lakes, border sticks, houses and temples.

Land types differ by shade and by an icon pattern (grassland: tufts, forest: fir trees, mountains:
peaks, savanna: dots and an acacia, pampa: wind waves); players by colour and by the glyph drawn
on every house. Hex tiles are pre-rendered once per hex size (``HexArt``) and the whole static
landscape once per layout (``render_landscape``), so a frame only draws what changes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from boardgames.games.titicaca.board import BoardCell
from boardgames.ui import theme as th
from boardgames.ui.anim import Anim
from boardgames.ui.boards import HexBoard
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import readable, tip_panel

Point = tuple[float, float]

# The game fixes the player colours; these are the nearest Okabe-Ito shades, pulled apart in
# lightness where two are close in hue: red is a deep crimson and orange a light amber, so the two
# tell apart at a glance (and in greyscale). Purple and pink have no Okabe-Ito twin, so they are a
# blue-leaning purple and a light pink. The glyph on every house carries the seat as well.
PLAYER_RGB: dict[str, th.Color] = {
    "yellow": (240, 228, 66),
    "red": (190, 30, 45),
    "orange": (242, 160, 20),
    "purple": (128, 96, 200),
    "pink": (240, 150, 200),
}
# The rulebook's seat order, for when no layout can be read (the menu still shows these colours).
DEFAULT_COLOURS: tuple[str, ...] = ("yellow", "red", "orange", "purple", "pink")

# Land types: shades that also differ in lightness, plus an icon pattern each.
LAND_RGB: dict[str, th.Color] = {
    "grassland": (148, 204, 104),
    "forest": (38, 112, 72),
    "mountains": (140, 136, 146),
    "savanna": (234, 208, 132),
    "pampa": (184, 134, 86),
}
FALLBACK_LAND: th.Color = (170, 170, 150)  # a land type an edited layout file adds
WATER: th.Color = (44, 112, 180)
WATER_LIGHT: th.Color = (120, 178, 230)
# The rulebook's border sticks are black (the lesson says so too); a pale rim keeps them apart
# from the dark forest and the lakes.
STICK_RIM: th.Color = (214, 208, 196)
STICK_BLACK: th.Color = (22, 22, 24)
STONE: th.Color = (214, 204, 180)
FACE_DOWN: th.Color = (112, 116, 124)
SHADOW: th.Color = (12, 14, 18)


def player_rgb(colour: str) -> th.Color:
    return PLAYER_RGB.get(colour, th.WHITE)


def land_rgb(land_type: str) -> th.Color:
    return LAND_RGB.get(land_type, FALLBACK_LAND)


# --- pre-rendered hex art --------------------------------------------------------------------
def _hex_points(w: int, h: int, s: float) -> list[Point]:
    cx, cy = w / 2, h / 2
    return [
        (cx + s * math.cos(math.radians(30 + 60 * i)), cy + s * math.sin(math.radians(30 + 60 * i)))
        for i in range(6)
    ]


class HexArt:
    """Hex-shaped surfaces at one size: each land type, water, and the translucent overlays."""

    def __init__(self, size: float, land_types: Iterable[str]) -> None:
        self.size = size
        self.w = math.ceil(math.sqrt(3) * size) + 2
        self.h = math.ceil(2 * size) + 2
        self.lands = {t: self._masked(self._land(t)) for t in land_types}
        self.water = self._masked(self._water())
        ring = max(3, round(size / 12))
        self.glow = self._overlay(th.WHITE, 80, None, 0)
        self.ring = self._overlay(th.WHITE, 0, th.WHITE, ring)
        self.hover = self._overlay(th.WHITE, 60, th.WHITE, ring + 1)
        self.land_hover = self._overlay(th.WHITE, 60, th.WHITE, 2)
        self.stake = self._overlay(th.YELLOW, 35, th.YELLOW, max(2, ring - 1))
        self.selected = self._overlay(th.SKY, 110, th.SKY, ring + 1)
        self.dim = self._overlay(th.BLACK, 95, None, 0)

    def tile(self, land_type: str) -> pygame.Surface:
        if land_type not in self.lands:
            self.lands[land_type] = self._masked(self._land(land_type))
        return self.lands[land_type]

    def blit(self, surface: pygame.Surface, art: pygame.Surface, center: Point) -> None:
        surface.blit(art, (round(center[0] - self.w / 2), round(center[1] - self.h / 2)))

    def _masked(self, art: pygame.Surface) -> pygame.Surface:
        mask = pygame.Surface((self.w, self.h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), _hex_points(self.w, self.h, self.size))
        art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return art

    def _overlay(
        self, fill: th.Color, alpha: int, edge: th.Color | None, width: int
    ) -> pygame.Surface:
        surf = pygame.Surface((self.w, self.h), pygame.SRCALPHA)
        pts = _hex_points(self.w, self.h, self.size - 1)
        pygame.draw.polygon(surf, (*fill, alpha), pts)
        if edge is not None and width:
            # inset, so the border sticks lying on the hex's sides do not cover the ring
            inner = _hex_points(self.w, self.h, self.size * 0.84 - width / 2)
            # a dark rim under the light ring keeps it visible on the light savanna too
            pygame.draw.polygon(surf, (0, 0, 0, 150), inner, width + 3)
            pygame.draw.polygon(surf, (*edge, 240), inner, width)
        return surf

    def _land(self, land_type: str) -> pygame.Surface:
        s = self.size
        surf = pygame.Surface((self.w, self.h), pygame.SRCALPHA)
        base = land_rgb(land_type)
        surf.fill((*base, 255))
        cx, cy = self.w / 2, self.h / 2
        pattern: Callable[[pygame.Surface, th.Color, float, float, float], None] = {
            "grassland": _grass,
            "forest": _forest,
            "mountains": _mountains,
            "savanna": _savanna,
            "pampa": _pampa,
        }.get(land_type, _hatch)
        pattern(surf, base, cx, cy, s)
        return surf

    def _water(self) -> pygame.Surface:
        s = self.size
        surf = pygame.Surface((self.w, self.h), pygame.SRCALPHA)
        surf.fill((*WATER, 255))
        cx, cy = self.w / 2, self.h / 2
        pygame.draw.circle(surf, th.mix(WATER, WATER_LIGHT, 0.25), (cx, cy), s * 0.78)
        width = max(1, round(s / 22))
        for dx, dy in ((-0.5, -0.62), (0.28, -0.5), (-0.55, 0.55), (0.32, 0.62)):
            x, y = cx + dx * s, cy + dy * s
            for k in (0, 1):
                rect = pygame.Rect(0, 0, s * 0.26, s * 0.16)
                rect.center = (round(x + k * s * 0.24), round(y))
                pygame.draw.arc(surf, WATER_LIGHT, rect, 0.3, math.pi - 0.3, width)
        return surf


# Each pattern draws small icons in a fixed scatter, so every field of a type looks alike.
SCATTER: tuple[Point, ...] = ((-0.45, -0.42), (0.4, -0.46), (-0.58, 0.3), (0.55, 0.28), (0, 0.66))


def _grass(surf: pygame.Surface, base: th.Color, cx: float, cy: float, s: float) -> None:
    ink = th.mix(base, (30, 80, 20), 0.55)
    w = max(1, round(s / 26))
    for dx, dy in (*SCATTER, (0.0, -0.72)):
        x, y = cx + dx * s, cy + dy * s
        h = s * 0.16
        for lean in (-0.5, 0.0, 0.5):
            pygame.draw.line(surf, ink, (x, y), (x + lean * h * 0.7, y - h), w)


def _forest(surf: pygame.Surface, base: th.Color, cx: float, cy: float, s: float) -> None:
    dark = th.mix(base, th.BLACK, 0.4)
    light = th.mix(base, th.WHITE, 0.22)
    for dx, dy in SCATTER:
        x, y = cx + dx * s, cy + dy * s
        h, hw = s * 0.3, s * 0.12
        pygame.draw.line(surf, dark, (x, y + h * 0.45), (x, y + h * 0.62), max(1, round(s / 22)))
        pygame.draw.polygon(
            surf, light, [(x, y - h * 0.5), (x + hw, y + h * 0.45), (x - hw, y + h * 0.45)]
        )
        pygame.draw.polygon(
            surf, dark, [(x, y - h * 0.5), (x + hw, y + h * 0.45), (x - hw, y + h * 0.45)], 1
        )


def _mountains(surf: pygame.Surface, base: th.Color, cx: float, cy: float, s: float) -> None:
    dark = th.mix(base, th.BLACK, 0.45)
    snow = th.mix(base, th.WHITE, 0.75)
    for dx, dy, k in ((-0.42, -0.3, 0.9), (0.4, -0.34, 0.8), (-0.05, 0.52, 1.0)):
        x, y = cx + dx * s, cy + dy * s
        h, hw = s * 0.34 * k, s * 0.26 * k
        peak = (x, y - h / 2)
        left, right = (x - hw, y + h / 2), (x + hw, y + h / 2)
        pygame.draw.polygon(surf, th.mix(base, th.BLACK, 0.18), [peak, right, left])
        cap = [peak, (x + hw * 0.35, y - h / 2 + h * 0.35), (x - hw * 0.35, y - h / 2 + h * 0.35)]
        pygame.draw.polygon(surf, snow, cap)
        pygame.draw.lines(surf, dark, False, [left, peak, right], max(1, round(s / 24)))


def _savanna(surf: pygame.Surface, base: th.Color, cx: float, cy: float, s: float) -> None:
    ink = th.mix(base, (120, 80, 20), 0.5)
    step = s * 0.28
    r = max(1.0, s / 28)
    rows = int(2 * s / step) + 2
    for j in range(-rows, rows):
        for i in range(-rows, rows):
            x = cx + i * step + (j % 2) * step / 2
            y = cy + j * step * 0.8
            pygame.draw.circle(surf, ink, (x, y), r)
    # one acacia: a flat crown on a thin trunk
    x, y = cx + 0.05 * s, cy - 0.05 * s
    trunk = th.mix(base, th.BLACK, 0.55)
    pygame.draw.line(surf, trunk, (x, y + s * 0.3), (x, y - s * 0.05), max(2, round(s / 16)))
    crown = pygame.Rect(0, 0, s * 0.62, s * 0.2)
    crown.center = (round(x), round(y - s * 0.1))
    pygame.draw.ellipse(surf, th.mix(base, (60, 100, 30), 0.6), crown)
    pygame.draw.ellipse(surf, trunk, crown, 1)


def _pampa(surf: pygame.Surface, base: th.Color, cx: float, cy: float, s: float) -> None:
    ink = th.mix(base, (90, 50, 10), 0.55)
    w = max(1, round(s / 22))
    amp = s * 0.06
    for k in range(-3, 4):
        y0 = cy + k * s * 0.3
        pts = [(cx - s + i * s / 8, y0 + amp * math.sin(i * math.pi / 2 + k)) for i in range(0, 17)]
        pygame.draw.lines(surf, ink, False, pts, w)


def _hatch(surf: pygame.Surface, base: th.Color, cx: float, cy: float, s: float) -> None:
    ink = th.mix(base, th.BLACK, 0.35)
    for k in range(-4, 5):
        x = cx + k * s * 0.3
        pygame.draw.line(surf, ink, (x - s, cy - s), (x + s, cy + s), 1)


# --- the static landscape ----------------------------------------------------------------------
def render_landscape(
    board: HexBoard,
    cells: Sequence[BoardCell],
    art: HexArt,
    theme: Theme,
    rect: pygame.Rect,
    scoring_lakes: Sequence[int],
) -> pygame.Surface:
    """Every hex with its land type or lake number, outlines and a drop shadow, drawn once."""
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    ox, oy = -rect.x, -rect.y
    s = board.size
    shadow = max(2, round(s / 10))

    def shifted(poly: list[Point], dx: float = 0, dy: float = 0) -> list[Point]:
        return [(x + ox + dx, y + oy + dy) for x, y in poly]

    for c in cells:
        pygame.draw.polygon(surf, SHADOW, shifted(board.polygon(c.cell), shadow * 0.6, shadow))
    for c in cells:
        x, y = board.center(c.cell)
        tile = art.water if c.is_lake else art.tile(c.land_type or "")
        art.blit(surf, tile, (x + ox, y + oy))
    for c in cells:
        edge = (
            th.mix(WATER, th.BLACK, 0.45)
            if c.is_lake
            else th.mix(land_rgb(c.land_type or ""), th.BLACK, 0.45)
        )
        pygame.draw.polygon(surf, edge, shifted(board.polygon(c.cell)), 1)
    for c in cells:
        if c.lake is None:
            continue
        x, y = board.center(c.cell)
        label = theme.outlined(str(c.lake), "large", th.WHITE)
        surf.blit(label, label.get_rect(center=(round(x + ox), round(y + oy))))
        if c.lake in scoring_lakes:
            draw_scoring_mark(surf, (x + ox + s * 0.5, y + oy - s * 0.42), s * 0.2)
    return surf


def draw_scoring_mark(surface: pygame.Surface, center: Point, radius: float) -> None:
    """A gold star: a scoring follows this lake."""
    pts = th.glyph_points("star", center, radius)
    pygame.draw.polygon(surface, (250, 210, 70), pts)
    pygame.draw.polygon(surface, th.BLACK, pts, max(1, round(radius / 6)))


# --- pieces --------------------------------------------------------------------------------------
def house_points(center: Point, size: float) -> list[Point]:
    """A house outline (walls and roof) of width ``size`` centred on its walls."""
    x, y = center
    hw = size / 2
    wall = size * 0.62
    return [
        (x - hw, y + wall / 2),
        (x - hw, y - wall / 2 + size * 0.05),
        (x, y - wall / 2 - size * 0.42),
        (x + hw, y - wall / 2 + size * 0.05),
        (x + hw, y + wall / 2),
    ]


def draw_house(
    surface: pygame.Surface,
    center: Point,
    size: float,
    color: th.Color,
    glyph: str,
    shadow: bool = True,
) -> None:
    """A house in the player's colour with the player's glyph on its walls."""
    x, y = center
    if shadow:
        foot = pygame.Rect(0, 0, size * 1.15, size * 0.3)
        foot.center = (round(x + size * 0.06), round(y + size * 0.33))
        pygame.draw.ellipse(surface, SHADOW, foot)
    pts = house_points(center, size)
    pygame.draw.polygon(surface, color, pts)
    roof = [pts[1], pts[2], pts[3]]
    pygame.draw.polygon(surface, th.mix(color, th.BLACK, 0.25), roof)
    pygame.draw.polygon(surface, th.BLACK, pts, max(1, round(size / 14)))
    ink = th.contrast_text(color)
    th.draw_glyph(surface, glyph, (x, y + size * 0.04), size * 0.2, ink, th.mix(ink, color, 0.3))


def draw_temple(
    surface: pygame.Surface,
    theme: Theme,
    center: Point,
    size: float,
    value: int | None,
    face_up: bool,
    width_scale: float = 1.0,
) -> None:
    """A stepped temple of width ``size``: stone when face up, grey when face down. Its value
    shows below it ("+2") where the viewer may know it, else "?"."""
    x, y = center
    fill = STONE if face_up else FACE_DOWN
    steps = 3
    h = size * 0.8
    step_h = h / steps
    ws = max(0.05, width_scale)
    edge = max(1, round(size / 14))
    for k in range(steps):
        w = size * (1 - k * 0.27) * ws
        top = y + h / 2 - (k + 1) * step_h
        rect = pygame.Rect(
            round(x - w / 2), round(top), max(1, round(w)), max(1, round(step_h) + 1)
        )
        pygame.draw.rect(surface, fill, rect)
        pygame.draw.rect(surface, th.BLACK, rect, edge)
    door = pygame.Rect(0, 0, max(2, round(size * 0.16 * ws)), max(2, round(step_h * 0.8)))
    door.midbottom = (round(x), round(y + h / 2))
    pygame.draw.rect(surface, th.mix(fill, th.BLACK, 0.6), door)
    if ws < 0.5:
        return
    text = "?" if value is None else f"+{value}"
    label = theme.outlined(text, readable(theme, "small"), (255, 226, 120) if face_up else th.WHITE)
    surface.blit(label, label.get_rect(midtop=(round(x), round(y + h / 2 - 2))))


def draw_stick(
    surface: pygame.Surface, a: Point, b: Point, width: float, shrink: float = 0.0
) -> None:
    """A black border stick along a shared hex side (``shrink`` 0..1 pulls it to its middle)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    k = 0.86 * (1 - shrink)
    p = (mx + (a[0] - mx) * k, my + (a[1] - my) * k)
    q = (mx + (b[0] - mx) * k, my + (b[1] - my) * k)
    w = max(2, round(width))
    pygame.draw.line(surface, STICK_RIM, p, q, w + 2)
    pygame.draw.circle(surface, STICK_RIM, p, (w + 2) / 2)
    pygame.draw.circle(surface, STICK_RIM, q, (w + 2) / 2)
    pygame.draw.line(surface, STICK_BLACK, p, q, max(1, w - 1))


# --- boxes with text
# -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Line:
    """One line of a tooltip: text, with an optional land swatch or player glyphs before it."""

    text: str
    land_type: str | None = None
    glyphs: tuple[tuple[str, th.Color], ...] = ()
    color: th.Color = th.TEXT
    bold: bool = False


def render_box(
    theme: Theme, lines: Sequence[Line], art: HexArt | None, size: str = "small"
) -> pygame.Surface:
    """A dark rounded box with the lines (rendered once; the caller caches and blits it)."""
    pad = 8 if size == "small" else 14
    size = readable(theme, size)
    font_h = theme.font(size).get_linesize()
    icon = font_h - 2
    rendered = []
    width = 0
    for line in lines:
        label = theme.text(line.text, size, line.color, bold=line.bold)
        lead = (icon + 4 if line.land_type else 0) + len(line.glyphs) * (icon + 2)
        rendered.append((line, label, lead))
        width = max(width, lead + label.get_width())
    box = pygame.Surface((width + 2 * pad, len(lines) * (font_h + 2) + 2 * pad), pygame.SRCALPHA)
    tip_panel(box, box.get_rect())
    y = pad
    for line, label, _lead in rendered:
        x = pad
        cy = y + font_h / 2
        if line.land_type:
            draw_swatch(box, (x + icon / 2, cy), icon / 2, line.land_type, art)
            x += icon + 4
        for glyph, color in line.glyphs:
            th.draw_glyph(box, glyph, (x + icon / 2, cy), icon * 0.42, color)
            x += icon + 2
        box.blit(label, (x, y + (font_h - label.get_height()) / 2))
        y += font_h + 2
    return box


def draw_swatch(
    surface: pygame.Surface, center: Point, radius: float, land_type: str, art: HexArt | None
) -> None:
    """A small hex in a land type's colour and pattern (for the legend and the tooltips)."""
    pts = [
        (
            center[0] + radius * math.cos(math.radians(30 + 60 * i)),
            center[1] + radius * math.sin(math.radians(30 + 60 * i)),
        )
        for i in range(6)
    ]
    if art is not None:
        small = pygame.transform.smoothscale(
            art.tile(land_type), (round(radius * 1.8), round(radius * 2.1))
        )
        surface.blit(small, small.get_rect(center=(round(center[0]), round(center[1]))))
    else:
        pygame.draw.polygon(surface, land_rgb(land_type), pts)
    pygame.draw.polygon(surface, th.BLACK, pts, 1)


class Banner(Anim):
    """A box that pops in over the board, holds, then fades (the revealed bids)."""

    def __init__(
        self, surface: pygame.Surface, center: Point, duration: float, delay: float = 0.0
    ) -> None:
        super().__init__(duration=duration, delay=delay)
        self.surface = surface
        self.center = center

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if not self.started:
            return
        t = self.progress
        pop = min(1.0, t * self.duration / 0.25)  # the first 250 ms: grow in, ease-out
        scale = 0.6 + 0.4 * (1 - (1 - pop) ** 3)
        fade = 1.0 if t < 0.8 else max(0.0, (1 - t) / 0.2)
        img = self.surface
        if scale < 0.999:
            w, h = img.get_size()
            img = pygame.transform.smoothscale(
                img, (max(1, round(w * scale)), max(1, round(h * scale)))
            )
        if fade < 1:
            img = img.copy()
            img.set_alpha(round(255 * fade))
        surface.blit(img, img.get_rect(center=(round(self.center[0]), round(self.center[1]))))
