"""Traced Tiwanaku games, bots against bots: divinations per game, wrong ones, points by kind.

A measuring tool beside ``arena`` (run ``python -m tests.ai.tiwanaku_trace --help``): the arena
reports shares and scores; this also counts, per bot, its divinations and wrong divinations per
game, its points by category, and for a searching bot the crops it left undivined that exact
deduction (``tiwanaku.exact``) proves from its view at the moment it stopped divining. Seats
rotate as in the arena; each bot sees only its seat's view (the yardstick: the full state).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import defaultdict
from typing import Any

from boardgames.ai import choose, seen_by
from boardgames.ai.arena import seat_bot
from boardgames.ai.common import Budget
from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules as make_rules
from boardgames.games.tiwanaku import exact, scoring
from boardgames.games.tiwanaku.actions import Divine, EndDivination, Move, Pass
from boardgames.games.tiwanaku.deduction import certain_crops
from boardgames.games.tiwanaku.state import DIVINE, FINAL_DIVINE


def _left_behind(view: Any, seat: int, action: Any) -> tuple[int, int]:
    """Crops under ``seat``'s pawns proven (plainly, exactly) that ``action`` leaves undivined:
    stopping a divination, passing in the closing round, or moving a pawn off one."""
    if view.phase in (DIVINE, FINAL_DIVINE):
        if not isinstance(action, EndDivination | Pass):
            return 0, 0
        cells = [c for c in view.players[seat].pawns if view.is_divinable(c)]
    elif isinstance(action, Move) and view.is_divinable(action.pawn):
        cells = [action.pawn]
    else:
        return 0, 0
    plain = certain_crops(view)
    proven = exact.certain(view)
    return sum(c in plain for c in cells), sum(c in proven for c in cells)


def play(
    names: list[str], games: int, seed: int, players: int, board: str, budgets: dict[str, Budget]
) -> dict[str, Any]:
    rules = make_rules("tiwanaku")
    params = Params(players=players, options={"board": board})
    per: dict[str, dict[str, Any]] = defaultdict(
        lambda: defaultdict(float, seconds=[], scores=[], margins=[])
    )
    for k in range(games):
        seats = [names[(s + k) % len(names)] for s in range(players)]
        match = Match(rules, params, seed + k)
        bots = [
            seat_bot(n, rules, random.Random(f"{seed + k}/{s}").randrange(2**31), budgets.get(n))
            for s, n in enumerate(seats)
        ]
        while match.to_act():
            seat = match.to_act()[0]
            bot = bots[seat]
            view = match.view(seat)
            started = time.perf_counter()
            if getattr(bot, "reads_full_state", False):
                action = bot.choose(rules, match.state, seat, players)
            else:
                action = choose(bot, rules, view, seat, seen_by(match, seat), players)
                if len(rules.legal_actions(view, seat)) > 1:
                    per[seats[seat]]["seconds"].append(time.perf_counter() - started)
                plain, proven = _left_behind(view, seat, action)
                per[seats[seat]]["left_plain"] += plain
                per[seats[seat]]["left_exact"] += proven
            if isinstance(action, Divine):
                truth = match.state.land.crop_at(action.cell)
                tally = per[seats[seat]]
                tally["divinations"] += 1
                tally["wrong"] += action.crop != truth
            match.apply(seat, action)
        outcome = match.outcome()
        assert outcome is not None
        best = max(outcome.scores)
        for s, n in enumerate(seats):
            tally = per[n]
            tally["seat_games"] += 1
            tally["wins"] += (s in outcome.winners) / len(outcome.winners)
            tally["scores"].append(outcome.scores[s])
            others = [v for i, v in enumerate(outcome.scores) if i != s]
            tally["margins"].append(outcome.scores[s] - max(others or [0]))
            for cat in scoring.CATEGORIES:
                tally[cat] += outcome.breakdown[cat][s]
        print(
            f"game {k}: "
            + ", ".join(f"{n} {outcome.scores[s]}" for s, n in enumerate(seats))
            + f" (best {best})",
            file=sys.stderr,
            flush=True,
        )
    return {name: _summary(t) for name, t in per.items()}


def _summary(t: dict[str, Any]) -> dict[str, Any]:
    n = max(1, t["seat_games"])
    secs = t["seconds"]
    out = {
        "share": round(t["wins"] / n, 3),
        "mean_score": round(sum(t["scores"]) / n, 1),
        "mean_margin": round(sum(t["margins"]) / n, 1),
        "divinations_per_game": round(t["divinations"] / n, 1),
        "wrong_per_game": round(t["wrong"] / n, 2),
        "proven_left_plain_per_game": round(t["left_plain"] / n, 2),
        "proven_left_exact_per_game": round(t["left_exact"] / n, 2),
        "s_per_move": round(sum(secs) / len(secs), 3) if secs else 0.0,
        "max_s_per_move": round(max(secs), 3) if secs else 0.0,
    }
    for cat in scoring.CATEGORIES:
        out[cat] = round(t[cat] / n, 1)
    return out


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--bots", default="hard,cheating-yardstick")
    p.add_argument("--games", type=int, default=4)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--board", default="5x9")
    p.add_argument("--iterations", action="append", default=[], help="level=N, e.g. hard=600")
    args = p.parse_args(argv)
    budgets = {}
    for pair in args.iterations:
        level, _, value = pair.partition("=")
        budgets[level] = Budget(iterations=int(value))
    result = play(args.bots.split(","), args.games, args.seed, args.players, args.board, budgets)
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
