"""Ship cards: drawing (with the discard pile reshuffled when the draw pile runs out) and the limits.

Every turn moves three cards: a player either draws 3, or plays 1 to 3 and then draws 3 minus the
number played. At the end of the turn a hand may hold at most 7 cards.
"""

from __future__ import annotations

from dataclasses import replace

from boardgames.core.rules import Event, Seat
from boardgames.games.titania.components import sorted_hand
from boardgames.games.titania.events import CardsCounted, CardsDrawn, DeckReshuffled
from boardgames.games.titania.state import TitaniaState, with_player

CARDS_PER_TURN = 3
HAND_LIMIT = 7


def cards_to_draw(played: int) -> int:
    """Cards drawn at the end of a turn in which ``played`` cards were played."""
    return CARDS_PER_TURN - played


def draw(state: TitaniaState, seat: Seat, n: int) -> tuple[TitaniaState, list[Event]]:
    """Draw ``n`` cards into ``seat``'s hand; fewer if both piles run dry."""
    events: list[Event] = []
    pile = state.draw_pile
    discards = state.discard_pile
    rng = state.rng
    drawn: list[str] = []
    for _ in range(n):
        if not pile:
            if not discards:
                break
            pile, rng = rng.shuffled(discards)
            events.append(DeckReshuffled(len(discards)))
            discards = ()
        drawn.append(pile[0])
        pile = pile[1:]
    if not drawn:
        return replace(state, draw_pile=pile, discard_pile=discards, rng=rng), events
    p = state.players[seat]
    state = with_player(state, seat, replace(p, hand=sorted_hand(p.hand + tuple(drawn))))
    state = replace(state, draw_pile=pile, discard_pile=discards, rng=rng)
    events.append(CardsDrawn(seat, tuple(drawn), visible_to=(seat,)))
    events.append(CardsCounted(seat, len(drawn)))
    return state, events
