"""Puzzle codes round-trip, tolerate how people type them, and fail clearly when broken; the daily
seed is stable."""

from __future__ import annotations

import datetime

import pytest

from boardgames.games.tiwanaku.mapgen import generate
from boardgames.games.tiwanaku.puzzlecode import ALPHABET, daily_seed, decode, encode
from boardgames.games.tiwanaku.scenario import load_scenario, scenario_paths

from .puzzle_helpers import drawn_land


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
@pytest.mark.parametrize("size", [(5, 5), (5, 9)])
def test_a_generated_puzzle_survives_its_code(size: tuple[int, int], difficulty: str) -> None:
    for seed in range(5):
        land = generate(*size, seed, difficulty)
        assert decode(encode(land)) == land


def test_scenarios_survive_their_codes() -> None:
    for path in scenario_paths():
        land = load_scenario(path)
        assert decode(encode(land)) == land


def test_a_code_is_short_and_easy_to_type() -> None:
    code = encode(generate(5, 9, 1, "medium"))
    assert set(code) <= set(ALPHABET) | {"-"}
    assert len(code.replace("-", "")) <= 64
    assert all(len(group) <= 5 for group in code.split("-"))
    assert len(encode(generate(5, 5, 1, "medium")).replace("-", "")) <= 40


def test_case_dashes_spaces_and_look_alike_letters_do_not_matter() -> None:
    land = generate(5, 5, 2, "easy")
    code = encode(land)
    sloppy = " " + code.replace("-", " ").lower().replace("0", "o").replace("1", "l") + "\n"
    assert decode(sloppy) == land


def test_an_empty_code_is_refused() -> None:
    with pytest.raises(ValueError, match="empty"):
        decode("  - ")


def test_a_character_outside_the_alphabet_is_named() -> None:
    code = encode(generate(5, 5, 2, "easy"))
    with pytest.raises(ValueError, match="'U'"):
        decode(code[:3] + "U" + code[4:])


def test_a_mistyped_character_is_caught_by_the_checksum() -> None:
    code = encode(generate(5, 5, 2, "easy"))
    i = 7
    swapped = ALPHABET[(ALPHABET.index(code[i]) + 1) % 32]
    with pytest.raises(ValueError, match="checksum") as caught:
        decode(code[:i] + swapped + code[i + 1 :])
    assert "\n" not in str(caught.value)


def test_a_cut_short_code_is_refused() -> None:
    code = encode(generate(5, 9, 2, "easy"))
    with pytest.raises(ValueError):
        decode(code[:-6])


def test_a_code_for_a_broken_map_is_refused_with_the_reason() -> None:
    # Touching equal crops: the code itself is well formed, the map is not.
    broken = drawn_land(["S S E E"], ["1 2 2 1"])
    with pytest.raises(ValueError, match=r"cannot be played: .*equal crops touch"):
        decode(encode(broken))


def test_the_daily_seed_is_stable_and_changes_every_day() -> None:
    day = datetime.date(2026, 3, 14)
    assert daily_seed(day) == daily_seed(datetime.date(2026, 3, 14))
    assert daily_seed(day) == 46303643514302
    seeds = {daily_seed(day + datetime.timedelta(days=n)) for n in range(366)}
    assert len(seeds) == 366
