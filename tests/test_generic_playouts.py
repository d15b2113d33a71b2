"""Every registered game, every player count: random playouts keep the protocol's promises.

Checked at every step (by ``random_playout(check=True)``): a non-final state always has a seat to
act with a legal action, apply never mutates its input, the acting seat's legal actions can be
computed from its view alone, views are idempotent and action texts round-trip. Then: the game
ends, replaying the action texts reproduces every state, save -> load reproduces the match, and
undo -> redo returns the same state.
"""

from __future__ import annotations

import random

import pytest

from boardgames.core import savefile
from boardgames.core.match import Match
from boardgames.core.playout import random_playout
from boardgames.core.rules import Params
from boardgames.games import REGISTRY, find_rules

CASES = [
    (spec.name, n)
    for spec in REGISTRY
    for n in range(spec.make_rules().min_players, spec.make_rules().max_players + 1)
]


def params_for(rules, n: int) -> Params:
    return Params(
        players=n,
        names=tuple(f"P{i}" for i in range(n)),
        options={o.key: o.default for o in rules.options()},
    )


@pytest.mark.parametrize(("game", "players"), CASES)
def test_random_playout_keeps_promises(game, players, tmp_path):
    rules = find_rules(game)
    params = params_for(rules, players)
    for seed in (1, 2):
        result = random_playout(rules, params, seed, check=True, keep_states=True)
        assert result.outcome is not None
        assert len(result.outcome.scores) == players
        assert result.outcome.winners, "somebody wins or shares the win"
        for category, values in result.outcome.breakdown.items():
            assert len(values) == players, category
        match = Match.replay(rules, params, seed, result.actions)
        assert match.states == result.states
        check_privacy(rules, match, players)
        path = tmp_path / f"{game}-{players}-{seed}.json"
        savefile.save(match, path)
        loaded = savefile.load(path, find_rules)
        assert loaded.states == match.states and loaded.cursor == match.cursor
        for i in range(len(match.steps), 0, -1):
            match.cursor = i
            if match.can_undo():
                here = match.state
                match.undo()
                match.redo()
                assert match.state == here
                break


@pytest.mark.soak
@pytest.mark.parametrize(("game", "players"), CASES)
def test_many_random_playouts(game, players):
    rules = find_rules(game)
    params = params_for(rules, players)
    for seed in range(3, 60):
        random_playout(rules, params, seed, check=seed % 5 == 0)


def check_privacy(rules, match: Match, players: int) -> None:
    """What a seat sees is at least the public view, and private events stay with their seats."""
    for index in range(0, len(match.states), max(1, len(match.states) // 25)):
        state = match.states[index]
        public = rules.view(state, None)
        for seat in range(players):
            assert rules.view(rules.view(state, seat), None) == public, (
                f"the public view cannot be derived from seat {seat}'s view at state {index}"
            )
    # The other direction: a seat's view must not hold another seat's secrets. A full state
    # drawn from the seat's view (the bots' sampler redraws whatever that seat cannot know, so
    # every other seat's secrets) must look the same to that seat; a view that let another
    # seat's hand or bid through would differ in it.
    sampler = getattr(rules, "sample_state", None)
    if sampler is not None:
        rng = random.Random(players)
        for index in range(0, len(match.states), max(1, len(match.states) // 8)):
            state = match.states[index]
            for seat in rules.to_act(state):
                view = rules.view(state, seat)
                drawn = sampler(view, seat, rng)
                assert rules.view(drawn, seat) == view, (
                    f"seat {seat}'s view at state {index} holds something its sample redraws"
                )
    for step in match.steps:
        for event in step.events:
            to = getattr(event, "visible_to", None)
            if to is None:
                continue
            for seat in range(players):
                assert event.visible(seat) == (seat in to)
            assert not event.visible(None), "a private event leaked into the public log"
