"""The shell's double-click guard, in every game (issue 13, point 2).

After a click, a button that appears (or changes its label or meaning) at the spot just clicked
ignores clicks for ``settings.arm_delay`` seconds; the scene's clock runs on the frame times the
app steps with, so the tests step it like a fake clock.
"""

from __future__ import annotations

import pygame
import pytest

from boardgames.cli import played_match
from boardgames.games import REGISTRY, spec
from boardgames.ui.controller import Notice
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.widgets import Button
from tests.ui.helpers import click, new_app, settle

PLAYERS = {"pachamama": 1, "tiwanaku": 2, "titicaca": 3, "titania": 3, "cuzco": 2}


def staged(game: str):
    """A play scene of ``game`` whose controller shows "End turn" and, once it is pressed, a
    "Keep sea stars" decision in the very same place (what Titania used to do)."""
    app = new_app()
    app.settings.animations = False
    app.settings.arm_delay = 0.35
    match = played_match(game, PLAYERS[game], 5, 6, {})
    scene = PlayScene(app, spec(game), match, autosave=False)
    app.push(scene)
    scene.reveal_to(match.to_act()[0])
    while app.top is not scene:
        app.pop()
    rect = pygame.Rect(scene.panel.x + 10, scene.panel.centery, 160, 40)
    shown = [Button("end", "End turn, draw 2")]
    shown[0].rect = rect
    pressed: list[str] = []

    def buttons():
        return shown

    def on_button(button_id: str):
        pressed.append(button_id)
        if button_id == "end":
            keep = Button("keep", "Keep sea stars")
            keep.rect = pygame.Rect(rect)
            shown[:] = [keep]
        return Notice(f"pressed {button_id}")

    scene.controller.buttons = buttons  # type: ignore[method-assign]
    scene.controller.on_button = on_button  # type: ignore[method-assign]
    return app, scene, rect, pressed


@pytest.mark.parametrize("game", [s.name for s in REGISTRY])
def test_a_quick_second_click_does_not_press_the_decision_that_took_the_spot(game):
    app, _scene, rect, pressed = staged(game)
    click(app, rect.center)  # End turn
    click(app, rect.center)  # 1/60 s later: the double click's second half
    assert pressed == ["end"]
    settle(app, 10)  # 1/6 s: still too soon
    click(app, rect.center)
    assert pressed == ["end"]
    settle(app, 15)  # 0.42 s after it appeared: a deliberate click
    click(app, rect.center)
    assert pressed == ["end", "keep"]
    app.close()


def test_a_button_that_keeps_its_meaning_can_be_pressed_again_at_once():
    app, scene, rect, pressed = staged("titicaca")
    plus = Button("plus", "+1")
    plus.rect = rect
    scene.controller.buttons = lambda: [plus]  # type: ignore[method-assign]
    for _ in range(3):
        click(app, rect.center)
    assert pressed == ["plus", "plus", "plus"]
    app.close()


def test_a_button_relabelled_under_the_pointer_waits_too():
    app, scene, rect, pressed = staged("tiwanaku")
    pawn = Button("pawn", "New pawn (3 waiting)")
    pawn.rect = rect
    scene.controller.buttons = lambda: [pawn]  # type: ignore[method-assign]

    def on_button(button_id: str):
        pressed.append(button_id)
        pawn.label = "Confirm: bring the pawn"  # same button, new meaning
        return Notice("")

    scene.controller.on_button = on_button  # type: ignore[method-assign]
    click(app, rect.center)
    click(app, rect.center)
    assert pressed == ["pawn"]
    settle(app, 25)
    click(app, rect.center)
    assert pressed == ["pawn", "pawn"]
    app.close()


def test_the_guard_is_off_when_the_delay_is_zero():
    app, _scene, rect, pressed = staged("titania")
    app.settings.arm_delay = 0.0
    click(app, rect.center)
    click(app, rect.center)
    assert pressed == ["end", "keep"]
    app.close()
