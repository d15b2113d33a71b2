"""Card draw arithmetic, the hand limit and reshuffling the discard pile."""

from __future__ import annotations

import pytest

from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games.titania.actions import Discard, DrawCards, EndTurn, PlayCard
from boardgames.games.titania.events import CardsCounted, CardsDiscarded, DeckReshuffled
from boardgames.games.titania.queries import cards_drawn_at_end, prompt, step

from .helpers import LAYOUT, NAMES, RULES, act, of_type, position

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


# --- reshuffling the moment the draw pile is used up ---------------------------------------------
def test_a_draw_that_empties_the_pile_reshuffles_the_discards_at_once():
    # "If the face-down draw pile is used up, the face-up discard pile is shuffled and becomes the
    # new face-down draw pile": this draw uses it up, so the new pile is ready before the next.
    before = position(
        hands={0: ("blue",)},
        draw_pile=("red", "red", "yellow"),
        discard_pile=("yellow", "blue/red"),
    )
    state, events = act(before, DrawCards())
    shuffled, rng = before.rng.shuffled(("yellow", "blue/red"))
    assert state.draw_pile == shuffled and state.rng == rng  # the state's own Rng shuffles
    assert state.discard_pile == ()
    assert of_type(events, DeckReshuffled) == [DeckReshuffled(2)]
    assert state.players[0].hand == ("blue", "yellow", "red", "red")


def test_cards_played_on_the_turn_that_empties_the_pile_start_the_new_discard_pile():
    # "Only now do they place the played cards on the discard pile": after the draw, so after the
    # reshuffle it caused. The played card lies alone on the discard pile.
    state = position(
        hands={0: ("blue", "red")},
        draw_pile=("yellow", "yellow"),
        discard_pile=("red", "blue/red"),
    )
    state, _ = act(state, PlayCard("blue", "blue", SPACES[0]), EndTurn())
    assert state.discard_pile == ("blue",)
    assert sorted(state.draw_pile) == sorted(("red", "blue/red"))


def test_hand_limit_discards_after_the_emptying_draw_start_the_new_discard_pile():
    hand = ("blue", "blue", "red", "red", "yellow", "yellow")
    state = position(
        hands={0: hand},
        draw_pile=("red", "yellow", "blue/red"),
        discard_pile=("blue", "yellow/red"),
    )
    state, _ = act(state, DrawCards())
    assert step(state) == "discard"
    assert sorted(state.draw_pile) == sorted(("blue", "yellow/red"))
    state, _ = act(state, Discard("yellow"), Discard("blue/red"))
    assert state.turn == 1
    assert state.discard_pile == ("yellow", "blue/red")
    assert sorted(state.draw_pile) == sorted(("blue", "yellow/red"))


def test_a_draw_that_runs_out_midway_reshuffles_before_the_rest():
    state = position(
        hands={0: ("blue",)},
        draw_pile=("red",),
        discard_pile=("yellow", "yellow", "blue/yellow"),
    )
    state, events = act(state, DrawCards())
    cards = [e for e in events if isinstance(e, CardsCounted | DeckReshuffled)]
    assert cards == [CardsCounted(0, 1), DeckReshuffled(3), CardsCounted(0, 2)]
    assert len(state.draw_pile) == 1


def test_bonus_cards_that_empty_the_pile_leave_this_turns_card_out_of_the_reshuffle():
    # (0, -5) at the edge gives 3 points and 2 cards, in the middle of the turn.
    state = position(
        hands={0: ("red", "red")},
        ships={(-1, -4): ("red",)},
        draw_pile=("yellow", "blue"),
        discard_pile=("yellow/red",),
    )
    state, events = act(state, PlayCard("red", "red", (0, -5)))
    assert of_type(events, DeckReshuffled) == [DeckReshuffled(1)]
    assert state.draw_pile == ("yellow/red",) and state.discard_pile == ()
    # The end-of-turn draw takes the last card; nothing is left to shuffle, so it draws one only.
    state, events = act(state, EndTurn())
    assert state.players[0].hand == ("blue", "yellow", "red", "yellow/red")
    assert not of_type(events, DeckReshuffled)
    assert state.draw_pile == () and state.discard_pile == ("red",)


def test_discards_made_after_the_pile_ran_out_are_shuffled_at_the_next_draw():
    # The pile was used up while the discard pile was empty; the next draw shuffles what came since.
    state = position(
        hands={0: ("blue", "blue"), 1: ("red",)},
        draw_pile=("yellow",),
        discard_pile=(),
    )
    state, _ = act(state, PlayCard("blue", "blue", SPACES[0]), EndTurn())
    assert state.draw_pile == () and state.discard_pile == ("blue",)
    state, events = act(state, DrawCards())
    assert of_type(events, DeckReshuffled) == [DeckReshuffled(1)]
    assert state.players[1].hand == ("blue", "red")


def test_a_reshuffle_reveals_nothing_but_always_comes_with_a_revealing_draw():
    # The reshuffle happens inside a draw, whose faces its player sees: the play is an undo
    # barrier, although the turn goes on and the reshuffle itself shows no card.
    assert not DeckReshuffled.reveals
    state = position(
        hands={0: ("red", "red")},
        ships={(-1, -4): ("red",)},
        draw_pile=("yellow", "blue"),
        discard_pile=("yellow/red",),
    )
    match = Match(RULES, Params(players=2), seed=1, layout=LAYOUT)
    match.states[0] = state
    match.apply(0, PlayCard("red", "red", (0, -5)).encode())  # the edge space gives 2 cards
    assert of_type(match.steps[-1].events, DeckReshuffled)
    assert match.to_act() == (0,) and not match.can_undo()
