"""A broken layout file in the real menu: one readable line, the menu stays, nothing is written.

The app runs headless with ``BOARDGAMES_LAYOUTS`` pointing at a copy of the shipped layouts in which
one file is damaged; the tests click the menu as a person would (pick the game, Start, How to play,
Continue an unfinished game) and read the message line the menu shows.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
import yaml

import boardgames
from boardgames.cli import played_match
from boardgames.core import savefile
from boardgames.ui.scenes.menu import MenuScene
from tests.ui.helpers import click, new_app, settle

SHIPPED = Path(boardgames.__file__).resolve().parents[1] / "layouts"

DAMAGE = {
    "junk": b"\x00\xff\xfe" * 50,
    "latin-1": "name: caf\u00e9\n".encode("latin-1"),
    "python tag": b"board: !!python/object/apply:os.system [echo no]\n",
    "broken YAML": b"board: [1, 2\ncomponents: {\n",
    "a key missing": b"nothing: here\n",
}


@pytest.fixture
def layouts(tmp_path) -> Iterator[Path]:
    """A copy of the shipped layouts that the app reads instead of them."""
    folder = tmp_path / "layouts"
    shutil.copytree(SHIPPED, folder)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("BOARDGAMES_LAYOUTS", str(folder))
        yield folder


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def menu_app(game: str | None = None) -> tuple[object, MenuScene]:
    app = new_app()
    menu = MenuScene(app, game=game)
    app.push(menu)
    settle(app, 2)
    return app, menu


def pick(app, menu: MenuScene, game: str) -> None:
    button = next(b for b in menu.game_buttons if b.id == game)
    click(app, button.rect.center)
    settle(app, 2)
    assert menu.spec.name == game


def shown_line(menu: MenuScene, path: Path) -> str:
    """The menu's message: one line naming the broken file (drawn on at most its lines)."""
    status = menu.status
    assert status.startswith(f"{path}: ") or f"{path}: " in status, status
    assert "\n" not in status and status.isprintable(), status
    return status


@pytest.mark.parametrize(
    ("game", "target"),
    [
        ("tiwanaku", "tiwanaku.yaml"),
        ("titicaca", "titicaca.yaml"),
        ("titania", "titania.yaml"),
        ("cuzco", "cuzco.yaml"),
    ],
)
def test_start_and_help_show_one_line(layouts, game, target):
    path = layouts / target
    app, menu = menu_app()
    pick(app, menu, game)
    for damage in DAMAGE.values():
        path.write_bytes(damage)
        before = snapshot(layouts)
        click(app, menu.start_button.rect.center)  # Start game
        settle(app)
        assert app.top is menu, "the game did not start on a broken layout"
        shown_line(menu, path)
        menu.say("")
        click(app, menu.rules_button.rect.center)  # How to play
        settle(app)
        assert app.top is menu
        shown_line(menu, path)
        menu.say("")
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        pygame.event.post(key)  # Enter starts too
        settle(app)
        assert app.top is menu
        shown_line(menu, path)
        assert snapshot(layouts) == before, "nothing is written to the layouts"
    app.close()


def test_titicaca_fifteen_tiles_broken(layouts):
    path = layouts / "titicaca-15tiles.yaml"
    path.write_bytes(DAMAGE["broken YAML"])
    app, menu = menu_app()
    pick(app, menu, "titicaca")
    edition = next(w for opt, w in menu.option_widgets if opt.key == "edition")
    edition.set("15 tiles")
    menu.resize(app.size)
    click(app, menu.start_button.rect.center)
    settle(app)
    assert app.top is menu
    assert "line 2" in shown_line(menu, path)
    # The 12-tile edition is still fine: the game starts.
    edition.set("12 tiles")
    click(app, menu.start_button.rect.center)
    settle(app)
    assert app.top is not menu
    app.close()


def test_a_broken_scenario_shows_one_line(layouts):
    path = layouts / "tiwanaku-scenarios" / "first-steps.yaml"
    path.write_bytes(b"size: [5, 5]\nterrain: !!binary AAAA\n")
    app, menu = menu_app()
    pick(app, menu, "tiwanaku")
    scenario = next(w for opt, w in menu.option_widgets if opt.key == "scenario")
    scenario.set("first-steps")
    click(app, menu.start_button.rect.center)
    settle(app)
    assert app.top is menu
    assert "terrain: expected a list, got binary data" in shown_line(menu, path)
    app.close()


def test_continue_on_a_layout_broken_since(layouts):
    # A Titania game is autosaved, then its layout file breaks: Continue says so in one line,
    # and neither the autosave nor the layout is touched.
    match = played_match("titania", 2, 5, 12, {})
    slot = savefile.autosave(match)
    path = layouts / "titania.yaml"
    data = yaml.safe_load(path.read_bytes())
    data["bored"] = data.pop("board")
    path.write_text(yaml.safe_dump(data))
    before = snapshot(layouts) | snapshot(savefile.data_dir())
    app, menu = menu_app()
    assert [c.info.path for c in menu.cards] == [slot]
    click(app, menu.cards[0].cont.rect.center)
    settle(app)
    assert app.top is menu
    line = shown_line(menu, path)
    assert "board: expected a value (the key is missing)" in line
    assert snapshot(layouts) | snapshot(savefile.data_dir()) == before
    app.close()


def test_the_menu_opens_on_every_broken_file_at_once(layouts):
    # Every layout broken: the menu still opens, lists the games and switches between them.
    for path in layouts.rglob("*.yaml"):
        path.write_bytes(DAMAGE["junk"])
    app, menu = menu_app()
    for button in menu.game_buttons:
        pick(app, menu, button.id)
    app.close()
