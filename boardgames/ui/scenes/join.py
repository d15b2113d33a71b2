"""The join screen of a game with players' phones: a QR code per seat, with its name and its link
under it, whether its phone is connected, a button to issue the seat a new code, and what to do
when a phone cannot connect.

Opened over the play scene when the game starts and again from its Phones button; Start (or
Enter, or Esc) goes to the table. Seats without a phone play on the big screen as before.
"""

from __future__ import annotations

import io
from typing import Protocol

import pygame

from boardgames.core.match import Match
from boardgames.core.rules import Seat
from boardgames.phones.qr import qr_png
from boardgames.phones.table import PhoneTable
from boardgames.ui import theme as th
from boardgames.ui.app import App, Scene
from boardgames.ui.controller import Controller
from boardgames.ui.widgets import Button

HELP = (
    "Scan your seat's code with your phone's camera: your secrets and secret choices appear "
    "there. Nothing to install.",
    "A phone that cannot connect: it must be on the same Wi-Fi as this computer (a guest network "
    "often keeps devices apart); allow this app if the computer's firewall asks; or type the "
    "address under the code.",
)


class Table(Protocol):
    """What the join screen needs of the play scene."""

    match: Match
    controller: Controller
    phones: PhoneTable | None


class JoinScene(Scene):
    def __init__(self, app: App, play: Table) -> None:
        super().__init__(app)
        self.play = play
        assert play.phones is not None
        self.phones: PhoneTable = play.phones
        self.seats = list(self.phones.seats)
        self.new_code = {s: Button(f"code:{s}", "New code", tooltip="the old link stops working") for s in self.seats}
        self.start_button = Button(
            "start", "Start", color=th.mix(th.GREEN, th.PANEL, 0.2), tooltip="Enter"
        )
        self._codes: dict[str, pygame.Surface] = {}  # QR images by link
        self.cards: list[pygame.Rect] = []
        self.qr_side = 0

    # --- layout ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        theme = self.app.theme
        pad = max(12, w // 60)
        gap = max(8, w // 100)
        n = max(1, len(self.seats))
        top = pad + theme.font("large").get_linesize() + theme.font("small").get_linesize() + 12
        bh = max(32, theme.px["normal"] + 14)
        help_h = 5 * theme.font("small").get_linesize()
        card_w = (w - 2 * pad - (n - 1) * gap) // n
        text_h = theme.font("normal").get_linesize() + theme.font("small").get_linesize()
        url_h = 3 * theme.font("tiny").get_linesize()
        room_h = h - top - pad - help_h - bh - 16 - text_h - url_h - bh - 24
        self.qr_side = max(60, min(card_w - 16, room_h, 360))
        card_h = self.qr_side + text_h + url_h + bh + 30
        self.cards = []
        for i, seat in enumerate(self.seats):
            rect = pygame.Rect(pad + i * (card_w + gap), top, card_w, card_h)
            self.cards.append(rect)
            self.new_code[seat].rect = pygame.Rect(
                rect.x + 8, rect.bottom - bh - 8, rect.width - 16, bh
            )
        sw = min(w - 2 * pad, theme.font("normal").size("Back to the game")[0] + 40)
        self.start_button.rect = pygame.Rect(w - pad - sw, h - pad - bh - 8, sw, bh + 8)
        self.help_rect = pygame.Rect(
            pad, top + card_h + 12, w - 2 * pad, self.start_button.rect.top - top - card_h - 20
        )

    # --- input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
        ):
            self.app.pop()
            return True
        if self.start_button.handle(event):
            self.app.pop()
            return True
        for seat, button in self.new_code.items():
            if button.handle(event):
                self.phones.reissue(seat)
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    # --- drawing ---------------------------------------------------------------------------------
    def _code(self, url: str) -> pygame.Surface:
        if url not in self._codes:
            self._codes[url] = pygame.image.load(io.BytesIO(qr_png(url)), "code.png")
        image = self._codes[url]
        if image.get_width() != self.qr_side:
            # Nearest-neighbour scaling keeps the modules sharp for a camera.
            image = pygame.transform.scale(image, (self.qr_side, self.qr_side))
            self._codes[url] = image
        return image

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w, _ = surface.get_size()
        surface.fill(th.BG)
        pad = self.cards[0].x if self.cards else 12
        match = self.play.match
        title = f"Players' phones: {match.rules.title}"
        text, size = theme.fit_sizes(title, w - 2 * pad, ("large", "normal"), True)
        surface.blit(theme.text(text, size, th.TEXT, bold=True), (pad, pad))
        sub = "Each player scans their own code. A seat without a phone plays here as before."
        line = theme.text(theme.fit(sub, w - 2 * pad, "small"), "small", th.TEXT_DIM)
        surface.blit(line, (pad, pad + theme.font("large").get_linesize() + 4))
        live = self.phones.live()
        for seat, rect in zip(self.seats, self.cards, strict=True):
            self._draw_card(surface, seat, rect, seat in live)
        self._draw_help(surface)
        started = bool(match.steps)
        self.start_button.label = "Back to the game" if started else "Start"
        self.start_button.draw(surface, theme)
        for b in self.new_code.values():
            b.draw_tooltip(surface, theme)

    def _draw_card(self, surface: pygame.Surface, seat: Seat, rect: pygame.Rect, live: bool) -> None:
        theme = self.app.theme
        color = self.play.controller.player_color(seat)
        pygame.draw.rect(surface, th.PANEL, rect, border_radius=10)
        pygame.draw.rect(surface, color, rect, width=3, border_radius=10)
        url = self.phones.url(seat)
        code = self._code(url)
        surface.blit(code, code.get_rect(midtop=(rect.centerx, rect.y + 8)))
        y = rect.y + 8 + self.qr_side + 4
        name = self.play.match.params.name(seat)
        text, size = theme.fit_sizes(name, rect.width - 16, ("normal", "small"), True)
        label = theme.text(text, size, color, bold=True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
        y += theme.font("normal").get_linesize()
        if live:
            state, tint = "phone connected", th.mix(th.GREEN, th.WHITE, 0.4)
        elif seat in self.phones.joined:
            state, tint = "phone away", th.mix(th.BAD, th.WHITE, 0.35)
        else:
            state, tint = "no phone yet", th.TEXT_DIM
        shown = theme.text(theme.fit(state, rect.width - 16, "small"), "small", tint)
        surface.blit(shown, shown.get_rect(midtop=(rect.centerx, y)))
        y += theme.font("small").get_linesize()
        for part in _split_url(url, theme.font("tiny"), rect.width - 16)[:3]:
            shown = theme.text(part, "tiny", th.TEXT)
            surface.blit(shown, shown.get_rect(midtop=(rect.centerx, y)))
            y += theme.font("tiny").get_linesize()
        self.new_code[seat].draw(surface, theme)

    def _draw_help(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        rect = self.help_rect
        small = theme.font("small").get_linesize()
        y = rect.y
        server = self.phones.url(self.seats[0]).split("/p/")[0] if self.seats else ""
        lines = [*HELP, f"This computer's address: {server}"]
        for para in lines:
            for part in theme.wrap(para, rect.width, "small"):
                if y + small > rect.bottom:
                    return
                surface.blit(theme.text(part, "small", th.TEXT_DIM), (rect.x, y))
                y += small


def _split_url(url: str, font: pygame.font.Font, width: int) -> list[str]:
    """A link cut into lines that fit ``width`` (anywhere: a link has no spaces to wrap at)."""
    lines: list[str] = []
    current = ""
    for ch in url:
        if current and font.size(current + ch)[0] > width:
            lines.append(current)
            current = ""
        current += ch
    return [*lines, current] if current else lines
