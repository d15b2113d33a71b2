"""Learn to play: the real play scene with a lesson card under the board.

``LessonScene`` is a ``PlayScene`` on the lesson's match, so the board, the controller, undo, the
rules help and the results are the game's own. On top of it the lesson (``boardgames.lessons``)
says what to do: the card shows "Step 6 of 18", the step's text and Next / Restart / Leave; the
next click of the wanted action glows on the board or the panel; an action the step does not
want is refused with the step's friendly line and changes nothing; the bots play the moves the
lesson fixes. When the script ends the game goes on as a normal game against the bots (or the
learner goes back to the menu), and the finished lesson is remembered in ``lessons.json``.

The menu starts one with ``start_lesson(app, game)``; ``lesson_games()`` lists the games that
have a lesson and ``finished_lessons()`` those already played to the end.
"""

from __future__ import annotations

import math
import time
from typing import Any

import pygame

from boardgames.core.rules import Action, Seat
from boardgames.games import spec
from boardgames.lessons import progress
from boardgames.lessons.lesson import Click, Lesson, lesson_games, lesson_path, load_lesson
from boardgames.lessons.runner import FREE, LEARNER, NEXT, LessonRun, new_match
from boardgames.ui import theme as th
from boardgames.ui.app import App
from boardgames.ui.controller import breathing_ring, corners
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.widgets import Button

__all__ = ["LessonScene", "finished_lessons", "lesson_games", "start_lesson"]

BOT_PAUSE = 1.5  # lesson bots wait a little longer than the setting, so the learner sees them


def start_lesson(app: App, game: str) -> LessonScene:
    """Open the lesson of ``game`` (a name from ``lesson_games()``) as the only scene."""
    scene = LessonScene(app, load_lesson(lesson_path(game)))
    app.reset(scene)
    return scene


def finished_lessons() -> set[str]:
    """Games whose lesson was played to its end (for the menu's mark)."""
    return progress.finished_lessons()


class LessonScene(PlayScene):
    def __init__(self, app: App, lesson: Lesson) -> None:
        match = new_match(lesson)
        self.lesson = lesson
        self.run = LessonRun(lesson, match)
        self.card = pygame.Rect(0, 0, 0, 0)
        self.card_size = "normal"
        self.card_buttons = [
            Button("next", "Next", tooltip="Space"),
            Button("restart", "Restart", tooltip="start the lesson again"),
            Button("leave", "Leave", tooltip="back to the menu"),
        ]
        self.path_at = 0  # how many clicks of the wanted action's path were made
        self.bot_at: float | None = None  # when the scripted bot move is due
        self.remembered = False
        self.problems_shown = 0
        self.problem_line = ""  # the first claim of an edited lesson that did not hold
        self.started = time.perf_counter()
        super().__init__(app, spec(lesson.game), match, autosave=False)
        self.can_suggest = False  # the lesson is the teacher here
        self._after_change()

    # --- what the step wants -------------------------------------------------------------------
    def clicks(self) -> tuple[Click, ...]:
        step = self.run.step
        if step is None or self.run.pending() != LEARNER:
            return ()
        return step.clicks

    def _from_here(self) -> tuple[list[str], str] | None:
        """The wanted action's clicks from what the picker shows now, where the controller
        knows them (the hints follow the state: after an overshot bid, -1 rather than +1)."""
        step = self.run.step
        if step is None or step.do is None or self.run.pending() != LEARNER:
            return None
        try:
            action = self.match.rules.codec.decode(step.do)
        except ValueError:
            return None
        return self.controller.path_from_here(action)

    def next_click(self) -> Click | None:
        here = self._from_here()
        if here is not None:
            return here[0][0]
        path = self.clicks()
        return path[self.path_at] if self.path_at < len(path) else None

    # --- layout --------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        theme = self.app.theme
        pad = max(8, size[1] // 60)
        bh = max(30, theme.px["normal"] + 14)
        bw = max(110, size[0] // 10)
        text_w = self.board_rect.width - bw - 3 * pad
        self.card_size = "normal"
        lines = self._most_lines(text_w, "normal")
        if lines > 4:
            self.card_size = "small"
            lines = self._most_lines(text_w, "small")
        head = theme.font("small").get_linesize()
        text_h = head + 4 + lines * theme.font(self.card_size).get_linesize()
        card_h = max(text_h, 3 * bh + 2 * 6) + 2 * pad
        self.card = pygame.Rect(
            self.board_rect.x, self.board_rect.bottom - card_h, self.board_rect.width, card_h
        )
        self.board_rect.height -= card_h + pad
        self.controller.layout(self.board_rect, self.controller.panel_rect)
        for i, b in enumerate(self.card_buttons):
            b.rect = pygame.Rect(
                self.card.right - pad - bw, self.card.y + pad + i * (bh + 6), bw, bh
            )
        self.text_rect = pygame.Rect(self.card.x + pad, self.card.y + pad, text_w, card_h - 2 * pad)

    def _most_lines(self, width: int, size: str) -> int:
        theme = self.app.theme
        texts = [s.text for s in self.lesson.steps] + [self._derailed_text(), self._free_text()]
        return max(len(theme.wrap(t, max(40, width), size)) for t in texts)

    # --- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        for b in self.card_buttons:
            if self._card_button_shown(b) and b.handle(event):
                self.press_card(b.id)
                return True
        next_key = event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)
        if next_key and self.run.pending() == NEXT:
            self.press_card("next")
            return True
        hit = self._hit(event)
        on_path = hit is not None and hit == self.next_click()
        cursor = self.match.cursor
        done = super().handle(event)
        if on_path and self.match.cursor == cursor:
            self.path_at += 1
        here = self._from_here()
        if done and here is not None and here[0] != list(self.clicks()[self.path_at :]):
            self.say(here[1])  # off the written path (an overshot bid): the way back from here
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.path_at = 0  # the right click dropped the selection
        return done

    def _hit(self, event: pygame.event.Event) -> Click | None:
        """What a left click lands on, in the lesson's terms: a button id or a cell id."""
        if getattr(event, "button", None) != 1:
            return None
        buttons = [*self.buttons, *self.controller.buttons()]
        if event.type == pygame.MOUSEBUTTONUP:
            for b in buttons:
                if b.pressed and b.enabled and b.rect.collidepoint(event.pos):
                    return b.id
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            if any(b.rect.collidepoint(event.pos) for b in buttons):
                return None
            cell = self.controller.board.cell_at(event.pos)
            return tuple(cell) if cell is not None else None  # type: ignore[return-value]
        return None

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.controller.cancel():
            self.path_at = 0
            return True
        return super()._key(event)

    def press_card(self, button_id: str) -> None:
        if button_id == "next":
            if self.run.go_on():
                self.path_at = 0
                self.say("")
                self._after_change()
                self.sync()
        elif button_id == "restart":
            self.app.reset(LessonScene(self.app, self.lesson))
        elif button_id == "leave":
            self.leave()

    def press(self, button_id: str) -> None:
        super().press(button_id)
        if button_id in ("undo", "redo"):
            self.path_at = 0
            self.bot_at = None
            self._after_change()

    def play(self, result: Any, seat: Seat | None = None) -> None:
        learner = self.controller.seat
        if isinstance(result, Action) and seat is None and learner is not None:
            refusal = self.run.fits(learner, result)
            if refusal is not None:
                here = self._from_here()
                self.say(here[1] if here is not None else refusal, bad=True)
                self.controller.cancel()
                self.path_at = 0
                return
        cursor = self.match.cursor
        super().play(result, seat)
        if self.match.cursor != cursor:
            self.path_at = 0
            self._after_change()

    def _after_change(self) -> None:
        """The match moved (or the step did): follow it and remember a finished lesson."""
        self.run.sync()
        if len(self.run.problems) > self.problems_shown:
            # Only an edited lesson file gets here (the tests hold the shipped ones to their
            # claims); its author should see which claim the rules did not bear out.
            self.problem_line = f"Lesson check failed: {self.run.problems[self.problems_shown]}"
            self.say(self.problem_line, bad=True)
            self.problems_shown = len(self.run.problems)
        if self.run.pending() == LEARNER:
            self.run.learner_ready()  # a script that cannot go on says so on the card
        if self.run.finished and not self.remembered:
            self.remembered = True
            problem = progress.mark_finished(self.lesson.game)
            if problem:
                self.say(problem, bad=True)

    # --- bots ----------------------------------------------------------------------------------
    def _run_bots(self) -> None:
        if self.run.pending() == FREE:
            super()._run_bots()
            return
        move = self.run.bot_move()
        if move is None:
            self.bot_at = None
            if self.run.derailed:
                self._after_change()
            return
        now = time.perf_counter()
        if self.bot_at is None:
            delay = self.app.settings.bot_delay * BOT_PAUSE if self.animator.enabled else 0
            self.bot_at = now + delay
        if now < self.bot_at:
            return
        self.bot_at = None
        cursor = self.match.cursor
        PlayScene.play(self, move.action, move.seat)
        if self.match.cursor != cursor:
            self._after_change()

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_card(surface)
        self._draw_marks(surface)  # last: the Next button's mark lies on the card

    def _draw_marks(self, surface: pygame.Surface) -> None:
        step = self.run.step
        if step is None or self.run.derailed:
            return
        board = self.controller.board
        pulse = 0.5 + 0.5 * math.sin((time.perf_counter() - self.started) * 5)
        for cell in step.show_cells:
            if cell in board.cells:
                _dashed(surface, board.polygon(cell))
        for b in self._all_buttons():
            if b.id in step.show_buttons:
                _dashed(surface, corners(b.rect.inflate(6, 6)))
        target = self.next_click()
        if isinstance(target, tuple) and target in board.cells:
            _ring(surface, board.polygon(target), pulse)
        elif isinstance(target, str):
            for b in self._all_buttons():
                if b.id == target:
                    _ring(surface, corners(b.rect.inflate(8, 8)), pulse)
        if self.run.pending() == NEXT:
            _ring(surface, corners(self.card_buttons[0].rect.inflate(8, 8)), pulse)

    def _all_buttons(self) -> list[Button]:
        return [*self.buttons, *self.controller.buttons(), *self.card_buttons]

    def _card_button_shown(self, b: Button) -> bool:
        if b.id == "next":
            return self.run.pending() == NEXT
        return True

    def _draw_card(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        pygame.draw.rect(surface, th.PANEL, self.card, border_radius=10)
        pygame.draw.rect(surface, th.ACCENT, self.card, width=2, border_radius=10)
        number, total = self.run.progress()
        if self.run.derailed:
            head, text = f"{self.lesson.title} - off script", self._derailed_text()
        elif self.run.pending() == FREE:
            head, text = f"{self.lesson.title} - lesson finished", self._free_text()
        else:
            step = self.run.step
            assert step is not None
            head, text = f"{self.lesson.title} - step {number} of {total}", step.text
        x, y = self.text_rect.topleft
        surface.blit(theme.text(head, "small", th.TEXT_DIM), (x, y))
        if self.problem_line:
            room = self.text_rect.width - theme.font("small").size(head)[0] - 12
            line = theme.fit(self.problem_line, max(0, room), "small")
            bad = th.mix(th.BAD, th.WHITE, 0.35)
            surface.blit(theme.text(line, "small", bad), (self.text_rect.right - room, y))
        y += theme.font("small").get_linesize() + 4
        for line in theme.wrap(text, self.text_rect.width, self.card_size):
            surface.blit(theme.text(line, self.card_size, th.TEXT), (x, y))
            y += theme.font(self.card_size).get_linesize()
        last = self.run.index == len(self.lesson.steps) - 1
        next_button = self.card_buttons[0]
        next_button.label = (
            ("Play on" if self.lesson.after == "play" else "Finish") if last else "Next"
        )
        for b in self.card_buttons:
            if self._card_button_shown(b):
                b.draw(surface, theme)
        for b in self.card_buttons:
            if self._card_button_shown(b):
                b.draw_tooltip(surface, theme)

    def _derailed_text(self) -> str:
        return (
            "The lesson cannot go on from here, so this is now a normal game: play on against "
            "the bots, or click Restart to start the lesson again."
        )

    def _free_text(self) -> str:
        return (
            "Lesson finished - well done! The game goes on as a normal game against the bots. "
            "Restart plays the lesson again; Leave goes back to the menu."
        )

    def update(self, dt: float) -> None:
        super().update(dt)
        if (
            self.run.pending() == FREE
            and self.lesson.after == "menu"
            and self.run.finished
            and not self.run.derailed
        ):
            self.leave()


def _ring(surface: pygame.Surface, polygon: list[tuple[float, float]], pulse: float) -> None:
    """The lesson's "click here": a thick yellow ring that breathes around the target, unlike the
    steady glows and thin last-move lines of the boards."""
    breathing_ring(surface, polygon, pulse, th.YELLOW)


def _dashed(surface: pygame.Surface, polygon: list[tuple[float, float]]) -> None:
    """The lesson's "look here": a dashed white outline, unlike any glow or selection ring."""
    dash, gap = 9.0, 6.0
    for i, (x0, y0) in enumerate(polygon):
        x1, y1 = polygon[(i + 1) % len(polygon)]
        length = math.hypot(x1 - x0, y1 - y0)
        t = 0.0
        while t < length:
            a, b = t / length, min(t + dash, length) / length
            start = (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a)
            end = (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b)
            pygame.draw.line(surface, th.BLACK, start, end, 6)
            pygame.draw.line(surface, th.WHITE, start, end, 3)
            t += dash + gap
