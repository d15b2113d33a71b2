"""The pygame main loop and the scene stack.

Each scene handles input, updates with the frame time and draws itself; the top scene gets the
input, and a scene marked ``overlay`` is drawn over the one below it. ``App`` holds the services the
scenes share (window, theme, settings, sounds) and passes itself to scenes instead of using globals.

Keys that work in every scene: F11 toggles full screen, M mutes or unmutes (unless the scene used
the key, e.g. while typing a name). Settings are read from the user's config folder at start and
written when the person changes one and when the window closes (``ui.settings``).
"""

from __future__ import annotations

import contextlib
import importlib
import os
import time
from typing import Any

import pygame

from boardgames.ai.workers import close_pools
from boardgames.ui import theme as th
from boardgames.ui.settings import Settings
from boardgames.ui.sound import Sounds
from boardgames.ui.theme import Theme
from boardgames.ui.toast import Toast

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (800, 560)

# The flow between screens: a scene asks for the next one by name (``App.show``), so no scene
# module imports another; the classes are found when first asked for.
SCENES: dict[str, str] = {
    "menu": "boardgames.ui.scenes.menu:MenuScene",
    "play": "boardgames.ui.scenes.play:PlayScene",
    "handoff": "boardgames.ui.scenes.handoff:HandoffScene",
    "results": "boardgames.ui.scenes.results:ResultsScene",
    "replay": "boardgames.ui.scenes.replay:ReplayScene",
    "review": "boardgames.ui.scenes.review:ReviewScene",
    "help": "boardgames.ui.scenes.help:HelpScene",
    "settings": "boardgames.ui.scenes.settings:SettingsScene",
    "demo setup": "boardgames.ui.scenes.demo:DemoSetupScene",
    "lesson": "boardgames.ui.scenes.lesson:LessonScene",
    "join": "boardgames.ui.scenes.join:JoinScene",
}

__all__ = ["DEFAULT_SIZE", "MIN_SIZE", "App", "Scene", "Settings"]


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

    def background(self, dt: float) -> None:
        """Called every frame wherever the scene is in the stack (the phones' requests are
        answered while a hand-off or the rules cover the play scene)."""

    def dropped(self) -> None:
        """Called when the scene leaves the stack (what it started must stop with it)."""


class App:
    """The window and the services scenes share.

    ``size`` None opens the window at its remembered size (or 1280x800); ``settings`` None reads
    the user's settings file (a headless app: the defaults, kept nowhere). A headless app (tests,
    screenshots) uses the dummy video and audio drivers and never goes full screen at start.
    """

    def __init__(
        self,
        size: tuple[int, int] | None = DEFAULT_SIZE,
        headless: bool = False,
        settings: Settings | None = None,
    ) -> None:
        self.started = time.perf_counter()
        self.headless = headless
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        if settings is None:
            # A headless app (tests, screenshots) starts from the defaults and keeps nothing, so
            # what a person set never changes what a test or a screenshot sees.
            settings = Settings() if headless else Settings.load()
        self.settings = settings
        if headless:
            # Nobody double-clicks a headless window: the by-click tests step 1/60 s between
            # clicks, and a test of the guard itself sets the delay back.
            self.settings.arm_delay = 0.0
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("boardgames")
        self.window_size = _clamp(size or self.settings.window or DEFAULT_SIZE)
        self.fullscreen = False
        self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        if self.settings.fullscreen and not headless:
            self._set_fullscreen(True)
        pygame.key.set_repeat(350, 40)
        self.theme = Theme(self.screen.get_height(), self.settings.text_scale)
        self.sounds = Sounds(self.settings.sound, self.settings.volume)
        self.scenes: list[Scene] = []
        self.toast = Toast()  # a short notice over every scene (M: sound on/off)
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
            self.scenes.pop().dropped()
        if self.top is not None:
            self.top.on_top()
        else:
            self.running = False

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().dropped()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().dropped()
        self.push(scene)

    def make(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """The scene called ``name`` in ``SCENES``, built with these arguments."""
        module, _, cls = SCENES[name].partition(":")
        made: Scene = getattr(importlib.import_module(module), cls)(self, *args, **kwargs)
        return made

    def show(self, name: str, *args: Any, how: str = "push", **kwargs: Any) -> Scene:
        """Open the scene called ``name``: on top ("push"), instead of the top one ("replace")
        or as the only one ("reset"); returns it."""
        scene = self.make(name, *args, **kwargs)
        {"push": self.push, "replace": self.replace, "reset": self.reset}[how](scene)
        return scene

    # --- the loop ------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE:
            w, h = max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)
            if (w, h) != (event.w, event.h) and not self.fullscreen:
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            if not self.fullscreen:
                self.window_size = (w, h)
                self.settings.window = (w, h)
            self.relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        used = self.top.handle(event) if self.top is not None else False
        if not used and event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            self.toggle_mute()

    def relayout(self) -> None:
        """The window or the text scale changed: new font sizes, every scene laid out again."""
        w, h = self.screen.get_size()
        self.theme.resize(h, self.settings.text_scale)
        for scene in self.scenes:
            scene.resize((w, h))

    # --- settings that act on the window and the speakers --------------------------------------
    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def set_fullscreen(self, on: bool, remember: bool = True) -> None:
        """Full screen on or off (F11 or the settings); remembered for the next start unless
        ``remember`` is False (``--fullscreen`` on the command line is for this run only)."""
        self._set_fullscreen(on)
        if remember:
            self.settings.fullscreen = self.fullscreen
            self.settings.changed()
        self.relayout()

    def _set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        try:
            if on:
                sizes = pygame.display.get_desktop_sizes() or [self.window_size]
                self.screen = pygame.display.set_mode(_clamp(sizes[0]), pygame.FULLSCREEN)
            else:
                self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        except pygame.error:
            self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
            on = False
        self.fullscreen = on

    def set_text_scale(self, scale: float) -> None:
        self.settings.text_scale = scale
        self.settings.changed()
        self.relayout()

    def toggle_mute(self) -> None:
        self.set_sound(not self.settings.sound)
        on = self.settings.sound
        self.toast.show("Sound on (M to mute)" if on else "Sound off (M to turn it on)")

    def set_sound(self, on: bool) -> None:
        self.settings.sound = on
        self.sounds.enabled = on
        self.settings.changed()

    def set_volume(self, volume: float) -> None:
        self.settings.volume = volume
        self.sounds.set_volume(volume)
        if volume > 0 and not self.settings.sound:
            self.set_sound(True)
        else:
            self.settings.changed()

    def play_sound(self, name: str) -> None:
        self.sounds.play(name)

    def step(self, dt: float) -> None:
        """One frame: input, update, draw (the tests drive this directly)."""
        for event in pygame.event.get():
            self.dispatch(event)
        for scene in list(self.scenes):
            scene.background(dt)
        if self.top is not None:
            self.top.update(dt)
        self.toast.update(dt)
        self.draw()

    def draw(self) -> None:
        t0 = time.perf_counter()
        self.screen.fill(th.BG)
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        for scene in self.scenes[start:]:
            scene.draw(self.screen)
        self.toast.draw(self.screen, self.theme)
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
        close_pools()  # no bot's worker process outlives the window
        for scene in self.scenes:
            closer: Any = getattr(scene, "close", None)
            if closer is not None:
                closer()
            scene.dropped()
        self.settings.window = self.window_size  # the last windowed size, for the next start
        self.settings.save()  # with the last seats and best times (never over a damaged file)
        self.sounds.close()
        with contextlib.suppress(pygame.error):
            pygame.quit()


def _clamp(size: tuple[int, int]) -> tuple[int, int]:
    return (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
