"""Judging the decisions of a match one after another, or side by side in worker processes.

Decisions are independent of each other once each carries its seat's view and the events it
had seen, so every core judges whole decisions (no summing of partial searches, no waiting on
the slowest worker per decision). A worker gets only what the seat knew. Cancelling sets a
shared event that a worker's search checks at every iteration, and drops what is queued; the
progress callback hears of every decision judged. With one process (or a single decision) the
judging runs here, which is what tests use for figures that depend only on the seed.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from boardgames.ai.common import Budget, Stopped
from boardgames.core.rules import Event, Rules, Seat
from boardgames.games import rules as make_rules
from boardgames.review.judge import WORLDS, Judgment, judge

POLL_SECONDS = 0.05


@dataclass(frozen=True)
class Task:
    """One decision to judge: its step, its seat, that seat's view, what it had seen, and the
    action text it took."""

    index: int
    seat: Seat
    view: Any
    seen: tuple[Event, ...]
    taken: str


def task_seed(seed: int, index: int) -> int:
    """Each decision's own seed, so a decision is judged alike alone, in order or in a pool."""
    return (seed * 1_000_003 + index * 7_919) % 2**31


def judge_task(
    rules: Rules[Any],
    task: Task,
    players: int,
    names: Sequence[str],
    budget: Budget,
    seed: int,
    stop: Any = None,
    worlds: int = WORLDS,
) -> Judgment:
    taken = rules.codec.decode(task.taken)
    return judge(
        rules,
        task.view,
        task.seat,
        task.seen,
        players,
        taken,
        names,
        budget,
        task_seed(seed, task.index),
        stop,
        worlds,
    )


def run_tasks(
    rules: Rules[Any],
    tasks: Sequence[Task],
    players: int,
    names: Sequence[str],
    budget: Budget,
    seed: int,
    processes: int,
    progress: Callable[[int, int], None] | None,
    stop: Any,
    worlds: int = WORLDS,
) -> list[Judgment]:
    """Every task's judgment, in the tasks' order; raises ``Stopped`` once ``stop`` is set."""
    total = len(tasks)
    if progress is not None:
        progress(0, total)
    if processes <= 1 or total <= 1:
        out: list[Judgment] = []
        for task in tasks:
            if stop is not None and stop.is_set():
                raise Stopped
            out.append(judge_task(rules, task, players, names, budget, seed, stop, worlds))
            if progress is not None:
                progress(len(out), total)
        return out
    return _in_pool(
        rules.name, tasks, players, names, budget, seed, processes, progress, stop, worlds
    )


def _in_pool(
    game: str,
    tasks: Sequence[Task],
    players: int,
    names: Sequence[str],
    budget: Budget,
    seed: int,
    processes: int,
    progress: Callable[[int, int], None] | None,
    stop: Any,
    worlds: int,
) -> list[Judgment]:
    ctx = multiprocessing.get_context("spawn")
    cancel = ctx.Event()
    pool = cf.ProcessPoolExecutor(
        min(processes, len(tasks)), mp_context=ctx, initializer=_start, initargs=(cancel,)
    )
    results: dict[int, Judgment] = {}
    try:
        futures = {
            pool.submit(_work, game, task, players, tuple(names), budget, seed, worlds): k
            for k, task in enumerate(tasks)
        }
        pending = set(futures)
        while pending:
            if stop is not None and stop.is_set():
                raise Stopped
            done, pending = cf.wait(pending, timeout=POLL_SECONDS, return_when=cf.FIRST_COMPLETED)
            for future in done:
                judged = future.result()
                if judged is None:
                    raise Stopped
                results[futures[future]] = judged
                if progress is not None:
                    progress(len(results), len(tasks))
    except BaseException:
        cancel.set()  # the workers' searches stop at their next iteration
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown(wait=True)
    return [results[k] for k in range(len(tasks))]


_CANCEL: Any = None
_RULES: dict[str, Rules[Any]] = {}


def _start(cancel: Any) -> None:
    global _CANCEL
    _CANCEL = cancel


def _work(
    game: str,
    task: Task,
    players: int,
    names: tuple[str, ...],
    budget: Budget,
    seed: int,
    worlds: int,
) -> Judgment | None:
    """In a worker: judge one decision (None when the review was cancelled)."""
    rules = _RULES.get(game)
    if rules is None:
        rules = _RULES[game] = make_rules(game)
    try:
        return judge_task(rules, task, players, names, budget, seed, _CANCEL, worlds)
    except Stopped:
        return None
