"""Titicaca, as a new player met it (issue 13, point 3): the +1 tooltip covered the bid it
changes, "Lake 2 of 15" read like a bug when lake 1 is not in play, red and orange houses looked
alike, and a broken layout gave the menu's seats another game's colours."""

from __future__ import annotations

import itertools
import math
import random
import re

import pygame
import yaml

from boardgames.core.layout import layouts_dir
from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.games.titicaca.choices import JOIN_MODE
from boardgames.games.titicaca.view import DEFAULT_COLOURS, PLAYER_RGB, draw_stick, player_rgb
from boardgames.ui import widgets
from boardgames.ui.app import App
from boardgames.ui.scenes.handoff import HandoffScene
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.play import PlayScene
from tests.ui.helpers import button, click, new_app, settle


def sized_app(size: tuple[int, int]) -> App:
    """A headless app whose window is ``size`` from the start (the dummy driver keeps its window
    at the first size, so a resize event would only stretch the scenes, not the window)."""
    app = App(size, headless=True)
    app.settings.bot_delay = 0.0
    return app


def start(players: int, size: tuple[int, int] = (1280, 800)):
    app = sized_app(size)
    app.settings.animations = False
    match = Match(rules("titicaca"), Params(players=players), seed=3)
    scene = PlayScene(app, spec("titicaca"), match, autosave=False)
    app.push(scene)
    settle(app)
    if isinstance(app.top, HandoffScene):
        click(app, (size[0] // 2, size[1] // 2))
    assert app.top is scene and scene.controller.seat is not None
    return app, scene, match


def hover(app, pos) -> None:
    p = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)


def test_the_plus_one_tooltip_leaves_the_bid_amount_in_view(monkeypatch):
    boxes: list[tuple[str, pygame.Rect]] = []
    real = widgets.draw_tip

    def spy(surface, theme, text, anchor, *args, **kw):
        box = real(surface, theme, text, anchor, *args, **kw)
        boxes.append((text, box))
        return box

    monkeypatch.setattr(widgets, "draw_tip", spy)
    for size in ((800, 560), (1280, 800), (1920, 1080)):
        app, scene, _match = start(3, size)
        panel = scene.controller.panel_rect
        theme = app.theme
        # the amount line: below the round line and the chips, one large line high
        top = panel.y + 2 * (theme.font(widgets.readable(theme, "small")).get_linesize() + 4)
        amount_line = pygame.Rect(panel.x, top, panel.width, theme.font("large").get_linesize())
        for name in ("minus5", "minus1", "plus1", "plus5"):
            b = button(scene, name)
            assert b.rect.top >= amount_line.bottom  # the amount sits above the -/+ row
            boxes.clear()
            hover(app, b.rect.center)
            assert boxes, f"no tooltip for {name}"
            text, box = boxes[-1]
            assert text == b.tooltip
            assert not box.colliderect(amount_line), (size, name, box, amount_line)
            assert app.screen.get_rect().contains(box)


def test_lakes_are_counted_among_those_in_play():
    # Two players leave lakes 1 and 7 out: the first round is at lake 2, the first of 13.
    _app, scene, match = start(2)
    state = match.state
    assert 1 not in state.board.lakes and 7 not in state.board.lakes
    assert state.lake == 2
    line = scene.controller.panel._round_line(state, 10_000)
    assert line.startswith("Round 1 of 13 · lake 2")
    assert "lakes 1 and 7 not in play" in line
    shown = scene.controller.panel._round_line(state, scene.controller.panel_rect.width)
    assert "Round 1 of 13" in shown and "of 15" not in shown
    # Five players use every lake: nothing to explain.
    _app, scene, match = start(5)
    assert scene.controller.panel._round_line(match.state, 10_000).startswith("Round 1 of 15 ·")


def test_one_round_count_in_the_header_the_log_and_the_lesson():
    """The header, the log's "Round N" line and the lesson's words count rounds alike: the
    second round of a 2-player game (at lake 3) is round 2 everywhere."""
    _app, scene, match = start(2)
    rng = random.Random(4)
    while match.state.lake == 2:
        seat = match.to_act()[0]
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    state = match.state
    assert state.lake == 3 and state.round_number == 2
    scene.sync()
    header = scene.controller.panel._round_line(state, 10_000)
    assert header.startswith("Round 2 of 13 · lake 3"), header
    started = [line for line in match.log(None) if line.startswith("Round ")]
    assert started[-1].startswith("Round 2: ") and "at lake 3" in started[-1], started
    # The lesson's step at lake 3 (state round 3) speaks of round 1 as the one just over.
    lesson = yaml.safe_load((layouts_dir() / "lessons" / "titicaca.yaml").read_text())
    step = next(
        s
        for s in lesson["steps"]
        if {"state": {"path": "round", "equals": 3}} in s.get("given", [])
    )
    said = [int(n) for n in re.findall(r"[Rr]ound (\d+)", step["text"])]
    assert said and all(n in (1, 2) for n in said), step["text"]
    assert "Round 1 is over" in step["text"], step["text"]


def _lab(c: tuple[int, int, int]) -> tuple[float, float, float]:
    def lin(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(v) for v in c)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def test_red_and_orange_houses_differ_at_a_glance():
    red, orange = _lab(PLAYER_RGB["red"]), _lab(PLAYER_RGB["orange"])
    assert math.dist(red, orange) >= 50  # CIE76: was 33 for vermillion and orange
    assert abs(red[0] - orange[0]) >= 25  # apart in lightness too (greyscale, colour blindness)
    for a, b in itertools.combinations(PLAYER_RGB.values(), 2):
        assert math.dist(_lab(a), _lab(b)) >= 30, (a, b)


def test_a_broken_layout_keeps_titicacas_colours_in_the_menu(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_LAYOUTS", str(tmp_path))
    (tmp_path / "titicaca.yaml").write_text("edition: [this is not a layout\n", encoding="utf-8")
    app = new_app()
    menu = MenuScene(app, game="titicaca")
    app.push(menu)
    settle(app)
    assert menu.spec.name == "titicaca"
    assert menu.seat_colors[:5] == [player_rgb(c) for c in DEFAULT_COLOURS]


def test_the_border_sticks_are_drawn_black_as_the_lesson_says():
    surface = pygame.Surface((60, 60))
    surface.fill((90, 160, 90))
    draw_stick(surface, (10, 30), (50, 30), 6)
    middle = surface.get_at((30, 30))[:3]
    assert max(middle) < 50, middle
    lesson = (layouts_dir() / "lessons" / "titicaca.yaml").read_text()
    assert "Black border sticks" in lesson


def test_the_arrow_token_shows_on_the_table_with_its_holder():
    app, scene, match = start(3)
    app.draw()
    panel = scene.controller.panel
    holder = match.names[match.state.arrow]
    assert panel.arrow_rect.width and holder in panel.arrow_text, panel.arrow_text
    assert scene.controller.panel_rect.contains(panel.arrow_rect)


def test_after_join_new_land_the_prompt_says_the_next_step():
    app, scene, match = start(2)
    rng = random.Random(1)
    for _ in range(400):
        seat = match.to_act()[0]
        if any(a.kind == "join" for a in match.legal_actions(seat)):
            break
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    else:
        raise AssertionError("no join came up")
    while isinstance(app.top, HandoffScene):
        app.pop()
    scene.reveal_to(seat)
    before = scene.controller.prompt()
    click(app, button(scene, JOIN_MODE).rect.center)
    after = scene.controller.prompt()
    assert "click a glowing land" in after, (before, after)
