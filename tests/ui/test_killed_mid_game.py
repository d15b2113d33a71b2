"""Killed mid-game: ``kill -9`` the real app during a move, a bot's thought or an autosave write,
and
the menu's Continue resumes exactly at the last completed action.

The app runs in a subprocess (headless, its own ``BOARDGAMES_HOME``) driven by ``kill_driver``,
which plays through the real menu and play scene and says on stdout what it did. After each kill
the test reads the disk: the game's one autosave slot loads, its actions are a prefix of the
actions the driver applied and include every one it saw saved, and the next start's Continue puts
exactly those actions on the screen. A leftover temporary file never breaks anything.
"""

from __future__ import annotations

import json
import os
import queue
import random
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from boardgames.core import savefile
from boardgames.games import find_rules

ROOT = Path(__file__).resolve().parents[2]
WAIT = 60.0  # seconds a driver may take to reach a line before the test gives up
RUNNING: list[subprocess.Popen[str]] = []


@pytest.fixture(autouse=True)
def _no_driver_left():
    """A failing test leaves no driver running."""
    yield
    while RUNNING:
        proc = RUNNING.pop()
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=WAIT)


class Driver:
    """One run of ``kill_driver`` in a subprocess, its lines read as they come."""

    def __init__(self, home: Path, *args: str) -> None:
        env = dict(os.environ)
        env.update(
            SDL_VIDEODRIVER="dummy",
            SDL_AUDIODRIVER="dummy",
            BOARDGAMES_HOME=str(home),
            PYGAME_HIDE_SUPPORT_PROMPT="1",
        )
        env.pop("BOARDGAMES_LAYOUTS", None)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.ui.kill_driver", *args],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        RUNNING.append(self.proc)
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def wait_for(self, prefix: str | tuple[str, ...], timeout: float = WAIT) -> str | None:
        """The next line starting with ``prefix`` (every line read is kept in ``lines``); None
        when the driver ended first because its game was over."""
        end = time.monotonic() + timeout
        while True:
            try:
                line = self._queue.get(timeout=max(0.01, end - time.monotonic()))
            except queue.Empty:
                self.proc.kill()
                raise AssertionError(
                    f"no {prefix!r} line in {timeout} s; got {self.lines[-5:]}"
                ) from None
            if line is None:
                self._queue.put(None)
                if self.lines and self.lines[-1] == "OVER":
                    return None
                raise AssertionError(f"the driver ended before {prefix!r}: {self.finish()}")
            self.lines.append(line)
            if line.startswith(prefix):
                return line

    def kill(self) -> None:
        self.proc.kill()  # SIGKILL: kill -9
        self.proc.wait(timeout=WAIT)
        self._drain()

    def finish(self) -> str:
        """Let the driver end by itself; its stderr."""
        try:
            self.proc.wait(timeout=WAIT)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
        self._drain()
        assert self.proc.stderr is not None
        return self.proc.stderr.read()

    def _drain(self) -> None:
        self._reader.join(timeout=WAIT)
        while True:
            try:
                line = self._queue.get_nowait()
            except queue.Empty:
                return
            if line is None:
                self._queue.put(None)
                return
            self.lines.append(line)


@dataclass
class History:
    """What the drivers said about one game, across runs: the actions applied, and how many of
    them the last run saw saved."""

    texts: list[str] = field(default_factory=list)
    saved: int = 0
    over: bool = False

    def follow(self, lines: list[str]) -> None:
        for line in lines:
            word, _, rest = line.partition(" ")
            if word == "STARTED":
                self.texts, self.saved = [], 0
            elif word == "RESUMED":
                count, _, texts = rest.partition(" ")
                resumed = json.loads(texts)
                assert len(resumed) == int(count)
                assert resumed == self.texts[: len(resumed)], "Continue resumed another game"
                assert self.saved <= len(resumed) <= len(self.texts)
                self.texts, self.saved = resumed, len(resumed)
            elif word == "APPLIED":
                n, _seat, text = rest.split(" ", 2)
                assert int(n) == len(self.texts) + 1, line
                self.texts.append(text)
            elif word == "SAVED":
                assert int(rest) == len(self.texts), line
                self.saved = int(rest)
            elif word == "OVER":
                self.over = True


def slots(home: Path, game: str) -> list[Path]:
    return sorted((home / "autosaves").glob(f"{game}-*.json"))


def check_disk(home: Path, game: str, history: History) -> list[str]:
    """The game's one autosave loads and holds a prefix of the applied actions that includes
    every action seen saved; the menu lists it, undamaged. Returns its action texts."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("BOARDGAMES_HOME", str(home))
        found = slots(home, game)
        if history.over:
            assert found == [], "a finished game leaves no autosave"
            return []
        if not found:  # killed before the first autosave was in place
            assert history.saved == 0, history
            return []
        assert len(found) == 1, f"one autosave slot per game, got {found}"
        match = savefile.load(found[0], find_rules)
        texts = [s.text for s in match.steps]
        assert texts == history.texts[: len(texts)], "the autosave is not what was played"
        assert history.saved <= len(texts) <= len(history.texts), (
            f"autosave of {len(texts)} actions; {history.saved} were saved and "
            f"{len(history.texts)} applied"
        )
        listed = savefile.unfinished(find_rules)
        assert [u.path for u in listed] == found, "a temporary file is never listed"
        assert not listed[0].problem and listed[0].moves == len(texts)
        return texts


def run_once(home: Path, args: list[str], trigger: str | None, delay: float) -> list[str]:
    """Start the driver, kill it ``delay`` seconds after its first ``trigger`` line (after it is
    on the screen), and return everything it said."""
    driver = Driver(home, *args)
    start = driver.wait_for("")
    assert start is not None and start.startswith(("STARTED", "RESUMED")), driver.finish()
    if trigger is None or driver.wait_for(trigger) is not None:
        time.sleep(delay)
    driver.kill()
    return driver.lines


def resumes_at(home: Path, args: list[str], texts: list[str]) -> None:
    """The next start's Continue puts exactly ``texts`` on the screen."""
    driver = Driver(home, *args, "--moves", "0")
    line = driver.wait_for("")
    driver.finish()
    assert line is not None
    if not texts:
        assert line == "STARTED", line
        return
    word, count, resumed = line.split(" ", 2)
    assert word == "RESUMED" and int(count) == len(texts), line
    assert json.loads(resumed) == texts


def game_args(game: str, seed: int, *extra: str) -> list[str]:
    return ["--game", game, "--players", "2", "--bots", "1", "--seed", str(seed), *extra]


def test_killed_during_moves_and_writes_at_random_moments(tmp_path):
    # Many kills at random moments of a game played fast, writes held a little so some kills land
    # mid-write; each restart resumes through the menu's Continue.
    rng = random.Random(11)
    home = tmp_path / "home"
    args = game_args("titania", 11, "--slow-write", "0.02")
    history = History()
    for _ in range(4):
        lines = run_once(home, args, "SAVED", rng.uniform(0.0, 0.35))
        history.follow(lines)
        check_disk(home, "titania", history)
        if history.over:
            break
    texts = check_disk(home, "titania", history)
    assert len(texts) >= 3, "the game moved on between the kills"
    resumes_at(home, args, texts)


def test_killed_during_a_bots_thought(tmp_path):
    home = tmp_path / "home"
    args = game_args("tiwanaku", 4, "--option", "board=5x5", "--slow-bot", "5")
    driver = Driver(home, *args)
    driver.wait_for("STARTED")
    driver.wait_for("SAVED")
    driver.wait_for("THINKING")
    time.sleep(0.1)
    driver.kill()
    history = History()
    history.follow(driver.lines)
    texts = check_disk(home, "tiwanaku", history)
    # The person's last move was saved before the bot began; the bot's move never happened.
    assert len(texts) == len(history.texts) == history.saved >= 1
    assert history.texts, "the person moved before the bot thought"
    resumes_at(home, args, texts)


def test_killed_during_an_autosave_write(tmp_path):
    home = tmp_path / "home"
    args = game_args("cuzco", 7, "--slow-write", "5")
    history = History()
    # The first autosave is held under its temporary name: killed there, the game is not kept
    # (nothing had been saved), and the next start begins a new game.
    history.follow(run_once(home, args, "WRITING", 0.1))
    assert check_disk(home, "cuzco", history) == []
    assert list((home / "autosaves").glob("*.tmp")), "the kill landed mid-write"
    # Now a game with saved moves, killed while writing the next autosave: Continue resumes at
    # the last autosave that was in place, one action before the one being written.
    args = game_args("cuzco", 7, "--slow-write", "0.0")
    driver = Driver(home, *args, "--pause", "0.05")
    driver.wait_for("STARTED")  # a new game: the menu had nothing to continue
    for _ in range(3):
        driver.wait_for("SAVED")
    driver.kill()
    history = History()
    history.follow(driver.lines)
    texts = check_disk(home, "cuzco", history)
    assert len(texts) >= 3
    slow = game_args("cuzco", 7, "--slow-write", "5")
    history.follow(run_once(home, slow, "WRITING", 0.1))
    texts = check_disk(home, "cuzco", history)
    assert len(texts) == len(history.texts) - 1 == history.saved
    resumes_at(home, slow, texts)
    # The temporary files of both kills are still there, and harm nothing.
    assert len(list((home / "autosaves").glob("*.tmp"))) == 2


def test_continue_in_the_menu_after_a_kill(tmp_path):
    # In this process, the menu a person sees after the crash: Continue plays on from the last
    # completed action.
    from boardgames.ui.scenes.menu import MenuScene
    from boardgames.ui.scenes.play import PlayScene
    from tests.ui.helpers import click, new_app, settle

    home = tmp_path / "home"
    args = game_args("titicaca", 3, "--slow-write", "0.2")
    driver = Driver(home, *args)
    driver.wait_for("STARTED")
    for _ in range(4):
        driver.wait_for("WRITING")
    driver.kill()  # during the fourth write
    history = History()
    history.follow(driver.lines)
    texts = check_disk(home, "titicaca", history)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("BOARDGAMES_HOME", str(home))
        app = new_app()
        menu = MenuScene(app)
        app.push(menu)
        settle(app)
        assert [c.info.game for c in menu.cards] == ["titicaca"]
        assert menu.cards[0].info.moves == len(texts)
        click(app, menu.cards[0].cont.rect.center)  # one frame: the bot has not moved yet
        scene = app.scenes[0]
        assert isinstance(scene, PlayScene)
        assert [s.text for s in scene.match.steps] == texts
        assert scene.match.cursor == len(texts)
        settle(app, 10)  # and the game goes on from there
        assert [s.text for s in scene.match.steps][: len(texts)] == texts
        app.close()


@pytest.mark.soak
@pytest.mark.parametrize("game", ["tiwanaku", "titicaca", "titania", "cuzco"])
def test_killed_many_times_soak(tmp_path, game):
    rng = random.Random(game)
    home = tmp_path / "home"
    args = game_args(game, 5, "--slow-write", "0.01", "--slow-bot", "0.05")
    history = History()
    for _ in range(60):
        trigger = rng.choice(["SAVED", "WRITING", "THINKING", "APPLIED", None])
        lines = run_once(home, args, trigger, rng.uniform(0.0, 0.3))
        history.follow(lines)
        check_disk(home, game, history)
        if history.over:
            history = History()
    resumes_at(home, args, check_disk(home, game, history))
