"""The shipped board and component data, and the loader's checks on edited files."""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from boardgames.core.geometry import hex_neighbours
from boardgames.core.layout import LayoutError, layouts_dir
from boardgames.games.titania.components import (
    SHELL_COLOURS,
    SHIP_COLOURS,
    STARS,
    Gift,
    parse_gift,
)
from boardgames.games.titania.layout import (
    BONUS_SPACE,
    BUILDING_SPACE,
    CASTLE,
    FOG,
    POINT_SPACE,
    TOWER_SPACE,
    check_layout,
    load_titania_layout,
)

from .helpers import LAYOUT

YAML = layouts_dir() / "titania.yaml"


def kinds() -> Counter[str]:
    return Counter(s.kind for s in LAYOUT.spaces)


def test_board_has_the_published_space_counts():
    counts = kinds()
    assert counts[CASTLE] == 3
    assert counts[FOG] == 22
    assert counts[TOWER_SPACE] == 15
    assert counts[BUILDING_SPACE] > 0 and counts[POINT_SPACE] > 0 and counts[BONUS_SPACE] > 0
    assert check_layout(LAYOUT) == []


def test_tower_spaces_show_every_colour_combination_once():
    shown = sorted(s.towers for s in LAYOUT.spaces if s.kind == TOWER_SPACE)
    every = sorted(c for k in range(1, 5) for c in itertools.combinations(SHELL_COLOURS, k))
    assert shown == every
    sizes = Counter(len(t) for t in shown)
    assert sizes == {1: 4, 2: 6, 3: 4, 4: 1}


def test_every_building_space_touches_a_tower_space_and_back():
    for s in LAYOUT.spaces:
        around = {LAYOUT.space_at(n).kind for n in LAYOUT.neighbours(s.at)}
        if s.kind == BUILDING_SPACE:
            assert TOWER_SPACE in around, s.at
        if s.kind == TOWER_SPACE:
            assert BUILDING_SPACE in around, s.at


def test_castle_holds_two_ships_of_each_colour_one_on_each_flag():
    castle = [s for s in LAYOUT.spaces if s.kind == CASTLE]
    assert sorted(s.flag for s in castle) == sorted(SHIP_COLOURS)
    for s in castle:
        assert len(s.start_ships) == 2 and s.flag in s.start_ships
    assert Counter(c for s in castle for c in s.start_ships) == {c: 2 for c in SHIP_COLOURS}
    for s in castle:  # the three castle spaces form a triangle
        assert sum(n in {t.at for t in castle} for n in hex_neighbours(s.at)) == 2


@pytest.mark.parametrize("colour", SHIP_COLOURS)
def test_each_colour_can_reach_every_non_tower_space(colour):
    start = [s.at for s in LAYOUT.spaces if s.kind == CASTLE and colour in s.start_ships]
    open_ = {s.at for s in LAYOUT.spaces if s.kind not in (TOWER_SPACE, CASTLE)}
    reached, todo = set(), list(start)
    while todo:
        cell = todo.pop()
        for n in LAYOUT.neighbours(cell):
            if n in open_ and n not in reached:
                reached.add(n)
                todo.append(n)
    assert reached == open_


def test_ships_can_spread_without_entering_building_spaces():
    # Our stronger guarantee: building spaces (which need shells) never wall anything off.
    water = {s.at for s in LAYOUT.spaces if s.kind in (FOG, BONUS_SPACE, POINT_SPACE)}
    castle = {s.at for s in LAYOUT.spaces if s.kind == CASTLE}
    reached, todo = set(), list(castle)
    while todo:
        cell = todo.pop()
        for n in LAYOUT.neighbours(cell):
            if n in water and n not in reached:
                reached.add(n)
                todo.append(n)
    assert reached == water


def test_edge_spaces_and_their_two_gifts():
    for s in LAYOUT.spaces:
        assert s.edge == (len(LAYOUT.neighbours(s.at)) < 6)
        if s.kind == BONUS_SPACE:
            assert 1 <= len(s.gifts) <= 2
            if len(s.gifts) == 2:
                assert s.edge
    edge_bonus = [s for s in LAYOUT.spaces if s.kind == BONUS_SPACE and s.edge]
    assert edge_bonus and all(len(s.gifts) == 2 for s in edge_bonus)


def test_components_match_the_rulebook():
    deck = Counter(LAYOUT.deck())
    assert deck == {
        "blue": 8,
        "yellow": 8,
        "red": 8,
        "blue/yellow": 4,
        "blue/red": 4,
        "yellow/red": 4,
    }
    assert LAYOUT.ships_per_colour == 20
    assert LAYOUT.ships_per_era(1) == 15 and LAYOUT.ships_per_era(2) == 18
    assert len(LAYOUT.fog_tiles) == 22
    assert len(LAYOUT.point_tiles) == 30 and set(LAYOUT.point_tiles) == {3, 4, 5}
    assert LAYOUT.shells_per_colour == 15 * 1 + 10 * 2
    assert LAYOUT.stories_per_colour * 4 == 64
    assert LAYOUT.sea_stars == 25
    assert LAYOUT.hand_size == 4
    fog_kinds = {t.kind for t in LAYOUT.fog_tiles}
    assert fog_kinds == {
        "shells",
        "one shell of each colour",
        "shells of choice",
        STARS,
        "extra ship",
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2 brown shells", Gift("shells", 2, "brown")),
        ("3 shells of choice", Gift("shells of choice", 3)),
        ("one shell of each colour", Gift("one shell of each colour", 4)),
        ("sea star", Gift(STARS, 1)),
        ("2 sea stars", Gift(STARS, 2)),
        ("2 cards", Gift("cards", 2)),
        ("3 points", Gift("points", 3)),
        ("extra ship", Gift("extra ship", 1)),
        ("2 purple shells", None),
        ("lots of gold", None),
    ],
)
def test_gift_phrases(text, expected):
    assert parse_gift(text) == expected
    if expected is not None:
        assert parse_gift(expected.label) == expected


def edited(tmp_path: Path, old: str, new: str) -> Path:
    text = YAML.read_text(encoding="utf-8")
    assert old in text, old
    path = tmp_path / "titania.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "colours: [brown, green, black, white]",
            "colours: [brown, green, black]",
            "board.towers: expected every combination",
        ),
        (
            "- {tile: extra ship, count: 3}",
            "- {tile: extra ship, count: 2}",
            "21 tiles for 22 fog spaces",
        ),
        (
            "- {tile: extra ship, count: 3}",
            "- {tile: 3 points, count: 3}",
            "components.fog_tiles[13].tile: expected a fog tile such as",
        ),
        ("flag: blue, ships: [blue, yellow]", "flag: blue, ships: [red, yellow]", "board.castle"),
        (
            "gives: [2 green shells]",
            "gives: [2 green shells, 2 cards]",
            "only spaces at the edge give two things",
        ),
        (
            "gives: [3 points, 2 cards]",
            "gives: [3 points]",
            "board.bonus[6].gives: expected two gifts for [0, -5], got 1",
        ),
        ("    - [2, -5]\n", "    - [2, -5]\n    - [2, -5]\n", "not already listed"),
    ],
)
def test_a_broken_file_names_the_problem(tmp_path, old, new, message):
    with pytest.raises(LayoutError) as err:
        load_titania_layout(edited(tmp_path, old, new))
    assert message in str(err.value)
    assert "titania.yaml" in str(err.value)


def test_an_edge_bonus_space_showing_one_thing_is_refused():
    # "On the spaces at the edge of the board, the player receives both things shown": the check
    # runs both ways, so an edge space with one gift is as wrong as an inner one with two.
    edge = next(s for s in LAYOUT.spaces if s.kind == BONUS_SPACE and s.edge)
    spaces = tuple(
        replace(s, gifts=(parse_gift("3 points"),)) if s.at == edge.at else s for s in LAYOUT.spaces
    )
    problems = check_layout(replace(LAYOUT, spaces=spaces))
    assert len(problems) == 1
    assert "gives: expected two gifts" in problems[0] and str(list(edge.at)) in problems[0]


def test_building_spaces_walling_off_the_sea_are_refused():
    # Put cranes all round the castle: no ship could leave it without entering one.
    ring = {n for s in LAYOUT.spaces if s.kind == CASTLE for n in LAYOUT.neighbours(s.at)}
    spaces = tuple(
        replace(s, kind=BUILDING_SPACE) if s.at in ring and s.kind == FOG else s
        for s in LAYOUT.spaces
    )
    walled = replace(LAYOUT, spaces=spaces)
    problems = check_layout(walled)
    assert any("cannot sail from the castle" in p for p in problems)
