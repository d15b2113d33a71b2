"""A bot's turn on a worker thread, so the window keeps drawing while the bot thinks.

The bot sees only its seat's view. Its choice is applied by the play scene on the main thread, and
only if the match has not moved on meanwhile (an undo, a new game).
"""

from __future__ import annotations

import threading
import time

from boardgames.ai.random_bot import RandomBot
from boardgames.core.match import Match
from boardgames.core.rules import Action, Seat


class BotTurn:
    """A bot choosing on a worker thread, so the window keeps drawing while it thinks."""

    def __init__(self, match: Match, seat: Seat, delay: float) -> None:
        self.seat = seat
        self.cursor = match.cursor
        self.ready_at = time.perf_counter() + delay
        self.action: Action | None = None
        self.error: Exception | None = None
        view = match.view(seat)
        rules = match.rules
        bot = RandomBot(seed=match.seed * 7919 + match.cursor)

        def think() -> None:
            try:
                self.action = bot.choose(rules, view, seat)
            except Exception as exc:  # reported in the status line, never a crash
                self.error = exc

        self.thread = threading.Thread(target=think, daemon=True)
        self.thread.start()

    def result(self) -> Action | None:
        if self.thread.is_alive() or time.perf_counter() < self.ready_at:
            return None
        return self.action
