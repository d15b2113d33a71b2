"""Titania's fast path for search gives the checked path's states; its random action is legal."""

from __future__ import annotations

import pytest

from boardgames.core.playout import mid_game
from boardgames.core.rules import Params
from boardgames.games.titania.rules import TitaniaRules
from tests.ai.fastpath import check_fast_path, check_random_action_spread


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fast_path_matches_checked_apply(players):
    rules = TitaniaRules()
    assert check_fast_path(rules, Params(players=players), range(1, 3)) > 100


def test_random_action_reaches_every_legal_action():
    rules = TitaniaRules()
    for actions in (0, 20, 21, 22, 23, 24, 60, 61, 62, 100, 101, 102):
        _, state = mid_game(rules, 3, seed=3, actions=actions)
        if rules.to_act(state):
            check_random_action_spread(rules, state, rules.to_act(state)[0])
