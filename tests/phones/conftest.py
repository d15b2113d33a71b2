"""Fixtures for the phone tests: a match with its phone server on 127.0.0.1 and a free port, a
stand-in for the pygame loop that drains the phones' requests, and headless Chromium phones.

Chromium may be missing on a developer's machine: then the browser tests skip and say why. Under
CI (``CI`` set, as ``.ci/run`` does, which installs the browser) a missing browser fails them.
"""

from __future__ import annotations

import os
import shutil
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from boardgames.core.match import DEFAULT_NAMES, HUMAN, Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.phones.table import PhoneTable

HOST = "127.0.0.1"  # tests never use another address


class Pumped:
    """A PhoneTable whose requests a thread drains, as the play scene does each frame."""

    def __init__(self, table: PhoneTable) -> None:
        self.table = table
        self.lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            with self.lock:
                self.table.pump()
            time.sleep(0.005)

    def start(self) -> Pumped:
        self.table.start()
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)
        self.table.stop()


def new_match(game: str, players: int, seed: int = 7, seats: list[str] | None = None) -> Match:
    return Match(
        rules(game), Params(players, DEFAULT_NAMES[:players]), seed, seats or [HUMAN] * players
    )


@pytest.fixture
def pumped() -> Iterator[list[Pumped]]:
    """Start tables with ``pumped.append(Pumped(...).start())``; all are stopped after."""
    made: list[Pumped] = []
    yield made
    for p in made:
        p.stop()


def start_table(made: list[Pumped], match: Match) -> Pumped:
    table = PhoneTable(match, spec(match.rules.name).phone, HOST)
    p = Pumped(table).start()
    made.append(p)
    return p


def browser_missing() -> str | None:
    if shutil.which("chromium") is None and shutil.which("chromium-browser") is None:
        return "chromium is not installed (apt-get install chromium chromium-driver)"
    if shutil.which("chromedriver") is None:
        return "chromedriver is not installed (apt-get install chromium-driver)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    return None


_IDLE: list[Any] = []  # browsers a finished test left open, for the next test (a start is ~1 s)


@pytest.fixture(scope="session")
def _browsers() -> Iterator[list[Any]]:
    yield _IDLE
    for driver in _IDLE:
        driver.quit()
    _IDLE.clear()


@pytest.fixture
def phones(_browsers: list[Any]) -> Iterator[list[object]]:
    """Open headless Chromium phones with ``open_phone(phones, url)``; after the test they go
    blank and wait for the next one (all quit at the end of the session)."""
    missing = browser_missing()
    if missing is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the browser tests: {missing}")
        pytest.skip(missing)
    opened: list[object] = []
    yield opened
    for driver in opened:
        try:
            driver.get("about:blank")  # type: ignore[attr-defined]
            _IDLE.append(driver)
        except Exception:  # a browser the test broke: not reused
            driver.quit()  # type: ignore[attr-defined]


def open_phone(opened: list[object], url: str, size: tuple[int, int] = (390, 844)) -> object:
    if _IDLE:
        driver = _IDLE.pop()
        opened.append(driver)
        driver.set_window_size(*size)
        driver.get(url)
        return driver
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        f"--window-size={size[0]},{size[1]}",
    ):
        options.add_argument(arg)
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary:
        options.binary_location = binary
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    opened.append(driver)
    driver.set_window_size(*size)
    driver.get(url)
    return driver


def tap(driver: Any, act: str) -> None:
    """Tap the button that sends ``act`` (found again if the page was redrawn meanwhile)."""
    from selenium.common.exceptions import StaleElementReferenceException

    for _ in range(200):
        button = driver.execute_script(
            "return [...document.querySelectorAll('#choices button')]"
            ".find((b) => b.dataset.act === arguments[0]);",
            act,
        )
        try:
            if button is not None:
                button.click()
                return
        except StaleElementReferenceException:
            pass
        time.sleep(0.05)
    raise AssertionError(f"no button for {act!r}")
