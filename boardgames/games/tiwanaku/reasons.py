"""Hints in words: why a deduced crop must be where it is, as a sentence a player reads.

The deducer records, when asked, why each crop was struck from each space (``Strike``); this
module turns those records into the reason of a ``Deduction``. Spaces are named from 1
("row 2, column 5") although cells count from 0 everywhere else. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.games.tiwanaku.cropgraph import Board, cell_text, crop_text, mask_crops
from boardgames.games.tiwanaku.deducer import (
    HIDDEN_PAIR,
    LOCKED_PAIR,
    LOCKED_TRIPLE,
    NAKED_SINGLE,
    POINTING,
    TECHNIQUE_LEVEL,
    Deducer,
)
from boardgames.games.tiwanaku.land import Cell, crop_name


@dataclass(frozen=True)
class Deduction:
    """The next crop a player can deduce, the technique that finds it and why, in words."""

    cell: Cell
    crop: int
    technique: str
    reason: str


def _and_list(parts: list[str], word: str = "and") -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + f" {word} " + parts[-1]


def _crops_words(mask: int, word: str = "and") -> str:
    return _and_list([crop_name(k) for k in mask_crops(mask)], word)


def _cells_words(board: Board, cells: tuple[int, ...]) -> str:
    return _and_list([cell_text(board.cell(i)) for i in cells])


@dataclass(frozen=True)
class _Because:
    """Why one crop cannot grow on one space, ready to be put in words."""

    kind: str  # "size", "region", "touch", "struck" or an advanced technique's name
    crop: int
    source: tuple[int, ...] = ()
    crops: int = 0
    region: int = -1


def _because(s: Deducer, j: int, k: int) -> _Because:
    b = s.board
    reg = b.region_of[j]
    if k > len(b.regions[reg]):
        return _Because("size", k)
    why = s.why.get((j, k))
    if why is None:
        return _Because("struck", k)
    if why.technique == "placed":
        src = why.source[0]
        kind = "region" if b.region_of[src] == reg else "touch"
        return _Because(kind, k, why.source)
    return _Because(why.technique, k, why.source, why.crops, why.region)


def _advanced_phrase(board: Board, because: _Because, crops: int) -> str:
    """A clause (after "it") for an advanced reason covering the crops in ``crops``."""
    if because.kind == POINTING:
        return (
            f"touches every space where {board.region_name(because.region)} can still put its "
            f"{_crops_words(crops, 'or')} ({_cells_words(board, because.source)})"
        )
    if because.kind in (LOCKED_PAIR, LOCKED_TRIPLE):
        return (
            f"cannot hold {_crops_words(crops, 'or')}: {_crops_words(because.crops)} must go to "
            f"{_cells_words(board, because.source)}, which all touch it or share its region"
        )
    if because.kind == HIDDEN_PAIR:
        return (
            f"cannot hold {_crops_words(crops, 'or')}: {board.region_name(because.region)} can "
            f"put its {_crops_words(because.crops)} only at {_cells_words(board, because.source)}"
        )
    return f"cannot hold {_crops_words(crops, 'or')}"


def _grouped_advanced(board: Board, reasons: list[_Because]) -> list[str]:
    """Advanced reasons, one clause per distinct source (crops sharing a source together)."""
    merged: dict[tuple[str, tuple[int, ...], int, int], int] = {}
    for why in reasons:
        key = (why.kind, why.source, why.crops, why.region)
        merged[key] = merged.get(key, 0) | 1 << why.crop
    return [
        _advanced_phrase(board, _Because(kind, 0, source, crops, region), mask)
        for (kind, source, crops, region), mask in merged.items()
    ]


def _hardest(kinds: list[str], placement: str) -> str:
    advanced = [t for t in kinds if t in TECHNIQUE_LEVEL]
    if not advanced:
        return placement
    return max(advanced, key=lambda t: TECHNIQUE_LEVEL[t])


def explain(s: Deducer, i: int, k: int, technique: str) -> Deduction:
    """The Deduction for placing crop k on space i, found by ``technique`` (a single)."""
    if technique == NAKED_SINGLE:
        reason, kinds = _last_crop_reason(s, i, k)
    else:
        reason, kinds = _only_place_reason(s, i, k)
    return Deduction(s.board.cell(i), k, _hardest(kinds, technique), reason)


def _head(s: Deducer, i: int, k: int) -> str:
    return f"{cell_text(s.board.cell(i)).capitalize()} must be {crop_text(k)}"


def _last_crop_reason(s: Deducer, i: int, k: int) -> tuple[str, list[str]]:
    """Every other crop is ruled out on space i: say why, grouped by kind of reason."""
    b = s.board
    reg = b.region_of[i]
    size = len(b.regions[reg])
    terrain = b.region_terrain[reg]
    if size == 1:
        text = f"it is a one-space {terrain} region, and such a region grows a potato"
        return f"{_head(s, i, k)}: {text}.", []
    reasons = [_because(s, i, u) for u in range(1, size + 1) if u != k]
    clauses = [
        f"its {terrain} region has {size} spaces, so it grows {crop_name(1)} to {crop_name(size)}"
    ]
    for kind, words in (("region", "its region already has"), ("touch", "it touches")):
        listed = [
            f"{crop_name(w.crop)} ({cell_text(b.cell(w.source[0]))})"
            for w in reasons
            if w.kind == kind
        ]
        if listed:
            clauses.append(f"{words} {_and_list(listed)}")
    others = [w for w in reasons if w.kind not in ("region", "touch")]
    clauses += [f"it {p}" for p in _grouped_advanced(b, others)]
    return f"{_head(s, i, k)}: " + "; ".join(clauses) + ".", [w.kind for w in reasons]


def _only_place_reason(s: Deducer, i: int, k: int) -> tuple[str, list[str]]:
    """Every other open space of the region is ruled out for crop k: say why."""
    b = s.board
    reg = b.region_of[i]
    others = [j for j in b.regions[reg] if j != i and not s.value[j]]
    reasons = [_because(s, j, k) for j in others]
    if not others:
        tail = "and every other space of it is already filled"
    elif all(w.kind == "touch" for w in reasons):
        tail = f"and every other open space of it touches a {crop_name(k)}"
    else:
        parts = []
        for j, w in zip(others, reasons, strict=True):
            where = cell_text(b.cell(j))
            if w.kind == "touch":
                src = cell_text(b.cell(w.source[0]))
                parts.append(f"{where} touches the {crop_name(k)} at {src}")
            else:
                parts.append(f"{where} {_advanced_phrase(b, w, 1 << k)}")
        tail = "but " + "; ".join(parts)
    head = f"{_head(s, i, k)}: {b.region_name(reg)} still needs a {crop_name(k)}"
    return f"{head}, {tail}.", [w.kind for w in reasons]
