"""Drawing the road system (Tawantinsuyu with its turning Cuzco overlay) and the action board.

The six big triangles form the hexagon behind the roads; every village shows its feather, its
points and its quipu stack (the top one on top, the count beside); chasquis stand as their
owners' glyphs. The overlay's arms are drawn at the overlay's current angle, so a turn animates by
drawing them at in-between angles.
"""

from __future__ import annotations

import math

import pygame

from boardgames.games.cuzco import icons_view as icons
from boardgames.games.cuzco import palette_view as pal
from boardgames.games.cuzco.layout import CUZCO, CuzcoLayout
from boardgames.games.cuzco.state import CuzcoState
from boardgames.games.cuzco.table_view import DICE_STRIDE, Kind, Spot, Table
from boardgames.ui import theme as th
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import draw_label

ACTION_LABELS = {
    "stone": "Stone trail",
    "rope": "Rope bridge",
    "study": "Study",
    "farm": "Farming",
    "exchange": "Exchange",
    "temple": "Temple",
    "headdress": "Headdress",
    "vp": "2 VP",
}


def draw_road_system(
    surface: pygame.Surface,
    theme: Theme,
    table: Table,
    state: CuzcoState,
    colors: list[th.Color],
    glyphs: list[str],
    lit: set[Spot],
    hover: Spot | None,
    angle: float,
    chasqui_at: dict[int, tuple[float, float]] | None = None,
) -> None:
    """``angle``: the overlay's rotation in steps (fractional while it turns)."""
    layout = state.layout
    pts = table.points
    scale = table.scale
    cx, cy = pts[CUZCO]
    # The hexagon and its roads never move: drawn once per window size, then blitted (a third
    # of a frame's primitives before).
    key = (table.road.size, scale, theme.px["small"], id(layout))
    if table.road_layer is None or table.road_layer[0] != key:
        layer = pygame.Surface(table.road.size, pygame.SRCALPHA)
        _paint_roads(layer, theme, table, layout, -table.road.x, -table.road.y)
        table.road_layer = (key, layer)
    surface.blit(table.road_layer[1], table.road.topleft)
    width = max(3, int(scale * 0.07))
    # The overlay: a disc with six arms at its current angle.
    inner = layout.inner_ids()
    for k, arm in enumerate(layout.arms):
        base = math.atan2(pts[inner[0]][1] - cy, pts[inner[0]][0] - cx)
        a = base + (k + angle) * math.pi / 3
        end = (cx + math.cos(a) * scale * (1 - 0.27), cy + math.sin(a) * scale * (1 - 0.27))
        start = (cx + math.cos(a) * scale * 0.3, cy + math.sin(a) * scale * 0.3)
        if arm.kind == "stone":
            pygame.draw.line(surface, pal.STONE, start, end, width)
        else:
            pal.dashed_line(surface, pal.ROPE, start, end, width, width * 2.2)
        mid = (cx + math.cos(a) * scale * 0.5, cy + math.sin(a) * scale * 0.5)
        pal.badge(surface, theme, arm.kind, arm.pips, mid, width * 1.9)
    disc_r = scale * 0.32
    pygame.draw.circle(surface, (150, 60, 40), (cx, cy), disc_r)
    pygame.draw.circle(surface, pal.GOLD, (cx, cy), disc_r, 3)
    flame = [
        (cx, cy - disc_r * 0.6),
        (cx + disc_r * 0.35, cy + disc_r * 0.3),
        (cx - disc_r * 0.35, cy + disc_r * 0.3),
    ]
    pygame.draw.polygon(surface, (250, 170, 40), flame)
    label = theme.outlined("Cuzco", "small", th.WHITE)
    surface.blit(label, label.get_rect(center=(cx, cy + disc_r * 0.62)))
    if Spot(Kind.CUZCO_SPOT, 0) in lit:
        pygame.draw.circle(surface, pal.GLOW, (cx, cy), disc_r + 5, 4)
    for k in (0, 1):
        spot = Spot(Kind.ROTATE, k)
        if spot in lit:
            (x, y), rad = table.round_spots[spot]
            fill = th.mix(pal.GOLD, th.WHITE, 0.3) if hover == spot else pal.GOLD
            pygame.draw.circle(surface, fill, (x, y), rad)
            pygame.draw.circle(surface, th.BLACK, (x, y), rad, 1)
            _turn_arrow(surface, (x, y), rad * 0.62, clockwise=k == 1)
    # Villages: their points large, their feather as a feather, their quipus as a stack.
    for i, v in enumerate(layout.villages):
        p = pts[v.id]
        r = table.node_r
        fc = pal.FEATHER_COLORS[v.feather]
        pygame.draw.circle(surface, pal.PAPER, p, r)
        pygame.draw.circle(surface, fc, p, r, max(3, int(r * 0.22)))
        vp = theme.text(str(v.vp), "large", pal.INK, bold=True)
        if vp.get_height() > r * 1.1:
            vp = theme.text(str(v.vp), "normal", pal.INK, bold=True)
        surface.blit(vp, vp.get_rect(center=(p[0] - r * 0.22, p[1])))
        fw = max(6, int(r * 0.5))
        icons.feather(
            surface,
            v.feather,
            pygame.Rect(int(p[0] + r * 0.12), int(p[1] - r * 0.55), fw, int(r * 1.1)),
        )
        spot = Spot(Kind.VILLAGE, i)
        if spot in lit:
            pygame.draw.circle(surface, pal.GLOW, p, r + 5, 4)
        if hover == spot:
            pygame.draw.circle(surface, th.WHITE, p, r + 2, 2)
        draw_quipu_stack(
            surface, theme, (p[0] + r * 0.95, p[1] - r * 0.2), r, state.quipus[i], colors, glyphs
        )
    # Chasquis: each owner's glyph, spread around the place it stands.
    groups: dict[str, list[int]] = {}
    for seat, player in enumerate(state.players):
        groups.setdefault(player.chasqui, []).append(seat)
    for place, seats in groups.items():
        stand = pts[place]
        for k, seat in enumerate(seats):
            if chasqui_at and seat in chasqui_at:
                continue
            at = chasqui_spot(table, place, k, len(seats), stand)
            draw_chasqui(surface, at, table.node_r * 0.42, colors[seat], glyphs[seat])
    for seat, at in (chasqui_at or {}).items():
        draw_chasqui(surface, at, table.node_r * 0.42, colors[seat], glyphs[seat])


def _paint_roads(
    surface: pygame.Surface, theme: Theme, table: Table, layout: CuzcoLayout, dx: float, dy: float
) -> None:
    """The six triangles of the hexagon (twice the inner ring's size) and the roads with their
    pip badges, shifted by (dx, dy)."""
    scale = table.scale
    pts = {k: (x + dx, y + dy) for k, (x, y) in table.points.items()}
    cx, cy = pts[CUZCO]
    corners = [
        (
            cx + 2 * scale * math.cos(math.radians(-60 + 60 * k)),
            cy + 2 * scale * math.sin(math.radians(-60 + 60 * k)),
        )
        for k in range(6)
    ]
    for k in range(6):
        tri = [(cx, cy), corners[k], corners[(k + 1) % 6]]
        pygame.draw.polygon(surface, pal.BOARD if k % 2 == 0 else pal.BOARD_DARK, tri)
    pygame.draw.polygon(surface, th.mix(pal.BOARD, th.BLACK, 0.5), corners, 2)
    width = max(3, int(scale * 0.07))
    for r in layout.roads:
        pal.road(surface, theme, r.kind, r.pips, pts[r.a], pts[r.b], width)


def draw_quipu_stack(
    surface: pygame.Surface,
    theme: Theme,
    base: tuple[float, float],
    r: float,
    stack: tuple[int, ...] | list[int],
    colors: list[th.Color],
    glyphs: list[str],
) -> None:
    """The quipus delivered to a village, bottom first, as pieces you can count: each one a
    disc in its owner's colour, the top one with its owner's glyph; past six, a count beside."""
    if not stack:
        return
    w = max(12, int(r * 0.8))
    h = max(6, int(r * 0.4))
    step = max(3, int(h * 0.65))
    shown = list(stack)[-6:]
    x, y = base
    for k, seat in enumerate(shown):
        piece = pygame.Rect(int(x), int(y - k * step), w, h)
        pygame.draw.ellipse(surface, colors[seat], piece)
        pygame.draw.ellipse(surface, th.BLACK, piece, 1)
    top = pygame.Rect(int(x), int(y - (len(shown) - 1) * step), w, h)
    th.draw_glyph(surface, glyphs[shown[-1]], top.center, h * 0.42, th.WHITE)
    if len(stack) > len(shown):
        n = theme.outlined(str(len(stack)), "small", th.WHITE)
        surface.blit(n, n.get_rect(midleft=(top.right + 2, top.centery)))


def chasqui_spot(
    table: Table, place: str, k: int, n: int, base: tuple[float, float] | None = None
) -> tuple[float, float]:
    base = base or table.points[place]
    r = table.node_r * (0.95 if place != CUZCO else 1.2)
    # beside a village at its lower left; in Cuzco above the disc, clear of its name
    a = math.radians((200 if place != CUZCO else 270) + 45 * (k - (n - 1) / 2))
    return (base[0] + math.cos(a) * r, base[1] + math.sin(a) * r + r * 0.1)


def draw_chasqui(
    surface: pygame.Surface, at: tuple[float, float], r: float, color: th.Color, glyph: str
) -> None:
    th.draw_glyph(surface, glyph, at, r, color, th.BLACK)


def _turn_arrow(
    surface: pygame.Surface, at: tuple[float, float], r: float, clockwise: bool
) -> None:
    """A curved arrow: which way the overlay turns."""
    x, y = at
    sweep = [math.radians(a) for a in range(200, 430, 15)]
    pts = [(x + math.cos(a) * r, y + math.sin(a) * r) for a in sweep]
    if not clockwise:
        pts = [(2 * x - px, py) for px, py in pts]
    pygame.draw.lines(surface, th.BLACK, False, pts, max(2, int(r / 4)))
    end, before = pts[-1], pts[-2]
    a = math.atan2(end[1] - before[1], end[0] - before[0])
    tip = [
        (end[0] + math.cos(a) * r * 0.5, end[1] + math.sin(a) * r * 0.5),
        (end[0] + math.cos(a + 2.3) * r * 0.5, end[1] + math.sin(a + 2.3) * r * 0.5),
        (end[0] + math.cos(a - 2.3) * r * 0.5, end[1] + math.sin(a - 2.3) * r * 0.5),
    ]
    pygame.draw.polygon(surface, th.BLACK, tip)


def draw_action_board(
    surface: pygame.Surface,
    theme: Theme,
    table: Table,
    state: CuzcoState,
    colors: list[th.Color],
    glyphs: list[str],
    lit: set[Spot],
    hover: Spot | None,
) -> None:
    spaces = state.layout.spaces_for(state.n_players)
    for rect, i in table.action_cells():
        space = spaces[i]
        pygame.draw.rect(surface, pal.PAPER, rect, border_radius=6)
        n = len(space.actions)
        head = table.head_height(rect)
        for k, action in enumerate(space.actions):
            spot = Spot.action(i, k)
            half = table.spots[spot]
            if hover == spot:
                pygame.draw.rect(surface, th.mix(pal.PAPER, th.WHITE, 0.5), half, border_radius=6)
            top = pygame.Rect(half.x + 2, half.y + 2, half.width - 4, head - 2)
            words = ACTION_LABELS[action]
            if not draw_label(surface, theme, words, top, pal.INK, ("small", "tiny"), bold=True):
                icons.icon(surface, theme, icons.ACTION_ICONS[action], top.inflate(-4, -4))
            if spot in lit:
                pal.glow_rect(surface, half.inflate(-2, -2))
        pygame.draw.rect(surface, pal.INK, rect, 1, border_radius=6)
        if n > 1:  # two halves, each its own target, split from top to bottom
            x = table.spots[Spot.action(i, 1)].x
            pygame.draw.line(surface, pal.INK, (x, rect.y + 3), (x, rect.bottom - 3), 2)
        if space.any_die and not state.spaces[i]:
            note = pygame.Rect(rect.x + 2, rect.y + head, rect.width - 4, rect.height - head - 2)
            draw_label(surface, theme, "any die", note, th.mix(pal.INK, pal.PAPER, 0.4), ("tiny",))
        last = pygame.Rect(rect.x, rect.bottom - 20, 16, 16)
        for k, (seat, pips) in enumerate(state.spaces[i][:DICE_STRIDE]):
            spot = Spot.die_on(i, k)
            drect = table.spots.get(spot) or last.move(3, 3)
            last = drect
            pal.die(surface, theme, drect, pips, colors[seat], glyphs[seat])
            if spot in lit:
                pal.glow_rect(surface, drect, strong=False)
