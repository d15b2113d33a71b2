"""Exact crop deduction for a seat: which crops can really grow under each explored space.

Bot-only; reads only what every seat sees (explored terrain and crop tokens). The plain deducer
(``deduction.crop_candidates``) applies a few easy rules, so it leaves candidates that no land
agreeing with the view allows. Here each candidate crop k of an explored space X is settled by
search, with the land grower's pinned search (``landsampler._PinnedGrower``: both principles
checked as the land grows, the face-up terrain and crops pinned):

* *possible*: a whole land agreeing with the view has k on X. One such land (a *witness*) also
  shows a possible crop on every other explored space, so a few witnesses settle most candidates
  at once;
* *impossible*: no filling of a band of the board around X (a few whole rows of the land as it
  is grown, the rest of the board left open) has k on X. The band keeps only rules that hold
  inside it in every land (a region crossing the band's open edge may get its missing crops
  beyond it; a same-terrain corner is always joined through a space inside, regions being at
  most five spaces), so a band with no filling proves that no land has one.

A candidate neither witnessed nor refuted within the search budget is kept (counted in
``STATS['open']``): every crop this module calls certain is certain, and one it keeps may
still be impossible. ``certain`` and ``candidates`` are remembered per face-up land.
"""

from __future__ import annotations

import random
import time
from collections import OrderedDict
from collections.abc import Mapping

from boardgames.games.tiwanaku.deduction import crop_candidates
from boardgames.games.tiwanaku.land import TERRAINS, Cell
from boardgames.games.tiwanaku.landsampler import _PinnedGrower
from boardgames.games.tiwanaku.state import State

Pins = tuple[dict[Cell, int], dict[Cell, int]]  # (terrain index, crop) by board cell

# Placements one witness search may try (a fill in the generator's order finds most lands in a
# few hundred), one band search, and all the searches for one view: a count, not a clock, so a
# bot decides the same on a loaded machine.
WITNESS_BUDGET = 600
BAND_BUDGET = 3000
VIEW_BUDGET = 40_000
# Bands tried, as rows above and below the space, in rows of the land as grown (the short side
# across): wider bands keep more of the board's rules but cost more. The first that finds no
# filling refutes the crop.
BANDS = ((0, 2), (2, 0), (1, 1), (2, 2), (9, 9))

# How the searches went since the last reset (for measurements): candidates witnessed,
# refuted, left open; and the plain deducer's candidates looked at.
STATS: dict[str, int] = {
    "looked": 0,
    "witnessed": 0,
    "refuted": 0,
    "open": 0,
    "placements": 0,
    "views": 0,
    "views cut short": 0,  # by the placement budget or the deadline (counted per round)
}

_KNOWN: OrderedDict[tuple[object, ...], dict[Cell, frozenset[int]]] = OrderedDict()
_KNOWN_LIMIT = 256


def face_up_key(view: State) -> tuple[object, ...]:
    land = view.land
    return (
        land.rows,
        land.cols,
        view.explored,
        view.tokens,
        tuple(land.terrain_at(c) for c in sorted(view.explored)),
        tuple(land.crop_at(c) for c in sorted(view.tokens)),
    )


def candidates(view: State, deadline: float | None = None) -> dict[Cell, frozenset[int]]:
    """The crops each explored space without a token can hold in some land agreeing with the
    view (a subset of the plain deducer's; see the module docstring for what is exact). Past
    ``deadline`` no new search starts (what is left stays open); the answer is remembered per
    face-up land either way, so a view asked about twice gets the same answer."""
    key = face_up_key(view)
    found = _KNOWN.pop(key, None)
    if found is None:
        found = _deduce(view, deadline)
    _KNOWN[key] = found  # the latest last (``narrowed``)
    while len(_KNOWN) > _KNOWN_LIMIT:
        _KNOWN.popitem(last=False)
    return found


def narrowed(state: State, plain: Mapping[Cell, frozenset[int]]) -> dict[Cell, frozenset[int]]:
    """The plain deducer's candidates in ``state`` (``plain``) narrowed by the exact ones last
    worked out for a view ``state`` grew from (a search's root: its drawn states show all that
    view showed and more, so a crop impossible there is impossible here). A space where the two
    disagree (a drawn land that breaks a principle) keeps the plain candidates."""
    if not _KNOWN:
        return dict(plain)
    key, found = next(reversed(_KNOWN.items()))
    explored, tokens = key[2], key[3]
    assert isinstance(explored, frozenset) and isinstance(tokens, frozenset)
    if not (explored <= state.explored and tokens <= state.tokens):
        return dict(plain)
    out = dict(plain)
    for cell, options in plain.items():
        sure = found.get(cell)
        if sure is not None and len(options) > 1 and sure & options:
            out[cell] = sure & options
    return out


def certain(view: State) -> dict[Cell, int]:
    """Crops proven on explored spaces without a token."""
    return {c: next(iter(ks)) for c, ks in candidates(view).items() if len(ks) == 1}


class _Geometry:
    """The board as the grower grows it (a wide board on its side): cell <-> (row, col)."""

    def __init__(self, rows: int, cols: int) -> None:
        self.turned = cols > rows
        self.rows, self.cols = (cols, rows) if self.turned else (rows, cols)

    def grown(self, cell: Cell) -> tuple[int, int]:
        return (cell[1], cell[0]) if self.turned else cell

    def cell(self, gr: int, gc: int) -> Cell:
        return (gc, gr) if self.turned else (gr, gc)


def _deduce(view: State, deadline: float | None) -> dict[Cell, frozenset[int]]:
    plain = crop_candidates(view)
    out = {c: set(ks) for c, ks in plain.items()}
    left = [(c, k) for c, ks in plain.items() if len(ks) > 1 for k in sorted(ks)]
    STATS["looked"] += len(left)
    if not left:
        return {c: frozenset(ks) for c, ks in out.items()}
    land = view.land
    terr_pins = {c: TERRAINS.index(land.terrain_at(c)) for c in view.explored}
    crop_pins = {c: land.crop_at(c) for c in view.tokens}
    crop_pins.update((c, next(iter(ks))) for c, ks in plain.items() if len(ks) == 1)
    geo = _Geometry(land.rows, land.cols)
    rng = random.Random(repr(face_up_key(view)))
    witnessed: set[tuple[Cell, int]] = set()
    spent = 0

    def seen(crops: Mapping[Cell, int]) -> None:
        witnessed.update((c, crops[c]) for c in plain)

    # Rounds, cheapest first, each over every candidate still open, all within one budget:
    # a witness search, then each band in turn.
    for step in (None, *BANDS):
        left = [pair for pair in left if pair not in witnessed]
        for cell, k in left:
            if spent >= VIEW_BUDGET or (deadline is not None and time.perf_counter() > deadline):
                STATS["views cut short"] += 1
                break
            if (cell, k) in witnessed or k not in out[cell]:
                continue
            pins = (terr_pins, crop_pins)
            if step is None:
                crops, used = _witness(geo, pins, {cell: k}, rng)
                spent += used
                if crops is not None:
                    seen(crops)
                continue
            answer, filled, used = _band(geo, pins, cell, k, *step)
            spent += used
            if filled is not None:  # the band was the whole board: a witness
                seen(filled)
            elif answer is False:
                out[cell].discard(k)
                STATS["refuted"] += 1
                if len(out[cell]) == 1:  # proven: a pin for the searches to come
                    crop_pins[cell] = next(iter(out[cell]))
        left = [(c, k) for c, k in left if k in out[c]]
    open_pairs = [pair for pair in left if pair not in witnessed]
    STATS["open"] += len(open_pairs)
    STATS["witnessed"] += len(witnessed)
    STATS["placements"] += spent
    STATS["views"] += 1
    return {c: frozenset(ks) for c, ks in out.items()}


def _witness(
    geo: _Geometry, pins: Pins, extra: Mapping[Cell, int], rng: random.Random
) -> tuple[dict[Cell, int] | None, int]:
    """The crops of a whole land agreeing with the pins and ``extra`` crops (or None if a short
    search finds none), and the placements it took."""
    terr_pins, crop_pins = pins
    n = geo.rows * geo.cols
    terr = [-1] * n
    crop = [0] * n
    for cell, t in terr_pins.items():
        gr, gc = geo.grown(cell)
        terr[gr * geo.cols + gc] = t
    for cell, k in {**crop_pins, **extra}.items():
        gr, gc = geo.grown(cell)
        crop[gr * geo.cols + gc] = k
    grower = _PinnedGrower(geo.rows, geo.cols, rng, terr, crop, sharp=False, budget=WITNESS_BUDGET)
    found = grower.grow()
    used = WITNESS_BUDGET - max(0, grower.budget)
    if not found:
        return None, used
    cells = (geo.cell(i // geo.cols, i % geo.cols) for i in range(n))
    return {c: grower.crop[i] for i, c in enumerate(cells) if c in terr_pins}, used


class _BandGrower(_PinnedGrower):
    """The pinned grower on a band of whole rows: a region touching an open edge (one that is not
    the board's) need not be complete, and tokens just beyond an edge bar their crop beside it."""

    def __init__(
        self,
        rows: int,
        cols: int,
        terr: list[int],
        crop: list[int],
        open_top: bool,
        open_bottom: bool,
        beyond: list[int],
    ) -> None:
        super().__init__(rows, cols, random.Random(0), terr, crop, sharp=False, budget=BAND_BUDGET)
        for i, mask in enumerate(beyond):
            self.later[i] |= mask
        n = rows * cols
        self.edge = [(open_top and i < cols) or (open_bottom and i >= n - cols) for i in range(n)]


def _band(
    geo: _Geometry, pins: Pins, cell: Cell, k: int, up: int, down: int
) -> tuple[bool | None, dict[Cell, int] | None, int]:
    """Whether the band of grown rows from ``up`` above ``cell`` to ``down`` below it has a
    filling with crop ``k`` on ``cell``: True (found), False (none: k is impossible there),
    None (out of budget); with the filling's crops when the band is the whole board, and the
    placements it took.

    The band is grown from ``cell``'s row and side outward where it can be (a band's rows are
    flipped when ``cell`` is on its last row, its columns when ``cell`` is right of the middle):
    a search that fails finds out soon after placing ``cell``, not after every filling of the
    rows before it."""
    terr_pins, crop_pins = pins
    row, col = geo.grown(cell)
    top, bottom = max(0, row - up), min(geo.rows - 1, row + down)
    rows = list(range(top, bottom + 1))
    if row - top > bottom - row:  # grown from the bottom up
        rows.reverse()
    cols_order = list(range(geo.cols))
    if col > (geo.cols - 1) / 2:
        cols_order.reverse()
    height, cols = len(rows), geo.cols
    n = height * cols
    terr = [-1] * n
    crop = [0] * n
    beyond = [0] * n
    for bi, gr in enumerate(rows):
        for bj, gc in enumerate(cols_order):
            i = bi * cols + bj
            here = geo.cell(gr, gc)
            terr[i] = terr_pins.get(here, -1)
            crop[i] = crop_pins.get(here, 0)
            for edge_row, outside in ((top, top - 1), (bottom, bottom + 1)):
                if gr != edge_row or not 0 <= outside < geo.rows:
                    continue
                for dc in (-1, 0, 1):
                    if 0 <= gc + dc < cols:
                        token = crop_pins.get(geo.cell(outside, gc + dc), 0)
                        if token:
                            beyond[i] |= 1 << token
    crop[rows.index(row) * cols + cols_order.index(col)] = k
    # Open: the band's edge is not the board's (its first row faces the way it is grown from).
    top_open, bottom_open = top > 0, bottom < geo.rows - 1
    first_open, last_open = (
        (bottom_open, top_open) if rows[0] == bottom else (top_open, bottom_open)
    )
    grower = _BandGrower(height, cols, terr, crop, first_open, last_open, beyond)
    found = grower.grow()
    used = BAND_BUDGET - max(0, grower.budget)
    if found:
        whole = top == 0 and bottom == geo.rows - 1
        filled = (
            {
                geo.cell(gr, gc): grower.crop[bi * cols + bj]
                for bi, gr in enumerate(rows)
                for bj, gc in enumerate(cols_order)
            }
            if whole
            else None
        )
        return True, filled, used
    return (None if grower.budget <= 0 else False), None, used


def reset_stats() -> None:
    for key in STATS:
        STATS[key] = 0
