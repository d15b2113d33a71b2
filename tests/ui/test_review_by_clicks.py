"""Review by clicks: a person plays Titicaca against the hard bot by clicks, opens Review on the
results screen, watches it judge (a progress bar, on a worker thread), sees the graph and their
costly decisions, and clicks one to land in the replay at that moment with the better move shown.
The thinking is cut (same search, fewer iterations) so the test takes seconds."""

from __future__ import annotations

import random
import time

import pygame

from boardgames.ai import Budget
from boardgames.ai.common import Budget as CommonBudget
from boardgames.core.match import HUMAN, Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.games.tiwanaku.pachamama_actions import Commit, Hint
from boardgames.review import stored
from boardgames.ui import theme as th
from boardgames.ui.scenes import review as review_scene
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.scenes.replay import ReplayScene
from boardgames.ui.scenes.results import ResultsScene
from boardgames.ui.scenes.review import ReviewScene
from tests.ui.helpers import click, key, new_app, settle
from tests.ui.test_titicaca_by_clicks import play_to_results

QUICK = Budget(iterations=40)  # no clock: the same game under any load (CI failed on a loaded run)


def finished_by_clicks(monkeypatch):
    monkeypatch.setattr("boardgames.ai.HARD_BUDGET", QUICK)
    # One process: a worker late past its grace (a loaded machine) would change the bot's move and
    # so the game the review judges.
    monkeypatch.setattr("boardgames.ui.bot_turn.PROCESSES", 1)
    app = new_app()
    app.settings.animations = False
    params = Params(players=2, names=("Ana", "Ben"), options={})
    match = Match(rules("titicaca"), params, seed=8, seats=[HUMAN, "bot:hard"])
    scene = PlayScene(app, spec("titicaca"), match, autosave=False)
    app.push(scene)
    assert play_to_results(app, scene, random.Random(8)) > 10
    assert isinstance(app.top, ResultsScene)
    return app, match


def wait_for_review(app, scene: ReviewScene, limit: float = 120.0) -> list[int]:
    seen: list[int] = []
    end = time.monotonic() + limit
    while scene.review is None and not scene.error and time.monotonic() < end:
        time.sleep(0.02)
        settle(app, 1)
        seen.append(scene.done)
    settle(app, 2)
    assert scene.review is not None, scene.error or "the review never came"
    return seen


def test_a_person_reviews_their_game_and_jumps_to_a_costly_decision(monkeypatch):
    monkeypatch.setattr(review_scene, "BUDGET", CommonBudget(iterations=40))
    monkeypatch.setattr(review_scene, "PROCESSES", 1)
    monkeypatch.setattr(review_scene, "WORLDS", 8)
    app, match = finished_by_clicks(monkeypatch)
    results = app.top
    review_button = next(b for b in results.buttons if b.id == "review")
    click(app, review_button.rect.center)
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.working
    progress = wait_for_review(app, scene)
    assert max(progress) > 0, "the progress bar moved while it judged"
    review = scene.review
    # the graph: a point per judged decision, each player's line in their colour
    assert len(review.decisions) > 20
    pixels = {
        tuple(app.screen.get_at((x, y)))[:3]
        for x in range(scene.graph.left, scene.graph.right, 3)
        for y in range(scene.graph.top, scene.graph.bottom, 3)
    }
    assert th.player_style(0).color in pixels and th.player_style(1).color in pixels
    assert len(review.turning_points()) == 3
    # the person (seat 0, playing at random) is shown first, with their costly decisions
    assert scene.seat == 0 and scene.rows, "Ana's costly decisions are listed"
    _rect, index, lines = scene.rows[0]
    decision = next(d for d in review.decisions if d.index == index)
    assert decision.seat == 0 and decision.costly
    assert lines[1].startswith("Ana: ") and "=" not in " ".join(lines)
    # kept with the match: a second look is instant
    assert stored(match) is not None
    # the other player's tab
    click(app, scene.seat_buttons[1].rect.center)
    assert scene.seat == 1
    click(app, scene.seat_buttons[0].rect.center)
    # a click on the costliest decision opens the replay there, the better move shown
    click(app, scene.rows[0][0].center)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert replay.index == index and replay.copy.cursor == index
    assert replay.caption == f"Move {index + 1}: {decision.why}"
    assert replay.better is not None and replay.better.encode() == decision.judgment.best
    # stepping on leaves the moment, its line and its marks
    key(app, pygame.K_RIGHT)
    assert replay.index == index + 1 and replay.caption != f"Move {index + 1}: {decision.why}"
    assert replay.better_marks() == []
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    key(app, pygame.K_ESCAPE)
    assert app.top is results
    # again: the stored review shows at once, no thinking
    click(app, review_button.rect.center)
    again = app.top
    assert isinstance(again, ReviewScene) and again.review is not None and again.thread is None
    key(app, pygame.K_ESCAPE)
    # the replay of the whole game offers the review too
    click(app, next(b for b in results.buttons if b.id == "replay").rect.center)
    whole = app.top
    assert isinstance(whole, ReplayScene) and whole.better_marks() == []
    click(app, next(b for b in whole.buttons if b.id == "review").rect.center)
    assert isinstance(app.top, ReviewScene) and app.top.review is not None
    app.close()


def test_cancel_stops_the_review(monkeypatch):
    monkeypatch.setattr(review_scene, "BUDGET", CommonBudget(iterations=400))
    monkeypatch.setattr(review_scene, "PROCESSES", 1)
    app, match = finished_by_clicks(monkeypatch)
    results = app.top
    key(app, pygame.K_r)
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.working
    settle(app, 2)
    click(app, scene.cancel_button.rect.center)
    assert app.top is results
    scene.thread.join(timeout=10)
    assert not scene.thread.is_alive(), "the worker stopped"
    assert scene.review is None and stored(match) is None
    app.close()


def puzzle_with_a_hint_and_a_mistake() -> Match:
    """A Pachamama puzzle solved by commits in reading order (many of them guesses), after a
    hint and one wrong commit."""
    params = Params(players=1, options={"size": "5x5", "difficulty": "medium", "source": "random"})
    match = Match(rules("pachamama"), params, 5, [HUMAN])
    land = match.state.land
    match.apply(0, Hint())
    cells = [c for c in land.cells() if c not in match.state.placed]
    first = cells[0]
    match.apply(0, Commit(first, 1 if land.crop_at(first) != 1 else 2))
    for cell in cells:
        match.apply(0, Commit(cell, land.crop_at(cell)))
    assert match.is_over
    match.extras["elapsed"] = 200.0
    return match


def test_the_puzzle_is_reviewed_against_the_solver():
    app = new_app()
    match = puzzle_with_a_hint_and_a_mistake()
    app.push(app.make("results", spec("pachamama"), match))
    results = app.top
    click(app, next(b for b in results.buttons if b.id == "review").rect.center)
    scene = app.top
    assert isinstance(scene, ReviewScene)
    wait_for_review(app, scene, 10.0)
    review = scene.review
    assert review.solo and review.par() == 100
    assert review.total_loss(0) == 15  # a mistake (10) and a hint (5): where 85 came from
    # the mistake first (the costliest), said in the puzzle's words with the solver's step
    _rect, index, lines = scene.rows[0]
    assert index == 1 and "cost 10 points" in " ".join(lines)
    assert "the sure step was" in " ".join(lines)
    assert any(d.luck for d in review.decisions), "right guesses are luck, not skill"
    # the replay at the mistake rings the solver's step on the board
    click(app, scene.rows[0][0].center)
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.index == 1
    assert replay.better is not None and len(replay.better_marks()) == 1
    app.close()
