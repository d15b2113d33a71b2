"""The play scene: the board on the left, players, prompt, log and buttons on the right.

It owns the flow around the game's controller: whose view is shown, the hand-off screen before a
seat with secrets looks, bots taking their turns on a worker thread, undo/redo/save, autosave
after every action, animations, sounds, and the switch to the results screen when the game ends.

With players' phones on, it also owns the game's phone server (``phones.table``): it answers the
phones' actions every frame (as clicks of that seat), a seat with a phone connected never gets a
hand-off (the screen shows the public view while it acts, and only its public moves), and a seat
whose phone went away can be sent back to the hand-off.

A guard for every game: a button that appears (or changes its label or meaning) at the spot just
clicked ignores clicks for ``settings.arm_delay`` seconds, so a quick double click on "End turn"
cannot also press whatever decision shows up in its place.
"""

from __future__ import annotations

import contextlib
import importlib
import math
import time
from typing import TYPE_CHECKING, Any

import pygame

from boardgames.core import savefile
from boardgames.core.match import Match
from boardgames.core.rules import IllegalAction, Seat
from boardgames.games import GameSpec
from boardgames.phones.setup import NO_SECRETS, PLAYED_WITH_PHONES, PhoneSetup
from boardgames.ui import suggest
from boardgames.ui import theme as th
from boardgames.ui.anim import Animator, FloatText
from boardgames.ui.app import App, Scene
from boardgames.ui.bot_turn import BotTurn
from boardgames.ui.controller import (
    Notice,
    Reject,
    breathing_ring,
    corners,
    make_controller,
)
from boardgames.ui.sound import effect_for
from boardgames.ui.widgets import LABEL_PAD, Button, ScrollList

if TYPE_CHECKING:
    from boardgames.phones.table import PhoneTable

BOARD_SHARE = 0.7
SUGGESTION_LINES = 6  # small lines under the prompt while a suggestion shows


class PlayScene(Scene):
    def __init__(
        self,
        app: App,
        spec: GameSpec,
        match: Match,
        autosave: bool = True,
        phones: PhoneSetup | None = None,
    ) -> None:
        super().__init__(app)
        self.spec = spec
        self.match = match
        self.autosave = autosave
        self.save_problem = ""  # why the last autosave failed ("" while saving works)
        self.leave_unsaved = False  # the player was told leaving now loses the game
        self.animator = Animator(enabled=app.settings.animations)
        self.controller = make_controller(spec, match, app.theme, self.animator)
        self.log = ScrollList()
        self.status = ""
        self.status_bad = False
        self.hover_cell: tuple[int, int] | None = None
        self.bot: BotTurn | None = None
        self.viewer: Seat | None = None
        self.handoff_pending = False
        self.results_shown = False
        self.compact = False  # player rows without their facts line (a panel short of room)
        self.buttons = [
            Button("undo", "Undo", tooltip="Ctrl+Z"),
            Button("redo", "Redo", tooltip="Ctrl+Y"),
            Button("save", "Save", tooltip="Ctrl+S"),
            Button("help", "Rules", tooltip="F1"),
            Button("menu", "Menu", tooltip="Esc"),
        ]
        # Suggest a move: the hard bot's pick for the person to act, marked on the board.
        self.can_suggest = suggest.available(match.rules)
        self.suggest_button = Button("suggest", "Suggest a move", tooltip="H")
        self.suggestion: suggest.Suggestion | None = None  # still thinking
        self.suggested: list[tuple[int, int]] = []  # the cells of the move suggested
        self.suggested_buttons: list[str] = []  # the controller buttons that play it
        self.suggested_action: Any = None
        self.suggested_legal: frozenset[str] = frozenset()
        self.suggested_why = ""
        self.suggested_at = -1  # the match cursor the marks belong to
        self.phones: PhoneTable | None = None
        self.join_pending = False  # the join screen opens over the first frame
        self.fallback_button = Button("fallback", "Play here instead")
        if phones is not None:
            self._start_phones(phones)
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._log_lines: list[str] = []
        self._wrap_cache: dict[tuple[str, int, str, int], list[str]] = {}
        # the double-click guard: where the last click was, what button was there, and until when
        # (scene time) a button that has since taken that spot ignores clicks
        self.now = 0.0
        self._click_at: tuple[int, int] | None = None
        self._spot_key: tuple[str, str, bool] | None = None
        self._armed: dict[tuple[str, str, bool], float] = {}
        self.sync()

    # --- players' phones --------------------------------------------------------------------------
    def _start_phones(self, setup: PhoneSetup) -> None:
        if not self.spec.phone:
            self.say(NO_SECRETS.format(title=self.spec.title))
            return
        # The server (aiohttp) takes 170 ms to import: only a game with phones on loads it.
        table_module = importlib.import_module("boardgames.phones.table")
        address = importlib.import_module("boardgames.phones.address")
        # The seats' colours are public, but a controller knows them only once it has a view
        # (Titicaca's yellow, red... otherwise come out grey on the phones' name bars).
        self.controller.refresh(None, None)
        colours = [
            "#{:02x}{:02x}{:02x}".format(*self.controller.player_color(s)[:3])
            for s in range(self.match.params.players)
        ]
        table: PhoneTable = table_module.PhoneTable(
            self.match,
            self.spec.phone,
            setup.host or address.lan_address(),
            setup.port,
            colours,
            savefile.data_dir() / "phones.log",
        )
        try:
            table.start()
        except OSError as exc:
            self.say(f"Phones are off: {exc}", bad=True)
            return
        self.phones = table
        self.match.extras[PLAYED_WITH_PHONES] = True  # saved: Continue opens the phones again
        self.join_pending = True
        self.buttons.insert(-2, Button("phones", "Phones", tooltip="the seats' codes"))
        if setup.announce:
            for line in table.lines():
                print(line, flush=True)

    def on_phone(self, seat: Seat) -> bool:
        return self.phones is not None and self.phones.on_phone(seat)

    def phone_waiting(self) -> list[Seat]:
        """Seats the game waits on whose phone has gone away."""
        return self.phones.waiting() if self.phones is not None else []

    def background(self, dt: float) -> None:
        """Answer the phones every frame, whatever screen is on top."""
        if self.phones is None:
            return
        before = (self.phones.phone_seats(), self.phones.live(), dict(self.phones.picked))
        self.phones.pump(self._phone_play)
        if (self.phones.phone_seats(), self.phones.live(), self.phones.picked) != before:
            self.sync()  # a phone came or went, or picked a card for the screen to play

    def _phone_play(self, seat: Seat, action: Any) -> str:
        return self.play_for(action, seat)

    def _stop_phones(self) -> None:
        if self.phones is not None:
            self.phones.stop()

    def dropped(self) -> None:
        self._stop_phones()

    # --- whose view ----------------------------------------------------------------------------
    def screen_seat_to_act(self) -> Seat | None:
        """The first person to act who plays on this screen (not a bot, not on a phone)."""
        for seat in self.match.to_act():
            if not self.match.is_bot(seat) and not self.on_phone(seat):
                return seat
        return None

    def phone_seat_on_screen(self) -> Seat | None:
        """A seat on a phone whose turn has public moves the screen offers (a house to place)."""
        if self.phones is None:
            return None
        for seat in self.match.to_act():
            if self.on_phone(seat) and self.phones.public_choices(seat):
                return seat
        return None

    def human_to_act(self) -> Seat | None:
        for seat in self.match.to_act():
            if not self.match.is_bot(seat):
                return seat
        return None

    def humans(self) -> list[Seat]:
        return [s for s in range(self.match.params.players) if not self.match.is_bot(s)]

    def sync(self) -> None:
        """Recompute who looks at the screen and refresh the controller's view."""
        seat = self.screen_seat_to_act()
        if seat is None and self.phones is not None and self.phones.phone_seats():
            # Players with phones watch this screen: nobody's secrets stay on it between turns.
            self.viewer = None
        if seat is not None and seat != self.viewer:
            private = self.controller.needs_handoff and len(self.humans()) > 1
            if private and not self.match.is_over:
                self.handoff_pending = True
                self.viewer = None
            else:
                self.viewer = seat
        elif seat is None and self.viewer is None and not self.controller.needs_handoff:
            humans = self.humans()
            self.viewer = humans[0] if len(humans) == 1 else None
        acting = seat if (seat is not None and seat == self.viewer) else None
        on_phone = self.phone_seat_on_screen() if acting is None and self.viewer is None else None
        if on_phone is not None and self.phones is not None:
            # The public view, with that seat's public moves only: its secret part (a bid, a
            # temple's value) is made on its phone.
            self.controller.refresh(None, None)
            self.controller.seat = on_phone
            self.controller.legal = self.phones.public_choices(on_phone)
            self.controller.on_refresh()
            acting = on_phone
        else:
            self.controller.refresh(self.viewer, acting)
        self._log_lines = self.match.log(self.viewer)
        if acting is None or self._suggestion_stale():
            self._drop_suggestion()
        for b in self.buttons:
            if b.id == "undo":
                b.enabled = self.match.can_undo() and not self._bot_only_undo()
            elif b.id == "redo":
                b.enabled = self.match.can_redo()

    def _bot_only_undo(self) -> bool:
        return self.human_to_act() is None and not self.match.is_over

    def reveal_to(self, seat: Seat) -> None:
        """Called by the hand-off screen once only ``seat`` is looking."""
        self.handoff_pending = False
        self.viewer = seat
        self.sync()

    # --- layout --------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        board_w = int(w * BOARD_SHARE)
        pad = max(8, h // 60)
        self.board_rect = pygame.Rect(pad, pad, board_w - 2 * pad, h - 2 * pad)
        self.panel = pygame.Rect(board_w, 0, w - board_w, h)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        bh = max(30, self.app.theme.px["normal"] + 14)
        n = len(self.buttons) or 5  # five, six with players' phones (none in a demo)
        bw = (inner.width - (n - 1) * 6) // n
        tiny = self.app.theme.font("tiny")
        # Undo..Menu in one row where every label fits whole, else rows of three.
        per_row = n if all(tiny.size(b.label)[0] <= bw - 2 * LABEL_PAD for b in self.buttons) else 3
        rows = -(-len(self.buttons) // per_row)
        bw = (inner.width - (per_row - 1) * 6) // per_row
        top = inner.bottom - rows * bh - (rows - 1) * 6
        for i, b in enumerate(self.buttons):
            row, col = divmod(i, per_row)
            b.rect = pygame.Rect(inner.x + col * (bw + 6), top + row * (bh + 6), bw, bh)
        buttons_top = top
        # Where the panel runs short (a small window, 150% text, many players) the player rows
        # drop their line of facts, so the game's buttons keep a row and the log its 40 px.
        need = bh + 6 + 40 + 10 + 2 * bh + 12
        for compact in (False, True):
            self.compact = compact
            players_h = self.match.params.players * self._row_height() + 8
            prompt_top = inner.y + self.app.theme.px["large"] + 12 + players_h
            self.prompt_rect = pygame.Rect(
                inner.x,
                prompt_top,
                inner.width,
                self.app.theme.font("normal").get_linesize() * 4 + 4,
            )
            small = self.app.theme.font("small").get_linesize()
            # A suggestion's why (the move, its points, the next best) gets six lines while it
            # shows.
            lines = SUGGESTION_LINES if self.suggested_action is not None else 2
            self.status_rect = pygame.Rect(
                inner.x, self.prompt_rect.bottom, inner.width, lines * small + 6
            )
            panel_top = self.status_rect.bottom + 6
            if buttons_top - panel_top >= need:
                break
        # Falling back from a phone that went away: at the foot of the prompt's box.
        fw = min(inner.width, self.app.theme.font("normal").size("Play here instead")[0] + 24)
        self.fallback_button.rect = pygame.Rect(inner.x, self.prompt_rect.bottom - bh, fw, bh)
        # The suggest button sits on a row of its own above Undo..Menu, at the right.
        sw = min(
            inner.width,
            max(bw * 2 + 6, self.app.theme.font("normal").size("Suggest a move")[0] + 24),
        )
        self.suggest_button.rect = pygame.Rect(inner.right - sw, buttons_top - bh - 6, sw, bh)
        bottom = self.suggest_button.rect.top if self.can_suggest else buttons_top
        want = self.controller.panel_height()
        # The log keeps at least 90 px, less the suggest row's height where that row is shown,
        # so the game's panel has the room it had before the row came.
        log_least = 90 - (buttons_top - bottom)
        room = bottom - 10 - panel_top - max(40, log_least)
        game_h = max(0, min(want, max(room, bh + 6)))  # one row of the game's buttons at least
        self.controller.layout(
            self.board_rect, pygame.Rect(inner.x, panel_top, inner.width, game_h)
        )
        self.log.rect = pygame.Rect(
            inner.x,
            panel_top + game_h + 8,
            inner.width,
            max(0, bottom - 10 - (panel_top + game_h + 8)),
        )
        self.inner = inner

    # --- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.animator.finish_all()
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.hover_cell = self.controller.board.cell_at(event.pos)
            targets = self.controller.targets() if self.hover_cell is not None else set()
            legal_hover = self.hover_cell in targets
            cursor = (
                pygame.SYSTEM_CURSOR_HAND
                if legal_hover
                else (
                    pygame.SYSTEM_CURSOR_NO
                    if self.hover_cell is not None and self.controller.seat is not None
                    else pygame.SYSTEM_CURSOR_ARROW
                )
            )
            with contextlib.suppress(pygame.error):
                pygame.mouse.set_cursor(cursor)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._watch_spot()
            if event.button == 1 and self._disarmed(event.pos):
                return True  # a button that just took the clicked spot: not yet
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._click_at = (int(event.pos[0]), int(event.pos[1]))
            self._spot_key = self._key_at(self._click_at)
        if self.phone_waiting() and self.fallback_button.handle(event):
            self.press("fallback")
            return True
        for b in self._scene_buttons():
            if b.handle(event):
                self.press(b.id)
                self._watch_spot()
                return True
        for b in self.controller.buttons():
            if b.handle(event):
                self.play(self.controller.on_button(b.id))
                self._watch_spot()
                return True
        if self.log.handle(event, len(self._log_lines)):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                self.controller.cancel()
                return True
            if event.button == 1:
                cell = self.controller.board.cell_at(event.pos)
                if cell is not None:
                    self.play(self.controller.on_cell(cell))
                    self._click_at = (int(event.pos[0]), int(event.pos[1]))
                    self._spot_key = None
                    self._watch_spot()
                    return True
        return False

    # --- the double-click guard ------------------------------------------------------------------
    def _all_buttons(self) -> list[Button]:
        return [*self._scene_buttons(), *self.controller.buttons()]

    def _scene_buttons(self) -> list[Button]:
        return [*self.buttons, self.suggest_button] if self._suggest_shown() else self.buttons

    def _key_at(self, pos: tuple[int, int]) -> tuple[str, str, bool] | None:
        """What the button at ``pos`` means now: its id, label and whether it can be pressed."""
        for b in self._all_buttons():
            if b.rect.collidepoint(pos):
                return (b.id, b.label, b.enabled)
        return None

    def _watch_spot(self) -> None:
        """A button that has taken the spot of the last click (a new one, or the same one with a
        new label or newly enabled) is armed only ``arm_delay`` seconds from now."""
        if self._click_at is None:
            return
        key = self._key_at(self._click_at)
        if key != self._spot_key:
            self._spot_key = key
            if key is not None and self.app.settings.arm_delay > 0:
                self._armed[key] = self.now + self.app.settings.arm_delay

    def _disarmed(self, pos: tuple[int, int]) -> bool:
        key = self._key_at(pos)
        return key is not None and self._armed.get(key, 0.0) > self.now

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = event.mod & pygame.KMOD_CTRL
        if ctrl and event.key == pygame.K_z:
            self.press("undo")
        elif ctrl and event.key == pygame.K_y:
            self.press("redo")
        elif ctrl and event.key == pygame.K_s:
            self.press("save")
        elif event.key == pygame.K_F1:
            self.press("help")
        elif event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL and self._suggest_shown():
            self.press("suggest")
        elif event.key == pygame.K_ESCAPE:
            if not self.controller.cancel():
                self.press("menu")
        else:
            result = self.controller.on_key(event)
            if result is None:
                return False
            self.play(result)
        return True

    def press(self, button_id: str) -> None:
        if button_id == "undo":
            if self._bot_only_undo() or not self.match.undo():
                self.say("Nothing to undo in this turn.", bad=True)
            else:
                self.bot = None
                self.say("Undone.")
                self.write_autosave()  # a restart resumes where the undo left the game
        elif button_id == "redo":
            if not self.match.redo():
                self.say("Nothing to redo.", bad=True)
            else:
                self.say("Redone.")
                self.write_autosave()
        elif button_id == "save":
            self.save()
        elif button_id == "help":
            help_text = self.match.rules.help_text(self.match.layout)
            self.app.show("help", self.spec.title, help_text)
            return
        elif button_id == "menu":
            self.leave()
            return
        elif button_id == "suggest":
            self.start_suggestion()
        elif button_id == "phones":
            self.app.show("join", self)
            return
        elif button_id == "fallback":
            waiting = self.phone_waiting()
            if waiting and self.phones is not None:
                self.phones.fall_back(waiting[0])
                name = self.match.params.name(waiting[0])
                self.say(f"{name} plays on this screen now (with the hand-off) until the phone is back.")
            return
        self.controller.cancel()
        self.sync()

    def save(self) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = savefile.data_dir() / "saves" / f"{self.match.rules.name}-{stamp}.json"
        try:
            savefile.save(self.match, path)
            self.say(f"Saved to {savefile.short_path(path, 60)}")
        except OSError as exc:
            self.say(f"Could not save: {savefile.failure_line(exc, path)}.", bad=True)

    def leave(self) -> None:
        problem = self.write_autosave()
        if problem and not self.match.is_over and not self.leave_unsaved:
            # Leaving would lose the game: say so once; a second Menu leaves anyway.
            self.leave_unsaved = True
            self.say(f"{problem} Press Menu again to leave without it.", bad=True)
            return
        kept = not problem or self.match.is_over
        status = "" if kept else f"That {self.spec.title} game could not be kept: {problem}"
        self.app.show("menu", how="reset", status=status)

    # --- suggest a move ------------------------------------------------------------------------
    def _suggest_shown(self) -> bool:
        """Offered to a person whose turn it is and who is looking (not during a hand-off)."""
        seat = self.controller.seat
        return (
            self.can_suggest
            and seat is not None
            and not self.match.is_bot(seat)
            and not self.match.is_over
            and not self.handoff_pending
            and not self.on_phone(seat)  # a suggestion would show a phone seat's secrets here
        )

    def start_suggestion(self) -> None:
        seat = self.controller.seat
        if not self._suggest_shown() or seat is None:
            self.say("Suggestions are for the person whose turn it is.", bad=True)
            return
        if self.suggestion is not None:
            return  # already thinking about it
        self._drop_suggestion()
        self.suggestion = suggest.Suggestion(
            self.match, seat, seed=self.match.seed + self.match.cursor
        )
        self.say(f"Looking for a good move for {self.match.params.name(seat)}...")

    def _stale(self, seat: Seat, cursor: int, legal: frozenset[str]) -> bool:
        """A suggestion made at ``cursor`` no longer fits: an undo went behind it, the seat has
        played since, or its choices changed (another seat's simultaneous bid keeps it)."""
        m = self.match
        if m.cursor < cursor or any(step.seat == seat for step in m.steps[cursor : m.cursor]):
            return True
        return suggest.choices(m, seat) != legal

    def _suggestion_stale(self) -> bool:
        if self.suggestion is not None:
            found = self.suggestion
            return self._stale(found.seat, found.cursor, found.legal)
        if self.suggested_action is not None:
            return self._stale(self.controller.seat or 0, self.suggested_at, self.suggested_legal)
        return False

    def _drop_suggestion(self) -> None:
        if self.suggestion is not None:
            self.suggestion.cancel()
        shown = self.suggested_action is not None
        self.suggestion = None
        self.suggested = []
        self.suggested_at = -1
        self.suggested_action = None
        self.suggested_buttons = []
        if shown:
            self.resize(self.app.size)  # the status line gives back the why's room

    def _poll_suggestion(self) -> None:
        found = self.suggestion
        if found is None or found.thinking:
            return
        self.suggestion = None
        if self._stale(found.seat, found.cursor, found.legal) or found.seat != self.controller.seat:
            return  # the game moved on meanwhile
        if found.error is not None or found.action is None:
            self.say(f"No suggestion this time: {found.error or 'nothing found'}", bad=True)
            return
        suggest.count_use(self.match, found.seat)
        self.write_autosave()
        self.suggested_action = found.action
        self.suggested = self.controller.suggestion_cells(found.action)
        self.suggested_buttons = self.controller.suggestion_buttons(found.action)
        self.suggested_at = found.cursor
        self.suggested_legal = found.legal
        self.suggested_why = f"Suggested: {found.why}"
        self.say(f"Suggested: {found.why}")
        self.resize(self.app.size)  # room for the why under the prompt

    def say(self, text: str, bad: bool = False) -> None:
        self.status = text
        self.status_bad = bad

    # --- playing -------------------------------------------------------------------------------
    def play(self, result: Any, seat: Seat | None = None) -> None:
        self.play_for(result, seat)

    def play_for(self, result: Any, seat: Seat | None = None) -> str:
        """Play a controller's result (or a phone's checked action) for ``seat``; returns "" or
        why nothing was played."""
        if result is None:
            return ""
        if isinstance(result, Reject):
            self.say(result.reason, bad=True)
            return result.reason
        if isinstance(result, Notice):
            self.say(result.text)
            return ""
        seat = self.controller.seat if seat is None else seat
        if seat is None:
            self.say("Wait for your turn.", bad=True)
            return "Wait for your turn."
        before = self.controller.view
        scores = [self.controller.score(p) for p in range(self.match.params.players)]
        try:
            events = self.match.apply(seat, result)
        except IllegalAction as exc:
            if not self.on_phone(seat):
                self.say(str(exc), bad=True)
            return str(exc)
        self.say("")
        self.write_autosave()
        self.controller.cancel()
        self.sync()
        if self.suggested_action is not None:
            self.say(self.suggested_why)  # another seat's bid left the suggestion standing
        self.controller.animate(events, before)
        self._score_pops(scores)
        self.log.offset = 0
        effect = effect_for(events)
        if effect is not None:
            self.app.play_sound(effect)
        return ""

    def write_autosave(self) -> str | None:
        """Keep this match's own autosave slot in step; a failure is a notice, the game goes on.

        Returns the notice when saving failed (it is also shown in the status line).
        """
        if not self.autosave:
            return None
        path = savefile.slot_path(self.match)
        try:
            savefile.autosave(self.match)
        except OSError as exc:
            self.save_problem = f"Autosave failed: {savefile.failure_line(exc, path)}."
            self.say(self.save_problem, bad=True)
            return self.save_problem
        self.save_problem = ""
        self.leave_unsaved = False
        return None

    def update(self, dt: float) -> None:
        self.now += dt
        self._watch_spot()
        self._armed = {k: t for k, t in self._armed.items() if t > self.now}
        self.animator.update(dt)
        self.controller.update(dt)
        self._poll_suggestion()
        if self.animator.busy:
            return
        if self.join_pending:
            self.join_pending = False
            self.app.show("join", self)
            return
        if self.match.is_over:
            if not self.results_shown:
                self.results_shown = True
                self.app.push(self.results_scene())
            return
        if self.handoff_pending:
            seat = self.screen_seat_to_act()
            if seat is not None:
                self.app.show("handoff", self, seat)
            return
        self._run_bots()

    def results_scene(self) -> Scene:
        c = self.controller
        used = suggest.results_note(self.match)
        return self.app.make(
            "results",
            self.spec,
            self.match,
            [*c.result_notes(), *([used] if used else [])],
            [c.player_color(p) for p in range(self.match.params.players)],
            title=c.result_title(),
            timing=c.solo_timing(),
        )

    def _run_bots(self) -> None:
        acting = self.match.to_act()
        bots = [s for s in acting if self.match.is_bot(s)]
        if not bots:
            self.bot = None
            return
        if self.bot is None or self.bot.cursor != self.match.cursor:
            # A bot pauses longer before the first action of its turn, so people see who moves.
            steps = self.match.played()
            same_turn = bool(steps) and steps[-1].seat == bots[0]
            delay = self.app.settings.bot_delay * (0.4 if same_turn else 1.0)
            self.bot = BotTurn(self.match, bots[0], delay if self.animator.enabled else 0)
            return
        if self.bot.error is not None:
            self.say(f"Bot failed: {self.bot.error}", bad=True)
            return
        action = self.bot.result()
        if action is not None:
            seat = self.bot.seat
            self.bot = None
            self.play(action, seat)

    def on_top(self) -> None:
        self.sync()

    def close(self) -> None:
        self.write_autosave()
        self._stop_phones()

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        # While a hand-off is pending the controller holds the public view, so the board can
        # finish its animations in front of everyone before the screen is passed on.
        theme = self.app.theme
        self.controller.draw_board(surface, self.hover_cell)
        pygame.draw.rect(surface, th.PANEL, self.panel)
        text, size = theme.fit_sizes(self.spec.title, self.inner.width, ("large", "normal"), True)
        surface.blit(theme.text(text, size, th.TEXT, bold=True), self.inner.topleft)
        acting = set(self.match.to_act())
        for seat in range(self.match.params.players):
            self._draw_player(surface, seat, self._player_rect(seat), seat in acting)
        prompt = self.controller.prompt() if self.controller.seat is not None else self._waiting()
        self._draw_lines(surface, prompt, self.prompt_rect, ("normal", "small"), th.YELLOW)
        if self.phone_waiting():
            self.fallback_button.draw(surface, theme)
        if self.status:
            color = th.mix(th.BAD, th.WHITE, 0.35) if self.status_bad else th.TEXT_DIM
            if self.suggested_action is not None and self.status == self.suggested_why:
                color = th.SKY  # the line that goes with the sky-blue marks
            self._draw_lines(surface, self.status, self.status_rect, ("small",), color)
        self.controller.draw_panel(surface)
        for b in self.controller.buttons():
            b.draw(surface, theme)
        self.log.draw(surface, theme, self._log_lines)
        self._draw_suggested(surface)
        if self._suggest_shown():
            busy = self.suggestion is not None
            self.suggest_button.label = (
                "Thinking" + "." * (1 + int(self.now * 3) % 3) if busy else "Suggest a move"
            )
            self.suggest_button.enabled = not busy
        for b in self._scene_buttons():
            b.draw(surface, theme)
        # Animations go over the panel too: pieces come from it, points fly to the scores.
        self.animator.draw(surface, theme)
        for b in (*self._scene_buttons(), *self.controller.buttons()):
            b.draw_tooltip(surface, theme)

    def _draw_suggested(self, surface: pygame.Surface) -> None:
        """The suggested move's cells: a breathing ring in sky blue with a dark edge."""
        if self.suggested_action is None:
            return
        board = self.controller.board
        pulse = 0.5 + 0.5 * math.sin(self.now * 4.0)
        polygons = []
        for cell in self.suggested:
            try:
                polygons.append(board.polygon(cell))
            except (KeyError, IndexError):
                continue  # the board has no such spot laid out now
        polygons += [
            corners(b.rect.inflate(6, 6))
            for b in self.controller.buttons()
            if b.id in self.suggested_buttons
        ]
        for polygon in polygons:
            ring = breathing_ring(surface, polygon, pulse, th.SKY, (1.04, 0.06), (11, 6))
            # A "?" badge too, so the mark differs from every selection ring by shape.
            tall = max(p[1] for p in ring) - min(p[1] for p in ring)
            r = max(7, int(min(board.size * 0.22, tall * 0.3, self.app.theme.px["normal"] * 0.8)))
            # Outside the ring's top right corner: the label of the cell or button it marks stays
            # readable (inside the corner it covered Cuzco's "Exchange").
            corner = (max(p[0] for p in ring), min(p[1] for p in ring) - r * 0.6)
            area = surface.get_rect().inflate(-2 * r - 4, -2 * r - 4)
            badge = (
                int(min(max(corner[0], area.left), area.right)),
                int(min(max(corner[1], area.top), area.bottom)),
            )
            pygame.draw.circle(surface, th.BLACK, badge, r + 2)
            pygame.draw.circle(surface, th.SKY, badge, r)
            mark = self.app.theme.text("?", "normal", th.BLACK, bold=True)
            surface.blit(mark, mark.get_rect(center=badge))

    def _draw_lines(
        self,
        surface: pygame.Surface,
        text: str,
        rect: pygame.Rect,
        sizes: tuple[str, ...],
        color: th.Color,
    ) -> None:
        """``text`` wrapped into ``rect``: at the first size whose lines fit its height, else at
        the last size with the last line that fits cut by an ellipsis."""
        theme = self.app.theme
        for size in sizes:
            lines = self._wrapped(text, rect.width, size)
            line_h = theme.font(size).get_linesize()
            fit = max(1, rect.height // line_h)
            if len(lines) <= fit:
                break
        if len(lines) > fit:
            lines = [*lines[: fit - 1], theme.fit(" ".join(lines[fit - 1 :]), rect.width, size)]
        for i, line in enumerate(lines):
            surface.blit(theme.text(line, size, color), (rect.x, rect.y + i * line_h))

    def _wrapped(self, text: str, width: int, size: str) -> list[str]:
        key = (text, width, size, self.app.theme.px[size])
        if key not in self._wrap_cache:
            if len(self._wrap_cache) > 200:
                self._wrap_cache.clear()
            self._wrap_cache[key] = self.app.theme.wrap(text, width, size)
        return self._wrap_cache[key]

    def _player_rect(self, seat: Seat) -> pygame.Rect:
        theme = self.app.theme
        top = self.inner.y + theme.px["large"] + 12
        row_h = self._row_height()
        return pygame.Rect(self.inner.x, top + seat * row_h, self.inner.width, row_h - 4)

    def _score_pops(self, before: list[int | None]) -> None:
        """Points also land where the score is kept: "+N" rises beside each changed score."""
        for seat, old in enumerate(before):
            new = self.controller.score(seat)
            if old is None or new is None or new == old:
                continue
            delta = new - old
            rect = self._player_rect(seat)
            color = th.mix(th.GREEN if delta > 0 else th.VERMILLION, th.WHITE, 0.35)
            text = f"+{delta}" if delta > 0 else str(delta)
            at = (rect.right - 70, rect.centery)
            self.animator.add(
                FloatText(duration=0.9, delay=0.25, text=text, at=at, color=color, rise=18)
            )

    def _row_height(self) -> int:
        """A player row holds the name and a line of facts below it (only the name where the
        panel is short of room)."""
        theme = self.app.theme
        facts = 0 if self.compact else theme.font("small").get_linesize()
        return theme.font("normal").get_linesize() + facts + 8

    def _waiting(self) -> str:
        if self.match.is_over:
            return "The game is over."
        acting = self.match.to_act()
        away = self.phone_waiting()
        if away:
            names = ", ".join(f"{self.match.params.name(s)}'s" for s in away)
            return f"Waiting for {names} phone."
        if any(self.on_phone(s) for s in acting):
            names = ", ".join(
                self.match.params.name(s) + (" (on their phone)" if self.on_phone(s) else "")
                for s in acting
            )
            return f"Waiting for {names}."
        names = ", ".join(self.match.params.name(s) for s in acting)
        if all(self.match.is_bot(s) for s in acting):
            return f"{names} (bot) is thinking..."
        return f"Waiting for {names}."

    def _draw_player(
        self, surface: pygame.Surface, seat: Seat, rect: pygame.Rect, acting: bool
    ) -> None:
        theme = self.app.theme
        style = th.player_style(seat)
        color = self.controller.player_color(seat)
        fill = th.mix(th.PANEL, color, 0.25) if acting else th.PANEL_LIGHT
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        if acting:
            pygame.draw.rect(surface, color, rect, width=2, border_radius=6)
        r = rect.height * 0.32
        th.draw_glyph(surface, style.glyph, (rect.x + rect.height / 2, rect.centery), r, color)
        score = self.controller.score(seat)
        right = rect.right - 6
        if score is not None:
            label = theme.text(str(score), "large", th.TEXT, bold=True)
            box = label.get_rect(midright=(rect.right - 10, rect.centery))
            surface.blit(label, box)
            right = box.x - 6
        room = right - (rect.x + rect.height)
        name = self.match.params.name(seat) + (" (bot)" if self.match.is_bot(seat) else "")
        if self.phones is not None and self.on_phone(seat):
            name += " (phone)" if seat in self.phones.live() else " (phone away)"
        text, size = theme.fit_sizes(name, room, ("normal", "small"), bold=acting)
        surface.blit(
            theme.text(text, size, th.TEXT, bold=acting), (rect.x + rect.height, rect.y + 3)
        )
        if self.compact:
            return
        small = theme.font("small").get_linesize()
        facts = pygame.Rect(rect.x + rect.height, rect.bottom - small - 2, room, small)
        if self.controller.draw_player_facts(surface, facts, seat):
            return
        extra = self.controller.player_line(seat)
        if extra:
            text, size = theme.fit_sizes(extra, room, ("small", "tiny"))
            label = theme.text(text, size, th.TEXT_DIM)
            surface.blit(label, (rect.x + rect.height, rect.bottom - label.get_height() - 1))
