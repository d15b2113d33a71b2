"""The app's bot turns: every seat kind plays on a worker thread, and a dropped turn stops."""

from __future__ import annotations

import gc
import time

from boardgames.ai import BOT_EASY, BOT_HARD, BOT_MEDIUM, Budget, make_bot
from boardgames.ai.workers import shared_pool
from boardgames.core.match import BOT_RANDOM, Match
from boardgames.core.rules import Params
from boardgames.games import rules as make_rules
from boardgames.ui import bot_turn
from boardgames.ui.bot_turn import BotTurn
from tests.ui.helpers import new_app


def wait(turn: BotTurn, seconds: float = 20.0):
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        action = turn.result()
        if action is not None or turn.error is not None:
            return action
        time.sleep(0.01)
    raise AssertionError("the bot did not answer")


def test_every_bot_kind_plays_a_move_from_its_view(monkeypatch):
    quick = Budget(iterations=30)
    monkeypatch.setattr(
        bot_turn,
        "make_bot",
        lambda kind, rules, seed, **kw: make_bot(kind, rules, seed, budget=quick, **kw),
    )
    rules = make_rules("titicaca")
    kinds = [BOT_RANDOM, BOT_EASY, BOT_MEDIUM, BOT_HARD]
    match = Match(rules, Params(players=4), seed=5, seats=kinds)
    for _ in range(12):
        seat = match.to_act()[0]
        turn = BotTurn(match, seat, delay=0)
        action = wait(turn)
        assert turn.error is None
        assert action in match.legal_actions(seat)
        match.apply(seat, action)
    # The search bots are kept for the game, so they can start from what they drew before.
    assert bot_turn.bot_for(match, 2) is bot_turn.bot_for(match, 2)


def test_a_dropped_turn_stops_thinking_at_once():
    rules = make_rules("titania")
    match = Match(rules, Params(players=2), seed=3, seats=[BOT_HARD, BOT_HARD])
    seat = match.to_act()[0]
    turn = BotTurn(match, seat, delay=0)
    thread = turn.thread
    time.sleep(0.05)
    del turn
    gc.collect()
    thread.join(timeout=1.0)
    assert not thread.is_alive()


def test_a_newer_turn_of_the_match_stops_the_older():
    rules = make_rules("titania")
    match = Match(rules, Params(players=2), seed=3, seats=[BOT_HARD, BOT_HARD])
    seat = match.to_act()[0]
    first = BotTurn(match, seat, delay=0)
    second = BotTurn(match, seat, delay=0)
    first.thread.join(timeout=1.0)
    assert not first.thread.is_alive() and first.action is None
    second.cancel()
    second.thread.join(timeout=1.0)
    assert not second.thread.is_alive()


def test_medium_and_hard_think_on_every_core_and_the_window_closing_ends_the_workers(
    monkeypatch,
):
    monkeypatch.setattr(bot_turn, "PROCESSES", 2)
    quick = Budget(iterations=30)
    monkeypatch.setattr(
        bot_turn,
        "make_bot",
        lambda kind, rules, seed, **kw: make_bot(kind, rules, seed, budget=quick, **kw),
    )
    rules = make_rules("titania")
    match = Match(rules, Params(players=2), seed=4, seats=[BOT_HARD, BOT_MEDIUM])
    pool = shared_pool(1)
    for _ in range(4):
        seat = match.to_act()[0]
        turn = BotTurn(match, seat, delay=0)
        action = wait(turn)
        assert turn.error is None and action in match.legal_actions(seat)
        bot = bot_turn.bot_for(match, seat)
        assert bot.helpers is pool and pool.alive == 1
        if bot.iterations:  # a decision with one choice is no search
            assert bot.iterations == 60  # its own 30 and its worker's 30
        match.apply(seat, action)
    app = new_app()
    app.close()
    assert pool.alive == 0
