"""Random clicks, right clicks, wheel turns and keys on every screen never crash the app.

A monkey test: whatever a player (or a cat on the keyboard) does, the app answers with a move, a
reason, or nothing, and keeps running.
"""

from __future__ import annotations

import random

import pygame
import pytest

from boardgames.games import REGISTRY
from boardgames.ui.scenes.menu import MenuScene
from tests.ui.helpers import new_app

KEYS = [
    pygame.K_ESCAPE,
    pygame.K_F1,
    pygame.K_SPACE,
    pygame.K_RETURN,
    pygame.K_z,
    pygame.K_y,
    pygame.K_1,
    pygame.K_3,
    pygame.K_5,
    pygame.K_p,
    pygame.K_h,
    pygame.K_a,
    pygame.K_LEFT,
    pygame.K_DOWN,
    pygame.K_BACKSPACE,
]


@pytest.mark.parametrize("game", [s.name for s in REGISTRY])
def test_random_input_never_crashes(game):
    rng = random.Random(game)
    app = new_app()
    app.settings.animations = rng.random() < 0.5
    menu = MenuScene(app, game=game)
    app.push(menu)
    menu.seed_field.text = "3"
    menu.start()
    w, h = app.size
    for _ in range(700):
        roll = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if roll < 0.75:
            button = 1 if rng.random() < 0.85 else 3
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            )
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        elif roll < 0.8:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1))))
        else:
            mod = pygame.KMOD_CTRL if rng.random() < 0.3 else 0
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="")
            )
        app.step(1 / 30)
        if not app.running or not app.scenes:
            # Esc on the menu quits: start again, as a person would.
            app.running = True
            menu = MenuScene(app, game=game)
            app.push(menu)
            menu.start()
    app.close()
