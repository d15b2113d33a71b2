"""Small immediate widgets: buttons, text fields, choice cyclers and a scrolling text list.

Widgets own a rectangle and their own hover/pressed/focus state; scenes lay them out every resize
and forward pygame events. A widget reports what happened by return value, never by callbacks into
global state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from boardgames.ui import theme as th
from boardgames.ui.theme import Theme

LABEL_PAD = 5  # pixels between a button's edge and its label
LABEL_SIZES = ("normal", "small", "tiny")  # a label too wide for its button shrinks in this order


@dataclass
class Button:
    """A rounded button with hover, pressed and disabled looks; ``key`` is its shortcut."""

    id: str
    label: str
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    tooltip: str = ""
    selected: bool = False
    color: th.Color | None = None
    hover: bool = False
    pressed: bool = False
    tip_side: str = "above"  # where the tooltip goes: "above" or "below" (flips if no room)
    # draws a richer tooltip than text (an enlarged card) beside the button's rect
    tip_painter: Callable[[pygame.Surface, Theme, pygame.Rect], object] | None = None

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the button was clicked (released over it)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos) and self.enabled:
                self.pressed = True
                return False
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(event.pos):
                return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        base = self.color or th.PANEL_LIGHT
        if not self.enabled:
            fill = th.mix(base, th.BG, 0.6)
        elif self.pressed:
            fill = th.mix(base, th.BLACK, 0.3)
        elif self.hover or self.selected:
            fill = th.mix(base, th.WHITE, 0.18)
        else:
            fill = base
        radius = max(4, self.rect.height // 4)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        edge = th.ACCENT if self.selected else th.mix(fill, th.WHITE, 0.3)
        pygame.draw.rect(
            surface, edge, self.rect, width=2 if self.selected else 1, border_radius=radius
        )
        color = th.contrast_text(fill) if self.enabled else th.TEXT_DIM
        text, size = self.fitted(theme)
        if text:
            label = theme.text(text, size, color)
            surface.blit(label, label.get_rect(center=self.rect.center))

    def fitted(self, theme: Theme) -> tuple[str, str]:
        """The label as drawn: at the normal size where it fits inside the button's padding, else
        at a smaller size, else cut with an ellipsis (the tooltip then shows all of it)."""
        return theme.fit_sizes(self.label, self.rect.width - 2 * LABEL_PAD, LABEL_SIZES)

    def full_tooltip(self, theme: Theme) -> str:
        """The tooltip, led by the whole label when the button shows it shortened."""
        if self.label and self.fitted(theme)[0] != self.label:
            return f"{self.label} ({self.tooltip})" if self.tooltip else self.label
        return self.tooltip

    def draw_tooltip(self, surface: pygame.Surface, theme: Theme) -> None:
        if self.hover and self.tip_painter is not None:
            self.tip_painter(surface, theme, self.rect)
            return
        tip = self.full_tooltip(theme) if self.hover else ""
        if tip:
            draw_tip(surface, theme, tip, self.rect, self.tip_side)


@dataclass(eq=False)
class SlotButton(Button):
    """A button with a fixed place in a grid of rows (``row``, ``col`` of ``cols``) and labels
    from longest to shortest: the longest that fits is shown (``fit_label``), so a label never
    spills out."""

    row: int = 0
    col: int = 0
    cols: int = 1
    labels: tuple[str, ...] = ()


def fit_label(font: pygame.font.Font, labels: Sequence[str], width: int) -> str:
    """The first (longest) of ``labels`` that fits ``width`` pixels, else the shortest."""
    for label in labels:
        if font.size(label)[0] <= width:
            return label
    return min(labels, key=lambda t: font.size(t)[0])


def readable(theme: Theme, size: str) -> str:
    """``size``, or the theme's "tiny" size where ``size`` would be smaller than it (small
    windows)."""
    return "tiny" if theme.px.get(size, 0) < theme.px["tiny"] else size


def tip_box(
    area: pygame.Rect, text_size: tuple[int, int], anchor: pygame.Rect, side: str = "above"
) -> pygame.Rect:
    """Where a tooltip box of ``text_size`` goes: beside ``anchor`` (above or below it, flipped when
    that side has no room), never over the anchor if either side has room, and always inside
    ``area`` (the window)."""
    w, h = text_size[0] + 10, text_size[1] + 6
    box = pygame.Rect(0, 0, min(w, area.width), min(h, area.height))
    above = box.move_to(midbottom=(anchor.centerx, anchor.top - 4))
    below = box.move_to(midtop=(anchor.centerx, anchor.bottom + 4))
    first, second = (below, above) if side == "below" else (above, below)
    fits = [b for b in (first, second) if area.top <= b.top and b.bottom <= area.bottom]
    chosen = fits[0] if fits else first
    return chosen.clamp(area)


TIP_FILL = (14, 16, 20)


def tip_panel(surface: pygame.Surface, box: pygame.Rect) -> None:
    """The box every hover text sits in, in every game: dark, with a thin light edge."""
    pygame.draw.rect(surface, TIP_FILL, box, border_radius=6)
    pygame.draw.rect(surface, th.PANEL_LIGHT, box, 1, border_radius=6)


def draw_tip(
    surface: pygame.Surface,
    theme: Theme,
    text: str,
    anchor: pygame.Rect,
    side: str = "above",
    size: str = "small",
    area: pygame.Rect | None = None,
) -> pygame.Rect:
    """A tooltip for ``anchor`` that stays inside ``area`` (by default the surface's clip, which
    is the whole window unless the caller set one), wrapped to a readable measure (a third of
    the area, at least 20 em) and never wider than the area; returns its box."""
    area = surface.get_clip() if area is None else area.clip(surface.get_rect())
    size = readable(theme, size)
    measure = max(area.width // 3, theme.px[size] * 20)
    lines = theme.wrap(text, min(area.width - 16, measure), size)
    surfaces = [theme.text(line, size, th.TEXT) for line in lines]
    width = max(s.get_width() for s in surfaces)
    line_h = theme.font(size).get_linesize()
    height = line_h * (len(surfaces) - 1) + surfaces[-1].get_height()
    box = tip_box(area, (width, height), anchor, side)
    tip_panel(surface, box)
    clip = surface.get_clip()
    surface.set_clip(box)
    y = box.y + (box.height - height) // 2
    for s in surfaces:
        surface.blit(s, s.get_rect(midtop=(box.centerx, y)))
        y += line_h
    surface.set_clip(clip)
    return box


def draw_label(
    surface: pygame.Surface,
    theme: Theme,
    text: str,
    rect: pygame.Rect,
    color: th.Color,
    sizes: tuple[str, ...] = ("small", "tiny"),
    bold: bool = False,
    valign: str = "center",
) -> bool:
    """``text`` whole inside ``rect``, wrapped between words, at the first of ``sizes`` that fits;
    False (and nothing drawn) where none does, so the caller can draw an icon or change its
    layout instead of cutting a word."""
    fitted = theme.fit_lines(text, rect.size, sizes, bold)
    if fitted is None:
        return False
    lines, size = fitted
    font = theme.font(size, bold)
    line_h = font.get_linesize()
    total = line_h * (len(lines) - 1) + font.get_height()
    if valign == "top":
        y = rect.y
    elif valign == "bottom":
        y = rect.bottom - total
    else:
        y = rect.y + (rect.height - total) // 2
    for line in lines:
        label = theme.text(line, size, color, bold)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
        y += line_h
    return True


def must_label(
    surface: pygame.Surface,
    theme: Theme,
    text: str,
    rect: pygame.Rect,
    color: th.Color,
    sizes: tuple[str, ...] = ("small", "tiny"),
    bold: bool = False,
    valign: str = "center",
) -> None:
    """Like ``draw_label`` for a label with no icon to fall back on: where it does not fit it is
    drawn at the smallest size, clipped to ``rect``, and reported in ``theme.cut_labels`` (a
    layout fault the fit tests catch)."""
    if draw_label(surface, theme, text, rect, color, sizes, bold, valign):
        return
    theme.report_cut(text)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    label = theme.text(text, sizes[-1], color, bold)
    surface.blit(label, label.get_rect(center=rect.center))
    surface.set_clip(clip)


def clipboard_text() -> str:
    """The clipboard's text, or "" where the platform offers none (headless, no X selection)."""
    try:
        return pygame.scrap.get_text().strip()
    except (pygame.error, AttributeError):
        return ""


def copy_text(text: str) -> bool:
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError):
        return False
    return True


def printable(text: str) -> str:
    """Only characters that show: tabs, escapes and invisible marks never get into a name (a save
    file refuses names with them, which would lose the game)."""
    return "".join(c for c in text if c.isprintable())


@dataclass
class TextField:
    """A one-line text input; click to focus, type, Enter or a click elsewhere to leave."""

    id: str
    text: str = ""
    placeholder: str = ""
    max_len: int = 24
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    focused: bool = False

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was used by the field."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.focused = False
            elif event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
            elif event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                self.text = (self.text + printable(clipboard_text()))[: self.max_len]
            return True
        if event.type == pygame.TEXTINPUT:
            self.text = (self.text + printable(event.text))[: self.max_len]
            return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        pygame.draw.rect(surface, th.BG, self.rect, border_radius=4)
        edge = th.ACCENT if self.focused else th.PANEL_LIGHT
        pygame.draw.rect(surface, edge, self.rect, width=2, border_radius=4)
        shown = self.text or self.placeholder
        color = th.TEXT if self.text else th.TEXT_DIM
        label = theme.text(shown + ("|" if self.focused else ""), "normal", color)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-6, -2))
        surface.blit(label, label.get_rect(midleft=(self.rect.x + 8, self.rect.centery)))
        surface.set_clip(clip)


@dataclass
class Choice:
    """A button that cycles through fixed choices (left click: next, right click: previous)."""

    id: str
    choices: Sequence[str]
    index: int = 0
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    hover: bool = False

    @property
    def value(self) -> str:
        return self.choices[self.index]

    def set(self, value: str) -> None:
        if value in self.choices:
            self.index = list(self.choices).index(value)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            if event.button == 1:
                self.index = (self.index + 1) % len(self.choices)
                return True
            if event.button == 3:
                self.index = (self.index - 1) % len(self.choices)
                return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        fill = th.mix(th.PANEL_LIGHT, th.WHITE, 0.12) if self.hover else th.PANEL_LIGHT
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        text, size = theme.fit_sizes(
            f"\u2039 {self.value} \u203a", self.rect.width - 2 * LABEL_PAD, LABEL_SIZES
        )
        label = theme.text(text, size, th.TEXT)
        surface.blit(label, label.get_rect(center=self.rect.center))


class ScrollList:
    """Lines of text in a box that keeps the newest at the bottom and scrolls with the wheel."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.offset = 0  # lines scrolled up from the bottom
        self._wrapped: dict[tuple[str, int, str], list[str]] = {}  # wrapping costs font metrics

    def handle(self, event: pygame.event.Event, total: int) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.offset = max(0, min(total - 1, self.offset + event.y))
            return True
        return False

    def draw(
        self, surface: pygame.Surface, theme: Theme, lines: Sequence[str], size: str = "small"
    ) -> None:
        pygame.draw.rect(surface, th.BG, self.rect, border_radius=6)
        height = theme.font(size).get_linesize()
        wrapped: list[str] = []
        width = self.rect.width - 16
        for line in lines[-200:]:
            key = (line, width, size)
            if key not in self._wrapped:
                self._wrapped[key] = theme.wrap(line, width, size)
            wrapped.extend(self._wrapped[key])
        fit = max(1, (self.rect.height - 8) // height)
        self.offset = max(0, min(self.offset, max(0, len(wrapped) - fit)))
        end = len(wrapped) - self.offset
        shown = wrapped[max(0, end - fit) : end]
        y = self.rect.y + 4
        for i, line in enumerate(shown):
            newest = self.offset == 0 and i == len(shown) - 1
            surface.blit(
                theme.text(line, size, th.TEXT if newest else th.TEXT_DIM), (self.rect.x + 8, y)
            )
            y += height
