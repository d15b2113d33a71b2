"""Hand-made Tiwanaku scenarios: a fixed land read from ``layouts/tiwanaku-scenarios/*.yaml``.

A scenario plays the part of the published game's scenario discs. The file is meant to be read
and edited by people::

    name: First steps
    size: [5, 5]
    difficulty: easy           # optional; the human-style solver's rating must agree
    terrain:                   # S sand, E earth, G grass, R rock; spaces between letters optional
      - S S E E G
      ...
    crops:                     # 1 potato, 2 coca, 3 chili, 4 corn, 5 quinoa
      - 1 2 1 3 1
      ...
    given_terrain: [[0, 0], [2, 3]]   # face-up terrain tiles, [row, column] from 0 at top left
    given_crops: [[1, 1], [4, 2]]     # face-up crop tokens

Loading checks both principles, that the face-up crops settle every crop, and that a player can
deduce them step by step; a broken file raises ``LayoutError`` naming the file and the problem.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from boardgames.core.layout import LayoutError, Node, layouts_dir, load_yaml
from boardgames.games.tiwanaku.land import TERRAINS, Cell, Land
from boardgames.games.tiwanaku.mapgen import validate
from boardgames.games.tiwanaku.solver import DIFFICULTIES, UNSOLVED, rate

FOLDER = "tiwanaku-scenarios"
TERRAIN_LETTERS: dict[str, str] = {t[0].upper(): t for t in TERRAINS}  # S, E, G, R


def scenario_paths() -> list[Path]:
    """The shipped scenario files, by name."""
    return sorted((layouts_dir() / FOLDER).glob("*.yaml"))


def scenario_name(path: Path | str) -> str:
    """The scenario's own ``name`` (the file name when it has none)."""
    root = load_yaml(path)
    return root.get("name", Path(path).stem).str()


def _grid_rows(node: Node, rows: int, cols: int, what: str) -> list[list[str]]:
    lines = node.list()
    if len(lines) != rows:
        raise node.error(f"{rows} rows of {what}")
    out = []
    for line in lines:
        text = str(line.value) if isinstance(line.value, int) else line.str()
        chars = [ch for ch in text if not ch.isspace()]
        if len(chars) != cols:
            raise line.error(f"a row of {cols} {what}")
        out.append(chars)
    return out


def _cells(node: Node, rows: int, cols: int) -> frozenset[Cell]:
    cells = []
    for item in node.list():
        r, c = item.pair()
        if not (0 <= r < rows and 0 <= c < cols):
            raise item.error(f"a space on the {rows}x{cols} map, counted from 0")
        cells.append((r, c))
    return frozenset(cells)


def load_scenario(path: Path | str) -> Land:
    """The land a scenario file describes; raises LayoutError for a bad or invalid file."""
    root = load_yaml(path)
    rows, cols = root["size"].pair()
    if not (1 <= rows <= 16 and 1 <= cols <= 16):
        raise root["size"].error("a map size like [5, 9]")
    letters = _grid_rows(root["terrain"], rows, cols, "terrain letters (S, E, G, R)")
    terrain_rows = []
    for r, row in enumerate(letters):
        if any(ch.upper() not in TERRAIN_LETTERS for ch in row):
            raise root["terrain"].list()[r].error("terrain letters S, E, G or R")
        terrain_rows.append(tuple(TERRAIN_LETTERS[ch.upper()] for ch in row))
    digits = _grid_rows(root["crops"], rows, cols, "crop digits (1-5)")
    crop_rows = []
    for r, row in enumerate(digits):
        if any(ch not in "12345" for ch in row):
            raise root["crops"].list()[r].error("crop digits 1 to 5")
        crop_rows.append(tuple(int(ch) for ch in row))
    given_terrain = _cells(root.get("given_terrain", []), rows, cols)
    given_crops = _cells(root.get("given_crops", []), rows, cols)
    declared = root.get("difficulty")
    land = Land(
        rows=rows,
        cols=cols,
        terrain=tuple(terrain_rows),
        crops=tuple(crop_rows),
        given_terrain=given_terrain,
        given_crops=given_crops,
    )
    problems = validate(land)
    if problems:
        raise LayoutError(f"{root.file}: {problems[0]}")
    solved, rating, _ = rate(rows, cols, land.terrain, {c: land.crop_at(c) for c in given_crops})
    if not solved or rating == UNSOLVED:
        raise LayoutError(
            f"{root.file}: the face-up crops settle the map, but not by steps a player can follow;"
            " turn up another crop"
        )
    if declared.value is not None and declared.str(DIFFICULTIES) != rating:
        raise LayoutError(
            f"{root.file}: difficulty says {declared.value}, but the solver rates it {rating}"
        )
    return replace(land, difficulty=rating)
