"""Unfinished games are never lost: one autosave per match, listed in the menu with Continue and
Discard, walked through the real scene stack the way a new player would."""

from __future__ import annotations

import json
import os
import random
import time

import pygame
import pytest

from boardgames.cli import played_match
from boardgames.core import savefile
from boardgames.games import find_rules, spec
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.scenes.results import ResultsScene
from tests.ui.helpers import button, click, key, new_app, settle
from tests.ui.test_tiwanaku_by_clicks import perform


def to_menu(app) -> MenuScene:
    """Esc until the menu shows (a first Esc may only drop a selection)."""
    for _ in range(3):
        if isinstance(app.top, MenuScene):
            break
        key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    return app.top


def game_button(menu: MenuScene, name: str):
    return next(b for b in menu.game_buttons if b.id == name)


def test_solving_a_puzzle_keeps_the_unfinished_tiwanaku_game():
    app = new_app()
    app.settings.animations = False
    menu = MenuScene(app, game="tiwanaku")
    app.push(menu)
    assert menu.cards == []
    menu.anim_choice.set("off")
    menu.seed_field.text = "5"
    {opt.key: w for opt, w in menu.option_widgets}["board"].set("5x5")
    while menu.players_choice.value != "2":
        click(app, menu.players_choice.rect.center)
    click(app, menu.start_button.rect.center)
    tiwanaku = app.top
    assert isinstance(tiwanaku, PlayScene)

    # 25 actions by clicks
    rng = random.Random(5)
    match = tiwanaku.match
    for _ in range(25):
        settle(app, 1)
        seat = match.to_act()[0]
        before = match.cursor
        perform(app, tiwanaku, rng.choice(match.legal_actions(seat)))
        assert match.cursor == before + 1, tiwanaku.status
    assert not match.is_over
    state, steps = match.state, [s.text for s in match.steps]

    # Esc to the menu: it lists the game with Continue
    menu = to_menu(app)
    assert len(menu.cards) == 1
    card = menu.cards[0]
    assert card.info.title == "Tiwanaku" and card.info.moves == 25
    assert card.lines[0] == "Tiwanaku"
    assert card.lines[1] == "2 players: Ada, Bruno"
    assert card.lines[2] == "25 moves · just now"
    assert card.cont.rect.width and card.discard.rect.width

    # a Pachamama puzzle, solved to the end
    click(app, game_button(menu, "pachamama").rect.center)
    widgets = {opt.key: w for opt, w in menu.option_widgets}
    widgets["size"].set("5x5")
    widgets["difficulty"].set("easy")
    menu.seed_field.text = "11"
    click(app, menu.start_button.rect.center)
    puzzle = app.top
    assert isinstance(puzzle, PlayScene) and puzzle.match.rules.name == "pachamama"
    assert len(list(savefile.autosave_dir().glob("*.json"))) == 1, "the new game wrote nothing yet"
    land = puzzle.match.state.land
    for _ in range(60):
        if isinstance(app.top, ResultsScene):
            break
        click(app, button(puzzle, "hint").rect.center)
        cell = puzzle.controller.selected
        click(app, button(puzzle, f"crop:{land.crop_at(cell)}").rect.center)
        settle(app)
    assert isinstance(app.top, ResultsScene) and puzzle.match.is_over

    # back in the menu, the Tiwanaku game is still there, and continues where it was
    menu = to_menu(app)
    assert [c.info.title for c in menu.cards] == ["Tiwanaku"]
    assert [p.name for p in savefile.autosave_dir().iterdir()] == [menu.cards[0].info.path.name]
    click(app, menu.cards[0].cont.rect.center)
    resumed = app.top
    assert isinstance(resumed, PlayScene)
    assert resumed.match.cursor == 25
    assert resumed.match.state == state
    assert [s.text for s in resumed.match.steps] == steps

    # and it keeps writing to its own slot
    seat = resumed.match.to_act()[0]
    perform(app, resumed, resumed.match.legal_actions(seat)[0])
    slots = list(savefile.autosave_dir().glob("*.json"))
    assert len(slots) == 1 and json.loads(slots[0].read_text())["cursor"] == 26


def autosaved(game: str, players: int, actions: int, seed: int = 3, age: float = 0.0, **opts):
    match = played_match(game, players, seed, actions, opts)
    path = savefile.autosave(match)
    stamp = time.time() - age
    os.utime(path, (stamp, stamp))
    return match, path


def test_starting_a_new_game_never_touches_another_games_autosave():
    _, path = autosaved("titicaca", 3, 30)
    before = path.read_bytes()
    app = new_app()
    app.settings.animations = False
    menu = MenuScene(app, game="titania")
    app.push(menu)
    click(app, menu.start_button.rect.center)
    scene = app.scenes[0]  # under the hand-off screen
    assert isinstance(scene, PlayScene)
    for _ in range(3):
        seat = scene.match.to_act()[0]
        scene.play(scene.match.legal_actions(seat)[0], seat)
    scene.press("menu")
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert path.read_bytes() == before
    assert [c.info.title for c in menu.cards] == ["Titania", "Titicaca"], "newest first"
    assert [c.info.moves for c in menu.cards] == [3, 30]


def test_a_finished_game_deletes_only_its_own_slot():
    _, keep = autosaved("titicaca", 2, 20)
    match = played_match("titania", 2, 4, 10, {})
    mine = savefile.autosave(match)
    rng = random.Random(4)
    for _ in range(5000):
        if match.is_over:
            break
        seat = match.to_act()[0]
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    assert match.is_over
    app = new_app()
    scene = PlayScene(app, spec("titania"), match)
    app.push(scene)
    scene.write_autosave()
    assert not mine.exists() and keep.exists()


def test_discard_asks_once_then_deletes_only_that_game():
    _, first = autosaved("tiwanaku", 2, 12, age=120, board="5x5")
    _, second = autosaved("titania", 3, 8)
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    titles = [c.info.title for c in menu.cards]
    assert titles == ["Titania", "Tiwanaku"]
    target = menu.cards[1]
    click(app, target.discard.rect.center)
    assert menu.confirm is target and target.discard.label == "Sure?"
    assert "Discard the Tiwanaku game (12 moves)" in menu.status
    assert first.exists()
    # a click anywhere else keeps it
    click(app, (5, 5))
    assert menu.confirm is None and target.discard.label == "Discard" and first.exists()
    # Esc with a question pending cancels it and does not quit
    click(app, target.discard.rect.center)
    key(app, pygame.K_ESCAPE)
    assert menu.confirm is None and app.running
    # asked, then confirmed
    click(app, target.discard.rect.center)
    click(app, target.discard.rect.center)
    assert not first.exists() and second.exists()
    assert [c.info.title for c in menu.cards] == ["Titania"]
    assert "Discarded the Tiwanaku game" in menu.status


def test_the_old_single_autosave_is_moved_into_a_slot_and_continues():
    match = played_match("titicaca", 2, 5, 14, {})
    data = savefile.to_json(match)
    data["extras"] = {}
    legacy = savefile.legacy_autosave_path()
    legacy.parent.mkdir(parents=True, exist_ok=True)
    legacy.write_text(json.dumps(data))
    old = time.time() - 7200
    os.utime(legacy, (old, old))
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    assert not legacy.exists()
    assert len(menu.cards) == 1 and menu.cards[0].info.moves == 14
    slot = menu.cards[0].info.path
    assert slot.parent == savefile.autosave_dir()
    assert abs(slot.stat().st_mtime - old) < 2, "last played two hours ago, not now"
    click(app, menu.cards[0].cont.rect.center)
    settle(app)
    scene = app.scenes[0]  # under the hand-off screen
    assert isinstance(scene, PlayScene) and scene.match.state == match.state
    assert savefile.slot_path(scene.match) == slot


def test_a_damaged_autosave_is_listed_and_says_what_is_wrong():
    folder = savefile.autosave_dir()
    folder.mkdir(parents=True)
    bad = folder / "titania-0123456789.json"
    bad.write_bytes(b"\xff\xfe not a save")
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    assert menu.cards[0].lines[0] == "Damaged autosave"
    click(app, menu.cards[0].cont.rect.center)
    assert app.top is menu
    assert str(bad) in menu.status and "not UTF-8" in menu.status
    assert bad.read_bytes() == b"\xff\xfe not a save", "reading never changes the file"
    words = menu.status.split()
    joined = " ".join(menu._status_lines)
    assert joined.replace(" ", "") == menu.status.replace(" ", "")
    for line in menu._status_lines:
        assert app.theme.font("normal").size(line)[0] <= menu.left.width
    # words are only cut where one does not fit a line by itself (the path)
    for word in words:
        if app.theme.font("normal").size(word)[0] <= menu.left.width:
            assert word in joined.split(), word


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_many_unfinished_games_fit_the_menu_and_scroll(size):
    for i in range(7):
        autosaved("titania", 2 + i % 3, 2 + i, seed=i + 1, age=100 * i)
    folder = savefile.data_dir() / "saves"
    folder.mkdir(parents=True)
    for i in range(6):
        (folder / f"titania-2025010{i}-120000.json").write_text("{}")
    app = new_app()
    app.screen = pygame.display.set_mode(size)
    app.theme.resize(size[1])
    menu = MenuScene(app, game="titicaca")
    app.push(menu)
    menu.players_choice.set("5")
    menu.say("A message long enough to take two lines in the narrow column of the small window.")
    app.draw()
    screen = pygame.Rect(0, 0, *size)
    rects = [c.rect for c in menu.visible_cards()]
    rects += [b.rect for b in menu.game_buttons]
    rects += [b.rect for b, _ in menu.save_buttons[: menu.saves_shown]]
    rects.append(menu.quit_button.rect)
    status = pygame.Rect(
        menu.left.x,
        menu.status_top,
        menu.left.width,
        len(menu._status_lines) * app.theme.font("normal").get_linesize(),
    )
    rects.append(status)
    for i, r in enumerate(rects):
        assert screen.contains(r), (i, r)
        for other in rects[i + 1 :]:
            assert not r.colliderect(other), (r, other)
    assert 1 <= menu.cards_shown < 7 and menu.saves_shown >= 1
    moves = [c.info.moves for c in menu.cards]
    assert moves == sorted(moves), "newest first (the newest has the fewest moves here)"
    for card in menu.visible_cards():
        assert card.rect.contains(card.cont.rect) and card.rect.contains(card.discard.rect)
    # the wheel over the list shows older games
    first = menu.visible_cards()[0]
    at = menu.cards_area.center
    menu.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    menu.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert menu.visible_cards()[0] is menu.cards[1] is not first
    menu.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3))
    assert menu.visible_cards()[0] is first
    menu.card_offset = 99
    menu.resize(size)
    assert menu.visible_cards()[-1] is menu.cards[-1]


def test_the_message_wraps_between_words():
    app = new_app()
    lines = app.theme.wrap("one two three four five six seven eight nine ten", 90, "normal")
    assert len(lines) > 1 and " ".join(lines) == "one two three four five six seven eight nine ten"
    long = "/a/very/long/path/that/never/fits/in/ninety/pixels/at/all.json"
    parts = app.theme.wrap(long, 90, "normal")
    assert "".join(parts) == long and all(p.endswith("/") for p in parts[:-1])


def test_an_undo_is_kept_in_the_autosave_and_redo_still_works_after_a_restart():
    app = new_app()
    app.settings.animations = False
    menu = MenuScene(app, game="titicaca")
    app.push(menu)
    click(app, menu.start_button.rect.center)
    scene = app.scenes[0]
    assert isinstance(scene, PlayScene)
    rng = random.Random(4)
    for _ in range(40):  # on to an action that may be undone (a bid reveal is a barrier)
        seat = scene.match.to_act()[0]
        legal = [a for a in scene.match.legal_actions(seat) if a.encode() != "bid 0"]
        scene.play(rng.choice(legal), seat)
        if scene.match.cursor > 3 and scene.match.can_undo():
            break
    played = scene.match.cursor
    scene.press("undo")
    cursor = scene.match.cursor
    assert cursor < played
    path = savefile.slot_path(scene.match)
    resumed = savefile.resume(path, find_rules)
    assert resumed.cursor == cursor and resumed.can_redo()
