"""Drawing Tiwanaku's pieces: terrain tiles, fog, crop tokens, pawns, region outlines and tracks.

Terrains differ by lightness and by a pattern (sand: dots, earth: furrows, grass: tufts, rock:
cracks) plus a letter, and crops by a numeral on the token, so nothing depends on colour alone.
Tiles are pre-rendered once per cell size and blitted, which keeps a frame well under budget.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from boardgames.games.tiwanaku.land import CROPS
from boardgames.ui import theme as th
from boardgames.ui.boards import SquareBoard
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import Button, SlotButton, fit_label, readable

Point = tuple[float, float]

TERRAIN_COLORS: dict[str, th.Color] = {
    "sand": (236, 214, 150),
    "earth": (140, 92, 58),
    "grass": (96, 168, 92),
    "rock": (128, 132, 144),
}
FOG: th.Color = (52, 58, 70)
CROP_COLORS: dict[int, th.Color] = {
    1: (150, 105, 60),  # potato, brown
    2: (0, 158, 115),  # coca, green
    3: (170, 24, 48),  # chili, crimson (not vermillion: that is the first pawn colour)
    4: (214, 170, 30),  # corn, gold (not the third pawn colour, yellow)
    5: (150, 90, 170),  # quinoa, purple
}


def crop_label(value: int) -> str:
    return f"{CROPS[value - 1].capitalize()} ({value})"


class TileArt:
    """Pre-rendered square tiles for each terrain and for fog, at one cell size."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.tiles = {name: self._terrain(name, size) for name in TERRAIN_COLORS}
        self.fog = self._fog(size)

    def _terrain(self, name: str, s: int) -> pygame.Surface:
        surf = pygame.Surface((s, s))
        base = TERRAIN_COLORS[name]
        surf.fill(base)
        ink = th.mix(base, th.BLACK, 0.28) if name != "earth" else th.mix(base, th.WHITE, 0.25)
        step = max(6, s // 7)
        if name == "sand":
            for y in range(step // 2, s, step):
                for x in range((y // step % 2) * step // 2 + step // 4, s, step):
                    pygame.draw.circle(surf, ink, (x, y), max(1, s // 60))
        elif name == "earth":
            for y in range(step // 2, s, step):
                pygame.draw.line(surf, ink, (s // 10, y), (s - s // 10, y), max(1, s // 50))
        elif name == "grass":
            for y in range(step, s, step):
                for x in range(step // 2 + (y // step % 2) * step // 2, s, step):
                    pygame.draw.line(surf, ink, (x, y), (x - s // 40, y - s // 18), max(1, s // 70))
                    pygame.draw.line(surf, ink, (x, y), (x + s // 40, y - s // 18), max(1, s // 70))
        else:  # rock: cross-hatching cracks
            for k in range(-s, s, step * 2):
                pygame.draw.line(surf, ink, (k, 0), (k + s, s), max(1, s // 70))
                pygame.draw.line(surf, ink, (k + s, 0), (k, s), max(1, s // 70))
        return surf

    def _fog(self, s: int) -> pygame.Surface:
        surf = pygame.Surface((s, s))
        surf.fill(FOG)
        ink = th.mix(FOG, th.WHITE, 0.07)
        for i in range(0, s, max(4, s // 12)):
            pygame.draw.arc(surf, ink, (i - s // 2, s // 3, s, s), 0.3, 2.6, 1)
        return surf


def draw_terrain_letter(
    surface: pygame.Surface, theme: Theme, terrain: str, rect: pygame.Rect
) -> None:
    color = TERRAIN_COLORS[terrain]
    label = theme.text(
        terrain[0].upper(), readable(theme, "small"), th.contrast_text(color), bold=True
    )
    surface.blit(label, (rect.x + 4, rect.y + 2))


def draw_crop_token(
    surface: pygame.Surface,
    theme: Theme,
    center: Point,
    radius: float,
    value: int,
    scale: float = 1.0,
) -> None:
    r = max(2.0, radius * scale)
    fill = CROP_COLORS[value]
    pygame.draw.circle(surface, th.BLACK, center, r + 2)
    pygame.draw.circle(surface, fill, center, r)
    pygame.draw.circle(surface, th.mix(fill, th.WHITE, 0.4), center, r, max(1, int(r / 8)))
    if scale > 0.6:
        label = theme.text(str(value), "normal", th.contrast_text(fill), bold=True)
        surface.blit(label, label.get_rect(center=(center[0], center[1] + 1)))


def draw_pawn(
    surface: pygame.Surface, seat: int, center: Point, radius: float, ring: bool = False
) -> None:
    """A pawn: the player's glyph on a dark base, so its shape names the player too."""
    style = th.player_style(seat)
    cx, cy = center
    pygame.draw.ellipse(
        surface, (0, 0, 0), pygame.Rect(cx - radius, cy + radius * 0.55, radius * 2, radius * 0.7)
    )
    th.draw_glyph(surface, style.glyph, (cx, cy), radius, style.color, th.BLACK)
    if ring:
        pygame.draw.circle(surface, th.WHITE, (cx, cy), radius * 1.45, max(2, int(radius / 5)))


def draw_gate(surface: pygame.Surface, cell_rect: pygame.Rect, side: str, color: th.Color) -> None:
    """A small arrow just outside the board's edge pointing into a starting space."""
    s = cell_rect.width
    nx, ny = {"top": (0, -1), "bottom": (0, 1), "left": (-1, 0), "right": (1, 0)}[side]
    cx, cy = cell_rect.center
    edge = (cx + nx * s / 2, cy + ny * s / 2)
    tip = (edge[0] + nx * 3, edge[1] + ny * 3)
    base = (edge[0] + nx * s * 0.36, edge[1] + ny * s * 0.36)
    w = s * 0.14
    pygame.draw.polygon(
        surface,
        color,
        [tip, (base[0] - ny * w, base[1] - nx * w), (base[0] + ny * w, base[1] + nx * w)],
    )


def draw_region_lines(
    surface: pygame.Surface, board: SquareBoard, terrain: tuple[tuple[str, ...], ...]
) -> None:
    """Grid lines, thick where two known spaces of different terrain meet, and the board's frame.

    Thick lines trace the regions, which is what a player reasons about; an unknown terrain ("")
    never draws a thick line, so the outline grows as the land is explored.
    """
    size = int(board.size)
    grid = th.mix(th.BG, th.BLACK, 0.3)
    rows, cols = board.rows, board.cols
    for r in range(rows):
        for c in range(cols):
            x, y = board.polygon((r, c))[0]
            for dr, dc, a, b in (
                (0, 1, (x + size, y), (x + size, y + size)),
                (1, 0, (x, y + size), (x + size, y + size)),
            ):
                nr, nc = r + dr, c + dc
                if nr >= rows or nc >= cols:
                    continue
                t1, t2 = terrain[r][c], terrain[nr][nc]
                thick = bool(t1 and t2 and t1 != t2)
                width = max(3, size // 16) if thick else 1
                pygame.draw.line(surface, th.BLACK if thick else grid, a, b, width)
    x0, y0 = board.polygon((0, 0))[0]
    pygame.draw.rect(surface, th.BLACK, (x0 - 2, y0 - 2, size * cols + 4, size * rows + 4), 3)


# --- panel buttons -------------------------------------------------------------------------------
@dataclass(eq=False)
class CropButton(SlotButton):
    """A crop as its token (the numeral on the crop's colour) and, where it fits, its name."""

    value: int = 1
    mark: bool = False  # pencil mode: the button notes a candidate (drawn as a pencil mark)

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        saved = self.label
        self.label = ""
        super().draw(surface, theme)
        self.label = saved
        r = min(self.rect.height * 0.36, self.rect.width * 0.3)
        name = CROPS[self.value - 1].capitalize()
        if self.mark:
            numeral = theme.text(str(self.value), "normal", th.WHITE, bold=True)
            draw_mark(surface, self.rect.center, r, self.value, numeral)
            if not self.enabled:
                self._veil(surface, self.rect.center, r)
            return
        label = theme.text(name, "normal", th.contrast_text(self.color or th.PANEL_LIGHT))
        if not self.enabled:
            label = theme.text(name, "normal", th.TEXT_DIM)
        room = self.rect.width - 2 * r - 14
        if label.get_width() <= room:
            x = self.rect.centerx - (2 * r + 6 + label.get_width()) / 2
            cx = x + r
            surface.blit(label, label.get_rect(midleft=(x + 2 * r + 6, self.rect.centery)))
        else:
            cx = self.rect.centerx
        draw_crop_token(surface, theme, (cx, self.rect.centery), r, self.value)
        if not self.enabled:
            self._veil(surface, (round(cx), self.rect.centery), r)

    def _veil(self, surface: pygame.Surface, center: tuple[int, int], r: float) -> None:
        veil = pygame.Surface((int(2 * r + 6), int(2 * r + 6)), pygame.SRCALPHA)
        pygame.draw.circle(veil, (*th.BG, 150), veil.get_rect().center, r + 3)
        surface.blit(veil, veil.get_rect(center=center))


def draw_mark(
    surface: pygame.Surface, center: Point, radius: float, value: int, numeral: pygame.Surface
) -> None:
    """A pencil mark: the candidate's numeral in a ring of its crop's colour on a dark disc (a
    committed crop is a filled token instead, so the two never look alike)."""
    color = CROP_COLORS[value]
    pygame.draw.circle(surface, (24, 26, 32), center, radius)
    pygame.draw.circle(
        surface, th.mix(color, th.WHITE, 0.25), center, radius, max(2, int(radius / 5))
    )
    surface.blit(numeral, numeral.get_rect(center=(center[0], center[1] + 1)))


def place_slots(
    buttons: Sequence[Button],
    rect: pygame.Rect,
    top: int,
    theme: Theme,
    gap: int = 6,
    height: int = 0,
) -> int:
    """Put each ``SlotButton`` in its place in rows from ``top`` (rows ``height`` high, by default
    the theme's button height); returns the y below the rows."""
    height = height or max(30, theme.px["normal"] + 14)
    font = theme.font("normal")
    rows = 0
    for b in buttons:
        if not isinstance(b, SlotButton):
            continue
        width = (rect.width - gap * (b.cols - 1)) // b.cols
        b.rect = pygame.Rect(
            rect.x + b.col * (width + gap), top + b.row * (height + gap), width, height
        )
        if b.labels:
            b.label = fit_label(font, b.labels, width - 10)  # 5 px of padding each side
        rows = max(rows, b.row + 1)
    return top + rows * (height + gap)
