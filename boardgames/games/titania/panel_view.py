"""Titania's section of the side panel: one player's shells, sea stars, point tiles and hand.

From the top: a title row, the shells by colour and the sea stars, the point tiles, the hand of
cards, then the step's buttons (stacked by the controller below ``PanelRows.buttons``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from boardgames.core.rules import Seat
from boardgames.games.titania.cardbutton_view import CardButton
from boardgames.games.titania.components import SHELL_COLOURS
from boardgames.games.titania.icons_view import draw_diamond, draw_shell, draw_star
from boardgames.games.titania.queries import PlayerSummary
from boardgames.games.titania.words_view import count
from boardgames.ui import theme as th
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import fit_label, readable

Point = tuple[float, float]


@dataclass(frozen=True)
class PanelRows:
    """Where each row of the section starts (y), and where placed sea stars leave from."""

    title: int = 0
    shells: int = 0
    tiles: int = 0
    hand: int = 0
    buttons: int = 0
    star_spot: Point = (0.0, 0.0)  # the sea star counter
    show_title: bool = True  # a short panel leaves out the title row...
    show_hand: bool = True  # ...and first the hand's label (the player row counts the cards)


def _row(theme: Theme) -> int:
    return theme.px["normal"] + 12


def _card_height(theme: Theme) -> int:
    return max(34, int(theme.px["normal"] * 3.1))


def height(theme: Theme) -> int:
    """The rows, the hand and room for three rows of buttons."""
    small = theme.font(readable(theme, "small")).get_linesize()
    row = _row(theme)
    button = max(30, theme.px["normal"] + 14) + 6
    return small + 2 + 2 * row + 4 + small + 10 + _card_height(theme) + 10 + 3 * button


def place(rect: pygame.Rect, theme: Theme, cards: Sequence[CardButton]) -> PanelRows:
    """Lay out the rows inside ``rect`` and the cards side by side (in two rows when narrow)."""
    small = theme.font(readable(theme, "small")).get_linesize()
    row = _row(theme)
    short = rect.height - height(theme)  # < 0: less room than asked for
    show_hand = short >= 0
    show_title = short + (small + 10) >= 0
    y = rect.y
    title = y
    if show_title:
        y += small + 2
    shells = y
    y += row
    tiles = y
    y += row + 4
    hand = y
    if show_hand:
        y += small + 10
    card_h = _card_height(theme)
    n = len(cards)
    if n:
        gap = 6
        per_row = n
        width = min(int(card_h / 1.4), (rect.width - gap * (n - 1)) // n)
        if width < 26:
            per_row = math.ceil(n / 2)
            width = (rect.width - gap * (per_row - 1)) // per_row
        rows = math.ceil(n / per_row)
        card = card_h if rows == 1 else (card_h - gap) // 2
        for i, b in enumerate(cards):
            r, c = divmod(i, per_row)
            b.rect = pygame.Rect(rect.x + c * (width + gap), y + r * (card + gap), width, card)
    y += card_h + 10
    star_spot = (rect.x + rect.width * 0.66 + row * 0.5, shells + row / 2 - 2)
    return PanelRows(title, shells, tiles, hand, y, star_spot, show_title, show_hand)


def draw(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    rows: PanelRows,
    owner: Seat,
    name: str,
    p: PlayerSummary,
    hand_shown: bool,
) -> None:
    """The supplies of ``owner`` and the size of their hand (whose cards are buttons)."""
    style = th.player_style(owner)
    y = rows.title
    small = readable(theme, "small")
    if rows.show_title:
        th.draw_glyph(surface, style.glyph, (rect.x + 6, y + 8), 6, style.color)
        words = fit_label(
            theme.font(small), (f"{name}: shells, sea stars, point tiles", name), rect.width - 16
        )
        surface.blit(theme.text(words, small, th.TEXT_DIM), (rect.x + 16, y))
    # shells by colour, then sea stars
    row = _row(theme)
    y = rows.shells
    chip = rect.width * 0.66 / len(SHELL_COLOURS)
    for k, colour in enumerate(SHELL_COLOURS):
        x = rect.x + k * chip
        pill = pygame.Rect(round(x), y, round(chip) - 6, row - 4)
        pygame.draw.rect(surface, th.PANEL_LIGHT, pill, border_radius=6)
        draw_shell(surface, theme, (pill.x + row * 0.5, pill.centery - 1), row * 0.36, colour)
        number = theme.text(str(p.shells[colour]), "normal", th.TEXT, bold=True)
        surface.blit(number, number.get_rect(midleft=(pill.x + row * 0.95, pill.centery)))
    star_pill = pygame.Rect(round(rect.x + rect.width * 0.66), y, round(rect.width * 0.34), row - 4)
    pygame.draw.rect(surface, th.PANEL_LIGHT, star_pill, border_radius=6)
    draw_star(surface, (star_pill.x + row * 0.5, star_pill.centery), row * 0.33)
    room = int(star_pill.right - (star_pill.x + row * 0.95) - 4)
    stars = fit_label(theme.font(small), (count(p.sea_stars, "sea star"), str(p.sea_stars)), room)
    label = theme.text(stars, small)
    surface.blit(label, label.get_rect(midleft=(star_pill.x + row * 0.95, star_pill.centery)))
    # point tiles: own values, or "?" for tiles the viewer may not see
    y = rows.tiles
    label = theme.text("Point tiles", readable(theme, "small"), th.TEXT_DIM)
    surface.blit(label, label.get_rect(midleft=(rect.x, y + row / 2 - 2)))
    x = rect.x + label.get_width() + 10 + row * 0.3
    shown = max(0, int((rect.right - x + row * 0.35) // (row * 0.7)))  # as many as fit
    for value in p.point_tile_values[:shown]:
        draw_diamond(surface, theme, (x, y + row / 2 - 2), row * 0.4, str(value or "?"))
        x += row * 0.7
    if not p.point_tile_values:
        none = theme.text("none yet", readable(theme, "small"), th.TEXT_DIM)
        surface.blit(none, none.get_rect(midleft=(x - row * 0.3, y + row / 2 - 2)))
    # the hand
    if not rows.show_hand:
        return
    hand = "Hand" if hand_shown else "Hand (hidden)"
    label = theme.text(
        f"{hand}: {count(p.hand_size, 'card')}", readable(theme, "small"), th.TEXT_DIM
    )
    surface.blit(label, (rect.x, rows.hand))
