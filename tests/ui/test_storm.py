"""The UI under a storm: random clicks, drags, wheel turns, keys, text and window resizes on every
scene (the menu, play for every game and player count, the hand-off, results, replay and help),
and no exception; afterwards every match the storm touched is one legal play could reach.

A storm keeps its scene in front: when the events leave it (Esc to the menu, a new game, the
results...), the scene is put back, as a person going back to it would. Some clicks aim at what
the screen offers (a target space, a button) so the storm gets deep into each game. After the
storm, each match is replayed from its action texts: every action was legal where it was played,
the replay reaches the same states, and the match's autosave on disk holds the same actions.

CI runs a slice (a few hundred events per scene); the ``soak`` marker runs 10,000 per scene. A
crash names the scene, the seed and the last events, so ``storm(scene, seed, n)`` replays it.
"""

from __future__ import annotations

import functools
import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from boardgames.cli import make_params
from boardgames.core import savefile
from boardgames.core.match import BOT_RANDOM, DEFAULT_NAMES, HUMAN, Match
from boardgames.core.rules import Params
from boardgames.games import REGISTRY, find_rules, spec
from boardgames.games.cuzco.table_view import Spot
from boardgames.ui.app import App
from boardgames.ui.scenes.handoff import HandoffScene
from boardgames.ui.scenes.help import HelpScene
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.scenes.replay import ReplayScene
from boardgames.ui.scenes.results import ResultsScene
from tests.ui.helpers import new_app

KEYS = [
    *range(pygame.K_a, pygame.K_z + 1),
    *range(pygame.K_0, pygame.K_9 + 1),
    *(getattr(pygame, f"K_F{i}") for i in range(1, 13)),
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_PLUS,
    pygame.K_MINUS,
    pygame.K_EQUALS,
    pygame.K_KP_PLUS,
    pygame.K_KP_MINUS,
    pygame.K_LSHIFT,
    pygame.K_LCTRL,
]
MODS = [0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT, pygame.KMOD_ALT, pygame.KMOD_CTRL | 1]
# Typed text, with characters that do not print (a name must never keep them).
TEXT = [
    "a",
    "Z",
    "7",
    " ",
    "é",
    "ß",
    "漢",
    "🙂",
    "\u200b",
    "\t",
    "\x1b",
    "-",
    "/",
    ":",
    "0123456789",
]
SIZES = [(800, 560), (640, 400), (1280, 800), (1024, 768), (1920, 1080), (900, 1200), (1600, 600)]


@dataclass
class Weather:
    """Makes the events of a storm and remembers the last ones (for the report of a crash)."""

    app: App
    rng: random.Random
    log: deque[str] = field(default_factory=lambda: deque(maxlen=40))
    held: int | None = None  # the mouse button held down (a drag in progress)
    pos: tuple[int, int] = (100, 100)

    def post(self, kind: int, **attrs: Any) -> None:
        self.log.append(f"{pygame.event.event_name(kind)} {attrs}")
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def where(self) -> tuple[int, int]:
        w, h = self.app.size
        rng = self.rng
        if rng.random() < 0.03:  # a drag can leave the window
            return (rng.randint(-50, w + 50), rng.randint(-50, h + 50))
        if rng.random() < 0.35:
            aimed = self.aim()
            if aimed is not None:
                return aimed
        return (rng.randrange(w), rng.randrange(h))

    def aim(self) -> tuple[int, int] | None:
        """Somewhere the top scene offers: a target space, a button, a widget."""
        top = self.app.top
        rects: list[pygame.Rect] = []
        if isinstance(top, PlayScene):
            targets = sorted(top.controller.targets(), key=repr)
            if targets and self.rng.random() < 0.6:
                x, y = top.controller.board.center(self.rng.choice(targets))
                return (int(x), int(y))
            rects = [b.rect for b in (*top.buttons, *top.controller.buttons())]
        else:
            for name in ("buttons", "game_buttons", "save_buttons", "cards"):
                for item in getattr(top, name, None) or ():
                    item = item[0] if isinstance(item, tuple) else item
                    for part in (item, getattr(item, "cont", None), getattr(item, "discard", None)):
                        rect = getattr(part, "rect", None)
                        if isinstance(rect, pygame.Rect):
                            rects.append(rect)
            for name in ("start_button", "rules_button", "close_button", "quit_button"):
                rect = getattr(getattr(top, name, None), "rect", None)
                if isinstance(rect, pygame.Rect):
                    rects.append(rect)
            widgets = getattr(top, "widgets", None)
            if callable(widgets):
                rects += [w.rect for w in widgets()]
        rects = [r for r in rects if r.width > 0 and r.height > 0]
        if not rects:
            return None
        r = self.rng.choice(rects)
        return (self.rng.randint(r.left, r.right - 1), self.rng.randint(r.top, r.bottom - 1))

    def one(self) -> None:
        """One random event (a click is three: motion, down and up)."""
        rng = self.rng
        roll = rng.random()
        if self.held is not None and roll < 0.5:  # go on dragging, or let go
            self.pos = self.where()
            if rng.random() < 0.7:
                buttons = tuple(int(self.held == b) for b in (1, 2, 3))
                self.post(pygame.MOUSEMOTION, pos=self.pos, rel=(3, -2), buttons=buttons)
            else:
                self.post(pygame.MOUSEBUTTONUP, pos=self.pos, button=self.held)
                self.held = None
        elif roll < 0.45:
            self.pos = self.where()
            button = rng.choice((1, 1, 1, 1, 1, 3, 3, 2, 4, 5))
            self.post(pygame.MOUSEMOTION, pos=self.pos, rel=(0, 0), buttons=(0, 0, 0))
            self.post(pygame.MOUSEBUTTONDOWN, pos=self.pos, button=button)
            if rng.random() < 0.15 and button in (1, 3):
                self.held = button  # a drag: released later, somewhere else
            else:
                self.post(pygame.MOUSEBUTTONUP, pos=self.pos, button=button)
        elif roll < 0.55:
            self.pos = self.where()
            self.post(pygame.MOUSEMOTION, pos=self.pos, rel=(1, 1), buttons=(0, 0, 0))
        elif roll < 0.65:
            x, y = rng.choice((0, 0, 0, 1, -1)), rng.choice((1, -1, 2, -2, 5, -5))
            self.post(pygame.MOUSEWHEEL, x=x, y=y, flipped=False, precise_x=x, precise_y=y)
        elif roll < 0.92:
            key = rng.choice(KEYS)
            mod = rng.choice(MODS)
            char = chr(key) if 32 <= key < 127 else ""
            self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)
            if rng.random() < 0.5:
                self.post(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)
        elif roll < 0.97:
            self.post(pygame.TEXTINPUT, text=rng.choice(TEXT))
        elif roll < 0.985:
            self.post(rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE, pygame.WINDOWENTER)))
        else:
            self.resize()

    def resize(self) -> None:
        """The window changes size: as the system does it (the surface first, then the event)."""
        if getattr(self.app, "fullscreen", False):
            return
        rng = self.rng
        w, h = (
            rng.choice(SIZES)
            if rng.random() < 0.6
            else (rng.randint(600, 1900), rng.randint(400, 1150))
        )
        self.app.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.post(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))


# --- the scenes ----------------------------------------------------------------------------------
def options_for(game: str, players: int) -> dict[str, str]:
    if game == "tiwanaku":
        return {"board": "5x5" if players % 2 else "5x9"}
    if game == "pachamama":
        return {"size": "5x5"}
    if game == "titicaca":
        return {"edition": "15 tiles" if players % 2 else "12 tiles"}
    if game == "cuzco":
        return {"pututu": "on" if players % 2 else "off"}
    return {}


@functools.cache
def layout_of(game: str, players: int) -> Any:
    """The game's layout, read once per test run (a match is given it instead of reading it)."""
    rules = find_rules(game)
    assert rules is not None
    return rules.load_layout(params_for(game, players))


def params_for(game: str, players: int) -> Params:
    rules = find_rules(game)
    assert rules is not None
    return make_params(rules, players, options_for(game, players), DEFAULT_NAMES)


def new_match(game: str, players: int, seed: int, humans: int = 2, moves: int = 0) -> Match:
    """A match after ``moves`` random legal actions: the first ``humans`` seats are people (hot
    seat), the rest bots."""
    rules = find_rules(game)
    assert rules is not None
    seats = [HUMAN if s < humans else BOT_RANDOM for s in range(players)]
    match = Match(rules, params_for(game, players), seed, seats, layout_of(game, players))
    rng = random.Random(seed)
    for _ in range(moves):
        acting = match.to_act()
        if not acting or match.is_over:
            break
        match.apply(acting[0], rng.choice(match.legal_actions(acting[0])))
    return match


@functools.cache
def finished_match(game: str, players: int, seed: int) -> Match:
    match = new_match(game, players, seed, moves=100_000)
    assert match.is_over
    return match


@dataclass
class Stage:
    """What a storm runs on: ``keep`` puts the scene under test back in front when needed."""

    app: App
    keep: Callable[[], None]
    matches: list[Match] = field(default_factory=list)

    def note(self) -> None:
        """Remember every match on the scene stack (to check after the storm); a bot that failed
        on its worker thread fails the storm."""
        for scene in self.app.scenes:
            bot = getattr(scene, "bot", None)
            if bot is not None and bot.error is not None:  # shown as a status line, not raised
                raise bot.error
            match = getattr(scene, "match", None)
            if isinstance(match, Match) and all(m is not match for m in self.matches):
                self.matches.append(match)


def menu_stage(app: App, game: str) -> Stage:
    def keep() -> None:
        if (
            not app.running
            or not app.scenes
            or not any(isinstance(s, MenuScene) for s in app.scenes)
        ):
            app.running = True
            app.reset(MenuScene(app, game=game))

    return Stage(app, keep)


def play_stage(app: App, game: str, players: int, seed: int, humans: int = 2) -> Stage:
    # The storm starts at the beginning, in the middle or near the end of a game.
    start = random.Random(seed).choice((0, 0, 10, 30, 60, 120))
    current = {"match": new_match(game, players, seed, humans, start)}

    def keep() -> None:
        match = current["match"]
        if match.is_over:  # played to the end: a new game, as "Play again" would
            fresh = seed + len(stage.matches)
            current["match"] = match = new_match(game, players, fresh, humans, start // 2)
        first = app.scenes[0] if app.running and app.scenes else None
        if not isinstance(first, PlayScene) or first.match.rules.name != game:
            # The menu, or another game started from it: back to this game (Continue).
            app.running = True
            app.reset(PlayScene(app, spec(game), match))
        elif first.match is not match:  # "Play again", or this game continued from the menu
            current["match"] = first.match

    stage = Stage(app, keep)
    return stage


def handoff_stage(app: App, game: str, seed: int) -> Stage:
    play_keep = play_stage(app, game, 2, seed, humans=2)

    def keep() -> None:
        play_keep.keep()
        if isinstance(app.top, HandoffScene):
            return
        scene = app.scenes[0]
        assert isinstance(scene, PlayScene)
        seat = scene.human_to_act()
        if seat is not None and len(app.scenes) == 1:
            app.push(HandoffScene(app, scene, seat))

    return Stage(app, keep)


def after_game_stage(app: App, game: str, seed: int, replay: bool) -> Stage:
    rules = find_rules(game)
    assert rules is not None
    players = 1 if rules.max_players == 1 else 2
    match = finished_match(game, players, seed)

    def keep() -> None:
        top = app.top
        wanted = ReplayScene if replay else ResultsScene
        if isinstance(top, wanted) and top.match is match:
            return
        if isinstance(top, HelpScene):
            return
        app.running = True
        play = PlayScene(app, spec(game), match, autosave=False)
        play.results_shown = True
        app.reset(play)
        app.push(ResultsScene(app, spec(game), match))
        if replay:
            app.push(ReplayScene(app, spec(game), match))

    return Stage(app, keep)


def help_stage(app: App, game: str, seed: int) -> Stage:
    rules = find_rules(game)
    assert rules is not None
    match = new_match(game, rules.min_players, seed)

    def keep() -> None:
        if isinstance(app.top, HelpScene):
            return
        app.running = True
        app.reset(PlayScene(app, spec(game), match))
        app.push(HelpScene(app, spec(game).title, rules.help_text(match.layout)))

    return Stage(app, keep)


def stage_for(app: App, name: str, seed: int) -> Stage:
    kind, _, rest = name.partition("-")
    game, _, count = rest.partition("-")
    if kind == "menu":
        return menu_stage(app, game or REGISTRY[0].name)
    if kind == "play":
        return play_stage(app, game, int(count), seed)
    if kind == "handoff":
        return handoff_stage(app, game, seed)
    if kind in ("results", "replay"):
        return after_game_stage(app, game, seed, replay=kind == "replay")
    assert kind == "help", name
    return help_stage(app, game, seed)


def scene_names() -> list[str]:
    names = ["menu"]
    for s in REGISTRY:
        rules = s.make_rules()
        names += [f"play-{s.name}-{n}" for n in range(rules.min_players, rules.max_players + 1)]
    # The games whose seats hold secrets show a hand-off between people.
    names += [f"handoff-{g}" for g in ("titicaca", "titania", "cuzco")]
    for kind in ("results", "replay", "help"):
        names += [f"{kind}-{s.name}" for s in REGISTRY]
    return names


# --- the storm -----------------------------------------------------------------------------------
def storm(name: str, seed: int, events: int) -> Stage:
    """``events`` random events on the scene ``name``; raises with the last events on a crash."""
    rng = random.Random(f"{name}/{seed}")
    app = new_app()
    app.settings.animations = rng.random() < 0.5
    stage = stage_for(app, name, seed)
    weather = Weather(app, rng)
    sent = 0
    try:
        stage.keep()
        while sent < events:
            for _ in range(rng.randint(1, 10)):
                weather.one()
                sent += 1
            app.step(rng.choice((0.0, 1 / 60, 1 / 30, 0.1, 0.5)))
            stage.note()
            stage.keep()
            stage.note()
    except Exception as exc:
        last = "\n  ".join(weather.log)
        raise AssertionError(
            f"storm {name!r} seed {seed}: {type(exc).__name__}: {exc} after {sent} events; "
            f"the last ones:\n  {last}"
        ) from exc
    finally:
        app.close()
    return stage


CHECKED: set[tuple[int, int, int, bool]] = (
    set()
)  # matches checked already (the shared finished ones)


def check_reachable(match: Match, on_disk: bool = True) -> None:
    """The match is one legal play could reach: every action was legal where it was played, the
    replay of its action texts reaches the same states, and (``on_disk``) its autosave holds the
    same actions."""
    key = (id(match), len(match.steps), match.cursor, on_disk)
    if key in CHECKED:
        return
    rules = match.rules
    fresh = Match(rules, match.params, match.seed, match.seats, match.layout)
    assert fresh.states[0] == match.states[0]
    for n, step in enumerate(match.steps, start=1):
        assert step.seat in fresh.to_act(), f"action {n} ({step.text}) out of turn"
        action = rules.codec.decode(step.text)
        assert action in fresh.legal_actions(step.seat), f"action {n} ({step.text}) was not legal"
        fresh.apply(step.seat, step.text)
        assert fresh.states[n] == match.states[n], f"action {n} ({step.text}) led elsewhere"
    replayed = Match.replay(
        rules,
        match.params,
        match.seed,
        [(s.seat, s.text) for s in match.steps],
        match.seats,
        match.cursor,
    )
    assert replayed.state == match.state
    slot = savefile.slot_path(match)
    if on_disk and not match.is_over and slot.exists():
        saved = savefile.load(slot, find_rules)
        assert [s.text for s in saved.steps] == [s.text for s in match.steps]
    CHECKED.add(key)


def run_storm(name: str, events: int, seed: int = 1) -> None:
    stage = storm(name, seed, events)
    assert stage.matches or name == "menu", "the storm ran on no match"
    # A game continued from the menu is a new Match object writing the same autosave slot: the
    # slot holds the newest one's actions (the older object is what the player left behind).
    newest = {savefile.slot_path(m): m for m in stage.matches}  # matches in order of appearance
    for match in stage.matches:
        check_reachable(match, on_disk=newest[savefile.slot_path(match)] is match)


CI_EVENTS = {"menu": 300, "play": 200}  # the other scenes: 100


@pytest.mark.parametrize("name", scene_names())
def test_storm(name):
    run_storm(name, CI_EVENTS.get(name.partition("-")[0], 100))


@pytest.mark.soak
@pytest.mark.parametrize("name", scene_names())
def test_storm_soak(name):
    run_storm(name, 10_000, seed=2)


# --- what the storms found -----------------------------------------------------------------------
@pytest.mark.parametrize("typed", ["\u200b", "\tx", "\x1b"])
def test_a_name_typed_with_an_unprintable_character_keeps_the_game(typed):
    """Regression (found by the storm's typed text): a name field took any character, the save
    file refuses names that do not print, and the autosave of that game never loaded again."""
    app = new_app()
    menu = MenuScene(app, game="tiwanaku")
    app.push(menu)
    app.step(1 / 60)
    field_ = menu.name_fields[0]
    pos = field_.rect.center
    for kind, extra in (
        (pygame.MOUSEBUTTONDOWN, {"button": 1}),
        (pygame.MOUSEBUTTONUP, {"button": 1}),
    ):
        pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    app.step(1 / 60)
    menu.seed_field.text = "3"
    menu.start()
    scene = app.top
    assert isinstance(scene, PlayScene)
    match = scene.match
    seat = match.to_act()[0]
    scene.play(match.legal_actions(seat)[0], seat)
    try:
        loaded = savefile.load(savefile.slot_path(match), find_rules)
    finally:
        app.close()
    assert [s.text for s in loaded.steps] == [s.text for s in match.steps]


def _cuzco_die_on_a_space_the_player_may_use() -> tuple[Match, int]:
    """A Cuzco match where the player to act may put a die on a space that already holds a die
    they cannot move (a die of the other player's), and that space's index."""
    from boardgames.games.cuzco.actions import PlaceDie, Reallocate

    for seed in range(1, 40):
        match = new_match("cuzco", 2, seed, humans=2)
        rng = random.Random(seed)
        for _ in range(300):
            if match.is_over:
                break
            seat = match.to_act()[0]
            legal = match.legal_actions(seat)
            state = match.state
            spaces = [sp.id for sp in state.layout.spaces_for(state.n_players)]
            movable = {a.source for a in legal if isinstance(a, Reallocate)}
            for a in legal:
                i = spaces.index(a.space) if isinstance(a, PlaceDie) else -1
                if i >= 0 and state.spaces[i] and a.space not in movable:
                    return match, i
            match.apply(seat, rng.choice(legal))
    raise AssertionError("no such position in 40 games")


def test_cuzco_a_click_on_a_die_that_cannot_move_is_a_click_on_its_space():
    """Regression (found by the storm): a click on a placed die that cannot move is a click on
    its space, and must not trip over the reallocation path."""
    match, i = _cuzco_die_on_a_space_the_player_may_use()
    app = new_app()
    try:
        scene = PlayScene(app, spec("cuzco"), match, autosave=False)
        app.push(scene)
        scene.reveal_to(match.to_act()[0])
        die = Spot.die_on(i, 0)
        assert die not in scene.controller.by_spot  # the die itself cannot be moved
        on_die = scene.controller.on_cell(die)
        scene.controller.cancel()
        on_space = scene.controller.on_cell(tuple(Spot.action(i, 0)))  # as a plain pair too
        assert type(on_die) is type(on_space)
    finally:
        app.close()
