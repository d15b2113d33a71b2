"""The one-file build (issue 13): PyInstaller builds the app from ``packaging/boardgames.spec`` and
the single file opens the menu and a game, and runs the headless verbs.

Slow (about half a minute of building), so marked ``soak``: ``python -m pytest -m soak
tests/ui/test_shell_build.py``. Skipped where PyInstaller is not installed (the ``build`` extra).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.soak


@pytest.fixture(scope="module")
def binary(tmp_path_factory) -> Path:
    pytest.importorskip("PyInstaller")
    out = tmp_path_factory.mktemp("build")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(out / "dist"),
            "--workpath",
            str(out / "work"),
            str(ROOT / "packaging" / "boardgames.spec"),
        ],
        check=True,
        cwd=out,
        capture_output=True,
        timeout=900,
    )
    name = "boardgames.exe" if sys.platform.startswith("win") else "boardgames"
    path = out / "dist" / name
    assert path.is_file()
    return path


def run(binary: Path, *args: str, home: Path) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "BOARDGAMES_HOME": str(home),
    }
    env.pop("BOARDGAMES_LAYOUTS", None)  # the file must find its own layouts
    return subprocess.run(
        [str(binary), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=home.parent,  # not the source tree: nothing may come from there
    )


def test_the_single_file_opens_the_menu(binary, tmp_path):
    import pygame

    shot = tmp_path / "menu.png"
    t0 = time.perf_counter()
    done = run(binary, "--screenshot", str(shot), home=tmp_path / "home")
    seconds = time.perf_counter() - t0
    assert done.returncode == 0, done.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 800)
    colours = {
        tuple(image.get_at((x, y)))[:3] for x in range(0, 1280, 40) for y in range(0, 800, 40)
    }
    assert len(colours) > 3, "the menu, not an empty window"
    size_mb = binary.stat().st_size / 1e6
    print(f"\none-file build: {size_mb:.1f} MB, menu drawn {seconds:.2f} s after start")
    assert size_mb < 200 and seconds < 60


@pytest.mark.parametrize(("game", "players"), [("cuzco", 2), ("titicaca", 3), ("pachamama", 1)])
def test_the_single_file_opens_every_kind_of_game(binary, tmp_path, game, players):
    shot = tmp_path / f"{game}.png"
    done = run(
        binary, "--game", game, "--players", str(players), "--screenshot", str(shot), home=tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 1000


def test_the_single_file_runs_the_headless_verbs(binary, tmp_path):
    done = run(
        binary,
        "simulate",
        "--game",
        "titania",
        "--players",
        "2",
        "--games",
        "2",
        "--json",
        home=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1])["summary"] is True
    done = run(binary, "--help", home=tmp_path)
    assert "--game" in done.stdout and "--load" in done.stdout
