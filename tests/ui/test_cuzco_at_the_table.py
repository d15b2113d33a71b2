"""Cuzco read from across the room (issue 24): at every decision point of random games, at 2, 3
and 4 players with and without Pututu, and at 800x560, 1280x800, 1920x1080 and 2560x1440, each
at 100% and 150% text, every legal action has a target in the window that answers the click (no
other panel lies over it), and no label is drawn shortened, clipped or broken mid-word (the
drawing code reports any such label in ``theme.cut_labels``).

CI walks every decision with one layout each, turning through the eight layouts, so every
layout meets every phase; the soak walks every layout at every decision.
"""

from __future__ import annotations

import random

import pygame
import pytest

from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.games.cuzco.actions import Blessing, Move, PlayGod
from boardgames.games.cuzco.table_view import Kind, Spot
from boardgames.ui.scenes.play import PlayScene
from tests.ui.helpers import new_app

LAYOUTS = [
    (size, scale)
    for size in ((800, 560), (1280, 800), (1920, 1080), (2560, 1440))
    for scale in (1.0, 1.5)
]
GAMES = [
    (2, False, 41),
    (2, True, 42),
    (3, False, 43),
    (3, True, 44),
    (4, False, 45),
    (4, True, 46),
]


def set_layout(app, scene: PlayScene, size: tuple[int, int], scale: float) -> None:
    app.screen = pygame.Surface(size)
    app.settings.text_scale = scale
    app.theme.resize(size[1], scale)
    scene.resize(size)
    scene.sync()


def targets(scene: PlayScene, action) -> list[str]:
    """Where a person clicks to play ``action`` now (the first click, where it takes two)."""
    c = scene.controller
    table = c.table
    found: list[str] = []
    for spot, acts in c.by_spot.items():
        if spot not in table.spots and spot not in table.round_spots:
            continue  # mapped but never laid out: nothing on screen to click
        if action in acts and table.cell_at(table.center(spot)) == spot:
            rect = pygame.Rect(table.polygon(spot)[0], (1, 1))
            if scene.board_rect.colliderect(rect):
                found.append(f"spot {spot}")
    shown = {b.id: b for b in c.buttons()}
    for b, act in [*c._buttons, *c._cards]:
        if act == action or (act == "bless:offering" and isinstance(action, Blessing)):
            on_page = shown.get(b.id) or shown.get("page")
            if on_page is not None and visible_button(scene, on_page):
                found.append(f"button {on_page.id}")
    if isinstance(action, Move) and action.rotation != c.rot:
        found += [
            f"spot {s}" for s in (Spot(Kind.ROTATE, 0), Spot(Kind.ROTATE, 1)) if s in c.by_spot
        ]
    if isinstance(action, Blessing) and action.first and action.first != "offering":
        spot = Spot(Kind.GOD, c.state.layout.god_names.index(action.first))
        if spot in c.by_spot or c.bless_first == action.first:
            found.append("blessing")
    if isinstance(action, PlayGod) and not found:
        found += [f"button {b.id}" for b in c.buttons() if b.id == "page"]
    return found


def visible_button(scene: PlayScene, b) -> bool:
    """Inside the side panel, whole, and under no other part of it (the log, the buttons)."""
    if b.rect.width <= 0 or not scene.panel.contains(b.rect):
        return False
    others = [scene.log.rect, scene.suggest_button.rect, *(x.rect for x in scene.buttons)]
    return not any(b.rect.colliderect(r) for r in others)


def walk(players: int, pututu: bool, seed: int, every_layout: bool) -> int:
    app = new_app()
    app.settings.animations = False
    options = {"pututu": "on" if pututu else "off"}
    match = Match(rules("cuzco"), Params(players=players, options=options), seed=seed)
    scene = PlayScene(app, spec("cuzco"), match, autosave=False)
    app.push(scene)
    rng = random.Random(seed)
    problems: list[str] = []
    decisions = 0
    while match.to_act() and decisions < 2000:
        seat = match.to_act()[0]
        scene.reveal_to(seat)
        legal = match.legal_actions(seat)
        layouts = LAYOUTS if every_layout else [LAYOUTS[decisions % len(LAYOUTS)]]
        for size, scale in layouts:
            set_layout(app, scene, size, scale)
            app.theme.cut_labels.clear()
            scene.draw(app.screen)
            where = f"{players}p seed {seed} decision {decisions} at {size} {scale:.0%}"
            problems += [f"{where}: label cut: {t!r}" for t in app.theme.cut_labels]
            for action in legal:
                if not targets(scene, action):
                    problems.append(f"{where}: no target for {action.encode()}")
        assert not problems, "\n".join(problems[:20])
        match.apply(seat, rng.choice(legal))
        decisions += 1
    assert match.is_over
    app.close()
    return decisions


@pytest.mark.parametrize(("players", "pututu", "seed"), GAMES)
def test_every_choice_in_sight_and_no_label_cut(players, pututu, seed):
    assert walk(players, pututu, seed, every_layout=False) > 50


@pytest.mark.soak
@pytest.mark.parametrize(("players", "pututu", "seed"), GAMES)
def test_every_choice_in_sight_at_every_layout(players, pututu, seed):
    walk(players, pututu, seed + 100, every_layout=True)


@pytest.mark.parametrize(("size", "scale"), LAYOUTS)
def test_every_discarded_tile_gets_a_spot_of_its_own(size, scale):
    """Viracocha 09 late in a game: 60 tiles in the discard piles still each have a place in
    the window to click (they once ran off the board after the first few rows)."""
    app = new_app()
    match = Match(rules("cuzco"), Params(players=4), seed=3)
    scene = PlayScene(app, spec("cuzco"), match, autosave=False)
    app.push(scene)
    set_layout(app, scene, size, scale)
    table = scene.controller.table
    codes = [t.code for t in match.state.layout.people][:60]
    table.set_discard_spots(codes)
    rects = [table.spots[Spot(Kind.DISCARD, i)] for i in range(len(codes))]
    window = pygame.Rect((0, 0), size)
    for i, rect in enumerate(rects):
        assert table.discard_area.contains(rect) and window.contains(rect), (i, rect)
        assert rect.width >= 12 and rect.height >= 12
        assert table.cell_at(rect.center) == Spot(Kind.DISCARD, i)
    assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1 :])
    app.close()
