"""Hard against random in every game at two players: the review finds more costly decisions and
a larger loss for the random seat, every time (the bigger table: ``table.py``, soak-marked)."""

from __future__ import annotations

import pytest

from boardgames.core.match import BOT_RANDOM
from boardgames.review import review_match
from tests.review.helpers import GAMES, JUDGE, JUDGE_WORLDS, bot_match

HARD = "bot:hard"


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("seed", [1, 2])
def test_the_random_seat_gives_up_more(game: str, seed: int) -> None:
    # the hard seat sits first in one game and second in the other
    kinds = (HARD, BOT_RANDOM) if seed % 2 else (BOT_RANDOM, HARD)
    match = bot_match(game, seed, kinds)
    review = review_match(match, budget=JUDGE, processes=1, worlds=JUDGE_WORLDS)
    hard, rand = kinds.index(HARD), kinds.index(BOT_RANDOM)
    summary = review.to_json()["seats"]
    assert summary[hard]["kind"] == "bot:hard" and summary[rand]["kind"] == "bot:random"
    assert summary[rand]["costly"] > summary[hard]["costly"], summary
    assert summary[rand]["loss"] > summary[hard]["loss"], summary
    # the graph has a point per decision, shares of a win that add up to one
    for d in review.decisions:
        assert sum(d.chance) == pytest.approx(1.0)
    assert len(review.turning_points()) == 3
