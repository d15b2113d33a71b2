"""Titania on a player's phone: the hand and the point tiles only that player sees, and the
moves that show a card from the hand (sailing with a card, discarding) as big buttons.

Sailing is picked in two halves: the card (and the ship's colour) on the phone, then the space on
the big screen, which then offers that card's spaces only: a space is found on the board, not
in a list of look-alike names.

Everything else in a turn (drawing three cards, building, sea stars, the extra ship, ending the
turn) shows nothing secret and is made on the big screen. Made from the seat's view and its legal
actions only. Pure Python.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from boardgames.core.rules import Action, Seat
from boardgames.games.titania.actions import Discard, PlayCard
from boardgames.games.titania.components import SHELL_COLOURS
from boardgames.games.titania.state import TitaniaState
from boardgames.phones.pagedata import PICK, Choice, SeatPage, Section, screen_hint


def secret(action: Action) -> bool:
    """Playing or discarding a card shows which card the hand held."""
    return isinstance(action, PlayCard | Discard)


def pick(action: Action) -> str:
    """A card played to sail: its card and ship colour ("blue/yellow:blue")."""
    return f"{action.card}:{action.colour}" if isinstance(action, PlayCard) else ""


def page(
    view: TitaniaState, seat: Seat, legal: Sequence[Action], names: Sequence[str]
) -> SeatPage:
    choices: list[Choice] = []
    picks = list(dict.fromkeys(pick(a) for a in legal if isinstance(a, PlayCard)))
    for token in picks:
        card, _, colour = token.partition(":")
        with_card = f"your {card} joker" if "/" in card else f"a {card} card"
        choices.append(Choice(f"Sail {colour} with {with_card}", PICK + token, "Play a card"))
    for a in legal:
        if isinstance(a, Discard):
            choices.append(Choice(a.card, a.encode(), "Discard a card (hand limit)"))
    hint = screen_hint(legal, secret, bool(choices), "draw, build, end the turn")
    prompt = ""
    if any(isinstance(a, Discard) for a in legal):
        prompt = "Too many cards: discard one."
    elif any(isinstance(a, PlayCard) for a in legal):
        prompt = "Pick a card to sail with, then its space on the big screen."
    return SeatPage(prompt, _sections(view, seat), tuple(choices), hint)


def _sections(view: TitaniaState, seat: Seat) -> tuple[Section, ...]:
    me = view.players[seat]
    counts = Counter(me.hand)
    hand = tuple(f"{n} x {card}" for card, n in sorted(counts.items())) or ("no cards",)
    tiles = me.point_tiles
    tile_line = (
        f"{', '.join(str(t) for t in tiles)} (worth {sum(tiles)} at the end)"
        if tiles
        else "none yet"
    )
    shells = ", ".join(
        f"{c} {v}" for c, v in zip(SHELL_COLOURS, me.shells, strict=True) if v
    ) or "none"
    return (
        Section(f"Your hand ({len(me.hand)} cards)", hand),
        Section("Your point tiles (secret)", (tile_line,)),
        Section("Your shells and sea stars", (f"Shells: {shells}", f"Sea stars: {me.sea_stars}")),
    )
