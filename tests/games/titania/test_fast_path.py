"""Titania's fast path for search gives the checked path's states; its random action is legal."""

from __future__ import annotations

import dataclasses
import random

import pytest

from boardgames.core.playout import mid_game
from boardgames.core.rng import Rng
from boardgames.core.rules import Params
from boardgames.games.titania import buildmasks, fast_cards, shipmasks
from boardgames.games.titania.actions import Discard, DrawCards
from boardgames.games.titania.cards import draw
from boardgames.games.titania.components import sorted_hand
from boardgames.games.titania.rules import TitaniaRules
from tests.ai.fastpath import check_fast_path, check_random_action_spread


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fast_path_matches_checked_apply(players):
    rules = TitaniaRules()
    assert check_fast_path(rules, Params(players=players), range(1, 7)) > 400


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
            table = state.__dict__.get("_derived", {}).get(buildmasks.KEY)
            if table is not None:
                assert table == buildmasks._table(state)
                kept += 1
            state = rules.apply_unchecked(
                state, state.turn, rules.random_action(state, state.turn, rng)
            )
    assert kept > 100


def test_the_fast_shuffle_is_the_generator_s_own():
    rng = Rng.from_seed(11)
    for n in (0, 1, 2, 3, 7, 20, 45):
        items = tuple(range(n))
        assert fast_cards.shuffled(rng, items) == rng.shuffled(items)
        rng = rng.next64()[1]


@pytest.mark.parametrize(
    ("pile", "discards", "n"),
    [(5, 4, 3), (2, 4, 3), (3, 4, 3), (0, 4, 3), (0, 0, 3), (1, 0, 3), (2, 1, 3)],
)
def test_the_fast_draw_is_the_checked_one(pile, discards, n):
    """Draws that empty the draw pile, reshuffle the discards, or run out of both."""
    rules = TitaniaRules()
    params = Params(players=3)
    state = rules.setup(params, rules.load_layout(params), 4)
    deck = state.draw_pile
    state = dataclasses.replace(
        state, draw_pile=deck[:pile], discard_pile=deck[pile : pile + discards]
    )
    checked, _ = draw(state, 1, n)
    hand, draw_pile, discard_pile, rng = fast_cards.draw(
        state.players[1].hand, state.draw_pile, state.discard_pile, state.rng, n
    )
    assert (hand, draw_pile, discard_pile, rng) == (
        checked.players[1].hand,
        checked.draw_pile,
        checked.discard_pile,
        checked.rng,
    )


@pytest.mark.parametrize("ships", [None, 4])
def test_fast_path_with_full_hands(ships):
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
    """``fastplay.place_ship`` hands the ship masks on with each new ship; they must match."""
    rules = TitaniaRules()
    params = Params(players=3)
    layout = rules.load_layout(params)
    kept = 0
    for seed in (7, 8):
        rng = random.Random(seed)
        state = rules.setup(params, layout, seed)
        while rules.to_act(state):
            masks = state.__dict__.get("_derived", {}).get(shipmasks.KEY)
            if masks is not None:
                assert masks == shipmasks._compute(state)
                kept += 1
            state = rules.apply_unchecked(
                state, state.turn, rules.random_action(state, state.turn, rng)
            )
    assert kept > 100
