"""Tiwanaku, as a new player met it (issue 13, point 5): legal destinations were a slightly
lighter grey, the prompt did not change after a pawn was picked, and the hover box was cut off at
the window's edge."""

from __future__ import annotations

import random

import pygame

from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.games.tiwanaku import queries
from boardgames.games.tiwanaku.actions import Move
from boardgames.ui import widgets
from boardgames.ui.app import App
from boardgames.ui.scenes.play import PlayScene
from tests.ui.helpers import button, click, settle


def sized_app(size: tuple[int, int]) -> App:
    """A headless app whose window is ``size`` from the start (the dummy driver keeps its window
    at the first size, so a resize event would only stretch the scenes, not the window)."""
    app = App(size, headless=True)
    app.settings.bot_delay = 0.0
    return app


def scene_at(size=(1280, 800), moves: int = 0, seed: int = 3):
    """A 5x5 two-player game after ``moves`` random actions, until seat 0 can move a pawn."""
    match = Match(rules("tiwanaku"), Params(players=2, options={"board": "5x5"}), seed=seed)
    rng = random.Random(2)
    while moves:
        seat = match.to_act()[0]
        actions = match.legal_actions(seat)
        if seat == 0 and match.cursor >= moves and any(isinstance(a, Move) for a in actions):
            break
        match.apply(seat, rng.choice(actions))
    app = sized_app(size)
    app.settings.animations = False
    scene = PlayScene(app, spec("tiwanaku"), match, autosave=False)
    app.push(scene)
    settle(app)
    return app, scene, match


def hover(app, pos) -> None:
    p = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)


def mean_colour(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, float, float]:
    pixels = [
        surface.get_at((x, y))
        for x in range(rect.x, rect.right, 3)
        for y in range(rect.y, rect.bottom, 3)
    ]
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))  # type: ignore[return-value]


def test_legal_destinations_glow_unmistakably():
    app, scene, match = scene_at()
    controller = scene.controller
    board = controller.board
    targets = controller.targets()
    starts = set(match.state.board.start)
    assert targets and targets <= starts  # at the start only starting spaces take pawns
    hover(app, (5, 5))  # the mouse away from the board
    app.draw()
    size = int(board.size)
    cell = sorted(targets)[0]
    rect = pygame.Rect(board.polygon(cell)[0], (size, size)).inflate(-size // 3, -size // 3)
    lit = mean_colour(app.screen, rect)
    controller._targets = set()  # the same space, not a target
    app.draw()
    plain = mean_colour(app.screen, rect)
    diff = sum(abs(a - b) for a, b in zip(lit, plain, strict=True))
    assert diff >= 90, (diff, lit, plain)
    assert lit[2] > lit[0] + 40, "the glow is a clear blue, not a lighter grey"


def test_the_prompt_says_what_to_do_after_a_pawn_or_new_pawn_is_picked():
    app, scene, match = scene_at(moves=6)
    controller = scene.controller
    before = controller.prompt()
    moves = queries.move_targets(match.view(0), 0)
    pawn = next(p for p in moves if p is not None)
    click(app, controller.board.center(pawn))
    assert controller.selected == pawn
    r, c = pawn
    picked = controller.prompt()
    assert picked != before
    assert f"row {r + 1}, column {c + 1}" in picked and "glowing space" in picked
    assert scene.controller.seat is not None
    click(app, button(scene, "new").rect.center)
    assert controller.new_pawn
    assert controller.prompt().startswith("New pawn: click a glowing starting space")


def test_hover_boxes_stay_inside_the_window_and_clear_of_the_panel(monkeypatch):
    boxes: list[pygame.Rect] = []
    real = widgets.draw_tip

    def spy(surface, theme, text, anchor, *args, **kw):
        box = real(surface, theme, text, anchor, *args, **kw)
        boxes.append(box)
        return box

    monkeypatch.setattr(widgets, "draw_tip", spy)
    from boardgames.games.tiwanaku import controller as tiwanaku_controller

    monkeypatch.setattr(tiwanaku_controller, "draw_tip", spy)
    for size in ((800, 560), (1280, 800)):
        app, scene, _match = scene_at(size)
        controller = scene.controller
        window = app.screen.get_rect()
        edge_cells = sorted(controller.targets(), key=lambda c: (c[1], c[0]))
        for cell in (edge_cells[0], edge_cells[-1]):  # the left column and the right one
            boxes.clear()
            hover(app, controller.board.center(cell))
            assert boxes, f"no hover box at {cell}"
            box = boxes[-1]
            assert window.contains(box), (size, cell, box)
            assert box.right <= scene.panel.left, (size, cell, box)


def test_no_crop_token_wears_a_pawn_colour():
    """Chili was the very vermillion of the first player's pawns (issue 25)."""
    from boardgames.games.tiwanaku.view import CROP_COLORS
    from boardgames.ui import theme as th

    for crop, colour in CROP_COLORS.items():
        for seat in range(4):
            pawn = th.player_style(seat).color
            distance = sum((a - b) ** 2 for a, b in zip(colour, pawn, strict=True)) ** 0.5
            assert distance > 60, (crop, colour, seat, pawn)
