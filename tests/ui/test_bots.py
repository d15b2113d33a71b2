"""Bots take their turns on a worker thread while the scene keeps drawing, up to the results."""

from __future__ import annotations

from boardgames.core.match import BOT_RANDOM, HUMAN, Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.scenes.results import ResultsScene
from tests.ui.helpers import new_app, settle


def test_bots_play_a_whole_game_without_blocking_frames():
    app = new_app()
    app.settings.animations = False
    params = Params(players=3, names=("A", "B", "C"), options={"board": "5x5"})
    match = Match(rules("tiwanaku"), params, seed=8, seats=[BOT_RANDOM] * 3)
    app.push(PlayScene(app, spec("tiwanaku"), match))
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            break
        settle(app, 1)
    assert isinstance(app.top, ResultsScene)
    assert match.is_over and len(match.steps) > 20


def test_a_bot_waits_for_the_person_before_it():
    app = new_app()
    app.settings.animations = False
    params = Params(players=2, names=("A", "B"), options={"board": "5x5"})
    match = Match(rules("tiwanaku"), params, seed=8, seats=[HUMAN, BOT_RANDOM])
    scene = PlayScene(app, spec("tiwanaku"), match)
    app.push(scene)
    settle(app, 30)
    assert match.cursor == 0, "the bot must not move for the person"
    assert scene.controller.seat == 0
