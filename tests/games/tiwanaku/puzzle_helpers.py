"""Hand-drawn lands for the generator, solver, puzzle-code and Pachamama tests.

A land is drawn as text rows: terrain letters (S sand, E earth, G grass, R rock) and crop digits,
spaces between them optional. Cells count from 0 at the top left, as everywhere in the code.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from boardgames.games.tiwanaku.land import TERRAINS, Cell, Land

LETTERS = {t[0].upper(): t for t in TERRAINS}


def terrain_of(rows: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(LETTERS[ch] for ch in row if not ch.isspace()) for row in rows)


def crops_of(rows: Sequence[str]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(int(ch) for ch in row if not ch.isspace()) for row in rows)


def drawn_land(
    terrain: Sequence[str],
    crops: Sequence[str],
    given_crops: Iterable[Cell] = (),
    given_terrain: Iterable[Cell] = (),
    difficulty: str = "medium",
) -> Land:
    t = terrain_of(terrain)
    return Land(
        rows=len(t),
        cols=len(t[0]),
        terrain=t,
        crops=crops_of(crops),
        given_terrain=frozenset(given_terrain),
        given_crops=frozenset(given_crops),
        difficulty=difficulty,
    )


def known_of(land: Land, cells: Iterable[Cell] | None = None) -> dict[Cell, int]:
    """The crops of ``cells`` (the face-up ones by default), as the solvers take them."""
    chosen = land.given_crops if cells is None else cells
    return {cell: land.crop_at(cell) for cell in chosen}
