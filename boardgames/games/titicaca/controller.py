"""Titicaca's controller: bids, houses, joined lands and temples by clicks on fields and buttons.

Bidding: set an amount with the -/+ buttons (or the arrow keys) and press "Bid N"; "Pass" bids 0.
Bids are secret, so every human seat gets the hand-off screen first. On a turn: click a glowing
free field for the house; then the optional steps, each chosen by a button or by clicking: a
glowing land joins the new land ("Join new land"), two glowing lands are joined one after the
other ("Join two lands"), "Temple +1/+2" then one of your glowing fields builds a temple; "End
turn" finishes. Hovering any field shows its land as it would score now. Refused clicks get the
rules' own reason in the status line.

This module interprets input and keeps the selection (the step, the first land, the bid amount).
What each step lets the player click is ``choices``; the drawing is done by ``panel_view`` (the
side panel), ``board_view`` (the board, pieces placed by ``spots_view``), ``tooltip_view`` and
``animation_view`` (events as animations).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from boardgames.core.rules import Action, Event, Seat
from boardgames.games.titicaca import queries
from boardgames.games.titicaca.actions import Bid, BuildTemple, EndTurn, PlaceHouse
from boardgames.games.titicaca.animation_view import Stage, animations
from boardgames.games.titicaca.board import Cell
from boardgames.games.titicaca.board_view import BoardLayer, Marks, last_move
from boardgames.games.titicaca.choices import (
    JOIN_MODE,
    MERGE_MODE,
    TEMPLE_MODE,
    Choices,
    temple_mode,
    temple_value,
)
from boardgames.games.titicaca.panel_view import BID_STEPS, Panel
from boardgames.games.titicaca.spots_view import Spots
from boardgames.games.titicaca.state import (
    BID,
    END,
    JOIN,
    MERGE,
    OVER,
    PLACE,
    TEMPLE,
    TiticacaState,
)
from boardgames.games.titicaca.tooltip_view import Tooltip, tip_lines
from boardgames.games.titicaca.view import DEFAULT_COLOURS, HexArt, Line, player_rgb
from boardgames.ui import theme as th
from boardgames.ui.boards import HexBoard
from boardgames.ui.controller import Controller, Notice, Reject, Result
from boardgames.ui.widgets import Button

BID_KEYS = {
    pygame.K_UP: 1,
    pygame.K_RIGHT: 1,
    pygame.K_PLUS: 1,
    pygame.K_EQUALS: 1,
    pygame.K_KP_PLUS: 1,
    pygame.K_DOWN: -1,
    pygame.K_LEFT: -1,
    pygame.K_MINUS: -1,
    pygame.K_KP_MINUS: -1,
    pygame.K_PAGEUP: 5,
    pygame.K_PAGEDOWN: -5,
}


class TiticacaController(Controller):
    needs_handoff = True  # bids are secret and temple values private

    def make_board(self) -> HexBoard:
        state: TiticacaState = self.match.state
        self.cells = queries.board_cells(state)
        self.field_type = {c.cell: c.land_type for c in self.cells if c.land_type is not None}
        self.lake_at = {c.cell: c.lake for c in self.cells if c.lake is not None}
        self.temple_values: tuple[int, ...] = tuple(sorted(set(self.match.layout.temples)))
        self.mode = ""
        self.first: Cell | None = None  # the first land (representative) of "Join two lands"
        self.amount = 1
        self._bid_for: tuple[int, Seat] | None = None  # (round, seat) the amount was set for
        self.art: HexArt | None = None
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.choices = Choices()
        self._targets: set[Cell] = set()
        self._selected: set[Cell] = set()
        self._clock = 0.0  # seconds, for the gentle pulse of the legal targets
        self._version = 0  # bumped when targets, selection or layout change
        board = HexBoard([c.cell for c in self.cells], pointy=True, margin=0.3)
        self.spots = Spots(board)
        self.board_layer = BoardLayer(board, self.cells, self.spots, self.theme, self.animator)
        self.tooltip = Tooltip(self.theme, board)
        self.panel = Panel(self.match, self.theme, self.temple_values)
        return board

    # --- state-derived caches --------------------------------------------------------------------
    @property
    def state(self) -> TiticacaState:
        view: TiticacaState = self.view
        return view

    def on_refresh(self) -> None:
        s = self.state
        self.choices = Choices.of(s, self.legal)
        if s.phase == BID and self.seat is not None:
            if self._bid_for != (s.round, self.seat):
                self._bid_for = (s.round, self.seat)
                self.amount = min(1, s.weapons[self.seat])
            self.amount = max(0, min(self.amount, s.weapons[self.seat]))
        if self.mode not in self.choices.modes():
            self.mode = self.choices.default_mode()
        if self.mode != MERGE_MODE or self.first not in self.choices.merge_lands():
            self.first = None
        self.last_move = last_move(self.match.played())
        self._rebuild()

    def _rebuild(self) -> None:
        """Targets, selection and buttons for the current phase and mode."""
        s = self.state
        self._version += 1
        if self.seat is None:
            self._targets, self._selected = set(), set()
            return
        self._targets, self._selected = self.choices.marks(s.phase, self.mode, self.first)
        self.panel.show_turn(self.mode, self.choices.modes(), self.choices.can_end)
        if s.phase == BID:
            self.panel.show_bid(self.amount, s.weapons[self.seat])
        self._place_buttons()

    # --- layout ----------------------------------------------------------------------------------
    def layout(self, board_rect: pygame.Rect, panel_rect: pygame.Rect) -> None:
        super().layout(board_rect, panel_rect)
        self.board_rect = pygame.Rect(board_rect)
        state: TiticacaState = self.match.state
        self.art = HexArt(self.board.size, state.config.land_types)
        self.spots.clear()  # the board was fitted to the new rectangle
        self.board_layer.fit(self.art, self.board_rect, state.config.scoring_lakes)
        self.panel.forget_legend()
        self._version += 1
        self._place_buttons()

    def _place_buttons(self) -> None:
        phase = self.view.phase if self.view is not None else None
        self.panel.place(self.panel_rect, phase, self.stack_buttons)

    def panel_height(self) -> int:
        return self.panel.height()

    # --- the controller protocol -----------------------------------------------------------------
    @classmethod
    def seat_colors(cls, rules: Any, params: Any) -> list[th.Color] | None:
        """The menu shows each seat in the colour its houses will have.

        A layout that fails to load is reported when the game starts; until then the seats keep
        Titicaca's own colours in the rulebook's order, never another game's.
        """
        try:
            names = [c.name for c in rules.load_layout(params).colours]
        except (ValueError, OSError):  # a broken layout (LayoutError): reported at the start
            names = list(DEFAULT_COLOURS)
        return [player_rgb(name) for name in names]

    def player_color(self, seat: Seat) -> th.Color:
        """The seat's colour as the game fixes it (yellow, red, ...), in an Okabe-Ito shade."""
        return player_rgb(self.state.colours[seat] if self.view is not None else "")

    def prompt(self) -> str:
        s = self.state
        names = self.match.names
        if self.seat is None:
            return queries.prompt(s, names)
        who = names[self.seat]
        if s.phase == BID:
            where = f"lake {s.lake}" if s.lake is not None else "any free field"
            free = len(queries.free_fields(s))
            return (
                f"{who}: choose weapons in secret for {where} ({free} free fields), then press "
                f"Bid. Highest bid goes first; 0 sits the round out."
            )
        if self.mode == MERGE_MODE and self.first is not None:
            return (
                f"{who}: click a glowing land to join with the selected one (right click: cancel)."
            )
        if self.mode == MERGE_MODE:
            return f"{who}: click the first of two glowing lands to join, or pick another step."
        if self.mode == JOIN_MODE:
            return (
                f"{who}: click a glowing land to join the new field to it, or pick another step"
                " (or End turn)."
            )
        if self.mode.startswith(TEMPLE_MODE):
            value = temple_value(self.mode)
            return f"{who}: click one of your glowing fields for the +{value} temple."
        return queries.prompt(s, names)

    def player_line(self, seat: Seat) -> str:
        s = self.state
        temples = len(s.temple_supply[seat])
        return f"weapons {s.weapons[seat]} · houses {s.houses_left[seat]} · temples {temples}"

    def targets(self) -> set[Cell]:
        return self._targets

    def buttons(self) -> Sequence[Button]:
        s = self.view
        if self.seat is None or s is None:
            return ()
        return self.panel.buttons(s.phase)

    def cancel(self) -> bool:
        had = self.first is not None or self.mode.startswith(TEMPLE_MODE)
        self.first = None
        if self.mode.startswith(TEMPLE_MODE):
            self.mode = self.choices.default_mode()
        if self.view is not None:
            self._rebuild()
        return had

    def update(self, dt: float) -> None:
        self._clock += dt

    # --- clicks ----------------------------------------------------------------------------------
    def on_cell(self, cell: Cell) -> Result:
        s, seat = self.state, self.seat
        if seat is None:
            if s.phase == OVER:
                return Reject("The game is over.")
            return Reject("Wait for your turn.")
        if s.phase == BID:
            return Reject("First choose weapons in secret with the buttons on the right.")
        choices = self.choices
        if s.phase == PLACE:
            if cell in choices.place:
                return PlaceHouse(cell)
            return Reject(self._why(PlaceHouse(cell)) or "A house cannot go there.")
        rep = s.land_rep(cell) if cell in self.field_type else None
        if self.mode.startswith(TEMPLE_MODE):
            value = temple_value(self.mode)
            if cell in choices.temple.get(value, ()):
                return BuildTemple(cell, value)
            return Reject(self._why(BuildTemple(cell, value)) or "No temple can go there.")
        if self.mode == JOIN_MODE:
            join = queries.join_new_for(s, cell)
            if join is not None and join.land in choices.join:
                return join
            if rep is not None and rep in choices.merge_lands():
                # The land cannot join the new one but can join another land: the player meant
                # the next step.
                self.mode, self.first = MERGE_MODE, rep
                self._rebuild()
                return Notice("Joining two lands: now click the land to join it with.")
            if join is None:
                return Reject("Click a land (fields with houses) next to the new field.")
            return Reject(self._why(join) or "That land cannot join the new land.")
        if self.mode == MERGE_MODE:
            return self._merge_click(rep)
        if s.phase == END:
            return Reject("Everything this turn is done: press End turn.")
        if choices.temple:
            return Reject("Pick Temple +1 or +2 first, or press End turn.")
        return Reject("Press End turn: no other step is possible.")

    def _merge_click(self, rep: Cell | None) -> Result:
        choices = self.choices
        if rep is None:
            return Reject("Click a land: fields with houses.")
        if self.first is None:
            if rep in choices.merge_lands():
                self.first = rep
                self._rebuild()
                return None
            return Reject(
                "That land cannot be joined with another land now: glowing lands can."
                if choices.merge
                else "No two lands can be joined now."
            )
        if rep == self.first:
            self.first = None
            self._rebuild()
            return None
        merge = queries.join_lands_for(self.state, self.first, rep)
        if merge is not None and (merge.a, merge.b) in choices.merge:
            return merge
        if rep in choices.merge_lands():
            self.first = rep
            self._rebuild()
            return Notice("Selected another land: now click the land to join it with.")
        if merge is None:
            return Reject("Click a second land.")
        return Reject(self._why(merge) or "Those lands cannot be joined.")

    def _why(self, action: Any) -> str | None:
        assert self.seat is not None
        return queries.why_not(self.state, self.seat, action)

    def suggestion_buttons(self, action: Action) -> list[str]:
        """The panel buttons that play a suggested action (a temple: its value's button)."""
        if isinstance(action, Bid):
            return ["pass"] if action.value == 0 else ["bid"]
        if isinstance(action, BuildTemple):
            return [temple_mode(action.value)]
        return {"join": [JOIN_MODE], "merge": [MERGE_MODE], "end": ["end"]}.get(action.kind, [])

    def path_from_here(self, action: Action) -> tuple[list[str], str] | None:
        """A bid of a set amount: -1 or +1 from the amount shown, then Bid (a lesson's hint
        follows what the learner did, an overshoot included)."""
        if not isinstance(action, Bid) or action.value == 0 or self.state.phase != BID:
            return None
        shown, want = self.amount, action.value
        if shown == want:
            return ["bid"], f"The bid shows {want}: press Bid {want}."
        step, verb = ("plus1", "Raise") if shown < want else ("minus1", "Lower")
        sign = "+1" if shown < want else "-1"
        times = abs(want - shown)
        again = "" if times == 1 else f" {times} times"
        return (
            [step] * times + ["bid"],
            f"The bid shows {shown}. {verb} it to {want} with {sign}{again}, then press Bid {want}.",
        )

    def on_button(self, button_id: str) -> Result:
        s, seat = self.state, self.seat
        if seat is None:
            return None
        if s.phase == BID:
            if button_id in BID_STEPS:
                return self._adjust(BID_STEPS[button_id])
            if button_id == "pass":
                return Bid(0)
            if button_id == "bid":
                return Bid(self.amount)
            return None
        if button_id == "end":
            return EndTurn()
        if button_id in self.panel.turn_buttons:
            if button_id not in self.choices.modes():
                return Reject(self._mode_reason(button_id))
            self.mode = button_id
            self.first = None
            self._rebuild()
        return None

    def _adjust(self, delta: int) -> Result:
        top = self.state.weapons[self.seat] if self.seat is not None else 0
        self.amount = max(0, min(top, self.amount + delta))
        self._rebuild()
        return None

    def _mode_reason(self, mode: str) -> str:
        if mode == JOIN_MODE:
            return "The new land cannot be joined now (no neighbouring land lacks its land type)."
        if mode == MERGE_MODE:
            return "No two lands can be joined now."
        return "No temple of that value can be built now."

    def on_key(self, event: pygame.event.Event) -> Result:
        s = self.view
        if self.seat is None or s is None:
            return None
        if s.phase == BID:
            if event.key in BID_KEYS:
                return self._adjust(BID_KEYS[event.key])
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return Bid(self.amount)
            if event.key == pygame.K_p:
                return Bid(0)
            return None
        if s.phase not in (JOIN, MERGE, TEMPLE, END):
            return None
        if event.key in (pygame.K_e, pygame.K_RETURN, pygame.K_KP_ENTER):
            return EndTurn()
        keys = {pygame.K_j: JOIN_MODE, pygame.K_m: MERGE_MODE}
        keys.update({getattr(pygame, f"K_{v}"): temple_mode(v) for v in self.temple_values})
        if event.key in keys:
            return self.on_button(keys[event.key])
        return None

    # --- drawing, by the modules that know how ---------------------------------------------------
    def draw_panel(self, surface: pygame.Surface) -> None:
        self.panel.draw(surface, self.panel_rect, self.state, self.seat, self.amount, self.art)

    def draw_board(self, surface: pygame.Surface, hover: Cell | None) -> None:
        if self.art is None or self.view is None:
            return
        land = self._land_fields(hover)
        marks = Marks(
            version=self._version,
            targets=self._targets,
            selected=self._selected,
            last_move=self.last_move,
            viewer=self.viewer,
            whole_lands=self.state.phase != PLACE and not self.mode.startswith(TEMPLE_MODE),
        )
        self.board_layer.draw(surface, self.state, marks, hover, land, self._clock)
        self.tooltip.draw(
            surface, hover, self._version, land, self._tip_lines, self.art, self.board_rect
        )

    def _land_fields(self, cell: Cell | None) -> list[Cell]:
        if cell is None or cell not in self.field_type:
            return []
        rep = self.state.land_rep(cell)
        return self.choices.lands.get(rep, []) if rep is not None else []

    def _tip_lines(self, cell: Cell) -> list[Line]:
        return tip_lines(
            self.state, self.match.names, cell, self.lake_at, self.field_type, cell in self._targets
        )

    def animate(self, events: Sequence[Event], before: Any) -> None:
        if not self.animator.enabled or self.art is None:
            return
        # The play scene shows the public view while these run, before any hand-off.
        stage = Stage(
            state=self.state,
            names=self.match.names,
            viewer=self.viewer,
            fields=self.field_type,
            theme=self.theme,
            art=self.art,
            board=self.spots.board,
            spots=self.spots,
            board_rect=self.board_rect,
            panel_rect=self.panel_rect,
        )
        for anim in animations(stage, events):
            self.animator.add(anim)
