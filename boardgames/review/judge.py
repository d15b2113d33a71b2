"""Judging one decision from the deciding seat's knowledge: what the action taken was worth in
expected final score margin, against the best alternatives the hard bot's search finds.

Only the seat's view and the events it had seen go in (never the full state), as for a bot:
the hard bot's search (``ai.mcts.SearchBot.votes``) ranks the actions over full states drawn
from that view, and the action taken and the search's pick are then valued in points on
the same drawn states (common random numbers, so two actions differ by what they do, not by
what was drawn for them): each is played, a guided playout lets every seat answer as the hard
bot's playouts do, and the game's heuristic (its points now plus a little of what a seat is
building; the final scores once the game is over) gives the margin against the best other seat.
An expectation over the drawn states is an expectation over everything the seat could not see,
including the draws and tiles still to come: a bad draw later can never read as a mistake here.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from boardgames.ai import make_bot
from boardgames.ai.common import (
    Budget,
    Stopped,
    best_of_random,
    determinizations,
    heuristic_of,
    relative,
)
from boardgames.ai.mcts import SearchBot, ranked
from boardgames.core.rules import Action, Event, Rules, Seat, fast_apply
from boardgames.review.words import move_words, reason_words

WORLDS = 16  # drawn full states every candidate is valued on
PLAYOUT_STEPS = 4  # guided actions per other seat after the candidate (the hard bot's cutoff)
PICKS = 4  # a guided playout action is the best of this many random ones by the heuristic


@dataclass(frozen=True)
class Judgment:
    """One decision judged: the action taken and the best one (texts and words), the points
    the taken one gives up (never negative), the per-seat win chance after the action taken
    (alone: the expected final score), and how many search iterations it took."""

    seat: Seat
    action: str
    best: str
    loss: float
    taken_value: float
    best_value: float
    chance: tuple[float, ...]
    action_words: str
    best_words: str
    iterations: int
    reason: str = ""  # why the best was better, in the game's words ("" when it was taken)


def judge(
    rules: Rules[Any],
    view: Any,
    seat: Seat,
    seen: Sequence[Event],
    players: int,
    taken: Action,
    names: Sequence[str],
    budget: Budget,
    seed: int,
    stop: Any = None,
    worlds: int = WORLDS,
) -> Judgment:
    """Judge ``taken``, the action ``seat`` chose at ``view`` (its view of the position) having
    seen ``seen``, valued over ``worlds`` drawn states; ``stop`` (anything with ``is_set``) ends
    the search early with ``Stopped``."""
    legal = rules.legal_actions(view, seat)
    bot = make_bot("hard", rules, seed=seed, budget=budget)
    searched = isinstance(bot, SearchBot)
    deduce = getattr(rules, "deduced_action", None) if searched else None
    # the hard bot settles what the game deduces from the view by that deduction (Tiwanaku's
    # divinations), not by a search of drawn states whose playouts read the drawn crops
    deduced = deduce(view, seat, random.Random(seed), _deadline(budget)) if deduce else None
    iterations = 0
    if deduced is not None:
        pick = deduced
    elif searched:
        votes = bot.votes(rules, view, seat, seen, players, stop)
        iterations = bot.iterations
        # The search's own pick (its most tried action) is the best move: choosing the best by
        # the valuations below would pick whichever candidate the drawn states flattered (the
        # maximum of noisy values), and a strong seat's every move would show that noise as loss.
        pick = next((a for a, _, _ in ranked(votes)), taken)
    else:  # a game its bots cannot search: every action is valued, the best valued is best
        pick = taken
    if searched:
        candidates = [taken] if pick == taken else [taken, pick]
    else:
        candidates = [taken, *(a for a in legal if a != taken)]
    values: dict[Action, float] = {}
    rng = random.Random(seed ^ 0x5EED)
    drawn = determinizations(rules, view, seat, rng, seen, worlds, deadline=_deadline(budget))
    chance = [0.0] * players
    for k, action in enumerate(candidates):
        total = 0.0
        for w, world in enumerate(drawn):
            if stop is not None and stop.is_set():
                raise Stopped
            # the same playout stream per world for every candidate (common random numbers)
            end = random.Random(seed * 7919 + w)
            scores, winners = playout(rules, fast_apply(rules, world, seat, action), players, end)
            total += relative(scores, seat)
            if k == 0:
                for s, share in enumerate(win_shares(scores, winners)):
                    chance[s] += share / len(drawn)
        values[action] = total / len(drawn)
    best = pick if searched else max(candidates, key=values.__getitem__)
    return Judgment(
        seat=seat,
        action=taken.encode(),
        best=best.encode(),
        loss=max(0.0, values[best] - values[taken]),
        taken_value=values[taken],
        best_value=values[best],
        chance=tuple(chance),
        action_words=move_words(rules, view, seat, taken, names, drawn[:4]),
        best_words=move_words(rules, view, seat, best, names, drawn[:4]),
        iterations=iterations,
        reason=""
        if best == taken
        else reason_words(
            rules, view, seat, taken, best, names, drawn[:4], (values[best], values[taken])
        ),
    )


def _deadline(budget: Budget) -> float | None:
    """When drawing states should settle for less typical ones: a quarter of a time limit from
    now, as the search's own drawing does (Tiwanaku's lands: 16 exact draws took most of a
    second); None without one (draws then depend only on the seed)."""
    return None if budget.seconds is None else time.perf_counter() + budget.seconds / 4


def playout(
    rules: Rules[Any], state: Any, players: int, rng: random.Random
) -> tuple[list[float], tuple[Seat, ...] | None]:
    """Every seat answers for ``PLAYOUT_STEPS`` actions each (each the best of ``PICKS`` random
    ones by the heuristic for the seat acting, as the hard bot's playouts go); then the
    heuristic's values per seat, or the final scores and winners if the game ended."""
    h = heuristic_of(rules)
    for _ in range(PLAYOUT_STEPS * max(1, players - 1)):
        acting = rules.to_act(state)
        if not acting:
            break
        state = best_of_random(rules, state, acting[0], rng, h, PICKS)
    outcome = rules.outcome(state)
    if outcome is not None:
        return [float(v) for v in outcome.scores], tuple(outcome.winners)
    return [float(h(state, s)) for s in range(players)], None


def win_shares(scores: Sequence[float], winners: Sequence[Seat] | None) -> list[float]:
    """Each seat's share of the win: of a finished game, the winners'; of an unfinished one, a
    soft share by the heuristic's values (as the bots estimate it: a lead of about a tenth of
    the seats' mean score is worth e to 1); alone, the expected score itself."""
    n = len(scores)
    if n == 1:
        return [scores[0]]
    if winners is not None:
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
    scale = max(3.0, 0.1 * sum(abs(v) for v in scores) / n)
    top = max(scores)
    weights = [math.exp((v - top) / scale) for v in scores]
    total = sum(weights)
    return [w / total for w in weights]
