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

from boardgames.core.rules import Event, Seat, evolve
from boardgames.games.titania.components import sorted_hand
from boardgames.games.titania.events import CardsCounted, CardsDrawn, DeckReshuffled
from boardgames.games.titania.state import TitaniaState, put

CARDS_PER_TURN = 3
HAND_LIMIT = 7


def cards_to_draw(played: int) -> int:
    """Cards drawn at the end of a turn in which ``played`` cards were played."""
    return CARDS_PER_TURN - played


def _reshuffled(state: TitaniaState, events: list[Event]) -> TitaniaState:
    """The discard pile shuffled into a new draw pile, if the draw pile is empty and it is not."""
    if state.draw_pile or not state.discard_pile:
        return state
    pile, rng = state.rng.shuffled(state.discard_pile)
    events.append(DeckReshuffled(len(pile)))
    return evolve(state, draw_pile=pile, discard_pile=(), rng=rng)


def _take(state: TitaniaState, seat: Seat, n: int, events: list[Event]) -> TitaniaState:
    """Move the top ``n`` cards of the draw pile (one batch, drawn between two reshuffles) into
    ``seat``'s hand."""
    pile = state.draw_pile
    cards = pile[:n]
    p = state.players[seat]
    player = evolve(p, hand=sorted_hand(p.hand + cards))
    state = evolve(state, draw_pile=pile[n:], players=put(state.players, seat, player))
    events.append(CardsDrawn(seat, cards, visible_to=(seat,)))
    events.append(CardsCounted(seat, n))
    return state


def draw(state: TitaniaState, seat: Seat, n: int) -> tuple[TitaniaState, list[Event]]:
    """Draw ``n`` cards into ``seat``'s hand; fewer if both piles run dry.

    A reshuffle only ever happens while drawing, so the action that causes it also reveals the
    drawn faces to their owner and is an undo barrier; the shuffle itself shows nothing.
    """
    events: list[Event] = []
    while n > 0:
        if not state.draw_pile:
            # The pile ran out earlier with no discards to shuffle; some may have come since.
            state = _reshuffled(state, events)
            if not state.draw_pile:
                break
        taken = min(n, len(state.draw_pile))
        n -= taken
        state = _take(state, seat, taken, events)
        if not state.draw_pile:
            # Used up: the discard pile becomes the new draw pile at once.
            state = _reshuffled(state, events)
    return state, events
