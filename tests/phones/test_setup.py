"""Turning phones on: the menu's "Players' phones" (clicked), and ``--phones`` on the command
line printing a link per seat once the server listens."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pygame

from boardgames.phones.setup import PhoneSetup
from boardgames.ui.app import App
from tests.phones.conftest import HOST

ROOT = Path(__file__).resolve().parents[2]


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=pos))
    app.step(1 / 60)


def test_players_phones_in_the_menu_open_the_join_screen():
    app = App((1280, 800), headless=True)
    try:
        menu = app.show("menu", "tiwanaku")
        assert menu.phones_choice.rect.width == 0  # no secrets: no phones offered
        click(app, next(b for b in menu.game_buttons if b.id == "titicaca").rect.center)
        assert menu.phones_choice.rect.width > 0 and menu.phones_choice.value == "off"
        menu.phone_setup = PhoneSetup(HOST)  # tests never listen on another address
        rect = menu.phones_choice.rect
        click(app, (rect.right - 5, rect.centery))
        assert menu.phones_choice.value == "on"
        click(app, menu.start_button.rect.center)
        app.step(1 / 60)
        assert [type(s).__name__ for s in app.scenes] == ["PlayScene", "JoinScene"]
        play = app.scenes[0]
        assert play.phones.url(0).startswith(f"http://{HOST}:")
        click(app, app.scenes[1].start_button.rect.center)  # Start: to the table
        app.step(1 / 60)
        # No phone joined: Ada plays on the screen as before, after the hand-off.
        assert [type(s).__name__ for s in app.scenes] == ["PlayScene", "HandoffScene"]
        assert any(b.id == "phones" for b in play.buttons)
        play.press("menu")  # leaving the game stops its server
        assert not play.phones.server.running
    finally:
        app.close()


def test_phones_on_the_command_line_print_a_link_per_seat(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [
            sys.executable,
            str(ROOT / "run.py"),
            "--game", "titicaca", "--players", "3", "--seed", "4",
            "--phones", "--phones-host", HOST,
            "--screenshot", str(tmp_path / "join.png"),
        ],
        capture_output=True, text=True, timeout=60, env=env, check=False,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    lines = [line for line in out.stdout.splitlines() if line.startswith("seat ")]
    assert len(lines) == 3
    for n, (line, name) in enumerate(zip(lines, ("Ada", "Bruno", "Chloe"), strict=True), 1):
        assert re.fullmatch(rf"seat {n} \({name}\): http://127\.0\.0\.1:\d+/p/[\w-]{{22,}}", line)


def test_phones_for_a_game_without_secrets_is_a_clear_no():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, str(ROOT / "run.py"), "--game", "tiwanaku", "--phones"],
        capture_output=True, text=True, timeout=60, env=env, check=False,
    )  # fmt: skip
    assert out.returncode == 2
    assert out.stderr.strip().splitlines() == [
        "boardgames: Tiwanaku has no secrets: everyone sees the same table, so it needs no phones."
    ]


def test_the_menu_remembers_phones_and_continue_opens_them_again():
    app = App((1280, 800), headless=True)
    try:
        menu = app.show("menu", "titicaca")
        menu.phone_setup = PhoneSetup(HOST)
        rect = menu.phones_choice.rect
        click(app, (rect.right - 5, rect.centery))  # Players' phones: on
        click(app, menu.start_button.rect.center)
        app.step(1 / 60)
        play = app.scenes[0]
        first_url = play.phones.url(0)
        click(app, app.scenes[1].start_button.rect.center)  # the join screen's Start
        app.step(1 / 60)
        seat = play.match.to_act()[0]  # one move on the screen: a game nobody moved in is not kept
        assert play.play_for(play.match.legal_actions(seat)[0], seat) == ""
        play.press("menu")  # the game is autosaved and its server stops
        app.step(1 / 60)
        assert not play.phones.server.running
        menu = app.scenes[-1]
        assert type(menu).__name__ == "MenuScene"
        menu.phone_setup = PhoneSetup(HOST)
        # A new game of Titicaca starts with phones on: the menu remembered it.
        assert menu.phones_choice.value == "on"
        assert app.settings.phones
        # Continue: the game played from phones opens its phones again, with new codes.
        card = menu.cards[0]
        click(app, card.cont.rect.center)
        app.step(1 / 60)
        names = [type(s).__name__ for s in app.scenes]
        assert names == ["PlayScene", "JoinScene"], names
        again = app.scenes[0]
        assert again.phones is not None and again.phones.server.running
        assert again.phones.url(0) != first_url
        again.press("menu")
        app.step(1 / 60)
    finally:
        app.close()


def test_a_game_played_on_the_screen_continues_without_phones():
    app = App((1280, 800), headless=True)
    try:
        menu = app.show("menu", "titicaca")
        menu.phone_setup = PhoneSetup(HOST)
        click(app, menu.start_button.rect.center)  # phones off (the default)
        app.step(1 / 60)
        assert not app.settings.phones
        play = app.scenes[0]
        assert play.phones is None
        seat = play.match.to_act()[0]
        assert play.play_for(play.match.legal_actions(seat)[0], seat) == ""
        play.press("menu")
        app.step(1 / 60)
        menu = app.scenes[-1]
        click(app, menu.cards[0].cont.rect.center)
        app.step(1 / 60)
        assert app.scenes[0].phones is None
        assert "JoinScene" not in [type(s).__name__ for s in app.scenes]
    finally:
        app.close()
