"""The command line: JSON shapes of simulate and puzzle, one-line errors, layouts, screenshots."""

from __future__ import annotations

import json
import shutil

import pytest

from boardgames.__main__ import main
from boardgames.core.layout import layouts_dir


def test_simulate_prints_one_json_object_per_game(capsys):
    assert (
        main(
            [
                "simulate",
                "--game",
                "tiwanaku",
                "--players",
                "2",
                "--games",
                "2",
                "--seed",
                "4",
                "--json",
                "--option",
                "board=5x5",
            ]
        )
        == 0
    )
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 3  # one per game, then the summary
    summary = json.loads(lines[-1])
    assert summary["summary"] is True and summary["games"] == 2 and summary["faults"] == 0
    for i, line in enumerate(lines[:2]):
        record = json.loads(line)
        assert set(record) == {"game", "players", "seed", "winner", "scores", "actions", "seconds"}
        assert record["game"] == "tiwanaku" and record["players"] == 2 and record["seed"] == 4 + i
        assert len(record["scores"]) == 2 and record["actions"] > 0
        assert set(record["winner"]) <= {0, 1} and record["winner"]


def test_puzzle_json_shape(capsys):
    assert main(["puzzle", "--size", "5x9", "--seed", "3", "--difficulty", "easy", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["size"] == [5, 9] and data["difficulty"] == "easy"
    assert len(data["terrain"]) == 5 and all(len(row) == 9 for row in data["terrain"])
    assert {t for row in data["terrain"] for t in row} <= {"sand", "earth", "grass", "rock"}
    assert all(1 <= v <= 5 for row in data["crops"] for v in row)
    assert data["givens"]["crops"] and all(len(rc) == 2 for rc in data["givens"]["terrain"])
    assert data["seconds"] >= 0


def test_bad_layout_is_one_line_and_exit_2(tmp_path, monkeypatch, capsys):
    shutil.copytree(layouts_dir(), tmp_path / "layouts")
    path = tmp_path / "layouts" / "tiwanaku.yaml"
    path.write_text(path.read_text().replace("track_height: 14", "track_height: nine"))
    monkeypatch.setenv("BOARDGAMES_LAYOUTS", str(tmp_path / "layouts"))
    assert main(["simulate", "--game", "tiwanaku", "--players", "2"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0
    assert "tiwanaku.yaml: boards.5x9.track_height: expected a whole number, got 'nine'" in err
    assert main(["check-layout", str(path)]) == 2


@pytest.mark.parametrize(
    "name", ["tiwanaku.yaml", "titicaca.yaml", "titicaca-15tiles.yaml", "titania.yaml"]
)
def test_shipped_layouts_check_ok(name, capsys):
    assert main(["check-layout", str(layouts_dir() / name)]) == 0
    assert ": ok (" in capsys.readouterr().out


def test_bad_save_is_one_line_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "game": "tiwanaku"')
    assert main(["--load", str(bad)]) == 2
    err = capsys.readouterr().err.strip()
    assert "bad.json: not valid JSON" in err and "\n" not in err


def test_screenshot_writes_a_png(tmp_path):
    out = tmp_path / "shot.png"
    assert (
        main(
            [
                "screenshot",
                "--game",
                "tiwanaku",
                "--players",
                "3",
                "--seed",
                "2",
                "--actions",
                "12",
                "--out",
                str(out),
                "--size",
                "1000x700",
            ]
        )
        == 0
    )
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_screenshot_at_150_percent_text_has_larger_letters(tmp_path, monkeypatch):
    """--text-scale renders as the setting does: the same board at 150% draws its text bigger."""
    import pygame

    from boardgames.ui.theme import Theme

    seen: dict[float, int] = {}
    real = Theme.resize

    def resize(self, height, text_scale=None):
        real(self, height, text_scale)
        seen[self.text_scale] = self.px["small"]

    monkeypatch.setattr(Theme, "resize", resize)
    for scale in ("1.0", "1.5"):
        out = tmp_path / f"cuzco-{scale}.png"
        args = ["screenshot", "--game", "cuzco", "--players", "2", "--actions", "20"]
        assert main([*args, "--out", str(out), "--text-scale", scale]) == 0
        assert pygame.image.load(str(out)).get_size() == (1280, 800)
    assert seen[1.5] >= seen[1.0] * 1.4


def test_unknown_option_is_refused(capsys):
    assert main(["simulate", "--game", "tiwanaku", "--players", "2", "--option", "colour=red"]) == 2
    assert "no option 'colour'" in capsys.readouterr().err


def test_check_layout_knows_lesson_files():
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "boardgames", "check-layout", "layouts/lessons/cuzco.yaml"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    assert "ok" in out.stdout
