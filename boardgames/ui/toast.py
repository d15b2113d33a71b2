"""A short notice over every scene, for a key that acts without a screen of its own (M: sound
on/off): a box at the top middle of the window that fades after a moment."""

from __future__ import annotations

import pygame

from boardgames.ui import theme as th
from boardgames.ui.theme import Theme

SECONDS = 1.8  # how long a notice stays; the last quarter of it fades


class Toast:
    """The notice showing now, if any; ``show`` replaces it, ``update`` ages it."""

    def __init__(self) -> None:
        self.text = ""
        self.left = 0.0  # seconds it still shows

    def show(self, text: str, seconds: float = SECONDS) -> None:
        self.text = text
        self.left = seconds

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)
        if not self.left:
            self.text = ""

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if not self.text:
            return
        label = theme.text(self.text, "normal", th.TEXT, bold=True)
        box = label.get_rect().inflate(32, 16)
        box.midtop = (surface.get_width() // 2, max(8, surface.get_height() // 40))
        alpha = int(255 * min(1.0, self.left / (SECONDS * 0.25)))
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (*th.PANEL, 235), plate.get_rect(), border_radius=10)
        pygame.draw.rect(plate, (*th.SKY, 255), plate.get_rect(), 2, border_radius=10)
        plate.blit(label, label.get_rect(center=plate.get_rect().center))
        plate.set_alpha(alpha)
        surface.blit(plate, box)
