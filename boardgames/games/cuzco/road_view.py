"""Drawing the road system (Tawantinsuyu with its turning Cuzco overlay) and the action board.

The six big triangles form the hexagon behind the roads; every village shows its feather, its
points and its quipu stack (the top one on top, the count beside); chasquis stand as their
owners' glyphs. The overlay's arms are drawn at the overlay's current angle, so a turn animates by
drawing them at in-between angles.
"""

from __future__ import annotations

import math

import pygame

from boardgames.games.cuzco import palette_view as pal
from boardgames.games.cuzco.cuzcoboard_view import fit_text
from boardgames.games.cuzco.layout import CUZCO
from boardgames.games.cuzco.state import CuzcoState
from boardgames.games.cuzco.table_view import (
    CUZCO_SPOT,
    DICE_STRIDE,
    PLACED,
    ROTATE,
    SPACE,
    VILLAGE,
    Spot,
    Table,
)
from boardgames.ui import theme as th
from boardgames.ui.theme import Theme

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
SHORT_LABELS = {"stone": "Stone", "rope": "Rope", "study": "Study", "farm": "Farm"}


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
    # The six triangles of the hexagon (twice the inner ring's size).
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
    # Roads between villages.
    for r in layout.roads:
        pal.road(surface, theme, r.kind, r.pips, pts[r.a], pts[r.b], width)
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
    if (CUZCO_SPOT, 0) in lit:
        pygame.draw.circle(surface, pal.GLOW, (cx, cy), disc_r + 5, 4)
    for k in (0, 1):
        spot = (ROTATE, k)
        if spot in lit:
            (x, y), rad = table.round_spots[spot]
            fill = th.mix(pal.GOLD, th.WHITE, 0.3) if hover == spot else pal.GOLD
            pygame.draw.circle(surface, fill, (x, y), rad)
            pygame.draw.circle(surface, th.BLACK, (x, y), rad, 1)
            label = theme.text("<" if k == 0 else ">", "normal", th.BLACK, bold=True)
            surface.blit(label, label.get_rect(center=(x, y)))
    # Villages.
    for i, v in enumerate(layout.villages):
        p = pts[v.id]
        r = table.node_r
        fc = pal.FEATHER_COLORS[v.feather]
        pygame.draw.circle(surface, pal.PAPER, p, r)
        pygame.draw.circle(surface, fc, p, r, max(3, int(r * 0.28)))
        vp = theme.text(str(v.vp), "large", pal.INK, bold=True)
        surface.blit(vp, vp.get_rect(center=(p[0], p[1] - r * 0.12)))
        letter = theme.text(pal.FEATHER_LETTER[v.feather], "small", pal.INK)
        surface.blit(letter, letter.get_rect(center=(p[0], p[1] + r * 0.55)))
        spot = (VILLAGE, i)
        if spot in lit:
            pygame.draw.circle(surface, pal.GLOW, p, r + 5, 4)
        if hover == spot:
            pygame.draw.circle(surface, th.WHITE, p, r + 2, 2)
        # The quipu stack: bottom first, the top one last and largest.
        stack = state.quipus[i]
        q = max(6, int(r * 0.42))
        for k, seat in enumerate(stack):
            qx = p[0] + r * 0.9 + k * (q * 0.55)
            qy = p[1] - r * 0.9 - k * 2
            rect = pygame.Rect(int(qx), int(qy), q, q)
            pygame.draw.rect(surface, colors[seat], rect, border_radius=2)
            pygame.draw.rect(surface, th.BLACK, rect, 1, border_radius=2)
        if stack:
            top = stack[-1]
            qx = p[0] + r * 0.9 + (len(stack) - 1) * (q * 0.55)
            th.draw_glyph(
                surface,
                glyphs[top],
                (qx + q / 2, p[1] - r * 0.9 - (len(stack) - 1) * 2 + q / 2),
                q * 0.3,
                th.WHITE,
            )
    # Chasquis: each owner's glyph, spread around the place it stands.
    groups: dict[str, list[int]] = {}
    for seat, player in enumerate(state.players):
        groups.setdefault(player.chasqui, []).append(seat)
    for place, seats in groups.items():
        base = pts[place]
        for k, seat in enumerate(seats):
            if chasqui_at and seat in chasqui_at:
                continue
            at = chasqui_spot(table, place, k, len(seats), base)
            draw_chasqui(surface, at, table.node_r * 0.42, colors[seat], glyphs[seat])
    for seat, at in (chasqui_at or {}).items():
        draw_chasqui(surface, at, table.node_r * 0.42, colors[seat], glyphs[seat])


def chasqui_spot(
    table: Table, place: str, k: int, n: int, base: tuple[float, float] | None = None
) -> tuple[float, float]:
    base = base or table.points[place]
    r = table.node_r * (0.95 if place != CUZCO else 1.2)
    a = math.radians(200 + 45 * (k - (n - 1) / 2))
    return (base[0] + math.cos(a) * r, base[1] + math.sin(a) * r + r * 0.1)


def draw_chasqui(
    surface: pygame.Surface, at: tuple[float, float], r: float, color: th.Color, glyph: str
) -> None:
    th.draw_glyph(surface, glyph, at, r, color, th.BLACK)


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
        pygame.draw.rect(surface, pal.INK, rect, 1, border_radius=6)
        n = len(space.actions)
        for k, action in enumerate(space.actions):
            half = table.spots[(SPACE, i * 2 + k)]
            spot = (SPACE, i * 2 + k)
            if hover == spot or (
                hover is not None and hover[0] == PLACED and hover[1] // DICE_STRIDE == i and k == 0
            ):
                pygame.draw.rect(surface, th.mix(pal.PAPER, th.WHITE, 0.5), half, border_radius=6)
            words = (
                SHORT_LABELS.get(action, ACTION_LABELS[action]) if n > 1 else ACTION_LABELS[action]
            )
            label = fit_text(theme, words, half.width - 4, pal.INK, bold=True)
            surface.blit(label, label.get_rect(midtop=(half.centerx, half.y + 3)))
            if spot in lit:
                pal.glow_rect(surface, half)
        if n > 1:
            x = rect.x + rect.width // 2
            pygame.draw.line(
                surface,
                pal.INK,
                (x, rect.y + 4),
                (x, rect.y + table.spots[(SPACE, i * 2)].height - 2),
                1,
            )
        last = pygame.Rect(rect.x, rect.bottom - 20, 16, 16)
        if space.any_die:
            note = theme.text("any die", "tiny", th.mix(pal.INK, pal.PAPER, 0.4))
            surface.blit(note, note.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))
        for k, (seat, pips) in enumerate(state.spaces[i][:DICE_STRIDE]):
            spot = (PLACED, i * DICE_STRIDE + k)
            drect = table.spots.get(spot) or last.move(3, 3)
            last = drect
            pal.die(surface, theme, drect, pips, colors[seat], glyphs[seat])
            if spot in lit:
                pal.glow_rect(surface, drect, strong=False)
