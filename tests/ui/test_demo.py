"""Demo mode (issue 12): from the menu by clicks, bots play a game on a loop with a caption under
every move; no autosave, no hand-off, any key back to the menu; the result, then the next game;
all hands on or off; F11 keeps the demo; the demo fits small and large windows."""

from __future__ import annotations

import time

import pygame

from boardgames.ai.random_bot import RandomBot
from boardgames.cli import played_match
from boardgames.core import savefile
from boardgames.games import find_rules
from boardgames.ui.scenes.demo import (
    DemoScene,
    DemoSetup,
    DemoSetupScene,
    action_kind,
    caption_text,
    captions_of,
    public_events,
    rule_name,
)
from boardgames.ui.scenes.handoff import HandoffScene
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.results import ResultsScene
from tests.ui.helpers import click, key, new_app, settle
from tests.ui.test_shell_fit import check, draw, spy  # noqa: F401 (spy is a fixture)


def open_setup(app) -> DemoSetupScene:
    menu = app.top
    assert isinstance(menu, MenuScene)
    click(app, menu.demo_button.rect.center)
    setup = app.top
    assert isinstance(setup, DemoSetupScene)
    return setup


def pick(app, choice, value: str) -> None:
    for _ in range(len(choice.choices)):
        if choice.value == value:
            return
        click(app, choice.rect.center)
    raise AssertionError(f"{value!r} is not among {choice.choices}")


def run_moves(app, scene: DemoScene, moves: int, limit: float = 20.0) -> list[tuple[str, str]]:
    """Step the app until ``moves`` more moves were played; the caption and rule after each."""
    seen: list[tuple[str, str]] = []
    start = len(scene.match.steps)
    deadline = time.perf_counter() + limit
    while len(scene.match.steps) < start + moves:
        assert time.perf_counter() < deadline, f"only {len(seen)} moves in {limit} s"
        before = len(scene.match.steps)
        app.step(1 / 60)
        assert not isinstance(app.top, HandoffScene | ResultsScene)
        assert app.scenes[0] is scene
        if len(scene.match.steps) > before:
            step = scene.match.steps[-1]
            captions = captions_of(scene.match)
            kind = action_kind(scene.match, step)
            shown = caption_text(step, scene.match.names, kind, captions)
            assert scene.caption == shown
            public = public_events(step)
            words = public[-1].describe(scene.match.names) if public else ""
            if not public:
                words = captions.action_words(kind)
            assert words.rstrip(".") in scene.caption, (words, scene.caption)
            assert scene.rule, scene.caption
            seen.append((scene.caption, scene.rule))
        time.sleep(0.005)
    return seen


def no_autosaves() -> None:
    folder = savefile.autosave_dir()
    assert not folder.exists() or not list(folder.glob("*.json"))
    assert savefile.unfinished(find_rules) == []


def test_a_demo_from_the_menu_by_clicks_plays_two_games_with_captions_and_keeps_nothing():
    app = new_app()
    app.push(MenuScene(app))
    settle(app)
    for game, players in (("tiwanaku", "2"), ("titicaca", "3")):
        setup = open_setup(app)
        pick(
            app, setup.game_choice, next(t for t in setup.game_choice.choices if t.lower() == game)
        )
        pick(app, setup.players_choice, players)
        assert setup.level_choice.value == "medium"  # the default pace suits it
        pick(app, setup.level_choice, "easy")  # quick answers keep the test short
        click(app, (setup.pace.track.x, setup.pace.rect.centery))
        assert setup.pace.value == 0.5
        click(app, setup.start_button.rect.center)
        scene = app.scenes[0]
        assert isinstance(scene, DemoScene) and len(app.scenes) == 1
        assert scene.match.rules.name == game
        assert scene.match.params.players == int(players)
        assert scene.match.seats == ("bot:easy",) * int(players)
        assert scene.setup.pace == 0.5
        first = scene.caption
        seen = run_moves(app, scene, 3)
        captions = [first, *(c for c, _ in seen)]
        assert first not in captions[1:] and len(set(captions[1:])) >= 2, captions
        assert scene.viewer is None  # the public view
        no_autosaves()
        key(app, pygame.K_a)
        menu = app.scenes[0]
        assert isinstance(menu, MenuScene) and len(app.scenes) == 1
        assert menu.spec.name == game
        assert menu.cards == []  # not an unfinished game
        no_autosaves()
    app.close()
    no_autosaves()


def test_a_finished_game_shows_its_result_then_the_next_game_starts_with_a_new_seed():
    app = new_app()
    done = played_match("tiwanaku", 2, 3, 100000, {})
    assert done.is_over
    setup = DemoSetup("tiwanaku", 2, level="random", result_seconds=0.5)
    scene = DemoScene(app, setup, match=done)
    app.reset(scene)
    settle(app, 5)
    assert scene.over_at is not None and app.scenes == [scene]
    assert scene.seconds_to_next() == 1
    assert not isinstance(app.top, ResultsScene)
    for _ in range(40):
        app.step(1 / 60)
    fresh = app.scenes[0]
    assert isinstance(fresh, DemoScene) and fresh is not scene and len(app.scenes) == 1
    assert fresh.number == 2 and fresh.setup is setup
    assert fresh.match.seed != done.seed and not fresh.match.steps
    assert "Demo game 2" in fresh.caption
    no_autosaves()
    app.close()


def test_all_hands_shows_the_acting_bots_view_and_only_any_key_but_f11_leaves():
    app = new_app()
    setup = DemoSetup("titania", 3, level="random", pace=0.5)
    scene = DemoScene(app, setup, seed=4)
    app.reset(scene)
    settle(app)
    assert scene.viewer is None
    click(app, scene.hands_button.rect.center)
    assert setup.show_hands and scene.hands_button.label == "All hands: on"
    run_moves(app, scene, 2)
    checked = 0
    for _ in range(60):  # while a bot thinks, the board shows its own view
        app.step(1 / 60)
        if scene.bot is not None:
            assert scene.viewer == scene.bot.seat == scene.match.to_act()[0]
            assert scene.controller.viewer == scene.viewer
            checked += 1
    assert checked
    click(app, scene.hands_button.rect.center)
    assert scene.viewer is None and not setup.show_hands
    # the pace slider: dragged to the far right
    track = scene.pace.track
    click(app, (track.right, track.centery))
    assert setup.pace == 5.0
    key(app, pygame.K_F11)
    assert app.scenes == [scene]
    assert scene.board_rect.width > 0 and scene.caption_rect.bottom <= app.size[1]
    key(app, pygame.K_LSHIFT)
    assert app.scenes == [scene]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes[0], MenuScene)
    assert scene.bot is None
    no_autosaves()
    app.close()


def test_captions_tell_only_what_everyone_saw():
    for game, players in (("titicaca", 3), ("titania", 3), ("cuzco", 2)):
        rules = find_rules(game)
        match = DemoSetup(game, players, level="random").new_match(7)
        bot = RandomBot(7)
        for _ in range(80):
            seat = match.to_act()[0]
            match.apply(seat, bot.choose(rules, match.view(seat), seat))
            step = match.steps[-1]
            kind = action_kind(match, step)
            captions = captions_of(match)
            caption = caption_text(step, match.names, kind, captions)
            assert rule_name(captions, step, kind), (game, step.text)
            for event in step.events:
                if not event.visible(None):
                    assert event.describe(match.names) not in caption, (game, caption)
            if match.is_over:
                break


def test_the_demo_fits_small_and_large_windows(spy):  # noqa: F811 (the fixture)
    texts, _sizes, buttons = spy
    app = new_app()
    app.settings.animations = False
    problems: list[str] = []
    for size, game, players in (((800, 560), "cuzco", 4), ((1920, 1080), "titicaca", 5)):
        app.screen = pygame.Surface(size)
        app.relayout()
        menu = MenuScene(app)
        app.reset(menu)
        title = app.theme.font("huge", True).size("boardgames")
        title_rect = pygame.Rect((int(size[0] * 0.05), int(size[1] * 0.04)), title)
        assert not menu.demo_button.rect.colliderect(title_rect)
        assert not menu.demo_button.rect.colliderect(menu.settings_button.rect)
        assert pygame.Rect((0, 0), size).contains(menu.demo_button.rect)
        text, sub_size, at = menu.sub  # the games' line ends above the setup panel
        assert at[1] + app.theme.font(sub_size).get_height() <= menu.setup_top - 16, text
        app.reset(DemoSetupScene(app, game, players))
        buttons.clear()
        problems += check(app, draw(app, texts), buttons, f"demo setup {size}", owners=("shell",))
        match = played_match(game, players, 5, 40, {})
        scene = DemoScene(app, DemoSetup(game, players), match=match)
        app.reset(scene)
        buttons.clear()
        shown = draw(app, texts)
        problems += check(app, shown, buttons, f"demo {size}", scene.panel, owners=("shell",))
        assert scene.caption_rect.bottom <= size[1] and scene.log.rect.height > 0
        assert scene.pace.rect.bottom < scene.hands_button.rect.top
        done = played_match(game, players, 5, 100000, {})
        scene = DemoScene(app, DemoSetup(game, players), match=done)
        app.reset(scene)
        scene.update(0.0)
        buttons.clear()
        problems += check(app, draw(app, texts), buttons, f"demo result {size}", scene.panel)
    assert not problems, "\n".join(problems)
    app.close()
