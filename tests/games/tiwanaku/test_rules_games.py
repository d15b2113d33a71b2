"""Whole games on generated maps: setup, random play to the end, replay from the action texts."""

from __future__ import annotations

import pytest

from boardgames.core.layout import layouts_dir
from boardgames.core.match import Match
from boardgames.core.rng import Rng
from boardgames.core.rules import Params
from boardgames.games.tiwanaku.state import MOVE

from .rules_helpers import LAYOUT, RULES

pytest.importorskip("boardgames.games.tiwanaku.mapgen")


def random_game(players: int, board: str, seed: int) -> Match:
    params = Params(players, options={"board": board})
    match = Match(RULES, params, seed, layout=LAYOUT)
    rng = Rng.from_seed(seed)
    for _ in range(2000):
        seats = match.to_act()
        if not seats:
            break
        seat = seats[0]
        state = match.state
        legal = RULES.legal_actions(state, seat)
        assert legal, "a player to act always has something to do"
        assert RULES.legal_actions(RULES.view(state, seat), seat) == legal
        action, rng = rng.choice(legal)
        before = repr(state)
        match.apply(seat, action)
        assert repr(state) == before
    assert match.is_over
    return match


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_random_game_on_the_short_board_ends_and_replays(players: int) -> None:
    match = random_game(players, "5x5", seed=11 + players)
    outcome = match.outcome()
    assert outcome is not None and len(outcome.scores) == players
    texts = [(step.seat, step.text) for step in match.steps]
    again = Match.replay(RULES, match.params, match.seed, texts)
    assert again.states == match.states


def test_a_random_game_on_the_long_board() -> None:
    match = random_game(3, "5x9", seed=5)
    first = match.states[0]
    assert (first.land.rows, first.land.cols) == (5, 9)
    assert first.players[0].supply == 4
    assert first.phase == MOVE and first.explored == first.land.given_terrain


def test_setup_follows_the_layout() -> None:
    for players, pawns in [(1, 5), (2, 5), (3, 4), (4, 3)]:
        state = RULES.setup(Params(players, options={"board": "5x5"}), LAYOUT, 3)
        assert all(p.supply == pawns for p in state.players)
        assert state.board == LAYOUT.board("5x5")
        assert (state.par is not None) == (players == 1)


def test_a_scenario_file_fixes_the_land_and_the_board() -> None:
    scenario = pytest.importorskip("boardgames.games.tiwanaku.scenario")
    folder = layouts_dir() / "tiwanaku-scenarios"
    files = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    if not files or not hasattr(scenario, "load_scenario"):
        pytest.skip("no scenario files yet")
    land = scenario.load_scenario(files[0])
    state = RULES.setup(Params(2, options={"scenario": files[0].stem}), LAYOUT, 1)
    assert state.land == land
    assert (state.board.rows, state.board.cols) == (land.rows, land.cols)
    assert state.explored == land.given_terrain and state.tokens == land.given_crops
