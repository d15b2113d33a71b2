"""Settings remembered between runs, full screen and the text scale, by clicks (issue 13).

The settings file lives where ``BOARDGAMES_HOME`` points (the tests' private folder); a damaged
file of any bytes falls back to the defaults with a notice in the menu and is left alone until the
person changes a setting.
"""

from __future__ import annotations

import json
import random

import pygame
import pytest

from boardgames.ui.app import App
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.scenes.settings import SettingsScene
from boardgames.ui.settings import Settings, settings_path
from tests.ui.helpers import click, key, settle


def app_with_saved_settings(size=(1280, 800)) -> App:
    """An app as a person starts it: the settings read from (and written to) their file."""
    app = App(size, headless=True, settings=Settings.load())
    app.settings.bot_delay = 0.0
    return app


def open_settings(app: App) -> SettingsScene:
    menu = app.top
    assert isinstance(menu, MenuScene)
    click(app, menu.settings_button.rect.center)
    assert isinstance(app.top, SettingsScene)
    return app.top


def test_the_settings_file_follows_boardgames_home(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path / "elsewhere"))
    assert settings_path() == tmp_path / "elsewhere" / "settings.json"


def test_settings_round_trip_through_the_file():
    s = Settings.load()
    assert s == Settings() and not s.notice
    s.animations, s.sound, s.volume, s.fullscreen, s.text_scale = False, False, 0.3, True, 1.5
    s.window = (1000, 700)
    s.remember_seats("titicaca", 3, ["Ana", "Ben", "Cy", "D", "E"], ["person", "bot", "person"])
    s.record_time("pachamama 5x5 medium", 251.7)
    assert s.changed() == ""
    again = Settings.load()
    assert again == s
    assert json.loads(settings_path().read_text())["text_scale"] == 1.5


DAMAGE = [
    b"",
    b"\xff\xfe\x00garbage",
    b"{not json",
    b"[1, 2, 3]",
    b'{"volume": "loud"}',
    b'{"window": [1, 2, 3]}',
    b'{"seats": {"titicaca": {"names": [1]}}}',
    b'{"best_times": {"x": -4}}',
    b'{"volume": NaN}',
    b"[" * 100000,
]


@pytest.mark.parametrize("raw", DAMAGE + [random.Random(i).randbytes(64) for i in range(5)])
def test_a_damaged_file_gives_defaults_a_notice_and_is_kept_until_a_setting_changes(raw):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    app = app_with_saved_settings()
    assert app.settings.notice and app.settings.fullscreen is False
    menu = MenuScene(app)
    app.push(menu)
    assert "settings" in menu.status.lower() and "damaged" in menu.status.lower()
    assert len(menu._status_lines) >= 1
    # starting and leaving a game, resizing and closing write nothing over it
    click(app, menu.start_button.rect.center)
    assert isinstance(app.scenes[0], PlayScene)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700))
    settle(app)
    app.close()
    assert path.read_bytes() == raw
    # a setting changed by the person replaces it with a good file
    app = app_with_saved_settings()
    app.push(MenuScene(app))
    panel = open_settings(app)
    click(app, panel.sound.rect.center)
    assert app.settings.sound is False
    assert Settings.load().sound is False and not Settings.load().notice
    app.close()


def test_a_folder_in_the_way_is_a_notice_not_a_crash():
    settings_path().mkdir(parents=True)
    app = app_with_saved_settings()
    app.push(MenuScene(app))
    assert app.settings.notice
    app.set_sound(False)  # cannot be written: still no crash
    app.close()


def test_settings_by_clicks_and_keys_are_remembered_for_the_next_run():
    app = app_with_saved_settings()
    app.push(MenuScene(app))
    panel = open_settings(app)
    click(app, panel.anim.rect.center)  # on -> off
    click(app, panel.volume.rect.center, button=3)  # 70% -> 60%
    click(app, panel.text.rect.center)  # 100% -> 125%
    normal = app.theme.px["normal"]
    assert app.settings.text_scale == 1.25
    click(app, panel.text.rect.center)  # -> 150%
    assert app.theme.px["normal"] > normal
    assert app.sounds.volume == pytest.approx(0.6)
    key(app, pygame.K_m)  # mute from the settings overlay too
    assert app.settings.sound is False and panel.sound.value == "off"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    assert app.top.anim_choice.value == "off"
    app.close()
    saved = Settings.load()
    assert (saved.animations, saved.volume, saved.text_scale, saved.sound) == (
        False,
        0.6,
        1.5,
        False,
    )
    again = app_with_saved_settings()
    assert again.theme.text_scale == 1.5 and again.settings.animations is False
    menu = MenuScene(again)
    again.push(menu)
    assert menu.anim_choice.value == "off"
    again.close()


def test_full_screen_by_f11_and_by_the_setting_scales_every_scene():
    app = app_with_saved_settings((900, 600))
    menu = MenuScene(app)
    app.push(menu)
    key(app, pygame.K_F11)
    assert app.fullscreen and app.settings.fullscreen
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.size == (max(800, desktop[0]), max(560, desktop[1]))
    assert menu.quit_button.rect.bottom <= app.size[1]
    assert app.theme.height == app.size[1]
    assert Settings.load().fullscreen is True
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.size == (900, 600)
    panel = open_settings(app)
    click(app, panel.fullscreen.rect.center)
    assert app.fullscreen and panel.fullscreen.value == "on"
    assert panel.box.right <= app.size[0] and panel.box.bottom <= app.size[1]
    click(app, panel.fullscreen.rect.center)
    assert not app.fullscreen
    app.close()
    assert Settings.load().fullscreen is False


def test_the_window_size_is_remembered():
    app = app_with_saved_settings()
    app.push(MenuScene(app))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=700))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=640, h=420))  # too small
    settle(app)
    assert app.size == (800, 560)
    app.close()
    assert Settings.load().window == (800, 560)
    again = App(None, headless=True, settings=Settings.load())
    assert again.size == (800, 560)
    again.close()


def test_each_game_remembers_its_last_names_and_seats():
    app = app_with_saved_settings()
    menu = MenuScene(app)
    app.push(menu)
    click(app, next(b for b in menu.game_buttons if b.id == "titicaca").rect.center)
    click(app, menu.players_choice.rect.center)  # 2 -> 3
    menu.name_fields[0].text = "Quilla"
    click(app, menu.seat_choices[2].rect.center)  # person -> bot
    kinds = [c.value for c in menu.seat_choices[:3]]
    click(app, menu.start_button.rect.center)
    assert isinstance(app.scenes[0], PlayScene)
    app.close()
    again = app_with_saved_settings()
    menu = MenuScene(again, game="titicaca")
    again.push(menu)
    assert menu.players() == 3 and menu.name_fields[0].text == "Quilla"
    assert [c.value for c in menu.seat_choices[:3]] == kinds and kinds[2] != kinds[0]
    # another game keeps its own
    click(again, next(b for b in menu.game_buttons if b.id == "titania").rect.center)
    assert menu.spec.name == "titania"
    again.close()
