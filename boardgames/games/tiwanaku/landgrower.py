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

import random

from boardgames.games.tiwanaku.cropgraph import crops_up_to
from boardgames.games.tiwanaku.land import CROPS, TERRAINS

MAX_REGION = 5
# A fill gives up after this many placements and starts over from a new draw: random restarts cut
# the rare long backtracking tails (measured: a few hundred placements usually suffice).
_FILL_BUDGET = 300
# How strongly a space prefers to join a neighbouring region over starting a new one: larger
# values give larger regions on average (weights are relative to 1 for a new region).
_JOIN_WEIGHT = 4.0


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


class _Grower:
    """Backtracking state of one fill: per space its terrain, crop and region id."""

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

    def grow(self) -> bool:
        return self._place(0)

    def _feasible(self, upto: int) -> bool:
        """After filling spaces 0..upto: can every region still end up with crops 1..n?

        A region missing a crop below its highest one needs a space that can still join it
        (an open space beside it) and that touches no filled space holding that crop.
        """
        rows, cols, crop = self.rows, self.cols, self.crop
        for rid, cells in self.members.items():
            mask = self.mask[rid]
            gaps = crops_up_to(mask.bit_length() - 1) & ~mask
            if not gaps:
                continue
            frontier = set()
            for i in cells:
                r, c = divmod(i, cols)
                if r + 1 < rows and i + cols > upto:
                    frontier.add(i + cols)
                if c + 1 < cols and i + 1 > upto:
                    frontier.add(i + 1)
            if not frontier:
                return False
            fits = 0
            for f in frontier:
                r, c = divmod(f, cols)
                near = 0
                for rr in (r - 1, r, r + 1):
                    for cc in (c - 1, c, c + 1):
                        if 0 <= rr < rows and 0 <= cc < cols:
                            j = rr * cols + cc
                            if j <= upto:
                                near |= 1 << crop[j]
                fits |= gaps & ~near
            if fits != gaps:
                return False
        return True

    def _options(self, i: int) -> list[tuple[int, int]]:
        """(terrain, crop) choices for space i that break no rule among the filled spaces."""
        rows, cols = self.rows, self.cols
        r, c = divmod(i, cols)
        up = self.reg[i - cols] if r > 0 else -1
        left = self.reg[i - 1] if c > 0 else -1
        near_crops = 0
        for dr, dc in ((-1, -1), (-1, 0), (-1, 1), (0, -1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < rows and 0 <= cc < cols:
                near_crops |= 1 << self.crop[rr * cols + cc]
        forced = -1
        if up >= 0 and left >= 0 and up != left and self.terr[i - cols] == self.terr[i - 1]:
            # The spaces above and to the left touch diagonally: only this space can join them.
            forced = self.terr[i - cols]
        weighted: list[tuple[float, int, list[int]]] = []
        for t in range(len(TERRAINS)):
            if forced >= 0 and t != forced:
                continue
            join = []
            if up >= 0 and self.terr[i - cols] == t:
                join.append(up)
            if left >= 0 and self.terr[i - 1] == t and left not in join:
                join.append(left)
            size = 1 + sum(len(self.members[j]) for j in join)
            if size > MAX_REGION:
                continue
            used = 0
            clash = False
            for j in join:
                if used & self.mask[j]:
                    clash = True
                used |= self.mask[j]
            if clash:
                continue
            # Diagonal neighbours of the same terrain must end up in the same region.
            if r > 0 and c > 0:
                d = i - cols - 1
                if self.terr[d] == t and self.reg[d] not in join:
                    continue
            if r > 0 and c + 1 < cols:
                d = i - cols + 1
                if self.terr[d] == t and self.reg[d] not in join:
                    # Space i+1 will be forced to merge them; make sure that merge can work.
                    other = self.reg[d]
                    if size + len(self.members[other]) + 1 > MAX_REGION:
                        continue
                    if used & self.mask[other]:
                        continue
            weight = _JOIN_WEIGHT if join else 1.0
            weighted.append((self.rng.random() ** (1.0 / weight), t, join))
        weighted.sort(reverse=True)
        out: list[tuple[int, int]] = []
        for _, t, join in weighted:
            used = 0
            for j in join:
                used |= self.mask[j]
            crops = [k for k in range(1, len(CROPS) + 1) if not (used | near_crops) >> k & 1]
            # Prefer low crops: every region needs its 1 and 2 first, high crops force big regions.
            crops.sort(key=lambda k: k + 2.5 * self.rng.random())
            out += [(t, k) for k in crops]
        return out

    def _place(self, i: int) -> bool:
        n = self.rows * self.cols
        if i == n:
            return True
        cols = self.cols
        r, c = divmod(i, cols)
        up = self.reg[i - cols] if r > 0 else -1
        left = self.reg[i - 1] if c > 0 else -1
        for t, k in self._options(i):
            self.budget -= 1
            if self.budget <= 0:
                return False
            join = [j for j in (up, left) if j >= 0 and self.terr[self.members[j][0]] == t]
            if len(join) == 2 and join[0] == join[1]:
                join.pop()
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
