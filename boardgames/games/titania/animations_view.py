"""Titania's events as animations: ships sail in, fog tiles flip, stories drop, markers glide.

One played action's events run one after another (each piece waits for the one before), and what
a ship earns rises as small texts over its space. While a piece travels, the board leaves it out
(the animation ``hides`` its key: ``("ship", cell, colour)``, ``("fog", cell)``, ``("story", cell,
colour, level)``, ``("star", cell)``, ``("marker", seat)``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from boardgames.core.rules import Event, PointsScored, Seat
from boardgames.games.titania import queries
from boardgames.games.titania.art_view import BoardArt
from boardgames.games.titania.components import parse_gift
from boardgames.games.titania.events import (
    FogRevealed,
    FogTileRemoved,
    PointTileTaken,
    SeaStarPlaced,
    SeaStarsReceived,
    ShellsReceived,
    ShipPlaced,
    StoryBuilt,
)
from boardgames.games.titania.frame_view import supply_spot
from boardgames.games.titania.icons_view import draw_story
from boardgames.games.titania.palette_view import SHELL_LETTER
from boardgames.games.titania.state import TitaniaState
from boardgames.games.titania.track_view import Track
from boardgames.ui import theme as th
from boardgames.ui.anim import Animator, Custom, FloatText, Travel
from boardgames.ui.theme import Theme

Cell = tuple[int, int]
Point = tuple[float, float]

MOVE_S = 0.3  # a piece travelling or a tile flipping
POP_S = 0.25  # a story dropping onto its tower
FLOAT_S = 0.35  # "+3" rising over the place that earned it


@dataclass
class EventAnimations:
    """Adds the animations of one action's events to ``animator``, on the board ``art`` shows."""

    animator: Animator
    art: BoardArt
    track: Track | None
    sea: pygame.Rect
    theme: Theme
    star_spot: Point  # the panel's sea star counter, where placed sea stars leave from
    current: Callable[[], TitaniaState]  # the controller's view as each frame is drawn

    def add(self, events: Sequence[Event], before: Any, viewer: Seat | None) -> None:
        """Animate the events ``viewer`` may see; ``before`` is the view before the action."""
        art = self.art
        board = art.board
        size = board.size
        delay = 0.0
        origin: Cell | None = None
        floated = 0.0  # stacks several float texts over one place
        running = {}
        if isinstance(before, TitaniaState):
            running = {
                seat: queries.player_summary(before, seat).score for seat in range(before.n_players)
            }
        for e in events:
            if not e.visible(viewer):
                continue
            if isinstance(e, ShipPlaced):
                cell = (e.at[0], e.at[1])
                here = queries.ships_at(self.current(), cell)
                k = here.index(e.colour) if e.colour in here else 0
                start = supply_spot(self.sea, board.size, e.colour)
                if not e.card and isinstance(before, TitaniaState) and before.task is not None:
                    start = art.fog_spot(before.task.at)  # the fog tile gave this ship
                self._travel(
                    art.ships[e.colour],
                    start,
                    art.ship_spot(cell, k),
                    delay,
                    ("ship", cell, e.colour),
                )
                origin = cell
                delay += MOVE_S
                floated = 0.0
            elif isinstance(e, FogRevealed):
                self._flip((e.at[0], e.at[1]), delay)
                delay += MOVE_S
            elif isinstance(e, FogTileRemoved):
                self._fade_tile((e.at[0], e.at[1]), e.tile, delay)
            elif isinstance(e, ShellsReceived) and origin is not None:
                text = f"+{e.amount} {e.colour} ({SHELL_LETTER[e.colour]})"
                self._float(text, board.center(origin), delay, floated, th.WHITE)
                floated += 1
            elif isinstance(e, SeaStarsReceived) and origin is not None:
                text = f"+{e.amount} sea star" + ("s" if e.amount > 1 else "")
                self._float(text, board.center(origin), delay, floated, th.ORANGE)
                floated += 1
            elif isinstance(e, PointTileTaken) and origin is not None:
                self._float("+1 point tile", board.center(origin), delay, floated, th.SKY)
                floated += 1
            elif isinstance(e, StoryBuilt):
                self._drop_story((e.at[0], e.at[1]), e.colour, e.level, delay)
                delay += POP_S
            elif isinstance(e, SeaStarPlaced):
                cell = (e.at[0], e.at[1])
                self._travel(art.star, self.star_spot, art.star_spot(cell), delay, ("star", cell))
                delay += MOVE_S
            elif isinstance(e, PointsScored) and e.points:
                where = e.where
                old = running.get(e.seat, 0)
                running[e.seat] = old + e.points
                if isinstance(where, tuple | list) and len(where) == 2:
                    at = board.center((int(where[0]), int(where[1])))
                else:
                    at = self.track.point(old) if self.track else board.rect.center
                self._float(f"+{e.points}", (at[0], at[1] - size * 0.2), delay, 0, th.GREEN)
                self._glide_marker(e.seat, old, old + e.points, delay)

    def _travel(
        self,
        sprite: pygame.Surface,
        start: Point,
        end: Point,
        delay: float,
        key: tuple[Any, ...],
    ) -> None:
        art = self.art

        def draw(surface: pygame.Surface, pos: Point, _t: float) -> None:
            art.blit_center(surface, sprite, pos)

        self.animator.add(
            Travel(duration=MOVE_S, delay=delay, hides=key, start=start, end=end, draw_piece=draw)
        )

    def _flip(self, cell: Cell, delay: float) -> None:
        art = self.art
        at = art.fog_spot(cell)

        def fn(surface: pygame.Surface, t: float) -> None:
            state = self.current()
            tile = state.fog[state.index(cell)]
            face = art.fog_back if t < 0.5 or tile is None else art.fog_face(tile)
            w = max(1, int(face.get_width() * abs(1 - 2 * t)))
            squeezed = pygame.transform.scale(face, (w, face.get_height()))
            art.blit_center(surface, squeezed, at)

        self.animator.add(Custom(duration=MOVE_S, delay=delay, hides=("fog", cell), fn=fn))

    def _fade_tile(self, cell: Cell, label: str, delay: float) -> None:
        art = self.art
        gift = parse_gift(label)
        if gift is None:
            return
        face = art.fog_face(gift)
        at = art.fog_spot(cell)
        board = art.board

        def fn(surface: pygame.Surface, t: float) -> None:
            scale = max(0.05, 1 - t)
            w, h = face.get_size()
            small = pygame.transform.smoothscale(
                face, (max(1, int(w * scale)), max(1, int(h * scale)))
            )
            small.set_alpha(int(255 * (1 - t)))
            art.blit_center(surface, small, (at[0], at[1] - board.size * 0.4 * t))

        self.animator.add(Custom(duration=MOVE_S, delay=delay + MOVE_S, fn=fn))

    def _drop_story(self, cell: Cell, colour: str, level: int, delay: float) -> None:
        art = self.art
        space = self.current().layout.space_at(cell)
        if colour not in space.towers:
            return
        j = space.towers.index(colour)
        final = art.story_rect(space, j, level)
        height = art.board.size

        def fn(surface: pygame.Surface, t: float) -> None:
            draw_story(surface, final.move(0, -round(height * (1 - t))), colour)

        self.animator.add(
            Custom(duration=POP_S, delay=delay, hides=("story", cell, colour, level), fn=fn)
        )

    def _float(self, text: str, at: Point, delay: float, row: float, color: th.Color) -> None:
        y = at[1] - self.art.board.size * 0.1 - row * self.theme.px["large"]
        self.animator.add(
            FloatText(
                duration=FLOAT_S,
                delay=delay,
                text=text,
                at=(at[0], y),
                color=th.mix(color, th.WHITE, 0.3),
                rise=self.art.board.size * 0.6,
            )
        )

    def _glide_marker(self, seat: Seat, old: int, new: int, delay: float) -> None:
        art, track = self.art, self.track
        if track is None:
            return
        sprite = art.markers[seat]

        def fn(surface: pygame.Surface, t: float) -> None:
            art.blit_center(surface, sprite, track.point(old + (new - old) * t))

        self.animator.add(Custom(duration=MOVE_S, delay=delay, hides=("marker", seat), fn=fn))
