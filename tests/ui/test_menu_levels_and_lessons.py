"""The menu offers each seat a person or a bot of a level, and a "Learn to play" entry for every
game with a lesson, marked once the lesson was finished."""

from __future__ import annotations

from boardgames.ai import BOT_EASY, BOT_HARD, BOT_MEDIUM
from boardgames.core.match import BOT_RANDOM, HUMAN
from boardgames.ui.scenes.lesson import LessonScene
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.play import PlayScene
from tests.ui.helpers import click, new_app, settle


def menu_for(game: str):
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    click(app, next(b for b in menu.game_buttons if b.id == game).rect.center)
    return app, menu


def test_seats_cycle_through_the_bot_levels_and_the_match_keeps_them():
    app, menu = menu_for("cuzco")
    while menu.players_choice.value != "4":
        click(app, menu.players_choice.rect.center)
    seen = []
    for _ in range(5):
        seen.append(menu.seat_choices[3].value)
        click(app, menu.seat_choices[3].rect.center)
    assert seen == ["person", "easy bot", "medium bot", "hard bot", "random bot"]
    for i, value in enumerate(("easy bot", "medium bot", "hard bot")):
        menu.seat_choices[i + 1].set(value)
    menu.seat_choices[0].set("person")
    click(app, menu.start_button.rect.center)
    scene = app.scenes[0]
    assert isinstance(scene, PlayScene)
    assert scene.match.seats == (HUMAN, BOT_EASY, BOT_MEDIUM, BOT_HARD)
    assert BOT_RANDOM != BOT_EASY


def test_seats_remembered_by_an_older_version_as_bot_come_back_as_the_easy_bot():
    app = new_app()
    app.settings.remember_seats("titicaca", 3, ["Ana", "Ben", "Cy"], ["person", "bot", "hard bot"])
    menu = MenuScene(app, game="titicaca")
    app.push(menu)
    settle(app, 1)
    assert [c.value for c in menu.seat_choices[:3]] == ["person", "easy bot", "hard bot"]


def test_learn_to_play_opens_the_lesson_of_the_selected_game():
    for game in ("cuzco", "titicaca"):
        app, menu = menu_for(game)
        assert menu.has_lesson()
        click(app, menu.learn_button.rect.center)
        settle(app)
        scene = app.scenes[0]
        assert isinstance(scene, LessonScene), game
        assert scene.match.rules.name == game
