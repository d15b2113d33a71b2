"""Puzzle codes: a short text that carries a whole Pachamama puzzle, and the daily puzzle's seed.

A code is a mixed-radix number written in Crockford's base 32 (digits and capitals without I, L, O
and U, so it survives being read aloud or typed), in groups of five joined by dashes. The number
holds, lowest digit first: the format version, rows, columns and difficulty; the terrain of every
space; each space's crop counted within its region's size (a region of n spaces only holds 1..n,
so crops cost far less than a full digit); which crops and which terrain tiles start face up; and
last a 20-bit checksum of all of that. A 5x9 puzzle takes about 55 characters.

Decoding is forgiving about case, dashes, spaces and the look-alike letters O, I and L, and strict
about everything else: a bad code raises ``ValueError`` with a one-line reason.
"""

from __future__ import annotations

import datetime
import hashlib
import zlib

from boardgames.games.tiwanaku.cropgraph import Board
from boardgames.games.tiwanaku.land import TERRAINS, Land
from boardgames.games.tiwanaku.mapgen import validate
from boardgames.games.tiwanaku.solver import DIFFICULTIES

VERSION = 1
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_LOOKALIKE = {"O": "0", "I": "1", "L": "1"}
_CHECK_BITS = 20
_MAX_SIDE = 16
_GROUP = 5


def _checksum(payload: int) -> int:
    data = payload.to_bytes((payload.bit_length() + 7) // 8 or 1, "big")
    return zlib.crc32(data) & ((1 << _CHECK_BITS) - 1)


def encode(land: Land) -> str:
    """The puzzle code of a land (its terrain, crops, face-up tiles and crops, difficulty)."""
    if not (1 <= land.rows <= _MAX_SIDE and 1 <= land.cols <= _MAX_SIDE):
        raise ValueError(f"a {land.rows}x{land.cols} land is too large for a puzzle code")
    board = Board.build(land.rows, land.cols, land.terrain)
    digits: list[tuple[int, int]] = [  # (value, radix), lowest first
        (VERSION, 16),
        (land.rows - 1, _MAX_SIDE),
        (land.cols - 1, _MAX_SIDE),
        (DIFFICULTIES.index(land.difficulty), len(DIFFICULTIES)),
    ]
    cells = land.cells()
    digits += [(TERRAINS.index(land.terrain_at(cell)), len(TERRAINS)) for cell in cells]
    for i, cell in enumerate(cells):
        size = len(board.regions[board.region_of[i]])
        crop = land.crop_at(cell)
        if not 1 <= crop <= size:
            raise ValueError(f"crop {crop} at {cell} does not fit a region of {size} spaces")
        digits.append((crop - 1, size))
    digits += [(int(cell in land.given_crops), 2) for cell in cells]
    digits += [(int(cell in land.given_terrain), 2) for cell in cells]
    payload = 0
    for value, radix in reversed(digits):
        payload = payload * radix + value
    number = payload << _CHECK_BITS | _checksum(payload)
    text = ""
    while number:
        number, d = divmod(number, 32)
        text = ALPHABET[d] + text
    return "-".join(text[i : i + _GROUP] for i in range(0, len(text), _GROUP))


class _Reader:
    """Takes mixed-radix digits off a number, lowest first."""

    def __init__(self, number: int) -> None:
        self.number = number

    def take(self, radix: int) -> int:
        self.number, value = divmod(self.number, radix)
        return value


def decode(code: str) -> Land:
    """The land a puzzle code describes; ValueError with a one-line reason for a bad code."""
    text = "".join(ch for ch in code.upper() if ch not in "- \t\r\n")
    if not text:
        raise ValueError("the puzzle code is empty")
    number = 0
    for ch in text:
        ch = _LOOKALIKE.get(ch, ch)
        d = ALPHABET.find(ch)
        if d < 0:
            raise ValueError(f"the puzzle code has a character that cannot be in one: {ch!r}")
        number = number * 32 + d
    payload, check = number >> _CHECK_BITS, number & ((1 << _CHECK_BITS) - 1)
    if _checksum(payload) != check:
        raise ValueError("the puzzle code is damaged or mistyped (its checksum does not match)")
    read = _Reader(payload)
    version = read.take(16)
    if version != VERSION:
        raise ValueError(f"the puzzle code has format {version}; this version reads {VERSION}")
    rows, cols = read.take(_MAX_SIDE) + 1, read.take(_MAX_SIDE) + 1
    level = read.take(len(DIFFICULTIES))
    if level >= len(DIFFICULTIES):
        raise ValueError("the puzzle code names an unknown difficulty")
    n = rows * cols
    flat = [TERRAINS[read.take(len(TERRAINS))] for _ in range(n)]
    terrain = tuple(tuple(flat[r * cols : (r + 1) * cols]) for r in range(rows))
    board = Board.build(rows, cols, terrain)
    crops_flat = [read.take(len(board.regions[board.region_of[i]])) + 1 for i in range(n)]
    crops = tuple(tuple(crops_flat[r * cols : (r + 1) * cols]) for r in range(rows))
    given_crops = frozenset(board.cell(i) for i in range(n) if read.take(2))
    given_terrain = frozenset(board.cell(i) for i in range(n) if read.take(2))
    if read.number:
        raise ValueError("the puzzle code is longer than the puzzle it describes")
    land = Land(
        rows=rows,
        cols=cols,
        terrain=terrain,
        crops=crops,
        given_terrain=given_terrain,
        given_crops=given_crops,
        difficulty=DIFFICULTIES[level],
    )
    problems = validate(land)
    if problems:
        raise ValueError(f"the puzzle code describes a map that cannot be played: {problems[0]}")
    return land


def daily_seed(date: datetime.date) -> int:
    """A seed for the day's puzzle: the same on every computer, different every day."""
    digest = hashlib.sha256(f"tiwanaku-pachamama-daily/{date.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:6], "big")
