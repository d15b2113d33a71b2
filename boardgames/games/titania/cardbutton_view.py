"""A ship card in the hand, drawn as the card itself: its colour halves, letters and boats."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from boardgames.games.titania.components import card_colours
from boardgames.games.titania.icons_view import draw_ship
from boardgames.games.titania.palette_view import SHIP_LETTER, SHIP_RGB
from boardgames.ui import theme as th
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import Button


@dataclass(eq=False)
class CardButton(Button):
    """A ship card in the hand: its colour (both halves for a joker) and its letter(s).

    For a joker, ``half`` records which colour half the last click landed on, so a selected joker's
    ship colour can be picked by clicking that half of the card.
    """

    card: str = ""
    half: str = ""
    dim: bool = False  # shown but not playable in this step (a click still gets a reason)
    _veil: pygame.Surface | None = None

    def handle(self, event: pygame.event.Event) -> bool:
        clicked = super().handle(event)
        if clicked:
            colours = card_colours(self.card)
            left = event.pos[0] < self.rect.centerx
            self.half = colours[0] if left or len(colours) == 1 else colours[1]
        return clicked

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        rect = self.rect.move(0, -6 if self.selected else 0)
        radius = max(4, rect.width // 7)
        colours = [c for c in card_colours(self.card) if c in SHIP_RGB]
        pygame.draw.rect(surface, th.BLACK, rect.inflate(4, 4), border_radius=radius + 2)
        if not colours:
            pygame.draw.rect(surface, th.PANEL_LIGHT, rect, border_radius=radius)
            return
        halves = []
        for k, colour in enumerate(colours):
            part = rect.copy()
            part.width = rect.width // len(colours)
            part.x = rect.x + k * part.width
            if k == len(colours) - 1:
                part.width = rect.right - part.x
            halves.append((part, colour))
            fill = SHIP_RGB[colour]
            if self.hover and self.enabled:
                fill = th.mix(fill, th.WHITE, 0.2)
            clip = surface.get_clip()
            surface.set_clip(part.clip(clip) if clip else part)
            pygame.draw.rect(surface, fill, rect, border_radius=radius)
            surface.set_clip(clip)
        inner = rect.inflate(-max(4, rect.width // 6), -max(4, rect.width // 6))
        pygame.draw.rect(surface, (250, 250, 250), inner, 1, border_radius=max(2, radius - 2))
        for part, colour in halves:
            fill = SHIP_RGB[colour]
            big = "large" if part.width >= 30 else "normal"
            label = theme.text(SHIP_LETTER[colour], big, th.contrast_text(fill), bold=True)
            surface.blit(label, label.get_rect(center=(part.centerx, rect.y + rect.height * 0.38)))
            icon = min(part.width * 0.7, rect.height * 0.3)
            draw_ship(
                surface,
                theme,
                (part.centerx, rect.y + rect.height * 0.74),
                icon,
                colour,
                th.contrast_text(fill),
                letter=False,
            )
        if len(halves) == 2:
            x = halves[1][0].x
            pygame.draw.line(surface, th.BLACK, (x, rect.y + 3), (x, rect.bottom - 4), 2)
        edge = th.WHITE if self.selected else th.mix(th.BLACK, th.WHITE, 0.2)
        pygame.draw.rect(surface, edge, rect, 3 if self.selected else 1, border_radius=radius)
        if self.dim or not self.enabled:
            if self._veil is None or self._veil.get_size() != rect.size:
                self._veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(
                    self._veil, (*th.BG, 150), self._veil.get_rect(), border_radius=radius
                )
            surface.blit(self._veil, rect)
