"""Puzzle codes hold only what a player is given, round-trip by solving, rate their own difficulty,
tolerate how people type them and fail clearly when broken; the daily seed is stable."""

from __future__ import annotations

import datetime
from dataclasses import replace

import pytest

from boardgames.games.tiwanaku.mapgen import generate
from boardgames.games.tiwanaku.puzzlecode import (
    ALPHABET,
    daily_seed,
    decode,
    encode,
    encode_givens,
    read_givens,
)
from boardgames.games.tiwanaku.scenario import load_scenario, scenario_paths
from boardgames.games.tiwanaku.solver import rate

from .puzzle_helpers import drawn_land, known_of, terrain_of

# A 5x5 land whose three face-up crops settle every crop, but only by trial and error: the
# human-style solver's techniques get stuck on it.
STUCK_TERRAIN = ["R S S S S", "R S G G G", "R E E E G", "G G E E S", "G G R R R"]
STUCK_CROPS = {(1, 2): 4, (3, 3): 4, (4, 1): 2}


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
@pytest.mark.parametrize("size", [(5, 5), (5, 9)])
def test_a_generated_puzzle_survives_its_code(size: tuple[int, int], difficulty: str) -> None:
    for seed in range(4):
        land = generate(*size, seed, difficulty)
        assert decode(encode(land)) == land


def test_scenarios_survive_their_codes() -> None:
    for path in scenario_paths():
        land = load_scenario(path)
        assert decode(encode(land)) == land


def test_a_code_holds_the_terrain_and_the_face_up_pieces_and_nothing_else() -> None:
    land = generate(5, 9, 4, "medium")
    code = encode(land)
    given = read_givens(code)
    assert (given.rows, given.cols, given.terrain) == (5, 9, land.terrain)
    assert given.crops == known_of(land)
    assert given.terrain_tiles == land.given_terrain
    # The same givens make the same code, whatever the hidden crops or the difficulty label say.
    assert code == encode_givens(5, 9, land.terrain, known_of(land), land.given_terrain)
    assert encode(replace(land, difficulty="easy")) == code


def test_a_code_is_short_and_easy_to_type() -> None:
    for seed in range(3):
        code = encode(generate(5, 9, seed, "easy"))  # easy puzzles show the most crops
        assert set(code) <= set(ALPHABET) | {"-"}
        assert len(code.replace("-", "")) <= 48
        assert all(len(group) == 5 for group in code.split("-")[:-1])
        assert len(encode(generate(5, 5, seed, "easy")).replace("-", "")) <= 32


def test_the_difficulty_is_the_solvers_rating_not_a_label() -> None:
    """A code cannot claim a difficulty: decoding rates the puzzle itself (audit finding)."""
    land = generate(5, 5, 0, "hard")
    assert land.difficulty == "hard"
    decoded = decode(encode(replace(land, difficulty="easy")))
    _, rating, _ = rate(5, 5, land.terrain, known_of(land))
    assert decoded.difficulty == rating == "hard"


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


def refusal(code: str) -> str:
    with pytest.raises(ValueError) as caught:
        decode(code)
    reason = str(caught.value)
    assert "\n" not in reason and reason.startswith("the puzzle code describes a map that cannot")
    return reason


def test_a_code_whose_terrain_breaks_separation_is_refused() -> None:
    code = encode_givens(1, 6, terrain_of(["S S S S S S"]), {})
    assert "separation" in refusal(code)


def test_a_code_whose_face_up_crops_allow_no_fill_is_refused() -> None:
    code = encode_givens(1, 4, terrain_of(["S S E E"]), {(0, 1): 2, (0, 2): 2})
    assert "no crops can grow" in refusal(code)


def test_a_code_whose_face_up_crops_allow_two_fills_is_refused() -> None:
    code = encode_givens(1, 4, terrain_of(["S S E E"]), {})
    assert "more than one way" in refusal(code)


def test_a_code_only_trial_and_error_can_solve_is_refused() -> None:
    code = encode_givens(5, 5, terrain_of(STUCK_TERRAIN), STUCK_CROPS)
    assert "not by steps a player can take" in refusal(code)


def test_a_face_up_piece_off_the_map_has_no_code() -> None:
    with pytest.raises(ValueError, match="off the map"):
        encode_givens(1, 4, terrain_of(["S S E E"]), {(0, 4): 1})
    with pytest.raises(ValueError, match="off the map"):
        encode_givens(1, 4, terrain_of(["S S E E"]), {}, [(1, 0)])


def test_a_land_that_is_not_a_puzzle_has_no_code() -> None:
    broken = drawn_land(["S S E E"], ["1 2 2 1"])  # touching coca
    with pytest.raises(ValueError, match="equal crops touch"):
        encode(broken)
    loose = drawn_land(["S S E E"], ["1 2 1 2"])  # nothing face up: two fills
    with pytest.raises(ValueError, match="more than one fill"):
        encode(loose)


def test_the_daily_seed_is_stable_and_changes_every_day() -> None:
    day = datetime.date(2026, 3, 14)
    assert daily_seed(day) == daily_seed(datetime.date(2026, 3, 14))
    assert daily_seed(day) == 46303643514302
    seeds = {daily_seed(day + datetime.timedelta(days=n)) for n in range(366)}
    assert len(seeds) == 366
