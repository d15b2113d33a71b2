"""Step-through replay of a finished game: every state from the first to the last, read-only.

The board is drawn by the game's own controller from a public view of the chosen state, so the
replay shows exactly what a spectator would have seen at each step. Opened from the review at a
decision (``at``), it shows the position before it with the review's line and the better move
(``better``, an action's text) ringed where the controller places it on the board; a Review
button opens the review of the game otherwise.
"""

from __future__ import annotations

from typing import Any

import pygame

from boardgames.core.match import Match
from boardgames.core.rules import Seat
from boardgames.games import GameSpec
from boardgames.review import reviewable
from boardgames.ui import theme as th
from boardgames.ui.anim import Animator
from boardgames.ui.app import App, Scene
from boardgames.ui.controller import breathing_ring, corners, make_controller
from boardgames.ui.widgets import Button


class ReplayScene(Scene):
    def __init__(
        self,
        app: App,
        spec: GameSpec,
        match: Match,
        at: int | None = None,
        better: str = "",
        note: str = "",
        seat: Seat | None = None,
    ) -> None:
        super().__init__(app)
        self.spec = spec
        self.match = match
        # A private copy so stepping never disturbs the finished match's cursor.
        self.copy = Match.replay(
            match.rules,
            match.params,
            match.seed,
            [(s.seat, s.text) for s in match.steps],
            match.seats,
        )
        self.controller = make_controller(spec, self.copy, app.theme, Animator(enabled=False))
        self.index = len(self.copy.steps) if at is None else at
        # the review's moment: its line and the better move, shown while the replay stays there
        self.moment = at
        self.note = note
        # at the moment, the deciding seat's view and its choices: a move made by a button (a
        # bid, an end of turn) is shown by that button, ringed, in a panel beside the board
        self.seat = seat
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.better: Any = None
        if better:
            try:
                self.better = match.rules.codec.decode(better)
            except ValueError:
                self.better = None  # a line without marks rather than no replay
        self.buttons = [
            Button("first", "|<", tooltip="Home"),
            Button("prev", "<", tooltip="Left arrow"),
            Button("next", ">", tooltip="Right arrow"),
            Button("last", ">|", tooltip="End"),
            Button("back", "Back", tooltip="Esc"),
        ]
        if at is None and match.is_over and reviewable(match.rules):
            self.buttons.insert(4, Button("review", "Review", tooltip="R"))
        self._go(self.index)

    def _go(self, index: int) -> None:
        self.index = max(0, min(len(self.copy.steps), index))
        self.copy.cursor = self.index
        if self.at_moment and self.seat is not None:
            self.controller.refresh(self.seat, self.seat)
        else:
            self.controller.refresh(None, None)
        step = self.copy.steps[self.index - 1] if self.index > 0 else None
        names = self.copy.names
        self.caption = (
            "Start of the game"
            if step is None
            else f"{self.index}/{len(self.copy.steps)}: "
            + "; ".join(e.describe(names) for e in step.events if e.visible(None))
        )
        if self.index == self.moment and self.note:
            self.caption = self.note
        self._caption_lines = self._wrap_caption()

    @property
    def at_moment(self) -> bool:
        return self.moment is not None and self.index == self.moment

    def _wrap_caption(self) -> list[str]:
        """The caption in at most two lines across the window, the second cut if it must be."""
        theme = self.app.theme
        width = int(self.app.size[0] * 0.94)
        lines = theme.wrap(self.caption, width, "normal")
        if len(lines) > 2:
            lines = [lines[0], theme.fit(" ".join(lines[1:]), width, "normal")]
        return lines

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        theme = self.app.theme
        bh = max(32, theme.px["normal"] + 14)
        caption_h = 2 * theme.font("normal").get_linesize() + 20
        board_h = h - bh - 26 - caption_h
        if self.seat is None:
            self.controller.layout(pygame.Rect(10, 10, w - 20, board_h), pygame.Rect(0, 0, 0, 0))
        else:  # a column for the deciding seat's buttons at the review's moment
            side = min(300, max(180, int(w * 0.26)))
            head = theme.font("normal").get_linesize() + 12
            self.panel = pygame.Rect(w - side - 10, 10, side, board_h)
            self.controller.layout(
                pygame.Rect(10, 10, w - side - 30, board_h),
                pygame.Rect(self.panel.x + 8, self.panel.y + head, side - 16, board_h - head - 8),
            )
            self.controller.refresh(*((self.seat, self.seat) if self.at_moment else (None, None)))
        n = len(self.buttons)
        bw = max(90, max(theme.font("normal").size(b.label)[0] for b in self.buttons) + 20)
        bw = min(bw, (w - 40) // n - 10)
        total = n * bw + (n - 1) * 10
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect((w - total) // 2 + i * (bw + 10), h - bh - 16, bw, bh)
        self._caption_lines = self._wrap_caption()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_LEFT: "prev",
                pygame.K_RIGHT: "next",
                pygame.K_HOME: "first",
                pygame.K_END: "last",
                pygame.K_ESCAPE: "back",
                pygame.K_r: "review",
            }
            if event.key in keys and any(b.id == keys[event.key] for b in self.buttons):
                self.press(keys[event.key])
                return True
        for b in self.buttons:
            if b.handle(event):
                self.press(b.id)
                return True
        return False

    def press(self, button_id: str) -> None:
        moves = {
            "first": 0,
            "prev": self.index - 1,
            "next": self.index + 1,
            "last": len(self.copy.steps),
        }
        if button_id == "back":
            self.app.pop()
        elif button_id == "review":
            self.app.show("review", self.spec, self.match)
        else:
            self._go(moves[button_id])

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.fill(th.BG)
        self.controller.draw_board(surface, None)
        self._draw_choices(surface)
        self._draw_better(surface)
        w, _h = surface.get_size()
        line_h = theme.font("normal").get_linesize()
        y = self.buttons[0].rect.top - 10 - line_h * len(self._caption_lines)
        for line in self._caption_lines:
            label = theme.text(line, "normal", th.TEXT)
            surface.blit(label, label.get_rect(midtop=(w / 2, y)))
            y += line_h
        for b in self.buttons:
            b.draw(surface, theme)

    def better_marks(self) -> list[list[tuple[float, float]]]:
        """Where the better move goes on the board (and the controller buttons that play it),
        at the review's moment only."""
        if self.better is None or self.index != self.moment:
            return []
        board = self.controller.board
        out: list[list[tuple[float, float]]] = []
        for cell in self.controller.suggestion_cells(self.better):
            try:
                out.append(board.polygon(cell))
            except (KeyError, IndexError):
                continue  # the board has no such spot laid out now
        ids = set(self.controller.suggestion_buttons(self.better))
        shown = [
            b for b in self.controller.buttons() if b.id in ids and self.panel.contains(b.rect)
        ]
        out += [corners(b.rect.inflate(6, 6)) for b in shown]
        return out

    def _draw_choices(self, surface: pygame.Surface) -> None:
        """At the review's moment, the deciding seat's buttons (shown, never pressed)."""
        if self.seat is None or not self.at_moment:
            return
        theme = self.app.theme
        pygame.draw.rect(surface, th.PANEL, self.panel, border_radius=6)
        name = self.copy.names[self.seat]
        head = theme.fit(f"{name}'s choices", self.panel.width - 16, "normal", bold=True)
        surface.blit(theme.text(head, "normal", th.TEXT, bold=True), self.panel.move(8, 6))
        for b in self.controller.buttons():
            if self.panel.contains(b.rect):
                b.draw(surface, theme)

    def _draw_better(self, surface: pygame.Surface) -> None:
        """The better move ringed in sky blue, as a suggestion is marked in play."""
        for polygon in self.better_marks():
            breathing_ring(surface, polygon, 0.5, th.SKY, (1.04, 0.06), (11, 6))
