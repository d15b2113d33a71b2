"""Titicaca's two layout files and the random landscape laid from them."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from boardgames.core.geometry import hex_distance, hex_neighbours
from boardgames.core.layout import LayoutError, load_yaml
from boardgames.core.rng import Rng
from boardgames.games.titicaca.board import Board
from boardgames.games.titicaca.landscape import _ring, lay_landscape, rotate
from boardgames.games.titicaca.layout import TiticacaLayout, layout_path, load, parse


def land_type_counts(layout: TiticacaLayout) -> Counter[str]:
    return Counter(c.land_type for t in layout.tiles for c in t.cells if c.land_type)


def test_the_twelve_tile_edition_matches_the_rulebook_components() -> None:
    layout = load("12 tiles")
    assert len(layout.tiles) == 12
    assert sorted(lake for t in layout.tiles for lake in t.lakes) == list(range(1, 16))
    assert layout.field_count == 33
    assert set(land_type_counts(layout)) == {"grassland", "forest", "mountains", "savanna", "pampa"}
    assert sorted(land_type_counts(layout).values()) == [6, 6, 7, 7, 7]
    assert [(c.name, c.houses) for c in layout.colours] == [
        ("yellow", 16),
        ("red", 16),
        ("orange", 13),
        ("purple", 11),
        ("pink", 11),
    ]
    assert layout.weapons == 20 and layout.weapon_tokens == (1, 2, 4, 6)
    assert layout.temples == (1, 2)
    assert layout.left_out_lakes(3) == (1,) and layout.left_out_lakes(2) == (1, 7)
    assert layout.left_out_lakes(4) == ()


def test_the_fifteen_tile_edition_has_one_lake_and_three_fields_per_tile() -> None:
    layout = load("15 tiles")
    assert len(layout.tiles) == 15
    for tile in layout.tiles:
        assert len(tile.lakes) == 1 and len(tile.cells) == 4
    assert layout.field_count == 45
    assert set(land_type_counts(layout).values()) == {9}


@pytest.mark.parametrize("edition", ["12 tiles", "15 tiles"])
def test_every_lake_touches_a_field_of_its_own_tile(edition: str) -> None:
    for tile in load(edition).tiles:
        fields = {c.at for c in tile.cells if c.land_type}
        for c in tile.cells:
            if c.lake is not None:
                assert fields.intersection(hex_neighbours(c.at)), (tile.id, c.lake)


def has_hole(board: Board) -> bool:
    cells = set(board.by_cell)
    radius = max(hex_distance((0, 0), c) for c in cells) + 1
    outside = {c for c in _ring(radius)}
    todo = list(outside)
    while todo:
        for n in hex_neighbours(todo.pop()):
            if n not in outside and n not in cells and hex_distance((0, 0), n) <= radius:
                outside.add(n)
                todo.append(n)
    inside = 3 * radius * (radius + 1) + 1
    return len(outside) + len(cells) < inside


@pytest.mark.parametrize("edition", ["12 tiles", "15 tiles"])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_landscapes_are_closed_connected_and_every_lake_has_a_shore(
    edition: str, players: int
) -> None:
    layout = load(edition)
    tiles = layout.tiles_for(players)
    for seed in range(6):
        board, _ = lay_landscape(tiles, Rng.from_seed(seed))
        assert len(board.cells) == 4 * len(tiles)
        assert {c.tile for c in board.cells} == {t.id for t in tiles}
        cells = set(board.by_cell)
        seen = {board.cells[0].cell}
        todo = [board.cells[0].cell]
        while todo:
            for n in hex_neighbours(todo.pop()):
                if n in cells and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == cells
        assert not has_hole(board)
        assert all(board.shore[n] for n in board.lakes)


def test_landscape_is_roughly_round() -> None:
    board, _ = lay_landscape(load("12 tiles").tiles, Rng.from_seed(5))
    qs = [c.cell for c in board.cells]
    # 48 hexes fit within radius 4 (61 hexes); a round landscape stays within radius 5.
    centre = min(qs, key=lambda c: max(hex_distance(c, o) for o in qs))
    assert max(hex_distance(centre, c) for c in qs) <= 5


def test_ring_and_rotation_helpers() -> None:
    ring = _ring(3)
    assert len(set(ring)) == 18 and all(hex_distance((0, 0), c) == 3 for c in ring)
    assert rotate((1, 0), 1) == (0, 1) and rotate((2, -1), 6) == (2, -1)


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "titicaca.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def base_text() -> str:
    return layout_path("12 tiles").read_text(encoding="utf-8")


def test_a_lake_without_a_field_of_its_tile_is_refused(tmp_path: Path) -> None:
    # Tile 3 as a straight bar: lake 3 at one end touches only lake 13.
    text = base_text().replace(
        "      - {at: [0, 0], lake: 3}\n      - {at: [1, 1], lake: 13}\n"
        "      - {at: [1, 0], land: forest}\n      - {at: [0, 1], land: mountains}",
        "      - {at: [0, 0], lake: 3}\n      - {at: [1, 0], lake: 13}\n"
        "      - {at: [2, 0], land: forest}\n      - {at: [3, 0], land: mountains}",
    )
    with pytest.raises(LayoutError, match=r"tiles\[2\]\.cells: expected lake 3 next to a land"):
        parse(load_yaml(write(tmp_path, text)))


def test_a_tile_that_falls_apart_is_refused(tmp_path: Path) -> None:
    text = base_text().replace("{at: [1, 0], land: grassland}", "{at: [5, 5], land: grassland}", 1)
    with pytest.raises(LayoutError, match=r"tiles\[0\]\.cells: expected hexes that touch"):
        parse(load_yaml(write(tmp_path, text)))


def test_an_unknown_land_type_is_refused_with_its_key_path(tmp_path: Path) -> None:
    text = base_text().replace("land: pampa}", "land: jungle}", 1)
    with pytest.raises(LayoutError, match=r"titicaca\.yaml: tiles\[1\]\.cells\[2\]\.land"):
        parse(load_yaml(write(tmp_path, text)))


def test_lakes_must_be_numbered_once_each(tmp_path: Path) -> None:
    text = base_text().replace("lake: 13}", "lake: 3}", 1)
    with pytest.raises(LayoutError, match="lakes numbered 1 to 15, each exactly once"):
        parse(load_yaml(write(tmp_path, text)))
