"""The results screen for one player: no winner, no bar chart, the time and the best time.

A solved Pachamama puzzle says "Solved in 4:12" with its notes and the best time for that size
and difficulty, which the settings file keeps between runs; a solo Tiwanaku game says its score.
Games of several players keep the winner headline and the bars.
"""

from __future__ import annotations

from boardgames.cli import played_match
from boardgames.core.match import HUMAN, Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.games.tiwanaku.pachamama import Commit
from boardgames.ui.app import App
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.scenes.results import ResultsScene, clock
from boardgames.ui.settings import Settings
from tests.ui.helpers import click, settle


def solved_puzzle(seed: int, seconds: float) -> Match:
    r = rules("pachamama")
    params = Params(players=1, options={"size": "5x5", "difficulty": "easy", "source": "random"})
    match = Match(r, params, seed, [HUMAN])
    land = match.state.land
    for row in range(land.rows):
        for col in range(land.cols):
            if (row, col) not in match.state.placed:
                match.apply(0, Commit((row, col), land.crop_at((row, col))))
    assert match.is_over
    match.extras["elapsed"] = seconds
    return match


def results_of(app: App, match: Match, monkeypatch) -> tuple[ResultsScene, list[int]]:
    bars: list[int] = []
    real = ResultsScene._draw_bars
    monkeypatch.setattr(
        ResultsScene, "_draw_bars", lambda self, *a: (bars.append(1), real(self, *a))
    )
    app.reset(PlayScene(app, spec(match.rules.name), match, autosave=False))
    settle(app)
    scene = app.top
    assert isinstance(scene, ResultsScene)
    return scene, bars


def test_a_solved_puzzle_shows_its_time_and_the_best_time_without_a_winner(monkeypatch):
    app = App((1280, 800), headless=True, settings=Settings.load())
    scene, bars = results_of(app, solved_puzzle(3, 252.4), monkeypatch)
    assert scene.title == "Solved in 4:12"
    assert "win" not in scene.title.lower() and not bars
    lines = " ".join(line for line, _ in scene._notes)
    assert "First time solved at 5x5, easy: 4:12" in lines
    assert app.sounds.played[-1] == "end"
    app.close()
    assert Settings.load().best_times == {"pachamama 5x5 easy": 252.4}

    app = App((800, 560), headless=True, settings=Settings.load())
    scene, bars = results_of(app, solved_puzzle(4, 200.0), monkeypatch)
    assert scene.title == "Solved in 3:20" and not bars
    assert "A new best time for 5x5, easy! (it was 4:12)" in " ".join(t for t, _ in scene._notes)
    app.close()

    app = App((800, 560), headless=True, settings=Settings.load())
    scene, _ = results_of(app, solved_puzzle(5, 3725.0), monkeypatch)
    assert scene.title == "Solved in 1:02:05"
    assert "Best time for 5x5, easy: 3:20" in " ".join(t for t, _ in scene._notes)
    # the screen's buttons still work: back to the menu
    click(app, next(b for b in scene.buttons if b.id == "menu").rect.center)
    assert type(app.top).__name__ == "MenuScene"
    app.close()
    assert Settings.load().best_times == {"pachamama 5x5 easy": 200.0}


def test_a_solo_tiwanaku_game_shows_its_score_not_a_winner(monkeypatch):
    app = App((1280, 800), headless=True)
    match = played_match("tiwanaku", 1, 2, 100000, {})
    scene, bars = results_of(app, match, monkeypatch)
    points = match.outcome().scores[0]
    assert scene.title == f"Tiwanaku: {points} point" + ("" if points == 1 else "s")
    assert not bars and not scene.best_note
    app.draw()
    app.close()


def test_several_players_keep_the_winner_and_the_bars(monkeypatch):
    app = App((1280, 800), headless=True)
    match = played_match("titania", 3, 2, 100000, {})
    scene, bars = results_of(app, match, monkeypatch)
    assert "wins!" in scene.title or "share the victory" in scene.title
    assert bars
    app.close()


def test_clock_words():
    assert clock(0) == "0:00" and clock(59.9) == "0:59" and clock(252) == "4:12"
    assert clock(3600) == "1:00:00"
