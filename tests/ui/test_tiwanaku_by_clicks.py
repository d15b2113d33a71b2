"""A whole Tiwanaku game played by mouse clicks on the real scene stack, menu to results.

Each turn the test picks a random legal action and performs it the way a person would: clicking a
pawn and then its destination, a space and then a crop button, token buttons and then "Offer".
"""

from __future__ import annotations

import random

import pygame

from boardgames.games.tiwanaku.actions import (
    Divine,
    EndDivination,
    EndTurn,
    Enter,
    Move,
    Offer,
    Pass,
)
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.scenes.results import ResultsScene
from tests.ui.helpers import button, click, key, new_app, settle


def perform(app, scene: PlayScene, action) -> None:
    board = scene.controller.board
    if isinstance(action, Move):
        click(app, board.center(action.pawn))
        click(app, board.center(action.to))
    elif isinstance(action, Enter):
        click(app, button(scene, "new").rect.center)
        click(app, board.center(action.to))
    elif isinstance(action, Divine):
        click(app, board.center(action.cell))
        click(app, button(scene, f"crop:{action.crop}").rect.center)
    elif isinstance(action, Offer):
        for v in action.crops:
            click(app, button(scene, f"pick:{v}").rect.center)
        click(app, button(scene, "offer").rect.center)
    elif isinstance(action, EndDivination):
        click(app, button(scene, "stop").rect.center)
    elif isinstance(action, EndTurn):
        click(app, button(scene, "end").rect.center)
    elif isinstance(action, Pass):
        click(app, button(scene, "pass").rect.center)
    else:
        raise AssertionError(action)


def test_play_two_player_tiwanaku_from_menu_to_results():
    app = new_app()
    app.settings.animations = False
    menu = MenuScene(app, game="tiwanaku")
    app.push(menu)
    menu.anim_choice.set("off")
    menu.seed_field.text = "5"
    for opt, widget in menu.option_widgets:
        if opt.key == "board":
            widget.set("5x5")
    while menu.players_choice.value != "2":
        click(app, menu.players_choice.rect.center)
    click(app, menu.start_button.rect.center)
    scene = app.top
    assert isinstance(scene, PlayScene)
    rng = random.Random(5)
    for _ in range(2000):
        settle(app, 1)
        if isinstance(app.top, ResultsScene):
            break
        match = scene.match
        seat = match.to_act()[0]
        assert scene.controller.seat == seat
        before = match.cursor
        action = rng.choice(match.legal_actions(seat))
        perform(app, scene, action)
        assert match.cursor == before + 1, (
            f"clicks for {action.encode()} did not play it: {scene.status}"
        )
        assert match.steps[-1].text == action.encode()
    assert isinstance(app.top, ResultsScene)
    outcome = app.top.outcome
    assert len(outcome.scores) == 2
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_illegal_click_changes_nothing_and_says_why():
    app = new_app()
    from boardgames.core.match import Match
    from boardgames.core.rules import Params
    from boardgames.games import rules, spec

    match = Match(rules("tiwanaku"), Params(players=2, options={"board": "5x5"}), seed=3)
    scene = PlayScene(app, spec("tiwanaku"), match)
    app.push(scene)
    settle(app)
    targets = scene.controller.targets()
    bad = next(c for c in scene.controller.board.cells if c not in targets)
    click(app, scene.controller.board.center(bad))
    assert match.cursor == 0
    assert scene.status and scene.status_bad


def test_autosave_resumes_after_closing_mid_game():
    app = new_app()
    from boardgames.core import savefile
    from boardgames.core.match import Match
    from boardgames.core.rules import Params
    from boardgames.games import find_rules, rules, spec

    match = Match(rules("tiwanaku"), Params(players=2, options={"board": "5x5"}), seed=3)
    scene = PlayScene(app, spec("tiwanaku"), match)
    app.push(scene)
    seat = match.to_act()[0]
    perform(app, scene, match.legal_actions(seat)[0])
    assert match.cursor == 1
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    app.close()
    resumed = savefile.load(savefile.autosave_path(), find_rules)
    assert resumed.state == match.state
    app2 = new_app()
    menu = MenuScene(app2)
    app2.push(menu)
    assert menu.autosave is not None
    click(app2, menu.continue_button.rect.center)
    assert isinstance(app2.top, PlayScene) and app2.top.match.state == match.state


def test_menu_shows_each_games_rules_with_its_assumptions():
    from boardgames.games import REGISTRY
    from boardgames.ui.scenes.help import HelpScene

    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    for game_button in menu.game_buttons:
        click(app, game_button.rect.center)
        click(app, menu.rules_button.rect.center)
        assert isinstance(app.top, HelpScene), game_button.id
        assert "OUR DECISIONS" in app.top.text or "decisions" in app.top.text.lower()
        key(app, pygame.K_ESCAPE)
        assert app.top is menu
    assert len(menu.game_buttons) == len(REGISTRY)
