"""The Pachamama puzzle's controller: pick a space, then commit a crop or pencil candidates.

Click a space to select it (arrow keys move the selection), then a crop button or a digit key.
In pencil mode (the Pencil button, or Shift with a digit, or a right click on a crop button) the
digit toggles a candidate mark instead of committing. The selection stays after a mark (or a
wrong guess), so noting three candidates takes three clicks. Candidates sit in fixed places in
every space (1 2 3 above, 4 5 below) at a size that follows the space's. Hint names the next
deducible space and why; Auto marks pencils every open space with what the placed crops still
allow. The timer runs until the last crop is placed; the results then say how long it took, the
mistakes and hints and the puzzle's rating (the shell adds the best time for its kind).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from boardgames.core.rules import Event
from boardgames.games.tiwanaku.land import Cell
from boardgames.games.tiwanaku.pachamama import (
    AutoMarks,
    ClearMarks,
    Commit,
    CropPlaced,
    Hint,
    HintGiven,
    Mark,
    PachamamaState,
    WrongGuess,
)
from boardgames.games.tiwanaku.view import (
    CROP_COLORS,
    CropButton,
    TileArt,
    crop_label,
    draw_crop_token,
    draw_mark,
    draw_region_lines,
    draw_terrain_letter,
    place_slots,
)
from boardgames.ui import theme as th
from boardgames.ui.anim import Custom, FloatText
from boardgames.ui.boards import SquareBoard
from boardgames.ui.controller import Controller, Notice, Reject, Result, glow
from boardgames.ui.widgets import Button, SlotButton, copy_text, fit_label, readable

DIGITS = {
    pygame.K_1: 1,
    pygame.K_2: 2,
    pygame.K_3: 3,
    pygame.K_4: 4,
    pygame.K_5: 5,
    pygame.K_KP1: 1,
    pygame.K_KP2: 2,
    pygame.K_KP3: 3,
    pygame.K_KP4: 4,
    pygame.K_KP5: 5,
}
ARROWS = {
    pygame.K_UP: (-1, 0),
    pygame.K_DOWN: (1, 0),
    pygame.K_LEFT: (0, -1),
    pygame.K_RIGHT: (0, 1),
}


# Where each candidate sits in a space, as fractions of its side: 1 2 3 above, 4 5 below, the
# same in every space (as logic-puzzle apps do), so the eye finds a number without reading.
MARK_SPOTS: dict[int, tuple[float, float]] = {
    1: (0.22, 0.36),
    2: (0.5, 0.36),
    3: (0.78, 0.36),
    4: (0.36, 0.72),
    5: (0.64, 0.72),
}
PICK_FIRST = ("Select a space on the board first", "Select a space first", "Select a space")


def format_time(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 60}:{s % 60:02d}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


class PachamamaController(Controller):
    def make_board(self) -> SquareBoard:
        state: PachamamaState = self.match.state
        self.rows, self.cols = state.land.rows, state.land.cols
        self.selected: Cell | None = None
        self.pencil = False
        self.hint_cell: Cell | None = None
        self.hint_reason = ""
        # The timer travels with saves (and the autosave) as a match extra, not as game state.
        saved = self.match.extras.get("elapsed", 0.0)
        self.elapsed = float(saved) if isinstance(saved, int | float) else 0.0
        self.art: TileArt | None = None
        self._buttons: list[Button] = []
        self._regions = {cell: len(region) for region in state.land.regions() for cell in region}
        self._keep: tuple[Cell, int] | None = None  # (selection, match cursor) to keep after it
        self._fonts: dict[int, pygame.font.Font] = {}
        self._numerals: dict[tuple[int, int], pygame.Surface] = {}
        self._crop_row = pygame.Rect(0, 0, 0, 0)  # where the crop buttons (or the hint) go
        return SquareBoard(self.rows, self.cols, margin=0.15)

    @property
    def state(self) -> PachamamaState:
        view: PachamamaState = self.view
        return view

    # --- clock ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if not self.match.state.solved and self.seat is not None:
            self.elapsed += dt
            self.match.extras["elapsed"] = round(self.elapsed, 1)

    def result_notes(self) -> list[str]:
        """The solo results' lines below the shell's "Solved in 4:12": mistakes and hints (with
        the time, for a glance), the puzzle's rating and its code. The shell adds the best time
        for the puzzle's size and difficulty (``solo_timing``)."""
        s = self.match.state
        errors = plural(s.mistakes, "mistake") if s.mistakes else "no mistakes"
        helps = plural(s.hints, "hint") if s.hints else "no hints"
        rating = f"rated {s.land.difficulty}"
        return [
            f"Time {format_time(self.elapsed)} · {errors} · {helps} · {rating}",
            f"Puzzle code: {s.code}",
        ]

    # --- derived -------------------------------------------------------------------------------
    def on_refresh(self) -> None:
        if self.selected is not None and self.selected in self.state.placed:
            self.selected = None
        if self.hint_cell is not None and self.hint_cell in self.state.placed:
            self.hint_cell = None
        self._rebuild()

    def _open(self, cell: Cell) -> bool:
        return cell not in self.state.placed

    def _rebuild(self) -> None:
        self._buttons = []
        if self.seat is None:
            return
        size = self._regions[self.selected] if self.selected is not None else 5
        if self.selected is not None:
            # Without a selected space there are no crop buttons: the panel says to pick one.
            for v in range(1, 6):
                b = CropButton(
                    f"crop:{v}",
                    crop_label(v),
                    row=0,
                    col=v - 1,
                    cols=5,
                    value=v,
                    mark=self.pencil,
                    color=th.PANEL_LIGHT if self.pencil else th.mix(CROP_COLORS[v], th.PANEL, 0.35),
                )
                b.enabled = v <= size
                what = f"note {v} as a candidate" if self.pencil else f"{crop_label(v)} grows here"
                b.tooltip = f"key {v}: {what}" if b.enabled else f"the region has {size} spaces"
                self._buttons.append(b)
        pencil = SlotButton(
            "pencil",
            "Pencil: on" if self.pencil else "Pencil: off",
            tooltip="P, or hold Shift: note candidates instead of placing crops",
            row=1,
            col=0,
            cols=2,
            labels=("Pencil: on", "Pencil") if self.pencil else ("Pencil: off", "Pencil"),
        )
        pencil.selected = self.pencil
        clear = SlotButton(
            "clear",
            "Clear marks",
            tooltip="Delete",
            row=1,
            col=1,
            cols=2,
            labels=("Clear marks", "Clear"),
        )
        clear.enabled = self.selected is not None and bool(self.state.marks_at(self.selected))
        self._buttons += [
            pencil,
            clear,
            SlotButton(
                "auto",
                "Auto marks",
                tooltip="A",
                row=2,
                col=0,
                cols=2,
                labels=("Auto marks", "Auto"),
            ),
            SlotButton("hint", "Hint", tooltip="H", row=2, col=1, cols=2),
            SlotButton(
                "copy",
                "Copy code",
                tooltip="to share this puzzle",
                row=3,
                col=0,
                cols=2,
                labels=("Copy code", "Copy"),
            ),
        ]
        top = self.panel_rect.y + self._info_height()
        place_slots(self._buttons, self.panel_rect, top, self.theme)
        height = max(30, self.theme.px["normal"] + 14)
        self._crop_row = pygame.Rect(self.panel_rect.x, top, self.panel_rect.width, height)

    def _info_height(self) -> int:
        return (
            2 * self.theme.font("normal").get_linesize()
            + 2 * self.theme.font(readable(self.theme, "small")).get_linesize()
            + 8
        )

    def layout(self, board_rect: pygame.Rect, panel_rect: pygame.Rect) -> None:
        super().layout(board_rect, panel_rect)
        if self.art is None or self.art.size != int(self.board.size):
            self.art = TileArt(int(self.board.size))
        self._rebuild()

    # --- protocol ------------------------------------------------------------------------------
    def prompt(self) -> str:
        if self.hint_cell is not None and self.selected == self.hint_cell and self.hint_reason:
            return f"Hint: {self.hint_reason}"
        if self.selected is None:
            mode = "note its candidates" if self.pencil else "choose the crop that grows there"
            return f"Select a space on the board first, then {mode}."
        r, c = self.selected
        size = self._regions[self.selected]
        crops = "crop 1" if size == 1 else f"crops 1-{size}"
        region = f"Its region has {plural(size, 'space')}: {crops}."
        if self.pencil:
            return f"Pencil: note candidates for row {r + 1}, column {c + 1}. {region}"
        return f"Which crop grows on row {r + 1}, column {c + 1}? {region}"

    def player_line(self, seat: int) -> str:
        s = self.state
        left = self.rows * self.cols - len(s.placed)
        return f"{left} spaces left · mistakes {s.mistakes} · hints {s.hints}"

    def score(self, seat: int) -> int | None:
        return None

    def panel_height(self) -> int:
        return self._info_height() + 4 * (max(30, self.theme.px["normal"] + 14) + 6)

    def buttons(self) -> Sequence[Button]:
        return self._buttons

    def targets(self) -> set[Cell]:
        if self.seat is None:
            return set()
        return {c for c in self.board.cells if self._open(c)}

    def cancel(self) -> bool:
        keep, self._keep = self._keep, None
        if keep is not None and keep[1] + 1 == self.match.cursor and keep[0] == self.selected:
            # The play scene drops the selection after each action; a mark (or a wrong guess)
            # keeps it, so the next candidate is one click away.
            return False
        had = self.selected is not None
        self.selected = None
        if self.view is not None:
            self._rebuild()
        return had

    def on_cell(self, cell: Cell) -> Result:
        if self.seat is None:
            return None
        if not self._open(cell):
            return Reject("That space already shows its crop.")
        self.selected = None if self.selected == cell else cell
        self._rebuild()
        return None

    def _crop(self, v: int, pencil: bool) -> Result:
        if self.selected is None:
            return Reject("Select a space on the board first.")
        # The rules refuse a crop too big for the region, with their own reason.
        self._keep_selection()
        return Mark(self.selected, v) if pencil else Commit(self.selected, v)

    def _keep_selection(self) -> None:
        """The action about to be played keeps the selected space selected."""
        if self.selected is not None:
            self._keep = (self.selected, self.match.cursor)

    def on_button(self, button_id: str) -> Result:
        if button_id.startswith("crop:"):
            pencil = self.pencil or bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
            return self._crop(int(button_id[5:]), pencil)
        if button_id == "pencil":
            self.pencil = not self.pencil
            self._rebuild()
            return None
        if button_id == "clear":
            if self.selected is None:
                return Reject("Select a space on the board first.")
            self._keep_selection()
            return ClearMarks(self.selected)
        if button_id == "auto":
            self._keep_selection()
            return AutoMarks()
        if button_id == "hint":
            return Hint()
        if button_id == "copy":
            if copy_text(self.state.code):
                return Notice("Puzzle code copied: paste it into the menu's Puzzle code field.")
            return Notice(f"No clipboard here; the code is {self.state.code}")
        return None

    def on_key(self, event: pygame.event.Event) -> Result:
        if self.seat is None:
            return None
        if event.key in DIGITS:
            return self._crop(DIGITS[event.key], self.pencil or bool(event.mod & pygame.KMOD_SHIFT))
        if event.key in ARROWS:
            dr, dc = ARROWS[event.key]
            r, c = self.selected if self.selected is not None else (0, 0)
            self.selected = ((r + dr) % self.rows, (c + dc) % self.cols)
            self._rebuild()
            return None
        if event.key == pygame.K_p:
            return self.on_button("pencil")
        if event.key == pygame.K_h:
            return Hint()
        if event.key == pygame.K_a:
            return self.on_button("auto")
        if event.key in (pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_0):
            return self.on_button("clear")
        return None

    # --- drawing -------------------------------------------------------------------------------
    def draw_panel(self, surface: pygame.Surface) -> None:
        rect = self.panel_rect
        if rect.height <= 0:
            return
        s = self.state
        lh = self.theme.font("normal").get_linesize()
        font = self.theme.font("normal")
        label = fit_label(font, (s.label, s.label.split(" (")[0]), rect.width)
        surface.blit(self.theme.text(label, "normal", th.TEXT), (rect.x, rect.y))
        t = format_time(self.elapsed)
        clock = fit_label(
            font,
            (
                f"Time {t}   Mistakes {s.mistakes}   Hints {s.hints}",
                f"{t} · {plural(s.mistakes, 'mistake')} · {plural(s.hints, 'hint')}",
                f"{t} · {s.mistakes} wrong · {s.hints} hints",
                f"{t} · {s.mistakes} · {s.hints}",
            ),
            rect.width,
        )
        surface.blit(self.theme.text(clock, "normal", th.TEXT), (rect.x, rect.y + lh))
        # The code is long; it wraps at its dashes so it can be read out or copied by hand.
        code_lines = self.theme.wrap(
            "Code: " + s.code.replace("-", "- "), rect.width, readable(self.theme, "small")
        )
        sh = self.theme.font(readable(self.theme, "small")).get_linesize()
        for i, line in enumerate(code_lines[:2]):
            surface.blit(
                self.theme.text(
                    line.replace("- ", "-"), readable(self.theme, "small"), th.TEXT_DIM
                ),
                (rect.x, rect.y + 2 * lh + i * sh),
            )
        if self.seat is not None and self.selected is None and not s.solved:
            self._draw_pick_first(surface)

    def _draw_pick_first(self, surface: pygame.Surface) -> None:
        """Where the crop buttons go, while no space is selected: a plate saying what to do."""
        box = self._crop_row
        if box.width <= 0:
            return
        pygame.draw.rect(surface, th.mix(th.PANEL, th.BG, 0.5), box, border_radius=box.height // 4)
        dash = max(6, box.height // 4)
        edge = th.mix(th.YELLOW, th.PANEL, 0.35)
        for x in range(box.x + 6, box.right - 6, 2 * dash):
            end = min(x + dash, box.right - 6)
            pygame.draw.line(surface, edge, (x, box.y), (end, box.y), 2)
            pygame.draw.line(surface, edge, (x, box.bottom - 1), (end, box.bottom - 1), 2)
        theme = self.theme
        font = theme.font("normal")
        text = fit_label(font, PICK_FIRST, box.width - 16)
        label = theme.text(text, "normal", th.YELLOW)
        surface.blit(label, label.get_rect(center=box.center))

    def draw_board(self, surface: pygame.Surface, hover: Cell | None) -> None:
        s = self.state
        board = self.board
        size = int(board.size)
        if self.art is None or self.art.size != size:
            self.art = TileArt(size)
        land = s.land
        for cell in board.cells:
            x, y = board.polygon(cell)[0]
            rect = pygame.Rect(int(x), int(y), size, size)
            terrain = land.terrain[cell[0]][cell[1]]
            surface.blit(self.art.tiles[terrain], rect)
            draw_terrain_letter(surface, self.theme, terrain, rect)
        assert isinstance(board, SquareBoard)
        draw_region_lines(surface, board, land.terrain)
        if hover is not None and self._open(hover) and self.seat is not None:
            glow(surface, board.polygon(hover), th.WHITE, 50)
        if self.hint_cell is not None:
            pygame.draw.polygon(surface, th.YELLOW, board.polygon(self.hint_cell), 4)
        if self.selected is not None:
            pygame.draw.polygon(surface, th.SKY, board.polygon(self.selected), 5)
        for cell in board.cells:
            cx, cy = board.center(cell)
            crop = land.crops[cell[0]][cell[1]]
            if crop and not self.animator.hidden(("crop", cell)):
                draw_crop_token(surface, self.theme, (cx, cy), size * 0.28, crop)
                if cell in land.given_crops:
                    pygame.draw.circle(surface, th.WHITE, (cx, cy), size * 0.34, 1)
            elif not crop:
                self._draw_marks(surface, cell, s.marks_at(cell))

    def _draw_marks(self, surface: pygame.Surface, cell: Cell, marks: frozenset[int]) -> None:
        if not marks:
            return
        x, y = self.board.polygon(cell)[0]
        size = self.board.size
        radius = size * 0.135
        numeral_px = max(self.theme.px["tiny"], round(radius * 1.5))
        for v in sorted(marks):
            fx, fy = MARK_SPOTS[v]
            draw_mark(
                surface, (x + fx * size, y + fy * size), radius, v, self._numeral(v, numeral_px)
            )

    def _numeral(self, value: int, px: int) -> pygame.Surface:
        """A mark's numeral at a size that follows the space's (rendered once per size)."""
        key = (value, px)
        if key not in self._numerals:
            if px not in self._fonts:
                self._fonts[px] = pygame.font.Font(None, int(px * 1.3))
                self._fonts[px].set_bold(True)
            self._numerals[key] = self._fonts[px].render(str(value), True, th.WHITE)
        return self._numerals[key]

    # --- animation -----------------------------------------------------------------------------
    def animate(self, events: Sequence[Event], before: Any) -> None:
        size = self.board.size
        for e in events:
            if isinstance(e, CropPlaced):
                at = self.board.center(e.cell)

                def pop(
                    surface: pygame.Surface,
                    t: float,
                    at: tuple[float, float] = at,
                    crop: int = e.crop,
                ) -> None:
                    draw_crop_token(surface, self.theme, at, size * 0.28, crop, scale=0.4 + 0.6 * t)

                self.animator.add(Custom(duration=0.25, hides=("crop", e.cell), fn=pop))
            elif isinstance(e, WrongGuess):
                at = self.board.center(e.cell)
                self.animator.add(
                    FloatText(
                        duration=0.8,
                        text=f"not {e.crop}",
                        at=at,
                        color=th.mix(th.VERMILLION, th.WHITE, 0.3),
                    )
                )
            elif isinstance(e, HintGiven):
                self.hint_cell = e.cell
                self.hint_reason = e.reason
                self.selected = e.cell
                self._rebuild()
