"""Titania's search path (``apply_unchecked``: the same code as ``apply`` without the check and the
events) gives the checked path's states; its random action is legal; the data kept with the states
is the data worked out afresh."""

from __future__ import annotations

import dataclasses
import random

import pytest

from boardgames.core.playout import mid_game
from boardgames.core.rules import DERIVED, Params
from boardgames.games.titania import buildmasks, shipmasks
from boardgames.games.titania.actions import Discard, DrawCards
from boardgames.games.titania.cards import draw
from boardgames.games.titania.components import sorted_hand
from boardgames.games.titania.events import CardsCounted, CardsDrawn, DeckReshuffled
from boardgames.games.titania.rules import TitaniaRules
from tests.ai.fastpath import check_fast_path, check_random_action_spread


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_search_path_matches_the_checked_apply(players):
    rules = TitaniaRules()
    assert check_fast_path(rules, Params(players=players), range(1, 13)) > 800


def test_random_action_reaches_every_legal_action():
    rules = TitaniaRules()
    for actions in (0, 20, 21, 22, 23, 24, 60, 61, 62, 100, 101, 102):
        _, state = mid_game(rules, 3, seed=3, actions=actions)
        if rules.to_act(state):
            check_random_action_spread(rules, state, rules.to_act(state)[0])


@pytest.mark.parametrize("players", [2, 4])
def test_the_kept_building_table_is_the_one_worked_out_afresh(players):
    """``buildmasks.built`` updates the table after a story; it must match a new one."""
    rules = TitaniaRules()
    params = Params(players=players)
    layout = rules.load_layout(params)
    kept = 0
    for seed in (5, 6):
        rng = random.Random(seed)
        state = rules.setup(params, layout, seed)
        while rules.to_act(state):
            table = state.__dict__.get(DERIVED, {}).get(buildmasks.KEY)
            if table is not None:
                assert table == buildmasks._table(state)
                kept += 1
            state = rules.apply_unchecked(
                state, state.turn, rules.random_action(state, state.turn, rng)
            )
    assert kept > 100


@pytest.mark.parametrize(
    ("pile", "discards", "n"),
    [(5, 4, 3), (2, 4, 3), (3, 4, 3), (0, 4, 3), (0, 0, 3), (1, 0, 3), (2, 1, 3)],
)
def test_a_draw_without_events_is_the_same_draw(pile, discards, n):
    """Draws that empty the draw pile, reshuffle the discards, or run out of both: the search's
    draw (no events) moves the same cards, and the events tell the same story."""
    rules = TitaniaRules()
    params = Params(players=3)
    state = rules.setup(params, rules.load_layout(params), 4)
    deck = state.draw_pile
    piles = (state.players[1].hand, deck[:pile], deck[pile : pile + discards], state.rng)
    events: list = []
    drawn = draw(*piles, n, 1, events)
    assert draw(*piles, n, 1, None) == drawn
    hand, draw_pile, discard_pile, _ = drawn
    assert len(hand) == len(piles[0]) + min(n, pile + discards)
    assert sum(e.count for e in events if isinstance(e, CardsCounted)) == len(hand) - len(piles[0])
    faces = [c for e in events if isinstance(e, CardsDrawn) for c in e.cards]
    assert sorted_hand(piles[0] + tuple(faces)) == hand
    reshuffled = [e.count for e in events if isinstance(e, DeckReshuffled)]
    assert reshuffled == ([discards] if discards and pile <= n else [])
    assert (draw_pile == ()) == (pile + discards <= n)
    assert discard_pile == (() if reshuffled else piles[2])


@pytest.mark.parametrize("ships", [None, 4])
def test_the_search_path_with_full_hands(ships):
    """Hands near the limit: ending a turn leads to discarding (rare in random games); with
    few ships, discarding as the first era ends."""
    rules = TitaniaRules()
    params = Params(players=3)
    discards = 0
    for seed in range(1, 7):
        state = rules.setup(params, rules.load_layout(params), seed)
        pile = state.draw_pile
        players = tuple(
            dataclasses.replace(p, hand=sorted_hand(p.hand + pile[4 * s : 4 * s + 4]))
            for s, p in enumerate(state.players)
        )
        state = dataclasses.replace(state, players=players, draw_pile=pile[12:])
        if ships is not None:
            state = dataclasses.replace(state, supply=(ships,) * len(state.supply))
        rng = random.Random(seed)
        while rules.to_act(state):
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            picked = rules.random_action(state, seat, rng)
            assert picked in legal
            # Drawing more often than at random, to fill the hands.
            action = picked if rng.random() < 0.5 else rng.choice(legal)
            if DrawCards() in legal and rng.random() < 0.5:
                action = DrawCards()
            discards += isinstance(action, Discard)
            checked, _ = rules.apply(state, seat, action)
            state = rules.apply_unchecked(state, seat, action)
            assert state == checked, f"seed {seed}: {action.encode()!r} differs"
    assert discards > 10


def test_the_kept_ship_masks_are_the_ones_worked_out_afresh():
    """``spaces.place_ship`` hands the ship masks on with each new ship; they must match."""
    rules = TitaniaRules()
    params = Params(players=3)
    layout = rules.load_layout(params)
    kept = 0
    for seed in (7, 8):
        rng = random.Random(seed)
        state = rules.setup(params, layout, seed)
        while rules.to_act(state):
            masks = state.__dict__.get(DERIVED, {}).get(shipmasks.KEY)
            if masks is not None:
                assert masks == shipmasks._compute(state)
                kept += 1
            state = rules.apply_unchecked(
                state, state.turn, rules.random_action(state, state.turn, rng)
            )
    assert kept > 100
