"""Turning Titicaca's events into animations: revealed bids, houses dropping in, sticks taken
away, temples built and turned over, scoring titles, points rising, the next lake's pulse.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from boardgames.core.rules import Event, PointsScored, Seat
from boardgames.games.titicaca.board import Cell, Edge
from boardgames.games.titicaca.events import (
    BidsRevealed,
    HousePlaced,
    LandsJoined,
    RoundStarted,
    ScoringStarted,
    TempleBuilt,
    TemplesRevealed,
)
from boardgames.games.titicaca.spots_view import HOUSE_SIZE, TEMPLE_SIZE, Spots
from boardgames.games.titicaca.state import UNKNOWN, TiticacaState
from boardgames.games.titicaca.view import (
    Banner,
    HexArt,
    Line,
    draw_house,
    draw_stick,
    draw_temple,
    player_rgb,
    render_box,
)
from boardgames.ui import theme as th
from boardgames.ui.anim import Anim, Custom, FloatText, Travel
from boardgames.ui.boards import HexBoard
from boardgames.ui.theme import Theme

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")


@dataclass(frozen=True)
class Stage:
    """Where the animations play: the view after the events and the screen they are drawn on."""

    state: TiticacaState
    names: Sequence[str]
    viewer: Seat | None  # who may see a new face-down temple's value
    fields: Collection[Cell]  # land fields (points for anything else rise with the name)
    theme: Theme
    art: HexArt
    board: HexBoard
    spots: Spots
    board_rect: pygame.Rect
    panel_rect: pygame.Rect  # new houses come from the panel


def animations(stage: Stage, events: Sequence[Event]) -> list[Anim]:
    """The animations for one action's events, in the order to add them."""
    out: list[Anim] = []
    delay = 0.0
    # Points are summed per player and place, so a land paying one player twice shows once.
    points: dict[tuple[Seat, Cell | None], list[float]] = {}  # -> [total, delay]
    for e in events:
        if isinstance(e, BidsRevealed):
            out.append(_reveal_bids(stage, e))
            delay += 0.5
        elif isinstance(e, HousePlaced):
            out.append(_drop_house(stage, e, delay))
        elif isinstance(e, LandsJoined):
            out.append(_fade_sticks(stage, e.sticks, delay))
        elif isinstance(e, TempleBuilt):
            out.append(_pop_temple(stage, e.field, delay))
        elif isinstance(e, ScoringStarted):
            out.append(_title(stage, e.title, delay))
        elif isinstance(e, TemplesRevealed):
            for field, _seat, value in e.temples:
                out.append(_flip_temple(stage, field, value, delay))
            delay += 0.35
        elif isinstance(e, PointsScored) and e.points > 0:
            where = tuple(e.where) if isinstance(e.where, tuple) else None
            key = (e.seat, where if where in stage.fields else None)
            if key not in points:
                points[key] = [0.0, delay + min(len(points), 30) * 0.05]
            points[key][0] += e.points
        elif isinstance(e, RoundStarted) and e.lake is not None:
            pulse = _pulse_lake(stage, e.lake, delay + min(len(points), 30) * 0.05 + 0.2)
            if pulse is not None:
                out.append(pulse)
    for (seat, where), (total, at) in points.items():
        out.append(_float_points(stage, seat, int(total), where, at))
    return out


def _reveal_bids(stage: Stage, e: BidsRevealed) -> Anim:
    s = stage.state
    names = stage.names
    lines = [Line("Bids revealed", bold=True)]
    seats = [*e.order, *(p for p in range(len(e.bids)) if p not in e.order)]
    for seat in seats:
        glyph = ((th.player_style(seat).glyph, player_rgb(s.colours[seat])),)
        if seat in e.order:
            text = f"{ORDINALS[e.order.index(seat)]}: {names[seat]}, bid {e.bids[seat]}"
        else:
            text = f"{names[seat]}, bid 0: no turn"
        lines.append(Line(text, None, glyph, th.TEXT if seat in e.order else th.TEXT_DIM))
    box = render_box(stage.theme, lines, stage.art, "normal")
    return Banner(box, stage.board_rect.center, duration=1.8)


def _drop_house(stage: Stage, e: HousePlaced, delay: float) -> Anim:
    s = stage.state
    size = stage.board.size
    colour = player_rgb(s.colours[e.seat])
    glyph = th.player_style(e.seat).glyph
    if e.shared is not None:
        end = stage.spots.shared_house(e.shared)
        key: Any = ("house", e.shared)
        scale = HOUSE_SIZE * 0.85
    else:
        end = stage.spots.house(e.field, s.temple_at(e.field) is not None)
        key = ("house", e.field)
        scale = HOUSE_SIZE
    start = (float(stage.panel_rect.x or stage.board_rect.right), end[1] - size * 1.2)

    def draw(surface: pygame.Surface, pos: tuple[float, float], t: float) -> None:
        lift = size * 0.9 * (1 - t) * t * 2  # a small arc as it lands
        draw_house(surface, (pos[0], pos[1] - lift), size * scale, colour, glyph, t > 0.85)

    return Travel(duration=0.3, delay=delay, hides=key, start=start, end=end, draw_piece=draw)


def _fade_sticks(stage: Stage, sticks: Sequence[Edge], delay: float) -> Anim:
    size = stage.board.size
    segments = [stage.spots.edge(a, b) for a, b in sticks]

    def fn(surface: pygame.Surface, t: float) -> None:
        for p, q in segments:
            draw_stick(surface, p, q, max(3.0, size / 7) * (1 - 0.5 * t), shrink=t)

    return Custom(duration=0.3, delay=delay, fn=fn)


def _pop_temple(stage: Stage, field: Cell, delay: float) -> Anim:
    size = stage.board.size
    at = stage.spots.temple(field)
    t0 = stage.state.temple_at(field)
    value = t0.value if t0 is not None and t0.value != UNKNOWN and t0.seat == stage.viewer else None
    theme = stage.theme

    def fn(surface: pygame.Surface, t: float) -> None:
        draw_temple(surface, theme, at, size * TEMPLE_SIZE * (0.4 + 0.6 * t), value, False)

    return Custom(duration=0.25, delay=delay, hides=("temple", field), fn=fn)


def _flip_temple(stage: Stage, field: Cell, value: int, delay: float) -> Anim:
    size = stage.board.size
    at = stage.spots.temple(field)
    theme = stage.theme

    def fn(surface: pygame.Surface, t: float) -> None:
        up = t >= 0.5
        draw_temple(
            surface,
            theme,
            at,
            size * TEMPLE_SIZE,
            value if up else None,
            up,
            width_scale=abs(1 - 2 * t),
        )

    return Custom(duration=0.35, delay=delay, hides=("temple", field), fn=fn)


def _float_points(stage: Stage, seat: Seat, points: int, where: Cell | None, delay: float) -> Anim:
    """ "+N" rising over the land that paid it; points for no land rise with the name."""
    s = stage.state
    size = stage.board.size
    shift = (seat - (s.players - 1) / 2) * size * 0.45
    colour = th.mix(player_rgb(s.colours[seat]), th.WHITE, 0.3)
    if where is not None:
        cx, cy = stage.board.center(where)
        text = f"+{points}"
        at = (cx + shift, cy - size * 0.3)
    else:
        text = f"{stage.names[seat]} +{points}"
        rect = stage.board_rect
        at = (rect.centerx + shift * 3.2, rect.bottom - size * 0.8)
    return FloatText(duration=0.8, delay=delay, text=text, at=at, color=colour)


def _title(stage: Stage, title: str, delay: float) -> Anim:
    box = render_box(stage.theme, [Line(title, bold=True)], stage.art, "normal")
    at = (stage.board_rect.centerx, stage.board_rect.y + box.get_height())
    return Banner(box, at, duration=1.4, delay=delay)


def _pulse_lake(stage: Stage, lake: int, delay: float) -> Anim | None:
    """A ring spreading from the lake the next round is about (none if it is not on the board)."""
    cell = stage.state.board.lakes.get(lake)
    if cell is None:
        return None
    center = stage.board.center(cell)
    size = stage.board.size

    def fn(surface: pygame.Surface, t: float) -> None:
        pygame.draw.circle(
            surface, th.YELLOW, center, size * (0.6 + 0.8 * t), max(1, round(4 * (1 - t)))
        )

    return Custom(duration=0.35, delay=delay, fn=fn)
