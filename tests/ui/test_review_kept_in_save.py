"""A review is kept in the save file its game came from, the way a player would notice: open a
saved finished game from the menu, review it, quit the app; start it again, open the same save,
press Review: the review is there at once, nothing judged again. A save made mid-game (another
point of the game) is never overwritten by a review."""

from __future__ import annotations

import json

import pygame

from boardgames.ai.common import Budget
from boardgames.core import savefile
from boardgames.core.match import BOT_RANDOM
from boardgames.review import review_match, store, write_back
from boardgames.ui.scenes import review as review_scene
from boardgames.ui.scenes.menu import MenuScene, saves_dir
from boardgames.ui.scenes.results import ResultsScene
from boardgames.ui.scenes.review import ReviewScene
from tests.review.helpers import bot_match
from tests.ui.helpers import click, key, new_app, settle
from tests.ui.test_review_by_clicks import wait_for_review


def open_save_from_menu(path) -> tuple[object, ResultsScene]:
    """Start the app, click the saved game in the menu: a finished game lands on its results."""
    app = new_app()
    app.settings.animations = False
    menu = app.make("menu")
    app.push(menu)
    settle(app, 2)
    assert isinstance(menu, MenuScene)
    button = next(b for b, p in menu.save_buttons if p == path)
    click(app, button.rect.center)
    settle(app, 5)
    assert isinstance(app.top, ResultsScene), type(app.top).__name__
    return app, app.top


def test_a_review_is_in_the_save_when_it_is_opened_again(monkeypatch):
    monkeypatch.setattr(review_scene, "BUDGET", Budget(iterations=30))
    monkeypatch.setattr(review_scene, "PROCESSES", 1)
    monkeypatch.setattr(review_scene, "WORLDS", 6)
    match = bot_match("tiwanaku", 3, ("bot:hard", BOT_RANDOM), Budget(iterations=30))
    path = saves_dir() / "tiwanaku-20261205-090000.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    savefile.save(match, path)
    assert "review" not in json.loads(path.read_text())["extras"]

    app, results = open_save_from_menu(path)
    click(app, next(b for b in results.buttons if b.id == "review").rect.center)
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.working, "the first look thinks"
    wait_for_review(app, scene)
    assert scene.kept.startswith("Kept in"), scene.kept
    assert "review" in json.loads(path.read_text())["extras"], "written to the save at once"
    decisions = len(scene.review.decisions)
    key(app, pygame.K_ESCAPE)
    app.close()  # quit

    app, results = open_save_from_menu(path)
    click(app, next(b for b in results.buttons if b.id == "review").rect.center)
    again = app.top
    assert isinstance(again, ReviewScene)
    assert again.review is not None and again.thread is None, "instant: nothing judged"
    assert len(again.review.decisions) == decisions
    settle(app, 2)
    assert again.rows or again.review.costliest(again.seat) == []
    app.close()


def test_a_mid_game_save_is_left_as_it_was(tmp_path):
    match = bot_match("tiwanaku", 4, ("bot:hard", BOT_RANDOM), Budget(iterations=20))
    path = tmp_path / "mid.json"
    savefile.save(match, path)
    data = json.loads(path.read_text())
    data["actions"] = data["actions"][:10]  # the file holds an earlier point of the game
    path.write_text(json.dumps(data))
    before = path.read_text()
    assert savefile.file_of(match) == path  # saved there: its review would go back there
    review = review_match(match, budget=Budget(iterations=10), processes=1, worlds=3)
    store(match, review)
    assert write_back(match) == ""
    assert path.read_text() == before
