"""The model of the others' secret bids: it reads only what is public, bids go up where the shore
is crowded, and the bids it draws are the few weapons players really put down, not half a supply."""

from __future__ import annotations

import random

from boardgames.core.rules import Params, evolve
from boardgames.games.titicaca.bid_model import bid_weights
from boardgames.games.titicaca.moves import free_at
from boardgames.games.titicaca.rules import TiticacaRules
from boardgames.games.titicaca.state import BID, HIDDEN
from tests.ai.sampling import game_states


def _bid_states(players: int, seed: int) -> list:
    rules = TiticacaRules()
    return [
        s
        for s in game_states(rules, Params(players=players), seed=seed, every=1)
        if s.phase == BID and s.bids.count(None) == sum(1 for w in s.weapons if w > 0)
    ]


def _mean(weights: tuple[float, ...]) -> float:
    return sum(b * p for b, p in enumerate(weights))


def test_bids_are_higher_where_fewer_fields_than_bidders_are_free():
    crowded: list[float] = []
    roomy: list[float] = []
    for seed in (1, 2, 3):
        for state in _bid_states(4, seed):
            bidders = state.bids.count(None)
            free = free_at(state, state.round).bit_count()
            means = [_mean(w) for w in bid_weights(TiticacaRules().view(state, 0)) if w]
            if free < bidders:
                crowded += means
            elif free >= bidders + 1:
                roomy += means
    assert crowded and roomy
    assert sum(crowded) / len(crowded) > 1.2 * sum(roomy) / len(roomy)


def test_the_model_reads_no_secret_bid():
    rules = TiticacaRules()
    for state in _bid_states(3, 4)[:6]:
        low = evolve(state, bids=(None, 1, 1))
        high = evolve(state, bids=(None, state.weapons[1], state.weapons[2]))
        view_low, view_high = rules.view(low, 0), rules.view(high, 0)
        assert view_low.bids == (None, HIDDEN, HIDDEN)
        assert bid_weights(view_low) == bid_weights(view_high)


def test_drawn_secret_bids_are_a_few_weapons_not_half_the_supply():
    rules = TiticacaRules()
    drawn: list[int] = []
    held: list[int] = []
    for state in _bid_states(3, 5):
        if min(state.weapons) < 8:
            continue
        made = evolve(state, bids=(None, 2, 2))
        view = rules.view(made, 0)
        for k in range(4):
            sample = rules.sample_state(view, 0, random.Random(k), ())
            drawn += sample.bids[1:]
            held += sample.weapons[1:]
    assert drawn
    assert all(b >= 0 for b in drawn)
    # Drawn evenly, a bid averages half the bidder's weapons (8 or more here); players bid a few.
    assert sum(drawn) / len(drawn) < 0.25 * sum(held) / len(held), (drawn, held)


def test_a_seat_with_no_weapons_is_modelled_as_bidding_nothing():
    rules = TiticacaRules()
    state = _bid_states(3, 6)[2]
    broke = evolve(state, weapons=(state.weapons[0], 0, state.weapons[2]), bids=(None, None, 5))
    weights = bid_weights(rules.view(broke, 0))
    assert weights[1] == (1.0,)
    assert weights[2] is not None and len(weights[2]) == state.weapons[2] + 1
