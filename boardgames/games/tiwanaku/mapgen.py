"""The map generator: a valid, uniquely deducible Tiwanaku land from a seed.

The land is grown one space at a time, row by row, choosing each space's terrain and crop together
and backtracking on a dead end. A space whose terrain matches the space above or to its left joins
that region (or merges the two), so region shapes and the crop fill are checked while they grow:
regions stay at 1-5 spaces with distinct crops, equal crops never touch, same-terrain regions never
meet at a corner, and every region must keep a way to get the crops it still lacks (a region
holding 1, 2 and 4 needs a 3 from an open space beside it that touches no 3). Sampling region
layouts first and filling them afterwards wastes thousands of layouts per usable one; growing them
together with that look-ahead needs a few hundred placements, and a fill that takes longer starts
over from a new draw.

The face-up crops are then chosen with the human-style solver (``solver``): from nothing, a random
crop is turned up whenever the solver, limited to the techniques of the wanted difficulty, gets
stuck; afterwards every face-up crop the solver can do without is turned back down. A puzzle whose
rating is not the one asked for (too easy, or a medium one that needs hard steps) is tried again
with a fresh land.

Everything is deterministic for (rows, cols, seed, difficulty); a local ``random.Random`` is fine
here because the generator is not game state.
"""

from __future__ import annotations

import random
import time
from typing import Any

from boardgames.games.tiwanaku.cropgraph import Board, cell_text, crops_up_to
from boardgames.games.tiwanaku.deducer import DIFFICULTIES, Deducer, solve_board
from boardgames.games.tiwanaku.land import CROPS, TERRAINS, Cell, Land
from boardgames.games.tiwanaku.solver import count_board

MAX_REGION = 5
# The generator gives up on a fill after this many placements and starts over from a new draw;
# random restarts cut the rare long backtracking tails.
_FILL_BUDGET = 300
# Lands tried for one difficulty before settling for the closest rating found.
_LAND_TRIES = 60
# How strongly a space prefers to join a neighbouring region over starting a new one: larger
# values give larger regions on average (weights are relative to 1 for a new region).
_JOIN_WEIGHT = 4.0


def generate(rows: int, cols: int, seed: int, difficulty: str = "medium") -> Land:
    """A land obeying both principles whose face-up crops let a player deduce every crop with
    the techniques of ``difficulty`` (and, for medium and hard, needing them)."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r}: choose one of {DIFFICULTIES}")
    if not (1 <= rows <= 16 and 1 <= cols <= 16):
        raise ValueError(f"unsupported board size {rows}x{cols}")
    rng = random.Random(f"tiwanaku-map/{rows}x{cols}/{seed}/{difficulty}")
    want = DIFFICULTIES.index(difficulty)
    best: Land | None = None
    best_gap = len(DIFFICULTIES) + 1
    for _ in range(_LAND_TRIES):
        terrain, crops = fill_land(rows, cols, rng)
        board = Board.build(rows, cols, terrain)
        solution = [crops[r][c] for r in range(rows) for c in range(cols)]
        givens = choose_crop_givens(board, solution, want, rng)
        _, got, _ = solve_board(board, {i: solution[i] for i in givens}, want)
        gap = abs(want - DIFFICULTIES.index(got))
        if gap < best_gap:
            best_gap = gap
            best = Land(
                rows=rows,
                cols=cols,
                terrain=terrain,
                crops=crops,
                given_terrain=frozenset(choose_terrain_givens(board, givens, rng)),
                given_crops=frozenset(board.cell(i) for i in givens),
                difficulty=got,
            )
        if gap == 0:
            break
    assert best is not None
    return best


# --- growing the land -------------------------------------------------------------------------


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


# --- choosing what starts face up ---------------------------------------------------------------


def choose_crop_givens(
    board: Board, solution: list[int], level: int, rng: random.Random
) -> set[int]:
    """Face-up crops (cell indices) with which the human-style solver, limited to ``level``,
    deduces every crop, and none of which it could do without."""
    s = Deducer(board, level)
    givens: set[int] = set()
    while True:
        solved = s.run()
        if solved:
            break
        # Stuck: turn up the crop of a random open space and carry on from where it stopped
        # (everything deduced so far stays true with one more crop known).
        open_cells = [i for i in range(board.size) if not s.value[i]]
        pick = rng.choice(open_cells)
        givens.add(pick)
        s.place(pick, solution[pick])
    order = sorted(givens)
    rng.shuffle(order)
    for g in order:
        trial = givens - {g}
        solved, _, _ = solve_board(board, {i: solution[i] for i in trial}, level)
        if solved:
            givens = trial
    return givens


def choose_terrain_givens(board: Board, crop_givens: set[int], rng: random.Random) -> set[Cell]:
    """A few face-up terrain tiles for the game: 2-3 on a small board, 3-6 on a large one,
    each in a different region, on a space with a face-up crop where one is available."""
    size = board.size
    low, high = (2, 3) if size <= 25 else (3, 6)
    count = rng.randint(low, high)
    order = list(range(size))
    rng.shuffle(order)
    order.sort(key=lambda i: i not in crop_givens)
    chosen: list[int] = []
    regions: set[int] = set()
    for i in order:
        if len(chosen) == count:
            break
        if board.region_of[i] in regions:
            continue
        chosen.append(i)
        regions.add(board.region_of[i])
    return {board.cell(i) for i in chosen}


# --- checking a land ---------------------------------------------------------------------------


def validate(land: Land, unique: bool = True) -> list[str]:
    """Every principle the land breaks, in words (empty when it is fine). With ``unique``, also
    that its face-up crops settle every crop once the whole terrain is known."""
    problems: list[str] = []
    rows, cols = land.rows, land.cols
    if len(land.terrain) != rows or any(len(row) != cols for row in land.terrain):
        return [f"the terrain grid is not {rows} rows of {cols} spaces"]
    if len(land.crops) != rows or any(len(row) != cols for row in land.crops):
        return [f"the crop grid is not {rows} rows of {cols} spaces"]
    for r in range(rows):
        for c in range(cols):
            if land.terrain[r][c] not in TERRAINS:
                problems.append(f"{cell_text((r, c))} has unknown terrain {land.terrain[r][c]!r}")
            if land.crops[r][c] not in range(1, len(CROPS) + 1):
                problems.append(f"{cell_text((r, c))} has no crop from 1 to 5")
    for name, cells in (("terrain tile", land.given_terrain), ("crop", land.given_crops)):
        for r, c in sorted(cells):
            if not (0 <= r < rows and 0 <= c < cols):
                problems.append(f"a face-up {name} at row {r + 1}, column {c + 1} is off the map")
    if problems:
        return problems
    board = Board.build(rows, cols, land.terrain)
    for reg, cells in enumerate(board.regions):
        where = board.region_name(reg)
        if len(cells) > MAX_REGION:
            problems.append(f"separation: {where} is larger than {MAX_REGION} spaces")
        held = sorted(land.crops[i // cols][i % cols] for i in cells)
        if held != list(range(1, len(cells) + 1)):
            shown = ", ".join(map(str, held))
            problems.append(
                f"diversity: {where} holds crops {shown} instead of 1 to {len(cells)} once each"
            )
    for r in range(rows - 1):
        for c in range(cols):
            for dc in (-1, 0, 1):
                cc = c + dc
                if not 0 <= cc < cols:
                    continue
                a, b = (r, c), (r + 1, cc)
                if dc and land.terrain_at(a) == land.terrain_at(b):
                    ia, ib = board.index(a), board.index(b)
                    if board.region_of[ia] != board.region_of[ib]:
                        problems.append(
                            f"separation: two {land.terrain_at(a)} regions touch at the corner "
                            f"of {cell_text(a)} and {cell_text(b)}"
                        )
    for r in range(rows):
        for c in range(cols):
            for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < rows and 0 <= cc < cols and land.crops[r][c] == land.crops[rr][cc]:
                    problems.append(
                        f"diversity: equal crops touch at {cell_text((r, c))} and "
                        f"{cell_text((rr, cc))}"
                    )
    if not problems and unique:
        known = {board.index(cell): land.crop_at(cell) for cell in land.given_crops}
        if count_board(board, known, 2) != 1:
            problems.append(
                "the face-up crops do not settle every crop: there is more than one fill"
            )
    return problems


# --- the command line's puzzle object -------------------------------------------------------------


def puzzle_json(rows: int, cols: int, seed: int, difficulty: str = "medium") -> dict[str, Any]:
    """The ``puzzle`` command's JSON object for one generated land (rows/columns from 0)."""
    started = time.perf_counter()
    land = generate(rows, cols, seed, difficulty)
    seconds = time.perf_counter() - started
    return {
        "size": [rows, cols],
        "terrain": [list(row) for row in land.terrain],
        "crops": [list(row) for row in land.crops],
        "givens": {
            "terrain": [list(cell) for cell in sorted(land.given_terrain)],
            "crops": [list(cell) for cell in sorted(land.given_crops)],
        },
        "difficulty": land.difficulty,
        "seconds": round(seconds, 4),
    }
