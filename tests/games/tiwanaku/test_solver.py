"""The exact counter and the human-style solver: hand-drawn positions for each technique, and
whole generated puzzles solved hint by hint."""

from __future__ import annotations

import re

import pytest

from boardgames.games.tiwanaku.cropgraph import Board, crops_up_to, mask_crops
from boardgames.games.tiwanaku.deducer import (
    DIFFICULTIES,
    HARD_AFTER_STEPS,
    HIDDEN_PAIR,
    HIDDEN_SINGLE,
    LOCKED_PAIR,
    LOCKED_TRIPLE,
    NAKED_SINGLE,
    POINTING,
    Deducer,
    difficulty_of,
    solve_board,
)
from boardgames.games.tiwanaku.mapgen import generate
from boardgames.games.tiwanaku.solver import candidates, count_solutions, next_deduction, rate

from .puzzle_helpers import crops_of, terrain_of

# --- the exact counter ---------------------------------------------------------------------------


def test_a_two_space_region_can_be_filled_two_ways() -> None:
    terrain = terrain_of(["S S"])
    assert count_solutions(1, 2, terrain, {}) == 2
    assert count_solutions(1, 2, terrain, {(0, 0): 1}) == 1


def test_touching_equal_crops_have_no_solution() -> None:
    terrain = terrain_of(["S E"])
    assert count_solutions(1, 2, terrain, {}) == 0  # both one-space regions need a potato


def test_a_crop_too_big_for_its_region_has_no_solution() -> None:
    terrain = terrain_of(["S S E"])
    assert count_solutions(1, 3, terrain, {(0, 0): 3}) == 0


def test_the_counter_stops_at_its_limit() -> None:
    terrain = terrain_of(["S S S S S"])  # a straight row of 5: equal crops never touch anyway
    assert count_solutions(1, 5, terrain, {}, limit=2) == 2
    assert count_solutions(1, 5, terrain, {}, limit=1000) == 120


# --- one hand-drawn position per technique
# ---------------------------------------------------------
# Each is (terrain, crops, face-up cells, expected cell, crop, technique). The solution is drawn so
# the test can check that the deduction is right, not only that one was made.

POSITIONS = {
    "last crop": (
        ["G G G", "E E R", "E E E"],
        ["1 2 3", "3 4 1", "1 2 5"],
        [(0, 1), (2, 2)],
        (1, 2),
        1,
        NAKED_SINGLE,
    ),
    "only place": (
        ["G R R", "G R R", "G G R"],
        ["1 2 1", "4 5 4", "3 2 3"],
        [(0, 2), (1, 0), (2, 0), (2, 2)],
        (1, 2),
        4,
        HIDDEN_SINGLE,
    ),
    "touches every place": (
        ["R S S", "R G G", "R G G"],
        ["1 2 1", "3 4 3", "2 1 2"],
        [(2, 0)],
        (0, 1),
        2,
        POINTING,
    ),
    "locked pair": (
        ["S G G G", "S S G R", "S R R R", "S R S S"],
        ["1 2 1 3", "4 3 4 2", "2 1 5 3", "5 4 2 1"],
        [(0, 1), (1, 0), (1, 3), (2, 0), (3, 0), (3, 2), (3, 3)],
        (1, 2),
        4,
        LOCKED_PAIR,
    ),
    "locked triple": (
        ["S G G G", "S S S S", "G G R R", "G G G R"],
        ["1 2 3 1", "3 4 5 2", "1 2 1 3", "4 3 5 2"],
        [(0, 3), (1, 2), (3, 1), (3, 2)],
        (1, 0),
        3,
        LOCKED_TRIPLE,
    ),
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_each_technique_finds_the_right_crop(name: str) -> None:
    terrain_rows, crop_rows, shown, cell, crop, technique = POSITIONS[name]
    terrain, crops = terrain_of(terrain_rows), crops_of(crop_rows)
    rows, cols = len(terrain), len(terrain[0])
    known = {c: crops[c[0]][c[1]] for c in shown}
    found = next_deduction(rows, cols, terrain, known)
    assert found is not None
    assert (found.cell, found.crop, found.technique) == (cell, crop, technique)
    assert crops[cell[0]][cell[1]] == crop
    where = f"Row {cell[0] + 1}, column {cell[1] + 1} must be"
    assert found.reason.startswith(where)


def test_a_last_crop_reason_names_what_rules_out_the_others() -> None:
    terrain = terrain_of(["S S E E"])
    found = next_deduction(1, 4, terrain, {(0, 0): 1})
    assert found is not None
    assert (found.cell, found.crop) == ((0, 1), 2)
    assert found.reason == (
        "Row 1, column 2 must be coca (2): its sand region has 2 spaces, so it grows potato to "
        "coca; its region already has potato (row 1, column 1)."
    )


def test_an_only_place_reason_says_the_others_touch_that_crop() -> None:
    terrain_rows, crop_rows, shown, *_ = POSITIONS["only place"]
    terrain, crops = terrain_of(terrain_rows), crops_of(crop_rows)
    found = next_deduction(3, 3, terrain, {c: crops[c[0]][c[1]] for c in shown})
    assert found is not None
    assert "still needs a corn" in found.reason
    assert "every other open space of it touches a corn" in found.reason


def test_a_touches_every_place_reason_names_the_region_and_its_places() -> None:
    terrain_rows, crop_rows, shown, *_ = POSITIONS["touches every place"]
    terrain, crops = terrain_of(terrain_rows), crops_of(crop_rows)
    found = next_deduction(3, 3, terrain, {c: crops[c[0]][c[1]] for c in shown})
    assert found is not None
    assert "the rock region of 3 spaces at row 1, column 1" in found.reason
    assert "potato (row 1, column 1 and row 2, column 1)" in found.reason


def test_the_simple_techniques_alone_get_stuck_where_an_advanced_one_is_needed() -> None:
    terrain_rows, crop_rows, shown, *_ = POSITIONS["touches every place"]
    terrain, crops = terrain_of(terrain_rows), crops_of(crop_rows)
    board = Board.build(3, 3, terrain)
    known = {board.index(c): crops[c[0]][c[1]] for c in shown}
    assert solve_board(board, known, level=0)[0] is False
    solved, difficulty, used = solve_board(board, known, level=1)
    assert solved and difficulty == "medium" and POINTING in used


def test_a_hidden_pair_keeps_only_its_two_crops() -> None:
    board = Board.build(1, 5, terrain_of(["S S S S S"]))
    s = Deducer(board, level=2)
    # Corn and quinoa fit only in the first two spaces.
    s.cand = [0b110010, 0b110100, 0b001110, 0b001110, 0b001110]
    assert s.hidden_pair()
    assert mask_crops(s.cand[0]) == [4, 5] and mask_crops(s.cand[1]) == [4, 5]
    assert s.cand[2:] == [0b001110] * 3


def test_hard_means_a_hard_technique_or_many_advanced_steps() -> None:
    assert difficulty_of({NAKED_SINGLE, HIDDEN_SINGLE}) == "easy"
    assert difficulty_of({NAKED_SINGLE, POINTING}, 1) == "medium"
    assert difficulty_of({NAKED_SINGLE, POINTING}, HARD_AFTER_STEPS) == "hard"
    assert difficulty_of({NAKED_SINGLE, HIDDEN_PAIR}, 1) == "hard"


def test_candidates_follow_region_size_region_mates_and_touching_crops() -> None:
    terrain = terrain_of(["S S E E"])
    marks = candidates(1, 4, terrain, {(0, 0): 1})
    assert (0, 0) not in marks  # known spaces have no marks
    assert marks[(0, 1)] == frozenset({2})
    assert marks[(0, 2)] == frozenset({1, 2})
    assert marks[(0, 3)] == frozenset({1, 2})
    assert crops_up_to(3) == 0b1110


def test_nothing_is_deduced_on_a_finished_map() -> None:
    terrain = terrain_of(["S S"])
    assert next_deduction(1, 2, terrain, {(0, 0): 1, (0, 1): 2}) is None


# --- whole generated puzzles ---------------------------------------------------------------------


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("size", [(5, 5), (5, 9)])
def test_hints_alone_solve_a_generated_puzzle_correctly(
    size: tuple[int, int], difficulty: str
) -> None:
    for seed in range(3):
        land = generate(*size, seed, difficulty)
        known = {c: land.crop_at(c) for c in land.given_crops}
        while len(known) < land.rows * land.cols:
            found = next_deduction(land.rows, land.cols, land.terrain, known)
            assert found is not None, "the solver got stuck"
            assert found.cell not in known
            assert found.crop == land.crop_at(found.cell)
            match = re.match(r"Row (\d), column (\d) must be (\w+) \((\d)\): ", found.reason)
            assert match, found.reason
            r, c = int(match[1]) - 1, int(match[2]) - 1
            assert (r, c) == found.cell and int(match[4]) == found.crop
            known[found.cell] = found.crop


def test_rate_reports_unsolved_puzzles_as_too_hard() -> None:
    land = generate(5, 5, 3, "medium")
    solved, difficulty, _ = rate(5, 5, land.terrain, {})
    assert not solved and difficulty == "too hard"
