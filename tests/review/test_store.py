"""A review kept in the save file: a second look is the same review without judging again, and a
damaged or mismatched stored review reads as none."""

from __future__ import annotations

import copy
import json

import pytest

from boardgames.core import savefile
from boardgames.core.match import BOT_RANDOM
from boardgames.games import find_rules
from boardgames.review import review_match, store, stored
from boardgames.review.store import KEY
from tests.review.helpers import QUICK, QUICK_WORLDS, bot_match


@pytest.fixture(scope="module")
def reviewed():
    match = bot_match("titicaca", 4, ("bot:hard", BOT_RANDOM))
    return match, review_match(match, budget=QUICK, processes=1, worlds=QUICK_WORLDS)


def test_a_saved_review_comes_back_whole(reviewed, tmp_path):
    match, review = reviewed
    store(match, review)
    path = tmp_path / "game.json"
    savefile.save(match, path)
    again = stored(savefile.load(path, find_rules))
    assert again is not None
    assert again.to_json() == review.to_json()
    assert [t.text for t in again.turning_points()] == [t.text for t in review.turning_points()]


@pytest.mark.parametrize(
    "damage",
    [
        lambda r: r.update(version=99),
        lambda r: r.update(moves=3),
        lambda r: r["decisions"][0].update(loss="lots"),
        lambda r: r["decisions"][0].update(loss=-1.0),
        lambda r: r["decisions"][0].update(chance=[0.5]),
        lambda r: r["decisions"][1].update(action="bid value=99"),
        lambda r: r["decisions"][1].update(index=0),
        lambda r: r["decisions"].append("junk"),
        lambda r: r.pop("decisions"),
    ],
)
def test_a_damaged_stored_review_reads_as_none(reviewed, damage):
    match, review = reviewed
    store(match, review)
    raw = copy.deepcopy(match.extras[KEY])
    damage(raw)
    match.extras[KEY] = json.loads(json.dumps(raw))
    assert stored(match) is None
    match.extras[KEY] = "not a review"
    assert stored(match) is None
