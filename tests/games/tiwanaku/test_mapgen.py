"""The map generator: every land obeys both principles, is uniquely deducible at its difficulty,
and the checker names every broken principle."""

from __future__ import annotations

import json
import statistics
import time

import pytest

from boardgames.games.tiwanaku.cropgraph import Board
from boardgames.games.tiwanaku.deducer import DIFFICULTIES, solve_board
from boardgames.games.tiwanaku.land import Land
from boardgames.games.tiwanaku.mapgen import generate, puzzle_json, validate
from boardgames.games.tiwanaku.solver import count_solutions, rate

from .puzzle_helpers import drawn_land, known_of


def check_land(land: Land, requested: str) -> None:
    """Everything a generated land promises a player."""
    assert validate(land) == []  # both principles, and the face-up crops settle every crop
    assert count_solutions(land.rows, land.cols, land.terrain, known_of(land)) == 1
    solved, difficulty, _ = rate(land.rows, land.cols, land.terrain, known_of(land))
    assert solved
    assert difficulty == land.difficulty == requested
    small = land.rows * land.cols <= 25
    assert (2 <= len(land.given_terrain) <= 3) if small else (3 <= len(land.given_terrain) <= 6)
    regions = land.regions()
    owners = {next(i for i, reg in enumerate(regions) if c in reg) for c in land.given_terrain}
    assert len(owners) == len(land.given_terrain)  # face-up terrain tiles lie in different regions


@pytest.mark.parametrize("seed", range(200))
def test_small_lands_keep_every_promise(seed: int) -> None:
    difficulty = DIFFICULTIES[seed % 3]
    check_land(generate(5, 5, seed, difficulty), difficulty)


@pytest.mark.parametrize("seed", range(50))
def test_large_lands_keep_every_promise(seed: int) -> None:
    difficulty = DIFFICULTIES[seed % 3]
    check_land(generate(5, 9, seed, difficulty), difficulty)


@pytest.mark.soak
@pytest.mark.parametrize("size", [(5, 5), (5, 9)])
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_many_lands_keep_every_promise(size: tuple[int, int], difficulty: str) -> None:
    for seed in range(1000, 1300):
        check_land(generate(*size, seed, difficulty), difficulty)


def test_the_same_seed_gives_the_same_land_and_others_differ() -> None:
    assert generate(5, 9, 42, "hard") == generate(5, 9, 42, "hard")
    lands = {generate(5, 5, seed, "medium").terrain for seed in range(10)}
    assert len(lands) == 10


def test_every_face_up_crop_is_needed_at_its_difficulty() -> None:
    for seed in range(6):
        difficulty = DIFFICULTIES[seed % 3]
        land = generate(5, 9, seed, difficulty)
        board = Board.build(land.rows, land.cols, land.terrain)
        level = DIFFICULTIES.index(difficulty)
        for dropped in land.given_crops:
            known = {board.index(c): land.crop_at(c) for c in land.given_crops - {dropped}}
            solved, _, _ = solve_board(board, known, level)
            assert not solved, f"seed {seed}: {dropped} is not needed"


def test_easy_puzzles_show_more_crops_than_hard_ones() -> None:
    easy = [len(generate(5, 9, s, "easy").given_crops) for s in range(12)]
    hard = [len(generate(5, 9, s, "hard").given_crops) for s in range(12)]
    assert statistics.mean(easy) > statistics.mean(hard)


def test_regions_come_in_every_size_from_one_to_five() -> None:
    sizes = {len(r) for s in range(10) for r in generate(5, 9, s, "easy").regions()}
    assert sizes == {1, 2, 3, 4, 5}


def test_an_unknown_difficulty_is_refused() -> None:
    with pytest.raises(ValueError, match="difficulty"):
        generate(5, 5, 1, "fiendish")


# --- the checker, on hand-drawn lands -------------------------------------------------------------

GOOD_TERRAIN = ["R S S", "R G G", "R G G"]
GOOD_CROPS = ["1 2 1", "3 4 3", "2 1 2"]


def test_a_good_land_passes_the_checker() -> None:
    land = drawn_land(GOOD_TERRAIN, GOOD_CROPS, given_crops=[(2, 0)])
    assert validate(land) == []


def test_a_region_of_six_breaks_separation() -> None:
    land = drawn_land(["S S S", "S S S"], ["1 2 3", "4 5 1"])
    assert any("larger than 5" in p for p in validate(land, unique=False))


def test_same_terrain_regions_meeting_at_a_corner_break_separation() -> None:
    land = drawn_land(["S G", "G S"], ["1 1", "1 1"])
    problems = validate(land, unique=False)
    assert any(p.startswith("separation") and "corner" in p for p in problems)


def test_a_region_missing_a_crop_breaks_diversity() -> None:
    land = drawn_land(["S S E"], ["1 3 1"])
    problems = validate(land, unique=False)
    assert any(p.startswith("diversity") and "1, 3" in p for p in problems)


def test_equal_crops_touching_at_a_corner_break_diversity() -> None:
    land = drawn_land(["S E", "E S"], ["1 2", "2 1"])
    problems = validate(land, unique=False)
    assert any("equal crops touch" in p for p in problems)


def test_too_few_face_up_crops_are_reported() -> None:
    land = drawn_land(GOOD_TERRAIN, GOOD_CROPS)  # no crop face up: potatoes could swap
    assert any("more than one" in p for p in validate(land))
    assert validate(land, unique=False) == []


def test_every_broken_principle_is_listed() -> None:
    land = drawn_land(["S S S", "S S S"], ["1 1 3", "4 5 1"])
    problems = validate(land, unique=False)
    assert any("larger than 5" in p for p in problems)
    assert any("equal crops touch" in p for p in problems)


# --- the command line's JSON ---------------------------------------------------------------------


def test_puzzle_json_has_the_promised_shape() -> None:
    data = puzzle_json(5, 9, 7, "hard")
    assert json.loads(json.dumps(data)) == data
    assert set(data) == {"size", "terrain", "crops", "givens", "difficulty", "seconds"}
    assert data["size"] == [5, 9]
    assert len(data["terrain"]) == 5 and all(len(row) == 9 for row in data["terrain"])
    assert {t for row in data["terrain"] for t in row} <= {"sand", "earth", "grass", "rock"}
    assert {c for row in data["crops"] for c in row} <= {1, 2, 3, 4, 5}
    assert data["difficulty"] == "hard"
    assert isinstance(data["seconds"], float)
    for kind in ("terrain", "crops"):
        for r, c in data["givens"][kind]:
            assert 0 <= r < 5 and 0 <= c < 9
    land = generate(5, 9, 7, "hard")
    assert data["crops"] == [list(row) for row in land.crops]
    assert sorted(map(tuple, data["givens"]["crops"])) == sorted(land.given_crops)


@pytest.mark.soak
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_a_large_land_takes_well_under_a_third_of_a_second(difficulty: str) -> None:
    times = []
    for seed in range(100):
        started = time.perf_counter()
        generate(5, 9, seed, difficulty)
        times.append(time.perf_counter() - started)
    assert statistics.median(times) < 0.3
