"""Tiwanaku's sampler: the hidden map is drawn as a land obeying both principles that agrees with
everything face up; the view is unchanged and the samples vary in what nobody has seen."""

from __future__ import annotations

import random

from boardgames.core.rules import Params
from boardgames.games.tiwanaku.landsampler import sample_lands
from boardgames.games.tiwanaku.principles import validate
from boardgames.games.tiwanaku.rules import TiwanakuRules
from tests.ai.sampling import check_sampler, game_states


def test_samples_agree_with_the_view_obey_the_principles_and_vary():
    rules = TiwanakuRules()
    varied = 0
    for board, seed in (("5x5", 2), ("5x9", 3)):
        params = Params(players=2, options={"board": board, "scenario": "generated"})
        states = game_states(rules, params, seed=seed, every=9)
        for state in states:
            samples = check_sampler(rules, state, 0, random.Random(seed), n=3)
            for sample in samples:
                assert validate(sample.land, unique=False) == []
            hidden = len(state.land.cells()) * 2 - len(state.explored) - len(state.tokens)
            if hidden > 6 and len({(s.land.terrain, s.land.crops) for s in samples}) > 1:
                varied += 1
        assert varied


def test_a_batch_of_samples_is_a_chain_of_different_lands():
    rules = TiwanakuRules()
    params = Params(players=2, options={"board": "5x9", "scenario": "generated"})
    state = game_states(rules, params, seed=5, every=15)[2]
    view = rules.view(state, 0)
    samples = rules.sample_states(view, 0, random.Random(1), (), 12)
    assert len(samples) == 12
    assert all(rules.view(s, 0) == view for s in samples)
    assert len({s.land.terrain for s in samples}) > 3
    assert len({s.land for s in samples}) == len({(s.land.terrain, s.land.crops) for s in samples})


def test_the_grower_keeps_every_pinned_space():
    rules = TiwanakuRules()
    params = Params(players=3, options={"board": "5x5", "scenario": "generated"})
    for state in game_states(rules, params, seed=7, every=6):
        for land in sample_lands(state.land, state.explored, state.tokens, random.Random(3), 2):
            assert all(land.terrain_at(c) == state.land.terrain_at(c) for c in state.explored)
            assert all(land.crop_at(c) == state.land.crop_at(c) for c in state.tokens)
