"""Cuzco's fast path for search gives the checked path's states; its random action is legal."""

from __future__ import annotations

import random

import pytest

from boardgames.core.playout import mid_game
from boardgames.core.rules import Params
from boardgames.games.cuzco.fastpick import legal
from boardgames.games.cuzco.moves import legal_moves
from boardgames.games.cuzco.rules import CuzcoRules
from tests.ai.fastpath import check_fast_path, check_random_action_spread


@pytest.mark.parametrize("pututu", ["off", "on"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_fast_path_matches_checked_apply(players, pututu):
    rules = CuzcoRules()
    params = Params(players=players, options={"pututu": pututu})
    assert check_fast_path(rules, params, range(1, 4)) > 300


def test_random_action_reaches_every_legal_action():
    rules = CuzcoRules()
    for actions in (0, 5, 20, 21, 22, 40, 41, 60, 61, 90, 91):
        _, state = mid_game(rules, 3, seed=5, actions=actions)
        if rules.to_act(state):
            check_random_action_spread(rules, state, rules.to_act(state)[0], draws=600)


@pytest.mark.parametrize("pututu", ["off", "on"])
def test_the_cheaper_list_is_the_legal_list(pututu):
    """``fastpick.legal`` (what ``random_action`` draws from) lists exactly ``legal_moves``,
    each action once, so the draw is as uniform as the checked path's."""
    rules = CuzcoRules()
    for players in (2, 3, 4):
        params = Params(players=players, options={"pututu": pututu})
        layout = rules.load_layout(params)
        rng = random.Random(players)
        state = rules.setup(params, layout, players)
        while rules.to_act(state):
            listed = legal_moves(state, state.turn)
            cheap = legal(state, state.turn)
            assert len(cheap) == len(listed) and set(cheap) == set(listed)
            state = rules.apply_unchecked(state, state.turn, rng.choice(listed))
