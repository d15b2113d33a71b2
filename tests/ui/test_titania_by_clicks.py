"""A whole Titania game played by mouse clicks on the real scene stack, menu to results.

Each step the test picks a random legal action and performs it the way a person would: a card in
the hand and then a glowing space (with the colour button first for a two-coloured card), a glowing
tower space and then the tower's colour when the space shows several, a shell colour button, or a
button to draw, end the turn, keep sea stars, finish building or discard. The hand-off screen
between two people's turns is clicked through.
"""

from __future__ import annotations

import random

import pygame

from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.games.titania import queries
from boardgames.games.titania.actions import (
    ACTION_CLASSES,
    Build,
    ChooseShells,
    Discard,
    DrawCards,
    EndTurn,
    FinishBuilding,
    KeepSeaStars,
    OccupyTower,
    PlaceExtraShip,
    PlayCard,
)
from boardgames.games.titania.components import card_colours
from boardgames.ui.scenes.handoff import HandoffScene
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.scenes.results import ResultsScene
from tests.ui.helpers import button, click, key, new_app, settle


def has_button(scene: PlayScene, button_id: str) -> bool:
    return any(b.id == button_id for b in scene.controller.buttons())


def card_button(scene: PlayScene, card: str):
    for b in scene.controller.buttons():
        if b.id.startswith("card:") and getattr(b, "card", None) == card:
            return b
    raise AssertionError(f"no {card} card in the hand")


def press(app, scene: PlayScene, button_id: str) -> None:
    click(app, button(scene, button_id).rect.center)


def perform(app, scene: PlayScene, action) -> None:
    board = scene.controller.board
    if isinstance(action, PlayCard):
        click(app, card_button(scene, action.card).rect.center)
        if len(card_colours(action.card)) == 2:
            press(app, scene, f"colour:{action.colour}")
        click(app, board.center(action.at))
    elif isinstance(action, PlaceExtraShip | OccupyTower):
        click(app, board.center(action.at))
    elif isinstance(action, Build):
        click(app, board.center(action.at))
        if has_button(scene, f"build:{action.colour}"):
            press(app, scene, f"build:{action.colour}")
    elif isinstance(action, ChooseShells):
        press(app, scene, f"shells:{action.colour}")
    elif isinstance(action, Discard):
        click(app, card_button(scene, action.card).rect.center)
        press(app, scene, "discard")
    else:
        ids = {DrawCards: "draw", EndTurn: "end", KeepSeaStars: "keep", FinishBuilding: "finish"}
        press(app, scene, ids[type(action)])


def test_play_two_player_titania_from_menu_to_results():
    app = new_app()
    app.settings.animations = False
    menu = MenuScene(app)
    app.push(menu)
    click(app, next(b for b in menu.game_buttons if b.id == "titania").rect.center)
    assert menu.spec.name == "titania"
    menu.anim_choice.set("off")
    menu.seed_field.text = "31"  # this seed's random game uses every kind of action
    while menu.players_choice.value != "2":
        click(app, menu.players_choice.rect.center)
    click(app, menu.start_button.rect.center)
    assert isinstance(app.top, HandoffScene)  # hands are private: first the hand-off screen
    scene = app.scenes[0]
    assert isinstance(scene, PlayScene)
    match = scene.match
    rng = random.Random(31)
    handoffs = 0
    kinds: set[str] = set()
    for _ in range(3000):
        settle(app, 1)
        if isinstance(app.top, ResultsScene):
            break
        if isinstance(app.top, HandoffScene):
            handoffs += 1
            click(app, (640, 400))
            continue
        seat = match.to_act()[0]
        assert scene.controller.seat == seat
        before = match.cursor
        action = rng.choice(match.legal_actions(seat))
        perform(app, scene, action)
        assert match.cursor == before + 1, (
            f"clicks for {action.encode()} did not play it: {scene.status}"
        )
        assert match.steps[-1].text == action.encode()
        kinds.add(action.kind)
    assert isinstance(app.top, ResultsScene)
    assert handoffs > 10
    assert kinds == {cls.kind for cls in ACTION_CLASSES}
    outcome = app.top.outcome
    assert len(outcome.scores) == 2
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def start_scene(seed: int = 3) -> tuple:
    app = new_app()
    app.settings.animations = False
    match = Match(rules("titania"), Params(players=2), seed=seed)
    scene = PlayScene(app, spec("titania"), match, autosave=False)
    app.push(scene)
    settle(app)
    assert isinstance(app.top, HandoffScene)  # hands are private: the screen is handed over
    click(app, (640, 400))
    assert app.top is scene and scene.controller.seat == 0
    return app, scene, match


def test_illegal_click_changes_nothing_and_says_why():
    app, scene, match = start_scene()
    controller = scene.controller
    state = match.view(0)
    card = state.players[0].hand[0]
    colour = card_colours(card)[0]
    click(app, card_button(scene, card).rect.center)
    assert controller.card == card and controller.targets()
    tower = next(s.at for s in state.layout.spaces if s.kind == "tower")
    click(app, controller.board.center(tower))
    assert match.cursor == 0
    assert scene.status_bad
    assert scene.status == queries.placement_reason(state, 0, colour, tower)
    assert scene.status == "Ships never go on a tower space."
    # a space too far from any ship of the card's colours
    far = next(
        s.at for s in state.layout.spaces if s.kind == "point" and s.at not in controller.targets()
    )
    click(app, controller.board.center(far))
    assert match.cursor == 0 and scene.status_bad
    assert "must touch" in scene.status


def test_joker_colour_can_be_chosen_after_clicking_a_space_both_fit():
    titania = rules("titania")
    layout = titania.load_layout(Params(players=2))
    seed = next(
        n
        for n in range(1, 200)
        if any("/" in c for c in titania.setup(Params(players=2), layout, n).players[0].hand)
    )
    app, scene, match = start_scene(seed)
    controller = scene.controller
    state = match.view(0)
    joker = next(c for c in state.players[0].hand if "/" in c)
    a, b = card_colours(joker)
    both = queries.legal_spaces(state, 0, joker, a) & queries.legal_spaces(state, 0, joker, b)
    assert both  # at the start both colours touch the castle's fog spaces
    card = card_button(scene, joker)
    click(app, card.rect.center)
    assert controller.targets() == set(queries.legal_spaces(state, 0, joker))
    # clicking a half of the selected card picks that colour; a right click drops the card
    click(app, (card.rect.x + 3, card.rect.centery))
    assert controller.colour == a
    assert controller.targets() == set(queries.legal_spaces(state, 0, joker, a))
    click(app, controller.board.center(sorted(both)[0]), button=3)
    assert controller.card is None and match.cursor == 0
    click(app, card.rect.center)
    cell = sorted(both)[0]
    click(app, controller.board.center(cell))
    assert match.cursor == 0 and controller.spot == cell
    press(app, scene, f"colour:{b}")
    assert match.cursor == 1
    assert match.steps[-1].text == PlayCard(joker, b, cell).encode()


def test_keys_pick_a_card_and_draw():
    app = new_app()
    app.settings.animations = False
    match = Match(rules("titania"), Params(players=2), seed=4)
    scene = PlayScene(app, spec("titania"), match, autosave=False)
    app.push(scene)
    settle(app)
    if isinstance(app.top, HandoffScene):
        click(app, (640, 400))
    assert scene.controller.seat == 0
    key(app, pygame.K_1)
    assert scene.controller.card_index == 0, "key 1 lifts the first card"
    assert scene.controller.card == scene.controller._hand[0]
    scene.controller.cancel()
    key(app, pygame.K_d)
    assert match.steps[-1].text.startswith("draw"), "D draws three cards"
