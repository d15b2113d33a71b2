"""The menu as a new player met it (issue 25): option buttons that only went forward on a left
click, a Players choice and a bot seat for the puzzle, unexplained options, games nobody moved in
piling up under Unfinished games with no way to clear them at once, "scroll for more" at the end
of the list, and options forgotten between runs."""

from __future__ import annotations

import json

import pygame

from boardgames.cli import played_match
from boardgames.core import savefile
from boardgames.core.match import HUMAN
from boardgames.games import find_rules
from boardgames.ui.scenes import menu as menu_module
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.settings import Settings
from tests.ui.helpers import click, key, new_app, settle


def menu_of(app, game: str | None = None) -> MenuScene:
    menu = MenuScene(app, game=game)
    app.push(menu)
    settle(app)
    return menu


def option(menu: MenuScene, key_: str):
    return next(w for opt, w in menu.option_widgets if opt.key == key_)


def test_an_option_button_steps_back_on_its_left_half_and_forward_on_its_right():
    app = new_app()
    menu = menu_of(app, "tiwanaku")
    board = option(menu, "board")
    assert board.value == "5x9"
    left = (board.rect.x + 8, board.rect.centery)
    right = (board.rect.right - 8, board.rect.centery)
    seat = menu.seat_choices[1]
    first = seat.value
    click(app, (seat.rect.right - 8, seat.rect.centery))
    forward = seat.value
    assert forward != first
    click(app, (seat.rect.x + 8, seat.rect.centery))
    assert seat.value == first, "the left half goes back"
    click(app, left)
    assert board.value == "5x5"
    click(app, right)
    assert board.value == "5x9"


def test_the_puzzle_offers_no_player_count_and_no_bot_seat():
    app = new_app()
    app.settings.remember_seats("pachamama", 1, ["Ana"], ["easy bot"])  # from an older version
    menu = menu_of(app, "pachamama")
    labels = [label for label, _ in menu.rows]
    assert "Players" not in labels and labels[0] == "Seat 1"
    assert menu.players_choice not in menu.widgets()
    assert menu.seat_choices[0] not in menu.widgets() and not menu.seat_choices[0].rect.width
    click(app, menu.start_button.rect.center)
    scene = app.scenes[0]
    assert isinstance(scene, PlayScene) and tuple(scene.match.seats) == (HUMAN,)
    # A game for several players keeps both.
    menu = menu_of(new_app(), "titicaca")
    assert "Players" in [label for label, _ in menu.rows]
    assert menu.seat_choices[0] in menu.widgets()


def test_every_option_of_ours_says_what_it_means_on_hover(monkeypatch):
    tips: list[str] = []
    monkeypatch.setattr(menu_module, "draw_tip", lambda _s, _t, text, *_a, **_k: tips.append(text))
    app = new_app()
    menu = menu_of(app, "titicaca")
    for game in ("titicaca", "tiwanaku", "pachamama"):
        menu.select(game)
        for opt, widget in menu.option_widgets:
            assert opt.hint and len(opt.hint) < 100, (game, opt.key)
            tips.clear()
            pygame.event.post(
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=widget.rect.center, rel=(0, 0), buttons=(0, 0, 0)
                )
            )
            settle(app, 1)
            app.draw()
            assert opt.hint in tips, (game, opt.key, tips)


def test_a_game_nobody_moved_in_is_not_kept():
    app = new_app()
    app.settings.animations = False
    menu = menu_of(app, "titania")
    click(app, menu.start_button.rect.center)
    scene = app.scenes[0]
    assert isinstance(scene, PlayScene) and not scene.match.steps
    scene.press("menu")
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert menu.cards == [] and not list(savefile.autosave_dir().glob("*.json"))
    # One left by an earlier version (which kept them) is cleared when the list is read.
    old = played_match("tiwanaku", 2, 3, 0, {"board": "5x5"})
    path = savefile.slot_path(old)
    savefile.save(old, path)
    savefile.autosave(played_match("tiwanaku", 2, 4, 5, {"board": "5x5"}))
    listed = savefile.unfinished(find_rules)
    assert [u.moves for u in listed] == [5] and not path.exists()


def test_discard_all_asks_once_then_clears_the_list():
    for seed in range(3):
        savefile.autosave(played_match("titicaca", 2, seed, 8 + seed, {}))
    app = new_app()
    menu = menu_of(app)
    assert len(menu.cards) == 3 and menu.discard_all_button.rect.width
    click(app, menu.discard_all_button.rect.center)
    assert menu.confirm_all and "Discard all 3" in menu.status
    assert len(list(savefile.autosave_dir().glob("*.json"))) == 3, "nothing gone yet"
    click(app, (5, 5))  # anywhere else keeps them
    assert not menu.confirm_all and len(menu.cards) == 3
    click(app, menu.discard_all_button.rect.center)
    click(app, menu.discard_all_button.rect.center)
    assert menu.cards == [] and not list(savefile.autosave_dir().glob("*.json"))
    assert "Discarded 3" in menu.status


def test_cards_tell_two_games_of_the_same_kind_apart():
    savefile.autosave(played_match("titicaca", 2, 1, 6, {}))
    savefile.autosave(played_match("titicaca", 2, 2, 40, {}))
    app = new_app()
    menu = menu_of(app)
    progress = sorted(c.info.progress for c in menu.cards)
    assert progress[0] != progress[1] and all(p.startswith("round ") for p in progress)
    assert all(c.progress.endswith(c.info.progress) for c in menu.cards), "shown by the title"


def test_scroll_for_more_only_while_more_lies_below():
    for seed in range(9):
        savefile.autosave(played_match("titicaca", 2, seed, 5 + seed, {}))
    app = new_app()
    menu = menu_of(app)
    assert menu.cards_shown < len(menu.cards)
    said: list[str] = []
    real = app.theme.text

    def spy(text, *rest, **kw):
        said.append(text)
        return real(text, *rest, **kw)

    app.theme.text = spy
    app.draw()
    assert any("scroll for more" in t for t in said)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=menu.cards_area.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    settle(app, 1)
    for _ in range(20):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        settle(app, 1)
    assert menu.card_offset + menu.cards_shown == len(menu.cards), "at the end of the list"
    said.clear()
    app.draw()
    assert not any("scroll for more" in t for t in said), said
    assert any(f"of {len(menu.cards)}" in t for t in said)


def saved_app():
    """An app whose settings are read from and written to the (test's private) settings file."""
    app = new_app()
    app.settings = Settings.load()
    return app


def test_the_options_are_remembered_like_the_seats():
    app = saved_app()
    menu = menu_of(app, "pachamama")
    option(menu, "difficulty").set("hard")
    option(menu, "size").set("5x9")
    click(app, menu.start_button.rect.center)
    key(app, pygame.K_ESCAPE)
    data = json.loads(app.settings.path.read_text())
    assert data["seats"]["pachamama"]["options"]["difficulty"] == "hard"
    # a new run of the app reads them back
    fresh = saved_app()
    menu = menu_of(fresh, "pachamama")
    assert option(menu, "difficulty").value == "hard" and option(menu, "size").value == "5x9"
    # Cuzco's Pututu too (any game's choices are kept the same way)
    menu = menu_of(fresh, "cuzco")
    option(menu, "pututu").set("on")
    menu.start()
    again = saved_app()
    assert option(menu_of(again, "cuzco"), "pututu").value == "on"
