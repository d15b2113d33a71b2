"""Card draw arithmetic, the hand limit and reshuffling the discard pile."""

from __future__ import annotations

import pytest

from boardgames.games.titania.actions import Discard, DrawCards, EndTurn, PlayCard
from boardgames.games.titania.events import CardsCounted, CardsDiscarded, DeckReshuffled
from boardgames.games.titania.queries import cards_drawn_at_end, prompt, step

from .helpers import NAMES, RULES, act, of_type, position

PILE = ("red", "yellow", "blue/red", "red", "blue", "yellow")
SPACES = [(0, -1), (-1, 0), (1, -1)]  # next to the blue castle ships, all fog


@pytest.mark.parametrize(("played", "drawn"), [(0, 3), (1, 2), (2, 1), (3, 0)])
def test_played_plus_drawn_is_always_three(played, drawn):
    state = position(hands={0: ("blue",) * 3}, draw_pile=PILE)
    if played == 0:
        state, events = act(state, DrawCards())
    else:
        plays = [PlayCard("blue", "blue", SPACES[k]) for k in range(played)]
        state, _ = act(state, *plays)
        assert cards_drawn_at_end(state) == drawn
        state, events = act(state, EndTurn())
    counted = of_type(events, CardsCounted)
    assert sum(e.count for e in counted) == drawn
    assert len(state.players[0].hand) == 3 - played + drawn
    assert len(state.draw_pile) == len(PILE) - drawn
    assert state.discard_pile == ("blue",) * played  # played cards go down after the draw
    assert state.turn == 1


def test_drawing_cards_ends_the_turn_at_once():
    state = position(hands={0: ("blue",)}, draw_pile=PILE)
    assert DrawCards() in RULES.legal_actions(state, 0)
    assert step(state) == "start"
    assert prompt(state, NAMES) == "Turtle: play a ship card and place a ship, or draw 3 cards."
    state, _ = act(state, DrawCards())
    assert state.players[0].hand == ("blue", "yellow", "red", "blue/red")  # kept sorted
    assert state.turn == 1


def test_hand_limit_of_seven_at_the_end_of_the_turn():
    hand = ("blue", "blue", "red", "red", "yellow", "yellow")
    state = position(hands={0: hand}, draw_pile=PILE)
    state, _ = act(state, DrawCards())
    assert len(state.players[0].hand) == 9
    assert state.turn == 0 and step(state) == "discard"
    assert prompt(state, NAMES) == "Turtle: discard 2 cards to keep 7."
    assert set(RULES.legal_actions(state, 0)) == {Discard(c) for c in state.players[0].hand}
    state, events = act(state, Discard("yellow"))
    assert of_type(events, CardsDiscarded) and state.turn == 0
    state, _ = act(state, Discard("blue/red"))
    assert len(state.players[0].hand) == 7
    assert state.turn == 1
    assert state.discard_pile == ("yellow", "blue/red")


def test_exactly_seven_needs_no_discard():
    state = position(hands={0: ("red",) * 4}, draw_pile=PILE)
    state, _ = act(state, DrawCards())
    assert len(state.players[0].hand) == 7 and state.turn == 1


def test_more_than_seven_during_the_turn_is_fine():
    # An edge space's 2 cards take the hand past 7 mid-turn; only the end of the turn counts.
    state = position(
        hands={0: ("red",) * 7},
        ships={(-1, -4): ("red",)},
        draw_pile=PILE,
    )
    state, _ = act(state, PlayCard("red", "red", (0, -5)))
    assert len(state.players[0].hand) == 8
    assert any(isinstance(a, PlayCard) for a in RULES.legal_actions(state, 0))
    state, _ = act(state, EndTurn())  # draws 2 more: 10 cards, 3 to discard
    assert step(state) == "discard" and len(state.players[0].hand) == 10


def test_empty_draw_pile_reshuffles_the_discards():
    state = position(
        hands={0: ("blue",)},
        draw_pile=("red",),
        discard_pile=("yellow", "yellow", "blue/yellow"),
    )
    state, events = act(state, DrawCards())
    assert of_type(events, DeckReshuffled)[0].count == 3
    hand = list(state.players[0].hand)
    assert len(hand) == 4 and "red" in hand  # the last card of the old pile came first
    hand.remove("blue")
    hand.remove("red")
    rest = sorted([*hand, *state.draw_pile])
    assert rest == sorted(("yellow", "yellow", "blue/yellow"))
    assert len(state.draw_pile) == 1 and state.discard_pile == ()


def test_both_piles_empty_draws_what_there_is():
    state = position(hands={0: ("blue",)}, draw_pile=("red",), discard_pile=())
    state, _ = act(state, DrawCards())
    assert state.players[0].hand == ("blue", "red")
    assert state.turn == 1


def test_cards_played_this_turn_are_not_reshuffled_into_the_draw():
    state = position(hands={0: ("blue", "blue")}, draw_pile=(), discard_pile=("red",))
    state, _ = act(state, PlayCard("blue", "blue", SPACES[0]), EndTurn())
    assert state.players[0].hand == ("blue", "red")
    assert state.discard_pile == ("blue",)
