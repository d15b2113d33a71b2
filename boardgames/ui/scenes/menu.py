"""The main menu: continue the autosave, load a save, or set up a new game.

Setting up: pick a game from the registry, the number of players within its range, each seat's name
and whether a person or a bot plays it, an optional seed, and the game's own options (board size,
edition, puzzle code...). Errors (a broken save) show as one line; nothing is lost.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame

from boardgames.core import savefile
from boardgames.core.match import BOT_RANDOM, DEFAULT_NAMES, HUMAN, Match
from boardgames.core.rules import Option, Params
from boardgames.games import REGISTRY, GameSpec, find_rules, fixed_options, spec
from boardgames.ui import theme as th
from boardgames.ui.app import App, Scene
from boardgames.ui.widgets import Button, Choice, TextField


def start_match(app: App, match: Match) -> None:
    from boardgames.ui.scenes.play import PlayScene

    app.reset(PlayScene(app, spec(match.rules.name), match))


def load_into(app: App, path: Path) -> str | None:
    """Load a save and start playing it; returns a one-line error instead of raising."""
    try:
        match = savefile.load(path, find_rules)
    except (savefile.SaveError, ValueError) as exc:
        return str(exc)
    start_match(app, match)
    return None


class MenuScene(Scene):
    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        self.status = ""
        self.game_buttons = [Button(s.name, s.title) for s in REGISTRY]
        self.continue_button = Button("continue", "Continue")
        self.start_button = Button(
            "start", "Start game", color=th.mix(th.GREEN, th.PANEL, 0.2), tooltip="Enter"
        )
        self.quit_button = Button("quit", "Quit")
        self.rules_button = Button("rules", "How to play", tooltip="F1")
        self.anim_choice = Choice("anim", ("on", "off"), 0 if app.settings.animations else 1)
        self.players_choice = Choice("players", ("2",))
        self.seed_field = TextField("seed", placeholder="random", max_len=12)
        self.name_fields = [TextField(f"name{i}", DEFAULT_NAMES[i], max_len=14) for i in range(5)]
        self.seat_choices = [Choice(f"seat{i}", ("person", "bot")) for i in range(5)]
        self.option_widgets: list[tuple[Option, Choice | TextField]] = []
        self.save_buttons: list[tuple[Button, Path]] = []
        self.autosave: Path | None = None
        self.autosave_label = ""
        self.spec: GameSpec = REGISTRY[0]
        self.select(game or REGISTRY[0].name)
        self.scan_saves()

    # --- state ---------------------------------------------------------------------------------
    def select(self, name: str) -> None:
        self.spec = spec(name)
        rules = self.spec.make_rules()
        counts = tuple(str(n) for n in range(rules.min_players, rules.max_players + 1))
        old = self.players_choice.value
        self.players_choice = Choice("players", counts)
        self.players_choice.set(old if old in counts else ("2" if "2" in counts else counts[0]))
        self.option_widgets = []
        for opt in rules.options():
            if opt.choices == ("",):
                field = TextField(opt.key, opt.default, placeholder="(none)", max_len=80)
                self.option_widgets.append((opt, field))
            else:
                choice = Choice(opt.key, opt.choices)
                choice.set(opt.default)
                self.option_widgets.append((opt, choice))
        for b in self.game_buttons:
            b.selected = b.id == name
        self.seat_colors = self._seat_colors(rules)
        self.resize(self.app.size)

    def _seat_colors(self, rules: object) -> list[th.Color]:
        from boardgames.ui.scenes.play import controller_class

        theme_colors = [th.player_style(i).color for i in range(5)]
        try:
            colors = controller_class(self.spec).seat_colors(rules, self.params())
        except (ValueError, ImportError):  # a broken layout is reported when the game starts
            colors = None
        return (colors or []) + theme_colors[len(colors or []) :]

    def scan_saves(self) -> None:
        auto = savefile.autosave_path()
        self.autosave = auto if auto.exists() else None
        if self.autosave is not None:
            try:
                game = json.loads(auto.read_text(encoding="utf-8")).get("game", "?")
                self.autosave_label = f"Continue {game}"
            except (OSError, ValueError):
                self.autosave_label = "Continue (damaged autosave)"
        saves_dir = savefile.data_dir() / "saves"
        paths = (
            sorted(saves_dir.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)[:4]
            if saves_dir.exists()
            else []
        )
        self.save_buttons = [(Button(f"load:{p.name}", p.stem[:26]), p) for p in paths]
        self.resize(self.app.size)

    def players(self) -> int:
        return int(self.players_choice.value)

    def params(self) -> Params:
        n = self.players()
        names = tuple((self.name_fields[i].text.strip() or DEFAULT_NAMES[i])[:14] for i in range(n))
        options: dict[str, str] = {}
        for opt, widget in self.option_widgets:
            options[opt.key] = widget.value if isinstance(widget, Choice) else widget.text.strip()
        return Params(
            players=n, names=names, options=fixed_options(self.spec.make_rules(), options)
        )

    def start(self) -> None:
        text = self.seed_field.text.strip()
        if text and not text.isdigit():
            self.status = "The seed must be a whole number (or empty for a random one)."
            return
        seed = int(text) if text else random.randrange(1, 10**9)
        seats = [
            BOT_RANDOM if self.seat_choices[i].value == "bot" else HUMAN
            for i in range(self.players())
        ]
        self.app.settings.animations = self.anim_choice.value == "on"
        try:
            match = Match(self.spec.make_rules(), self.params(), seed, seats)
        except ValueError as exc:
            self.status = str(exc).splitlines()[0]
            return
        start_match(self.app, match)

    def show_rules(self) -> None:
        from boardgames.ui.scenes.help import HelpScene

        rules = self.spec.make_rules()
        try:
            text = rules.help_text(rules.load_layout(self.params()))
        except ValueError as exc:  # a broken layout file: say so, keep the menu
            self.status = str(exc).splitlines()[0]
            return
        self.app.push(HelpScene(self.app, self.spec.title, text))

    # --- layout --------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        theme = self.app.theme
        bh = max(32, theme.px["normal"] + 16)
        left = pygame.Rect(int(w * 0.05), int(h * 0.16), int(w * 0.3), h)
        y = left.y
        if self.autosave is not None:
            self.continue_button.rect = pygame.Rect(left.x, y, left.width, bh)
            y += bh + 18
        for b in self.game_buttons:
            b.rect = pygame.Rect(left.x, y, left.width, bh)
            y += bh + 8
        y += 30
        self.saves_top = y
        y += theme.px["normal"] + 10
        for b, _ in self.save_buttons:
            b.rect = pygame.Rect(left.x, y, left.width, bh - 6)
            y += bh - 2
        self.quit_button.rect = pygame.Rect(left.x, h - bh - 24, 120, bh)
        # right column: setup of the selected game
        rx = int(w * 0.42)
        rw = int(w * 0.53)
        label_w = int(rw * 0.3)
        y = int(h * 0.16) + theme.px["normal"] * 3
        self.rows: list[tuple[str, int]] = []
        self.players_choice.rect = pygame.Rect(rx + label_w, y, 140, bh)
        self.rows.append(("Players", y))
        y += bh + 10
        for i in range(5):
            self.name_fields[i].rect = pygame.Rect(rx + label_w, y, int(rw * 0.38), bh)
            self.seat_choices[i].rect = pygame.Rect(
                rx + label_w + int(rw * 0.4), y, int(rw * 0.26), bh
            )
            if i < self.players():
                self.rows.append((f"Seat {i + 1}", y))
                y += bh + 6
        y += 8
        for opt, widget in self.option_widgets:
            widget.rect = pygame.Rect(rx + label_w, y, int(rw * 0.66), bh)
            self.rows.append((opt.label, y))
            y += bh + 6
        self.seed_field.rect = pygame.Rect(rx + label_w, y, 160, bh)
        self.rows.append(("Seed", y))
        y += bh + 6
        self.anim_choice.rect = pygame.Rect(rx + label_w, y, 140, bh)
        self.rows.append(("Animations", y))
        y += bh + 20
        self.start_button.rect = pygame.Rect(rx + label_w, y, 220, bh + 8)
        self.rules_button.rect = pygame.Rect(rx + label_w + 236, y, 180, bh + 8)
        self.rx, self.rw = rx, rw

    # --- input ---------------------------------------------------------------------------------
    def widgets(self) -> list[Choice | TextField]:
        n = self.players()
        out: list[Choice | TextField] = [self.players_choice, self.seed_field, self.anim_choice]
        out += self.name_fields[:n] + self.seat_choices[:n]
        out += [w for _, w in self.option_widgets]
        return out

    def handle(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_ESCAPE
            and not any(isinstance(w, TextField) and w.focused for w in self.widgets())
        ):
            self.app.running = False
            return True
        for wdg in self.widgets():
            if wdg.handle(event):
                if wdg is self.players_choice:
                    self.resize(self.app.size)
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        for b in self.game_buttons:
            if b.handle(event):
                self.select(b.id)
                return True
        if self.autosave is not None and self.continue_button.handle(event):
            self.status = load_into(self.app, self.autosave) or ""
            return True
        for b, path in self.save_buttons:
            if b.handle(event):
                self.status = load_into(self.app, path) or ""
                return True
        if self.start_button.handle(event):
            self.start()
            return True
        if self.rules_button.handle(event) or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_F1
        ):
            self.show_rules()
            return True
        if self.quit_button.handle(event):
            self.app.running = False
            return True
        return False

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w, h = surface.get_size()
        title = theme.text("boardgames", "huge", th.TEXT, bold=True)
        surface.blit(title, (int(w * 0.05), int(h * 0.04)))
        sub = theme.text(
            "Tiwanaku · Titicaca · Titania — one table, one screen", "normal", th.TEXT_DIM
        )
        surface.blit(
            sub,
            (
                int(w * 0.05) + title.get_width() + 24,
                int(h * 0.04) + title.get_height() - sub.get_height() - 6,
            ),
        )
        if self.autosave is not None:
            self.continue_button.label = self.autosave_label
            self.continue_button.draw(surface, theme)
        for b in self.game_buttons:
            b.draw(surface, theme)
        if self.save_buttons:
            surface.blit(
                theme.text("Saved games", "normal", th.TEXT_DIM), (int(w * 0.05), self.saves_top)
            )
            for b, _ in self.save_buttons:
                b.draw(surface, theme)
        self.quit_button.draw(surface, theme)
        # setup panel
        panel = pygame.Rect(
            self.rx - 20,
            int(h * 0.16) - 16,
            self.rw + 40,
            self.start_button.rect.bottom - int(h * 0.16) + 36,
        )
        pygame.draw.rect(surface, th.PANEL, panel, border_radius=12)
        surface.blit(
            theme.text(self.spec.title, "large", th.TEXT, bold=True), (self.rx, int(h * 0.16))
        )
        for i, line in enumerate(theme.wrap(self.spec.blurb, self.rw, "small")[:2]):
            surface.blit(
                theme.text(line, "small", th.TEXT_DIM),
                (self.rx, int(h * 0.16) + theme.px["large"] + 8 + i * theme.px["small"] + 2),
            )
        for label, y in self.rows:
            surface.blit(theme.text(label, "normal", th.TEXT), (self.rx, y + 6))
        for i in range(self.players()):
            style = th.player_style(i)
            th.draw_glyph(
                surface,
                style.glyph,
                (self.rx + int(self.rw * 0.3) - 18, self.name_fields[i].rect.centery),
                9,
                self.seat_colors[i],
            )
        for wdg in self.widgets():
            wdg.draw(surface, theme)
        self.start_button.draw(surface, theme)
        self.rules_button.draw(surface, theme)
        if self.status:
            surface.blit(
                theme.text(self.status[:110], "normal", th.mix(th.BAD, th.WHITE, 0.35)),
                (int(w * 0.05), h - 30 - 2 * theme.px["normal"] - 40),
            )
        for b in (*self.game_buttons, self.start_button, self.rules_button):
            b.draw_tooltip(surface, theme)
