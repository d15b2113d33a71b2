"""The Pachamama puzzle, as a new player met it (issue 13, point 4): pencil marks dropped the
selection, marks were tiny and scattered, the crop buttons looked broken with nothing selected,
and the solved screen spoke of "mistake(s)"."""

from __future__ import annotations

import pygame

from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.games.tiwanaku import puzzle_controller
from boardgames.ui.app import App
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.scenes.results import ResultsScene
from tests.ui.helpers import button, click, key, new_app, settle


def sized_app(size: tuple[int, int]) -> App:
    """A headless app whose window is ``size`` from the start (the dummy driver keeps its window
    at the first size, so a resize event would only stretch the scenes, not the window)."""
    app = App(size, headless=True)
    app.settings.bot_delay = 0.0
    return app


def start(seed: int = 11):
    app = new_app()
    app.settings.animations = False
    options = {"size": "5x5", "difficulty": "easy"}
    match = Match(rules("pachamama"), Params(players=1, options=options), seed=seed)
    scene = PlayScene(app, spec("pachamama"), match, autosave=False)
    app.push(scene)
    settle(app)
    return app, scene, match


def open_cells(match) -> list:
    return [c for c in match.state.land.cells() if c not in match.state.placed]


def big_region_cell(scene, match):
    return next(c for c in open_cells(match) if scene.controller._regions[c] >= 3)


def test_three_candidates_take_three_clicks_in_pencil_mode():
    app, scene, match = start()
    cell = big_region_cell(scene, match)
    click(app, scene.controller.board.center(cell))
    click(app, button(scene, "pencil").rect.center)
    for v in (1, 2, 3):
        click(app, button(scene, f"crop:{v}").rect.center)
        assert scene.controller.selected == cell, "the mark kept the space selected"
    assert match.state.marks_at(cell) == frozenset({1, 2, 3})
    # a mark toggles off the same way, still without picking the space again
    click(app, button(scene, "crop:2").rect.center)
    assert match.state.marks_at(cell) == frozenset({1, 3})
    # Esc still drops the selection, and undo works as before
    key(app, pygame.K_ESCAPE)
    assert scene.controller.selected is None
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.state.marks_at(cell) == frozenset({1, 2, 3})


def test_a_wrong_guess_keeps_the_space_selected():
    app, scene, match = start()
    cell = big_region_cell(scene, match)
    truth = match.state.land.crop_at(cell)
    wrong = next(v for v in range(1, scene.controller._regions[cell] + 1) if v != truth)
    click(app, scene.controller.board.center(cell))
    click(app, button(scene, f"crop:{wrong}").rect.center)
    assert match.state.mistakes == 1
    assert scene.controller.selected == cell
    click(app, button(scene, f"crop:{truth}").rect.center)
    assert cell in match.state.placed and scene.controller.selected is None


def test_candidates_sit_in_the_same_place_in_every_space_at_a_readable_size(monkeypatch):
    drawn: list[tuple[tuple[float, float], float, int, pygame.Surface]] = []
    real = puzzle_controller.draw_mark

    def spy(surface, center, radius, value, numeral):
        drawn.append((center, radius, value, numeral))
        real(surface, center, radius, value, numeral)

    monkeypatch.setattr(puzzle_controller, "draw_mark", spy)
    for size in ((800, 560), (1280, 800)):
        app = sized_app(size)
        match = Match(rules("pachamama"), Params(players=1, options={"size": "5x5"}), seed=11)
        scene = PlayScene(app, spec("pachamama"), match, autosave=False)
        app.push(scene)
        settle(app)
        board = scene.controller.board
        cells = open_cells(match)[:3]
        click(app, button(scene, "pencil").rect.center)
        for cell in cells:
            click(app, board.center(cell))
            for v in range(1, scene.controller._regions[cell] + 1):
                click(app, button(scene, f"crop:{v}").rect.center)
        drawn.clear()
        app.draw()
        assert drawn
        offsets: dict[int, set[tuple[int, int]]] = {}
        for center, radius, value, numeral in drawn:
            cell = next(c for c in cells if board.polygon(c)[0] == _corner(board, center))
            x0, y0 = board.polygon(cell)[0]
            offsets.setdefault(value, set()).add(
                (round((center[0] - x0) / board.size, 2), round((center[1] - y0) / board.size, 2))
            )
            assert radius >= board.size * 0.12  # about a quarter of the space across
            assert numeral.get_height() >= app.theme.px["tiny"]
        assert all(len(spots) == 1 for spots in offsets.values()), offsets
        assert len({next(iter(s)) for s in offsets.values()}) == len(offsets)  # 1-5 apart


def _corner(board, point):
    cell = board.cell_at((int(point[0]), int(point[1])))
    return board.polygon(cell)[0]


def test_with_no_space_selected_the_panel_says_to_select_one_first():
    app, scene, match = start()
    controller = scene.controller
    assert controller.selected is None
    assert not [b for b in controller.buttons() if b.id.startswith("crop:")]
    assert controller.prompt().startswith("Select a space on the board first")
    seen: list[str] = []
    real = app.theme.text

    def spy(text, *args, **kw):
        seen.append(text)
        return real(text, *args, **kw)

    app.theme.text = spy  # type: ignore[method-assign]
    app.draw()
    app.theme.text = real  # type: ignore[method-assign]
    assert any(t.startswith("Select a space") for t in seen)
    # a click on a space brings the crops, the ones its region allows enabled
    cell = big_region_cell(scene, match)
    click(app, controller.board.center(cell))
    crops = [b for b in controller.buttons() if b.id.startswith("crop:")]
    assert len(crops) == 5
    size = controller._regions[cell]
    assert [b.enabled for b in crops] == [v <= size for v in range(1, 6)]


def test_the_solved_screen_counts_in_words_and_gives_the_rating():
    app, scene, match = start()
    land = match.state.land
    for _ in range(200):
        app.step(0.5)  # time passes
    for _ in range(60):
        if isinstance(app.top, ResultsScene):
            break
        click(app, button(scene, "hint").rect.center)
        cell = scene.controller.selected
        click(app, button(scene, f"crop:{land.crop_at(cell)}").rect.center)
        settle(app)
    results = app.top
    assert isinstance(results, ResultsScene)
    notes = results.extra_notes
    assert not any("(s)" in note for note in notes)
    hints = match.state.hints
    assert notes[0] == (
        f"Time {puzzle_controller.format_time(scene.controller.elapsed)} · no mistakes · "
        f"{hints} hint{'s' if hints != 1 else ''} · rated {land.difficulty}"
    )
    assert notes[1] == f"Puzzle code: {match.state.code}"
