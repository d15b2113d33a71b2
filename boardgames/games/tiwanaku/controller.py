"""Tiwanaku's controller: clicks on spaces and buttons become moves, divinations and offerings.

Moving: click one of your pawns, then a glowing space (a space only one pawn can reach may be
clicked directly; a glowing starting space with nothing selected brings in a new pawn). Divining:
click a space under your pawn, then a crop button. Offering: toggle held tokens, then offer or end
the turn. Every click that the rules refuse gets their reason in the status line.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from boardgames.core.rules import Action, Event, PointsScored
from boardgames.games.tiwanaku import queries
from boardgames.games.tiwanaku.actions import (
    Divine,
    EndDivination,
    EndTurn,
    Enter,
    Move,
    Offer,
    Pass,
)
from boardgames.games.tiwanaku.events import CropDivined, PawnEntered, PawnMoved, TerrainDiscovered
from boardgames.games.tiwanaku.land import TERRAINS, Cell
from boardgames.games.tiwanaku.state import DIVINE, FINAL_DIVINE, FINAL_OFFER, MOVE, OFFER, State
from boardgames.games.tiwanaku.view import (
    CROP_COLORS,
    TERRAIN_COLORS,
    CropButton,
    TileArt,
    crop_label,
    draw_crop_token,
    draw_gate,
    draw_pawn,
    draw_region_lines,
    draw_terrain_letter,
    place_slots,
)
from boardgames.ui import theme as th
from boardgames.ui.anim import Custom, FloatText, Travel
from boardgames.ui.boards import SquareBoard
from boardgames.ui.boards.marks import draw_last_move
from boardgames.ui.controller import Controller, Reject, Result, glow
from boardgames.ui.widgets import Button, SlotButton, draw_tip, readable

# Every kind of button has its own place, so the decision a click brings never appears under
# the mouse that made it (a double click on "Stop divining" cannot also end the turn, a crop
# button cannot become a token button). Kinds sharing a place never follow one another: a new
# pawn is only brought in while moving, passing for good only in the closing round.
TURN_ROW, CROP_ROW, TOKEN_ROW, OFFER_ROW = 0, 1, 2, 3
ROW_COLS = {TURN_ROW: 3, CROP_ROW: 5, TOKEN_ROW: 5, OFFER_ROW: 2}


def _slot(button_id: str, labels: Sequence[str], row: int, col: int, **kw: Any) -> SlotButton:
    return SlotButton(
        button_id, labels[0], row=row, col=col, cols=ROW_COLS[row], labels=tuple(labels), **kw
    )


TARGET_GLOW: th.Color = th.SKY
TARGET_EDGE: th.Color = th.mix(th.SKY, th.WHITE, 0.45)


# The panel buttons that are an action by themselves.
STEP_BUTTONS = {"pass": Pass(), "stop": EndDivination(), "end": EndTurn()}


class TiwanakuController(Controller):
    def make_board(self) -> SquareBoard:
        state: State = self.match.state
        self.rows, self.cols = state.land.rows, state.land.cols
        self.selected: Cell | None = None
        self.new_pawn = False  # the "bring a new pawn" button is selected
        self.offer_pick: set[int] = set()
        self.art: TileArt | None = None
        self._buttons: list[Button] = []
        self._targets: set[Cell] = set()
        self.board_area = pygame.Rect(0, 0, 0, 0)  # where hover boxes may go (set by layout)
        return SquareBoard(self.rows, self.cols, margin=0.45)

    # --- state-derived caches ------------------------------------------------------------------
    @property
    def state(self) -> State:
        view: State = self.view
        return view

    def on_refresh(self) -> None:
        self.offer_pick &= (
            set(self.state.players[self.seat].held) if self.seat is not None else set()
        )
        self._rebuild()

    def _rebuild(self) -> None:
        """Recompute targets and buttons for the current phase and selection."""
        s = self.state
        seat = self.seat
        self._buttons = []
        self._targets = set()
        if seat is None:
            return
        legal = self.legal
        if s.phase == MOVE:
            moves = queries.move_targets(s, seat)
            self.new_pawn = self.new_pawn and queries.NEW_PAWN in moves
            if self.new_pawn:
                self.selected = None
                self._targets = set(moves[queries.NEW_PAWN])
            elif self.selected is not None and self.selected in moves:
                self._targets = set(moves[self.selected])
            else:
                self.selected = None
                self._targets = {cell for ends in moves.values() for cell in ends} | {
                    c for c in moves if c is not None
                }
            if queries.NEW_PAWN in moves:
                n = s.players[seat].supply
                b = _slot(
                    "new",
                    (f"New pawn ({n} waiting)", f"New pawn ({n})", f"New ({n})", "New"),
                    TURN_ROW,
                    0,
                    tooltip=f"then click a glowing starting space ({n} pawns waiting)",
                )
                b.selected = self.new_pawn
                self._buttons.append(b)
            if any(isinstance(a, Pass) for a in legal):
                self._buttons.append(
                    _slot(
                        "pass", ("Pass (no move possible)", "Pass (no move)", "Pass"), TURN_ROW, 1
                    )
                )
        elif s.phase in (DIVINE, FINAL_DIVINE):
            cells = queries.divination_cells(s, seat)
            if self.selected not in cells:
                # Only right after the pawn's move (a click on the board) is the one space picked
                # for the player: after a crop button the next crop is never a click away.
                first = s.phase == DIVINE and s.divined == 0
                self.selected = cells[0] if len(cells) == 1 and first else None
            self._targets = set(cells)
            for v in range(1, 6):
                name = crop_label(v)
                b = CropButton(
                    f"crop:{v}",
                    name,
                    row=CROP_ROW,
                    col=v - 1,
                    cols=5,
                    value=v,
                    color=th.mix(CROP_COLORS[v], th.PANEL, 0.35),
                    tooltip=f"{name} grows on the ringed space"
                    if self.selected is not None
                    else f"{name}: first click a glowing space under your pawn",
                )
                b.enabled = self.selected is not None
                self._buttons.append(b)
            if any(isinstance(a, EndDivination) for a in legal):
                self._buttons.append(_slot("stop", ("Stop divining", "Stop"), TURN_ROW, 2))
            if s.phase == FINAL_DIVINE and any(isinstance(a, Pass) for a in legal):
                self._buttons.append(_slot("pass", ("Pass for good", "Pass"), TURN_ROW, 0))
        elif s.phase in (OFFER, FINAL_OFFER):
            held = s.players[seat].held
            for v in held:
                b = CropButton(
                    f"pick:{v}",
                    crop_label(v),
                    row=TOKEN_ROW,
                    col=v - 1,
                    cols=5,
                    value=v,
                    color=th.mix(CROP_COLORS[v], th.PANEL, 0.35),
                    tooltip=f"offer the {crop_label(v)} token (click again: keep it)",
                )
                b.selected = v in self.offer_pick
                self._buttons.append(b)
            n = len(self.offer_pick)
            points = s.offering[n - 1] if n else 0
            labels = (
                (f"Offer {n} for {points}", f"Offer {n}", "Offer")
                if n
                else ("Offer (pick tokens)", "Offer")
            )
            tip = f"{n} different tokens score {points}" if n else "first pick tokens above"
            offer = _slot("offer", labels, OFFER_ROW, 0, tooltip=tip)
            offer.enabled = n > 0
            self._buttons.append(offer)
            end = ("End turn", "End") if s.phase == OFFER else ("Keep tokens", "Keep")
            self._buttons.append(_slot("end", end, OFFER_ROW, 1))
        self._place_buttons()

    def _place_buttons(self) -> None:
        compact = self._compact()
        top = self.panel_rect.y + self._tracks_height(compact) + (4 if compact else 8)
        gap = 4 if compact else 6
        height = max(30, self.theme.px["normal"] + 14)
        if compact:  # rows a little lower where the window is short, so all four show
            room = self.panel_rect.bottom - top - (len(ROW_COLS) - 1) * gap
            height = max(24, min(height, room // len(ROW_COLS)))
        place_slots(self._buttons, self.panel_rect, top, self.theme, gap, height)

    def layout(self, board_rect: pygame.Rect, panel_rect: pygame.Rect) -> None:
        super().layout(board_rect, panel_rect)
        # Hover boxes stay left of the side panel, which is drawn over the board's surroundings.
        self.board_area = pygame.Rect(0, 0, board_rect.right, board_rect.bottom + board_rect.y)
        size = int(self.board.size)
        if self.art is None or self.art.size != size:
            self.art = TileArt(size)
        self._place_buttons()

    # --- the controller protocol ----------------------------------------------------------------
    def prompt(self) -> str:
        s = self.state
        text = queries.prompt(s)
        if s.phase == MOVE and self.seat is not None:
            if self.new_pawn:
                text = "New pawn: click a glowing starting space (right click: cancel)"
            elif self.selected is not None:
                r, c = self.selected
                text = (
                    f"Pawn at row {r + 1}, column {c + 1}: click a glowing space to move it "
                    "(or another pawn; right click: cancel)"
                )
        if s.phase in (DIVINE, FINAL_DIVINE) and self.seat is not None:
            if self.selected is not None:
                r, c = self.selected
                text = f"Divine row {r + 1}, column {c + 1}: which crop grows there?"
            elif s.phase == DIVINE and s.divined:
                text = "Divine again: click a glowing space under your pawn, or stop divining"
            elif s.phase == DIVINE:
                text = "Divine: click a glowing space under one of your pawns, then its crop"
            else:
                text = "Closing round: click a glowing space to divine, or pass for good"
        if s.par is not None and s.phase == MOVE and not self.match.steps:
            text += f". Par for this map: {s.par}"
        return text

    def player_line(self, seat: int) -> str:
        p = self.state.players[seat]
        crops = " ".join(str(v) for v in p.held) or "-"
        par = f" · par {self.state.par}" if self.state.par is not None else ""
        return f"pawns waiting {p.supply} · crops {crops}{par}"

    def targets(self) -> set[Cell]:
        return self._targets

    def buttons(self) -> Sequence[Button]:
        return self._buttons

    def cancel(self) -> bool:
        had = self.selected is not None or bool(self.offer_pick) or self.new_pawn
        self.selected = None
        self.new_pawn = False
        self.offer_pick.clear()
        if self.view is not None:
            self._rebuild()
        return had

    def on_cell(self, cell: Cell) -> Result:
        s, seat = self.state, self.seat
        if seat is None:
            return Reject("Wait for your turn.")
        if s.phase == MOVE:
            return self._move_click(cell)
        if s.phase in (DIVINE, FINAL_DIVINE):
            if cell in queries.divination_cells(s, seat):
                self.selected = cell
                self._rebuild()
                return None
            return Reject("Divine on a terrain space without a crop under one of your pawns.")
        return Reject("Offer crop tokens or end the turn with the buttons on the right.")

    def _move_click(self, cell: Cell) -> Result:
        s, seat = self.state, self.seat
        assert seat is not None
        moves = queries.move_targets(s, seat)
        if self.new_pawn:
            if cell in moves.get(queries.NEW_PAWN, {}):
                return Enter(cell)
            return Reject(
                queries.why_not(s, seat, Enter(cell))
                or "New pawns come in on a vacant starting space."
            )
        if cell in moves and cell is not None:
            self.selected = None if self.selected == cell else cell
            self._rebuild()
            return None
        if self.selected is not None:
            if cell in moves.get(self.selected, {}):
                return Move(self.selected, cell)
            return Reject(
                queries.why_not(s, seat, Move(self.selected, cell)) or "That pawn cannot go there."
            )
        reaching = [pawn for pawn, ends in moves.items() if cell in ends]
        if len(reaching) == 1:
            pawn = reaching[0]
            return Enter(cell) if pawn is queries.NEW_PAWN else Move(pawn, cell)
        if len(reaching) > 1:
            return Reject("Several pawns can go there: click the pawn first (or New pawn).")
        if s.pawn_owner(cell) == seat:
            return Reject("That pawn has no legal move.")
        return Reject("Click one of your pawns, or a glowing starting space for a new pawn.")

    def suggestion_buttons(self, action: Action) -> list[str]:
        """The panel buttons that play a suggested action (an offer: its tokens, then Offer)."""
        if isinstance(action, Divine):
            return [f"crop:{action.crop}"]
        if isinstance(action, Offer):
            return [*(f"pick:{v}" for v in action.crops), "offer"]
        if isinstance(action, Enter):
            return ["new"]
        return [b for b, step in STEP_BUTTONS.items() if step == action]

    def on_button(self, button_id: str) -> Result:
        _s, seat = self.state, self.seat
        if seat is None:
            return None
        if button_id == "new":
            self.new_pawn = not self.new_pawn
            self.selected = None
            self._rebuild()
            return None
        if button_id in STEP_BUTTONS:
            return STEP_BUTTONS[button_id]
        if button_id.startswith("crop:") and self.selected is not None:
            return Divine(self.selected, int(button_id[5:]))
        if button_id.startswith("pick:"):
            v = int(button_id[5:])
            self.offer_pick ^= {v}
            self._rebuild()
            return None
        if button_id == "offer":
            if not self.offer_pick:
                return Reject("Pick the crop tokens to offer first.")
            return Offer(tuple(sorted(self.offer_pick)))
        return None

    # --- panel: diversity tracks ------------------------------------------------------------------
    def _compact(self) -> bool:
        """The panel got less room than it asked for (a short window): tighter tracks."""
        return 0 < self.panel_rect.height < self.panel_height()

    def _track_row(self, compact: bool) -> int:
        return self.theme.px[readable(self.theme, "small")] + (8 if compact else 12)

    def _tracks_height(self, compact: bool = False) -> int:
        title = 0 if compact else self.theme.px[readable(self.theme, "small")] + 8
        return 4 * self._track_row(compact) + title

    def panel_height(self) -> int:
        return self._tracks_height() + 4 * (max(30, self.theme.px["normal"] + 14) + 6) + 10

    def draw_panel(self, surface: pygame.Surface) -> None:
        """Diversity tracks: per terrain, each player's level as glyph, number and filling bar.

        Numbers read better than markers on a tall track in a narrow panel, and the level is
        what a discovery scores against (markers sharing it).
        """
        s = self.state
        rect = self.panel_rect
        if rect.height <= 0:
            return
        theme = self.theme
        height = s.board.track_height
        compact = self._compact()
        small = readable(theme, "small")
        y = rect.y
        if not compact:  # a short window drops the title; "top" still marks a full track
            title = f"Diversity tracks (top level {height})"
            surface.blit(theme.text(title, small, th.TEXT_DIM), (rect.x, rect.y))
            y = rect.y + theme.px[small] + 6
        row_h = self._track_row(compact)
        label_w = int(rect.width * 0.22)
        chip_w = (rect.width - label_w) / len(s.players)
        for t, terrain in enumerate(TERRAINS):
            color = TERRAIN_COLORS[terrain]
            pygame.draw.rect(surface, color, (rect.x, y, label_w - 6, row_h - 4), border_radius=4)
            label = theme.text(terrain.capitalize(), small, th.contrast_text(color))
            surface.blit(label, (rect.x + 5, y + 2))
            for seat, player in enumerate(s.players):
                chip = pygame.Rect(rect.x + label_w + seat * chip_w, y, chip_w - 4, row_h - 4)
                pygame.draw.rect(surface, th.PANEL_LIGHT, chip, border_radius=4)
                level = player.tracks[t]
                fill = chip.inflate(-4, 0)
                fill.height = 3
                fill.bottom = chip.bottom - 2
                fill.width = int(fill.width * level / height)
                seat_color = self.player_color(seat)
                if level:
                    pygame.draw.rect(surface, seat_color, fill)
                r = chip.height * 0.3
                th.draw_glyph(
                    surface,
                    th.player_style(seat).glyph,
                    (chip.x + r + 4, chip.centery - 1),
                    r,
                    seat_color,
                )
                top = level >= height
                text = theme.text(
                    f"{level}" + (" top" if top else ""), small, th.YELLOW if top else th.TEXT
                )
                surface.blit(text, text.get_rect(midleft=(chip.x + 2 * r + 9, chip.centery - 1)))
            y += row_h

    # --- board ---------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, hover: Cell | None) -> None:
        s = self.state
        board = self.board
        if self.art is None or self.art.size != int(board.size):
            self.art = TileArt(int(board.size))
        size = int(board.size)
        land = s.land
        starts = set(s.board.start)
        occupied = s.occupancy()
        for cell in board.cells:
            x, y = board.polygon(cell)[0]
            rect = pygame.Rect(int(x), int(y), size, size)
            terrain = land.terrain[cell[0]][cell[1]]
            if terrain and not self.animator.hidden(("tile", cell)):
                surface.blit(self.art.tiles[terrain], rect)
                draw_terrain_letter(surface, self.theme, terrain, rect)
            else:
                surface.blit(self.art.fog, rect)
            if cell in starts:
                side = self._side(cell)
                draw_gate(surface, rect, side, th.WHITE if cell not in occupied else th.TEXT_DIM)
        assert isinstance(board, SquareBoard)
        draw_region_lines(surface, board, land.terrain)
        # last move, targets, hover
        draw_last_move(surface, board, self.last_move)
        # Legal targets glow sky blue with a bright inner edge: unmistakable on fog, terrain and
        # the (white-arrowed) starting spaces alike; the one under the mouse glows stronger.
        inset = max(2, size // 14)
        for cell in self._targets:
            strong = cell == hover
            glow(surface, board.polygon(cell), TARGET_GLOW, 160 if strong else 115)
            edge = pygame.Rect(board.polygon(cell)[0], (size, size)).inflate(-inset, -inset)
            pygame.draw.rect(surface, th.WHITE if strong else TARGET_EDGE, edge, max(2, size // 22))
        if self.selected is not None:
            ring = pygame.Rect(board.polygon(self.selected)[0], (size, size))
            pygame.draw.rect(surface, th.BLACK, ring, max(4, size // 12) + 2)
            pygame.draw.rect(surface, th.WHITE, ring.inflate(-2, -2), max(4, size // 12))
        # crop tokens and pawns
        for cell in board.cells:
            crop = land.crops[cell[0]][cell[1]]
            cx, cy = board.center(cell)
            if crop and not self.animator.hidden(("crop", cell)):
                draw_crop_token(
                    surface, self.theme, (cx + size * 0.2, cy + size * 0.2), size * 0.2, crop
                )
        for cell, seat in occupied.items():
            if self.animator.hidden(("pawn", cell)):
                continue
            cx, cy = board.center(cell)
            draw_pawn(
                surface,
                seat,
                (cx - size * 0.15, cy - size * 0.12),
                size * 0.2,
                ring=cell == self.selected,
            )
        if hover is not None:
            self._draw_hint(surface, hover)

    def hover_hint(self, cell: Cell) -> str:
        """What a click on this target would do, in words (explains a move before it is made)."""
        s, seat = self.state, self.seat
        if seat is None or cell not in self._targets:
            return ""
        if s.phase == MOVE and not s.land.terrain[cell[0]][cell[1]] and cell not in s.occupancy():
            gains = " · ".join(f"{t} +{queries.discovery_points(s, seat, t)}" for t in TERRAINS)
            return f"Discover: {gains}"
        if s.phase == MOVE and s.pawn_owner(cell) == seat:
            return "Your pawn: click to choose it"
        if s.phase == MOVE:
            return "Move here, then divine"
        if s.phase in (DIVINE, FINAL_DIVINE):
            return "Divine here: a right guess scores the crop's value"
        return ""

    def _draw_hint(self, surface: pygame.Surface, cell: Cell) -> None:
        text = self.hover_hint(cell)
        if not text:
            return
        # Above the space (below it on the top row), wrapped and kept inside the window.
        size = int(self.board.size)
        anchor = pygame.Rect(self.board.polygon(cell)[0], (size, size))
        draw_tip(surface, self.theme, text, anchor, area=self.board_area)

    def _side(self, cell: Cell) -> str:
        r, c = cell
        if r == 0:
            return "top"
        if r == self.rows - 1:
            return "bottom"
        return "left" if c == 0 else "right"

    def _outside(self, cell: Cell, side: str) -> tuple[float, float]:
        """A point just off the board next to a starting space (where new pawns come from)."""
        dx, dy = {"top": (0, -1), "bottom": (0, 1), "left": (-1, 0), "right": (1, 0)}[side]
        cx, cy = self.board.center(cell)
        return (cx + dx * self.board.size * 0.8, cy + dy * self.board.size * 0.8)

    # --- animation -----------------------------------------------------------------------------
    def animate(self, events: Sequence[Event], before: Any) -> None:
        self.last_move = set()
        size = self.board.size
        delay = 0.0
        for e in events:
            if isinstance(e, PawnMoved):
                self.last_move |= {e.path[0], e.path[-1]}
                self._travel(e.seat, [self.board.center(c) for c in e.path], e.path[-1])
                delay = 0.25
            elif isinstance(e, PawnEntered):
                self.last_move.add(e.to)
                start = self._outside(e.to, self._side(e.to))
                self._travel(e.seat, [start, self.board.center(e.to)], e.to)
                delay = 0.25
            elif isinstance(e, TerrainDiscovered):
                self._flip(e.cell, e.terrain, delay)
                delay += 0.3
            elif isinstance(e, CropDivined):
                self._pop(e.cell, e.crop, e.right, delay)
                delay += 0.3
            elif isinstance(e, PointsScored) and e.points:
                if e.where is not None and isinstance(e.where, tuple):
                    at = self.board.center(tuple(e.where))
                else:
                    at = self.board.rect.center
                color = th.GREEN if e.points > 0 else th.VERMILLION
                text = f"+{e.points}" if e.points > 0 else str(e.points)
                self.animator.add(
                    FloatText(
                        duration=0.9,
                        delay=delay,
                        text=text,
                        at=(at[0], at[1] - size * 0.2),
                        color=th.mix(color, th.WHITE, 0.3),
                    )
                )

    def _travel(self, seat: int, points: list[tuple[float, float]], end: Cell) -> None:
        size = self.board.size
        off = (-size * 0.15, -size * 0.12)
        legs = max(1, len(points) - 1)

        def draw(surface: pygame.Surface, _pos: tuple[float, float], t: float) -> None:
            k = min(legs - 1, int(t * legs))
            f = t * legs - k
            a, b = points[k], points[min(k + 1, len(points) - 1)]
            draw_pawn(
                surface,
                seat,
                (a[0] + (b[0] - a[0]) * f + off[0], a[1] + (b[1] - a[1]) * f + off[1]),
                size * 0.2,
            )

        self.animator.add(Travel(duration=0.18 + 0.08 * legs, hides=("pawn", end), draw_piece=draw))

    def _flip(self, cell: Cell, terrain: str, delay: float) -> None:
        size = int(self.board.size)

        def fn(surface: pygame.Surface, t: float) -> None:
            if self.art is None:
                return
            x, y = self.board.polygon(cell)[0]
            width = max(1, int(size * abs(1 - 2 * t)))
            tile = self.art.fog if t < 0.5 else self.art.tiles[terrain]
            scaled = pygame.transform.scale(tile, (width, size))
            surface.blit(scaled, (x + (size - width) / 2, y))

        self.animator.add(Custom(duration=0.35, delay=delay, hides=("tile", cell), fn=fn))

    def _pop(self, cell: Cell, crop: int, right: bool, delay: float) -> None:
        size = self.board.size
        cx, cy = self.board.center(cell)
        at = (cx + size * 0.2, cy + size * 0.2)

        def fn(surface: pygame.Surface, t: float) -> None:
            draw_crop_token(
                surface,
                self.theme,
                at,
                size * 0.2,
                crop,
                scale=0.3 + 0.9 * t if t < 0.8 else 1.2 - (t - 0.8),
            )
            ring = th.GREEN if right else th.VERMILLION
            pygame.draw.circle(surface, ring, at, size * 0.32 * (0.5 + t), 3)

        self.animator.add(Custom(duration=0.45, delay=delay, hides=("crop", cell), fn=fn))
