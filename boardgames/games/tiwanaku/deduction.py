"""A plain crop deducer over what is face up, used by the solo par player.

It knows the two principles of every map and applies a few easy inferences, nothing clever:
a region whose every orthogonal neighbour is already explored has a known size n, so it holds the
crops 1..n once each; a crop token rules its value out for the rest of its region and for the eight
spaces around it; a space left with one possible crop has that crop; a crop that fits only one
space of a closed region lies there; and a space touching every place where a closed region can
still put a crop cannot hold that crop. It reads only the explored terrain and the crop tokens, so
it can run on a view. (The puzzle solver in ``solver`` needs the whole terrain, which a game in
progress does not show.)
"""

from __future__ import annotations

from boardgames.games.tiwanaku.land import CROPS, Cell, orthogonal
from boardgames.games.tiwanaku.state import State

ALL_CROPS = frozenset(range(1, len(CROPS) + 1))


def known_region(state: State, cell: Cell) -> tuple[frozenset[Cell], bool]:
    """The explored spaces of ``cell``'s terrain joined to it, and whether that region is closed.

    Closed means no unexplored space touches it orthogonally, so it cannot grow any more.
    """
    rows = state.land.terrain
    terrain = rows[cell[0]][cell[1]]
    explored = state.explored
    neighbours = orthogonal(state.board.rows, state.board.cols)
    group = {cell}
    stack = [cell]
    closed = True
    while stack:
        for n in neighbours[stack.pop()]:
            if n in group:
                continue
            if n not in explored:
                closed = False
            elif rows[n[0]][n[1]] == terrain:
                group.add(n)
                stack.append(n)
    return frozenset(group), closed


def crop_candidates(state: State) -> dict[Cell, frozenset[int]]:
    """The crops still possible on each explored space without a crop token."""
    known: dict[Cell, int] = {c: state.land.crop_at(c) for c in state.tokens}
    regions: list[tuple[frozenset[Cell], bool]] = []
    region_of: dict[Cell, int] = {}
    for cell in sorted(state.explored):
        if cell not in region_of:
            group, closed = known_region(state, cell)
            region_of.update((member, len(regions)) for member in group)
            regions.append((group, closed))
    candidates: dict[Cell, set[int]] = {}
    peers: dict[Cell, frozenset[Cell]] = {}  # spaces that must hold a different crop
    for cell in state.explored:
        if cell in known:
            continue
        group, closed = regions[region_of[cell]]
        candidates[cell] = set(range(1, len(group) + 1)) if closed else set(ALL_CROPS)
        peers[cell] = (group | frozenset(_around(cell))) - {cell}
    changed = True
    while changed:
        changed = False
        for cell, options in candidates.items():
            if cell in known:
                continue
            before = len(options)
            options.difference_update(known[p] for p in peers[cell] if p in known)
            if len(options) == 1:
                known[cell] = next(iter(options))
            changed |= len(options) != before
        for group, closed in regions:
            if closed:
                changed |= _closed_region(group, known, candidates)
    return {cell: frozenset(options) for cell, options in candidates.items()}


def _closed_region(
    group: frozenset[Cell], known: dict[Cell, int], candidates: dict[Cell, set[int]]
) -> bool:
    """Place crops with one spot left in a closed region, and strike them from spaces touching
    every spot left. Returns whether anything changed."""
    changed = False
    for value in range(1, len(group) + 1):
        if any(known.get(c) == value for c in group):
            continue
        spots = [c for c in group if c not in known and value in candidates[c]]
        if len(spots) == 1:
            known[spots[0]] = value
            candidates[spots[0]].intersection_update({value})
            changed = True
            continue
        if not spots:
            continue
        for cell in _around(spots[0]):
            options = candidates.get(cell)
            if (
                options is not None
                and cell not in group
                and cell not in known
                and value in options
                and all(_touches(cell, s) for s in spots)
            ):
                options.discard(value)
                changed = True
    return changed


def certain_crops(state: State) -> dict[Cell, int]:
    """Crops pinned down on explored spaces that have no crop token yet."""
    return {
        cell: next(iter(options))
        for cell, options in crop_candidates(state).items()
        if len(options) == 1
    }


def _around(cell: Cell) -> list[Cell]:
    """The (up to) eight spaces touching ``cell``; off-board ones never match a real space."""
    r, c = cell
    return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


def _touches(a: Cell, b: Cell) -> bool:
    return a != b and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1
