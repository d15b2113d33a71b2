"""Growing a Tiwanaku land: terrain and crops together, obeying both principles.

The land is grown one space at a time, row by row, choosing each space's terrain and crop together
and backtracking on a dead end. A space whose terrain matches the space above or to its left joins
that region (or merges the two), so region shapes and the crop fill are checked while they grow:
regions stay at 1-5 spaces with distinct crops, equal crops never touch, same-terrain regions never
meet at a corner, and every region must keep a way to get the crops it still lacks (a region
holding 1, 2 and 4 needs a 3 from an open space beside it that touches no 3). Sampling region
layouts first and filling them afterwards wastes thousands of layouts per usable one; growing them
together with that look-ahead needs a few hundred placements, and a fill that takes longer starts
over from a new draw.

The caller's ``random.Random`` drives every choice, so a fill is deterministic for its seed.
"""

from __future__ import annotations

import functools
import random

from boardgames.games.tiwanaku.cropgraph import ALL_CROPS, CROPS_OF, REGION_CROPS
from boardgames.games.tiwanaku.land import TERRAINS

MAX_REGION = 5
# A fill gives up after this many placements and starts over from a new draw: random restarts cut
# the rare long backtracking tails (measured: a few hundred placements usually suffice).
_FILL_BUDGET = 300
# How strongly a space prefers to join a neighbouring region over starting a new one: larger
# values give larger regions on average (weights are relative to 1 for a new region).
_JOIN_WEIGHT = 4.0
_JOIN_POWER = 1.0 / _JOIN_WEIGHT  # a weighted draw: random() ** (1 / weight)
_TERRAIN_IDS = tuple(range(len(TERRAINS)))


def fill_land(
    rows: int, cols: int, rng: random.Random
) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[int, ...], ...]]:
    """Terrain and crops of a land obeying separation and diversity (random restarts).

    Both principles are symmetric under swapping rows and columns, and the fill backtracks far
    less along short rows (the last row, where every region must close, is the hard part), so a
    wide board is grown on its side and turned.
    """
    turned = cols > rows
    grow_rows, grow_cols = (cols, rows) if turned else (rows, cols)
    while True:
        grower = _Grower(grow_rows, grow_cols, rng)
        if grower.grow():
            break
    index = [
        [c * grow_cols + r if turned else r * grow_cols + c for c in range(cols)]
        for r in range(rows)
    ]
    terrain = tuple(tuple(TERRAINS[grower.terr[i]] for i in row) for row in index)
    crops = tuple(tuple(grower.crop[i] for i in row) for row in index)
    return terrain, crops


Table = tuple[tuple[int, ...], ...]


@functools.cache
def _neighbours(rows: int, cols: int) -> tuple[tuple[int, ...], tuple[int, ...], Table, Table]:
    """Per space of a board grown row by row (-1 where the board ends): the space below, the
    space to the right, the filled spaces touching it when it is placed (above it and to its
    left), and the spaces around it with itself. The same for every fill of a board shape."""
    n = rows * cols

    def inside(cells: list[tuple[int, int]]) -> tuple[int, ...]:
        return tuple(r * cols + c for r, c in cells if 0 <= r < rows and 0 <= c < cols)

    below = tuple(i + cols if i + cols < n else -1 for i in range(n))
    right = tuple(i + 1 if (i + 1) % cols else -1 for i in range(n))
    spots = [divmod(i, cols) for i in range(n)]
    before = tuple(
        inside([(r - 1, c - 1), (r - 1, c), (r - 1, c + 1), (r, c - 1)]) for r, c in spots
    )
    around = tuple(
        inside([(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)]) for r, c in spots
    )
    return below, right, before, around


class _Grower:
    """Backtracking state of one fill: per space its terrain, crop and region id.

    ``join_power`` and ``crop_spread`` shape the random order choices are tried in (the
    generator's: joining regions and low crops first); the bots' sampler sets them to try every
    choice in an even random order, which draws lands far closer to uniformly.
    """

    join_power = _JOIN_POWER
    crop_spread = 2.5

    def __init__(self, rows: int, cols: int, rng: random.Random) -> None:
        self.rows, self.cols, self.rng = rows, cols, rng
        n = rows * cols
        self.terr = [-1] * n
        self.crop = [0] * n
        self.reg = [-1] * n
        self.members: dict[int, list[int]] = {}
        self.mask: dict[int, int] = {}
        self.next_id = 0
        self.budget = _FILL_BUDGET
        self._below, self._right, self._before, self._around = _neighbours(rows, cols)

    def grow(self) -> bool:
        return self._place(0)

    def _feasible(self, upto: int) -> bool:
        """After filling spaces 0..upto: can every region still end up with crops 1..n?

        A region missing a crop below its highest one needs a space that can still join it
        (an open space beside it) and that touches no filled space holding that crop.
        """
        return self._crops_fit(self._recent_regions(upto), upto)

    def _crops_fit(self, regions: set[int], upto: int) -> bool:
        """``_feasible`` for the given regions."""
        crop, below, right, around = self.crop, self._below, self._right, self._around
        for rid in regions:
            mask = self.mask[rid]
            gaps = REGION_CROPS[mask.bit_length() - 1] & ~mask
            if not gaps:
                continue
            # Open spaces hold crop 0, so the crops around a space need no test of which are
            # filled; a space counted twice changes nothing. No open space at all: fits is 0.
            fits = 0
            for i in self.members[rid]:
                for f in (below[i], right[i]):
                    if f > upto:
                        near = 0
                        for j in around[f]:
                            near |= 1 << crop[j]
                        fits |= gaps & ~near
            if fits != gaps:
                return False
        return True

    def _recent_regions(self, upto: int) -> set[int]:
        """The regions a feasibility check after filling 0..upto must look at (the same answer
        as checking every region, far quicker).

        Only a region with a space in ``upto - cols .. upto`` can still touch an open space or
        just lost its last one: older regions had no open neighbour at the check before, which
        they passed, and placing ``upto`` changed neither them nor the crops around their
        (nonexistent) open neighbours. So a region missing crops was refused when it closed.
        """
        reg = self.reg
        return {reg[j] for j in range(max(0, upto - self.cols), upto + 1)}

    def _options(self, i: int) -> list[tuple[int, int]]:
        """(terrain, crop) choices for space i that break no rule among the filled spaces."""
        cols = self.cols
        terr, reg, members, masks, crop = self.terr, self.reg, self.members, self.mask, self.crop
        c = i % cols
        up = reg[i - cols] if i >= cols else -1
        left = reg[i - 1] if c else -1
        near_crops = 0
        for j in self._before[i]:
            near_crops |= 1 << crop[j]
        t_up = terr[i - cols] if up >= 0 else -2
        t_left = terr[i - 1] if left >= 0 else -2
        # The spaces above and to the left touch diagonally: only this space can join them.
        forced = up >= 0 and left >= 0 and up != left and t_up == t_left
        d_left = i - cols - 1 if i >= cols and c else -1
        d_right = i - cols + 1 if i >= cols and c + 1 < cols else -1
        rand = self.rng.random
        spread = self.crop_spread
        weighted: list[tuple[float, int, list[int]]] = []
        for t in (t_up,) if forced else _TERRAIN_IDS:
            join = []
            size = 1
            used = 0
            if t == t_up:
                join.append(up)
                size += len(members[up])
                used = masks[up]
            if t == t_left and left != up:
                if used & masks[left]:
                    continue
                join.append(left)
                size += len(members[left])
                used |= masks[left]
            if size > MAX_REGION:
                continue
            # Diagonal neighbours of the same terrain must end up in the same region.
            if d_left >= 0 and terr[d_left] == t and reg[d_left] not in join:
                continue
            if d_right >= 0 and terr[d_right] == t and reg[d_right] not in join:
                # Space i+1 will be forced to merge them; make sure that merge can work.
                other = reg[d_right]
                if size + len(members[other]) + 1 > MAX_REGION or used & masks[other]:
                    continue
            weighted.append((rand() ** (self.join_power if join else 1.0), t, join))
        weighted.sort(reverse=True)
        out: list[tuple[int, int]] = []
        for _, t, join in weighted:
            used = near_crops
            for j in join:
                used |= masks[j]
            # Prefer low crops: every region needs its 1 and 2 first, high crops force big regions.
            # (Keys drawn in crop order and ties kept in that order, as a keyed sort would.)
            ranked = sorted([(k + spread * rand(), k) for k in CROPS_OF[ALL_CROPS & ~used]])
            out += [(t, k) for _, k in ranked]
        return out

    def _place(self, i: int) -> bool:
        n = self.rows * self.cols
        if i == n:
            return True
        cols = self.cols
        r, c = divmod(i, cols)
        up = self.reg[i - cols] if r > 0 else -1
        left = self.reg[i - 1] if c > 0 else -1
        t_up = self.terr[i - cols] if up >= 0 else -2
        t_left = self.terr[i - 1] if left >= 0 else -2
        for t, k in self._options(i):
            self.budget -= 1
            if self.budget <= 0:
                return False
            join = [up] if t == t_up else []
            if t == t_left and left != up:
                join.append(left)
            # Apply: the new space takes the first joined region's id; others merge into it.
            if join:
                rid = join[0]
                moved = []
                for j in join[1:]:
                    moved.append((j, self.members.pop(j), self.mask.pop(j)))
                    for m in moved[-1][1]:
                        self.reg[m] = rid
                        self.members[rid].append(m)
                    self.mask[rid] |= moved[-1][2]
            else:
                rid = self.next_id
                self.next_id += 1
                self.members[rid] = []
                self.mask[rid] = 0
                moved = []
            self.terr[i], self.crop[i], self.reg[i] = t, k, rid
            self.members[rid].append(i)
            self.mask[rid] |= 1 << k

            if self._feasible(i) and self._place(i + 1):
                return True
            # Undo.
            self.members[rid].pop()
            self.mask[rid] &= ~(1 << k)
            self.terr[i], self.crop[i], self.reg[i] = -1, 0, -1
            for j, cells, mask in moved:
                self.members[j] = cells
                self.mask[j] = mask
                for m in cells:
                    self.reg[m] = j
                    self.members[rid].remove(m)
                self.mask[rid] &= ~mask
            if not join:
                del self.members[rid]
                del self.mask[rid]
                self.next_id -= 1
            if self.budget <= 0:
                return False
        return False
