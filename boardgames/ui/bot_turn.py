"""A bot's turn on a worker thread, so the window keeps drawing while the bot thinks.

The bot sees only its seat's view and the events that seat has seen. Its choice is applied by the
play scene on the main thread, and only if the match has not moved on meanwhile (an undo, a new
game). A seat's bot is kept with the match for the whole game (``ai.make_bot`` by the seat's kind:
``bot:random``, ``bot:easy``, ``bot:medium``, ``bot:hard``), so it can build on what it drew
for its last move.

Medium and hard search on every core the machine has (``PROCESSES``): the app's one pool of
worker processes (``ai.workers``), started when the first such bot is made, so that it is ready by
the bot's first move, and kept for every later move and game.

A thinking bot stops at once when its turn is dropped (the scene lets go of it, a newer turn of
the same match starts) or the program exits: it checks a stop flag between search iterations, and
passes it on to its workers. The window's closing stops the workers themselves (``App.close``).
"""

from __future__ import annotations

import atexit
import os
import threading
import time
import weakref
from typing import Any

from boardgames.ai import Stopped, choose, make_bot, seen_by
from boardgames.ai.random_bot import RandomBot
from boardgames.core.match import BOT_RANDOM, Match
from boardgames.core.rules import Action, Seat

# Per match, per seat: (kind, bot). Weak, so a finished match takes its bots with it.
_BOTS: weakref.WeakKeyDictionary[Match, dict[Seat, tuple[str, Any]]] = weakref.WeakKeyDictionary()
# The stop flags of turns still thinking, per match (a newer turn stops the older one).
_THINKING: weakref.WeakKeyDictionary[Match, threading.Event] = weakref.WeakKeyDictionary()
_ALL_STOPS: weakref.WeakSet[threading.Event] = weakref.WeakSet()
_LOCK = threading.Lock()
# Every core: the bot's own thread searches beside PROCESSES - 1 workers.
PROCESSES = max(1, os.cpu_count() or 1)


def bot_for(match: Match, seat: Seat) -> Any:
    """The bot playing ``seat`` of ``match`` (made on first use, then kept for the game)."""
    kind = match.seats[seat]
    with _LOCK:
        seats = _BOTS.setdefault(match, {})
        known = seats.get(seat)
        if known is not None and known[0] == kind:
            return known[1]
        if kind == BOT_RANDOM:
            bot: Any = RandomBot(seed=match.seed * 7919 + match.cursor)
        else:
            bot = make_bot(kind, match.rules, seed=match.seed * 7919 + seat, processes=PROCESSES)
            helpers = getattr(bot, "helpers", None)
            if helpers is not None:
                helpers.start()
        if not isinstance(bot, RandomBot):
            seats[seat] = (kind, bot)  # random bots are reseeded per move, as they always were
        return bot


class _Result:
    """What the worker hands back; the worker holds this, not the turn, so a dropped turn dies."""

    def __init__(self) -> None:
        self.action: Action | None = None
        self.error: Exception | None = None


class BotTurn:
    """A bot choosing on a worker thread, so the window keeps drawing while it thinks."""

    def __init__(self, match: Match, seat: Seat, delay: float) -> None:
        self.seat = seat
        self.cursor = match.cursor
        self.ready_at = time.perf_counter() + delay
        self._result = _Result()
        self._stop = threading.Event()
        view = match.view(seat)
        seen = seen_by(match, seat)
        rules = match.rules
        players = match.params.players
        bot = bot_for(match, seat)
        with _LOCK:
            older = _THINKING.get(match)
            if older is not None:
                older.set()
            _THINKING[match] = self._stop
            _ALL_STOPS.add(self._stop)
        result, stop = self._result, self._stop

        def think() -> None:
            try:
                result.action = choose(bot, rules, view, seat, seen, players, stop)
            except Stopped:
                pass
            except Exception as exc:  # reported in the status line, never a crash
                result.error = exc

        self.thread = threading.Thread(target=think, daemon=True)
        self.thread.start()

    @property
    def action(self) -> Action | None:
        return self._result.action

    @property
    def error(self) -> Exception | None:
        return self._result.error

    def cancel(self) -> None:
        """Stop thinking now; no action will come."""
        self._stop.set()

    def result(self) -> Action | None:
        if self.thread.is_alive() or time.perf_counter() < self.ready_at:
            return None
        return self.action

    def __del__(self) -> None:
        # The scene dropped this turn (an undo, a new game, the window closing): stop thinking.
        self._stop.set()


@atexit.register
def _stop_all() -> None:
    for stop in list(_ALL_STOPS):
        stop.set()
