"""The human-style crop deducer: named techniques applied simplest first, as a player would.

The techniques, by level:

* easy: a space with one crop left (*last crop*), and a crop with one place left in its region
  (*only place*). Crops are struck from a space because its region is too small for them, because
  the region already holds them, or because a touching space (diagonals count) holds them.
* medium: *touches every place* - every space where a region can still put crop k touches space X,
  so X cannot be k; *locked pair* - two spaces that must differ can only hold the same two crops, so
  a space touching (or sharing a region with) both cannot hold either.
* hard: *hidden pair* - a region can put two of its crops only in the same two spaces, so those
  spaces hold nothing else; *locked triple* - the locked pair with three spaces and three crops.

Advanced (medium and hard) techniques are only tried when no single is left, and each such step
applies one pattern (one region's crop, one pair) before looking for singles again, the way a
player works. A puzzle's difficulty is the level of the hardest technique it needs; needing
``HARD_AFTER_STEPS`` or more advanced steps also makes it hard. Pure Python.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from boardgames.games.tiwanaku.cropgraph import (
    ALL_CROPS,
    CROPS_OF,
    REGION_CROPS,
    Board,
    bits,
    crops_up_to,
    mask_crops,
)

DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard")
UNSOLVED = "too hard"  # the rating of a puzzle the techniques cannot finish

NAKED_SINGLE = "last crop"
HIDDEN_SINGLE = "only place"
POINTING = "touches every place"
LOCKED_PAIR = "locked pair"
HIDDEN_PAIR = "hidden pair"
LOCKED_TRIPLE = "locked triple"

# Technique -> index into DIFFICULTIES.
TECHNIQUE_LEVEL: dict[str, int] = {
    NAKED_SINGLE: 0,
    HIDDEN_SINGLE: 0,
    POINTING: 1,
    LOCKED_PAIR: 1,
    HIDDEN_PAIR: 2,
    LOCKED_TRIPLE: 2,
}

# The rare techniques alone almost never arise in these lands, so the amount of advanced work counts
# too: a puzzle needing this many advanced deductions is hard. Measured over minimal puzzles, about
# a quarter of 5x5 and three in five of 5x9 ones reach it.
HARD_AFTER_STEPS = 4


def _spread(cand: list[int], cells: tuple[int, ...]) -> tuple[int, int]:
    """The crops some space among ``cells`` may hold, and those two or more may."""
    once = more = 0
    for i in cells:
        c = cand[i]
        more |= once & c
        once |= c
    return once, more


@dataclass
class Strike:
    """Why a crop was struck from a space (kept only when explanations are wanted)."""

    technique: str  # "placed" for plain elimination by a known crop
    source: tuple[int, ...]  # cells behind the elimination
    crops: int = 0  # mask of crops involved (pairs, triples)
    region: int = -1


@dataclass
class Deducer:
    """One human-style solve in progress: the crops each space may still hold, the crops placed,
    and which techniques it needed. ``level`` caps the techniques it may use (an index into
    DIFFICULTIES); with ``explain`` it records a ``Strike`` for every crop it rules out."""

    board: Board
    level: int
    explain: bool = False
    cand: list[int] = field(default_factory=list)
    value: list[int] = field(default_factory=list)
    region_done: list[int] = field(default_factory=list)  # region -> mask of placed crops
    pending: list[int] = field(default_factory=list)  # placed cells not yet propagated
    open_cells: int = 0
    used: set[str] = field(default_factory=set)
    advanced_steps: int = 0  # times an advanced technique was needed because no single was left
    why: dict[tuple[int, int], Strike] = field(default_factory=dict)
    broken: bool = False
    # Spaces whose candidates may be down to one crop (or none): all that ``place_singles``
    # must look at for last crops, instead of every space.
    narrowed: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        b = self.board
        self.cand = [b.start_mask(i) for i in range(b.size)]
        self.value = [0] * b.size
        self.region_done = [0] * len(b.regions)
        self.open_cells = b.size
        self.narrowed = {i for i, m in enumerate(self.cand) if not m & (m - 1)}

    # -- bookkeeping --
    def place(self, i: int, k: int) -> None:
        if self.value[i]:
            if self.value[i] != k:
                self.broken = True
            return
        if not self.cand[i] >> k & 1:
            self.broken = True
            return
        self.value[i] = k
        self.cand[i] = 1 << k
        self.region_done[self.board.region_of[i]] |= 1 << k
        self.open_cells -= 1
        self.pending.append(i)

    def strike(self, j: int, mask: int, why: Strike | None) -> bool:
        """Remove crops ``mask`` from space j; True if anything went."""
        hit = self.cand[j] & mask
        if not hit or self.value[j]:
            return False
        left = self.cand[j] = self.cand[j] & ~mask
        if not left & (left - 1):
            self.narrowed.add(j)
            if not left:
                self.broken = True
        if self.explain and why is not None:
            for k in mask_crops(hit):
                self.why.setdefault((j, k), why)
        return True

    def propagate(self) -> None:
        peers = self.board.peer_cells
        cand = self.cand
        while self.pending and not self.broken:
            i = self.pending.pop()
            bit = cand[i]
            why = Strike("placed", (i,)) if self.explain else None
            for j in peers[i]:
                if cand[j] & bit:
                    if self.value[j]:
                        self.broken = True
                    else:
                        self.strike(j, bit, why)

    # -- easy techniques: they place a crop --
    def naked_single(self) -> tuple[int, int] | None:
        for i, m in enumerate(self.cand):
            if not self.value[i] and not m & (m - 1):
                if not m:
                    self.broken = True
                    return None
                return i, m.bit_length() - 1
        return None

    def hidden_single(self) -> tuple[int, int] | None:
        b = self.board
        for reg, cells in enumerate(b.regions):
            missing = crops_up_to(len(cells)) & ~self.region_done[reg]
            for k in mask_crops(missing):
                bit = 1 << k
                spots = [i for i in cells if self.cand[i] & bit]
                if not spots:
                    self.broken = True
                    return None
                if len(spots) == 1:
                    return spots[0], k
        return None

    # -- medium and hard techniques: they strike candidates --
    # Each applies the first pattern that strikes something and stops, so that an advanced step is
    # one deduction a player makes (and a hint explains it alone), not a sweep over the board.
    def pointing(self) -> bool:
        b = self.board
        progress = False
        for reg, cells in enumerate(b.regions):
            missing = crops_up_to(len(cells)) & ~self.region_done[reg]
            for k in mask_crops(missing):
                bit = 1 << k
                common = -1
                spots = []
                for i in cells:
                    if self.cand[i] & bit:
                        common &= b.touch[i]
                        spots.append(i)
                if not spots:
                    continue
                common &= ~b.region_bits[reg]
                why = Strike(POINTING, tuple(spots), bit, reg) if self.explain else None
                for x in bits(common):
                    if self.strike(x, bit, why):
                        progress = True
                if progress:
                    return True
        return False

    def _open_with(self, max_count: int) -> list[int]:
        return [
            i
            for i, m in enumerate(self.cand)
            if not self.value[i] and 2 <= m.bit_count() <= max_count
        ]

    def locked_pair(self) -> bool:
        b = self.board
        progress = False
        cells = self._open_with(2)
        for n, y in enumerate(cells):
            for z in cells[n + 1 :]:
                m = self.cand[y]
                if self.cand[z] != m or not b.peers[y] >> z & 1:
                    continue
                targets = b.peers[y] & b.peers[z]
                why = Strike(LOCKED_PAIR, (y, z), m) if self.explain else None
                for x in bits(targets):
                    if self.strike(x, m, why):
                        progress = True
                if progress:
                    return True
        return False

    def locked_triple(self) -> bool:
        b = self.board
        progress = False
        cells = self._open_with(3)
        for n, a in enumerate(cells):
            for p, c1 in enumerate(cells[n + 1 :], start=n + 1):
                if not b.peers[a] >> c1 & 1:
                    continue
                m2 = self.cand[a] | self.cand[c1]
                if m2.bit_count() > 3:
                    continue
                for c2 in cells[p + 1 :]:
                    if not (b.peers[a] >> c2 & 1 and b.peers[c1] >> c2 & 1):
                        continue
                    m3 = m2 | self.cand[c2]
                    if m3.bit_count() != 3:
                        continue
                    targets = b.peers[a] & b.peers[c1] & b.peers[c2]
                    why = Strike(LOCKED_TRIPLE, (a, c1, c2), m3) if self.explain else None
                    for x in bits(targets):
                        if self.strike(x, m3, why):
                            progress = True
                    if progress:
                        return True
        return False

    def hidden_pair(self) -> bool:
        b = self.board
        progress = False
        for reg, cells in enumerate(b.regions):
            missing = crops_up_to(len(cells)) & ~self.region_done[reg]
            spots: dict[int, int] = {}
            for k in mask_crops(missing):
                bit = 1 << k
                where = 0
                for i in cells:
                    if self.cand[i] & bit:
                        where |= 1 << i
                if where.bit_count() == 2:
                    spots[k] = where
            ks = sorted(spots)
            for n, k1 in enumerate(ks):
                for k2 in ks[n + 1 :]:
                    if spots[k1] != spots[k2]:
                        continue
                    keep = (1 << k1) | (1 << k2)
                    pair = tuple(bits(spots[k1]))
                    why = Strike(HIDDEN_PAIR, pair, keep, reg) if self.explain else None
                    for i in pair:
                        if self.strike(i, ALL_CROPS & ~keep, why):
                            progress = True
                    if progress:
                        return True
        return False

    # -- driving --
    def advanced(self) -> str | None:
        """Apply the simplest advanced technique that strikes something; its name, or None."""
        steps = (
            (1, POINTING, self.pointing),
            (1, LOCKED_PAIR, self.locked_pair),
            (2, HIDDEN_PAIR, self.hidden_pair),
            (2, LOCKED_TRIPLE, self.locked_triple),
        )
        for lvl, name, fn in steps:
            if lvl <= self.level and fn():
                self.used.add(name)
                self.advanced_steps += 1
                return name
        return None

    def next_placement(self) -> tuple[int, int, str] | None:
        """Work until a crop can be placed; (cell, crop, technique) or None when stuck/broken."""
        while not self.broken:
            self.propagate()
            if self.broken or not self.open_cells:
                return None
            found = self.naked_single()
            if found:
                return found[0], found[1], NAKED_SINGLE
            if self.broken:
                return None
            found = self.hidden_single()
            if found:
                return found[0], found[1], HIDDEN_SINGLE
            if self.broken or self.advanced() is None:
                return None
        return None

    def place_singles(self) -> bool:
        """Place every crop a single (either kind) gives right now; True if any.

        Placing them all at once reaches the same crops as one at a time (singles only ever add
        knowledge), and the advanced techniques are only tried when no single is left either way,
        so the rating does not change; it only saves rescans.
        """
        cand, value = self.cand, self.value
        found = False
        # In space order, as a scan of every space would (placing one changes no other space).
        for i in sorted(self.narrowed):
            m = cand[i]
            if not value[i]:
                if not m:
                    self.broken = True
                    return False
                self.place(i, m.bit_length() - 1)
                self.used.add(NAKED_SINGLE)
                found = True
        self.narrowed.clear()
        if found:
            return True
        region_done = self.region_done
        for reg, cells in enumerate(self.board.regions):
            missing = REGION_CROPS[len(cells)] & ~region_done[reg]
            if not missing:
                continue
            once, more = _spread(cand, cells)
            for k in CROPS_OF[missing]:
                bit = 1 << k
                if not once & bit:
                    self.broken = True
                    return False
                if not more & bit:
                    # The one space of the region that can still take crop k.
                    self.place(next(i for i in cells if cand[i] & bit), k)
                    self.used.add(HIDDEN_SINGLE)
                    found = True
                    once, more = _spread(cand, cells)  # that space now holds k alone
        return found

    def run(self) -> bool:
        """Solve as far as the techniques allow; True when every crop is placed."""
        while not self.broken:
            self.propagate()
            if self.broken or not self.open_cells:
                break
            if self.place_singles():
                continue
            if self.broken or self.advanced() is None:
                break
        return not self.broken and not self.open_cells

    def difficulty(self) -> str:
        return difficulty_of(self.used, self.advanced_steps)


def solve_board(
    board: Board, known: Mapping[int, int], level: int = 2
) -> tuple[bool, str, set[str]]:
    """Human-style solve from known crops (by cell index), with techniques up to ``level``:
    (solved, difficulty, techniques used) as in ``rate``."""
    s = Deducer(board, level)
    for i, k in known.items():
        s.place(i, k)
    solved = s.run()
    return solved, s.difficulty() if solved else UNSOLVED, s.used


def difficulty_of(used: set[str], advanced_steps: int = 0) -> str:
    """The level of the hardest technique used; needing advanced techniques at
    ``HARD_AFTER_STEPS`` separate moments also makes a puzzle hard."""
    level = max((TECHNIQUE_LEVEL[t] for t in used), default=0)
    if advanced_steps >= HARD_AFTER_STEPS:
        level = max(level, 2)
    return DIFFICULTIES[level]
