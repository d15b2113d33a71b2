"""Cuzco on a player's phone: the god cards in the hand (only that player sees them) and playing
one of them as big buttons.

Every other move (dice, the quipus, exchanges, a face-up god card played with a medal...) shows
nothing secret and is made on the big screen. Made from the seat's view and its legal actions
only. Pure Python.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.core.rules import Action, Seat
from boardgames.games.cuzco.actions import PlayGod
from boardgames.games.cuzco.state import CuzcoState
from boardgames.games.cuzco.words import god_text
from boardgames.phones.pagedata import Choice, SeatPage, Section, screen_hint


def secret(action: Action) -> bool:
    """Playing a god card from the hand shows which card it held; one played face up with a
    medal does not."""
    return isinstance(action, PlayGod) and not action.medal


def pick(action: Action) -> str:
    """Every secret choice is made whole on the phone."""
    return ""


def page(
    view: CuzcoState, seat: Seat, legal: Sequence[Action], names: Sequence[str]
) -> SeatPage:
    choices = tuple(
        Choice(f"Play {god_text(view, a.card)}", a.encode(), "Play a god card (1 offering)")
        for a in legal
        if secret(a) and isinstance(a, PlayGod)
    )
    hint = screen_hint(legal, secret, bool(choices), "dice, quipus, exchanges")
    me = view.players[seat]
    hand = tuple(god_text(view, card) for card in sorted(me.hand)) or ("no god cards",)
    sections = (
        Section(f"Your god cards ({len(me.hand)})", hand),
        Section(
            "Your supply",
            (f"Offerings: {me.offerings}", f"Food: {me.food}", f"Medals: {me.medals}"),
        ),
    )
    prompt = "You may play a god card from your hand." if choices else ""
    return SeatPage(prompt, sections, choices, hint)
