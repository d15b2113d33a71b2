"""Titicaca's fast path for search gives the checked path's states; its random action is legal."""

from __future__ import annotations

import pytest

from boardgames.core.playout import mid_game
from boardgames.core.rules import Params
from boardgames.games.titicaca.rules import TiticacaRules
from tests.ai.fastpath import check_fast_path, check_random_action_spread


@pytest.mark.parametrize(
    ("players", "edition"), [(2, "12 tiles"), (3, "15 tiles"), (4, "12 tiles"), (5, "15 tiles")]
)
def test_fast_path_matches_checked_apply(players, edition):
    rules = TiticacaRules()
    params = Params(players=players, options={"edition": edition})
    assert check_fast_path(rules, params, range(1, 4)) > 100


def test_random_action_reaches_every_legal_action():
    rules = TiticacaRules()
    for actions in (0, 30, 31, 32, 33, 34, 60, 61, 62, 80, 81):
        _, state = mid_game(rules, 3, seed=3, actions=actions)
        if rules.to_act(state):
            check_random_action_spread(rules, state, rules.to_act(state)[0])
