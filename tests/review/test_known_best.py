"""Positions where the best move is known: the review names it best and a clearly bad move
costly (it gives up at least the smallest costly threshold, 2 points).

Tiwanaku: a hand-built divination whose crop the seat can deduce from what it sees (every other
space of the field shows its crop), so the right guess is best and a wrong one loses the crop's
points. The other games: the last decision of a game, where the game ends with only the
seat's own choices and forced moves after it, and the moves differ by the same points in every
state the seat could not tell apart, so the best move is known exactly by playing each one out;
the best and the worst of them are judged.
"""

from __future__ import annotations

import random

import pytest

from boardgames.ai.common import Budget, determinizations, relative
from boardgames.core.match import BOT_RANDOM
from boardgames.core.rules import Seat
from boardgames.games.tiwanaku.actions import Divine, Move
from boardgames.review.engine import COSTLY_FLOOR, tasks_of
from boardgames.review.judge import judge
from tests.games.tiwanaku.rules_helpers import RULES, land, play, player, position
from tests.review.helpers import bot_match

BUDGET = Budget(iterations=150)

# A 3x3 land: the five sierra spaces hold crops 1-5; all but (0, 1) show theirs.
FIELD = land(["sss", "ssg", "ggg"], ["135", "421", "213"])


def test_tiwanaku_a_deducible_crop() -> None:
    explored = [c for c in FIELD.cells() if c != (2, 2)]
    start = position(
        FIELD,
        [player([(0, 0)]), player([(2, 0)])],
        explored=explored,
        tokens=[(0, 0), (0, 2), (1, 0), (1, 1)],
    )
    state, _ = play(start, Move((0, 0), (0, 1)))
    view = RULES.view(state, 0)
    assert view != state  # the crop under (0, 1) is hidden from the seat
    right, wrong = Divine((0, 1), 3), Divine((0, 1), 5)
    assert {right, wrong} <= set(RULES.legal_actions(view, 0))
    names = ("Ada", "Bruno")
    good = judge(RULES, view, 0, (), 2, right, names, BUDGET, 1)
    bad = judge(RULES, view, 0, (), 2, wrong, names, BUDGET, 1)
    assert good.best == right.encode() and good.loss == 0
    assert bad.best == right.encode() and bad.loss >= COSTLY_FLOOR, bad


def exact_margins(rules, view, seat: Seat, seen, players: int) -> dict | None:
    """Each legal move's final margin with the seat's own best play after it (averaged over the
    states the seat cannot tell apart), if the game ends with only the seat's own choices and
    forced moves after it, and the moves differ by the same points in every such state (what
    the others hide may add the same to every move: Titania's cards in hand); else None."""
    worlds = determinizations(rules, view, seat, random.Random(1), seen, 8)
    legal = rules.legal_actions(view, seat)
    table = []
    for world in worlds:
        row = [best_end(rules, rules.apply(world, seat, a)[0], seat, 4) for a in legal]
        if any(v is None for v in row):
            return None
        table.append(row)
    if len({tuple(v - row[0] for v in row) for row in table}) != 1:
        return None
    return {a: sum(row[k] for row in table) / len(table) for k, a in enumerate(legal)}


def best_end(rules, state, seat: Seat, depth: int) -> float | None:
    """The seat's final margin with its best play to the end (None: others choose, or it is
    too far off)."""
    outcome = rules.outcome(state)
    if outcome is not None:
        return relative([float(v) for v in outcome.scores], seat)
    acting = rules.to_act(state)
    if len(acting) != 1 or depth == 0:
        return None
    legal = rules.legal_actions(state, acting[0])
    if acting[0] != seat and len(legal) != 1:
        return None
    found = [best_end(rules, rules.apply(state, acting[0], a)[0], seat, depth - 1) for a in legal]
    if any(v is None for v in found):
        return None
    return max(v for v in found if v is not None)


# The first seed each game ends on a decision with a clear best (found by the loop below).
FIRST_SEED = {"titicaca": 2, "titania": 15, "cuzco": 2}


@pytest.mark.parametrize("game", list(FIRST_SEED))
def test_the_last_decision_of_a_game(game: str) -> None:
    for seed in range(FIRST_SEED[game], 40):
        match = bot_match(game, seed, (BOT_RANDOM, BOT_RANDOM))
        last = tasks_of(match)[-1]
        margins = exact_margins(match.rules, last.view, last.seat, last.seen, 2)
        if margins is None:
            continue
        ranked = sorted(margins, key=margins.__getitem__)
        worst, best = ranked[0], ranked[-1]
        if (
            margins[best] - margins[worst] < 2 * COSTLY_FLOOR
            or margins[ranked[-2]] == margins[best]
        ):
            continue  # no clear best, or nothing clearly bad
        args = (match.rules, last.view, last.seat, last.seen, 2)
        names = match.names
        good = judge(*args, best, names, BUDGET, 1)
        bad = judge(*args, worst, names, BUDGET, 1)
        assert good.best == best.encode() and good.loss == 0, (seed, good)
        assert bad.best == best.encode() and bad.loss >= COSTLY_FLOOR, (seed, bad)
        # the playouts after a move may not play the seat's follow-ups best: near, not exact
        assert bad.loss <= margins[best] - margins[worst] + 0.5, (seed, bad)
        return
    pytest.fail(f"no {game} game from seed {FIRST_SEED[game]} ended on a clear best move")
