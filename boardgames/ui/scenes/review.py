"""The review of a finished game: who was winning move by move, the turning points, and each
person's costliest decisions, judged from what they could see (``boardgames.review``).

The review runs on a worker thread (its judging on every core) behind a progress bar with a
Cancel button; a review kept in the match's extras shows at once. Then: a graph of each
player's chance to win across the game (alone: the expected final score against par), luck
marked where something revealed moved it, the three turning points numbered on the graph, and
per person the costliest decisions, each a line in the game's words; clicking one opens the
replay at that moment with the better move marked.
"""

from __future__ import annotations

import threading
from typing import Any

import pygame

from boardgames.ai import Stopped
from boardgames.ai.common import Budget
from boardgames.core.match import HUMAN, Match
from boardgames.games import GameSpec
from boardgames.review import Review, review_match, reviewable, store, stored, write_back
from boardgames.review.engine import final_chance
from boardgames.ui import theme as th
from boardgames.ui.app import App, Scene
from boardgames.ui.widgets import Button

# What the review thinks with (None: the review's own defaults, every core); tests cut them.
BUDGET: Budget | None = None
PROCESSES: int | None = None
WORLDS: int | None = None
COSTLY_SHOWN = 5  # per person


def available(match: Match) -> bool:
    """Whether this game can be reviewed: finished, and its bots search without peeking."""
    return match.is_over and reviewable(match.rules)



def marker_rows(xs: list[int], gap: int) -> list[int]:
    """A row for each numbered marker at ``xs`` (0 the lowest): a marker closer than ``gap``
    pixels to one already in a row goes up a row, so two close turning points never cover each
    other's numbers."""
    rows: list[int] = []
    for i, x in enumerate(xs):
        row = 0
        while any(rows[j] == row and abs(xs[j] - x) < gap for j in range(i)):
            row += 1
        rows.append(row)
    return rows

class ReviewScene(Scene):
    def __init__(self, app: App, spec: GameSpec, match: Match) -> None:
        super().__init__(app)
        self.spec = spec
        self.match = match
        self.review: Review | None = stored(match)
        self.error = ""
        self.kept = ""  # where the review was written back, or why it could not be
        self.done, self.total = 0, 0
        self._stop = threading.Event()
        self.thread: threading.Thread | None = None
        n = match.params.players
        persons = [s for s in range(n) if match.seats[s] == HUMAN]
        self.seat = persons[0] if persons else 0
        self.cancel_button = Button("cancel", "Cancel", tooltip="Esc")
        self.back_button = Button("back", "Back", tooltip="Esc")
        self.seat_buttons = [
            Button(f"seat{s}", match.params.name(s), color=th.PANEL) for s in range(n)
        ]
        self.rows: list[tuple[pygame.Rect, int, list[str]]] = []  # (rect, decision, lines)
        self.hover_row = -1
        self.graph = pygame.Rect(0, 0, 0, 0)
        self.hint_y = 0
        self.size = app.size
        if self.review is None:
            self._start()

    # --- the work ------------------------------------------------------------------------------
    def _start(self) -> None:
        match, stop = self.match, self._stop
        scene = self  # the worker fills these in; the scene reads them each frame

        def progress(done: int, total: int) -> None:
            scene.done, scene.total = done, total

        def work() -> None:
            try:
                extra: dict[str, Any] = {} if WORLDS is None else {"worlds": WORLDS}
                review = review_match(
                    match, BUDGET, PROCESSES, progress=progress, stop=stop, **extra
                )
                store(match, review)
                # the save file this game came from gets it too: reopening it is instant
                scene.kept = write_back(match)
                scene.review = review
            except Stopped:
                pass
            except Exception as exc:  # one line on the screen, never a crash
                scene.error = f"The review stopped: {exc}"

        self.thread = threading.Thread(target=work, daemon=True)
        self.thread.start()

    @property
    def working(self) -> bool:
        return self.review is None and not self.error

    def dropped(self) -> None:
        self._stop.set()

    def update(self, dt: float) -> None:
        if self.review is not None and not self.rows:
            self.resize(self.size)

    # --- layout --------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        theme = self.app.theme
        bh = max(34, theme.px["normal"] + 16)
        bw = min(200, max(120, theme.font("normal").size("Cancel")[0] + 40))
        for b in (self.cancel_button, self.back_button):
            b.rect = pygame.Rect((w - bw) // 2, h - bh - 20, bw, bh)
        self.back_button.rect.right = w - 20
        title_h = theme.font("large").get_linesize() + theme.font("small").get_linesize() + 30
        wide = w >= 1100
        graph_h = int((h - title_h - bh - 40) * (0.5 if wide else 0.36))
        self.graph = pygame.Rect(int(w * 0.07), title_h, int(w * 0.88), max(80, graph_h))
        legend = theme.font("small").get_linesize() + 10
        top = self.graph.bottom + legend + 10
        bottom = self.back_button.rect.top - 12
        if wide:
            self.turn_box = pygame.Rect(20, top, int(w * 0.4) - 30, bottom - top)
            self.list_box = pygame.Rect(int(w * 0.4), top, int(w * 0.6) - 20, bottom - top)
        else:
            line = theme.font("small").get_linesize()
            turns = line * 5 + 10
            self.turn_box = pygame.Rect(20, top, w - 40, turns)
            self.list_box = pygame.Rect(20, top + turns + 6, w - 40, bottom - top - turns - 6)
        self._layout_rows()

    def _layout_rows(self) -> None:
        """The seat tabs and the costly decisions as clickable rows of wrapped lines."""
        theme = self.app.theme
        box = self.list_box
        th_ = max(30, theme.px["normal"] + 12)
        n = len(self.seat_buttons)
        tab_w = min(200, (box.width - 8 * (n - 1)) // max(1, n))
        for s, b in enumerate(self.seat_buttons):
            b.rect = pygame.Rect(box.x + s * (tab_w + 8), box.y, tab_w, th_)
            b.selected = s == self.seat
        self.rows = []
        review = self.review
        if review is None:
            return
        self.hint_y = box.y + th_ + 6
        y = self.hint_y + theme.font("small").get_linesize() + 4
        width = box.width - 20
        for d in review.costliest(self.seat, COSTLY_SHOWN):
            head = f"Move {d.index + 1}: about {d.loss:.0f} points given up"
            lines = [head, *theme.wrap(d.why, width, "small")]
            height = (
                theme.font("normal").get_linesize()
                + (len(lines) - 1) * theme.font("small").get_linesize()
                + 10
            )
            if y + height > box.bottom:
                break
            self.rows.append((pygame.Rect(box.x, y, box.width, height), d.index, lines))
            y += height + 6

    # --- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        button = self.cancel_button if self.working else self.back_button
        if button.handle(event):
            self.close()
            return True
        if self.review is None:
            return False
        for s, b in enumerate(self.seat_buttons):
            if b.handle(event):
                self.seat = s
                self._layout_rows()
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_row = next(
                (k for k, (r, _, _) in enumerate(self.rows) if r.collidepoint(event.pos)), -1
            )
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, index, _ in self.rows:
                if rect.collidepoint(event.pos):
                    self.open_replay(index)
                    return True
        return False

    def close(self) -> None:
        self._stop.set()
        self.app.pop()

    def open_replay(self, index: int) -> None:
        """The replay at the decision ``index``, the better move marked."""
        review = self.review
        assert review is not None
        decision = next(d for d in review.decisions if d.index == index)
        self.app.show(
            "replay",
            self.spec,
            self.match,
            at=index,
            better=decision.judgment.best,
            note=f"Move {index + 1}: {decision.why}",
            seat=decision.seat,
        )

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w = surface.get_width()
        surface.fill(th.BG)
        title = theme.text(f"Review: {self.spec.title}", "large", th.YELLOW, bold=True)
        surface.blit(title, title.get_rect(midtop=(w / 2, 14)))
        sub_y = 18 + title.get_height()
        if self.review is None:
            self._draw_progress(surface, sub_y)
            self.cancel_button.draw(surface, theme)
            return
        review = self.review
        sub = (
            f"{len(review.decisions)} decisions judged from what each player could see"
            f" ({review.seconds:.0f} s); costly: {review.threshold:.1f} points or more"
        )
        outcome = self.match.outcome()
        if review.solo and outcome is not None:
            sub = (
                f"Final score {outcome.scores[0]}, par {review.par():.0f}: about"
                f" {review.total_loss(0):.0f} points left in {len(review.decisions)} decisions"
                f" (costly: {review.threshold:.1f} points or more)"
            )
        for line in theme.wrap(sub, int(w * 0.94), "small")[:1]:
            label = theme.text(line, "small", th.TEXT_DIM)
            surface.blit(label, label.get_rect(midtop=(w / 2, sub_y)))
        self._draw_graph(surface, review)
        self._draw_turns(surface, review)
        self._draw_costly(surface, review)
        self.back_button.draw(surface, theme)
        for b in self.seat_buttons:
            b.draw(surface, theme)
        if self.kept:
            room = self.back_button.rect.left - 40
            kept = theme.text(theme.fit(self.kept, room, "tiny"), "tiny", th.TEXT_DIM)
            surface.blit(kept, kept.get_rect(midleft=(20, self.back_button.rect.centery)))

    def _draw_progress(self, surface: pygame.Surface, y: int) -> None:
        theme = self.app.theme
        w, h = surface.get_size()
        if self.error:
            for k, line in enumerate(theme.wrap(self.error, int(w * 0.9), "normal")):
                label = theme.text(line, "normal", th.BAD)
                surface.blit(label, label.get_rect(midtop=(w / 2, h // 3 + k * 30)))
            return
        words = (
            f"Judging every decision from its player's view: {self.done} of {self.total}"
            if self.total
            else "Getting the game ready to judge"
        )
        label = theme.text(words, "normal", th.TEXT)
        surface.blit(label, label.get_rect(midbottom=(w / 2, h // 2 - 16)))
        bar = pygame.Rect(int(w * 0.15), h // 2, int(w * 0.7), max(18, theme.px["normal"]))
        pygame.draw.rect(surface, th.PANEL, bar, border_radius=bar.height // 2)
        share = self.done / self.total if self.total else 0.0
        if share > 0:
            fill = bar.copy()
            fill.width = max(bar.height, int(bar.width * share))
            pygame.draw.rect(surface, th.ACCENT, fill, border_radius=bar.height // 2)
        pygame.draw.rect(surface, th.TEXT_DIM, bar, width=1, border_radius=bar.height // 2)

    def _series(self, review: Review) -> tuple[list[int], list[tuple[float, ...]]]:
        """The graph's points: the start, after each decision, the end (alone: the points
        left so far against par, which the running expectation cannot show: a solo game's
        heuristic counts the points so far)."""
        xs = [0, *(d.index + 1 for d in review.decisions), len(self.match.steps)]
        if review.solo:
            left = review.points_left()
            return xs, [(0.0,), *((v,) for v in left), (left[-1] if left else 0.0,)]
        ys = [review.start_chance(), *(d.chance for d in review.decisions)]
        ys.append(final_chance(self.match))
        return xs, ys

    def _draw_graph(self, surface: pygame.Surface, review: Review) -> None:
        theme = self.app.theme
        g = self.graph
        pygame.draw.rect(surface, th.PANEL, g, border_radius=6)
        xs, ys = self._series(review)
        last = max(1, xs[-1])
        if review.solo:
            low, high = 0.0, max(1.0, max(v[0] for v in ys)) * 1.05
        else:
            low, high = 0.0, 1.0

        def at(x: float, y: float) -> tuple[int, int]:
            return (
                int(g.x + 8 + (g.width - 16) * x / last),
                int(g.bottom - 8 - (g.height - 16) * (y - low) / (high - low)),
            )

        # the even line, and the axis words
        if not review.solo:
            mid = 1.0 / review.players
            pygame.draw.line(surface, th.TEXT_DIM, at(0, mid), at(last, mid), 1)
        for value, words in self._axis(review, low, high):
            label = theme.text(words, "tiny", th.TEXT_DIM)
            surface.blit(label, label.get_rect(midright=(g.x - 4, at(0, value)[1])))
        # luck: a yellow tick at the top where a reveal moved the chance
        for d in review.decisions:
            if d.luck:
                x = at(d.index + 1, high)[0]
                pygame.draw.line(
                    surface, th.mix(th.YELLOW, th.PANEL, 0.6), (x, g.y + 4), (x, g.bottom - 4), 1
                )
                th.draw_glyph(surface, "diamond", (x, g.y + 8), 6, th.YELLOW)
        for s in range(review.players):
            color = th.player_style(s).color
            points = [at(x, y[s]) for x, y in zip(xs, ys, strict=True)]
            if len(points) > 1:
                pygame.draw.lines(surface, color, False, points, 3)
            for k, d in enumerate(review.decisions, start=1):
                if d.seat == s and d.costly:
                    th.draw_glyph(surface, th.player_style(s).glyph, points[k], 7, color)
        xs_marked = [int(at(p.index + 1, high)[0]) for p in review.turning_points()]
        for k, (x, row) in enumerate(zip(xs_marked, marker_rows(xs_marked, 22), strict=True), 1):
            centre = (x, g.bottom - 14 - 22 * row)
            pygame.draw.circle(surface, th.WHITE, centre, 10)
            mark = theme.text(str(k), "tiny", th.BLACK, bold=True)
            surface.blit(mark, mark.get_rect(center=centre))
        self._draw_legend(surface, review)

    def _axis(self, review: Review, low: float, high: float) -> list[tuple[float, str]]:
        if review.solo:
            return [(high / 1.05, f"{high / 1.05:.0f}"), (0.0, "0")]
        return [(1.0, "100%"), (0.5, "50%"), (0.0, "0%")]

    def _draw_legend(self, surface: pygame.Surface, review: Review) -> None:
        theme = self.app.theme
        g = self.graph
        y = g.bottom + 8 + theme.font("small").get_linesize() // 2
        what = "points left so far" if review.solo else "chance to win"
        items: list[tuple[str, th.Color, str]] = [
            (th.player_style(s).glyph, th.player_style(s).color, f"{review.names[s]}'s {what}")
            for s in range(review.players)
        ]
        items += [("diamond", th.YELLOW, "luck"), ("circle", th.WHITE, "turning point")]
        x = g.x
        for glyph, color, words in items:
            th.draw_glyph(surface, glyph, (x + 7, y), 7, color)
            label = theme.text(words, "small", th.TEXT)
            surface.blit(label, label.get_rect(midleft=(x + 18, y)))
            x += 18 + label.get_width() + 22

    def _draw_turns(self, surface: pygame.Surface, review: Review) -> None:
        theme = self.app.theme
        box = self.turn_box
        y = box.y
        head = theme.text("Turning points", "normal", th.TEXT, bold=True)
        surface.blit(head, (box.x, y))
        y += head.get_height() + 4
        line_h = theme.font("small").get_linesize()
        for k, point in enumerate(review.turning_points(), start=1):
            name = review.names[point.seat]
            if review.solo:
                moved = f"points left so far {point.before:.0f} to {point.after:.0f}"
            else:
                moved = f"{name}'s chance {100 * point.before:.0f}% to {100 * point.after:.0f}%"
            lines = theme.wrap(f"{k}. {point.text} ({moved})", box.width - 10, "small")
            if y + line_h * len(lines) > box.bottom:
                return  # a turning point is shown whole or not at all
            for line in lines:
                surface.blit(theme.text(line, "small", th.TEXT), (box.x + 4, y))
                y += line_h

    def _draw_costly(self, surface: pygame.Surface, review: Review) -> None:
        theme = self.app.theme
        box = self.list_box
        if not self.rows:
            name = review.names[self.seat]
            words = (
                f"No costly decisions for {name}: nothing gave up {review.threshold:.1f} points."
            )
            y = self.seat_buttons[0].rect.bottom + 12
            for line in theme.wrap(words, box.width - 10, "small"):
                surface.blit(theme.text(line, "small", th.TEXT), (box.x + 4, y))
                y += theme.font("small").get_linesize()
            return
        hint = "Click a decision to see it in the replay, the better move marked."
        label = theme.text(theme.fit(hint, box.width, "small"), "small", th.TEXT_DIM)
        surface.blit(label, (box.x + 4, self.hint_y))
        for k, (rect, _, lines) in enumerate(self.rows):
            fill = th.PANEL_LIGHT if k == self.hover_row else th.PANEL
            pygame.draw.rect(surface, fill, rect, border_radius=6)
            y = rect.y + 5
            head = theme.text(lines[0], "normal", th.ORANGE, bold=True)
            surface.blit(head, (rect.x + 10, y))
            y += theme.font("normal").get_linesize()
            for line in lines[1:]:
                surface.blit(theme.text(line, "small", th.TEXT), (rect.x + 10, y))
                y += theme.font("small").get_linesize()
