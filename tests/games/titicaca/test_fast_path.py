"""Titicaca's unchecked apply gives the checked apply's states; its random action is legal."""

from __future__ import annotations

import dataclasses
import random

import pytest

from boardgames.core.playout import mid_game
from boardgames.core.rules import Params
from boardgames.games.titicaca import lands_cache
from boardgames.games.titicaca.rules import TiticacaRules
from tests.ai.fastpath import check_fast_path, check_random_action_spread


@pytest.mark.parametrize(
    ("players", "edition"), [(2, "12 tiles"), (3, "15 tiles"), (4, "12 tiles"), (5, "15 tiles")]
)
def test_fast_path_matches_checked_apply(players, edition):
    rules = TiticacaRules()
    params = Params(players=players, options={"edition": edition})
    assert check_fast_path(rules, params, range(1, 11)) > 400


def test_random_action_reaches_every_legal_action():
    rules = TiticacaRules()
    for actions in (0, 30, 31, 32, 33, 34, 60, 61, 62, 80, 81):
        _, state = mid_game(rules, 3, seed=3, actions=actions)
        if rules.to_act(state):
            check_random_action_spread(rules, state, rules.to_act(state)[0])


def _compare_games(rules, state, seeds):
    """From ``state``: random games where the unchecked step must give the checked ``apply``'s
    state, ``random_action`` a listed action, and the lands kept with the state a fresh build's."""
    steps = 0
    for seed in seeds:
        rng = random.Random(seed)
        s = state
        while rules.to_act(s):
            seat = rng.choice(rules.to_act(s))
            legal = rules.legal_actions(s, seat)
            picked = rules.random_action(s, seat, rng)
            assert picked in legal
            action = picked if rng.random() < 0.5 else rng.choice(legal)
            checked, _ = rules.apply(s, seat, action)
            s = rules.apply_unchecked(s, seat, action)
            assert s == checked, f"seed {seed}, step {steps}: {action.encode()!r} differs"
            kept, fresh = lands_cache.lands(s), lands_cache.build(s)
            assert (kept.of, kept.seats, kept.occupied) == (fresh.of, fresh.seats, fresh.occupied)
            steps += 1
    return steps


@pytest.mark.parametrize("players", [2, 3, 5])
def test_fast_path_with_few_houses(players):
    """Supplies that run out early: the special rule of one house on two fields."""
    rules = TiticacaRules()
    params = Params(players=players, options={"edition": "15 tiles"})
    state = rules.setup(params, rules.load_layout(params), 5)
    state = dataclasses.replace(state, houses_left=(3,) * players)
    assert _compare_games(rules, state, range(1, 11)) > 100


def test_random_action_with_an_empty_supply_reaches_every_legal_action():
    rules = TiticacaRules()
    params = Params(players=3, options={"edition": "15 tiles"})
    rng = random.Random(2)
    found = 0
    for seed in range(1, 30):
        state = rules.setup(params, rules.load_layout(params), seed)
        state = dataclasses.replace(state, houses_left=(2,) * 3)
        while rules.to_act(state):
            seat = rules.to_act(state)[0]
            if state.phase == "place" and state.houses_left[seat] == 0:
                check_random_action_spread(rules, state, seat)
                found += 1
            state = rules.apply_unchecked(state, seat, rules.random_action(state, seat, rng))
        if found > 5:
            break
    assert found > 5
