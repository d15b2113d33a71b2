"""Titicaca's sampler: a sample looks to the seat exactly like its view, and varies in the rest."""

from __future__ import annotations

import random

from boardgames.core.rules import Params
from boardgames.games.titicaca.rules import TiticacaRules
from boardgames.games.titicaca.state import BID, HIDDEN
from tests.ai.sampling import check_sampler, game_states


def test_samples_agree_with_the_view_and_vary_in_what_is_hidden():
    rules = TiticacaRules()
    varied = {"bids": 0, "temples": 0}
    for players in (2, 3, 5):
        for state in game_states(rules, Params(players=players), seed=players, every=7):
            for seat in range(players):
                samples = check_sampler(rules, state, seat, random.Random(seat), n=6)
                if len({s.bids for s in samples}) > 1:
                    varied["bids"] += 1
                if len({(s.temples, s.temple_supply) for s in samples}) > 1:
                    varied["temples"] += 1
    assert varied["bids"] and varied["temples"], varied


def test_revealed_and_own_values_are_kept_and_hidden_ones_come_from_the_right_sets():
    rules = TiticacaRules()
    for state in game_states(rules, Params(players=3), seed=4, every=5):
        for seat in range(3):
            view = rules.view(state, seat)
            for k in range(5):
                sample = rules.sample_state(view, seat, random.Random(k), ())
                for t, seen in zip(sample.temples, view.temples, strict=True):
                    if t.face_up or t.seat == seat:
                        assert t == seen
                assert sample.temple_supply[seat] == view.temple_supply[seat]
                for s in range(3):
                    assert _temples_of(sample, s) == _temples_of(state, s)
                if state.phase == BID:
                    for s, b in enumerate(view.bids):
                        if b == HIDDEN:
                            assert 0 <= sample.bids[s] <= state.weapons[s]
                        else:
                            assert sample.bids[s] == b


def _temples_of(state, seat: int) -> list[int]:
    built = [t.value for t in state.temples if t.seat == seat]
    return sorted([*state.temple_supply[seat], *built])
