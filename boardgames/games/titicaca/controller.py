"""Titicaca's controller: bids, houses, joined lands and temples by clicks on fields and buttons.

Bidding: set an amount with the -/+ buttons (or the arrow keys) and press "Bid N"; "Pass" bids 0.
Bids are secret, so every human seat gets the hand-off screen first. On a turn: click a glowing
free field for the house; then the optional steps, each chosen by a button or by clicking: a
glowing land joins the new land ("Join new land"), two glowing lands are joined one after the
other ("Join two lands"), "Temple +1/+2" then one of your glowing fields builds a temple; "End
turn" finishes. Hovering any field shows its land as it would score now. Refused clicks get the
rules' own reason in the status line.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from boardgames.core.rules import Event, PointsScored, Seat
from boardgames.games.titicaca import queries
from boardgames.games.titicaca.actions import (
    Bid,
    BuildTemple,
    EndTurn,
    JoinLands,
    JoinNew,
    PlaceHouse,
)
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
from boardgames.games.titicaca.scoring import SPLIT, TIE_BREAK
from boardgames.games.titicaca.state import (
    BID,
    END,
    JOIN,
    MERGE,
    OVER,
    PLACE,
    TEMPLE,
    UNKNOWN,
    TiticacaState,
)
from boardgames.games.titicaca.view import (
    Banner,
    HexArt,
    Line,
    draw_house,
    draw_stick,
    draw_swatch,
    draw_temple,
    player_rgb,
    render_box,
    render_landscape,
)
from boardgames.ui import theme as th
from boardgames.ui.anim import Custom, FloatText, Travel
from boardgames.ui.boards import HexBoard
from boardgames.ui.controller import Controller, Notice, Reject, Result
from boardgames.ui.widgets import Button

JOIN_MODE = "join"
MERGE_MODE = "merge"
TEMPLE_MODE = "temple:"  # followed by the value
CONFIRM = th.mix(th.GREEN, th.PANEL, 0.2)
HOUSE_SIZE = 0.58  # house width, in hex radii
TEMPLE_SIZE = 0.5  # temple width, in hex radii
ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")
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
        self.viewer: Seat | None = None
        self.mode = ""
        self.first: Cell | None = None  # the first land (representative) of "Join two lands"
        self.amount = 1
        self._bid_for: tuple[int, Seat] | None = None  # (round, seat) the amount was set for
        self.art: HexArt | None = None
        self.landscape: pygame.Surface | None = None
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self._targets: set[Cell] = set()
        self._selected: set[Cell] = set()
        self._lands: dict[Cell, list[Cell]] = {}  # representative -> fields of the land
        self._place: set[Cell] = set()
        self._join: set[Cell] = set()
        self._merge: set[tuple[Cell, Cell]] = set()
        self._temple: dict[int, set[Cell]] = {}
        self._tip_key: tuple[Cell | None, int] | None = None
        self._tip: pygame.Surface | None = None
        self._tip_rect = pygame.Rect(0, 0, 0, 0)
        self._clock = 0.0  # seconds, for the gentle pulse of the legal targets
        self._version = 0  # bumped when targets, selection or layout change
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[int, frozenset[Any]] | None = None
        self._edges: dict[tuple[Cell, Cell], tuple[tuple[float, float], tuple[float, float]]] = {}
        self._legend: pygame.Surface | None = None
        self.bid_buttons = {
            "minus5": Button("minus5", "-5", tooltip="Page Down"),
            "minus1": Button("minus1", "-1", tooltip="Down arrow"),
            "plus1": Button("plus1", "+1", tooltip="Up arrow"),
            "plus5": Button("plus5", "+5", tooltip="Page Up"),
            "pass": Button("pass", "Pass (bid 0)", tooltip="P: take no turn this round"),
            "bid": Button("bid", "Bid 1", color=CONFIRM, tooltip="Enter"),
        }
        self.turn_buttons = {
            JOIN_MODE: Button(JOIN_MODE, "Join new land", tooltip="J, then click a glowing land"),
            MERGE_MODE: Button(MERGE_MODE, "Join two lands", tooltip="M, then click two lands"),
            **{
                f"{TEMPLE_MODE}{v}": Button(
                    f"{TEMPLE_MODE}{v}", f"Temple +{v}", tooltip=f"{v}, then click your field"
                )
                for v in self.temple_values
            },
            "end": Button("end", "End turn", color=CONFIRM, tooltip="E or Enter"),
        }
        return HexBoard([c.cell for c in self.cells], pointy=True, margin=0.3)

    # --- state-derived caches ------------------------------------------------------------------
    @property
    def state(self) -> TiticacaState:
        return self.view

    def refresh(self, viewer: Seat | None, seat: Seat | None) -> None:
        self.viewer = viewer
        super().refresh(viewer, seat)

    def on_refresh(self) -> None:
        s = self.state
        self._lands = {}
        for f, rep in zip(s.board.fields, s.land, strict=True):
            if rep is not None:
                self._lands.setdefault(rep, []).append(f)
        self._place = {a.field for a in self.legal if isinstance(a, PlaceHouse)}
        self._join = {a.land for a in self.legal if isinstance(a, JoinNew)}
        self._merge = {(a.a, a.b) for a in self.legal if isinstance(a, JoinLands)}
        self._temple = {}
        for a in self.legal:
            if isinstance(a, BuildTemple):
                self._temple.setdefault(a.value, set()).add(a.field)
        if s.phase == BID and self.seat is not None:
            if self._bid_for != (s.round, self.seat):
                self._bid_for = (s.round, self.seat)
                self.amount = min(1, s.weapons[self.seat])
            self.amount = max(0, min(self.amount, s.weapons[self.seat]))
        if self.mode not in self._modes():
            self.mode = self._default_mode()
        if self.mode != MERGE_MODE or self.first not in self._merge_lands():
            self.first = None
        self.last_move = self._last_move()
        self._tip_key = None
        self._rebuild()

    def _modes(self) -> list[str]:
        modes = []
        if self._join:
            modes.append(JOIN_MODE)
        if self._merge:
            modes.append(MERGE_MODE)
        modes += [f"{TEMPLE_MODE}{v}" for v in sorted(self._temple)]
        return modes

    def _default_mode(self) -> str:
        """Joining is offered first, as the turn's order has it; a temple needs its value picked."""
        for mode in (JOIN_MODE, MERGE_MODE):
            if mode in self._modes():
                return mode
        return ""

    def _merge_lands(self, partner: Cell | None = None) -> set[Cell]:
        """Lands in some joinable pair (with ``partner``, when given)."""
        if partner is None:
            return {rep for pair in self._merge for rep in pair}
        return {b if a == partner else a for a, b in self._merge if partner in (a, b)}

    def _rebuild(self) -> None:
        """Targets, selection and buttons for the current phase and mode."""
        s = self.state
        self._version += 1
        self._targets = set()
        self._selected = set()
        if self.seat is None:
            return
        if s.phase == PLACE:
            self._targets = set(self._place)
        elif self.mode == JOIN_MODE:
            self._targets = self._fields_of(self._join)
        elif self.mode == MERGE_MODE:
            if self.first is None:
                self._targets = self._fields_of(self._merge_lands())
            else:
                self._selected = set(self._lands.get(self.first, ()))
                self._targets = self._fields_of(self._merge_lands(self.first))
        elif self.mode.startswith(TEMPLE_MODE):
            self._targets = set(self._temple.get(int(self.mode[len(TEMPLE_MODE) :]), ()))
        for key, b in self.turn_buttons.items():
            b.selected = key == self.mode
            if key == "end":
                b.enabled = any(isinstance(a, EndTurn) for a in self.legal)
            else:
                b.enabled = key in self._modes()
        if s.phase == BID:
            top = s.weapons[self.seat]
            self.bid_buttons["minus5"].enabled = self.amount > 0
            self.bid_buttons["minus1"].enabled = self.amount > 0
            self.bid_buttons["plus1"].enabled = self.amount < top
            self.bid_buttons["plus5"].enabled = self.amount < top
            self.bid_buttons["bid"].label = f"Bid {self.amount}"
        self._place_buttons()

    def _fields_of(self, reps: set[Cell]) -> set[Cell]:
        return {f for rep in reps for f in self._lands.get(rep, ())}

    def _last_move(self) -> set[Cell]:
        """The latest house placed and any temple built since, from the match's record."""
        out: set[Cell] = set()
        for step in reversed(self.match.played()):
            for e in step.events:
                if isinstance(e, TempleBuilt):
                    out.add(e.field)
                elif isinstance(e, HousePlaced):
                    out.add(e.field)
                    return out
        return out

    # --- layout ----------------------------------------------------------------------------------
    def layout(self, board_rect: pygame.Rect, panel_rect: pygame.Rect) -> None:
        super().layout(board_rect, panel_rect)
        self.board_rect = pygame.Rect(board_rect)
        state: TiticacaState = self.match.state
        self.art = HexArt(self.board.size, state.config.land_types)
        self.landscape = self._render_landscape()
        self._edges = {}
        self._legend = None
        self._version += 1
        self._tip_key = None
        self._place_buttons()

    def _render_landscape(self) -> pygame.Surface:
        assert self.art is not None
        state: TiticacaState = self.match.state
        layer = render_landscape(
            self.board,
            self.cells,
            self.art,
            self.theme,
            self.board_rect,
            state.config.scoring_lakes,
        )
        # An opaque copy on the window's background blits fastest every frame.
        flat = pygame.Surface(self.board_rect.size)
        flat.fill(th.BG)
        flat.blit(layer, (0, 0))
        return flat

    def _line_h(self) -> int:
        return self.theme.font("small").get_linesize() + 4

    def _button_h(self) -> int:
        return max(30, self.theme.px["normal"] + 14)

    def _legend_h(self) -> int:
        return 2 * self._line_h() + 6

    def panel_height(self) -> int:
        gap = 6
        rows = 3 * (self._button_h() + gap)
        header = 2 * self._line_h() + self.theme.font("large").get_linesize()
        return header + rows + self._legend_h() + 12

    def _place_buttons(self) -> None:
        rect = self.panel_rect
        if rect.width <= 0:
            return
        bh = self._button_h()
        s = self.view
        top = rect.y + 2 * self._line_h() + 4
        if s is not None and s.phase == BID:
            top += self.theme.font("large").get_linesize()
            bids = self.bid_buttons
            y = self.stack_buttons(
                [bids["minus5"], bids["minus1"], bids["plus1"], bids["plus5"]], top, 4
            )
            self.stack_buttons([bids["pass"], bids["bid"]], y, 2)
            return
        modes = [b for k, b in self.turn_buttons.items() if k != "end"]
        y = self.stack_buttons(modes, top, 2)
        end = self.turn_buttons["end"]
        end.rect = pygame.Rect(rect.x, y, rect.width, bh)

    # --- the controller protocol -----------------------------------------------------------------
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
        if self.mode.startswith(TEMPLE_MODE):
            value = self.mode[len(TEMPLE_MODE) :]
            return f"{who}: click one of your glowing fields for the +{value} temple."
        return queries.prompt(s, names)

    def player_line(self, seat: Seat) -> str:
        s = self.state
        temples = len(s.temple_supply[seat])
        return f"weapons {s.weapons[seat]} · houses {s.houses_left[seat]} · temples {temples}"

    def score(self, seat: Seat) -> int:
        return self.state.score(seat)

    def targets(self) -> set[Cell]:
        return self._targets

    def buttons(self) -> Sequence[Button]:
        s = self.view
        if self.seat is None or s is None:
            return ()
        if s.phase == BID:
            return list(self.bid_buttons.values())
        if s.phase in (JOIN, MERGE, TEMPLE, END):
            return list(self.turn_buttons.values())
        return ()

    def cancel(self) -> bool:
        had = self.first is not None or self.mode.startswith(TEMPLE_MODE)
        self.first = None
        if self.mode.startswith(TEMPLE_MODE):
            self.mode = self._default_mode()
        if self.view is not None:
            self._rebuild()
        return had

    # --- clicks ----------------------------------------------------------------------------------
    def on_cell(self, cell: Cell) -> Result:
        s, seat = self.state, self.seat
        if seat is None:
            if s.phase == OVER:
                return Reject("The game is over.")
            return Reject("Wait for your turn.")
        if s.phase == BID:
            return Reject("First choose weapons in secret with the buttons on the right.")
        if s.phase == PLACE:
            if cell in self._place:
                return PlaceHouse(cell)
            return Reject(self._why(PlaceHouse(cell)) or "A house cannot go there.")
        rep = s.land_rep(cell) if cell in self.field_type else None
        if self.mode.startswith(TEMPLE_MODE):
            value = int(self.mode[len(TEMPLE_MODE) :])
            if cell in self._temple.get(value, ()):
                return BuildTemple(cell, value)
            return Reject(self._why(BuildTemple(cell, value)) or "No temple can go there.")
        if self.mode == JOIN_MODE:
            join = queries.join_new_for(s, cell)
            if join is not None and join.land in self._join:
                return join
            if rep is not None and rep in self._merge_lands():
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
        if self._temple:
            return Reject("Pick Temple +1 or +2 first, or press End turn.")
        return Reject("Press End turn: no other step is possible.")

    def _merge_click(self, rep: Cell | None) -> Result:
        if rep is None:
            return Reject("Click a land: fields with houses.")
        if self.first is None:
            if rep in self._merge_lands():
                self.first = rep
                self._rebuild()
                return None
            return Reject(
                "That land cannot be joined with another land now: glowing lands can."
                if self._merge
                else "No two lands can be joined now."
            )
        if rep == self.first:
            self.first = None
            self._rebuild()
            return None
        merge = queries.join_lands_for(self.state, self.first, rep)
        if merge is not None and (merge.a, merge.b) in self._merge:
            return merge
        if rep in self._merge_lands():
            self.first = rep
            self._rebuild()
            return Notice("Selected another land: now click the land to join it with.")
        if merge is None:
            return Reject("Click a second land.")
        return Reject(self._why(merge) or "Those lands cannot be joined.")

    def _why(self, action: Any) -> str | None:
        assert self.seat is not None
        return queries.why_not(self.state, self.seat, action)

    def on_button(self, button_id: str) -> Result:
        s, seat = self.state, self.seat
        if seat is None:
            return None
        if s.phase == BID:
            steps = {"minus5": -5, "minus1": -1, "plus1": 1, "plus5": 5}
            if button_id in steps:
                return self._adjust(steps[button_id])
            if button_id == "pass":
                return Bid(0)
            if button_id == "bid":
                return Bid(self.amount)
            return None
        if button_id == "end":
            return EndTurn()
        if button_id in self.turn_buttons:
            if button_id not in self._modes():
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
        keys.update({getattr(pygame, f"K_{v}"): f"{TEMPLE_MODE}{v}" for v in self.temple_values})
        if event.key in keys:
            return self.on_button(keys[event.key])
        return None

    def update(self, dt: float) -> None:
        self._clock += dt

    # --- the side panel --------------------------------------------------------------------------
    def draw_panel(self, surface: pygame.Surface) -> None:
        rect = self.panel_rect
        if rect.height <= 0:
            return
        s = self.state
        theme = self.theme
        lh = self._line_h()
        y = rect.y
        surface.blit(theme.text(self._round_line(), "small", th.TEXT_DIM), (rect.x, y))
        y += lh
        self._draw_round_chips(surface, rect.x, y, rect.width)
        y += lh + 4
        if self.seat is not None and s.phase == BID:
            label = theme.text(f"Weapons worth {s.weapons[self.seat]} · bid:", "normal", th.TEXT)
            ly = y + (theme.font("large").get_linesize() - label.get_height()) // 2
            surface.blit(label, (rect.x, ly))
            amount = theme.text(str(self.amount), "large", th.YELLOW, bold=True)
            surface.blit(amount, (rect.x + label.get_width() + 10, y))
        if rect.height >= self.panel_height() - 4:
            self._draw_legend(surface, rect.x, rect.bottom - self._legend_h() + 6, rect.width)

    def _round_line(self) -> str:
        s = self.state
        if s.phase == OVER:
            return "The game is over."
        if s.lake is None:
            head = f"Extra round {s.extra_round}: any free field"
        else:
            head = f"Lake {s.lake} of {s.config.lake_rounds}"
            if s.lake in s.config.scoring_lakes:
                head += " · scoring after it"
        free = len(queries.free_fields(s))
        return f"{head} · {free} free field{'' if free == 1 else 's'}"

    def _draw_round_chips(self, surface: pygame.Surface, x: int, y: int, width: int) -> None:
        """Who still chooses (bidding), or the turn order with the revealed bids."""
        s = self.state
        theme = self.theme
        names = self.match.names
        chips: list[tuple[Seat, str, bool]] = []  # seat, text, emphasised
        if s.phase == BID:
            title = "Choosing:"
            for seat, b in enumerate(s.bids):
                if b is None:
                    chips.append((seat, names[seat], False))
            if not chips:
                return
        elif s.phase in (PLACE, JOIN, MERGE, TEMPLE, END):
            title = "Order:"
            for k, seat in enumerate(s.order):
                chips.append((seat, f"{names[seat]} {s.bids[seat]}", k == s.turn))
        else:
            return
        label = theme.text(title, "small", th.TEXT_DIM)
        surface.blit(label, (x, y))
        cx = x + label.get_width() + 6
        r = (theme.font("small").get_linesize()) * 0.36
        for seat, text, strong in chips:
            colour = player_rgb(s.colours[seat])
            img = theme.text(text, "small", th.TEXT if strong else th.TEXT_DIM, bold=strong)
            w = int(2 * r + 4 + img.get_width() + 10)
            if cx + w > x + width:
                break
            if strong:
                box = pygame.Rect(cx - 3, y - 2, w - 4, theme.font("small").get_linesize() + 4)
                pygame.draw.rect(surface, th.mix(th.PANEL, colour, 0.3), box, border_radius=5)
            glyph = th.player_style(seat).glyph
            th.draw_glyph(surface, glyph, (cx + r, y + img.get_height() / 2), r, colour)
            surface.blit(img, (cx + 2 * r + 4, y))
            cx += w

    def _draw_legend(self, surface: pygame.Surface, x: int, y: int, width: int) -> None:
        if self._legend is None or self._legend.get_width() != width:
            self._legend = self._render_legend(width)
        surface.blit(self._legend, (x, y))

    def _render_legend(self, width: int) -> pygame.Surface:
        """The land types with their swatches (drawn once per layout)."""
        theme = self.theme
        lh = self._line_h()
        types = list(self.match.state.config.land_types)
        cols = 3
        rows = (len(types) + cols - 1) // cols
        legend = pygame.Surface((width, rows * lh), pygame.SRCALPHA)
        col_w = width // cols
        r = lh * 0.42
        for i, land_type in enumerate(types):
            row, col = divmod(i, cols)
            cx, cy = col * col_w + r, row * lh + lh / 2
            draw_swatch(legend, (cx, cy), r, land_type, self.art)
            label = theme.text(land_type, "small", th.TEXT_DIM)
            legend.blit(label, (cx + r + 5, cy - label.get_height() / 2))
        return legend

    # --- the board -------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, hover: Cell | None) -> None:
        if self.art is None or self.landscape is None or self.view is None:
            return
        art, board = self.art, self.board
        # Everything that changes only with the state, the selection or a running animation's
        # hidden pieces is drawn once into a layer; a frame adds the pulse, hover and tooltip.
        hidden = frozenset(a.hides for a in self.animator.running if a.hides is not None)
        key = (self._version, hidden)
        if self._layer is None or key != self._layer_key:
            self._layer = self._render_layer()
            self._layer_key = key
        surface.blit(self._layer, self.board_rect.topleft, area=self.board_rect)
        if self._targets:
            art.ring.set_alpha(round(255 * (0.6 + 0.4 * math.sin(self._clock * 4) ** 2)))
            for f in self._targets:
                art.blit(surface, art.ring, board.center(f))
        hover_land = self._land_fields(hover)
        if hover is not None and hover in self._targets:
            whole = hover_land and self.state.phase != PLACE and not self._temple_mode()
            for f in hover_land if whole else [hover]:
                art.blit(surface, art.hover, board.center(f))
        else:
            for f in hover_land:
                art.blit(surface, art.land_hover, board.center(f))
        self._draw_tooltip(surface, hover)

    def _render_layer(self) -> pygame.Surface:
        """The landscape with everything the state puts on it, in screen coordinates."""
        assert self.art is not None and self.landscape is not None
        s = self.state
        board, art = self.board, self.art
        size = board.size
        rect = self.board_rect
        layer = pygame.Surface((rect.right, rect.bottom))
        layer.blit(self.landscape, rect.topleft)
        for number, cell in s.board.lakes.items():  # lakes already played
            if s.round > number or s.phase == OVER:
                art.blit(layer, art.dim, board.center(cell))
        if not self._targets:  # nothing to click (bidding, or watching): show what is at stake
            for f in queries.free_fields(s):
                art.blit(layer, art.stake, board.center(f))
        for f in self._targets:
            art.blit(layer, art.glow, board.center(f))
        for f in self._selected:
            art.blit(layer, art.selected, board.center(f))
        lake = queries.current_lake(s)
        if lake is not None and lake in s.board.lakes:
            poly = board.polygon(s.board.lakes[lake])
            pygame.draw.polygon(layer, th.BLACK, poly, max(4, round(size / 8)))
            pygame.draw.polygon(layer, th.YELLOW, poly, max(2, round(size / 14)))
        width = max(3.0, size / 7)
        for a, b in queries.sticks(s):
            p, q = self._edge(a, b)
            draw_stick(layer, p, q, width)
        for f in self.last_move:
            if f in self.field_type:
                center = board.center(f)
                pygame.draw.circle(layer, th.WHITE, center, size * 0.62, max(2, round(size / 20)))
        self._draw_pieces(layer)
        return layer

    def _edge(self, a: Cell, b: Cell) -> tuple[tuple[float, float], tuple[float, float]]:
        key = (a, b)
        if key not in self._edges:
            self._edges[key] = self.board.edge(a, b)
        return self._edges[key]

    def _temple_mode(self) -> bool:
        return self.mode.startswith(TEMPLE_MODE)

    def _land_fields(self, cell: Cell | None) -> list[Cell]:
        if cell is None or cell not in self.field_type:
            return []
        rep = self.state.land_rep(cell)
        return self._lands.get(rep, []) if rep is not None else []

    def _house_at(self, field: Cell, has_temple: bool) -> tuple[float, float]:
        cx, cy = self.board.center(field)
        size = self.board.size
        return (cx - size * 0.26, cy + size * 0.1) if has_temple else (cx, cy + size * 0.1)

    def _temple_at(self, field: Cell) -> tuple[float, float]:
        cx, cy = self.board.center(field)
        size = self.board.size
        return (cx + size * 0.36, cy - size * 0.08)

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        s = self.state
        size = self.board.size
        temples = {t.field: t for t in s.temples}
        shared: dict[Cell, Edge] = {}
        for edge in queries.shared_houses(s):
            for f in edge:
                shared[f] = edge
        for field, seat in queries.houses(s).items():
            colour = player_rgb(s.colours[seat])
            glyph = th.player_style(seat).glyph
            if field in shared:
                # The house stands on the border; the field keeps a token of its owner.
                th.draw_glyph(
                    surface, glyph, self._house_at(field, field in temples), size * 0.16, colour
                )
                continue
            if self.animator.hidden(("house", field)):
                continue
            draw_house(
                surface, self._house_at(field, field in temples), size * HOUSE_SIZE, colour, glyph
            )
        for edge in queries.shared_houses(s):
            if self.animator.hidden(("house", edge)):
                continue
            p, q = self._edge(*edge)
            seat = s.owner_of(edge[0])
            if seat is None:
                continue
            mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
            draw_house(
                surface,
                mid,
                size * HOUSE_SIZE * 0.85,
                player_rgb(s.colours[seat]),
                th.player_style(seat).glyph,
            )
        for field, t in temples.items():
            if self.animator.hidden(("temple", field)):
                continue
            known = t.face_up or t.seat == self.viewer
            value = t.value if known and t.value != UNKNOWN else None
            draw_temple(
                surface, self.theme, self._temple_at(field), size * TEMPLE_SIZE, value, t.face_up
            )

    # --- the hover tooltip -----------------------------------------------------------------------
    def _draw_tooltip(self, surface: pygame.Surface, hover: Cell | None) -> None:
        if hover is None:
            return
        key = (hover, self._version)
        if key != self._tip_key:
            self._tip_key = key
            lines = self._tip_lines(hover)
            self._tip = render_box(self.theme, lines, self.art) if lines else None
            self._tip_rect = self._place_tip(hover)
        if self._tip is not None:
            surface.blit(self._tip, self._tip_rect)

    def _place_tip(self, hover: Cell) -> pygame.Rect:
        """Beside the hovered land, never over it if there is room: right, left, below, above."""
        assert self._tip is not None
        size = self.board.size
        fields = self._land_fields(hover) or [hover]
        xs = [self.board.center(f)[0] for f in fields]
        ys = [self.board.center(f)[1] for f in fields]
        hx, hy = (round(v) for v in self.board.center(hover))
        room = pygame.Rect(0, 0, self.board_rect.right + 8, self.board_rect.bottom + 8)
        tip = self._tip.get_rect()
        gap = size * 0.95
        candidates = [
            tip.move_to(midleft=(round(max(xs) + gap), hy)),
            tip.move_to(midright=(round(min(xs) - gap), hy)),
            tip.move_to(midtop=(hx, round(max(ys) + gap))),
            tip.move_to(midbottom=(hx, round(min(ys) - gap))),
        ]
        for box in candidates:
            if room.contains(box):
                return box
        # No side has room: the top or bottom edge of the board, away from the mouse.
        box = (
            tip.move_to(midtop=(hx, room.top))
            if hy > room.centery
            else tip.move_to(midbottom=(hx, room.bottom))
        )
        return box.clamp(room)

    def _tip_lines(self, cell: Cell) -> list[Line]:
        s = self.state
        names = self.match.names
        if cell in self.lake_at:
            number = self.lake_at[cell]
            shore = s.board.shore.get(number, ())
            free = sum(1 for f in shore if s.owner_of(f) is None)
            lines = [Line(f"Lake {number}", bold=True), Line(f"{free} of {len(shore)} fields free")]
            if number in s.config.scoring_lakes:
                lines.append(Line(f"Lands at lake {number} score after its round"))
            return lines
        land_type = self.field_type.get(cell)
        if land_type is None:
            return []
        lakes = s.board.lakes_at[cell]
        preview = queries.land_preview(s, cell)
        if preview is None:
            where = f"next to lakes {', '.join(map(str, lakes))}" if lakes else "next to no lake"
            lines = [Line(f"Free {land_type} field", land_type, bold=True), Line(where)]
            if cell in self._targets:
                lines.append(Line("Click to place a house here", color=th.YELLOW))
            return lines
        lake_text = ", ".join(map(str, preview.lakes)) or "none"
        size_text = "1 field" if preview.size == 1 else f"{preview.size} fields"
        lines = [Line(f"Land of {size_text} · lakes {lake_text}", bold=True)]
        for award in preview.awards:
            glyphs = tuple(
                (th.player_style(w).glyph, player_rgb(s.colours[w])) for w in award.winners
            )
            who = ", ".join(names[w] for w in award.winners) or "nobody"
            how = ""
            if award.how == TIE_BREAK:
                how = " (tie won)"
            elif award.how == SPLIT:
                how = " each (split)"
            if award.land_type is None:
                head = f"Most houses ({award.points} lake{'s' if award.points != 1 else ''}): "
                lines.append(Line(f"{head}{who} +{award.each}{how}", None, glyphs))
            else:
                lines.append(
                    Line(f"{award.land_type}: {who} +{award.each}{how}", award.land_type, glyphs)
                )
        worth = [f"{names[p]} {v}" for p, v in enumerate(preview.points) if v]
        lines.append(Line("Scored now: " + (", ".join(worth) or "nothing"), color=th.YELLOW))
        return lines

    # --- animation -------------------------------------------------------------------------------
    def animate(self, events: Sequence[Event], before: Any) -> None:
        if not self.animator.enabled:
            return
        # The play scene shows the public view while these run, before any hand-off.
        self._animate(events)

    def _animate(self, events: Sequence[Event]) -> None:
        if self.art is None:
            return
        delay = 0.0
        # Points are summed per player and place, so a land paying one player twice shows once.
        points: dict[tuple[Seat, Cell | None], list[float]] = {}  # -> [total, delay]
        for e in events:
            if isinstance(e, BidsRevealed):
                self._reveal_bids(e)
                delay += 0.5
            elif isinstance(e, HousePlaced):
                self._drop_house(e, delay)
            elif isinstance(e, LandsJoined):
                self._fade_sticks(e.sticks, delay)
            elif isinstance(e, TempleBuilt):
                self._pop_temple(e.field, delay)
            elif isinstance(e, ScoringStarted):
                self._title(e.title, delay)
            elif isinstance(e, TemplesRevealed):
                for field, seat, value in e.temples:
                    self._flip_temple(field, seat, value, delay)
                delay += 0.35
            elif isinstance(e, PointsScored) and e.points > 0:
                where = tuple(e.where) if isinstance(e.where, tuple) else None
                key = (e.seat, where if where in self.field_type else None)
                if key not in points:
                    points[key] = [0.0, delay + min(len(points), 30) * 0.05]
                points[key][0] += e.points
            elif isinstance(e, RoundStarted) and e.lake is not None:
                self._pulse_lake(e.lake, delay + min(len(points), 30) * 0.05 + 0.2)
        for (seat, where), (total, at) in points.items():
            self._float_points(seat, int(total), where, at)

    def _reveal_bids(self, e: BidsRevealed) -> None:
        s = self.state
        names = self.match.names
        lines = [Line("Bids revealed", bold=True)]
        seats = [*e.order, *(p for p in range(len(e.bids)) if p not in e.order)]
        for seat in seats:
            glyph = ((th.player_style(seat).glyph, player_rgb(s.colours[seat])),)
            if seat in e.order:
                text = f"{ORDINALS[e.order.index(seat)]}: {names[seat]}, bid {e.bids[seat]}"
            else:
                text = f"{names[seat]}, bid 0: no turn"
            lines.append(Line(text, None, glyph, th.TEXT if seat in e.order else th.TEXT_DIM))
        box = render_box(self.theme, lines, self.art, "normal")
        self.animator.add(Banner(box, self.board_rect.center, duration=1.8))

    def _drop_house(self, e: HousePlaced, delay: float) -> None:
        s = self.state
        size = self.board.size
        colour = player_rgb(s.colours[e.seat])
        glyph = th.player_style(e.seat).glyph
        if e.shared is not None:
            p, q = self._edge(*e.shared)
            end = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
            key: Any = ("house", e.shared)
            scale = HOUSE_SIZE * 0.85
        else:
            end = self._house_at(e.field, s.temple_at(e.field) is not None)
            key = ("house", e.field)
            scale = HOUSE_SIZE
        start = (float(self.panel_rect.x or self.board_rect.right), end[1] - size * 1.2)

        def draw(surface: pygame.Surface, pos: tuple[float, float], t: float) -> None:
            lift = size * 0.9 * (1 - t) * t * 2  # a small arc as it lands
            draw_house(surface, (pos[0], pos[1] - lift), size * scale, colour, glyph, t > 0.85)

        self.animator.add(
            Travel(duration=0.3, delay=delay, hides=key, start=start, end=end, draw_piece=draw)
        )

    def _fade_sticks(self, sticks: Sequence[Edge], delay: float) -> None:
        size = self.board.size
        segments = [self._edge(a, b) for a, b in sticks]

        def fn(surface: pygame.Surface, t: float) -> None:
            for p, q in segments:
                draw_stick(surface, p, q, max(3.0, size / 7) * (1 - 0.5 * t), shrink=t)

        self.animator.add(Custom(duration=0.3, delay=delay, fn=fn))

    def _pop_temple(self, field: Cell, delay: float) -> None:
        size = self.board.size
        at = self._temple_at(field)
        t0 = self.state.temple_at(field)
        value = (
            t0.value if t0 is not None and t0.value != UNKNOWN and t0.seat == self.viewer else None
        )

        def fn(surface: pygame.Surface, t: float) -> None:
            draw_temple(surface, self.theme, at, size * TEMPLE_SIZE * (0.4 + 0.6 * t), value, False)

        self.animator.add(Custom(duration=0.25, delay=delay, hides=("temple", field), fn=fn))

    def _flip_temple(self, field: Cell, seat: Seat, value: int, delay: float) -> None:
        size = self.board.size
        at = self._temple_at(field)

        def fn(surface: pygame.Surface, t: float) -> None:
            up = t >= 0.5
            draw_temple(
                surface,
                self.theme,
                at,
                size * TEMPLE_SIZE,
                value if up else None,
                up,
                width_scale=abs(1 - 2 * t),
            )

        self.animator.add(Custom(duration=0.35, delay=delay, hides=("temple", field), fn=fn))

    def _float_points(self, seat: Seat, points: int, where: Cell | None, delay: float) -> None:
        """ "+N" rising over the land that paid it; points for no land rise with the name."""
        s = self.state
        size = self.board.size
        shift = (seat - (s.players - 1) / 2) * size * 0.45
        colour = th.mix(player_rgb(s.colours[seat]), th.WHITE, 0.3)
        if where is not None:
            cx, cy = self.board.center(where)
            text = f"+{points}"
            at = (cx + shift, cy - size * 0.3)
        else:
            text = f"{self.match.names[seat]} +{points}"
            rect = self.board_rect
            at = (rect.centerx + shift * 3.2, rect.bottom - size * 0.8)
        self.animator.add(FloatText(duration=0.8, delay=delay, text=text, at=at, color=colour))

    def _title(self, title: str, delay: float) -> None:
        box = render_box(self.theme, [Line(title, bold=True)], self.art, "normal")
        at = (self.board_rect.centerx, self.board_rect.y + box.get_height())
        self.animator.add(Banner(box, at, duration=1.4, delay=delay))

    def _pulse_lake(self, lake: int, delay: float) -> None:
        cell = self.state.board.lakes.get(lake)
        if cell is None:
            return
        center = self.board.center(cell)
        size = self.board.size

        def fn(surface: pygame.Surface, t: float) -> None:
            pygame.draw.circle(
                surface, th.YELLOW, center, size * (0.6 + 0.8 * t), max(1, round(4 * (1 - t)))
            )

        self.animator.add(Custom(duration=0.35, delay=delay, fn=fn))
