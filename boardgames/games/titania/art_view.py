"""Titania's board picture for one window size: the static art and the sprites frames blit.

``BoardArt`` pre-renders everything that never changes during a game (the sea, the spaces and
their icons, the scoring track) onto one surface when the window is laid out, plus the sprites
the per-frame drawing blits (ships, fog tiles, stories, sea stars, the glow), so a frame is a
handful of blits. It also knows where things stand inside a space (ships, fog tile, sea star,
tower stories).
"""

from __future__ import annotations

import math

import pygame

from boardgames.games.titania.components import HIDDEN, Gift
from boardgames.games.titania.icons_view import (
    draw_crane,
    draw_diamond,
    draw_flag,
    draw_gift,
    draw_letter,
    draw_ship,
    draw_star,
    hex_points,
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
from boardgames.games.titania.palette_view import INK, SHELL_LETTER, SHELL_RGB, SHIP_RGB
from boardgames.games.titania.track_view import Track
from boardgames.ui import theme as th
from boardgames.ui.boards import HexBoard
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import readable

Point = tuple[float, float]
Cell = tuple[int, int]

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
        self.key = (
            rect.size,
            rect.topleft,
            round(board.size, 3),
            theme.px[readable(theme, "small")],
        )
        r = board.size
        self.ship_size = r * 0.64
        self.fog_radius = r * 0.5
        self.star_radius = r * 0.21
        self.static = self._static()
        self.ships = {c: self._ship(c) for c in (*SHIP_RGB, "extra")}
        self.fog_back = self._fog_back()
        self._fog_faces: dict[Gift, pygame.Surface] = {}
        self.star = self._star()
        # A legal space gets a bright gold rim and no wash: a white wash made it look paler than
        # the spaces around it, which reads as "disabled".
        self.glow = self._hex_sprite(
            None, (255, 214, 64, 255), max(3, int(self.size / 9)), dark=True
        )
        self.hover = self._hex_sprite(None, (255, 255, 255, 255), 3)
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
