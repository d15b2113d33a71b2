"""Tiwanaku's fast path for search gives the checked path's states; its random action is legal."""

from __future__ import annotations

import pytest

from boardgames.core.playout import mid_game
from boardgames.core.rules import Params
from boardgames.games.tiwanaku.rules import TiwanakuRules
from tests.ai.fastpath import check_fast_path, check_random_action_spread


@pytest.mark.parametrize(("players", "board"), [(1, "5x5"), (2, "5x9"), (3, "5x5"), (4, "5x9")])
def test_fast_path_matches_checked_apply(players, board):
    rules = TiwanakuRules()
    params = Params(players=players, options={"board": board, "scenario": "generated"})
    assert check_fast_path(rules, params, range(1, 4)) > 100


def test_random_action_reaches_every_legal_action():
    rules = TiwanakuRules()
    for actions in (0, 20, 21, 22, 23, 40):
        _, state = mid_game(rules, 2, seed=3, actions=actions)
        if rules.to_act(state):
            check_random_action_spread(rules, state, rules.to_act(state)[0])
