"""Hand-made scenarios: the shipped ones load and keep every promise; broken files fail with one
line naming the file and the first problem."""

from __future__ import annotations

from pathlib import Path

import pytest

from boardgames.core.layout import LayoutError
from boardgames.games.tiwanaku.mapgen import validate
from boardgames.games.tiwanaku.scenario import load_scenario, scenario_name, scenario_paths
from boardgames.games.tiwanaku.solver import count_solutions, rate

from .puzzle_helpers import known_of

GOOD = """\
name: Tiny
size: [3, 3]
difficulty: medium
terrain:
  - R S S
  - R G G
  - R G G
crops:
  - 1 2 1
  - 3 4 3
  - 2 1 2
given_terrain: [[0, 0]]
given_crops: [[2, 0]]
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "tiny.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_shipped_scenarios_cover_both_map_sizes() -> None:
    sizes = {(land.rows, land.cols) for land in map(load_scenario, scenario_paths())}
    assert {(5, 5), (5, 9)} <= sizes
    assert len(scenario_paths()) >= 2


@pytest.mark.parametrize("path", scenario_paths(), ids=lambda p: p.stem)
def test_a_shipped_scenario_keeps_every_promise(path: Path) -> None:
    land = load_scenario(path)
    assert validate(land) == []
    assert count_solutions(land.rows, land.cols, land.terrain, known_of(land)) == 1
    solved, difficulty, _ = rate(land.rows, land.cols, land.terrain, known_of(land))
    assert solved and difficulty == land.difficulty
    assert land.given_terrain and scenario_name(path)


def test_a_small_file_reads_as_drawn(tmp_path: Path) -> None:
    land = load_scenario(write(tmp_path, GOOD))
    assert land.terrain[0] == ("rock", "sand", "sand")
    assert land.crops[1] == (3, 4, 3)
    assert land.given_crops == {(2, 0)} and land.given_terrain == {(0, 0)}
    assert land.difficulty == "medium"
    assert scenario_name(write(tmp_path, GOOD)) == "Tiny"


def test_rows_may_be_written_without_spaces_and_difficulty_left_out(tmp_path: Path) -> None:
    text = GOOD.replace("R S S", "RSS").replace("1 2 1", "121").replace("difficulty: medium\n", "")
    land = load_scenario(write(tmp_path, text))
    assert land.terrain[0] == ("rock", "sand", "sand") and land.difficulty == "medium"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("3 4 3", "3 3 4"), "diversity: equal crops touch"),
        (("R G G\n  - R G G\ncrops", "S G G\n  - R G G\ncrops"), "separation: two sand"),
        (("R S S", "R X S"), "crops_or_terrain"),
        (("  - 2 1 2\n", ""), "crops: expected 3 rows"),
        (("[[2, 0]]", "[[7, 0]]"), "a space on the 3x3 map"),
        (("given_crops: [[2, 0]]", "given_crops: []"), "more than one fill"),
        (("difficulty: medium", "difficulty: easy"), "the solver rates it medium"),
        (("size: [3, 3]", "size: 3x3"), "size: expected a pair"),
    ],
)
def test_a_broken_file_names_itself_and_the_problem(
    tmp_path: Path, change: tuple[str, str], message: str
) -> None:
    old, new = change
    assert old in GOOD
    path = write(tmp_path, GOOD.replace(old, new))
    with pytest.raises(LayoutError) as caught:
        load_scenario(path)
    text = str(caught.value)
    assert str(path) in text and "\n" not in text
    if message == "crops_or_terrain":
        assert "terrain[0]" in text and "S, E, G or R" in text
    else:
        assert message in text
