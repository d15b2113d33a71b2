"""Titania's vocabulary: ship and shell colours, ship cards, and the "gifts" spaces and fog tiles
give.

A gift is one thing a bonus space or fog tile hands over ("2 brown shells", "1 sea star", "extra
ship"). The layout file writes gifts as short phrases; ``parse_gift`` reads them and ``Gift.label``
writes them back, so the file, the log and the board all use the same words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

SHIP_COLOURS: tuple[str, ...] = ("blue", "yellow", "red")
# The shells and the towers share their four colours.
SHELL_COLOURS: tuple[str, ...] = ("brown", "green", "black", "white")
JOKERS: tuple[str, ...] = ("blue/yellow", "blue/red", "yellow/red")
CARDS: tuple[str, ...] = SHIP_COLOURS + JOKERS
HIDDEN_CARD = "?"

# Scoring categories, in the order the results table lists them.
BONUS = "bonus"
BUILDING = "building"
SEA_STARS = "sea stars"
POINT_TILES = "point tiles"
CATEGORIES: tuple[str, ...] = (BONUS, BUILDING, SEA_STARS, POINT_TILES)
# The categories that move the scoring marker during play (point tiles wait for the end).
TRACK_CATEGORIES: tuple[str, ...] = (BONUS, BUILDING, SEA_STARS)


@cache
def card_colours(card: str) -> tuple[str, ...]:
    """The ship colours a card allows: one, or two for a joker."""
    return tuple(card.split("/"))


def card_order(card: str) -> int:
    """Hands are kept sorted in this order, so a hand's order never leaks the draw order."""
    return CARDS.index(card) if card in CARDS else len(CARDS)


# ``card_order`` as a look-up: every draw sorts the hand, and a dict's own method as the key
# calls no Python function per card.
_CARD_ORDER = {card: card_order(card) for card in CARDS}


def sorted_hand(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    try:
        return tuple(sorted(cards, key=_CARD_ORDER.__getitem__))
    except KeyError:  # a card of no known kind (a hidden one in a view) sorts last
        return tuple(sorted(cards, key=card_order))


# Gift kinds.
SHELLS = "shells"
SHELLS_OF_CHOICE = "shells of choice"
SHELL_OF_EACH = "one shell of each colour"
STARS = "sea stars"
DRAW = "cards"
POINTS = "points"
SHIP = "extra ship"
HIDDEN = "hidden"  # a face-down fog tile in a player's view

FOG_GIFTS: frozenset[str] = frozenset({SHELLS, SHELLS_OF_CHOICE, SHELL_OF_EACH, STARS, SHIP})
BONUS_GIFTS: frozenset[str] = frozenset({SHELLS, SHELLS_OF_CHOICE, STARS, DRAW, POINTS})


@dataclass(frozen=True)
class Gift:
    """One thing received: ``amount`` of ``kind`` (and the shell colour for plain shells)."""

    kind: str
    amount: int = 1
    colour: str = ""

    @property
    def label(self) -> str:
        n = self.amount
        if self.kind == SHELLS:
            return f"{n} {self.colour} shell" + ("s" if n != 1 else "")
        if self.kind == SHELLS_OF_CHOICE:
            return f"{n} shells of choice" if n != 1 else "1 shell of choice"
        if self.kind == SHELL_OF_EACH:
            return SHELL_OF_EACH
        if self.kind == STARS:
            return f"{n} sea star" + ("s" if n != 1 else "")
        if self.kind == DRAW:
            return f"{n} card" + ("s" if n != 1 else "")
        if self.kind == POINTS:
            return f"{n} point" + ("s" if n != 1 else "")
        if self.kind == SHIP:
            return SHIP
        return "face-down fog tile"


HIDDEN_TILE = Gift(HIDDEN, 0)

_COLOURS = "|".join(SHELL_COLOURS)
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"^(\d+) ({_COLOURS}) shells?$"), SHELLS),
    (re.compile(r"^(\d+) shells? of choice$"), SHELLS_OF_CHOICE),
    (re.compile(r"^(\d+) sea stars?$"), STARS),
    (re.compile(r"^(\d+) cards?$"), DRAW),
    (re.compile(r"^(\d+) points?$"), POINTS),
)


def parse_gift(text: str) -> Gift | None:
    """Read a gift phrase such as "2 brown shells" or "extra ship"; None if it is not one."""
    words = " ".join(text.lower().split())
    if words == SHELL_OF_EACH:
        return Gift(SHELL_OF_EACH, len(SHELL_COLOURS))
    if words in (SHIP, "ship"):
        return Gift(SHIP, 1)
    if words == "sea star":
        return Gift(STARS, 1)
    for pattern, kind in _PATTERNS:
        m = pattern.match(words)
        if m:
            amount = int(m.group(1))
            if amount < 1:
                return None
            colour = m.group(2) if kind == SHELLS else ""
            return Gift(kind, amount, colour)
    return None
