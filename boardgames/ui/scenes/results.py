"""The results screen: every player's score by category, the winner(s), a bar chart, and what next.

Buttons: play again with the same seats, a new game (the menu with this game picked), the menu, a
step-through replay of the finished game, and its review (each decision judged from what its
player could see) where the game's bots can judge it.

A solo game (one player) has nobody to beat: no "wins" headline and no bar chart, but its own
headline ("Solved in 4:12" for the puzzle, the score otherwise), its notes (mistakes, hints, the
rating) and, for a timed game, the best time for the same size and difficulty, which the settings
file keeps between runs.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame

from boardgames.core.match import Match
from boardgames.games import GameSpec
from boardgames.review import reviewable
from boardgames.ui import theme as th
from boardgames.ui.app import App, Scene
from boardgames.ui.widgets import Button


def clock(seconds: float) -> str:
    """A time as 4:12 (or 1:02:03 past an hour)."""
    s = int(seconds)
    if s >= 3600:
        return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}"
    return f"{s // 60}:{s % 60:02d}"


class ResultsScene(Scene):
    def __init__(
        self,
        app: App,
        spec: GameSpec,
        match: Match,
        extra_notes: list[str] | None = None,
        colors: list[th.Color] | None = None,
        title: str | None = None,
        timing: tuple[str, str, float] | None = None,
    ) -> None:
        super().__init__(app)
        self.extra_notes = list(extra_notes or [])
        n = match.params.players
        self.colors = colors or [th.player_style(s).color for s in range(n)]
        self.spec = spec
        self.match = match
        outcome = match.outcome()
        assert outcome is not None
        self.outcome = outcome
        self.solo = n == 1
        self.best_note = self._best_time(timing) if timing is not None else ""
        self.title = title or self._title(timing)
        self.buttons = [
            Button("again", "Play again"),
            Button("new", "New game"),
            Button("replay", "View replay"),
            Button("menu", "Menu", tooltip="Esc"),
        ]
        if reviewable(match.rules):
            self.buttons.insert(3, Button("review", "Review", tooltip="R"))
        self._notes: list[tuple[str, str]] = []  # (line, size), wrapped at layout time
        app.play_sound("end")

    def _title(self, timing: tuple[str, str, float] | None) -> str:
        out = self.outcome
        if self.solo:
            if timing is not None:
                verb = "Solved" if self.match.rules.max_players == 1 else "Finished"
                return f"{verb} in {clock(timing[2])}"
            points = out.scores[0]
            return f"{self.spec.title}: {points} point" + ("" if points == 1 else "s")
        names = self.match.names
        winners = " and ".join(names[s] for s in out.winners)
        verb = "wins" if len(out.winners) == 1 else "share the victory"
        return f"{self.spec.title}: {winners} {verb}!"

    def _best_time(self, timing: tuple[str, str, float]) -> str:
        """Keep the time if it is the best for its kind of game; the line that says how it went."""
        key, words, seconds = timing
        before, best = self.app.settings.record_time(key, seconds)
        if best:
            self.app.settings.save()
        if before is None:
            return f"First time solved at {words}: {clock(seconds)} is the time to beat."
        if best:
            return f"A new best time for {words}! (it was {clock(before)})"
        return f"Best time for {words}: {clock(before)}"

    # --- layout ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        theme = self.app.theme
        bh = max(34, theme.px["normal"] + 16)
        gap = 12
        n = len(self.buttons)
        bw = min(220, (w - 60 - (n - 1) * gap) // n)
        total = n * bw + (n - 1) * gap
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect((w - total) // 2 + i * (bw + gap), h - bh - 30, bw, bh)
        notes = [*self.outcome.notes, *self.extra_notes]
        if self.best_note:
            notes.append(self.best_note)
        self._notes = []
        for note in notes:
            self._notes += [(line, "normal") for line in theme.wrap(note, int(w * 0.9), "normal")]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show("menu", how="reset")
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and self._can_review():
            self.app.show("review", self.spec, self.match)
            return True
        for b in self.buttons:
            if b.handle(event):
                if b.id == "again":
                    m = self.match
                    fresh = Match(m.rules, m.params, random.randrange(1, 10**9), m.seats)
                    self.app.show("play", self.spec, fresh, how="reset")
                elif b.id == "new":
                    self.app.show("menu", how="reset", game=self.spec.name)
                elif b.id == "replay":
                    self.app.show("replay", self.spec, self.match)
                elif b.id == "review":
                    self.app.show("review", self.spec, self.match)
                else:
                    self.app.show("menu", how="reset")
                return True
        return False

    def _can_review(self) -> bool:
        return any(b.id == "review" for b in self.buttons)

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w, _h = surface.get_size()
        surface.fill(th.BG)
        text, size = theme.fit_sizes(self.title, int(w * 0.94), ("large", "normal"), True)
        title = theme.text(text, size, th.YELLOW, bold=True)
        surface.blit(title, title.get_rect(midtop=(w / 2, 24)))
        y = 40 + title.get_height()
        bottom = self.buttons[0].rect.top - 16
        line_h = theme.font("normal").get_linesize()
        for line, size in self._notes:
            if y + line_h > bottom:
                break
            label = theme.text(line, size, th.TEXT)
            surface.blit(label, label.get_rect(midtop=(w / 2, y)))
            y += line_h
        y += 10
        y = self._draw_table(surface, y, bottom)
        if not self.solo:
            self._draw_bars(surface, y + 20, bottom)
        for b in self.buttons:
            b.draw(surface, theme)
        for b in self.buttons:
            b.draw_tooltip(surface, theme)

    def _draw_table(self, surface: pygame.Surface, y: int, bottom: int) -> int:
        """Rows: categories; columns: players (the winners' names in bold). Returns the y below."""
        theme = self.app.theme
        w = surface.get_width()
        out = self.outcome
        names = self.match.names
        n = len(names)
        lh = theme.font("normal").get_linesize() + 8
        rows: list[tuple[str, Sequence[int]]] = [*out.breakdown.items(), ("Total", out.scores)]
        # rows that do not fit above the buttons are left out, the total always shows
        room = max(1, (bottom - y) // lh - 1)
        if len(rows) > room:
            rows = [*rows[: max(0, room - 1)], rows[-1]]
        first_w = int(w * 0.28)
        col_w = min(160 if not self.solo else 200, int((w * 0.9 - first_w) / max(1, n)))
        x0 = int((w - first_w - col_w * n) / 2)
        for s in range(n):
            cx = x0 + first_w + s * col_w + col_w // 2
            style = th.player_style(s)
            r = lh * 0.3
            th.draw_glyph(
                surface, style.glyph, (cx - col_w / 2 + r + 6, y + lh / 2), r, self.colors[s]
            )
            room_w = col_w - int(2 * r) - 16
            bold = s in out.winners and not self.solo
            name, size = theme.fit_sizes(names[s], room_w, ("normal", "small"), bold=bold)
            label = theme.text(name, size, th.TEXT, bold=bold)
            surface.blit(label, label.get_rect(center=(cx + r + 3, y + lh / 2)))
        y += lh
        for i, (category, values) in enumerate(rows):
            total_row = i == len(rows) - 1
            band = pygame.Rect(x0, y, first_w + col_w * n, lh)
            pygame.draw.rect(
                surface, th.PANEL_LIGHT if total_row else (th.PANEL if i % 2 else th.BG), band
            )
            text = theme.fit(category.capitalize(), first_w - 14, "normal", bold=total_row)
            surface.blit(theme.text(text, "normal", th.TEXT, bold=total_row), (x0 + 10, y + 4))
            for s in range(n):
                cx = x0 + first_w + s * col_w + col_w // 2
                win = total_row and s in out.winners and not self.solo
                label = theme.text(
                    str(values[s]), "normal", th.YELLOW if win else th.TEXT, bold=total_row
                )
                surface.blit(label, label.get_rect(center=(cx, y + lh / 2)))
            y += lh
        return y

    def _draw_bars(self, surface: pygame.Surface, y: int, bottom: int) -> None:
        """A bar per player, the winners outlined; only where there is room for it."""
        theme = self.app.theme
        w = surface.get_width()
        out = self.outcome
        n = len(out.scores)
        label_h = theme.font("normal").get_linesize()
        chart_h = min(bottom - y - 30 - label_h, int(surface.get_height() * 0.35))
        if chart_h < 60:
            return
        top = max(1, max(out.scores), -min(out.scores))
        bar_w = min(90, int(w * 0.6 / max(1, n)) - 20)
        total_w = n * (bar_w + 20)
        bx = (w - total_w) // 2
        base = y + label_h + chart_h
        for s in range(n):
            style = th.player_style(s)
            bh = int(chart_h * 0.9 * max(0, out.scores[s]) / top)
            rect = pygame.Rect(bx + s * (bar_w + 20), base - bh, bar_w, bh)
            pygame.draw.rect(surface, self.colors[s], rect, border_radius=4)
            if s in out.winners:
                pygame.draw.rect(surface, th.WHITE, rect, width=3, border_radius=4)
            th.draw_glyph(surface, style.glyph, (rect.centerx, base + 16), 10, self.colors[s])
            label = theme.text(str(out.scores[s]), "normal", th.TEXT)
            surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.top - 2)))
