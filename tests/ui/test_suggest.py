"""Suggest a move: the hard bot's pick for the person to act, from that person's view only,
marked on the board with one line on what it does, counted in the results.

The whole-game test plays a person against the hard bot by clicks, from the menu to the results,
asking for a suggestion on some turns and playing it. The hard bot's thinking budget is cut
there (same search, fewer iterations) so the test takes seconds, not minutes.
"""

from __future__ import annotations

import random
import time

import pygame
import pytest

from boardgames.ai import BOT_HARD, Budget, choose, make_bot, seen_by
from boardgames.core import savefile
from boardgames.core.match import HUMAN, Match
from boardgames.core.rules import Params
from boardgames.games import find_rules, rules, spec
from boardgames.ui import suggest
from boardgames.ui.scenes.handoff import HandoffScene
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.scenes.results import ResultsScene
from tests.ui.helpers import click, key, new_app, settle
from tests.ui.test_titicaca_by_clicks import perform

QUICK = Budget(iterations=60)  # no clock: the same thinking under any load

GAMES = [
    ("tiwanaku", {"board": "5x5"}),
    ("titicaca", {}),
    ("titania", {}),
    ("cuzco", {}),
]


def wait_for_suggestion(app, scene: PlayScene, limit: float = 30.0) -> None:
    end = time.monotonic() + limit
    settle(app, 1)
    while scene.suggestion is not None and time.monotonic() < end:
        time.sleep(0.01)
        settle(app, 1)
    settle(app, 1)
    assert scene.suggestion is None, "the suggestion never came"


def scene_at_a_person_turn(game: str, options: dict, seed: int = 5):
    app = new_app()
    app.settings.animations = False
    params = Params(players=2, names=("Ana", "Ben"), options=options)
    match = Match(rules(game), params, seed=seed, seats=[HUMAN, BOT_HARD])
    scene = PlayScene(app, spec(game), match)
    app.push(scene)
    for _ in range(2000):
        settle(app, 1)
        if isinstance(app.top, HandoffScene):
            click(app, (app.size[0] // 2, app.size[1] // 2))
        if scene.controller.seat == 0 and app.top is scene:
            return app, scene, match
        time.sleep(0.002)
    raise AssertionError("the person never got a turn")


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[g for g, _ in GAMES])
def test_the_shortcut_gives_a_legal_move_marked_and_explained(game, options, monkeypatch):
    monkeypatch.setattr("boardgames.ai.HARD_BUDGET", QUICK)
    app, scene, match = scene_at_a_person_turn(game, options)
    assert scene._suggest_shown()
    asked: list = []
    real = suggest.choose

    def spy(bot, rules_, view, seat, *rest):
        asked.append(view)
        action = real(bot, rules_, view, seat, *rest)
        asked.append(action)
        return action

    monkeypatch.setattr(suggest, "choose", spy)
    cursor = match.cursor
    seen_before = match.view(0)  # a bot may bid meanwhile (Titicaca's bids are simultaneous)
    key(app, pygame.K_h)
    wait_for_suggestion(app, scene)
    view, action = asked
    assert view in (seen_before, match.view(0)), "the suggestion thinks from the person's view"
    assert action in match.legal_actions(0)
    assert all(s.seat != 0 for s in match.steps[cursor:]), "a suggestion only shows"
    assert scene.status.startswith("Suggested: ") and len(scene.status) > len("Suggested: x")
    assert "=" not in scene.status and action.encode() not in scene.status, scene.status
    assert "next best" in scene.status.lower() or "only move" in scene.status, scene.status
    ids = {b.id for b in scene.controller.buttons()}  # a colour button shows once a card is up
    assert scene.suggested or set(scene.suggested_buttons) & ids, "the move is marked on screen"
    assert suggest.used(match) == [1, 0]


def test_a_suggestion_goes_when_the_person_moves_and_is_counted_in_results(monkeypatch):
    monkeypatch.setattr("boardgames.ai.HARD_BUDGET", QUICK)
    app, scene, match = scene_at_a_person_turn("titicaca", {})
    click(app, scene.suggest_button.rect.center)
    wait_for_suggestion(app, scene)
    assert scene.suggested_action is not None  # it stands while the bot bids meanwhile
    perform(app, scene, match.legal_actions(0)[0])
    assert scene.suggested_action is None and scene.suggested == [] == scene.suggested_buttons
    # The count travels with the save and reaches the results screen.
    loaded = savefile.from_json(savefile.to_json(match), find_rules)
    assert suggest.used(loaded) == [1, 0]
    assert suggest.results_note(loaded) == "Suggestions used: Ana 1"


def test_no_suggestion_for_a_bot_or_in_the_puzzle():
    app = new_app()
    params = Params(players=1, names=("Ana",), options={})
    match = Match(rules("pachamama"), params, seed=3)
    scene = PlayScene(app, spec("pachamama"), match)
    app.push(scene)
    settle(app, 2)
    assert not scene._suggest_shown()
    assert scene.suggest_button not in scene._scene_buttons()


def test_a_damaged_count_in_a_save_reads_as_none():
    match = Match(rules("titicaca"), Params(players=2), seed=1)
    for junk in ("3", [1], [True, -2], None, {"a": 1}):
        match.extras[suggest.USED] = junk
        assert suggest.used(match) == [0, 0]


def test_a_person_plays_the_hard_bot_to_the_end_by_clicks(monkeypatch):
    """From the menu (seat 2 set to "hard bot") to the results screen, every action by clicks;
    every fourth turn of the person plays the suggested move."""
    monkeypatch.setattr("boardgames.ai.HARD_BUDGET", QUICK)
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    click(app, next(b for b in menu.game_buttons if b.id == "titicaca").rect.center)
    menu.anim_choice.set("off")
    menu.seed_field.text = "11"
    while menu.seat_choices[1].value != "hard bot":
        click(app, menu.seat_choices[1].rect.center)
    click(app, menu.start_button.rect.center)
    scene = app.scenes[0]
    assert isinstance(scene, PlayScene) and scene.match.seats[1] == BOT_HARD
    match = scene.match
    rng = random.Random(2)
    turns = followed = 0
    for _ in range(20000):
        settle(app, 1)
        if isinstance(app.top, ResultsScene):
            break
        if isinstance(app.top, HandoffScene):
            click(app, (app.size[0] // 2, app.size[1] // 2))
            continue
        if scene.controller.seat != 0:
            time.sleep(0.002)  # the hard bot is thinking on its worker
            continue
        before = match.cursor
        turns += 1
        if turns % 4 == 1:
            click(app, scene.suggest_button.rect.center)
            wait_for_suggestion(app, scene)
            assert scene.status.startswith("Suggested: "), scene.status
            action = scene.suggested_action
            assert action in match.legal_actions(0)
            followed += 1
        else:
            action = rng.choice(match.legal_actions(0))
        perform(app, scene, action)
        mine = [s.text for s in match.steps[before : match.cursor] if s.seat == 0]
        assert mine == [action.encode()], scene.status
    assert isinstance(app.top, ResultsScene), "the game did not reach the results"
    assert match.is_over and followed >= 3
    wanted = f"Suggestions used: {match.params.name(0)} {followed}"
    assert wanted in app.top.extra_notes, app.top.extra_notes


def _match_after(game: str, options: dict, steps: int, seed: int = 7) -> Match:
    match = Match(rules(game), Params(players=2, names=("Ana", "Ben"), options=options), seed)
    rng = random.Random(steps)
    for _ in range(steps):
        acting = match.to_act()
        if not acting:
            break
        match.apply(acting[0], rng.choice(match.legal_actions(acting[0])))
    return match


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[g for g, _ in GAMES])
def test_the_why_never_shows_an_action_text(game, options):
    """Every legal action's advice is words: no "field=[2,8]" (an action the drawn state cannot
    play, a guess whose outcome the sample would make up)."""
    for steps in (0, 6, 13):
        match = _match_after(game, options, steps)
        seat = match.to_act()[0]
        view, seen = match.view(seat), seen_by(match, seat)
        legal = match.legal_actions(seat)
        ranking = [(a, 10 - i, 0.5) for i, a in enumerate(legal[:2])]
        for action in legal[:12]:
            why = suggest.explain(
                match.rules, view, seat, seen, action, match.names, random.Random(1), ranking
            )
            assert "=" not in why and action.encode() not in why, why
            assert why[0].isupper() and why.endswith("."), why


def test_a_divination_says_how_often_it_is_right_and_what_it_is_worth():
    """Tiwanaku: the guess named in crops and rows/columns from 1, its chance over the lands the
    seat cannot tell apart, its points, and the next best with its points."""
    for steps in range(0, 60):
        match = _match_after("tiwanaku", {"board": "5x5"}, steps)
        acting = match.to_act()
        if not acting:
            continue
        seat = acting[0]
        divines = [a for a in match.legal_actions(seat) if a.kind == "divine"]
        if divines:
            break
    else:
        raise AssertionError("no divination came up")
    action = divines[0]
    view, seen = match.view(seat), seen_by(match, seat)
    ranking = [(action, 30, 0.6), (divines[-1], 20, 0.4)]
    why = suggest.explain(
        match.rules, view, seat, seen, action, match.names, random.Random(2), ranking
    )
    crop = ("potato", "coca", "chili", "corn", "quinoa")[action.crop - 1]
    r, c = action.cell
    assert why.startswith(f"Divine {crop} at row {r + 1}, column {c + 1} ({crop} grows there in")
    assert "that fit" in why and "next best" in why, why


def test_the_why_quotes_the_search_numbers():
    """A real hard-bot decision: its ranking reaches the line (points, or its share of tries)."""
    match = _match_after("titicaca", {}, 30)
    seat = match.to_act()[0]
    view, seen = match.view(seat), seen_by(match, seat)
    bot = make_bot(BOT_HARD, match.rules, seed=1, budget=QUICK)
    action = choose(bot, match.rules, view, seat, seen, 2)
    assert bot.ranking and bot.ranking[0][0] == action
    why = suggest.explain(
        match.rules, view, seat, seen, action, match.names, random.Random(1), bot.ranking
    )
    assert "next best" in why and ("on average" in why or "even on points" in why), why
