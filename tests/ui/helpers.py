"""Driving the real app headless: post mouse and key events and step the scene stack."""

from __future__ import annotations

import pygame

from boardgames.ui.app import App


def new_app() -> App:
    app = App((1280, 800), headless=True)
    app.settings.bot_delay = 0.0
    return app


def click(app: App, pos: tuple[float, float], button: int = 1) -> None:
    p = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=button))
    app.step(1 / 60)


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.step(1 / 60)


def settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def button(scene, button_id: str):
    """The play scene's controller button with this id (fails listing the ones there are)."""
    for b in scene.controller.buttons():
        if b.id == button_id:
            return b
    raise AssertionError(
        f"no button {button_id!r}; have {[b.id for b in scene.controller.buttons()]}"
    )
