"""Tiwanaku's sampler: the hidden map is drawn as a land obeying both principles that agrees with
everything face up; the view is unchanged and the samples vary in what nobody has seen."""

from __future__ import annotations

import random
import time

from boardgames.ai import Budget, decide, make_bot
from boardgames.core.rules import Params
from boardgames.games.tiwanaku import landsampler
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


def test_past_its_deadline_the_sampler_settles_at_once_and_still_agrees_with_the_view(monkeypatch):
    """A bot's deadline: no fill is begun after it (one try at most, then the fallback) and the
    chain repeats its land instead of regrowing, yet every sample still matches the view."""
    rules = TiwanakuRules()
    params = Params(players=2, options={"board": "5x5", "scenario": "generated"})
    state = game_states(rules, params, seed=2, every=4)[1]
    view = rules.view(state, 0)
    fills = []
    grow = landsampler._PinnedGrower.grow
    monkeypatch.setattr(landsampler._PinnedGrower, "grow", lambda g: fills.append(g) or grow(g))
    samples = rules.sample_states(view, 0, random.Random(4), (), 6, deadline=time.perf_counter())
    assert len(fills) <= 2  # the whole land's first try, and the fallback's first
    assert all(rules.view(s, 0) == view for s in samples)
    assert len({s.land for s in samples}) == 1
    fills.clear()
    samples = rules.sample_states(view, 0, random.Random(4), (), 6)
    assert len(fills) > 2
    assert len({s.land for s in samples}) > 1


def test_a_bot_with_a_time_limit_hands_the_sampler_a_deadline_and_one_without_does_not(
    monkeypatch,
):
    rules = TiwanakuRules()
    params = Params(players=2, options={"board": "5x5", "scenario": "generated"})
    state = game_states(rules, params, seed=2, every=4)[1]
    deadlines = []
    batch = rules.sample_states

    def spy(*args, **kwargs):
        deadlines.append(kwargs.get("deadline"))
        return batch(*args, **kwargs)

    monkeypatch.setattr(rules, "sample_states", spy)
    for kind in ("easy", "medium", "hard"):
        deadlines.clear()
        decide(make_bot(kind, rules, seed=1), rules, state, 0, (), 2)
        assert deadlines and all(d is not None for d in deadlines), kind
        deadlines.clear()
        decide(make_bot(kind, rules, seed=1, budget=Budget(iterations=20)), rules, state, 0, (), 2)
        assert deadlines and all(d is None for d in deadlines), kind
