"""Tweens and the animation queue that turns game events into motion.

Controllers translate each ``Event`` into animations (a piece travels from the supply, "+3" rises
over a land, a tile flips). The board always draws the state as it now is; while a travelling piece
is in flight, the board asks ``hidden(key)`` and leaves that piece out, so nothing is drawn twice.
Any click or key calls ``finish_all`` so play never waits on an animation.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

import pygame

from boardgames.ui import theme as th
from boardgames.ui.theme import Theme

Point = tuple[float, float]
DrawFn = Callable[[pygame.Surface, Point, float], None]


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Anim:
    duration: float
    delay: float = 0.0
    elapsed: float = 0.0
    hides: Hashable | None = None

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:  # pragma: no cover - abstract
        raise NotImplementedError


@dataclass
class Travel(Anim):
    """A piece moving from one point to another; ``draw_piece`` draws it at a point."""

    start: Point = (0.0, 0.0)
    end: Point = (0.0, 0.0)
    draw_piece: DrawFn | None = None

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if not self.started or self.draw_piece is None:
            return
        t = ease_out(self.progress)
        pos = (
            self.start[0] + (self.end[0] - self.start[0]) * t,
            self.start[1] + (self.end[1] - self.start[1]) * t,
        )
        self.draw_piece(surface, pos, t)


@dataclass
class FloatText(Anim):
    """Points rising over the place that earned them."""

    text: str = ""
    at: Point = (0.0, 0.0)
    color: th.Color = th.WHITE
    rise: float = 40.0

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if not self.started:
            return
        t = ease_out(self.progress)
        label = theme.outlined(self.text, "large", self.color).copy()
        label.set_alpha(int(255 * (1 - max(0.0, t - 0.6) / 0.4)))
        surface.blit(label, label.get_rect(center=(self.at[0], self.at[1] - self.rise * t)))


@dataclass
class Custom(Anim):
    """Anything else (a tile flip, a pulse): ``fn(surface, progress)``."""

    fn: Callable[[pygame.Surface, float], None] | None = None

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if self.started and self.fn is not None:
            self.fn(surface, ease_out(self.progress))


@dataclass
class Animator:
    enabled: bool = True
    speed: float = 1.0
    running: list[Anim] = field(default_factory=list)

    def add(self, anim: Anim) -> None:
        if self.enabled:
            self.running.append(anim)

    @property
    def busy(self) -> bool:
        return bool(self.running)

    def hidden(self, key: Hashable) -> bool:
        return any(a.hides == key for a in self.running)

    def update(self, dt: float) -> None:
        for a in self.running:
            a.elapsed += dt * self.speed
        self.running = [a for a in self.running if not a.done]

    def finish_all(self) -> None:
        self.running.clear()

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        for a in self.running:
            a.draw(surface, theme)
