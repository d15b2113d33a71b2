"""The map generator keeps making exactly the maps it made: saved games and golden saves replay
through ``mapgen.generate``, so a speed-up that changes a single land (or a single draw of the
generator's random numbers) breaks them.

``mapgen_fingerprints.json`` holds a sha256 per (size, difficulty, seed) recorded before the
generator was optimised. The normal test checks a spread-out subset quickly; the soak test checks
them all. Record afresh (only when a change of maps is intended) with
``python -m tests.games.tiwanaku.test_mapgen_identity``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from boardgames.games.tiwanaku.land import Land
from boardgames.games.tiwanaku.mapgen import generate

FINGERPRINTS = Path(__file__).with_name("mapgen_fingerprints.json")

# What is recorded: both sizes the game and Pachamama offer (``layouts/tiwanaku.yaml``,
# ``pachamama.SIZES``) at every difficulty, plus a few other sizes the ``puzzle`` command allows.
SIZES = ((5, 5), (5, 9))
OTHER_SIZES = ((3, 3), (4, 6), (6, 6), (7, 4))


def cases() -> list[tuple[int, int, int, str]]:
    out = []
    for rows, cols in SIZES:
        out += [(rows, cols, seed, "medium") for seed in range(1, 151)]
        for difficulty in ("easy", "hard"):
            out += [(rows, cols, seed, difficulty) for seed in range(1, 41)]
    for rows, cols in OTHER_SIZES:
        for difficulty in ("easy", "medium", "hard"):
            out += [(rows, cols, seed, difficulty) for seed in range(1, 6)]
    return out


def key(rows: int, cols: int, seed: int, difficulty: str) -> str:
    return f"{rows}x{cols}/{difficulty}/{seed}"


def fingerprint(land: Land) -> str:
    """sha256 of a canonical JSON of the whole land."""
    doc = {
        "rows": land.rows,
        "cols": land.cols,
        "terrain": [list(row) for row in land.terrain],
        "crops": [list(row) for row in land.crops],
        "given_terrain": sorted(list(c) for c in land.given_terrain),
        "given_crops": sorted(list(c) for c in land.given_crops),
        "difficulty": land.difficulty,
    }
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def _recorded() -> dict[str, str]:
    return json.loads(FINGERPRINTS.read_text())


def _check(chosen: list[tuple[int, int, int, str]]) -> None:
    recorded = _recorded()
    wrong = [
        key(*case)
        for case in chosen
        if fingerprint(generate(*case)) != recorded[key(*case)]
    ]
    assert wrong == []


def test_every_case_is_recorded() -> None:
    assert set(_recorded()) == {key(*case) for case in cases()}


def test_a_spread_of_lands_is_unchanged() -> None:
    # Every eighth case: all sizes and difficulties, a few seconds.
    _check(cases()[::8])


@pytest.mark.soak
def test_every_recorded_land_is_unchanged() -> None:
    _check(cases())


if __name__ == "__main__":
    FINGERPRINTS.write_text(
        json.dumps({key(*case): fingerprint(generate(*case)) for case in cases()}, indent=0)
        + "\n"
    )
