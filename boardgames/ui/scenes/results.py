"""The results screen: every player's score by category, the winner(s), a bar chart, and what next.

Buttons: play again with the same seats, a new game (the menu with this game picked), the menu, and
a step-through replay of the finished game.
"""

from __future__ import annotations

import random

import pygame

from boardgames.core.match import Match
from boardgames.games import GameSpec
from boardgames.ui import theme as th
from boardgames.ui.app import App, Scene
from boardgames.ui.widgets import Button


class ResultsScene(Scene):
    def __init__(
        self,
        app: App,
        spec: GameSpec,
        match: Match,
        extra_notes: list[str] | None = None,
        colors: list[th.Color] | None = None,
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
        self.buttons = [
            Button("again", "Play again"),
            Button("new", "New game"),
            Button("replay", "View replay"),
            Button("menu", "Menu", tooltip="Esc"),
        ]

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        bh = max(34, self.app.theme.px["normal"] + 16)
        bw = min(220, (w - 100) // 4)
        total = 4 * bw + 3 * 12
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect((w - total) // 2 + i * (bw + 12), h - bh - 30, bw, bh)

    def handle(self, event: pygame.event.Event) -> bool:
        from boardgames.ui.scenes.menu import MenuScene
        from boardgames.ui.scenes.play import PlayScene
        from boardgames.ui.scenes.replay import ReplayScene

        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.reset(MenuScene(self.app))
            return True
        for b in self.buttons:
            if b.handle(event):
                if b.id == "again":
                    m = self.match
                    fresh = Match(m.rules, m.params, random.randrange(1, 10**9), m.seats)
                    self.app.reset(PlayScene(self.app, self.spec, fresh))
                elif b.id == "new":
                    self.app.reset(MenuScene(self.app, game=self.spec.name))
                elif b.id == "replay":
                    self.app.push(ReplayScene(self.app, self.spec, self.match))
                else:
                    self.app.reset(MenuScene(self.app))
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w, h = surface.get_size()
        surface.fill(th.BG)
        out = self.outcome
        names = self.match.names
        winners = " and ".join(names[s] for s in out.winners)
        verb = "wins" if len(out.winners) == 1 else "share the victory"
        title = theme.text(f"{self.spec.title}: {winners} {verb}!", "large", th.YELLOW, bold=True)
        surface.blit(title, title.get_rect(midtop=(w / 2, 24)))
        y = 40 + title.get_height()
        for note in (*out.notes, *self.extra_notes):
            label = theme.text(note, "normal", th.TEXT)
            surface.blit(label, label.get_rect(midtop=(w / 2, y)))
            y += label.get_height() + 4
        y += 10
        # table: rows = categories, columns = players
        n = len(names)
        first_w = int(w * 0.28)
        col_w = min(160, int((w * 0.9 - first_w) / max(1, n)))
        x0 = int((w - first_w - col_w * n) / 2)
        lh = theme.font("normal").get_linesize() + 8
        for s in range(n):
            cx = x0 + first_w + s * col_w + col_w // 2
            style = th.player_style(s)
            th.draw_glyph(
                surface, style.glyph, (cx - col_w * 0.35, y + lh / 2), lh * 0.3, self.colors[s]
            )
            label = theme.text(names[s][:12], "normal", th.TEXT, bold=s in out.winners)
            surface.blit(label, label.get_rect(center=(cx + 6, y + lh / 2)))
        y += lh
        rows = [*out.breakdown.items(), ("Total", out.scores)]
        for i, (category, values) in enumerate(rows):
            total_row = i == len(rows) - 1
            band = pygame.Rect(x0, y, first_w + col_w * n, lh)
            pygame.draw.rect(
                surface, th.PANEL_LIGHT if total_row else (th.PANEL if i % 2 else th.BG), band
            )
            surface.blit(
                theme.text(category.capitalize(), "normal", th.TEXT, bold=total_row),
                (x0 + 10, y + 4),
            )
            for s in range(n):
                cx = x0 + first_w + s * col_w + col_w // 2
                win = total_row and s in out.winners
                label = theme.text(
                    str(values[s]), "normal", th.YELLOW if win else th.TEXT, bold=total_row
                )
                surface.blit(label, label.get_rect(center=(cx, y + lh / 2)))
            y += lh
        # bar chart of totals
        y += 20
        chart_h = h - y - 110
        if chart_h > 60:
            top = max(1, max(out.scores), -min(out.scores))
            bar_w = min(90, int(w * 0.6 / max(1, n)) - 20)
            total_w = n * (bar_w + 20)
            bx = (w - total_w) // 2
            base = y + chart_h
            for s in range(n):
                style = th.player_style(s)
                bh = int(chart_h * 0.8 * max(0, out.scores[s]) / top)
                rect = pygame.Rect(bx + s * (bar_w + 20), base - bh, bar_w, bh)
                pygame.draw.rect(surface, self.colors[s], rect, border_radius=4)
                if s in out.winners:
                    pygame.draw.rect(surface, th.WHITE, rect, width=3, border_radius=4)
                th.draw_glyph(surface, style.glyph, (rect.centerx, base + 16), 10, self.colors[s])
                label = theme.text(str(out.scores[s]), "normal", th.TEXT)
                surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.top - 2)))
        for b in self.buttons:
            b.draw(surface, theme)
        for b in self.buttons:
            b.draw_tooltip(surface, theme)
