"""Bots against bots, seats rotated: how strong each level is and how long it thinks.

Game k seats bot ``names[(seat + k) % len(names)]``, so over ``len(names)`` games every bot sits
in every seat. Each bot sees only its seat's view and the events that seat has seen. Per bot
name: the win rate per seat it played (a shared win counts as a fraction) with a 95% Wilson
interval, the mean margin (its score less the best other seat's), the mean score, and seconds
per move (moves with a single legal action are not timed: nobody thinks about those).

Besides the levels, the arena alone can seat the cheating yardstick (``yardstick``), which is
handed the match's full state instead of the seat's view: a measure, never a player.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardgames.ai import LEVELS, choose, make_bot, seen_by
from boardgames.ai.common import Budget, relative
from boardgames.ai.yardstick import CHEATING_YARDSTICK, CheatingYardstick
from boardgames.core.match import Match
from boardgames.core.rules import Params, Rules


@dataclass
class Tally:
    seats: int = 0  # seat-games played
    wins: float = 0.0
    margins: list[float] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    iterations: list[int] = field(default_factory=list)  # a searching bot's, per move timed
    seconds: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        n = max(1, self.seats)
        rate = self.wins / n
        lo, hi = wilson(rate, self.seats)
        return {
            "win_rate": round(rate, 4),
            "ci95": [round(lo, 4), round(hi, 4)],
            "mean_margin": round(sum(self.margins) / n, 2),
            "mean_score": round(sum(self.scores) / n, 2),
            "s_per_move": round(sum(self.seconds) / len(self.seconds), 4) if self.seconds else 0.0,
            "max_s_per_move": round(max(self.seconds), 4) if self.seconds else 0.0,
            "iterations_per_move": (
                round(sum(self.iterations) / len(self.iterations), 1) if self.iterations else 0.0
            ),
            "seat_games": self.seats,
        }


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate ``p`` seen over ``n`` trials."""
    if n == 0:
        return 0.0, 1.0
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


# Who the arena can seat: every level, and the yardstick that reads the full state.
SEATABLE: tuple[str, ...] = (*LEVELS, CHEATING_YARDSTICK)


def seat_bot(
    name: str, rules: Rules[Any], seed: int, budget: Budget | None = None, processes: int = 1
) -> Any:
    """A bot for an arena seat: a level (``ai.make_bot``) or the cheating yardstick."""
    if name == CHEATING_YARDSTICK:
        return CheatingYardstick(seed)
    return make_bot(name, rules, seed=seed, budget=budget, processes=processes)


def run_arena(
    rules: Rules[Any],
    params: Params,
    names: Sequence[str],
    games: int,
    seed: int,
    budgets: dict[str, Budget] | None = None,
    progress: Callable[[int, list[str], Any], None] | None = None,
    processes: int = 1,
) -> dict[str, Any]:
    """Play ``games`` games and return the arena's JSON object (see the module docstring)."""
    tallies = {name: Tally() for name in names}
    players = params.players
    for k in range(games):
        seats = [names[(s + k) % len(names)] for s in range(players)]
        game_seed = seed + k
        match = Match(rules, params, game_seed)
        bots = [
            seat_bot(
                name,
                rules,
                random.Random(f"{game_seed}/{s}").randrange(2**31),
                (budgets or {}).get(name),
                processes,
            )
            for s, name in enumerate(seats)
        ]
        while True:
            acting = match.to_act()
            if not acting:
                break
            for seat in acting:  # simultaneous choices: each from its own view
                if seat not in match.to_act():
                    continue
                view = match.view(seat)
                several = len(rules.legal_actions(view, seat)) > 1
                started = time.perf_counter()
                bot = bots[seat]
                if getattr(bot, "reads_full_state", False):
                    action = bot.choose(rules, match.state, seat, players)
                else:
                    action = choose(bot, rules, view, seat, seen_by(match, seat), players)
                if several:
                    tallies[seats[seat]].seconds.append(time.perf_counter() - started)
                    if getattr(bot, "iterations", 0):
                        tallies[seats[seat]].iterations.append(bot.iterations)
                match.apply(seat, action)
        outcome = match.outcome()
        assert outcome is not None
        for s, name in enumerate(seats):
            tally = tallies[name]
            tally.seats += 1
            if s in outcome.winners:
                tally.wins += 1.0 / len(outcome.winners)
            tally.margins.append(relative(outcome.scores, s) if players > 1 else outcome.scores[s])
            tally.scores.append(outcome.scores[s])
        if progress is not None:
            progress(k, seats, outcome)
    return {
        "game": rules.name,
        "players": players,
        "games": games,
        "processes": processes,
        "bots": {name: tallies[name].summary() for name in dict.fromkeys(names)},
    }


def table(result: dict[str, Any]) -> str:
    """The arena result as a plain text table."""
    lines = [
        f"{result['game']}, {result['players']} players, {result['games']} games",
        f"{'bot':<18} {'win rate':>8} {'ci95':>15} {'margin':>8} {'score':>7} {'s/move':>8} "
        f"{'max s':>8}",
    ]
    for name, b in result["bots"].items():
        lo, hi = b["ci95"]
        lines.append(
            f"{name:<18} {b['win_rate']:>8.3f} {f'[{lo:.3f}, {hi:.3f}]':>15} "
            f"{b['mean_margin']:>8.1f} {b['mean_score']:>7.1f} {b['s_per_move']:>8.3f} "
            f"{b['max_s_per_move']:>8.3f}"
        )
    return "\n".join(lines)
