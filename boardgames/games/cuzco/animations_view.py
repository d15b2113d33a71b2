"""Cuzco's events as animations: the chasqui running its road, the overlay turning, dice sliding
onto their spaces, quipus and tiles travelling, points rising where they were earned."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from boardgames.core.rules import Event, PointsScored
from boardgames.games.cuzco import palette_view as pal
from boardgames.games.cuzco.events import (
    CardRevealed,
    ChasquiMoved,
    DiePlaced,
    OverlayTurned,
    QuipuDelivered,
    TileTaken,
)
from boardgames.games.cuzco.road_view import chasqui_spot
from boardgames.games.cuzco.table_view import Kind, Spot
from boardgames.ui import theme as th
from boardgames.ui.anim import Custom, FloatText, Travel, ease_out

if TYPE_CHECKING:
    from boardgames.games.cuzco.controller import CuzcoController

MOVE_S = 0.35
TURN_S = 0.3


class Animations:
    def __init__(self, controller: CuzcoController) -> None:
        self.c = controller
        self.turn: Custom | None = None
        self.turn_from = 0.0
        self.turn_to = 0.0
        self.runs: dict[int, Travel] = {}

    # --- what the board asks while drawing ------------------------------------------------------
    def overlay_angle(self, rotation: int) -> float:
        t = self.turn
        if t is None or t.done or t not in self.c.animator.running:
            return float(rotation)
        k = ease_out(t.progress)
        start, end = self.turn_from, self.turn_to
        delta = ((end - start + 3) % 6) - 3  # the short way round
        return start + delta * k

    def chasqui_positions(self) -> dict[int, tuple[float, float]]:
        out = {}
        for seat, run in list(self.runs.items()):
            if run not in self.c.animator.running:
                del self.runs[seat]
                continue
            k = ease_out(run.progress) if run.started else 0.0
            out[seat] = (
                run.start[0] + (run.end[0] - run.start[0]) * k,
                run.start[1] + (run.end[1] - run.start[1]) * k,
            )
        return out

    def turn_overlay(self, start: int, end: int) -> None:
        self.turn_from, self.turn_to = float(start), float(end)
        self.turn = Custom(duration=TURN_S, fn=lambda surface, t: None)
        self.c.animator.add(self.turn)

    # --- events -> animations -------------------------------------------------------------------
    def play(self, events: Sequence[Event], before: Any) -> None:
        table = self.c.table
        theme = self.c.theme
        colors = self.c.colors()
        delay = 0.0
        for e in events:
            if isinstance(e, OverlayTurned) and before is not None:
                self.turn_overlay(before.rotation, e.rotation)
                delay += TURN_S * 0.8
            elif isinstance(e, ChasquiMoved):
                start = chasqui_spot(table, e.source, 0, 1)
                end = chasqui_spot(table, e.to, 0, 1)
                run = Travel(duration=MOVE_S, delay=delay, start=start, end=end)
                self.runs[e.seat] = run
                self.c.animator.add(run)
                delay += MOVE_S * 0.7
            elif isinstance(e, DiePlaced) and not e.bonus:
                spaces = table.layout.spaces_for(table.players)
                i = next(k for k, sp in enumerate(spaces) if sp.id == e.space)
                end = table.spots[Spot.action(i, 0)].center
                start = table.spots.get(Spot(Kind.DIE, 0), pygame.Rect(end, (0, 0))).center
                size = table.die_size()
                color, pips = colors[e.seat], e.die

                def draw_die(
                    surface: pygame.Surface,
                    at: tuple[float, float],
                    t: float,
                    color: th.Color = color,
                    pips: int = pips,
                    size: int = size,
                ) -> None:
                    rect = pygame.Rect(0, 0, size, size)
                    rect.center = (int(at[0]), int(at[1]))
                    pal.die(surface, theme, rect, pips, color)

                self.c.animator.add(
                    Travel(duration=0.25, start=start, end=end, draw_piece=draw_die)
                )
            elif isinstance(e, QuipuDelivered):
                end = table.points[e.village]
                start = table.mask.center
                color = colors[e.seat]

                def draw_quipu(
                    surface: pygame.Surface,
                    at: tuple[float, float],
                    t: float,
                    color: th.Color = color,
                ) -> None:
                    rect = pygame.Rect(0, 0, 14, 14)
                    rect.center = (int(at[0]), int(at[1]))
                    pygame.draw.rect(surface, color, rect, border_radius=3)
                    pygame.draw.rect(surface, th.BLACK, rect, 1, border_radius=3)

                self.c.animator.add(
                    Travel(duration=0.3, delay=delay, start=start, end=end, draw_piece=draw_quipu)
                )
            elif isinstance(e, TileTaken) and e.column:
                code = e.tile
                spot = Spot(Kind.STUDY_COL if code[0] == "S" else Kind.FARM_COL, e.column - 1)
                if spot in table.spots:
                    start = table.spots[spot].center
                    end = table.spots.get(Spot(Kind.PEOPLE, 0), table.mask).center
                    fill = pal.STUDY if code[0] == "S" else pal.FARM

                    def draw_tile(
                        surface: pygame.Surface,
                        at: tuple[float, float],
                        t: float,
                        fill: th.Color = fill,
                    ) -> None:
                        rect = pygame.Rect(0, 0, 40, 28)
                        rect.center = (int(at[0]), int(at[1]))
                        pygame.draw.rect(surface, fill, rect, border_radius=4)

                    self.c.animator.add(
                        Travel(duration=0.3, start=start, end=end, draw_piece=draw_tile)
                    )
            elif isinstance(e, CardRevealed) and e.card:
                g = table.layout.god_names.index(e.god)
                rect = table.spots.get(Spot(Kind.GOD, g))
                if rect is not None:

                    def flip(surface: pygame.Surface, t: float, rect: pygame.Rect = rect) -> None:
                        pygame.draw.rect(
                            surface,
                            pal.GLOW,
                            rect.inflate(int(10 * (1 - t)), int(10 * (1 - t))),
                            3,
                            border_radius=6,
                        )

                    self.c.animator.add(Custom(duration=0.35, delay=delay, fn=flip))
            elif isinstance(e, PointsScored) and e.points:
                at = table.points.get(str(e.where)) if e.where else None
                at = at or table.mask.midtop
                color = th.mix(colors[e.seat], th.WHITE, 0.3)
                self.c.animator.add(
                    FloatText(
                        duration=0.8,
                        delay=delay,
                        text=f"+{e.points}",
                        at=(at[0], at[1] + 10),
                        color=color,
                    )
                )
