"""Ship cards: drawing (with the discard pile reshuffled once the draw pile is used up) and limits.

Every turn moves three cards: a player either draws 3, or plays 1 to 3 and then draws 3 minus the
number played. At the end of the turn a hand may hold at most 7 cards.

The moment a draw takes the last card of the draw pile, the discard pile is shuffled into a new
draw pile. Cards played this turn are still in front of the player then (they go down after the
draw), and cards discarded for the hand limit come later, so both start the new discard pile. If
the discard pile was empty at that moment, the draw pile stays empty and the cards discarded since
are shuffled in as soon as a card must be drawn.
"""

from __future__ import annotations

from boardgames.core.rng import Rng
from boardgames.core.rules import Seat
from boardgames.games.titania.components import sorted_hand
from boardgames.games.titania.events import CardsCounted, CardsDrawn, DeckReshuffled, Events

CARDS_PER_TURN = 3
HAND_LIMIT = 7

# What a draw changes: the hand, the draw pile, the discard pile and the random generator.
Piles = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], Rng]


def cards_to_draw(played: int) -> int:
    """Cards drawn at the end of a turn in which ``played`` cards were played."""
    return CARDS_PER_TURN - played


def draw(
    hand: tuple[str, ...],
    pile: tuple[str, ...],
    discards: tuple[str, ...],
    rng: Rng,
    n: int,
    seat: Seat,
    events: Events,
) -> Piles:
    """Draw ``n`` cards into ``seat``'s ``hand``; fewer if both piles run dry. Works on the piles
    alone, so that a caller can put them in the state together with its other changes.

    A reshuffle only ever happens while drawing, so the action that causes it also reveals the
    drawn faces to their owner and is an undo barrier; the shuffle itself shows nothing.
    """
    while n > 0:
        if not pile:
            # The pile ran out earlier with no discards to shuffle; some may have come since.
            if discards:
                pile, rng, discards = _reshuffled(discards, rng, events)
            if not pile:
                break
        taken = min(n, len(pile))
        n -= taken
        if events is not None:
            events.append(CardsDrawn(seat, pile[:taken], visible_to=(seat,)))
            events.append(CardsCounted(seat, taken))
        hand = sorted_hand(hand + pile[:taken])
        pile = pile[taken:]
        if not pile and discards:
            # Used up: the discard pile becomes the new draw pile at once.
            pile, rng, discards = _reshuffled(discards, rng, events)
    return hand, pile, discards, rng


def _reshuffled(
    discards: tuple[str, ...], rng: Rng, events: Events
) -> tuple[tuple[str, ...], Rng, tuple[str, ...]]:
    """The discard pile shuffled into a new draw pile (and the discard pile left empty)."""
    pile, rng = rng.shuffled(discards)
    if events is not None:
        events.append(DeckReshuffled(len(pile)))
    return pile, rng, ()
