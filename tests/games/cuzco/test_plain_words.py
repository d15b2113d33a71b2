"""The log and the prompts speak the game's words: no internal ids (tile codes, village ids, raw
action names, ability numbers), "an" before a vowel, and "1 pip" not "1 pips". Random games at 2,
3 and 4 players with and without the Pututu module, every event line and every prompt."""

from __future__ import annotations

import random
import re

import pytest

from boardgames.games.cuzco import names, words
from boardgames.games.cuzco.events import TileTaken

from .helpers import LAYOUT, RULES, params

# What a player should never read: each pattern with the fault it names.
INTERNAL = [
    (re.compile(r"\b[SF]\d\d-\d\b"), "a people tile code"),
    (re.compile(r"\bS-0\d\b"), "a starting mission's code"),
    (re.compile(r"\bmission \d"), "a mission's number"),
    (re.compile(r"\b[IO][1-6]\b"), "a village id"),
    (re.compile(r"\bability \d"), "an ability number"),
    (re.compile(r"\(x\d\)"), "a strength code"),
    (re.compile(r"\bon (vp|stone|rope|study|farm|exchange|temple|headdress)\b"), "an action id"),
    (re.compile(r"\w\+\w"), "a double space id"),
    (re.compile(r"\(s\)"), "a plural left open"),
    (re.compile(r"\bseat \d"), "a seat number"),
    (
        re.compile(
            r"\b(?:[02-9]|\d{2,}) (pip|point|quipu|offering|medal|feather|tile|card|priest|step|good|mission|village|circlet)\b"
        ),
        "a plural count with a singular noun",
    ),
]
GRAMMAR = [
    (re.compile(r"\b[Aa] [aeiouAEIOU]\w"), '"a" before a vowel'),
    (re.compile(r"\ban [^aeiouAEIOU\d8]", re.IGNORECASE), '"an" before a consonant'),
    (
        re.compile(
            r"(?<![\d.])1 (pips|points|VPs|quipus|offerings|medals|feathers|tiles|cards|priests"
            r"|spaces|steps|goods|missions|dice|villages|circlets|foods|statuses)\b"
        ),
        "1 with a plural",
    ),
]


def faults(line: str) -> list[str]:
    return [f"{why}: {line!r}" for pattern, why in INTERNAL + GRAMMAR if pattern.search(line)]


def test_the_patterns_catch_the_faults_the_issue_names():
    for bad in (
        "Ada takes people tile S12-3",
        "Ada uses study ability 12 (x1)",
        "Ada places a 4 on vp",
        "Ada gains a orange feather",
        "Exchange: 1 pips left.",
        "Ada moves 1 quipu(s) to the reserve space",
        "Ada gains 2 offering",
    ):
        assert faults(bad), bad
    for good in (
        "Ada takes the Feather study tile (status 3)",
        "Ada places a 4 on the 2 VP space",
        "Ada gains an orange feather",
        "Exchange: 1 pip left.",
        "Ada plays Iliapa 01 for an offering",
    ):
        assert faults(good) == [], good


def walk(players: int, pututu: bool, seed: int) -> list[str]:
    """Every log line and prompt of one random game."""
    rng = random.Random(seed)
    names = ["Ada", "Zoë", "Chloé", "Dario"][:players]
    state = RULES.setup(params(players, pututu), LAYOUT, seed)
    lines: list[str] = []
    for _ in range(2000):
        seats = RULES.to_act(state)
        if not seats:
            break
        seat = seats[0]
        lines.append(words.prompt(state, seat))
        action = rng.choice(RULES.legal_actions(state, seat))
        state, events = RULES.apply(state, seat, action)
        lines += [e.describe(names) for e in events]
    assert RULES.outcome(state) is not None
    return lines


@pytest.mark.parametrize("pututu", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_log_and_prompt_in_plain_words(players, pututu):
    bad: list[str] = []
    for game in range(5):
        for line in walk(players, pututu, 1000 * players + 10 * game + pututu):
            bad += faults(line)
    assert sorted(set(bad)) == []


def test_things_are_named_as_a_player_knows_them():
    assert names.tile_name(LAYOUT, "S03-3") == "the Feather study tile (status 3)"
    assert names.tile_name(LAYOUT, "F10-1") == "the Food farm tile (food 1)"
    assert names.space_name(LAYOUT, "vp") == f"the {LAYOUT.vp_space} VP space"
    assert names.space_name(LAYOUT, "study+farm") == "the study and farming space"
    v = LAYOUT.villages[0]
    assert names.village_name(LAYOUT, v.id) == f"the {v.ring} {v.feather} village ({v.vp} VP)"


@pytest.mark.parametrize(
    ("word", "said"),
    [
        ("orange", "an orange"),
        ("pink", "a pink"),
        ("Inti medal", "an Inti medal"),
        ("8", "an 8"),
        ("11", "an 11"),
        ("5", "a 5"),
        ("1", "a 1"),
        ("18 VP", "an 18 VP"),
        ("81", "an 81"),
    ],
)
def test_a_or_an(word, said):
    assert names.article(word) == said


def test_one_is_singular_and_food_has_no_plural():
    assert names.counted(1, "pip") == "1 pip"
    assert names.counted(2, "pip") == "2 pips"
    assert names.counted(0, "quipu") == "0 quipus"
    assert names.counted(3, "food") == "3 food"


def test_a_tile_taken_reads_as_the_issue_asks():
    line = TileTaken(0, "S03-3", 3, names.tile_name(LAYOUT, "S03-3")).describe(["Ada"])
    assert line == "Ada takes the Feather study tile (status 3)"
