"""Cuzco's search path (``apply_unchecked``: the same code as ``apply`` without the check and the
events) gives the checked path's states; its random action is legal and reaches every legal
action."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from boardgames.core.playout import mid_game
from boardgames.core.rules import Params
from boardgames.games.cuzco.moves import legal_moves
from boardgames.games.cuzco.rules import CuzcoRules
from tests.ai.fastpath import check_fast_path, check_random_action_spread


@pytest.mark.parametrize("pututu", ["off", "on"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_fast_path_matches_checked_apply(players, pututu):
    rules = CuzcoRules()
    params = Params(players=players, options={"pututu": pututu})
    assert check_fast_path(rules, params, range(1, 11)) > 1000


def test_random_action_reaches_every_legal_action():
    rules = CuzcoRules()
    for actions in (0, 5, 20, 21, 22, 40, 41, 60, 61, 90, 91):
        _, state = mid_game(rules, 3, seed=5, actions=actions)
        if rules.to_act(state):
            check_random_action_spread(rules, state, rules.to_act(state)[0], draws=600)


@pytest.mark.parametrize("pututu", ["off", "on"])
def test_the_random_action_draws_as_the_legal_list_does(pututu):
    """At every step of whole games, ``random_action`` gives only legal actions and, over many
    draws, about as often each as a uniform draw from ``legal_moves`` would (the search's
    playouts keep the policy they had)."""
    rules = CuzcoRules()
    for players in (2, 3, 4):
        params = Params(players=players, options={"pututu": pututu})
        layout = rules.load_layout(params)
        rng = random.Random(players)
        state = rules.setup(params, layout, players)
        step = 0
        while rules.to_act(state):
            listed = legal_moves(state, state.turn)
            assert len(set(listed)) == len(listed), "an action listed twice"
            if step % 7 == 0 and len(listed) > 1:
                draws = 200 * len(listed)
                seen = Counter(rules.random_action(state, state.turn, rng) for _ in range(draws))
                assert set(seen) == set(listed)
                assert max(seen.values()) < 2 * min(seen.values()), "far from uniform"
            state = rules.apply_unchecked(state, state.turn, rng.choice(listed))
            step += 1
