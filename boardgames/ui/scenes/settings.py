"""The settings overlay (from the menu): animations, sound, volume, full screen and text size.

Every change applies at once and is remembered in the settings file (``ui.settings``); a left
click on a choice steps forward, a right click back. Esc, Close or a click outside the box closes.
"""

from __future__ import annotations

import pygame

from boardgames.core.savefile import short_path
from boardgames.ui import theme as th
from boardgames.ui.app import App, Scene
from boardgames.ui.settings import TEXT_SCALES, settings_path
from boardgames.ui.stepper import Stepper
from boardgames.ui.widgets import Button

VOLUMES = tuple(f"{v}%" for v in range(0, 101, 10))


def percent(value: float) -> str:
    return f"{round(value * 100)}%"


class SettingsScene(Scene):
    overlay = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        self.anim = Stepper("animations", ("on", "off"), 0 if s.animations else 1)
        self.sound = Stepper("sound", ("on", "off"), 0 if s.sound else 1)
        self.volume = Stepper("volume", VOLUMES)
        self.volume.set(min(VOLUMES, key=lambda v: abs(int(v[:-1]) / 100 - s.volume)))
        self.fullscreen = Stepper("fullscreen", ("off", "on"), 1 if app.fullscreen else 0)
        self.text = Stepper("text", tuple(percent(v) for v in TEXT_SCALES))
        self.text.set(percent(s.text_scale))
        self.rows: list[tuple[str, Stepper, str]] = [
            ("Animations", self.anim, ""),
            ("Sound", self.sound, "key M"),
            ("Volume", self.volume, ""),
            ("Full screen", self.fullscreen, "key F11"),
            ("Text size", self.text, "for a big screen"),
        ]
        self.close_button = Button("close", "Close", tooltip="Esc")
        self.box = pygame.Rect(0, 0, 0, 0)
        self.label_rects: list[pygame.Rect] = []

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        theme = self.app.theme
        bh = max(32, theme.px["normal"] + 16)
        line = theme.font("small").get_linesize()
        inner_h = theme.px["large"] + 24 + len(self.rows) * (bh + 10) + 2 * line + bh + 30
        bw = min(w - 40, max(480, int(w * 0.42)))
        self.box = pygame.Rect(0, 0, bw, min(h - 20, inner_h + 40))
        self.box.center = (w // 2, h // 2)
        label_w = int(bw * 0.36)
        y = self.box.y + 24 + theme.px["large"] + 24
        self.label_rects = []
        for _, choice, _ in self.rows:
            choice.rect = pygame.Rect(self.box.x + 24 + label_w, y, int(bw * 0.3), bh)
            self.label_rects.append(pygame.Rect(self.box.x + 24, y, label_w - 10, bh))
            y += bh + 10
        self.notes_y = y + 4
        self.close_button.rect = pygame.Rect(
            self.box.right - 24 - 120, self.box.bottom - bh - 18, 120, bh
        )

    # --- input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if self.close_button.handle(event):
            self.app.pop()
            return True
        for _, choice, _ in self.rows:
            if choice.handle(event):
                self.apply(choice)
                return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and not self.box.collidepoint(event.pos)
        ):
            self.app.pop()
            return True
        # M and F11 go on to the app; nothing else reaches the menu underneath
        return not (event.type == pygame.KEYDOWN and event.key == pygame.K_m)

    def apply(self, choice: Stepper) -> None:
        app = self.app
        if choice is self.anim:
            app.settings.animations = choice.value == "on"
            app.settings.changed()
        elif choice is self.sound:
            app.set_sound(choice.value == "on")
        elif choice is self.volume:
            app.set_volume(int(choice.value[:-1]) / 100)
            self.sound.set("on" if app.settings.sound else "off")
            app.play_sound("points")  # hear what the new volume sounds like
        elif choice is self.fullscreen:
            app.set_fullscreen(choice.value == "on")
            self.fullscreen.set("on" if app.fullscreen else "off")
        elif choice is self.text:
            app.set_text_scale(TEXT_SCALES[choice.index])

    def update(self, dt: float) -> None:
        # F11 and M also work while the overlay is open: keep the choices in step
        self.sound.set("on" if self.app.settings.sound else "off")
        self.fullscreen.set("on" if self.app.fullscreen else "off")

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, th.PANEL, self.box, border_radius=12)
        pygame.draw.rect(surface, th.PANEL_LIGHT, self.box, width=2, border_radius=12)
        text, size = theme.fit_sizes("Settings", self.box.width - 48, ("large",), True)
        surface.blit(theme.text(text, size, th.TEXT, bold=True), (self.box.x + 24, self.box.y + 20))
        for (label, choice, hint), rect in zip(self.rows, self.label_rects, strict=True):
            text, size = theme.fit_sizes(label, rect.width, ("normal", "small"))
            shown = theme.text(text, size, th.TEXT)
            surface.blit(shown, shown.get_rect(midleft=(rect.x, rect.centery)))
            choice.draw(surface, theme)
            if hint:
                room = self.box.right - 24 - (choice.rect.right + 12)
                text, size = theme.fit_sizes(hint, room, ("small", "tiny"))
                if text:
                    tip = theme.text(text, size, th.TEXT_DIM)
                    surface.blit(
                        tip, tip.get_rect(midleft=(choice.rect.right + 12, choice.rect.centery))
                    )
        notes = [f"Kept in {short_path(settings_path(), 60)}"]
        if not self.app.sounds.available:
            notes.append("No sound device here: the game plays silently.")
        y = self.notes_y
        room = self.close_button.rect.x - 12 - (self.box.x + 24)
        for note in notes:
            note_label = theme.text(theme.fit(note, room, "small"), "small", th.TEXT_DIM)
            if y + note_label.get_height() > self.close_button.rect.bottom:
                break
            surface.blit(note_label, (self.box.x + 24, y))
            y += theme.font("small").get_linesize()
        self.close_button.draw(surface, theme)
        self.close_button.draw_tooltip(surface, theme)
