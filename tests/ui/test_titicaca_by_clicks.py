"""Whole Titicaca games played by mouse clicks on the real scene stack, menu to results.

Each step the test picks a random legal action for the seat on screen and performs it the way a
person would: -/+ and "Bid N" (or "Pass") for a secret bid, a click on a free field for the house,
a click on a land (or "Join two lands" and two lands) to join, "Temple +v" and a field for a
temple, "End turn". Hand-off screens are clicked through. Every action must advance the match by
exactly that action.
"""

from __future__ import annotations

import random

import pygame

from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.games.titicaca.actions import (
    Bid,
    BuildTemple,
    EndTurn,
    JoinLands,
    JoinNew,
    PlaceHouse,
)
from boardgames.games.titicaca.view import Banner
from boardgames.ui.app import App
from boardgames.ui.scenes.handoff import HandoffScene
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.scenes.results import ResultsScene
from tests.ui.helpers import button, click, key, new_app, settle


def press(app: App, scene: PlayScene, button_id: str) -> None:
    b = button(scene, button_id)
    assert b.enabled, f"button {button_id!r} is disabled"
    click(app, b.rect.center)


def bid(app: App, scene: PlayScene, value: int) -> None:
    if value == 0:
        press(app, scene, "pass")
        return
    controller = scene.controller
    while controller.amount != value:
        diff = value - controller.amount
        step = (
            "plus5" if diff >= 5 else "plus1" if diff > 0 else "minus5" if diff <= -5 else "minus1"
        )
        press(app, scene, step)
    assert button(scene, "bid").label == f"Bid {value}"
    press(app, scene, "bid")


def perform(app: App, scene: PlayScene, action) -> None:
    board = scene.controller.board
    if isinstance(action, Bid):
        bid(app, scene, action.value)
    elif isinstance(action, PlaceHouse):
        click(app, board.center(action.field))
    elif isinstance(action, JoinNew):
        press(app, scene, "join")
        click(app, board.center(action.land))
    elif isinstance(action, JoinLands):
        press(app, scene, "merge")
        click(app, board.center(action.a))
        click(app, board.center(action.b))
    elif isinstance(action, BuildTemple):
        press(app, scene, f"temple:{action.value}")
        click(app, board.center(action.field))
    elif isinstance(action, EndTurn):
        press(app, scene, "end")
    else:
        raise AssertionError(action)


def play_to_results(app: App, scene: PlayScene, rng: random.Random) -> int:
    """Click through a whole game; returns the number of actions people played."""
    match = scene.match
    played = 0
    for _ in range(5000):
        settle(app, 1)
        top = app.top
        if isinstance(top, ResultsScene):
            return played
        if isinstance(top, HandoffScene):
            click(app, (app.size[0] // 2, app.size[1] // 2))
            continue
        seat = scene.controller.seat
        if seat is None:  # bots are thinking
            continue
        assert seat in match.to_act()
        assert not match.is_bot(seat)
        before = match.cursor
        action = rng.choice(match.legal_actions(seat))
        perform(app, scene, action)
        # Bots may bid in the same frames (bids are simultaneous), so look at this seat's steps.
        mine = [step for step in match.steps[before : match.cursor] if step.seat == seat]
        assert [step.text for step in mine] == [action.encode()], (
            f"clicks for {action.encode()} did not play exactly it: {scene.status}"
        )
        if all(not match.is_bot(s) for s in range(match.params.players)):
            assert match.cursor == before + 1
        played += 1
    raise AssertionError("the game did not end")


def start_from_menu(app: App, players: int, seed: int, bots: int = 0) -> PlayScene:
    menu = MenuScene(app)
    app.push(menu)
    click(app, next(b for b in menu.game_buttons if b.id == "titicaca").rect.center)
    assert menu.spec.name == "titicaca"
    menu.anim_choice.set("off")
    menu.seed_field.text = str(seed)
    while menu.players_choice.value != str(players):
        click(app, menu.players_choice.rect.center)
    for i in range(players - bots, players):
        click(app, menu.seat_choices[i].rect.center)
        assert menu.seat_choices[i].value == "easy bot"  # the first level after person: easy
    click(app, menu.start_button.rect.center)
    scene = app.scenes[0]  # the hand-off screen may already be on top of it
    assert isinstance(scene, PlayScene)
    assert scene.spec.name == "titicaca"
    return scene


def test_two_people_play_titicaca_from_menu_to_results():
    app = new_app()
    scene = start_from_menu(app, players=2, seed=11)
    played = play_to_results(app, scene, random.Random(11))
    assert played > 20
    outcome = app.top.outcome
    assert len(outcome.scores) == 2
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_five_seats_with_three_bots_play_to_results():
    app = new_app()
    scene = start_from_menu(app, players=5, seed=4, bots=3)
    played = play_to_results(app, scene, random.Random(4))
    assert played > 5
    assert len(app.top.outcome.scores) == 5
    # Only the two people ever acted through clicks; bots played the rest.
    assert {s.seat for s in scene.match.steps} >= {0, 1}


def test_three_and_four_people_reach_the_results():
    for players in (3, 4):
        app = new_app()
        scene = start_from_menu(app, players=players, seed=20 + players, bots=players - 2)
        play_to_results(app, scene, random.Random(players))
        assert len(app.top.outcome.scores) == players


def _scene(players: int = 2, seed: int = 3) -> tuple[App, PlayScene, Match]:
    app = new_app()
    app.settings.animations = False
    match = Match(rules("titicaca"), Params(players=players), seed=seed)
    scene = PlayScene(app, spec("titicaca"), match, autosave=False)
    app.push(scene)
    settle(app)
    if isinstance(app.top, HandoffScene):
        click(app, (640, 400))
    return app, scene, match


def test_illegal_clicks_change_nothing_and_say_why():
    app, scene, match = _scene()
    controller = scene.controller
    assert controller.seat is not None
    # Bidding: a click on the board is refused with a reason.
    field = next(iter(controller.field_type))
    click(app, controller.board.center(field))
    assert match.cursor == 0
    assert scene.status_bad and "weapons" in scene.status
    # Both bid, then the first player clicks a field that is not at this round's lake.
    while match.state.phase == "bid":
        if isinstance(app.top, HandoffScene):
            click(app, (640, 400))
            continue
        bid(app, scene, 2)
        settle(app)
    if isinstance(app.top, HandoffScene):
        click(app, (640, 400))
    settle(app)
    assert controller.seat is not None and match.state.phase == "place"
    before = match.cursor
    outside = next(f for f in controller.field_type if f not in controller.targets())
    click(app, controller.board.center(outside))
    assert match.cursor == before
    assert scene.status_bad
    assert "lake" in scene.status or "taken" in scene.status
    # A lake is no field for a house.
    lake = next(iter(controller.lake_at))
    click(app, controller.board.center(lake))
    assert match.cursor == before
    assert scene.status == "Houses go on land fields."


def test_bid_picker_stays_within_the_weapons():
    app, scene, match = _scene()
    controller = scene.controller
    weapons = controller.state.weapons[controller.seat]
    for _ in range(weapons // 5 + 3):
        press_if = button(scene, "plus5")
        if not press_if.enabled:
            break
        click(app, press_if.rect.center)
    assert controller.amount == weapons
    assert not button(scene, "plus1").enabled
    key(app, pygame.K_DOWN)
    assert controller.amount == weapons - 1
    assert match.cursor == 0


def test_hover_shows_a_land_preview_and_other_temples_stay_hidden():
    app, scene, match = _scene(players=3, seed=8)
    rng = random.Random(8)
    # Play (without the UI) until someone has a land and a face-down temple on the board.
    while not (match.state.temples and match.state.phase == "bid"):
        seat = match.to_act()[0]
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    scene.sync()
    controller = scene.controller
    temple = match.state.temples[0]
    lines = [line.text for line in controller._tip_lines(temple.field)]
    assert lines[0].startswith("Land of")
    assert any(line.startswith("Scored now") for line in lines)
    # The temple's value is secret to everyone but its owner (and nobody looks while handing off).
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION,
            pos=tuple(int(v) for v in controller.board.center(temple.field)),
            rel=(0, 0),
            buttons=(0, 0, 0),
        )
    )
    settle(app)
    for t in controller.state.temples:
        if t.seat != controller.viewer and not t.face_up:
            assert t.value == 0


def test_bids_are_revealed_on_the_public_board_before_the_hand_off():
    app = new_app()
    app.settings.animations = True
    match = Match(rules("titicaca"), Params(players=2), seed=3)
    scene = PlayScene(app, spec("titicaca"), match, autosave=False)
    app.push(scene)
    for value in (5, 1):  # the first bidder plays first, so the board goes back behind a hand-off
        settle(app)
        assert isinstance(app.top, HandoffScene)
        click(app, (640, 400))
        bid(app, scene, value)
    # Everyone at the table watches the reveal on the public board (no seat's secrets shown) ...
    assert scene.viewer is None and scene.handoff_pending
    assert any(isinstance(a, Banner) for a in scene.animator.running)
    assert all(t.value == 0 or t.face_up for t in scene.controller.state.temples)
    # ... and only then is the screen passed to the first player.
    for _ in range(600):
        if isinstance(app.top, HandoffScene):
            break
        settle(app, 1)
    assert isinstance(app.top, HandoffScene) and not scene.animator.busy
    click(app, (640, 400))
    assert scene.controller.seat == 0
