"""Titicaca's heuristic counts the lands' majorities exactly as the scoring does."""

from __future__ import annotations

from boardgames.core.rules import Params
from boardgames.games.titicaca import heuristic
from boardgames.games.titicaca.lands import all_lands
from boardgames.games.titicaca.rules import TiticacaRules
from boardgames.games.titicaca.scoring import score_land
from tests.ai.sampling import game_states


def test_lands_now_agrees_with_the_scoring():
    rules = TiticacaRules()
    for players in (2, 4):
        for state in game_states(rules, Params(players=players), seed=players, every=4):
            lands = list(all_lands(state).values())
            for seat in range(players):
                by_awards = sum(
                    a.each for land in lands for a in score_land(state, land) if seat in a.winners
                )
                assert heuristic.lands_now(state, seat) == by_awards


def test_the_heuristic_is_the_score_once_the_game_is_over():
    rules = TiticacaRules()
    state = game_states(rules, Params(players=2), seed=1, every=1)[-1]
    while rules.to_act(state):
        seat = rules.to_act(state)[0]
        state, _ = rules.apply(state, seat, rules.legal_actions(state, seat)[0])
    assert rules.heuristic(state, 0) == state.score(0)
