"""Golden saves: one finished game per game and player count, written by format 1 and kept in
``tests/golden/``. Every future version must load each one to the same final state, so a rules or
format change that would strand people's saves shows up here (a format change brings a migration
and keeps these files loading; they are never rewritten to make a test pass).

What "the same final state" means is kept next to the saves in ``facts.json``: the move count,
whether the game is over, the winners, the scores and their per-category breakdown. Those are what
a player would notice; internal refactors of the state classes do not change them.

To add a game (Cuzco when it lands): add its cases to ``CASES`` and run
``python -m tests.core.test_golden_saves --add``, which writes only the files that are missing.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from boardgames.core import savefile
from boardgames.core.match import BOT_RANDOM, HUMAN, Match
from boardgames.core.playout import random_playout
from boardgames.core.rules import Params
from boardgames.games import find_rules

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
FACTS = GOLDEN / "facts.json"
NAMES = ("Ada", "Zoë", "Chloé", "Dario", "Eva")

# (game, players, options): every player count, both Tiwanaku boards, both Titicaca tile sets
CASES: list[tuple[str, int, dict[str, str]]] = [
    ("tiwanaku", 1, {"board": "5x5"}),
    ("tiwanaku", 2, {"board": "5x9"}),
    ("tiwanaku", 3, {"board": "5x5"}),
    ("tiwanaku", 4, {"board": "5x9"}),
    ("pachamama", 1, {"size": "5x5", "difficulty": "medium", "source": "random"}),
    *[("titicaca", n, {"edition": e}) for e in ("12 tiles", "15 tiles") for n in range(2, 6)],
    *[("titania", n, {}) for n in range(2, 5)],
    *[("cuzco", n, {"pututu": p}) for p in ("off", "on") for n in range(2, 5)],
]


def file_name(game: str, players: int, options: dict[str, str]) -> str:
    parts = [game, f"{players}p", *(v.replace(" ", "") for v in options.values() if v)]
    return "-".join(parts) + ".json"


def facts(match: Match) -> dict[str, Any]:
    outcome = match.outcome()
    return {
        "moves": match.cursor,
        "over": outcome is not None,
        "to_act": list(match.to_act()),
        "winners": list(outcome.winners) if outcome else None,
        "scores": list(outcome.scores) if outcome else None,
        "breakdown": {k: list(v) for k, v in outcome.breakdown.items()} if outcome else None,
    }


def make(game: str, players: int, options: dict[str, str], seed: int) -> Match:
    """A whole random game, with a bot seat where there is more than one seat."""
    rules = find_rules(game)
    assert rules is not None
    full = {o.key: o.default for o in rules.options()} | options
    params = Params(players=players, names=NAMES[:players], options=full)
    played = random_playout(rules, params, seed)
    seats = [HUMAN] * players
    if players > 1:
        seats[-1] = BOT_RANDOM
    match = Match.replay(rules, params, seed, played.actions, seats)
    match.extras = {savefile.MATCH_ID: f"golden{seed:04d}"}
    if game == "pachamama":
        match.extras["elapsed"] = 321.5
    return match


def write_missing() -> list[str]:
    GOLDEN.mkdir(exist_ok=True)
    known = json.loads(FACTS.read_text()) if FACTS.exists() else {}
    written = []
    for seed, (game, players, options) in enumerate(CASES, start=101):
        name = file_name(game, players, options)
        if name in known and (GOLDEN / name).exists():
            continue
        match = make(game, players, options, seed)
        savefile.save(match, GOLDEN / name)
        known[name] = facts(match)
        written.append(name)
    FACTS.write_text(json.dumps(known, indent=1, ensure_ascii=False, sort_keys=True) + "\n")
    return written


def stored() -> dict[str, Any]:
    return json.loads(FACTS.read_text())


@pytest.mark.parametrize("name", sorted(stored()) if FACTS.exists() else [])
def test_a_golden_save_loads_to_the_same_final_state(name):
    path = GOLDEN / name
    before = path.read_bytes()
    match = savefile.load(path, find_rules)
    assert facts(match) == stored()[name]
    assert path.read_bytes() == before
    # and it plays on in a slot of its own, never over the golden file
    assert savefile.slot_path(savefile.resume(path, find_rules)).parent == savefile.autosave_dir()


def test_every_case_has_its_golden_save():
    names = {file_name(*case) for case in CASES}
    assert names == set(stored()), "run python -m tests.core.test_golden_saves --add"
    assert all((GOLDEN / n).is_file() for n in names)
    assert {json.loads((GOLDEN / n).read_text())["format"] for n in names} == {1}


if __name__ == "__main__":
    if sys.argv[1:] != ["--add"]:
        sys.exit("usage: python -m tests.core.test_golden_saves --add  (writes only missing files)")
    for name in write_missing():
        print("wrote", GOLDEN / name)
