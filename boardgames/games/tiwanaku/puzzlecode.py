"""Puzzle codes: a short text that carries a Pachamama puzzle as the player is given it, and the
daily puzzle's seed.

A code holds only what starts face up: the terrain of every space, the face-up crops (where and
which) and where the face-up terrain tiles are (a game on the map needs them). It never holds a
hidden crop, so it may sit in a player's view. Decoding recovers the hidden crops by solving: the
face-up crops of a puzzle settle every crop, and a code whose crops allow no fill or more than one
is refused. The difficulty is not in the code either: decoding rates the puzzle with the
human-style solver (``solver.rate``), and refuses one its techniques cannot finish.

A code is a mixed-radix number written in Crockford's base 32 (digits and capitals without I, L, O
and U, so it survives being read aloud or typed), in groups of five joined by dashes. The number
holds, lowest digit first: the format version, rows and columns; the terrain of every space; how
many crops are face up, which spaces they are on (one number among all the ways to pick that many
spaces) and each one's crop counted within its region's size (a region of n spaces only holds
1..n); the same count and pick for the face-up terrain tiles; and last a 20-bit checksum of all of
that. A 5x5 puzzle takes about 25 characters, a 5x9 one about 40.

Decoding is forgiving about case, dashes, spaces and the look-alike letters O, I and L, and strict
about everything else: a bad code raises ``ValueError`` with a one-line reason.
"""

from __future__ import annotations

import datetime
import hashlib
import zlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from math import comb

from boardgames.games.tiwanaku.cropgraph import Board, Terrain
from boardgames.games.tiwanaku.land import TERRAINS, Cell, Land
from boardgames.games.tiwanaku.principles import separation_problems, validate
from boardgames.games.tiwanaku.solver import UNSOLVED, rate, unique_fill

VERSION = 2
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_LOOKALIKE = {"O": "0", "I": "1", "L": "1"}
_CHECK_BITS = 20
_MAX_SIDE = 16
_GROUP = 5
_UNPLAYABLE = "the puzzle code describes a map that cannot be played"


@dataclass(frozen=True)
class Givens:
    """What a puzzle code holds: the terrain, the face-up crops and the face-up terrain tiles."""

    rows: int
    cols: int
    terrain: tuple[tuple[str, ...], ...]
    crops: Mapping[Cell, int]  # face-up crop of each space that has one
    terrain_tiles: frozenset[Cell]  # face-up terrain tiles


def _checksum(payload: int) -> int:
    data = payload.to_bytes((payload.bit_length() + 7) // 8 or 1, "big")
    return zlib.crc32(data) & ((1 << _CHECK_BITS) - 1)


def _subset_rank(chosen: list[int]) -> int:
    """The rank of a set of indices among all sets of its size (combinatorial number system)."""
    return sum(comb(i, k + 1) for k, i in enumerate(sorted(chosen)))


def _subset(rank: int, size: int) -> list[int]:
    """The set of ``size`` indices with this rank (the inverse of ``_subset_rank``)."""
    out: list[int] = []
    for k in range(size, 0, -1):
        i = k - 1
        while comb(i + 1, k) <= rank:
            i += 1
        out.append(i)
        rank -= comb(i, k)
    return sorted(out)


def encode(land: Land) -> str:
    """The puzzle code of a land: its terrain and what starts face up, nothing hidden.

    The land must be a puzzle (both principles hold and its face-up crops settle every crop), so
    that decoding gives back exactly this land; otherwise ValueError with the reason."""
    problems = validate(land)
    if problems:
        raise ValueError(f"a land that is not a puzzle has no code: {problems[0]}")
    crops = {cell: land.crop_at(cell) for cell in land.given_crops}
    return encode_givens(land.rows, land.cols, land.terrain, crops, land.given_terrain)


def encode_givens(
    rows: int,
    cols: int,
    terrain: Terrain,
    crops: Mapping[Cell, int],
    terrain_tiles: Iterable[Cell] = (),
) -> str:
    """The code of a terrain grid with face-up crops and terrain tiles, as given (unchecked
    beyond fitting the format: ``decode`` is the one that judges the puzzle)."""
    if not (1 <= rows <= _MAX_SIDE and 1 <= cols <= _MAX_SIDE):
        raise ValueError(f"a {rows}x{cols} land is too large for a puzzle code")
    tiles = set(terrain_tiles)
    if any(not (0 <= r < rows and 0 <= c < cols) for r, c in [*crops, *tiles]):
        raise ValueError("a face-up crop or terrain tile lies off the map")
    n = rows * cols
    board = Board.build(rows, cols, terrain)
    crop_spaces = sorted(board.index(cell) for cell in crops)
    tile_spaces = sorted(board.index(cell) for cell in tiles)
    digits: list[tuple[int, int]] = [  # (value, radix), lowest first
        (VERSION, 16),
        (rows - 1, _MAX_SIDE),
        (cols - 1, _MAX_SIDE),
    ]
    digits += [
        (TERRAINS.index(terrain[r][c]), len(TERRAINS)) for r in range(rows) for c in range(cols)
    ]
    digits += [(len(crop_spaces), n + 1), (_subset_rank(crop_spaces), comb(n, len(crop_spaces)))]
    for i in crop_spaces:
        size = len(board.regions[board.region_of[i]])
        crop = crops[board.cell(i)]
        if not 1 <= crop <= size:
            raise ValueError(
                f"crop {crop} at {board.cell(i)} does not fit a region of {size} spaces"
            )
        digits.append((crop - 1, size))
    digits += [(len(tile_spaces), n + 1), (_subset_rank(tile_spaces), comb(n, len(tile_spaces)))]
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


def _read_subset(read: _Reader, n: int) -> list[int]:
    size = read.take(n + 1)
    return _subset(read.take(comb(n, size)), size)


def read_givens(code: str) -> Givens:
    """What a puzzle code holds, read without solving; ValueError with a one-line reason for a code
    that is mistyped, of another format, or whose terrain breaks separation."""
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
    n = rows * cols
    flat = [TERRAINS[read.take(len(TERRAINS))] for _ in range(n)]
    terrain = tuple(tuple(flat[r * cols : (r + 1) * cols]) for r in range(rows))
    problems = separation_problems(rows, cols, terrain)
    if problems:
        raise ValueError(f"{_UNPLAYABLE}: {problems[0]}")
    board = Board.build(rows, cols, terrain)
    crop_spaces = _read_subset(read, n)
    crops = {
        board.cell(i): read.take(len(board.regions[board.region_of[i]])) + 1 for i in crop_spaces
    }
    tile_spaces = _read_subset(read, n)
    if read.number:
        raise ValueError("the puzzle code is longer than the puzzle it describes")
    return Givens(rows, cols, terrain, crops, frozenset(board.cell(i) for i in tile_spaces))


def decode(code: str) -> Land:
    """The puzzle a code describes, hidden crops solved and difficulty rated by the human-style
    solver; ValueError with a one-line reason for a bad code or a puzzle that is not one."""
    given = read_givens(code)
    fills, crops = unique_fill(given.rows, given.cols, given.terrain, given.crops)
    if fills == 0:
        raise ValueError(f"{_UNPLAYABLE}: no crops can grow around its face-up ones by the rules")
    if crops is None:
        raise ValueError(f"{_UNPLAYABLE}: its face-up crops leave more than one way to fill it")
    solved, difficulty, _ = rate(given.rows, given.cols, given.terrain, given.crops)
    if not solved or difficulty == UNSOLVED:
        raise ValueError(
            f"{_UNPLAYABLE}: its crops follow from the face-up ones, but not by steps a player"
            " can take"
        )
    land = Land(
        rows=given.rows,
        cols=given.cols,
        terrain=given.terrain,
        crops=crops,
        given_terrain=given.terrain_tiles,
        given_crops=frozenset(given.crops),
        difficulty=difficulty,
    )
    problems = validate(land, unique=False)
    if problems:  # never expected: the fill obeys diversity and the terrain was checked
        raise ValueError(f"{_UNPLAYABLE}: {problems[0]}")
    return land


def daily_seed(date: datetime.date) -> int:
    """A seed for the day's puzzle: the same on every computer, different every day."""
    digest = hashlib.sha256(f"tiwanaku-pachamama-daily/{date.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:6], "big")
