"""Root-parallel search: workers spawned once and kept, their votes summed, stopped on request."""

from __future__ import annotations

import json
import threading
import time

import pytest

from boardgames.__main__ import main
from boardgames.ai import Budget, Stopped, decide, make_bot
from boardgames.ai.workers import close_pools, shared_pool
from boardgames.core.rules import Params
from boardgames.games import rules as make_rules
from tests.ai.sampling import game_states


@pytest.fixture
def titicaca_state():
    rules = make_rules("titicaca")
    state = game_states(rules, Params(players=2), seed=3, every=7)[3]
    yield rules, state
    close_pools()


def test_two_processes_search_twice_the_iterations_with_one_pool(titicaca_state):
    rules, state = titicaca_state
    seat = rules.to_act(state)[0]
    bot = make_bot("hard", rules, seed=1, budget=Budget(iterations=60), processes=2)
    action = decide(bot, rules, state, seat, (), 2)
    assert action in rules.legal_actions(rules.view(state, seat), seat)
    assert bot.iterations == 120  # its own 60 and the worker's 60
    pool = shared_pool(1)
    first = [p.pid for p in pool._procs]
    decide(bot, rules, state, seat, (), 2)
    assert [p.pid for p in pool._procs] == first and pool.alive == 1  # kept, not respawned
    close_pools()
    assert pool.alive == 0


def test_a_stop_request_reaches_the_workers(titicaca_state):
    rules, state = titicaca_state
    seat = rules.to_act(state)[0]
    bot = make_bot("hard", rules, seed=1, budget=Budget(iterations=10**9), processes=2)
    stop = threading.Event()
    threading.Timer(1.0, stop.set).start()
    with pytest.raises(Stopped):
        decide(bot, rules, state, seat, (), 2, stop)
    # The worker stopped too: the next decision is answered within its small budget.
    bot.budget = Budget(iterations=20)
    assert bot.helpers.size == 1
    decide(bot, rules, state, seat, (), 2)
    assert bot.iterations == 40


def test_a_decision_right_after_a_stopped_one_gets_its_own_answers(titicaca_state):
    """A newer bot turn starts while the older, stopped one is still collecting: the workers'
    answer to the old decision must not be taken for the new one's."""
    rules, state = titicaca_state
    seat = rules.to_act(state)[0]
    old = make_bot("hard", rules, seed=1, budget=Budget(iterations=10**9), processes=2)
    stop = threading.Event()
    outcome: list[BaseException] = []

    def think() -> None:
        try:
            decide(old, rules, state, seat, (), 2, stop)
        except BaseException as exc:
            outcome.append(exc)

    thread = threading.Thread(target=think)
    thread.start()
    time.sleep(1.0)
    stop.set()  # and at once a new decision, without waiting for the old one to hand back
    new = make_bot("hard", rules, seed=2, budget=Budget(iterations=20), processes=2)
    decide(new, rules, state, seat, (), 2)
    thread.join(10)
    assert [type(e) for e in outcome] == [Stopped]
    assert new.iterations == 40  # its own 20 and the worker's 20 for this very decision


def test_the_arena_counts_iterations_per_move_with_its_processes(capsys):
    args = "arena --game titania --players 2 --bots hard,random --games 1 --iterations hard=8"
    try:
        assert main([*args.split(), "--processes", "2", "--json"]) == 0
    finally:
        close_pools()
    result = json.loads(capsys.readouterr().out)
    assert result["processes"] == 2
    assert result["bots"]["hard"]["iterations_per_move"] == 16
    assert main([*args.split(), "--processes", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err
