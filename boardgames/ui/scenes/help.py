"""The rules help overlay (F1): the game's own help text, scrollable, closed by Esc or a click."""

from __future__ import annotations

import pygame

from boardgames.ui import theme as th
from boardgames.ui.app import App, Scene
from boardgames.ui.widgets import Button


def _starts_block(line: str) -> bool:
    stripped = line.strip()
    return (
        not stripped
        or stripped.isupper()
        or stripped.startswith(("- ", "* ", "#"))
        or (stripped[:1].isdigit() and stripped[1:3] in (". ", ") "))
    )


def reflow(text: str) -> str:
    """Join hard-wrapped lines into paragraphs and list items, so text wraps to the window."""
    out: list[str] = []
    for line in text.splitlines():
        if out and out[-1].strip() and not out[-1].strip().isupper() and not _starts_block(line):
            out[-1] = f"{out[-1].rstrip()} {line.strip()}"
        else:
            out.append(line.rstrip())
    return "\n".join(out)


class HelpScene(Scene):
    overlay = True

    def __init__(self, app: App, title: str, text: str) -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.scroll = 0
        self.close_button = Button("close", "Close", tooltip="Esc")
        self.lines: list[str] = []
        self.box = pygame.Rect(0, 0, 0, 0)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.box = pygame.Rect(w * 0.1, h * 0.06, w * 0.8, h * 0.88)
        self.lines = self.app.theme.wrap(reflow(self.text), self.box.width - 60, "normal")
        bh = max(30, self.app.theme.px["normal"] + 14)
        self.close_button.rect = pygame.Rect(
            self.box.right - 130, self.box.bottom - bh - 14, 110, bh
        )

    def _visible(self) -> int:
        return max(1, (self.box.height - 120) // self.app.theme.font("normal").get_linesize())

    def handle(self, event: pygame.event.Event) -> bool:
        if self.close_button.handle(event):
            self.app.pop()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.app.pop()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                step = 1 if event.key == pygame.K_DOWN else self._visible()
                self.scroll = min(max(0, len(self.lines) - self._visible()), self.scroll + step)
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                step = 1 if event.key == pygame.K_UP else self._visible()
                self.scroll = max(0, self.scroll - step)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(
                0, min(max(0, len(self.lines) - self._visible()), self.scroll - 3 * event.y)
            )
            return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, th.PANEL, self.box, border_radius=12)
        pygame.draw.rect(surface, th.PANEL_LIGHT, self.box, width=2, border_radius=12)
        text, size = theme.fit_sizes(
            f"{self.title}: how to play", self.box.width - 60, ("large", "normal"), True
        )
        surface.blit(theme.text(text, size, th.TEXT, bold=True), (self.box.x + 30, self.box.y + 20))
        y = self.box.y + 30 + theme.px["large"] + 16
        lh = theme.font("normal").get_linesize()
        for line in self.lines[self.scroll : self.scroll + self._visible()]:
            heading = line.isupper() or (line.startswith("#"))
            text = line.lstrip("# ")
            surface.blit(
                theme.text(text, "normal", th.YELLOW if heading else th.TEXT, bold=heading),
                (self.box.x + 30, y),
            )
            y += lh
        more = len(self.lines) > self._visible()
        if more:
            hint = theme.text("Wheel or arrow keys to scroll", "small", th.TEXT_DIM)
            surface.blit(hint, (self.box.x + 30, self.box.bottom - 36))
        self.close_button.draw(surface, theme)
