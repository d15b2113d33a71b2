"""The command line the README promises (issue 13, point 7): --help lists the play flags,
``simulate`` ends with a summary line, and ``--screenshot`` proves the app opens."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from boardgames.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def test_help_lists_the_play_flags_and_the_commands(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for flag in ("--game", "--players", "--seed", "--load", "--option", "--bots", "--size"):
        assert flag in out, flag
    assert "--fullscreen" in out and "--screenshot" in out
    for command in ("simulate", "screenshot", "puzzle", "bench", "soak", "arena", "check-layout"):
        assert command in out, command


def test_run_py_help_is_the_same_help():
    out = subprocess.run(
        [sys.executable, str(ROOT / "run.py"), "--help"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    assert "--game" in out and "--load" in out and "--players" in out and "--seed" in out


def test_simulate_ends_with_a_summary_line(capsys):
    args = ["simulate", "--game", "titicaca", "--players", "3", "--games", "3", "--seed", "2"]
    assert main([*args, "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.strip().splitlines()]
    assert len(lines) == 4 and all("summary" not in line for line in lines[:3])
    summary = lines[-1]
    assert summary["summary"] is True and summary["games"] == 3 and summary["faults"] == 0
    assert summary["games_per_s"] > 0 and summary["game"] == "titicaca"
    assert main(args) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("3 games, 0 faults, ") and "games/s" in last


def test_the_screenshot_probe_draws_the_menu_and_quits(tmp_path, capsys):
    out = tmp_path / "menu.png"
    assert main(["--screenshot", str(out), "--size", "800x560"]) == 0
    shot = pygame.image.load(str(out))
    assert shot.get_size() == (800, 560)
    assert "saved" in capsys.readouterr().out


def test_the_probe_opens_a_game_too_and_keeps_no_autosave(tmp_path):
    from boardgames.core import savefile

    out = tmp_path / "game.png"
    assert (
        main(["--game", "titania", "--players", "3", "--seed", "4", "--screenshot", str(out)]) == 0
    )
    assert out.stat().st_size > 0
    assert not list(savefile.autosave_dir().glob("*.json"))
