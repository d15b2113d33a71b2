"""A Pachamama puzzle solved by clicks: pencil marks, undo, a wrong commit, hints, the results."""

from __future__ import annotations

import pygame

from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.scenes.results import ResultsScene
from tests.ui.helpers import button, click, key, new_app, settle


def test_solve_a_puzzle_by_clicks_with_marks_mistake_and_hints():
    app = new_app()
    app.settings.animations = False
    match = Match(
        rules("pachamama"),
        Params(players=1, options={"size": "5x5", "difficulty": "easy"}),
        seed=11,
    )
    scene = PlayScene(app, spec("pachamama"), match)
    app.push(scene)
    settle(app)
    land = match.state.land
    open_cells = [c for c in land.cells() if c not in match.state.placed]
    board = scene.controller.board

    # a pencil mark by clicks, then undone with Ctrl+Z
    first = open_cells[0]
    click(app, board.center(first))
    click(app, button(scene, "pencil").rect.center)
    click(app, button(scene, "crop:1").rect.center)
    assert 1 in match.state.marks_at(first)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.state.marks_at(first) == frozenset()
    click(app, button(scene, "pencil").rect.center)

    # a wrong commit counts a mistake and places nothing
    truth = land.crop_at(first)
    size = scene.controller._regions[first]
    wrong = next((v for v in range(1, size + 1) if v != truth), None)
    if wrong is not None:
        click(app, board.center(first)) if scene.controller.selected != first else None
        click(app, button(scene, f"crop:{wrong}").rect.center)
        assert match.state.mistakes == 1 and first not in match.state.placed
        assert not match.can_undo(), "a checked guess cannot be taken back"

    # the rest: ask for a hint, then commit what it names, by clicks
    for _ in range(60):
        if isinstance(app.top, ResultsScene):
            break
        click(app, button(scene, "hint").rect.center)
        cell = scene.controller.selected
        assert cell is not None and cell == scene.controller.hint_cell
        crop = land.crop_at(cell)
        click(app, button(scene, f"crop:{crop}").rect.center)
        assert cell in match.state.placed
        settle(app)
    assert isinstance(app.top, ResultsScene)
    out = app.top.outcome
    assert out.breakdown["mistakes"] == (-10 * (1 if wrong is not None else 0),)
    assert out.breakdown["hints"][0] < 0
    assert any(note.startswith("Time") for note in app.top.extra_notes)


def test_digit_keys_commit_and_arrows_move_selection():
    app = new_app()
    app.settings.animations = False
    match = Match(rules("pachamama"), Params(players=1, options={"size": "5x5"}), seed=3)
    scene = PlayScene(app, spec("pachamama"), match)
    app.push(scene)
    settle(app)
    key(app, pygame.K_RIGHT)
    assert scene.controller.selected == (0, 1)
    key(app, pygame.K_DOWN)
    cell = (1, 1)
    assert scene.controller.selected == cell
    if cell not in match.state.placed:
        crop = match.state.land.crop_at(cell)
        key(app, pygame.K_0 + crop)
        assert cell in match.state.placed


def test_menu_starts_the_daily_puzzle_and_a_shared_code():
    import datetime

    from boardgames.ui.scenes.menu import MenuScene

    app = new_app()
    menu = MenuScene(app, game="pachamama")
    app.push(menu)
    widgets = {opt.key: w for opt, w in menu.option_widgets}
    widgets["source"].set("daily")
    click(app, menu.start_button.rect.center)
    daily = app.top
    assert isinstance(daily, PlayScene)
    assert datetime.date.today().isoformat() in daily.match.state.label
    code = daily.match.state.code

    # Share it: type the code into a fresh menu's Puzzle code field and start.
    app2 = new_app()
    menu2 = MenuScene(app2, game="pachamama")
    app2.push(menu2)
    field = {opt.key: w for opt, w in menu2.option_widgets}["code"]
    click(app2, field.rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=code))
    settle(app2, 1)
    key(app2, pygame.K_RETURN)
    click(app2, menu2.start_button.rect.center)
    shared = app2.top
    assert isinstance(shared, PlayScene)
    assert shared.match.state.land == daily.match.state.land


def test_a_bad_code_in_the_menu_is_one_line_and_nothing_starts():
    from boardgames.ui.scenes.menu import MenuScene

    app = new_app()
    menu = MenuScene(app, game="pachamama")
    app.push(menu)
    {opt.key: w for opt, w in menu.option_widgets}["code"].text = "NOT-A-CODE"
    click(app, menu.start_button.rect.center)
    assert app.top is menu
    assert menu.status and "\n" not in menu.status


def test_the_timer_resumes_from_the_autosave():
    from boardgames.core import savefile
    from boardgames.games import find_rules

    app = new_app()
    match = Match(rules("pachamama"), Params(players=1, options={"size": "5x5"}), seed=5)
    # one pencil mark: a puzzle nobody has touched is not kept at all (issue 25)
    match.apply(0, next(a for a in match.legal_actions(0) if a.kind == "mark"))
    scene = PlayScene(app, spec("pachamama"), match)
    app.push(scene)
    for _ in range(120):
        app.step(0.5)
    assert scene.controller.elapsed >= 59
    app.close()  # closing the window writes the autosave
    resumed = savefile.load(savefile.autosave_path(), find_rules)
    app2 = new_app()
    scene2 = PlayScene(app2, spec("pachamama"), resumed)
    app2.push(scene2)
    assert scene2.controller.elapsed >= 59
