"""A choice among fixed values with a back half and a forward half: "‹ 5x9 ›".

A click on the left half steps back, on the right half forward (the right mouse button still
steps back anywhere, and the wheel steps too); the half under the pointer lights up, so the two
arrows read as two buttons. It is ``widgets.Choice`` in every other way (``value``, ``set``,
``id``, ``rect``), so a scene swaps one for the other.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from boardgames.ui import theme as th
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import LABEL_PAD, LABEL_SIZES, Choice

BACK, FORWARD = -1, 1


@dataclass
class Stepper(Choice):
    """A ``Choice`` whose left half steps back and right half steps forward."""

    side: int = 0  # the half under the pointer: BACK, FORWARD, or 0 (not over it)
    hint: str = ""  # one line on what the choice means, shown on hover by the scene

    def half(self, pos: tuple[int, int]) -> int:
        """BACK or FORWARD for a point on the button (the middle counts as forward)."""
        return BACK if pos[0] < self.rect.centerx else FORWARD

    def step(self, by: int) -> None:
        self.index = (self.index + by) % len(self.choices)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            self.side = self.half(event.pos) if self.hover else 0
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            if event.button == 1:
                self.step(self.half(event.pos))
                return True
            if event.button == 3:
                self.step(BACK)
                return True
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.step(FORWARD if event.y < 0 else BACK)
            return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        rect = self.rect
        pygame.draw.rect(surface, th.PANEL_LIGHT, rect, border_radius=6)
        arrow_w = max(14, min(rect.height, rect.width // 4))
        if self.hover and self.side and len(self.choices) > 1:
            lit = rect.copy()
            lit.width = rect.width // 2
            if self.side == FORWARD:
                lit.right = rect.right
            pygame.draw.rect(surface, th.mix(th.PANEL_LIGHT, th.WHITE, 0.14), lit, border_radius=6)
        middle = rect.inflate(-2 * arrow_w, 0)
        text, size = theme.fit_sizes(self.value, middle.width - 2 * LABEL_PAD, LABEL_SIZES)
        label = theme.text(text, size, th.TEXT)
        surface.blit(label, label.get_rect(center=rect.center))
        dim = th.TEXT if len(self.choices) > 1 else th.TEXT_DIM
        for glyph, x in (("\u2039", rect.x + arrow_w // 2), ("\u203a", rect.right - arrow_w // 2)):
            mark = theme.text(glyph, "normal", dim, bold=True)
            surface.blit(mark, mark.get_rect(center=(x, rect.centery)))
        # a thin rule between the halves' arrows and the value, so they read as buttons
        for x in (rect.x + arrow_w, rect.right - arrow_w):
            pygame.draw.line(
                surface, th.mix(th.PANEL_LIGHT, th.BG, 0.5), (x, rect.y + 5), (x, rect.bottom - 6)
            )
