"""Demo mode for game nights: bots play a game on a loop, with a caption under every move.

The menu's **Demo** button opens ``DemoSetupScene``: pick a game, the number of players, the bots'
level, the pace (seconds between moves) and whether the board shows each acting bot's hand. Start
runs ``DemoScene``, which is the real play scene (the game's own controller, board, panel, log and
animations) with every seat a bot and none of a game's bookkeeping: no hand-off screens, no
autosave (so a demo is never listed among the unfinished games), no results screen, no best times.

Under the board a caption says what the last move did, in the words of the game's own log (only
events everyone may see), and which rule it used. When a game ends its result shows for a few
seconds, then the next game starts with a new seed. The pace slider and the "all hands" switch
stay in the side panel; any key (F11 excepted, it toggles full screen) goes back to the menu.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from boardgames.core.captions import Captions
from boardgames.core.match import DEFAULT_NAMES, Match, Step
from boardgames.core.rules import Event, Params, PointsScored, Seat
from boardgames.games import REGISTRY, GameSpec, fixed_options, spec
from boardgames.ui import theme as th
from boardgames.ui.app import App, Scene
from boardgames.ui.bot_turn import BotTurn
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.stepper import Stepper
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import Button

__all__ = [
    "DemoScene",
    "DemoSetup",
    "DemoSetupScene",
    "PaceSlider",
    "caption_text",
    "captions_of",
    "rule_name",
]

LEVELS = ("random", "easy", "medium", "hard")
# Medium bots answer in 0.1-0.6 s, well inside the default pace, so moves come evenly; hard ones
# can take 1.5 s and make the table wait.
DEFAULT_LEVEL = "medium"
PACE_RANGE = (0.5, 5.0)
DEFAULT_PACE = 2.0
RESULT_SECONDS = 6.0  # how long a finished game's result stays before the next game
MOST_LINES = 4  # a move with more public events than this is summed up (a whole scoring)
# Keys that are never "any key": a modifier alone (Alt on its way to Alt+Tab, Shift...).
MODIFIER_KEYS = frozenset(
    getattr(pygame, name)
    for name in (
        "K_LSHIFT",
        "K_RSHIFT",
        "K_LCTRL",
        "K_RCTRL",
        "K_LALT",
        "K_RALT",
        "K_LGUI",
        "K_RGUI",
        "K_LMETA",
        "K_RMETA",
        "K_MODE",
        "K_CAPSLOCK",
        "K_NUMLOCK",
        "K_SCROLLOCK",
    )
    if hasattr(pygame, name)
)


# --- captions: what a move did and which rule it used --------------------------------------------
NO_CAPTIONS = Captions(rules=())  # a game that has none: "makes a move", no rule named


def captions_of(match: Match) -> Captions:
    """The game's own captions (``games/<name>/captions.py``)."""
    found = getattr(match.rules, "captions", None)
    return found if isinstance(found, Captions) else NO_CAPTIONS


def public_events(step: Step) -> list[Event]:
    """What everyone at the table saw of a move."""
    return [e for e in step.events if e.visible(None)]


def action_kind(match: Match, step: Step) -> str:
    """The class name of a move's action (its kind is public; its fields may not be)."""
    try:
        return type(match.rules.codec.decode(step.text)).__name__
    except ValueError:
        return ""


def _sentence(text: str) -> str:
    text = " ".join(text.split())
    if text and text[-1] not in ".!?":
        text += "."
    return text[:1].upper() + text[1:]


def caption_text(
    step: Step, names: Sequence[str], kind: str = "", captions: Captions = NO_CAPTIONS
) -> str:
    """A move in plain words: its public log lines; a long one (a whole scoring) summed up."""
    public = public_events(step)
    mover = names[step.seat]
    did = _sentence(f"{mover} {captions.action_words(kind)}")
    if not public:
        return did
    texts = [e.describe(names) for e in public]
    # A move whose lines all speak of others (an ended turn starts the next player's) says
    # first who moved.
    lead = [] if any(t.startswith(mover) for t in texts) else [did]
    if len(public) <= MOST_LINES:
        return " ".join([*lead, *(_sentence(t) for t in texts)])
    others = [e for e in public if not isinstance(e, PointsScored)]
    lines = [e.describe(names) for e in others[:3]]
    if len(others) > 3:
        lines.append(f"{len(others) - 3} more in the log")
    totals: dict[Seat, int] = {}
    for e in public:
        if isinstance(e, PointsScored):
            totals[e.seat] = totals.get(e.seat, 0) + e.points
    if totals:
        lines.append(
            "Points: "
            + ", ".join(f"{names[s]} {'+' if p >= 0 else ''}{p}" for s, p in sorted(totals.items()))
        )
    return " ".join([*lead, *(_sentence(line) for line in lines)])


def rule_name(captions: Captions, step: Step, kind: str = "") -> str:
    """The rule a move used, from its public events (and its kind of action); "" if unknown."""
    return captions.rule_used(public_events(step), kind)


# --- the choices ---------------------------------------------------------------------------------
@dataclass
class DemoSetup:
    """What the demo plays; the pace and the hands switch can change while it runs."""

    game: str
    players: int
    level: str = DEFAULT_LEVEL
    pace: float = DEFAULT_PACE  # seconds from one move to the next
    show_hands: bool = False  # the board shows the acting bot's own view
    result_seconds: float = RESULT_SECONDS

    def new_match(self, seed: int) -> Match:
        """A match of this game with every seat a bot of the level; raises ValueError."""
        rules = spec(self.game).make_rules()
        defaults = {o.key: o.default for o in rules.options()}
        params = Params(
            players=self.players,
            names=DEFAULT_NAMES[: self.players],
            options=fixed_options(rules, defaults),
        )
        return Match(rules, params, seed, (f"bot:{self.level}",) * self.players)


@dataclass
class PaceSlider:
    """Seconds between moves: drag or click on the track, or turn the wheel over it."""

    id: str
    value: float = DEFAULT_PACE
    prefix: str = ""  # drawn before the value ("Pace 2.0 s")
    lo: float = PACE_RANGE[0]
    hi: float = PACE_RANGE[1]
    step: float = 0.25
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    label_w: int = 0  # the part of ``rect`` left of the track that holds the value
    dragging: bool = False
    hover: bool = False

    @property
    def track(self) -> pygame.Rect:
        inset = max(8, self.rect.height // 3)
        x = self.rect.x + self.label_w + inset
        return pygame.Rect(x, self.rect.centery - 3, max(10, self.rect.right - inset - x), 6)

    def text(self) -> str:
        return f"{self.prefix}{self.value:.1f} s"

    def layout(self, theme: Theme, rect: pygame.Rect) -> None:
        self.rect = rect
        widest = f"{self.prefix}{self.hi:.1f} s"
        self.label_w = min(rect.width // 2, theme.font("normal").size(widest)[0] + 12)

    def set_from_x(self, x: float) -> None:
        track = self.track
        t = min(1.0, max(0.0, (x - track.x) / max(1, track.width)))
        raw = self.lo + t * (self.hi - self.lo)
        self.value = min(self.hi, max(self.lo, round(raw / self.step) * self.step))

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was the slider's (the value may have changed)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            if self.dragging:
                self.set_from_x(event.pos[0])
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.dragging = True
                if event.pos[0] >= self.track.x - 8:
                    self.set_from_x(event.pos[0])
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.dragging:
                self.dragging = False
                return True
        elif event.type == pygame.MOUSEWHEEL and self.hover:
            self.value = min(self.hi, max(self.lo, self.value + event.y * self.step))
            return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        fill = th.mix(th.PANEL_LIGHT, th.WHITE, 0.12) if self.hover else th.PANEL_LIGHT
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        text, size = theme.fit_sizes(self.text(), self.label_w - 8, ("normal", "small", "tiny"))
        label = theme.text(text, size, th.TEXT)
        surface.blit(label, label.get_rect(midleft=(self.rect.x + 8, self.rect.centery)))
        track = self.track
        pygame.draw.rect(surface, th.BG, track, border_radius=3)
        t = (self.value - self.lo) / (self.hi - self.lo)
        x = track.x + round(t * track.width)
        done = pygame.Rect(track.x, track.y, x - track.x, track.height)
        pygame.draw.rect(surface, th.ACCENT, done, border_radius=3)
        r = max(6, self.rect.height // 4)
        pygame.draw.circle(surface, th.TEXT, (x, track.centery), r)
        pygame.draw.circle(surface, th.BG, (x, track.centery), r, width=2)


def _menu(app: App, game: str) -> None:
    app.show("menu", how="reset", game=game)


# --- the setup -----------------------------------------------------------------------------------
class DemoSetupScene(Scene):
    """Pick what the demo plays, then Start demo (Enter); Back (Esc) returns to the menu."""

    def __init__(self, app: App, game: str | None = None, players: int | None = None) -> None:
        super().__init__(app)
        names = [s.name for s in REGISTRY]
        first = names.index(game) if game in names else 0
        self.game_choice = Stepper("game", tuple(s.title for s in REGISTRY), first)
        self.players_choice = Stepper("players", ("2",))
        self.level_choice = Stepper("level", LEVELS, LEVELS.index(DEFAULT_LEVEL))
        self.hands_choice = Stepper("hands", ("off", "on"))
        self.pace = PaceSlider("pace", DEFAULT_PACE)
        self.start_button = Button(
            "start", "Start demo", color=th.mix(th.GREEN, th.PANEL, 0.2), tooltip="Enter"
        )
        self.back_button = Button("back", "Back", tooltip="Esc")
        self.status = ""
        self.rows: list[tuple[str, pygame.Rect]] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._players_for(players)

    @property
    def spec(self) -> GameSpec:
        return REGISTRY[self.game_choice.index]

    def _players_for(self, wanted: int | None = None) -> None:
        rules = self.spec.make_rules()
        counts = tuple(str(n) for n in range(rules.min_players, rules.max_players + 1))
        old = str(wanted) if wanted is not None else self.players_choice.value
        self.players_choice = Stepper("players", counts, rect=self.players_choice.rect)
        self.players_choice.set(old if old in counts else ("3" if "3" in counts else counts[-1]))

    def setup(self) -> DemoSetup:
        return DemoSetup(
            game=self.spec.name,
            players=int(self.players_choice.value),
            level=self.level_choice.value,
            pace=self.pace.value,
            show_hands=self.hands_choice.value == "on",
        )

    def start(self) -> None:
        try:
            scene = DemoScene(self.app, self.setup())
        except (ValueError, OSError) as exc:  # a broken layout file: one line, the setup stays
            self.status = " ".join(str(exc).split())
            return
        self.app.reset(scene)

    # --- layout ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        theme = self.app.theme
        bh = max(32, theme.px["normal"] + 16)
        gap = max(6, h // 90)
        width = min(w - 80, max(560, int(w * 0.5)))
        label_w = int(width * 0.36)
        x = (w - width) // 2
        head = theme.font("huge", True).get_linesize() + 2 * theme.font("small").get_linesize()
        rows_h = 5 * (bh + gap) + 2 * gap + bh + 8 + theme.font("small").get_linesize() * 2
        top = max(int(h * 0.05), (h - head - rows_h) // 2)
        y = top + head + 2 * gap
        self.rows = []
        wide = pygame.Rect(x + label_w, 0, width - label_w, bh)
        for label, widget in (
            ("Game", self.game_choice),
            ("Players", self.players_choice),
            ("Bot level", self.level_choice),
            ("Seconds a move", self.pace),
            ("Show all hands", self.hands_choice),
        ):
            rect = wide.move(0, y)
            if isinstance(widget, PaceSlider):
                widget.layout(theme, rect)
            else:
                widget.rect = rect
            self.rows.append((label, rect))
            y += bh + gap
        y += 2 * gap
        bw = min(240, (width - label_w - 16) // 2)
        self.start_button.rect = pygame.Rect(x + label_w, y, bw, bh + 8)
        self.back_button.rect = pygame.Rect(x + label_w + bw + 16, y, bw, bh + 8)
        self.status_y = self.start_button.rect.bottom + gap
        self.title_at = (x, top)
        self.x, self.width, self.label_w = x, width, label_w
        self.panel = pygame.Rect(x - 20, top - 16, width + 40, self.status_y - top + 16 + 20)

    # --- input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                _menu(self.app, self.spec.name)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return True
            return False
        if self.pace.handle(event):
            return True
        if self.game_choice.handle(event):
            self._players_for()
            self.status = ""
            return True
        for choice in (self.players_choice, self.level_choice, self.hands_choice):
            if choice.handle(event):
                return True
        if self.start_button.handle(event):
            self.start()
            return True
        if self.back_button.handle(event):
            _menu(self.app, self.spec.name)
            return True
        return False

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        pygame.draw.rect(surface, th.PANEL, self.panel, border_radius=12)
        x, y = self.title_at
        surface.blit(theme.text("Demo", "huge", th.TEXT, bold=True), (x, y))
        y += theme.font("huge", True).get_linesize()
        blurb = (
            "Bots play on a loop, with a caption under every move: for a screen at a game "
            "night. While it runs, any key goes back to the menu; F11 switches full screen."
        )
        lines = theme.wrap(blurb, self.width, "small")
        if len(lines) > 2:
            lines = [lines[0], theme.fit(" ".join(lines[1:]), self.width, "small")]
        for line in lines:
            surface.blit(theme.text(line, "small", th.TEXT_DIM), (x, y))
            y += theme.font("small").get_linesize()
        for label, rect in self.rows:
            text, size = theme.fit_sizes(label, self.label_w - 16, ("normal", "small", "tiny"))
            shown = theme.text(text, size, th.TEXT)
            surface.blit(shown, shown.get_rect(midleft=(x, rect.centery)))
        for choice in (self.game_choice, self.players_choice, self.level_choice, self.hands_choice):
            choice.draw(surface, theme)
        self.pace.draw(surface, theme)
        self.start_button.draw(surface, theme)
        self.back_button.draw(surface, theme)
        if self.status:
            line = theme.fit(self.status, self.width, "small")
            bad = th.mix(th.BAD, th.WHITE, 0.35)
            surface.blit(theme.text(line, "small", bad), (x, self.status_y))
        for b in (self.start_button, self.back_button):
            b.draw_tooltip(surface, theme)


# --- the demo ------------------------------------------------------------------------------------
class DemoScene(PlayScene):
    """The play scene with bots in every seat, a caption band under the board and demo controls
    where the play buttons were. ``number`` counts the games of this demo."""

    def __init__(
        self,
        app: App,
        setup: DemoSetup,
        seed: int | None = None,
        match: Match | None = None,
        number: int = 1,
    ) -> None:
        self.setup = setup
        self.number = number
        self.watch: Seat | None = None  # with all hands shown: whose view the board shows
        self.last_move_at = time.perf_counter()
        self.over_at: float | None = None  # scene time when the game was seen to be over
        self.failed_at: float | None = None  # scene time when a bot failed (the next game follows)
        if match is None:
            match = setup.new_match(seed if seed is not None else random.randrange(1, 10**9))
        self.caption = (
            f"Demo game {number}: {spec(setup.game).title} with {setup.players} "
            f"{setup.level} bot{'s' if setup.players > 1 else ''}. The first move comes soon."
        )
        self.rule = ""
        self.mover: Seat | None = None
        self.caption_rect = pygame.Rect(0, 0, 0, 0)
        self._caption_layout: tuple[list[str], str, str] = ([], "normal", "")
        super().__init__(app, spec(setup.game), match, autosave=False)
        self.buttons = []  # no undo, save or rules in a demo: the controls below replace them
        self.pace = PaceSlider("pace", setup.pace, prefix="Pace ")
        self.hands_button = Button("hands", "", tooltip="each bot's own view as it plays")
        self.menu_button = Button("menu", "Menu", tooltip="any key")
        self._label_hands()
        if match.steps:
            self._caption_for(match.steps[match.cursor - 1])

    # --- whose view ------------------------------------------------------------------------------
    def sync(self) -> None:
        """The public view, or with all hands shown the view of the bot whose move it is."""
        viewer: Seat | None = None
        if self.setup.show_hands and not self.match.is_over:
            acting = self.match.to_act()
            viewer = self.watch if self.watch is not None else (acting[0] if acting else None)
        self.viewer = viewer
        self.handoff_pending = False
        self.controller.refresh(viewer, None)
        self._log_lines = self.match.log(viewer)

    def _label_hands(self) -> None:
        self.hands_button.label = "All hands: on" if self.setup.show_hands else "All hands: off"
        self.hands_button.selected = self.setup.show_hands

    # --- layout ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        theme = self.app.theme
        pad = max(8, size[1] // 60)
        bh = max(30, theme.px["normal"] + 14)
        # the caption band: up to two lines of the move and one of its rule
        cap_h = 2 * theme.font("large").get_linesize() + theme.font("normal").get_linesize()
        cap_h += 2 * pad
        board = self.board_rect
        self.caption_rect = pygame.Rect(board.x, board.bottom - cap_h, board.width, cap_h)
        board.height -= cap_h + pad
        self.controller.layout(board, self.controller.panel_rect)
        # the controls at the foot of the panel: the pace, the hands switch and Menu, and a hint
        inner = self.inner
        small = theme.font("small").get_linesize()
        self.hint_at = (inner.x, inner.bottom - small)
        row2 = pygame.Rect(inner.x, inner.bottom - small - 6 - bh, inner.width, bh)
        menu_w = max(inner.width // 3, theme.font("normal").size("Menu")[0] + 20)
        self.hands_button.rect = pygame.Rect(row2.x, row2.y, row2.width - menu_w - 6, bh)
        self.menu_button.rect = pygame.Rect(row2.right - menu_w, row2.y, menu_w, bh)
        self.pace.layout(theme, pygame.Rect(inner.x, row2.y - 6 - bh, inner.width, bh))
        self.log.rect.height = max(0, self.pace.rect.y - 8 - self.log.rect.y)
        self._wrap_caption()

    def _wrap_caption(self) -> None:
        """The caption at the large size where it takes two lines at most, else smaller, with the
        second line cut if it must be."""
        theme = self.app.theme
        rect = self.caption_rect
        width = rect.width - rect.height // 2 - 24  # the mover's glyph stands at the left
        if width <= 0:
            self._caption_layout = ([], "normal", "")
            return
        for size in ("large", "normal"):
            lines = theme.wrap(self.caption, width, size)
            if len(lines) <= 2:
                break
        if len(lines) > 2:
            lines = [lines[0], theme.fit(" ".join(lines[1:]), width, size)]
        rule = theme.fit(f"Rule: {self.rule}", width, "normal") if self.rule else ""
        self._caption_layout = (lines, size, rule)

    def _caption_for(self, step: Step) -> None:
        kind = action_kind(self.match, step)
        captions = captions_of(self.match)
        self.caption = caption_text(step, self.match.names, kind, captions)
        self.rule = rule_name(captions, step, kind)
        self.mover = step.seat
        self._wrap_caption()

    # --- input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11 or event.key in MODIFIER_KEYS:
                return False
            self.leave()
            return True
        if self.pace.handle(event):
            self.setup.pace = self.pace.value
            if self.bot is not None:  # the waiting move keeps the new pace
                self.bot.ready_at = self.last_move_at + self.setup.pace
            return True
        if self.hands_button.handle(event):
            self.setup.show_hands = not self.setup.show_hands
            self._label_hands()
            self.watch = None
            self.sync()
            return True
        if self.menu_button.handle(event):
            self.leave()
            return True
        return self.log.handle(event, len(self._log_lines))

    def leave(self) -> None:
        self.close()
        _menu(self.app, self.setup.game)

    def close(self) -> None:
        # Nothing to keep: a demo has no autosave. A thinking bot stops now.
        if self.bot is not None:
            self.bot.cancel()
            self.bot = None

    # --- the loop --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.now += dt
        self.animator.update(dt)
        self.controller.update(dt)
        if self.animator.busy:
            return
        if self.failed_at is not None:
            if self.now - self.failed_at >= min(3.0, self.setup.result_seconds):
                self.next_game()
            return
        if self.match.is_over:
            if self.over_at is None:
                self.over_at = self.now
                self.sync()  # the public view again for the result
                self.app.play_sound("end")
            elif self.now - self.over_at >= self.setup.result_seconds:
                self.next_game()
            return
        self._next_move()

    def _next_move(self) -> None:
        acting = self.match.to_act()
        if not acting:
            return
        seat = acting[0]
        if self.bot is None or self.bot.cursor != self.match.cursor:
            if self.setup.show_hands and self.watch != seat:
                self.watch = seat
                self.sync()
            delay = max(0.0, self.last_move_at + self.setup.pace - time.perf_counter())
            self.bot = BotTurn(self.match, seat, delay)
            return
        if self.bot.error is not None:
            self.say(f"A bot failed ({self.bot.error}); the next game starts.", bad=True)
            self.bot = None
            self.failed_at = self.now
            return
        action = self.bot.result()
        if action is None:
            return
        seat = self.bot.seat
        self.bot = None
        cursor = self.match.cursor
        self.play(action, seat)  # the play scene's own path: apply, view, animations, sounds
        if self.match.cursor == cursor + 1:
            self.last_move_at = time.perf_counter()
            self._caption_for(self.match.steps[cursor])

    def next_game(self) -> None:
        """The next game of the demo: same choices, a new seed."""
        self.close()
        try:
            scene = DemoScene(self.app, self.setup, number=self.number + 1)
        except (ValueError, OSError) as exc:
            self.say(" ".join(str(exc).split()), bad=True)
            self.failed_at = None
            self.over_at = None
            return
        self.app.reset(scene)

    def seconds_to_next(self) -> int:
        if self.over_at is None:
            return 0
        return max(0, int(self.setup.result_seconds - (self.now - self.over_at) + 0.999))

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        theme = self.app.theme
        self._draw_caption(surface)
        self.pace.draw(surface, theme)
        self.hands_button.draw(surface, theme)
        self.menu_button.draw(surface, theme)
        # the longest hint that fits the panel
        hints = (
            f"Demo game {self.number} · any key: menu · F11: full screen",
            f"Demo game {self.number} · any key: menu",
            "Any key: menu",
        )
        hint = next(
            (h for h in hints if theme.font("small").size(h)[0] <= self.inner.width), hints[-1]
        )
        text, size = theme.fit_sizes(hint, self.inner.width, ("small", "tiny"))
        surface.blit(theme.text(text, size, th.TEXT_DIM), self.hint_at)
        if self.over_at is not None:
            self._draw_result(surface)
        for b in (self.hands_button, self.menu_button):
            b.draw_tooltip(surface, theme)

    def _draw_caption(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        rect = self.caption_rect
        if rect.width <= 0:
            return
        color = th.ACCENT if self.mover is None else self.controller.player_color(self.mover)
        pygame.draw.rect(surface, th.PANEL, rect, border_radius=10)
        pygame.draw.rect(surface, color, rect, width=3, border_radius=10)
        glyph_r = rect.height / 4
        at = (rect.x + 12 + glyph_r, rect.centery)
        if self.mover is not None:
            style = th.player_style(self.mover)
            th.draw_glyph(surface, style.glyph, at, glyph_r, color)
        lines, size, rule = self._caption_layout
        x = int(rect.x + 24 + 2 * glyph_r)
        line_h = theme.font(size).get_linesize()
        rule_h = theme.font("normal").get_linesize() if rule else 0
        y = rect.centery - (len(lines) * line_h + rule_h) // 2
        for line in lines:
            surface.blit(theme.text(line, size, th.TEXT), (x, y))
            y += line_h
        if rule:
            surface.blit(theme.text(rule, "normal", th.YELLOW), (x, y))

    def _draw_result(self, surface: pygame.Surface) -> None:
        """The finished game's scores over the board until the next game starts."""
        outcome = self.match.outcome()
        if outcome is None:
            return
        theme = self.app.theme
        names = self.match.names
        n = self.match.params.players
        if n == 1:
            title = f"{names[0]}: {outcome.scores[0]} points"
        else:
            winners = " and ".join(names[s] for s in outcome.winners)
            title = f"{winners} {'wins' if len(outcome.winners) == 1 else 'share the victory'}!"
        board = self.board_rect
        normal = theme.font("normal").get_linesize()
        large = theme.font("large", True).get_linesize()
        row_h = normal + 10
        width = min(board.width - 40, max(360, board.width // 2))
        height = large + 16 + n * row_h + normal + 28
        box = pygame.Rect(0, 0, width, height)
        box.center = board.center
        pygame.draw.rect(surface, th.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, th.ACCENT, box, width=3, border_radius=12)
        text, size = theme.fit_sizes(title, width - 32, ("large", "normal"), True)
        label = theme.text(text, size, th.TEXT, bold=True)
        surface.blit(label, label.get_rect(midtop=(box.centerx, box.y + 12)))
        y = box.y + large + 20
        order = sorted(range(n), key=lambda s: -outcome.scores[s])
        for seat in order:
            row = pygame.Rect(box.x + 16, y, width - 32, row_h - 4)
            color = self.controller.player_color(seat)
            won = seat in outcome.winners
            pygame.draw.rect(
                surface, th.mix(th.PANEL, color, 0.25) if won else th.PANEL_LIGHT, row, 0, 6
            )
            if won:
                pygame.draw.rect(surface, color, row, width=2, border_radius=6)
            r = row.height * 0.32
            th.draw_glyph(
                surface,
                th.player_style(seat).glyph,
                (row.x + row.height / 2, row.centery),
                r,
                color,
            )
            score = theme.text(str(outcome.scores[seat]), "normal", th.TEXT, bold=True)
            box_s = score.get_rect(midright=(row.right - 10, row.centery))
            surface.blit(score, box_s)
            name = theme.fit(names[seat], box_s.x - row.x - row.height - 8, "normal", won)
            shown = theme.text(name, "normal", th.TEXT, bold=won)
            surface.blit(shown, shown.get_rect(midleft=(row.x + row.height, row.centery)))
            y += row_h
        left = self.seconds_to_next()
        foot = f"Next game in {left} s" if left else "Next game..."
        label = theme.text(foot, "small", th.TEXT_DIM)
        surface.blit(label, label.get_rect(midbottom=(box.centerx, box.bottom - 10)))
