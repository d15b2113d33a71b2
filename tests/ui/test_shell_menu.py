"""The menu's words (issue 13, points 6 and 7): every game by its title, errors wrapped between
words, all four games in the subtitle, and the saves folder shown with a button that opens it."""

from __future__ import annotations

import json
import re

import pygame

from boardgames.cli import played_match
from boardgames.core import savefile
from boardgames.ui.scenes import menu as menu_module
from boardgames.ui.scenes.menu import MenuScene, save_label, saves_dir
from boardgames.ui.theme import Theme
from tests.ui.helpers import click, new_app
from tests.ui.test_shell_fit import Spy

INTERNAL = re.compile(r"\b(tiwanaku|pachamama|titicaca|titania|cuzco)\b")


def test_the_subtitle_names_all_four_games():
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    line = menu.sub[0]
    for title in ("Tiwanaku", "Titicaca", "Titania", "Cuzco"):
        assert title in line
    app.close()


def saved_game(game: str, players: int, actions: int, stamp: str, break_it: bool = False):
    match = played_match(game, players, 1, actions, {})
    data = savefile.to_json(match)
    if break_it:
        data["actions"][2][1] = data["actions"][0][1]  # the same start twice: not legal
    path = saves_dir() / f"{game}-{stamp}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))
    return match, path


def test_games_are_called_by_their_titles_never_their_internal_names(monkeypatch):
    texts: dict[int, str] = {}
    keep = []
    real = Theme.text

    def text(self, t, size="normal", color=(0, 0, 0), bold=False):
        surf = real(self, t, size, color, bold)
        texts[id(surf)] = (t, size)
        keep.append(surf)
        return surf

    monkeypatch.setattr(Theme, "text", text)
    for i, (game, n) in enumerate((("tiwanaku", 2), ("pachamama", 1), ("cuzco", 2))):
        match = played_match(game, n, 1, 4, {})
        savefile.autosave(match)
        saved_game(game, n, 4, f"2025010{i + 1}-12000{i}")
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    assert {c.lines[0] for c in menu.cards} == {"Tiwanaku", "Pachamama puzzle", "Cuzco"}
    labels = sorted(b.label for b, _ in menu.save_buttons)
    assert labels == [
        "Cuzco, 3 Jan 2025 12:00",
        "Pachamama puzzle, 2 Jan 2025 12:00",
        "Tiwanaku, 1 Jan 2025 12:00",
    ]
    surface = Spy(app.size, texts)
    app.screen = surface
    app.draw()
    shown = [t for t, _, _ in surface.blits]
    assert shown and not [t for t in shown if INTERNAL.search(t)]
    app.close()


def test_a_save_that_fails_to_load_is_told_in_whole_words(monkeypatch):
    _, path = saved_game("tiwanaku", 2, 6, "20250101-120000", break_it=True)
    app = new_app()
    app.screen = pygame.display.set_mode((800, 560))
    app.relayout()
    menu = MenuScene(app)
    app.push(menu)
    button = next(b for b, p in menu.save_buttons if p == path)
    click(app, button.rect.center)
    assert app.top is menu
    message = menu.status
    assert message.endswith("is not legal: That starting space is taken.")
    lines = menu._status_lines
    assert len(lines) > 1
    # nothing lost: only a word too long for a line (the file's path) is broken, at a separator
    assert "".join("".join(lines).split()) == "".join(message.split())
    for line in lines:
        assert app.theme.font("normal").size(line)[0] <= menu.left.width
    # every word of the reason is whole on some line
    words = " ".join(lines).split()
    for word in ["is", "not", "legal:", "That", "starting", "space", "is", "taken."]:
        assert word in words
    app.close()


def test_the_saves_folder_is_shown_and_open_folder_opens_it(monkeypatch):
    launched: list[list[str]] = []
    monkeypatch.setattr(menu_module, "_launch", lambda argv: launched.append(argv))
    monkeypatch.setattr(menu_module.sys, "platform", "linux")
    monkeypatch.setattr(menu_module.shutil, "which", lambda name: f"/usr/bin/{name}")
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    line = menu.folder_line[0]
    assert line.startswith("Saves: ") and line.endswith(f"home{'/'}saves")
    assert app.theme.font("small").size(line)[0] <= menu.left.width
    click(app, menu.folder_button.rect.center)
    assert launched == [["xdg-open", str(saves_dir())]]
    assert saves_dir().is_dir() and not menu.status_bad

    def missing(argv):
        raise FileNotFoundError(2, "No such file or directory", argv[0])

    monkeypatch.setattr(menu_module, "_launch", missing)
    click(app, menu.folder_button.rect.center)
    # The folder exists: the message blames the missing opener and gives the path to copy.
    assert menu.status_bad and "No file manager opener (xdg-open)" in menu.status
    assert "No such file" not in menu.status and str(saves_dir()) in menu.status
    monkeypatch.setattr(menu_module.shutil, "which", lambda name: None)
    click(app, menu.folder_button.rect.center)
    assert "No file manager opener (xdg-open)" in menu.status and str(saves_dir()) in menu.status
    assert app.top is menu
    app.close()


def test_an_unknown_file_name_is_shown_as_it_is(tmp_path):
    assert save_label(tmp_path / "my game.json") == "my game"
    assert save_label(tmp_path / "titicaca-notadate.json") == "titicaca-notadate"
    assert save_label(tmp_path / "titania-20260314-093000.json") == "Titania, 14 Mar 2026 09:30"
