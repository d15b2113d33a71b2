"""Titania's fast path for search gives the checked path's states; its random action is legal."""

from __future__ import annotations

import random

import pytest

from boardgames.core.playout import mid_game
from boardgames.core.rules import Params
from boardgames.games.titania import buildmasks
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
