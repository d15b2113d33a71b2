"""What every bot shares: the budget it thinks within, how it scores an end or a position, and the
determinizations it searches (full states drawn from its seat's view).

Bots never see a full state from the match: they get a seat's ``view`` and the events that seat
has seen, and draw full states consistent with them through the game's ``sample_state(s)``
(see ``core.rules.SearchRules``). A game that declares it hides nothing (``hidden_state =
False``) is searched on the view itself.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from boardgames.core.rules import (
    Action,
    Event,
    Rules,
    Seat,
    fast_apply,
    has_hidden_state,
    random_legal,
    sample_states,
)


class Stopped(Exception):
    """The bot was asked to stop thinking (the window closed, the match moved on)."""


@dataclass(frozen=True)
class Budget:
    """How long a bot may think: at most ``iterations`` and at most ``seconds`` (None: no limit).

    An iteration budget alone makes a bot's choice depend only on its seed and what it sees;
    the time limit keeps a move within what a person will wait for.
    """

    iterations: int | None = None
    seconds: float | None = None


def can_search(rules: Rules[Any]) -> bool:
    """Whether a bot can search this game without peeking: it draws full states from a view,
    or its views hide nothing."""
    return hasattr(rules, "sample_state") or not has_hidden_state(rules)


def determinizations(
    rules: Rules[Any],
    view: Any,
    seat: Seat,
    rng: random.Random,
    seen: Sequence[Event],
    n: int,
    hint: Any = None,
    deadline: float | None = None,
) -> list[Any]:
    """``n`` full states ``seat`` cannot tell from its ``view`` (the view itself, ``n`` times
    over, in a game that hides nothing); ``hint`` is one drawn for an earlier move, ``deadline``
    when the sampler should settle for what it has (``core.rules.sample_states``)."""
    if not hasattr(rules, "sample_state") and not has_hidden_state(rules):
        return [view] * n
    return sample_states(rules, view, seat, rng, seen, n, hint, deadline)


def heuristic_of(rules: Rules[Any]) -> Any:
    """The game's ``heuristic(state, seat)``, or the score from a finished game's outcome."""
    h = getattr(rules, "heuristic", None)
    if h is not None:
        return h

    def by_outcome(state: Any, seat: Seat) -> float:
        outcome = rules.outcome(state)
        return float(outcome.scores[seat]) if outcome is not None else 0.0

    return by_outcome


def relative(values: Sequence[float], seat: Seat) -> float:
    """A seat's value against the best of the others (its own value when playing alone)."""
    if len(values) == 1:
        return values[0]
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def end_rewards(
    rules: Rules[Any], state: Any, players: int, centre: Sequence[float] | None = None
) -> list[float]:
    """Per seat, in [0, 1], for a finished game: mostly the share of the win (a shared win
    counts as a fraction), a little for the margin, so that a search also prefers winning big
    and losing narrowly. With ``centre`` (per seat, the margin the search started from), the
    margin counts from there: see ``estimate_rewards``."""
    outcome = rules.outcome(state)
    assert outcome is not None
    return rewards_from(outcome.scores, outcome.winners, players, centre)


def rewards_from(
    scores: Sequence[float],
    winners: Sequence[Seat],
    players: int,
    centre: Sequence[float] | None = None,
) -> list[float]:
    share = 1.0 / len(winners) if winners else 0.0
    out = []
    for s in range(players):
        win = share if s in winners else 0.0
        margin = relative(scores, s) if players > 1 else scores[s] - 40.0
        if centre is not None:
            margin -= centre[s]
        out.append(WIN_WEIGHT * win + (1 - WIN_WEIGHT) * (0.5 + 0.5 * math.tanh(margin / 15.0)))
    return out


WIN_WEIGHT = 0.85


def estimate_rewards(
    values: Sequence[float], centre: Sequence[float] | None = None
) -> list[float]:
    """Per seat, in [0, 1], for an unfinished game from heuristic values: a soft guess at the
    win (the leaders' share) plus the margin, on the same scale as ``end_rewards``.

    With ``centre`` (per seat, the margin at the search's root) the margin counts from there: a
    seat 40 points behind otherwise gets the same reward, near 0, from every line, and its search
    cannot tell a good move from a bad one."""
    n = len(values)
    if n == 1:
        return [0.5 + 0.5 * math.tanh((values[0] - 40.0) / 15.0)]
    scale = max(3.0, 0.1 * sum(abs(v) for v in values) / n)
    top = max(values)
    weights = [math.exp((v - top) / scale) for v in values]
    total = sum(weights)
    out = []
    for s in range(n):
        margin = relative(values, s) - (centre[s] if centre is not None else 0.0)
        out.append(
            WIN_WEIGHT * weights[s] / total
            + (1 - WIN_WEIGHT) * (0.5 + 0.5 * math.tanh(margin / 15.0))
        )
    return out


# Of a time limit, at most this share goes to drawing determinizations (past it a sampler
# settles for what it has), so a slow draw cannot eat the move's thinking.
SAMPLING_SHARE = 0.25


class Thinking:
    """A bot's limits while it thinks: the budget's deadline and an outside stop request."""

    def __init__(self, budget: Budget, stop: threading.Event | None) -> None:
        self.seconds = budget.seconds
        self.started = time.perf_counter()
        self.deadline = None if budget.seconds is None else self.started + budget.seconds
        self.iterations = budget.iterations
        self.stop = stop

    def check(self) -> None:
        if self.stop is not None and self.stop.is_set():
            raise Stopped

    def sampling_deadline(self) -> float | None:
        """When drawing determinizations should settle: a share of the time limit after the
        thinking began; None without a time limit (then the draws depend only on the seed)."""
        return None if self.seconds is None else self.started + self.seconds * SAMPLING_SHARE

    def capped(self, done: int) -> bool:
        """Has the iteration budget run out (whatever the time)?"""
        return self.iterations is not None and done >= self.iterations

    def more(self, done: int) -> bool:
        """May the bot do another iteration after ``done``?"""
        self.check()
        if self.iterations is not None and done >= self.iterations:
            return False
        return self.deadline is None or time.perf_counter() < self.deadline


Votes = dict[Action, tuple[float, float]]  # a search's root: action -> (visits, summed reward)


def summed(all_votes: Sequence[Votes]) -> Votes:
    """Votes of several searches added up, action by action (root-parallel search)."""
    out: Votes = {}
    for votes in all_votes:
        for action, (n, w) in votes.items():
            n0, w0 = out.get(action, (0.0, 0.0))
            out[action] = (n0 + n, w0 + w)
    return out


def only_action(actions: list[Action]) -> Action | None:
    return actions[0] if len(actions) == 1 else None


def best_of_random(
    rules: Rules[Any],
    state: Any,
    seat: Seat,
    rng: random.Random,
    h: Any,
    picks: int,
) -> Any:
    """A guided playout's step: of ``picks`` random actions for ``seat`` (repeats tried once),
    the state after the one the heuristic ``h`` likes best for that seat."""
    tried: list[Action] = []
    best, best_value = state, -math.inf
    for _ in range(picks):
        action = random_legal(rules, state, seat, rng)
        if action in tried:
            continue
        tried.append(action)
        after = fast_apply(rules, state, seat, action)
        value = h(after, seat)
        if value > best_value:
            best, best_value = after, value
    return best
