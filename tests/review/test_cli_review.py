"""``review`` on the command line: the issue's JSON shape, the stored review reused, and one line
for bad input; ``simulate --bots --save-dir`` writes a save per game."""

from __future__ import annotations

import json

import pytest

from boardgames.__main__ import main
from boardgames.core import savefile
from boardgames.core.match import BOT_RANDOM
from boardgames.games import find_rules
from boardgames.review import review_match, store
from tests.review.helpers import QUICK, QUICK_WORLDS, bot_match


@pytest.fixture
def reviewed_save(tmp_path):
    match = bot_match("titicaca", 6, ("bot:hard", BOT_RANDOM))
    store(match, review_match(match, budget=QUICK, processes=1, worlds=QUICK_WORLDS))
    path = tmp_path / "game.json"
    savefile.save(match, path)
    return path


def test_review_json_has_the_issues_shape(reviewed_save, capsys):
    assert main(["review", "--load", str(reviewed_save), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "titicaca"
    assert [set(s) for s in out["seats"]] == [{"name", "kind", "decisions", "costly", "loss"}] * 2
    assert [s["kind"] for s in out["seats"]] == ["bot:hard", "bot:random"]
    keys = {"index", "seat", "action", "best", "loss", "chance", "luck", "why"}
    assert out["decisions"] and all(set(d) == keys for d in out["decisions"])
    assert all(len(d["chance"]) == 2 and isinstance(d["luck"], bool) for d in out["decisions"])
    seat_loss = sum(d["loss"] for d in out["decisions"] if d["seat"] == 1)
    assert out["seats"][1]["loss"] == pytest.approx(seat_loss, abs=0.05)


def test_review_of_one_seat(reviewed_save, capsys):
    assert main(["review", "--load", str(reviewed_save), "--json", "--seat", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {d["seat"] for d in out["decisions"]} == {1}
    assert main(["review", "--load", str(reviewed_save)]) == 0
    text = capsys.readouterr().out
    assert "Bruno (bot:random)" in text and "costly" in text


@pytest.mark.parametrize(
    "args, words",
    [
        (["--seat", "7"], "seats 0-1"),
        (["--processes", "0"], "at least 1"),
    ],
)
def test_bad_review_input_is_one_line(reviewed_save, capsys, args, words):
    assert main(["review", "--load", str(reviewed_save), *args]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


def test_a_missing_or_unfinished_game_is_one_line(tmp_path, capsys):
    assert main(["review", "--load", str(tmp_path / "none.json")]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    match = bot_match("titicaca", 6, (BOT_RANDOM, BOT_RANDOM))
    match.cursor = 5
    del match.steps[5:], match.states[6:]
    path = tmp_path / "half.json"
    savefile.save(match, path)
    assert main(["review", "--load", str(path)]) == 2
    assert "not finished" in capsys.readouterr().err


def test_simulate_with_bots_saves_each_game(tmp_path, capsys):
    args = ["simulate", "--game", "titicaca", "--players", "2", "--games", "2"]
    args += ["--bots", "random,easy", "--save-dir", str(tmp_path), "--json"]
    assert main(args) == 0
    saves = sorted(tmp_path.glob("*.json"))
    assert [p.name for p in saves] == ["titicaca-2p-seed1.json", "titicaca-2p-seed2.json"]
    for path in saves:
        match = savefile.load(path, find_rules)
        assert match.is_over and sorted(match.seats) == ["bot:easy", "bot:random"]
    assert main(["simulate", "--game", "titicaca", "--players", "2", "--bots", "wizard"]) == 2
    assert "wizard" in capsys.readouterr().err
