"""The pygame main loop and the scene stack.

Each scene handles input, updates with the frame time and draws itself; the top scene gets the
input, and a scene marked ``overlay`` is drawn over the one below it. ``App`` holds the services the
scenes share (window, theme, settings) and passes itself to scenes instead of using globals.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from typing import Any

import pygame

from boardgames.ui import theme as th
from boardgames.ui.theme import Theme

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (800, 560)


@dataclass
class Settings:
    animations: bool = True
    bot_delay: float = 0.45  # seconds a bot waits so people can follow its move


class Scene:
    """One screen. ``draw`` never changes game state."""

    overlay = False

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def resize(self, size: tuple[int, int]) -> None:
        pass

    def on_top(self) -> None:
        """Called when this scene becomes the top of the stack again."""


class App:
    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, headless: bool = False) -> None:
        self.started = time.perf_counter()
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("boardgames")
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.key.set_repeat(350, 40)
        self.theme = Theme(size[1])
        self.settings = Settings()
        self.scenes: list[Scene] = []
        self.running = True
        self.clock = pygame.time.Clock()
        self.frame_ms: list[float] = []

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    # --- the scene stack ----------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        scene.resize(self.size)
        self.scenes.append(scene)

    def pop(self) -> None:
        if self.scenes:
            self.scenes.pop()
        if self.top is not None:
            self.top.on_top()
        else:
            self.running = False

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        self.scenes.clear()
        self.push(scene)

    # --- the loop ------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE:
            w, h = max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)
            if (w, h) != (event.w, event.h):
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            self.theme.resize(h)
            for scene in self.scenes:
                scene.resize((w, h))
            return
        if self.top is not None:
            self.top.handle(event)

    def step(self, dt: float) -> None:
        """One frame: input, update, draw (the tests drive this directly)."""
        for event in pygame.event.get():
            self.dispatch(event)
        if self.top is not None:
            self.top.update(dt)
        self.draw()

    def draw(self) -> None:
        t0 = time.perf_counter()
        self.screen.fill(th.BG)
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        for scene in self.scenes[start:]:
            scene.draw(self.screen)
        self.frame_ms.append((time.perf_counter() - t0) * 1000)
        if len(self.frame_ms) > 600:
            del self.frame_ms[:300]

    def run(self, first: Scene) -> None:
        self.push(first)
        dt = 0.0
        while self.running and self.scenes:
            self.step(dt)
            pygame.display.flip()
            dt = self.clock.tick(60) / 1000.0
        self.close()

    def close(self) -> None:
        for scene in self.scenes:
            closer: Any = getattr(scene, "close", None)
            if closer is not None:
                closer()
        pygame.quit()
