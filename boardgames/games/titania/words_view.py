"""Short texts the Titania UI builds for buttons, the panel and the status line."""

from __future__ import annotations

from boardgames.games.titania.components import card_colours
from boardgames.games.titania.palette_view import SHIP_LETTER


def count(n: int, word: str) -> str:
    """``n`` and ``word``, plural unless ``n`` is 1: "1 card", "3 shells"."""
    return f"{n} {word}" + ("" if n == 1 else "s")


def card_label(card: str) -> str:
    """B, Y, R or B/Y ...: the letters a card shows."""
    return "/".join(SHIP_LETTER[c] for c in card_colours(card) if c in SHIP_LETTER) or "?"
