"""The soak command: every game and player count keeps the protocol's promises over a slice of
random games (the full 10,000-game soak is marked ``soak``), and a game that breaks one is
reported with a save file that replays it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from boardgames import soak as soaking
from boardgames.core import savefile
from boardgames.core.rules import Params
from boardgames.games import REGISTRY, find_rules

# The configurations the issue's table asks for: every player count, and both values of each
# option that changes the game (Tiwanaku's board, Titicaca's tile set, Cuzco's Pututu module).
VARIANTS: dict[str, list[dict[str, str]]] = {
    "tiwanaku": [{"board": "5x5"}, {"board": "5x9"}],
    "titicaca": [{"edition": "12 tiles"}, {"edition": "15 tiles"}],
    "cuzco": [{"pututu": "off"}, {"pututu": "on"}],
}
CONFIGS = [
    (spec.name, n, options)
    for spec in REGISTRY
    for n in range(spec.make_rules().min_players, spec.make_rules().max_players + 1)
    for options in VARIANTS.get(spec.name, [{}])
]


def params(game: str, players: int, options: dict[str, str]) -> Params:
    rules = find_rules(game)
    return Params(players, options={o.key: o.default for o in rules.options()} | options)


@pytest.mark.parametrize("game", [s.name for s in REGISTRY])
def test_a_slice_of_each_game_keeps_every_promise(game, tmp_path):
    """50 games per game, spread over its player counts (and Cuzco's Pututu module)."""
    configs = [c for c in CONFIGS if c[0] == game]
    per = max(1, 50 // len(configs))
    for k, (_, players, options) in enumerate(configs):
        result = soaking.soak(
            game, params(game, players, options), per, seed=100 + k, jobs=1, out_dir=tmp_path
        )
        assert result.faults == [], result.faults[:3]
        assert result.games == per and result.actions > per


def test_the_long_soak_covers_every_configuration_of_the_table():
    assert len(CONFIGS) == 26  # Tiwanaku 8, Pachamama 1, Titicaca 8, Titania 3, Cuzco 6
    assert ("tiwanaku", 1, {"board": "5x5"}) in CONFIGS
    assert ("titicaca", 5, {"edition": "15 tiles"}) in CONFIGS


@pytest.mark.parametrize("game", [s.name for s in REGISTRY])
def test_a_slice_played_by_easy_bots_keeps_every_promise(game, tmp_path, monkeypatch):
    """Easy bots at some seats, random at the others: every promise still holds, and the bots
    really chose (from their seat's view) rather than the soak's own random pick."""
    calls: list[int] = []
    real = soaking._bot_action

    def spy(bot, rules, match, seat, players):
        calls.append(seat)
        return real(bot, rules, match, seat, players)

    monkeypatch.setattr(soaking, "_bot_action", spy)
    options = {"board": "5x5"} if game == "tiwanaku" else {}
    players = find_rules(game).min_players
    result = soaking.soak(
        game,
        params(game, players, options),
        2,
        seed=300,
        jobs=1,
        out_dir=tmp_path,
        bots=("easy", "random"),
    )
    assert result.faults == [], result.faults[:3]
    assert calls, "no easy bot was asked for a move"
    assert result.summary()["bots"] == ["easy", "random"]


class NotAMove:
    def encode(self) -> str:
        return "not a move"


def test_a_bot_choosing_an_illegal_action_is_a_fault(tmp_path, monkeypatch):
    monkeypatch.setattr(soaking, "_bot_action", lambda *args: NotAMove())
    result = soaking.soak(
        "titania", params("titania", 2, {}), 1, seed=5, jobs=1, out_dir=tmp_path, bots=("easy",)
    )
    assert len(result.faults) == 1 and "illegal action (not a move)" in result.faults[0].problem


@pytest.mark.soak
@pytest.mark.parametrize(("game", "players", "options"), CONFIGS)
def test_the_long_soak(game, players, options, tmp_path):
    result = soaking.soak(game, params(game, players, options), 10_000, out_dir=tmp_path)
    assert result.faults == [], result.faults[:3]


class BreaksOnTheTenthMove:
    """Titicaca's rules, except that the tenth action crashes (a stand-in for a rules bug)."""

    def __init__(self) -> None:
        self.inner = find_rules("titicaca")
        self.calls = 0

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def apply(self, state, seat, action):
        self.calls += 1
        if self.calls == 10:
            raise KeyError("a rules bug")
        return self.inner.apply(state, seat, action)


def test_a_fault_is_reported_with_a_save_that_replays_it(tmp_path):
    broken = BreaksOnTheTenthMove()
    with pytest.MonkeyPatch.context() as patch:  # keeps the test setup's own patches in place
        patch.setattr(soaking, "find_rules", lambda name: broken)
        result = soaking.soak(
            "titicaca", params("titicaca", 3, {}), 1, seed=7, jobs=1, out_dir=tmp_path
        )
    assert len(result.faults) == 1
    fault = result.faults[0]
    assert fault.seed == 7 and "KeyError" in fault.problem
    data = json.loads(Path(fault.save).read_text(encoding="utf-8"))
    assert data["game"] == "titicaca" and data["params"]["players"] == 3 and data["seed"] == 7
    match = savefile.load(Path(fault.save), find_rules)
    assert len(match.steps) == 9  # the nine actions before the crash, ready to replay


class MutatesItsInput(BreaksOnTheTenthMove):
    """Rules whose tenth apply writes into the state it was given (a frozen dataclass, forced)."""

    def apply(self, state, seat, action):
        self.calls += 1
        after = self.inner.apply(state, seat, action)
        if self.calls == 10:
            name = next(iter(state.__dataclass_fields__))
            object.__setattr__(state, name, "scribbled")
        return after


def test_apply_writing_into_its_input_is_a_fault(tmp_path):
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(soaking, "find_rules", lambda name: MutatesItsInput())
        result = soaking.soak(
            "titicaca", params("titicaca", 3, {}), 1, seed=7, jobs=1, out_dir=tmp_path
        )
    assert [f.problem for f in result.faults] and "changed its input" in result.faults[0].problem


class SearchPathDrifts(BreaksOnTheTenthMove):
    """Rules whose search path (``apply_unchecked``) forgets the tenth action: the kind of miss a
    second copy of the rules made possible."""

    def apply_unchecked(self, state, seat, action):
        self.calls += 1
        return state if self.calls == 10 else self.inner.apply_unchecked(state, seat, action)

    def apply(self, state, seat, action):
        return self.inner.apply(state, seat, action)


def test_a_search_path_that_differs_from_apply_is_a_fault(tmp_path):
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(soaking, "find_rules", lambda name: SearchPathDrifts())
        result = soaking.soak(
            "titicaca", params("titicaca", 3, {}), 1, seed=7, jobs=1, out_dir=tmp_path
        )
    assert [f.problem for f in result.faults]
    assert "apply_unchecked and apply reach different states" in result.faults[0].problem


class PicksWhatIsNotAMove(BreaksOnTheTenthMove):
    """Rules whose cheap random pick offers an action that is not legal (here: a move that does
    not exist in the game)."""

    def random_action(self, state, seat, rng):
        return NotAMove()


def test_a_random_pick_that_is_not_legal_is_a_fault(tmp_path):
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(soaking, "find_rules", lambda name: PicksWhatIsNotAMove())
        result = soaking.soak(
            "titicaca", params("titicaca", 3, {}), 1, seed=7, jobs=1, out_dir=tmp_path
        )
    assert "random_action picked an illegal action" in result.faults[0].problem


def test_the_command_prints_a_json_summary_and_exits_zero():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "boardgames",
            "soak",
            "--game",
            "titania",
            "--players",
            "2",
            "--games",
            "3",
            "--jobs",
            "2",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    assert set(summary) == {"game", "players", "games", "faults", "actions", "seconds", "bots"}
    assert summary["games"] == 3 and summary["faults"] == 0 and summary["bots"] == ["random"]


def test_an_unknown_bot_level_is_one_line_and_exits_two():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "boardgames",
            "soak",
            "--game",
            "titania",
            "--players",
            "2",
            "--bots",
            "easy,clever",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 2
    assert len(out.stderr.strip().splitlines()) == 1 and "clever" in out.stderr


def test_bad_flags_are_one_line_and_exit_two():
    out = subprocess.run(
        [sys.executable, "-m", "boardgames", "soak", "--game", "cuzco", "--players", "7"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 2
    assert len(out.stderr.strip().splitlines()) == 1 and "2-4 players" in out.stderr
