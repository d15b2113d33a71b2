"""A daily puzzle pins its date when the match is made, so its save replays the same puzzle."""

from __future__ import annotations

import datetime

from boardgames.core import savefile
from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import find_rules, fixed_options, rules


def test_daily_puzzle_save_replays_the_same_map_on_another_day(tmp_path, monkeypatch):
    r = rules("pachamama")
    options = fixed_options(r, {"size": "5x5", "difficulty": "easy", "source": "daily", "code": ""})
    assert options["date"] == datetime.date.today().isoformat()
    match = Match(r, Params(players=1, options=options), seed=1)
    path = tmp_path / "daily.json"
    savefile.save(match, path)

    class Tomorrow(datetime.date):
        @classmethod
        def today(cls):
            return datetime.date(2099, 1, 2)

    monkeypatch.setattr(datetime, "date", Tomorrow)
    again = savefile.load(path, find_rules)
    assert again.state.land == match.state.land


def test_other_options_are_left_alone():
    r = rules("pachamama")
    assert fixed_options(r, {"source": "random"}) == {"source": "random"}
    assert fixed_options(rules("tiwanaku"), {"board": "5x5"}) == {"board": "5x5"}
