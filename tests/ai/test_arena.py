"""The arena command: its JSON object and table, seats rotated, shared wins as fractions."""

from __future__ import annotations

import json

from boardgames.__main__ import main
from boardgames.ai.arena import run_arena, wilson
from boardgames.core.rules import Params
from boardgames.games import rules as make_rules


def test_arena_json_has_every_bot_with_its_figures(capsys):
    args = "arena --game titicaca --players 2 --bots easy,random --games 2 --seed 3 --json"
    code = main(args.split())
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "titicaca" and result["players"] == 2 and result["games"] == 2
    assert set(result["bots"]) == {"easy", "random"}
    for figures in result["bots"].values():
        assert set(figures) >= {"win_rate", "ci95", "mean_margin", "s_per_move", "max_s_per_move"}
        lo, hi = figures["ci95"]
        assert 0 <= lo <= figures["win_rate"] <= hi <= 1
        assert figures["max_s_per_move"] >= figures["s_per_move"] >= 0
    rates = [b["win_rate"] for b in result["bots"].values()]
    assert abs(sum(rates) - 1.0) < 1e-9  # two seats, one win (or a shared one) per game
    margins = [b["mean_margin"] for b in result["bots"].values()]
    assert abs(sum(margins)) < 1e-6


def test_arena_table_and_bad_bot_names(capsys):
    assert (
        main(
            [
                "arena",
                "--game",
                "titania",
                "--players",
                "2",
                "--bots",
                "random,random",
                "--games",
                "1",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "win rate" in out and "random" in out
    assert main(["arena", "--game", "titania", "--players", "2", "--bots", "genius"]) == 2
    assert "unknown bot" in capsys.readouterr().err


def test_seats_rotate_and_shared_wins_count_as_fractions():
    rules = make_rules("tiwanaku")
    params = Params(players=2, options={"board": "5x5", "scenario": "generated"})
    seen = []
    result = run_arena(
        rules,
        params,
        ["random", "easy"],
        4,
        seed=2,
        progress=lambda k, seats, o: seen.append((seats, o)),
    )
    assert [s for s, _ in seen] == [["random", "easy"], ["easy", "random"]] * 2
    wins = {"random": 0.0, "easy": 0.0}
    for seats, outcome in seen:
        for seat in outcome.winners:
            wins[seats[seat]] += 1 / len(outcome.winners)
    assert result["bots"]["easy"]["win_rate"] == round(wins["easy"] / 4, 4)


def test_wilson_interval():
    lo, hi = wilson(0.95, 100)
    assert 0.88 < lo < 0.95 < hi < 0.99
    assert wilson(0.0, 0) == (0.0, 1.0)
