"""The contract between the play scene and a game's controller, plus shared drawing helpers.

Like Tatham's ``interpret_move``, a controller turns input (a cell id, a button id) into an
``Action`` to play, a ``Reject`` with a one-line reason, or ``None`` for a UI-only change such as a
selection. It only ever sees ``view(state, seat)``: what the seat in front of the screen may know.
Selection lives here, never in game state. ``refresh`` is called whenever the state or the viewer
changes, so per-frame drawing works from cached legal actions.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import pygame

from boardgames.core.match import Match
from boardgames.core.rules import Action, Event, Seat
from boardgames.games import GameSpec
from boardgames.ui import theme as th
from boardgames.ui.anim import Animator
from boardgames.ui.boards import ScreenBoard
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import Button

Cell = tuple[int, int]


@dataclass(frozen=True)
class Reject:
    """An illegal click: nothing changes and ``reason`` shows in the status line."""

    reason: str


@dataclass(frozen=True)
class Notice:
    """A UI-only outcome worth a line in the status bar (e.g. "code copied")."""

    text: str


Result = Action | Reject | Notice | None


class Controller:
    """Base class; each game's controller overrides what it needs."""

    # Pass-and-play: does a seat have private information (a hand, a secret bid) to protect?
    needs_handoff: ClassVar[bool] = False

    def __init__(self, match: Match, theme: Theme, animator: Animator) -> None:
        self.match = match
        self.rules = match.rules
        self.theme = theme
        self.animator = animator
        self.board: ScreenBoard = self.make_board()
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.view: Any = None
        self.viewer: Seat | None = None  # whose view is shown (None: the public view)
        self.seat: Seat | None = None  # the seat to act that the viewer controls, if any
        self.legal: list[Action] = []
        self.last_move: set[Cell] = set()

    # --- to override ---------------------------------------------------------------------------
    def make_board(self) -> ScreenBoard:
        raise NotImplementedError

    def draw_board(self, surface: pygame.Surface, hover: Cell | None) -> None:
        raise NotImplementedError

    def prompt(self) -> str:
        return ""

    @classmethod
    def seat_colors(cls, rules: Any, params: Any) -> list[th.Color] | None:
        """Colours the game gives seats before a match exists (for the menu); None: the theme's."""
        return None

    def player_color(self, seat: Seat) -> th.Color:
        """The colour the game gives a seat (Titicaca fixes yellow, red...); glyphs stay the
        same."""
        return th.player_style(seat).color

    def player_line(self, seat: Seat) -> str:
        """Short public facts about a player for the side panel."""
        return ""

    def score(self, seat: Seat) -> int | None:
        """The seat's running score for the side panel (the game's own ``score``)."""
        if self.view is None:
            return None
        return int(self.rules.score(self.view, seat))

    def draw_player_facts(self, surface: pygame.Surface, rect: pygame.Rect, seat: Seat) -> bool:
        """Draw a player's public facts in the side panel's row (icons where the game has them);
        False: the panel writes ``player_line`` instead."""
        return False

    def panel_height(self) -> int:
        """Pixels the game's own panel section wants."""
        return 0

    def draw_panel(self, surface: pygame.Surface) -> None:
        pass

    def buttons(self) -> Sequence[Button]:
        """Action buttons of the current step, laid out inside ``panel_rect``."""
        return ()

    def on_cell(self, cell: Cell) -> Result:
        return None

    def on_button(self, button_id: str) -> Result:
        return None

    def targets(self) -> set[Cell]:
        """Cells that are legal to click now (for hover highlights)."""
        return set()

    def animate(self, events: Sequence[Event], before: Any) -> None:
        """Turn a played action's events into animations; ``before`` is the previous view."""

    def cancel(self) -> bool:
        """Drop the current selection (right click or Esc); True if there was one."""
        return False

    def on_key(self, event: pygame.event.Event) -> Result:
        """A key the play scene does not use itself (digits, arrows...)."""
        return None

    def suggestion_cells(self, action: Action) -> list[Cell]:
        """Where a suggested action happens on the board, to mark it. By default every cell of
        the board named by one of the action's fields (a hex, a field, a space); controllers
        whose spots are not the action's own words map them themselves."""
        cells = set(getattr(self.board, "cells", ()))
        found: list[Cell] = []
        for name in getattr(action, "__dataclass_fields__", {}):
            value = getattr(action, name)
            if isinstance(value, tuple) and value in cells and value not in found:
                found.append(value)
        return found

    def suggestion_buttons(self, action: Action) -> list[str]:
        """Ids of this controller's buttons that play a suggested action (to mark them too)."""
        return []

    def path_from_here(self, action: Action) -> tuple[list[str], str] | None:
        """Where a picker's own state decides the clicks (an amount set with -/+): the button
        ids that play ``action`` from what the picker shows now, and one line that says so; None
        where a lesson's written clicks hold whatever was clicked before."""
        return None

    def update(self, dt: float) -> None:
        """Per-frame time for controllers that keep a clock (the puzzle timer)."""

    def result_notes(self) -> list[str]:
        """Extra lines for the results screen that only the UI knows (elapsed time...)."""
        return []

    def result_title(self) -> str | None:
        """The results screen's headline, where the game has its own ("Solved in 4:12");
        None: the shell's ("Ada wins!", or for one player "Solved in ..." / "... points")."""
        return None

    def solo_timing(self) -> tuple[str, str, float] | None:
        """For a timed solo game: (what its best time is kept for, that in words, the seconds it
        took). None for games without a clock. The clock is the match extra "elapsed" that a
        timed controller keeps (it travels with saves); the best time is kept per game and per
        size and difficulty option."""
        seconds = self.match.extras.get("elapsed")
        if (
            self.match.params.players != 1
            or isinstance(seconds, bool)
            or not isinstance(seconds, int | float)
        ):
            return None
        options = self.match.params.options
        kind = [options[k] for k in ("size", "board", "difficulty") if options.get(k)]
        key = " ".join([self.rules.name, *kind])
        return key, ", ".join(kind) or self.rules.title, float(seconds)

    # --- provided ------------------------------------------------------------------------------
    def layout(self, board_rect: pygame.Rect, panel_rect: pygame.Rect) -> None:
        self.board.fit(board_rect)
        self.panel_rect = panel_rect

    def refresh(self, viewer: Seat | None, seat: Seat | None) -> None:
        """The state or the viewer changed: recompute the view and the legal actions."""
        self.viewer = viewer
        self.view = self.match.rules.view(self.match.state, viewer)
        self.seat = seat
        self.legal = self.rules.legal_actions(self.view, seat) if seat is not None else []
        self.on_refresh()

    def on_refresh(self) -> None:
        """Hook for controllers that derive more from the new view."""

    def stack_buttons(self, buttons: Sequence[Button], top: int, columns: int = 2) -> int:
        """Lay buttons out in a grid inside the panel from ``top``; returns the y below them."""
        if not buttons:
            return top
        gap = 6
        width = (self.panel_rect.width - gap * (columns - 1)) // columns
        height = max(30, self.theme.px["normal"] + 14)
        for i, b in enumerate(buttons):
            row, col = divmod(i, columns)
            b.rect = pygame.Rect(
                self.panel_rect.x + col * (width + gap), top + row * (height + gap), width, height
            )
        rows = (len(buttons) + columns - 1) // columns
        return top + rows * (height + gap)


def controller_class(spec: GameSpec) -> type[Controller]:
    """The game's controller class, named in its spec ("module:Class")."""
    module, _, name = spec.controller.partition(":")
    found: type[Controller] = getattr(importlib.import_module(module), name)
    return found


def make_controller(spec: GameSpec, match: Match, theme: Theme, animator: Animator) -> Controller:
    return controller_class(spec)(match, theme, animator)


def draw_cell_highlight(
    surface: pygame.Surface, polygon: list[tuple[float, float]], color: th.Color, width: int = 3
) -> None:
    pygame.draw.polygon(surface, color, polygon, width)


def corners(rect: pygame.Rect) -> list[tuple[float, float]]:
    """A rectangle as a polygon, for the outline helpers below."""
    return [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]


def breathing_ring(
    surface: pygame.Surface,
    polygon: list[tuple[float, float]],
    pulse: float,
    color: th.Color,
    grow: tuple[float, float] = (1.0, 0.1),
    widths: tuple[int, int] = (9, 5),
) -> list[tuple[float, float]]:
    """A thick ring with a dark edge that breathes in and out around ``polygon`` (``pulse`` in
    0..1): the lesson's "click here" and the suggested move. Returns the ring drawn."""
    cx = sum(x for x, _ in polygon) / len(polygon)
    cy = sum(y for _, y in polygon) / len(polygon)
    k = grow[0] + grow[1] * pulse
    ring = [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in polygon]
    pygame.draw.polygon(surface, th.BLACK, ring, widths[0])
    pygame.draw.polygon(surface, color, ring, widths[1])
    return ring


def glow(
    surface: pygame.Surface, polygon: list[tuple[float, float]], color: th.Color, alpha: int = 70
) -> None:
    """A translucent fill over a cell (legal targets, last move)."""
    x0 = int(min(p[0] for p in polygon))
    y0 = int(min(p[1] for p in polygon))
    shape = tuple((round(x - x0), round(y - y0)) for x, y in polygon)
    surface.blit(_glow_layer(shape, color, alpha), (x0, y0))


@functools.lru_cache(maxsize=64)
def _glow_layer(shape: tuple[tuple[int, int], ...], color: th.Color, alpha: int) -> pygame.Surface:
    # Cells of one board share a shape, so one translucent layer serves them all, frame after
    # frame, instead of a new surface per cell per frame.
    w = max(p[0] for p in shape) + 2
    h = max(p[1] for p in shape) + 2
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(layer, (*color, alpha), shape)
    return layer
