"""Root-parallel search: worker processes that each search their own determinizations of the same
decision, their votes summed with the bot's own.

A pool is spawned once (``shared_pool``) and kept for every later decision, since starting a
Python process costs far more than a move may take. Each worker receives the seat's view (never
the state), the events it has seen, the bot's settings and its own seed, runs the same search
(``SearchBot.votes``) within the same budget, and answers with its root statistics: N processes
give N times the iterations in the same wall time. A stop request (a closed window, a dropped
turn) is passed to the workers through a shared event, so they stop at their next iteration;
``close`` ends them, and it runs at exit too: no worker outlives the app. The one-file build
must call ``multiprocessing.freeze_support()`` first thing (``boardgames.__main__``).
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import threading
from collections.abc import Sequence
from multiprocessing.connection import Connection
from typing import Any

from boardgames.ai.common import Budget, Stopped, Votes
from boardgames.ai.mcts import SearchBot
from boardgames.core.rules import Event, Seat
from boardgames.games import rules as make_rules

# How long past its own budget the bot waits for a worker's answer before going without it.
GRACE_SECONDS = 2.0


def _serve(conn: Connection, cancel: Any) -> None:
    """A worker's loop: search each decision it is sent and answer with its votes."""
    games: dict[str, Any] = {}
    while True:
        task = conn.recv()
        if task is None:
            return
        game, view, seat, seen, players, settings, seed, budget = task
        rules = games.get(game)
        if rules is None:
            rules = games[game] = make_rules(game)
        bot = SearchBot(seed, budget, **settings)
        try:
            votes: Votes | None = bot.votes(rules, view, seat, seen, players, cancel)
        except Stopped:
            votes = None
        conn.send((votes, bot.iterations))


class Decision:
    """One decision sent to the workers: the connections its answers come back on."""

    def __init__(self, conns: list[Connection]) -> None:
        self.conns = conns


class SearchPool:
    """``size`` worker processes, started on first use and kept until ``close``."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._ctx = multiprocessing.get_context("spawn")
        self._cancel = self._ctx.Event()
        self._conns: list[Connection] = []
        self._procs: list[Any] = []
        self._lock = threading.Lock()
        # The decision the workers are on, from ``search`` until its ``gather`` or ``abandon``:
        # one at a time, so a worker's answer always belongs to the decision that collects it
        # (a newer bot turn waits the moment the older, stopped one takes to hand back).
        self._turns = threading.Condition()
        self._on: Decision | None = None

    @property
    def alive(self) -> int:
        return sum(p.is_alive() for p in self._procs)

    def start(self) -> None:
        """Start the workers now (they take about a second to be ready), if not yet running."""
        with self._lock:
            self._start()

    def _start(self) -> None:
        if self._procs:
            return
        for _ in range(self.size):
            mine, theirs = self._ctx.Pipe()
            proc = self._ctx.Process(target=_serve, args=(theirs, self._cancel), daemon=True)
            proc.start()
            self._conns.append(mine)
            self._procs.append(proc)

    def search(
        self,
        game: str,
        view: Any,
        seat: Seat,
        seen: Sequence[Event],
        players: int,
        settings: dict[str, Any],
        seeds: Sequence[int],
        budget: Budget,
    ) -> Decision:
        """Send one decision to every worker (worker k searches with ``seeds[k]``); the answers
        are collected with ``gather``."""
        with self._turns:
            if not self._turns.wait_for(lambda: self._on is None, timeout=3 * GRACE_SECONDS):
                self.close()  # the decision before never handed back: start afresh
            with self._lock:
                self._start()
                self._cancel.clear()
                for conn, seed in zip(self._conns, seeds, strict=False):
                    conn.send((game, view, seat, list(seen), players, settings, seed, budget))
                self._on = Decision(list(self._conns))
                return self._on

    def gather(
        self, decision: Decision, budget: Budget, stop: threading.Event | None
    ) -> list[tuple[Votes | None, int]]:
        """The workers' answers, waiting at most the budget's time and a grace; a stop request
        is passed on to them (and their answers are then dropped)."""
        try:
            return self._gather(decision.conns, budget, stop)
        finally:
            self._done(decision)

    def _gather(
        self, conns: list[Connection], budget: Budget, stop: threading.Event | None
    ) -> list[tuple[Votes | None, int]]:
        wait = None if budget.seconds is None else budget.seconds + GRACE_SECONDS
        out: list[tuple[Votes | None, int]] = []
        for conn in conns:
            while not conn.poll(0.05):
                if stop is not None and stop.is_set():
                    self._cancel.set()
                if wait is not None:
                    wait -= 0.05
                    if wait < 0:
                        self._cancel.set()
                        break
            try:
                if not conn.poll(GRACE_SECONDS if self._cancel.is_set() else 0):
                    raise EOFError
                out.append(conn.recv())
            except (EOFError, OSError):  # a worker that died or does not answer is no use
                self.close()
                break
        if stop is not None and stop.is_set():
            raise Stopped
        return out

    def abandon(self, decision: Decision) -> None:
        """Stop the workers' search of a decision and drop their answers."""
        self._cancel.set()
        try:
            for conn in decision.conns:
                try:
                    if conn.poll(GRACE_SECONDS):
                        conn.recv()
                        continue
                except (EOFError, OSError):
                    pass
                self.close()  # a worker that does not stop is no use any more
                return
        finally:
            self._done(decision)

    def _done(self, decision: Decision) -> None:
        with self._turns:
            if self._on is decision:  # not a decision the pool gave up on meanwhile
                self._on = None
                self._turns.notify_all()

    def close(self) -> None:
        """Stop every worker now."""
        self._cancel.set()
        for conn in self._conns:
            with contextlib.suppress(OSError, ValueError):
                conn.send(None)
        for proc in self._procs:
            proc.join(timeout=0.5)
            if proc.is_alive():
                proc.terminate()
                proc.join(timeout=0.5)
        self._conns, self._procs = [], []
        self._on = None


_POOLS: dict[int, SearchPool] = {}


def shared_pool(size: int) -> SearchPool:
    """The app's pool of ``size`` workers (made once, kept; closed at exit)."""
    pool = _POOLS.get(size)
    if pool is None:
        pool = _POOLS[size] = SearchPool(size)
    return pool


def close_pools() -> None:
    """Stop every worker of every pool (the window closed, the app exits)."""
    for pool in _POOLS.values():
        pool.close()


atexit.register(close_pools)
