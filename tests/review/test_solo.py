"""Tiwanaku alone reviews against par: the graph is the expected final score, par is the game's
own target for the map, and a random player leaves far more points in costly decisions than the
hard bot on the same map. The Pachamama puzzle, which no bot can sample, is judged by the game
itself against its solver (``tests/review/test_puzzle.py``)."""

from __future__ import annotations

import pytest

from boardgames.ai.common import Budget
from boardgames.core.match import BOT_RANDOM
from boardgames.review import review_match
from boardgames.ui.scenes.review import available
from tests.review.helpers import QUICK, QUICK_WORLDS, bot_match
from tests.ui.test_shell_results import solved_puzzle


def test_a_solo_review_measures_the_expected_score_against_par() -> None:
    match = bot_match("tiwanaku", 31, (BOT_RANDOM,))
    review = review_match(match, budget=Budget(iterations=10), processes=1, worlds=4)
    assert review.solo and review.par() == match.state.par
    assert review.start_chance() == (review.par(),)  # the graph starts at par
    assert max(d.chance[0] for d in review.decisions) > 1  # points, not a share of a win
    assert review.to_json()["seats"][0]["kind"] == "bot:random"


@pytest.mark.soak  # about a minute: two whole solo games judged
def test_a_random_player_leaves_more_points_than_the_hard_bot() -> None:
    reviews = {}
    for kind in ("bot:hard", BOT_RANDOM):
        match = bot_match("tiwanaku", 31, (kind,))
        review = review_match(match, budget=QUICK, processes=1, worlds=QUICK_WORLDS)
        assert review.solo and review.par() == match.state.par
        # the expected final score, not a share of a win
        assert max(d.chance[0] for d in review.decisions) > 1
        reviews[kind] = review
    hard, rand = reviews["bot:hard"], reviews[BOT_RANDOM]
    assert rand.total_loss(0) > 2 * hard.total_loss(0)
    assert len(rand.costliest(0, 99)) > len(hard.costliest(0, 99))


def test_the_puzzle_is_reviewable() -> None:
    assert available(solved_puzzle(3, 10.0))
