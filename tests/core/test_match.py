"""Undo, redo, barriers, hot-seat limits and replay of the Match, on the toy game."""

from __future__ import annotations

import pytest

from boardgames.core.match import Match
from boardgames.core.rules import IllegalAction, Params
from tests.core.toygame import End, Peek, Take, ToyRules


def new_match() -> Match:
    return Match(ToyRules(), Params(players=2, names=("Ann", "Ben")), seed=3)


def test_apply_advances_and_illegal_changes_nothing():
    m = new_match()
    m.apply(0, Take(2))
    assert m.state.pile == 5
    with pytest.raises(IllegalAction):
        m.apply(0, Take(1))  # must end the turn first
    with pytest.raises(IllegalAction, match="not Ben's turn"):
        m.apply(1, End())
    assert m.cursor == 1 and m.state.pile == 5


def test_undo_stops_at_start_of_current_turn():
    m = new_match()
    m.apply(0, Take(1))
    m.apply(0, End())  # now Ben's turn
    m.apply(1, Take(2))
    assert m.can_undo()
    m.undo()
    assert m.state.pile == 6 and m.state.turn == 1
    assert not m.can_undo(), "Ben may not take back Ann's turn"


def test_redo_returns_the_same_state_and_new_action_drops_redo():
    m = new_match()
    m.apply(0, Take(2))
    after = m.state
    m.undo()
    m.redo()
    assert m.state == after
    m.undo()
    m.apply(0, Take(1))
    assert not m.can_redo()
    assert m.state.pile == 6


def test_revealing_action_is_an_undo_barrier():
    m = new_match()
    m.apply(0, Peek())
    assert not m.can_undo()
    m.apply(0, Take(1))
    m.undo()
    assert m.state.peeked and not m.can_undo()


def test_private_event_stays_out_of_other_logs():
    m = new_match()
    m.apply(0, Peek())
    assert any("Peeked" in line for line in m.log(0))
    assert m.log(1) == [] and m.log(None) == []


def test_replay_reproduces_every_state():
    m = new_match()
    for seat, action in [(0, Take(2)), (0, End()), (1, Take(2)), (1, End()), (0, Take(2))]:
        m.apply(seat, action)
    again = Match.replay(ToyRules(), m.params, m.seed, [(s.seat, s.text) for s in m.steps])
    assert again.states == m.states


def test_replay_rejects_an_illegal_log_naming_the_action():
    with pytest.raises(IllegalAction, match="action 2"):
        Match.replay(ToyRules(), Params(players=2), 3, [(0, "take n=2"), (0, "take n=1")])


def test_player_count_outside_range_is_refused():
    with pytest.raises(ValueError, match="2-2 players"):
        Match(ToyRules(), Params(players=3), 1)
