"""The Pachamama puzzle's controller: pick a space, then commit a crop or pencil candidates.

Click a space to select it (arrow keys move the selection), then a crop button or a digit key.
In pencil mode (the Pencil button, or Shift with a digit, or a right click on a crop button) the
digit toggles a candidate mark instead of committing. Hint names the next deducible space and why;
Auto marks pencils every open space with what the placed crops still allow. The timer runs until
the last crop is placed.
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
    TileArt,
    crop_label,
    draw_crop_token,
    draw_region_lines,
    draw_terrain_letter,
)
from boardgames.ui import theme as th
from boardgames.ui.anim import Custom, FloatText
from boardgames.ui.boards import SquareBoard
from boardgames.ui.controller import Controller, Notice, Reject, Result, glow
from boardgames.ui.widgets import Button, copy_text, readable

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


def format_time(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 60}:{s % 60:02d}"


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
        return SquareBoard(self.rows, self.cols, margin=0.15)

    @property
    def state(self) -> PachamamaState:
        return self.view

    # --- clock ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if not self.match.state.solved and self.seat is not None:
            self.elapsed += dt
            self.match.extras["elapsed"] = round(self.elapsed, 1)

    def result_notes(self) -> list[str]:
        return [f"Time: {format_time(self.elapsed)}", f"Puzzle code: {self.match.state.code}"]

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
        for v in range(1, 6):
            b = Button(f"crop:{v}", crop_label(v), color=th.mix(CROP_COLORS[v], th.PANEL, 0.35))
            b.enabled = self.selected is not None and v <= size
            b.tooltip = f"key {v}" + ("" if not self.pencil else " (pencil)")
            self._buttons.append(b)
        pencil = Button(
            "pencil", "Pencil: on" if self.pencil else "Pencil: off", tooltip="P, or hold Shift"
        )
        pencil.selected = self.pencil
        self._buttons.append(pencil)
        clear = Button("clear", "Clear marks", tooltip="Delete")
        clear.enabled = self.selected is not None and bool(self.state.marks_at(self.selected))
        self._buttons += [
            clear,
            Button("auto", "Auto marks", tooltip="A"),
            Button("hint", "Hint", tooltip="H"),
            Button("copy", "Copy code", tooltip="to share this puzzle"),
        ]
        self.stack_buttons(self._buttons, self.panel_rect.y + self._info_height())

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
            return "Pick a space, then the crop that grows there (Pencil: note candidates)."
        r, c = self.selected
        size = self._regions[self.selected]
        verb = "Pencil candidates for" if self.pencil else "Which crop grows on"
        return (
            f"{verb} row {r + 1}, column {c + 1}? Its region has {size} space(s): crops 1-{size}."
        )

    def player_line(self, seat: int) -> str:
        s = self.state
        left = self.rows * self.cols - len(s.placed)
        return f"{left} spaces left · mistakes {s.mistakes} · hints {s.hints}"

    def score(self, seat: int) -> int | None:
        return None

    def panel_height(self) -> int:
        return self._info_height() + 5 * (max(30, self.theme.px["normal"] + 14) + 6)

    def buttons(self) -> Sequence[Button]:
        return self._buttons

    def targets(self) -> set[Cell]:
        if self.seat is None:
            return set()
        return {c for c in self.board.cells if self._open(c)}

    def cancel(self) -> bool:
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
            return Reject("Pick a space first.")
        # The rules refuse a crop too big for the region, with their own reason.
        return Mark(self.selected, v) if pencil else Commit(self.selected, v)

    def on_button(self, button_id: str) -> Result:
        if button_id.startswith("crop:"):
            pencil = self.pencil or bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
            return self._crop(int(button_id[5:]), pencil)
        if button_id == "pencil":
            self.pencil = not self.pencil
            self._rebuild()
            return None
        if button_id == "clear":
            return (
                ClearMarks(self.selected)
                if self.selected is not None
                else Reject("Pick a space first.")
            )
        if button_id == "auto":
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
            return AutoMarks()
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
        surface.blit(self.theme.text(s.label, "normal", th.TEXT), (rect.x, rect.y))
        clock = f"Time {format_time(self.elapsed)}   Mistakes {s.mistakes}   Hints {s.hints}"
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
        # Candidates sit in fixed places (1-3 on top, 4-5 below) so the eye finds them fast.
        spots = {1: (0.25, 0.33), 2: (0.5, 0.33), 3: (0.75, 0.33), 4: (0.37, 0.68), 5: (0.63, 0.68)}
        for v in sorted(marks):
            fx, fy = spots[v]
            label = self.theme.outlined(str(v), "normal", th.mix(CROP_COLORS[v], th.WHITE, 0.35))
            surface.blit(label, label.get_rect(center=(x + fx * size, y + fy * size)))

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
