"""The pass-and-play hand-off: an opaque screen that hides the board until the next player looks.

Shown before a seat with private information (a hand, a secret bid) sees the table, so the player
before them cannot glimpse it. Only a click or Space lets the named player in; it goes away by
itself if that player's phone joins meanwhile.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from boardgames.core.match import Match
from boardgames.core.rules import Seat
from boardgames.ui import theme as th
from boardgames.ui.app import App, Scene
from boardgames.ui.controller import Controller
from boardgames.ui.framed_glyph import draw_framed_glyph


class Table(Protocol):
    """The screen being handed over: what the hand-off needs of it (the play scene)."""

    match: Match
    controller: Controller  # the game's colours for the seat

    def reveal_to(self, seat: Seat) -> None: ...
    def leave(self) -> None: ...
    def on_phone(self, seat: Seat) -> bool: ...


class HandoffScene(Scene):
    def __init__(self, app: App, play: Table, seat: Seat) -> None:
        super().__init__(app)
        self.play = play
        self.seat = seat
        self.name = play.match.params.name(seat)
        app.play_sound("handoff")

    def handle(self, event: pygame.event.Event) -> bool:
        done = (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)
        )
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            self.play.leave()
            return True
        if done:
            self.app.pop()
            self.play.reveal_to(self.seat)
            return True
        return False

    def update(self, dt: float) -> None:
        # The seat's phone joined while the screen waited for them: their secrets are on the
        # phone now, so the screen needs no hand-off (the table shows the next one it needs).
        if self.play.on_phone(self.seat):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        style = th.player_style(self.seat)
        color = self.play.controller.player_color(self.seat)
        w, h = surface.get_size()
        surface.fill(th.mix(th.BG, color, 0.18))
        draw_framed_glyph(surface, style.glyph, (w / 2, h * 0.3), h * 0.09, color, th.WHITE)
        room = int(w * 0.92)
        text, size = theme.fit_sizes(f"Pass to {self.name}", room, ("huge", "large"), True)
        title = theme.text(text, size, th.TEXT, bold=True)
        surface.blit(title, title.get_rect(center=(w / 2, h * 0.5)))
        hint = f"Click or press Space when only {self.name} is looking"
        line_h = theme.font("large").get_linesize()
        lines = theme.wrap(hint, room, "large")[:2]
        for i, line in enumerate(lines):
            label = theme.text(theme.fit(line, room, "large"), "large", th.TEXT_DIM)
            surface.blit(label, label.get_rect(center=(w / 2, h * 0.62 + i * line_h)))
        esc = theme.text(
            theme.fit("Esc: back to the menu (the game is kept)", room, "small"),
            "small",
            th.TEXT_DIM,
        )
        surface.blit(esc, esc.get_rect(center=(w / 2, h * 0.9)))
