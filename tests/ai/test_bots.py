"""The bots: they never peek, they follow the budget they are given, they stop when asked, and a
game they cannot search without peeking gets the random bot."""

from __future__ import annotations

import random
import threading

import pytest

from boardgames.ai import (
    BOT_EASY,
    BOT_HARD,
    BOT_MEDIUM,
    Budget,
    GreedyBot,
    RandomBot,
    SearchBot,
    Stopped,
    decide,
    make_bot,
)
from boardgames.core.playout import mid_game
from boardgames.core.rules import Params
from boardgames.games import rules as make_rules
from boardgames.games.titicaca.state import BID
from tests.ai.sampling import game_states

SMALL = Budget(iterations=40)  # no time limit: the choice depends only on seed and view


def twin(rules, state, seat: int, seed: int):
    """A full state that differs from ``state`` only in what ``seat`` cannot see."""
    view = rules.view(state, seat)
    for k in range(20):
        other = rules.sample_state(view, seat, random.Random(seed + k), ())
        if other != state:
            assert rules.view(other, seat) == view
            return other
    return None  # what the seat cannot see is settled already


CASES = [
    ("tiwanaku", Params(players=2, options={"board": "5x5", "scenario": "generated"}), 4),
    ("titicaca", Params(players=3), 25),
    ("titania", Params(players=2), 12),
    ("cuzco", Params(players=2), 10),
]


@pytest.mark.parametrize(("game", "params", "every"), CASES)
@pytest.mark.parametrize("kind", [BOT_EASY, BOT_MEDIUM, BOT_HARD])
def test_bots_never_peek(game, params, every, kind):
    """Two full states that differ only in what the bot's seat cannot see: same seed, same move."""
    rules = make_rules(game)
    checked = 0
    for state in game_states(rules, params, seed=3, every=every)[1:4]:
        for seat in rules.to_act(state):
            if len(rules.legal_actions(state, seat)) < 2:
                continue
            other = twin(rules, state, seat, seed=checked)
            if other is None:
                continue
            moves = [
                decide(
                    make_bot(kind, rules, seed=5, budget=SMALL), rules, s, seat, (), params.players
                )
                for s in (state, other)
            ]
            assert moves[0] == moves[1]
            checked += 1
    assert checked


def test_titicaca_bids_are_chosen_without_the_earlier_bids():
    """A seat bidding after another decides the same whatever the other bid (simultaneous)."""
    rules = make_rules("titicaca")
    params = Params(players=3)
    found = 0
    for state in game_states(rules, params, seed=9, every=1):
        if state.phase != BID or len(rules.to_act(state)) == params.players:
            continue
        seat = rules.to_act(state)[0]
        other = twin(rules, state, seat, seed=found)
        assert other is not None and other.bids != state.bids
        for kind in (BOT_MEDIUM, BOT_HARD):
            moves = {
                decide(make_bot(kind, rules, 2, SMALL), rules, s, seat, (), 3)
                for s in (state, other)
            }
            assert len(moves) == 1
        found += 1
        if found == 3:
            break
    assert found


def test_the_factory_gives_each_level_its_bot():
    rules = make_rules("titicaca")
    assert isinstance(make_bot("bot:random", rules), RandomBot)
    assert isinstance(make_bot(BOT_EASY, rules), GreedyBot)
    medium, hard = make_bot(BOT_MEDIUM, rules), make_bot("hard", rules)
    assert isinstance(medium, SearchBot) and isinstance(hard, SearchBot)
    assert medium.name == "medium" and hard.name == "hard"
    # Medium guides one playout action by the heuristic, hard four, and hard thinks longer.
    assert medium.guided_steps < hard.guided_steps
    assert medium.budget.iterations < hard.budget.iterations
    with pytest.raises(ValueError):
        make_bot("bot:genius", rules)


def test_a_game_without_a_sampler_gets_the_random_bot():
    """The puzzle draws no hidden states (it has no sampler): every level is the random bot."""
    rules = make_rules("pachamama")
    assert not hasattr(rules, "sample_state")
    for kind in (BOT_EASY, BOT_MEDIUM, BOT_HARD):
        assert isinstance(make_bot(kind, rules), RandomBot)


@pytest.mark.parametrize("game", ["tiwanaku", "titicaca", "titania", "cuzco"])
def test_a_game_with_a_sampler_gets_thinking_bots(game):
    """Every game with hidden states to draw gets bots that think at every level."""
    rules = make_rules(game)
    assert hasattr(rules, "sample_state")
    for kind in (BOT_EASY, BOT_MEDIUM, BOT_HARD):
        assert not isinstance(make_bot(kind, rules), RandomBot)


def test_a_thinking_bot_stops_at_once_when_asked():
    rules = make_rules("titicaca")
    _, state = mid_game(rules, 3, seed=2, actions=30)
    seat = rules.to_act(state)[0]
    stop = threading.Event()
    stop.set()
    bot = make_bot(BOT_HARD, rules, seed=1, budget=Budget(seconds=30))
    with pytest.raises(Stopped):
        bot.choose(rules, rules.view(state, seat), seat, (), players=3, stop=stop)


def test_an_iteration_budget_is_kept():
    rules = make_rules("titania")
    _, state = mid_game(rules, 2, seed=4, actions=21)
    seat = rules.to_act(state)[0]
    assert len(rules.legal_actions(state, seat)) > 1
    bot = make_bot(BOT_MEDIUM, rules, seed=1, budget=Budget(iterations=25))
    action = bot.choose(rules, rules.view(state, seat), seat, (), players=2)
    assert action in rules.legal_actions(state, seat)
    assert bot.iterations == 25


def test_solo_rewards_follow_the_search_not_a_fixed_yardstick():
    """A Tiwanaku solo scores 150 or more: rewards must still tell a better line from a worse."""
    from boardgames.ai.mcts import _Search

    search = _Search(make_rules("tiwanaku"), 1, random.Random(1), True, 8, 8, 4)
    base = search._solo(150.0)[0]
    better, worse = search._solo(175.0)[0], search._solo(125.0)[0]
    assert 0.0 < worse < base < better < 1.0
    assert better < 0.99  # not a sure win


def test_the_root_prior_averages_several_determinizations():
    """The root's prior is the heuristic's expectation over samples, scaled to [0, 1]."""
    from boardgames.ai.mcts import _Search

    rules = make_rules("tiwanaku")
    params = Params(players=2, options={"board": "5x5", "scenario": "generated"})
    state = game_states(rules, params, seed=3, every=4)[3]
    seat = rules.to_act(state)[0]
    view = rules.view(state, seat)
    legal = rules.legal_actions(view, seat)
    samples = [rules.sample_state(view, seat, random.Random(k), ()) for k in range(4)]
    prior = _Search(rules, 2, random.Random(1), True, 8, 8, 4).prior_over(samples, seat, legal)
    assert set(prior) == set(legal)
    assert min(prior.values()) == 0.0 and max(prior.values()) == 1.0


def test_only_the_heuristics_favourites_compete_at_a_wide_node():
    """Progressive widening: with 40 iterations over a Tiwanaku turn of many actions, the root
    tries a handful of them (4 + one more per square of visits), not one each."""
    from boardgames.ai.mcts import WIDEN_BASE

    rules = make_rules("tiwanaku")
    params = Params(players=2, options={"board": "5x9", "scenario": "generated"})
    for state in game_states(rules, params, seed=3, every=3):
        seat = rules.to_act(state)[0]
        if len(rules.legal_actions(state, seat)) > 30:
            break
    else:
        pytest.fail("no wide Tiwanaku turn")
    bot = make_bot(BOT_HARD, rules, seed=1, budget=Budget(iterations=40))
    bot.choose(rules, rules.view(state, seat), seat, (), players=2)
    assert 1 < bot.tried <= WIDEN_BASE + 40**0.5


def test_hard_playouts_give_every_other_seat_its_answer():
    """Hard scores a playout after four actions per other seat: four at 2 players, as before,
    eight at 3 (four stopped Titicaca's rounds in mid-bid), twelve at 4."""
    rules = make_rules("titicaca")
    hard = make_bot(BOT_HARD, rules)
    assert [hard.playout_cutoff(n) for n in (1, 2, 3, 4)] == [4, 4, 8, 12]
    medium = make_bot(BOT_MEDIUM, rules)
    assert [medium.playout_cutoff(n) for n in (2, 3, 4)] == [4, 4, 4]
