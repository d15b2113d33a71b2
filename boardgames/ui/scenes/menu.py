"""The main menu: continue or discard an unfinished game, load a save, or set up a new game.

Every unfinished game has its own autosave, listed newest first with its game, players, move count
and when it was last played; Continue resumes it and Discard (which asks once) deletes it.
Setting up: pick a game from the registry, the number of players within its range, each seat's name
and whether a person or a bot plays it, an optional seed, and the game's own options (board size,
edition, puzzle code...). Errors (a broken save) show as a wrapped message; nothing is lost.

The menu also shows where saves are kept (with a button that opens the folder), opens the settings
(animations, sound, volume, full screen, text size) and the demo for game nights (bots playing on a
loop, ``scenes.demo``), and remembers each game's last seats.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from boardgames.ai import BOT_EASY, BOT_HARD, BOT_MEDIUM
from boardgames.ai.common import can_search
from boardgames.core import savefile
from boardgames.core.match import BOT_RANDOM, DEFAULT_NAMES, HUMAN, Match
from boardgames.core.rules import Option, Params
from boardgames.games import REGISTRY, GameSpec, find_rules, fixed_options, spec
from boardgames.lessons import progress as lesson_progress
from boardgames.lessons.lesson import lesson_games, lesson_path, load_lesson
from boardgames.phones.setup import PhoneSetup, played_with_phones
from boardgames.ui import theme as th
from boardgames.ui.app import App, Scene
from boardgames.ui.controller import controller_class
from boardgames.ui.stepper import Stepper
from boardgames.ui.widgets import Button, TextField, draw_tip

STATUS_LINES = 5  # a longer message is cut at the end of its fifth line
# The games in one line under the title; a solo puzzle mode of a game is not a game of its own.
GAMES_LINE = " · ".join(s.title for s in REGISTRY if not s.title.lower().endswith("puzzle"))

# What a seat's choice means: a person, or a bot of a level.
SEAT_KINDS: dict[str, str] = {
    "person": HUMAN,
    "easy bot": BOT_EASY,
    "medium bot": BOT_MEDIUM,
    "hard bot": BOT_HARD,
    "random bot": BOT_RANDOM,
}


def saves_dir() -> Path:
    return savefile.data_dir() / "saves"


def _launch(argv: list[str]) -> None:
    subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def open_folder(path: Path) -> str:
    """Show ``path`` in the desktop's file manager; returns a one-line problem ("" when asked).

    Harmless where there is no desktop: the problem names the folder in full, to copy."""
    opener = "open" if sys.platform == "darwin" else "xdg-open"
    try:
        path.mkdir(parents=True, exist_ok=True)
        if sys.platform.startswith("win"):
            os.startfile(path)  # type: ignore[attr-defined]
            return ""
        if shutil.which(opener) is None:
            return _no_opener(opener, path)
        _launch([opener, str(path)])
    except FileNotFoundError as exc:
        if exc.filename == opener:  # "No such file or directory" means the opener, not the folder
            return _no_opener(opener, path)
        return f"Could not open the folder ({exc.strerror or exc}). It is {path}"
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return f"Could not open the folder ({reason}). It is {path}"
    return ""


def _no_opener(opener: str, path: Path) -> str:
    # The folder is there; what is missing is the program that shows folders.
    return (
        f"No file manager opener ({opener}) is installed here, so the folder cannot be shown."
        f" It is {path}"
    )


def save_label(path: Path) -> str:
    """A saved game's button: "Titicaca, 29 Nov 18:15" for our own file names, else the name."""
    stem = "".join(c if c.isprintable() else "?" for c in path.stem)
    game, _, stamp = stem.partition("-")
    try:
        title = spec(game).title
        then = time.strptime(stamp, "%Y%m%d-%H%M%S")
    except (KeyError, ValueError):
        return stem
    return f"{title}, {time.strftime('%d %b %Y %H:%M', then).lstrip('0')}"


def start_match(app: App, match: Match, phones: PhoneSetup | None = None) -> None:
    app.show("play", spec(match.rules.name), match, how="reset", phones=phones)


def load_into(app: App, path: Path, phones: PhoneSetup | None = None) -> str | None:
    """Load a save and play on in its own autosave slot; returns a one-line error instead.

    A game its players played from their phones opens its phones again (``phones``: where the
    server listens), with new codes to scan."""
    try:
        match = savefile.resume(path, find_rules)
    except (savefile.SaveError, ValueError) as exc:
        return str(exc)
    again = phones if phones is not None and played_with_phones(match.extras) else None
    try:
        start_match(app, match, again)
    except (ValueError, OSError) as exc:  # a layout that broke since the game was saved
        return f"{path}: {' '.join(str(exc).split())}"
    return None


def when(seconds: float, now: float | None = None) -> str:
    """When a game was last played, in few words: "just now", "5 min ago", "yesterday"..."""
    now = time.time() if now is None else now
    ago = now - seconds
    if ago < 60:
        return "just now"
    if ago < 3600:
        return f"{int(ago // 60)} min ago"
    then, today = time.localtime(seconds), time.localtime(now)
    days = (
        time.mktime((*today[:3], 0, 0, 0, 0, 0, -1)) - time.mktime((*then[:3], 0, 0, 0, 0, 0, -1))
    ) // 86400
    if days < 1:
        return f"{int(ago // 3600)} h ago"
    if days < 2:
        return "yesterday"
    if days < 7:
        return time.strftime("%A", then)
    if then.tm_year == today.tm_year:
        return time.strftime("%d %b", then).lstrip("0")
    return time.strftime("%d %b %Y", then).lstrip("0")


@dataclass
class Card:
    """One unfinished game in the menu: what it is, and its Continue and Discard buttons."""

    info: savefile.Unfinished
    cont: Button
    discard: Button
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    lines: list[str] = field(default_factory=list)  # title, players, moves and when (fitted)
    progress: str = ""  # how far the game got, shown beside the title where it fits

    @property
    def label(self) -> str:
        """The game in words, for messages: "the Tiwanaku game (25 moves)"."""
        if self.info.problem:
            return "the damaged autosave"
        moves = f"{self.info.moves} move" + ("" if self.info.moves == 1 else "s")
        return f"the {self.info.title} game ({moves})"


class MenuScene(Scene):
    def __init__(
        self,
        app: App,
        game: str | None = None,
        status: str = "",
        phones: PhoneSetup | None = None,
    ) -> None:
        super().__init__(app)
        # Players' phones (games with secrets only): where the server listens, and whether
        # the choice starts on (``--phones`` without a game).
        self.phone_setup = phones or PhoneSetup()
        self.phones_choice = Stepper(
            "phones",
            ("off", "on"),
            1 if phones is not None or app.settings.phones else 0,
            hint="Each player's secrets and secret choices on their own phone (same Wi-Fi)",
        )
        self._status = ""
        self.status_bad = True
        self._status_lines: list[str] = []
        self.game_buttons = [Button(s.name, s.title) for s in REGISTRY]
        self.start_button = Button(
            "start", "Start game", color=th.mix(th.GREEN, th.PANEL, 0.2), tooltip="Enter"
        )
        self.quit_button = Button("quit", "Quit")
        self.settings_button = Button("settings", "Settings", tooltip="sound, full screen (F11)")
        self.demo_button = Button(
            "demo", "Demo", tooltip="Bots play on a loop, with a caption under every move"
        )
        self.folder_button = Button("folder", "Open folder", tooltip="the saves folder")
        self.rules_button = Button("rules", "How to play", tooltip="F1")
        self.anim_choice = Stepper("anim", ("on", "off"), 0 if app.settings.animations else 1)
        self.players_choice = Stepper("players", ("2",))
        self.seed_field = TextField("seed", placeholder="random", max_len=12)
        self.name_fields = [TextField(f"name{i}", DEFAULT_NAMES[i], max_len=14) for i in range(5)]
        self.seat_choices = [Stepper(f"seat{i}", tuple(SEAT_KINDS)) for i in range(5)]
        self.learn_button = Button(
            "learn", "Learn to play", tooltip="A guided first game that teaches the rules"
        )
        self.option_widgets: list[tuple[Option, Stepper | TextField]] = []
        self.fixed_players = False  # the game has one player count: no Players row
        self.people_only = False  # a bot cannot play it (a solo puzzle): no seat kind
        self.discard_all_button = Button(
            "discard-all", "Discard all", tooltip="every unfinished game, after one confirmation"
        )
        self.confirm_all = False  # Discard all waits for its second click
        self.cards: list[Card] = []  # unfinished games, newest first
        self.card_offset = 0  # cards scrolled past at the top of the list
        self.cards_shown = 0
        self.confirm: Card | None = None  # the card whose Discard waits for a second click
        self.save_buttons: list[tuple[Button, Path]] = []
        self.saves_shown = 0
        self.saves_total = 0
        self._since_relabel = 0.0
        self.mouse = (0, 0)  # where the pointer was last seen (the wheel scrolls what it is over)
        self.spec: GameSpec = REGISTRY[0]
        self.rx, self.rw = 0, 0
        self.select(game or REGISTRY[0].name)
        self.scan_saves()
        if app.settings.notice:
            self.say(app.settings.notice)
        if status:  # what the screen we came from has to say (a game that could not be kept)
            self.say(status)

    # --- status ----------------------------------------------------------------------------------
    @property
    def status(self) -> str:
        return self._status

    @status.setter
    def status(self, text: str) -> None:
        self.say(text)

    def say(self, text: str, bad: bool = True) -> None:
        """Show a message under the lists, wrapped to the column (the column makes room for it)."""
        self._status = " ".join(text.split())
        self.status_bad = bad
        self.resize(self.app.size)

    # --- the newest unfinished game (what a single Continue button used to resume) ---------------
    @property
    def autosave(self) -> Path | None:
        return self.cards[0].info.path if self.cards else None

    @property
    def continue_button(self) -> Button:
        return self.cards[0].cont if self.cards else Button("continue", "Continue", enabled=False)

    # --- state -----------------------------------------------------------------------------------
    def select(self, name: str) -> None:
        self.spec = spec(name)
        rules = self.spec.make_rules()
        counts = tuple(str(n) for n in range(rules.min_players, rules.max_players + 1))
        old = self.players_choice.value
        self.players_choice = Stepper("players", counts)
        self.players_choice.set(old if old in counts else ("2" if "2" in counts else counts[0]))
        self.option_widgets = []
        for opt in rules.options():
            if opt.choices == ("",):
                field = TextField(opt.key, opt.default, placeholder="(none)", max_len=80)
                self.option_widgets.append((opt, field))
            else:
                choice = Stepper(opt.key, opt.choices, hint=opt.hint)
                choice.set(opt.default)
                self.option_widgets.append((opt, choice))
        self.fixed_players = rules.min_players == rules.max_players
        # A game for one person whose bots could only play at random (the puzzle): no bot seat.
        self.people_only = rules.max_players == 1 and not can_search(rules)
        memory = self.app.settings.seats.get(name)
        if memory is not None:
            self.players_choice.set(str(memory.players))
            for i, text in enumerate(memory.names[:5]):
                self.name_fields[i].text = text[: self.name_fields[i].max_len]
            for i, kind in enumerate(memory.kinds[:5]):
                # "bot" was the easy level's label before the levels had names
                self.seat_choices[i].set("easy bot" if kind == "bot" else kind)
            for opt, widget in self.option_widgets:
                value = memory.options.get(opt.key)
                if value is not None and isinstance(widget, Stepper):
                    widget.set(value)  # a value the game no longer offers keeps the default
        for b in self.game_buttons:
            b.selected = b.id == name
        self.seat_colors = self._seat_colors(rules)
        self.resize(self.app.size)

    def _seat_colors(self, rules: object) -> list[th.Color]:
        theme_colors = [th.player_style(i).color for i in range(5)]
        try:
            colors = controller_class(self.spec).seat_colors(rules, self.params())
        except (ValueError, ImportError):  # a broken layout is reported when the game starts
            colors = None
        return (colors or []) + theme_colors[len(colors or []) :]

    def scan_saves(self) -> None:
        """List the unfinished games (every autosave slot) and the saved games, newest first."""
        self.confirm = None
        self.confirm_all = False
        self.discard_all_button.label = "Discard all"
        self.discard_all_button.color = None
        self.cards = [
            Card(
                info,
                Button(f"continue:{info.path.name}", "Continue"),
                Button(f"discard:{info.path.name}", "Discard"),
            )
            for info in savefile.unfinished(find_rules)
        ]
        for card in self.cards:
            if card.info.problem:
                card.cont.tooltip = "Shows what is wrong with it"
        paths: list[Path] = []
        try:
            found = [(p.stat().st_mtime, p) for p in saves_dir().glob("*.json") if p.is_file()]
            paths = [p for _, p in sorted(found, reverse=True)]
        except OSError:
            paths = []
        self.save_buttons = [
            (Button(f"load:{p.name}", save_label(p), tooltip=p.name), p) for p in paths
        ]
        self.resize(self.app.size)

    def discard(self, card: Card) -> None:
        if self.confirm is not card:
            self.cancel_discard()
            self.confirm = card
            card.discard.label = "Sure?"
            card.discard.color = th.mix(th.BAD, th.PANEL, 0.25)
            self.say(
                f'Discard {card.label} for good? Click "Sure?" to delete it, anywhere else to keep it.',
                bad=False,
            )
            return
        try:
            savefile.discard(card.info.path)
        except OSError as exc:
            self.cancel_discard()
            self.say(
                f"Could not discard {card.label}: {savefile.failure_line(exc, card.info.path)}"
            )
            return
        label = card.label
        self.scan_saves()
        self.say(f"Discarded {label}.", bad=False)

    def discard_all(self) -> None:
        """Every unfinished game: the first click asks, the second deletes them all."""
        count = len(self.cards)
        if not self.confirm_all:
            self.cancel_discard()
            self.confirm_all = True
            self.discard_all_button.label = "Sure?"
            self.discard_all_button.color = th.mix(th.BAD, th.PANEL, 0.25)
            self.say(
                f'Discard all {count} unfinished games for good? Click "Sure?" to delete them,'
                " anywhere else to keep them.",
                bad=False,
            )
            return
        failed = ""
        for card in self.cards:
            try:
                savefile.discard(card.info.path)
            except OSError as exc:
                failed = failed or savefile.failure_line(exc, card.info.path)
        self.scan_saves()
        if failed:
            self.say(f"Could not discard every game: {failed}")
        else:
            self.say(f"Discarded {count} unfinished games.", bad=False)

    def cancel_discard(self) -> None:
        if self.confirm_all:
            self.confirm_all = False
            self.discard_all_button.label = "Discard all"
            self.discard_all_button.color = None
            self.say("")
        if self.confirm is not None:
            self.confirm.discard.label = "Discard"
            self.confirm.discard.color = None
            self.confirm = None
            self.say("")

    def players(self) -> int:
        return int(self.players_choice.value)

    def params(self) -> Params:
        n = self.players()
        names = tuple((self.name_fields[i].text.strip() or DEFAULT_NAMES[i])[:14] for i in range(n))
        options: dict[str, str] = {}
        for opt, widget in self.option_widgets:
            options[opt.key] = widget.value if isinstance(widget, Stepper) else widget.text.strip()
        return Params(
            players=n, names=names, options=fixed_options(self.spec.make_rules(), options)
        )

    def start(self) -> None:
        text = self.seed_field.text.strip()
        if text and not text.isdigit():
            self.say("The seed must be a whole number (or empty for a random one).")
            return
        seed = int(text) if text else random.randrange(1, 10**9)
        seats = [
            HUMAN if self.people_only else SEAT_KINDS[self.seat_choices[i].value]
            for i in range(self.players())
        ]
        settings = self.app.settings
        animations = self.anim_choice.value == "on"
        if animations != settings.animations:
            settings.animations = animations
            settings.changed()
        try:
            match = Match(self.spec.make_rules(), self.params(), seed, seats)
        except ValueError as exc:
            self.say(str(exc).splitlines()[0])
            return
        settings.remember_seats(
            self.spec.name,
            self.players(),
            [f.text for f in self.name_fields],
            [c.value for c in self.seat_choices],
            {opt.key: w.value for opt, w in self.option_widgets if isinstance(w, Stepper)},
        )
        if self.spec.phone:
            settings.phones = self.phones_choice.value == "on"
        settings.save()
        phones = self.phone_setup if self.spec.phone and self.phones_choice.value == "on" else None
        start_match(self.app, match, phones)

    def has_lesson(self) -> bool:
        if not hasattr(self, "_lesson_games"):  # looked up once per menu, not every frame
            self._lesson_games = set(lesson_games())
        return self.spec.name in self._lesson_games

    @property
    def learned(self) -> set[str]:
        """Games whose lesson was played to the end (read once per menu)."""
        if not hasattr(self, "_learned"):
            self._learned = lesson_progress.finished_lessons()
        return self._learned

    def open_settings(self) -> None:
        self.app.show("settings")

    def open_demo(self) -> None:
        self.app.show("demo setup", self.spec.name, self.players())

    def on_top(self) -> None:
        """Back from the settings: the animations choice shows what was set there."""
        self.anim_choice.set("on" if self.app.settings.animations else "off")
        self.resize(self.app.size)

    def show_rules(self) -> None:
        rules = self.spec.make_rules()
        try:
            text = rules.help_text(rules.load_layout(self.params()))
        except ValueError as exc:  # a broken layout file: say so, keep the menu
            self.say(str(exc).splitlines()[0])
            return
        self.app.show("help", self.spec.title, text)

    # --- layout ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self._layout_title(size)
        self._layout_setup(size)
        self._layout_left(size)

    def _layout_title(self, size: tuple[int, int]) -> None:
        """The app's name, and the games in a line beside it (or under it, where it is narrow)."""
        w, h = size
        theme = self.app.theme
        x, y = int(w * 0.05), int(h * 0.04)
        title = theme.font("huge", True).size("boardgames")
        bh = max(32, theme.px["normal"] + 16)
        sw = theme.font("normal").size(self.settings_button.label)[0] + 30
        self.settings_button.rect = pygame.Rect(
            int(w * 0.95) - sw, y + (title[1] - bh) // 2, sw, bh
        )
        # Demo stands beside Settings: for a game night, not for setting up a game.
        dw = theme.font("normal").size(self.demo_button.label)[0] + 30
        self.demo_button.rect = self.settings_button.rect.move(-dw - 10, 0)
        self.demo_button.rect.width = dw
        beside = self.demo_button.rect.x - 24 - (x + title[0] + 24)
        line = f"{GAMES_LINE} \u2014 one table, one screen"
        text, sub_size = theme.fit_sizes(line, beside, ("normal", "small"))
        sub_h = theme.font(sub_size).get_height()
        if text == line:
            self.sub = (text, sub_size, (x + title[0] + 24, y + title[1] - sub_h - 6))
            self.top_y = max(int(h * 0.16), y + title[1] + 12)
            self.setup_top = self.top_y
        else:
            text, sub_size = theme.fit_sizes(line, w - 2 * x, ("normal", "small"))
            self.sub = (text, sub_size, (x, y + title[1]))
            self.top_y = y + title[1] + theme.font(sub_size).get_linesize() + 12
            # The setup panel is drawn from 16 px above its top and this line runs over to it:
            # the panel starts below the line (the left column keeps its place).
            self.setup_top = self.top_y + 10

    def _layout_left(self, size: tuple[int, int]) -> None:
        """The left column, top to bottom: unfinished games, new game, saved games, the message.

        Space goes first to the game buttons and the message, then to one card, one saved game,
        and then to more cards and more saved games; the rest scroll (cards) or are counted.
        """
        w, h = size
        theme = self.app.theme
        bh = max(32, theme.px["normal"] + 16)
        x = int(w * 0.05)
        width = max(200, self.rx - 44 - x)
        self.left = pygame.Rect(x, self.top_y, width, 0)
        self.quit_button.rect = pygame.Rect(x, h - bh - 24, min(120, width // 3), bh)
        normal = theme.font("normal").get_linesize()
        small = theme.font("small").get_linesize()
        heading = normal + 8
        # above Quit: where the saves are; beside it, a button that opens the folder
        open_w = theme.font("normal").size(self.folder_button.label)[0] + 24
        self.folder_button.rect = pygame.Rect(x + width - open_w, h - bh - 24, open_w, bh)
        path = saves_dir()
        limit = 80
        line = f"Saves: {savefile.short_path(path, limit)}"
        while limit > 12 and theme.font("small").size(line)[0] > width:
            limit -= 4
            line = f"Saves: {savefile.short_path(path, limit)}"
        folder_top = self.quit_button.rect.top - 6 - small
        self.folder_line = (theme.fit(line, width, "small"), "small", (x, folder_top))
        self._status_lines = theme.wrap(self._status, width, "normal") if self._status else []
        if len(self._status_lines) > STATUS_LINES:
            self._status_lines = self._status_lines[:STATUS_LINES]
            self._status_lines[-1] = theme.fit(self._status_lines[-1] + " \u2026", width, "normal")
        status_h = len(self._status_lines) * normal
        bottom = folder_top - 8 - (status_h + 10 if status_h else 0)
        self.status_top = bottom + 10
        # A card holds three lines of text and its two buttons: side by side where the column is
        # wide, one above the other where it is narrow (so the text keeps room to be read).
        self._card_bw = max(theme.font("normal").size(t)[0] for t in ("Continue", "Discard")) + 18
        self._card_stacked = width - 2 * self._card_bw - 40 < 190
        text_h = normal + 2 * small + 14
        if self._card_stacked:
            card_h = max(text_h, 2 * (normal + 6) + 3 * 4)
        else:
            card_h = max(bh + 12, text_h)
        card_step = card_h + 6
        save_step = bh - 2
        games_h = len(self.game_buttons) * (bh + 8) + (heading if self.cards else 0)
        room = bottom - self.left.y - games_h
        if self.cards:
            room -= heading + 10
        # one card and one saved game first, then more cards, then more saved games
        cards = min(len(self.cards), 1 if room >= card_step else 0)
        room -= cards * card_step
        saves = 0
        if self.save_buttons and room >= heading + save_step:
            saves = 1
            room -= heading + save_step + 14
        more = max(0, min(len(self.cards) - cards, room // card_step))
        cards += more
        room -= more * card_step
        saves = min(len(self.save_buttons), saves + max(0, room // save_step)) if saves else 0
        self.cards_shown = max(1, cards) if self.cards else 0
        self.card_offset = max(0, min(self.card_offset, len(self.cards) - self.cards_shown))
        self.saves_shown = saves
        y = self.left.y
        if self.cards:
            self.cards_top = y
            small_h = theme.font("small").get_linesize() + 6
            all_w = theme.font("small").size("Discard all")[0] + 20
            self.discard_all_button.rect = pygame.Rect(
                x + width - all_w, y + (normal - small_h) // 2, all_w, small_h
            )
            y += heading
            shown = self.cards[self.card_offset : self.card_offset + self.cards_shown]
            for card in self.cards:
                card.rect = pygame.Rect(0, 0, 0, 0)
                card.cont.rect = pygame.Rect(0, 0, 0, 0)
                card.discard.rect = pygame.Rect(0, 0, 0, 0)
            for card in shown:
                card.rect = pygame.Rect(x, y, width, card_h)
                self._layout_card(card)
                y += card_step
            self.cards_area = pygame.Rect(x, self.cards_top, width, y - self.cards_top)
            y += 10
            self.new_top = y
            y += heading
        for b in self.game_buttons:
            b.rect = pygame.Rect(x, y, width, bh)
            y += bh + 8
        y += 14
        self.saves_top = y
        y += heading
        for i, (b, _) in enumerate(self.save_buttons):
            if i < saves:
                b.rect = pygame.Rect(x, y, width, bh - 6)
                b.label = theme.fit(b.label, width - 16, "normal")
                y += save_step
            else:
                b.rect = pygame.Rect(0, 0, 0, 0)

    def _layout_card(self, card: Card) -> None:
        rect = card.rect
        bw = self._card_bw
        if self._card_stacked:
            pad = 4
            bh = (rect.height - 3 * pad) // 2
            card.cont.rect = pygame.Rect(rect.right - pad - bw, rect.y + pad, bw, bh)
            card.discard.rect = pygame.Rect(rect.right - pad - bw, rect.bottom - pad - bh, bw, bh)
        else:
            pad = max(6, rect.height // 8)
            bh = rect.height - 2 * pad
            card.discard.rect = pygame.Rect(rect.right - pad - bw, rect.y + pad, bw, bh)
            card.cont.rect = pygame.Rect(card.discard.rect.x - 6 - bw, rect.y + pad, bw, bh)
        self._card_lines(card)

    def _card_lines(self, card: Card, now: float | None = None) -> None:
        """The card's three lines, fitted to the room left of its buttons (done at layout time)."""
        theme = self.app.theme
        width = card.cont.rect.x - card.rect.x - 20
        info = card.info
        if info.problem:
            title = "Damaged autosave"
            reason = info.problem.split(": ", 1)[-1]
            rest = theme.wrap(reason, width, "small")
            lines = [title, rest[0] if rest else "", " ".join(rest[1:])]
        else:
            people = ", ".join(
                name + (" (bot)" if bot else "")
                for name, bot in zip(info.names, info.bots, strict=False)
            )
            count = f"{info.players} player" + ("" if info.players == 1 else "s")
            moves = f"{info.moves} move" + ("" if info.moves == 1 else "s")
            lines = [info.title, f"{count}: {people}", f"{moves} · {when(info.modified, now)}"]
        card.lines = [
            theme.fit(lines[0], width, "normal", bold=True),
            theme.fit(lines[1], width, "small"),
            theme.fit(lines[2], width, "small"),
        ]
        # How far the game got ("round 5 of 13") beside the title, where there is room for it.
        card.progress = ""
        if info.progress and not info.problem:
            room = width - theme.font("normal", True).size(card.lines[0])[0] - 10
            text = f"· {info.progress}"
            if theme.font("small").size(text)[0] <= room:
                card.progress = text

    def _layout_setup(self, size: tuple[int, int]) -> None:
        """The right column: the selected game's setup. Rows are as tall as they can be up to the
        usual height; where the window is short they close up so Start still shows."""
        w, h = size
        theme = self.app.theme
        bh = max(32, theme.px["normal"] + 16)
        gap, seat_gap, group_gap, start_gap = 10, 6, 8, 20
        rx = int(w * 0.42)
        rw = int(w * 0.53)
        label_w = int(rw * 0.3)
        y = self.setup_top + theme.px["large"] + 20 + 2 * theme.font("small").get_linesize()
        # players (unless fixed), seats, options, seed, animations
        rows = 2 + (0 if self.fixed_players else 1) + self.players() + len(self.option_widgets)
        rows += 1 if self.spec.phone else 0  # Players' phones
        need = rows * (bh + seat_gap) + gap + group_gap + start_gap + bh + 8
        room_h = h - 20 - y
        if need > room_h:
            gap, seat_gap, group_gap, start_gap = 4, 4, 4, 10
            fixed = rows * seat_gap + gap + group_gap + start_gap + 8
            bh = max(theme.font("small").get_linesize() + 6, (room_h - fixed) // (rows + 1))
        self.rows: list[tuple[str, int]] = []
        if self.fixed_players:
            self.players_choice.rect = pygame.Rect(0, 0, 0, 0)
        else:
            self.players_choice.rect = pygame.Rect(rx + label_w, y, 140, bh)
            self.rows.append(("Players", y))
            y += bh + gap
        for i in range(5):
            self.name_fields[i].rect = pygame.Rect(rx + label_w, y, int(rw * 0.38), bh)
            self.seat_choices[i].rect = pygame.Rect(
                rx + label_w + int(rw * 0.4), y, int(rw * 0.26), bh
            )
            if self.people_only:
                self.seat_choices[i].rect = pygame.Rect(0, 0, 0, 0)
            if i < self.players():
                self.rows.append((f"Seat {i + 1}", y))
                y += bh + seat_gap
        y += group_gap
        for opt, widget in self.option_widgets:
            widget.rect = pygame.Rect(rx + label_w, y, int(rw * 0.66), bh)
            self.rows.append((opt.label, y))
            y += bh + seat_gap
        self.seed_field.rect = pygame.Rect(rx + label_w, y, 160, bh)
        self.rows.append(("Seed", y))
        y += bh + seat_gap
        self.anim_choice.rect = pygame.Rect(rx + label_w, y, 140, bh)
        self.rows.append(("Animations", y))
        if self.spec.phone:
            y += bh + seat_gap
            self.phones_choice.rect = pygame.Rect(rx + label_w, y, 140, bh)
            self.rows.append(("Players' phones", y))
        else:
            self.phones_choice.rect = pygame.Rect(0, 0, 0, 0)
        y += bh + start_gap
        room = rw - label_w
        start_w = min(220, int(room * 0.52))
        self.start_button.rect = pygame.Rect(rx + label_w, y, start_w, bh + 8)
        self.rules_button.rect = pygame.Rect(
            rx + label_w + start_w + 16, y, min(180, room - start_w - 16), bh + 8
        )
        # The row's label column is free: Learn to play stands there, inside the setup panel.
        self.learn_button.rect = pygame.Rect(rx, y, max(60, label_w - 16), bh + 8)
        self.rx, self.rw = rx, rw

    # --- input -----------------------------------------------------------------------------------
    def widgets(self) -> list[Stepper | TextField]:
        n = self.players()
        out: list[Stepper | TextField] = [self.seed_field, self.anim_choice]
        if self.spec.phone:
            out.append(self.phones_choice)
        if not self.fixed_players:
            out.append(self.players_choice)
        out += self.name_fields[:n]
        if not self.people_only:
            out += self.seat_choices[:n]
        out += [w for _, w in self.option_widgets]
        return out

    def visible_cards(self) -> list[Card]:
        return self.cards[self.card_offset : self.card_offset + self.cards_shown]

    def handle(self, event: pygame.event.Event) -> bool:
        waiting = self.confirm.discard if self.confirm is not None else None
        if self.confirm_all:
            waiting = self.discard_all_button
        if waiting is not None and (
            (event.type == pygame.MOUSEBUTTONDOWN and not waiting.rect.collidepoint(event.pos))
            or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)
        ):
            # Anything but a second click on "Sure?" keeps the game.
            self.cancel_discard()
            if event.type == pygame.KEYDOWN:
                return True
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_ESCAPE
            and not any(isinstance(w, TextField) and w.focused for w in self.widgets())
        ):
            self.app.running = False
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if (
            event.type == pygame.MOUSEWHEEL
            and self.cards
            and self.cards_area.collidepoint(self.mouse)
        ):
            self.card_offset -= event.y
            self.resize(self.app.size)
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
        if len(self.cards) > 1 and self.discard_all_button.handle(event):
            self.discard_all()
            return True
        for card in self.visible_cards():
            if card.cont.handle(event):
                self.say(load_into(self.app, card.info.path, self.phone_setup) or "")
                return True
            if card.discard.handle(event):
                self.discard(card)
                return True
        for b, path in self.save_buttons[: self.saves_shown]:
            if b.handle(event):
                self.say(load_into(self.app, path, self.phone_setup) or "")
                return True
        if self.start_button.handle(event):
            self.start()
            return True
        if self.rules_button.handle(event) or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_F1
        ):
            self.show_rules()
            return True
        if self.has_lesson() and self.learn_button.handle(event):
            try:
                self.app.show("lesson", load_lesson(lesson_path(self.spec.name)), how="reset")
            except ValueError as exc:  # a broken lesson file: one line, the menu stays
                self.say(str(exc).splitlines()[0], bad=True)
            return True
        if self.quit_button.handle(event):
            self.app.running = False
            return True
        if self.settings_button.handle(event):
            self.open_settings()
            return True
        if self.demo_button.handle(event):
            self.open_demo()
            return True
        if self.folder_button.handle(event):
            problem = open_folder(saves_dir())
            self.say(
                problem or f"Opening {savefile.short_path(saves_dir(), 80)}", bad=bool(problem)
            )
            return True
        return False

    def update(self, dt: float) -> None:
        # "just now" turns into "5 min ago" while the menu stays open
        self._since_relabel += dt
        if self._since_relabel >= 30:
            self._since_relabel = 0.0
            for card in self.visible_cards():
                self._card_lines(card)

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w, h = surface.get_size()
        title = theme.text("boardgames", "huge", th.TEXT, bold=True)
        surface.blit(title, (int(w * 0.05), int(h * 0.04)))
        text, size, pos = self.sub
        surface.blit(theme.text(text, size, th.TEXT_DIM), pos)
        self._draw_left(surface)
        self._draw_setup(surface)
        for b in (
            *self.game_buttons,
            self.start_button,
            self.rules_button,
            self.learn_button,
            self.settings_button,
            self.demo_button,
            self.folder_button,
            *(b for b, _ in self.save_buttons[: self.saves_shown]),
        ):
            b.draw_tooltip(surface, theme)
        for card in self.visible_cards():
            card.cont.draw_tooltip(surface, theme)
        if len(self.cards) > 1:
            self.discard_all_button.draw_tooltip(surface, theme)
        self._draw_hint(surface)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The one-line hint of the game option under the pointer (its row's label or button)."""
        for opt, widget in self.option_widgets:
            row = pygame.Rect(self.rx, widget.rect.y, widget.rect.right - self.rx, widget.rect.h)
            if opt.hint and row.collidepoint(self.mouse):
                draw_tip(surface, self.app.theme, opt.hint, widget.rect, "below")
                return

    def _draw_left(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        x = self.left.x
        if self.cards:
            surface.blit(theme.text("Unfinished games", "normal", th.TEXT_DIM), (x, self.cards_top))
            right = self.left.right
            if len(self.cards) > 1:
                self.discard_all_button.draw(surface, theme)
                right = self.discard_all_button.rect.x - 8
            if self.cards_shown < len(self.cards):
                first = self.card_offset + 1
                last = self.card_offset + self.cards_shown
                span = f"{first}" if first == last else f"{first}-{last}"
                # "scroll for more" only where more lies below; at the end, the span says it
                more = ", scroll for more" if last < len(self.cards) else ""
                room = right - (x + theme.font("normal").size("Unfinished games")[0] + 10)
                text = f"{span} of {len(self.cards)}{more}"
                if more and theme.font("small").size(text)[0] > room:
                    text = f"{span} of {len(self.cards)}, more below"
                text = theme.fit(text, room, "small")
                count = theme.text(text, "small", th.TEXT_DIM)
                surface.blit(
                    count,
                    count.get_rect(
                        bottomright=(right, self.cards_top + theme.font("normal").get_linesize())
                    ),
                )
            for card in self.visible_cards():
                self._draw_card(surface, card)
            surface.blit(theme.text("New game", "normal", th.TEXT_DIM), (x, self.new_top))
        for b in self.game_buttons:
            b.draw(surface, theme)
        if self.saves_shown:
            label = "Saved games"
            if self.saves_shown < len(self.save_buttons):
                label += f" (newest {self.saves_shown} of {len(self.save_buttons)})"
            surface.blit(theme.text(label, "normal", th.TEXT_DIM), (x, self.saves_top))
            for b, _ in self.save_buttons[: self.saves_shown]:
                b.draw(surface, theme)
        self.quit_button.draw(surface, theme)
        self.settings_button.draw(surface, theme)
        self.demo_button.draw(surface, theme)
        text, size, at = self.folder_line
        if text:
            surface.blit(theme.text(text, size, th.TEXT_DIM), at)
        self.folder_button.draw(surface, theme)
        if self._status_lines:
            color = th.mix(th.BAD, th.WHITE, 0.35) if self.status_bad else th.YELLOW
            y = self.status_top
            for line in self._status_lines:
                surface.blit(theme.text(line, "normal", color), (x, y))
                y += theme.font("normal").get_linesize()

    def _draw_card(self, surface: pygame.Surface, card: Card) -> None:
        theme = self.app.theme
        rect = card.rect
        pygame.draw.rect(surface, th.PANEL, rect, border_radius=8)
        edge = th.BAD if card is self.confirm else th.PANEL_LIGHT
        pygame.draw.rect(
            surface, edge, rect, width=2 if card is self.confirm else 1, border_radius=8
        )
        block = theme.font("normal").get_linesize() + 2 + 2 * theme.font("small").get_linesize()
        tx, ty = rect.x + 10, rect.centery - block // 2
        damaged = bool(card.info.problem)
        top = theme.text(
            card.lines[0],
            "normal",
            th.mix(th.BAD, th.WHITE, 0.35) if damaged else th.TEXT,
            bold=True,
        )
        surface.blit(top, (tx, ty))
        if card.progress:
            far = theme.text(card.progress, "small", th.TEXT_DIM)
            surface.blit(
                far, far.get_rect(bottomleft=(tx + top.get_width() + 8, ty + top.get_height() - 3))
            )
        ty += theme.font("normal").get_linesize() + 2
        for line in card.lines[1:]:
            surface.blit(theme.text(line, "small", th.TEXT_DIM), (tx, ty))
            ty += theme.font("small").get_linesize()
        card.cont.draw(surface, theme)
        card.discard.draw(surface, theme)

    def _draw_setup(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        top = self.setup_top
        panel = pygame.Rect(
            self.rx - 20, top - 16, self.rw + 40, self.start_button.rect.bottom - top + 36
        )
        pygame.draw.rect(surface, th.PANEL, panel, border_radius=12)
        text, size = theme.fit_sizes(self.spec.title, self.rw, ("large", "normal"), True)
        surface.blit(theme.text(text, size, th.TEXT, bold=True), (self.rx, top))
        small = theme.font("small").get_linesize()
        lines = theme.wrap(self.spec.blurb, self.rw, "small")
        if len(lines) > 2:
            lines = [lines[0], theme.fit(" ".join(lines[1:]), self.rw, "small")]
        for i, line in enumerate(lines):
            surface.blit(
                theme.text(line, "small", th.TEXT_DIM),
                (self.rx, top + theme.px["large"] + 8 + i * small),
            )
        label_w = int(self.rw * 0.3) - 30
        row_h = self.seed_field.rect.height  # every row is as tall (Players may be hidden)
        for label, y in self.rows:
            text, size = theme.fit_sizes(label, label_w, ("normal", "small"))
            shown = theme.text(text, size, th.TEXT)
            surface.blit(shown, shown.get_rect(midleft=(self.rx, y + row_h // 2)))
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
        if self.has_lesson():
            self.learn_button.label = (
                "Learn to play (done)" if self.spec.name in self.learned else "Learn to play"
            )
            self.learn_button.draw(surface, theme)
