"""Colours, player glyphs, fonts and a text cache shared by every scene.

Colours come from the Okabe-Ito palette, which stays distinguishable for the common forms of colour
blindness; every player also gets a glyph (circle, triangle, square, diamond, star) drawn on their
pieces, so colour is never the only cue. Text is rendered once per (text, size, colour) and cached.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

import pygame

Color = tuple[int, int, int]

ORANGE: Color = (230, 159, 0)
SKY: Color = (86, 180, 233)
GREEN: Color = (0, 158, 115)
YELLOW: Color = (240, 228, 66)
BLUE: Color = (0, 114, 178)
VERMILLION: Color = (213, 94, 0)
PURPLE: Color = (204, 121, 167)
BLACK: Color = (0, 0, 0)
WHITE: Color = (255, 255, 255)

BG: Color = (28, 32, 38)
PANEL: Color = (40, 45, 54)
PANEL_LIGHT: Color = (56, 62, 74)
TEXT: Color = (236, 236, 236)
TEXT_DIM: Color = (160, 166, 176)
ACCENT: Color = SKY
HIGHLIGHT: Color = (255, 255, 255)
GOOD: Color = GREEN
BAD: Color = VERMILLION

PLAYER_COLORS: tuple[Color, ...] = (VERMILLION, SKY, YELLOW, PURPLE, GREEN)
GLYPHS: tuple[str, ...] = ("circle", "triangle", "square", "diamond", "star")


def glyph_points(
    glyph: str, center: tuple[float, float], radius: float
) -> list[tuple[float, float]]:
    """Polygon points of a glyph (a circle is approximated) of the given radius."""
    cx, cy = center
    if glyph == "circle":
        n = 20
        return [
            (
                cx + radius * math.cos(2 * math.pi * i / n),
                cy + radius * math.sin(2 * math.pi * i / n),
            )
            for i in range(n)
        ]
    if glyph == "triangle":
        return [
            (cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a)))
            for a in (-90, 30, 150)
        ]
    if glyph == "square":
        r = radius * 0.85
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if glyph == "diamond":
        return [(cx, cy - radius), (cx + radius, cy), (cx, cy + radius), (cx - radius, cy)]
    # star
    pts = []
    for i in range(10):
        rr = radius if i % 2 == 0 else radius * 0.45
        a = math.radians(-90 + 36 * i)
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def draw_glyph(
    surface: pygame.Surface,
    glyph: str,
    center: tuple[float, float],
    radius: float,
    fill: Color,
    outline: Color = BLACK,
) -> None:
    width = max(1, int(radius / 6))
    if glyph == "circle":
        pygame.draw.circle(surface, fill, center, radius)
        pygame.draw.circle(surface, outline, center, radius, width)
        return
    pts = glyph_points(glyph, center, radius)
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, outline, pts, width)


def contrast_text(bg: Color) -> Color:
    """Black or white, whichever reads better on ``bg`` (WCAG relative luminance)."""

    def lin(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    lum = 0.2126 * lin(bg[0]) + 0.7152 * lin(bg[1]) + 0.0722 * lin(bg[2])
    return BLACK if lum > 0.179 else WHITE


def mix(a: Color, b: Color, t: float) -> Color:
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )


@dataclass(frozen=True)
class PlayerStyle:
    color: Color
    glyph: str


def player_style(seat: int) -> PlayerStyle:
    return PlayerStyle(PLAYER_COLORS[seat % len(PLAYER_COLORS)], GLYPHS[seat % len(GLYPHS)])


class Theme:
    """Fonts in a few sizes that follow the window height, and the text surface cache.

    ``text_scale`` enlarges every size (125%, 150%) for a screen seen from across a room. No size
    goes below ``MIN_PX`` (the "tiny" size), so text stays readable in the smallest window.
    """

    SIZES = ("tiny", "small", "normal", "large", "huge")
    MIN_PX = 12

    def __init__(self, height: int = 800, text_scale: float = 1.0) -> None:
        self._fonts: dict[tuple[str, bool], pygame.font.Font] = {}
        self._cache: OrderedDict[tuple[str, str, Color, bool], pygame.Surface] = OrderedDict()
        self._fits: dict[tuple[str, int, tuple[str, ...], bool], tuple[str, str]] = {}
        # Labels drawn shortened (cut with an ellipsis, or too big for their box), newest last:
        # the fit tests read it after drawing a screen and fail on any entry.
        self.cut_labels: list[str] = []
        self._lines: dict[
            tuple[str, tuple[int, int], tuple[str, ...], bool], tuple[list[str], str] | None
        ] = {}
        self.text_scale = text_scale
        self.height = height
        self.resize(height)

    def resize(self, height: int, text_scale: float | None = None) -> None:
        if text_scale is not None:
            self.text_scale = text_scale
        self.height = height
        scale = max(0.6, height / 800) * self.text_scale
        tiny = max(self.MIN_PX, int(12.5 * scale))  # labels on small pieces (tiles, cards)
        self.px = {
            "tiny": tiny,
            "small": max(tiny, int(15 * scale)),
            "normal": max(tiny + 1, int(19 * scale)),
            "large": max(tiny + 4, int(28 * scale)),
            "huge": max(tiny + 12, int(56 * scale)),
        }
        self._fonts.clear()
        self._cache.clear()
        self._fits.clear()
        self._lines.clear()

    def font(self, size: str = "normal", bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        if key not in self._fonts:
            font = pygame.font.Font(None, int(self.px[size] * 1.3))
            font.set_bold(bold)
            self._fonts[key] = font
        return self._fonts[key]

    def text(
        self, text: str, size: str = "normal", color: Color = TEXT, bold: bool = False
    ) -> pygame.Surface:
        key = (text, size, color, bold)
        surf = self._cache.get(key)
        if surf is None:
            surf = self.font(size, bold).render(text, True, color)
            self._cache[key] = surf
            if len(self._cache) > 2000:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def outlined(
        self, text: str, size: str, color: Color, outline: Color = BLACK
    ) -> pygame.Surface:
        """Text with a 1-2 px outline so it reads on any board colour (contrast >= 4.5:1)."""
        key = ("\x00" + text, size, color, outline == BLACK)
        surf = self._cache.get(key)
        if surf is None:
            inner = self.font(size, True).render(text, True, color)
            edge = self.font(size, True).render(text, True, outline)
            w = max(1, self.px[size] // 12)
            surf = pygame.Surface(
                (inner.get_width() + 2 * w, inner.get_height() + 2 * w), pygame.SRCALPHA
            )
            for dx in (-w, 0, w):
                for dy in (-w, 0, w):
                    if dx or dy:
                        surf.blit(edge, (w + dx, w + dy))
            surf.blit(inner, (w, w))
            self._cache[key] = surf
        return surf

    def fit(self, text: str, width: int, size: str = "normal", bold: bool = False) -> str:
        """``text``, cut with an ellipsis where it would be wider than ``width`` pixels."""
        return self.fit_sizes(text, width, (size,), bold)[0]

    def fit_sizes(
        self, text: str, width: int, sizes: tuple[str, ...] = ("normal",), bold: bool = False
    ) -> tuple[str, str]:
        """The first of ``sizes`` (largest first) at which ``text`` fits ``width`` pixels, or the
        last size with the text cut and an ellipsis; returns (text, size). Cached per window."""
        key = (text, width, sizes, bold)
        hit = self._fits.get(key)
        if hit is not None:
            if hit[0] != text:
                self.report_cut(text)
            return hit
        out: tuple[str, str] | None = None
        for size in sizes:
            if self.font(size, bold).size(text)[0] <= width:
                out = (text, size)
                break
        if out is None:
            size = sizes[-1]
            font = self.font(size, bold)
            cut = text
            while cut and font.size(cut.rstrip(" ,·:(") + "\u2026")[0] > width:
                cut = cut[:-1]
            cut = cut.rstrip(" ,·:(")
            out = (cut + "\u2026" if cut else "", size)
        if len(self._fits) > 4000:
            self._fits.clear()
        self._fits[key] = out
        if out[0] != text:
            self.report_cut(text)
        return out

    def report_cut(self, text: str) -> None:
        """Note a label that could not be drawn whole (kept short: the newest 200)."""
        self.cut_labels.append(text)
        del self.cut_labels[:-200]

    def fit_lines(
        self, text: str, size: tuple[int, int], sizes: tuple[str, ...], bold: bool = False
    ) -> tuple[list[str], str] | None:
        """``text`` wrapped between words into a box of ``size`` pixels: the lines and the first
        of ``sizes`` at which every word fits a line and the lines fit the height; None where no
        size does (the caller draws an icon or a shorter layout instead, never a cut word)."""
        key = (text, size, sizes, bold)
        if key in self._lines:
            return self._lines[key]
        found = self._fit_lines(text, size, sizes, bold)
        if len(self._lines) > 4000:
            self._lines.clear()
        self._lines[key] = found
        return found

    def _fit_lines(
        self, text: str, size: tuple[int, int], sizes: tuple[str, ...], bold: bool
    ) -> tuple[list[str], str] | None:
        width, height = size
        for name in sizes:
            font = self.font(name, bold)
            if any(font.size(word)[0] > width for word in text.split()):
                continue
            lines: list[str] = []
            for para in text.split("\n"):
                line = ""
                for word in para.split():
                    trial = f"{line} {word}" if line else word
                    if line and font.size(trial)[0] > width:
                        lines.append(line)
                        trial = word
                    line = trial
                lines.append(line)
            if font.get_linesize() * (len(lines) - 1) + font.get_height() <= height:
                return lines, name
        return None

    def wrap(self, text: str, width: int, size: str = "normal") -> list[str]:
        """Split text into lines that fit ``width`` pixels, between words; a word too long for a
        line (a file path, a puzzle code) is broken after a separator, or anywhere as a last
        resort. ``\n`` starts a new line."""
        font = self.font(size)
        lines: list[str] = []
        for para in text.split("\n"):
            line = ""
            for word in para.split(" "):
                trial = f"{line} {word}" if line else word
                if font.size(trial)[0] <= width:
                    line = trial
                    continue
                if line:
                    lines.append(line)
                while font.size(word)[0] > width and len(word) > 1:
                    cut = len(word) - 1
                    while cut > 1 and font.size(word[:cut])[0] > width:
                        cut -= 1
                    sep = max(word.rfind(c, 0, cut) for c in "/\\-_.,:")
                    cut = sep + 1 if sep > 0 else cut
                    lines.append(word[:cut])
                    word = word[cut:]
                line = word
            lines.append(line)
        return lines
