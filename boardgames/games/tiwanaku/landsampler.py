"""Drawing a whole land that agrees with what is face up: the hidden map as a player may imagine it.

Bots searching a Tiwanaku game cannot read the real map, so they search lands like it: every
explored space keeps its terrain, every crop token its crop, and the rest is filled at random such
that the land obeys both principles (separation and diversity). This is the map generator's grower
(``landgrower``) with those spaces pinned: a space with known terrain (or crop) is only offered that
terrain (or crop), a crop is not offered next to a later space pinned to it, and a region only
counts on a neighbour to bring a missing crop if that neighbour may still join it.
A fill that runs out of its budget starts again with a larger one; should they all fail (a few
opening positions, where many crops but little terrain is face up), a land is grown with only
the terrain pinned and the known crops are laid on it, which still agrees with the view.

A bot gives a deadline: past it no new fill is started and the chain stops regrowing, so a hard
position costs it a less typical land rather than seconds of thought. Without a deadline the
lands depend only on the ``random.Random`` given.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import replace

from boardgames.games.tiwanaku.cropgraph import REGION_CROPS
from boardgames.games.tiwanaku.land import CROPS, TERRAINS, Cell, Land
from boardgames.games.tiwanaku.landgrower import MAX_REGION, _Grower

# Placements the first constrained fill may try before starting over; each next try may take a
# little more (a few lands need a long search, most a short one), up to a total for all tries.
FILL_BUDGET = 300
BUDGET_GROWTH = 1.3
TOTAL_BUDGET = 25_000
TRIES = 60
# Crop order noise that swamps the crops' own order: choices tried in an even random order.
EVEN_SPREAD = 1e9


class _PinnedGrower(_Grower):
    """The land grower with some spaces' terrain and crop fixed in advance (-1 / 0: open)."""

    def __init__(
        self,
        rows: int,
        cols: int,
        rng: random.Random,
        terr: list[int],
        crop: list[int],
        sharp: bool = False,
        budget: int = FILL_BUDGET,
        even: bool = False,
    ) -> None:
        super().__init__(rows, cols, rng)
        if even:  # every choice in an even random order (see ``sample_lands``)
            self.join_power, self.crop_spread = 1.0, EVEN_SPREAD
        self.pin_terr = terr
        self.pin_crop = crop
        self.budget = budget
        self.sharp = sharp
        # Spaces on an open edge of a band of rows (``exact._BandGrower``): a region touching one
        # may be finished beyond it, so it need not be complete here. None: the whole board.
        self.edge: list[bool] | None = None
        # Crops pinned on later spaces touching each space: those it may not take.
        n = rows * cols
        self.later = [0] * n
        for i in range(n):
            r, c = divmod(i, cols)
            for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < rows and 0 <= cc < cols and crop[rr * cols + cc]:
                    self.later[i] |= 1 << crop[rr * cols + cc]

    def _options(self, i: int) -> list[tuple[int, int]]:
        t_pin, k_pin, later = self.pin_terr[i], self.pin_crop[i], self.later[i]
        barred: dict[int, int | None] = {}  # per terrain: what the pins ahead rule out
        out = []
        for t, k in super()._options(i):
            if (t_pin >= 0 and t != t_pin) or (k != k_pin if k_pin else later >> k & 1):
                continue
            if t not in barred:
                barred[t] = self._pins_bar(i, t)
            bar = barred[t]
            if bar is not None and not bar >> k & 1:
                out.append((t, k))
        return out

    def _pins_bar(self, i: int, t: int) -> int | None:
        """Looking ahead at pinned spaces: None if space ``i`` cannot take terrain ``t``, else the
        crops it then may not take (as a mask).

        A later orthogonal neighbour pinned to ``t`` will join the region (so the region must
        have room for it, and its pinned crop must be new to the region), and a later diagonal
        neighbour pinned to ``t`` must be joined to it through a space that can still take ``t``
        (separation).
        """
        cols, pin, pin_crop = self.cols, self.pin_terr, self.pin_crop
        c = i % cols
        join = set()
        if i >= cols and self.terr[i - cols] == t:
            join.add(self.reg[i - cols])
        if c > 0 and self.terr[i - 1] == t:
            join.add(self.reg[i - 1])
        size = 1
        mask = 0
        for j in join:
            size += len(self.members[j])
            mask |= self.mask[j]
        right, below = self._right[i], self._below[i]
        bar = 0
        for j in (right, below):
            if j >= 0 and pin[j] == t:
                size += 1
                if pin_crop[j]:
                    bit = 1 << pin_crop[j]
                    if mask & bit:
                        return None
                    mask |= bit
                    bar |= bit
        if size > MAX_REGION:
            return None
        if below >= 0:
            if (
                right >= 0
                and pin[below + 1] == t
                and pin[right] not in (-1, t)
                and pin[below] not in (-1, t)
            ):
                return None
            if (
                c > 0
                and pin[below - 1] == t
                and self.terr[i - 1] != t
                and pin[below] not in (-1, t)
            ):
                return None
        return bar

    def _feasible(self, upto: int) -> bool:
        """After filling spaces 0..upto: can every region still end up with crops 1..n?

        Only what must hold: a region still missing a crop needs a later neighbour that may join
        it. (The generator's sharper test, that the missing crop fits on such a neighbour, would
        throw away lands whose missing crop lies further on, and pinned spaces make those common.)
        """
        regions = self._recent_regions(upto)
        if self.sharp and not self._crops_fit(regions, upto):
            return False
        pin, terr, below, right = self.pin_terr, self.terr, self._below, self._right
        edge = self.edge
        for rid in regions:
            mask = self.mask[rid]
            if not REGION_CROPS[mask.bit_length() - 1] & ~mask:
                continue
            cells = self.members[rid]
            if edge is not None and any(edge[i] for i in cells):
                continue
            kind = terr[cells[0]]
            for i in cells:
                f = below[i]
                if f > upto and (pin[f] < 0 or pin[f] == kind):
                    break
                f = right[i]
                if f > upto and (pin[f] < 0 or pin[f] == kind):
                    break
            else:
                return False
        return True


def grow_pinned(
    rows: int,
    cols: int,
    terrain: dict[Cell, str],
    crops: dict[Cell, int],
    rng: random.Random,
    tries: int = TRIES,
    sharp: bool = True,
    deadline: float | None = None,
    even: bool = False,
) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[int, ...], ...]] | None:
    """Terrain and crops of a whole land obeying both principles, with the given spaces' terrain
    and crops pinned; None if ``tries`` fills all ran out of budget, or the ones begun before
    ``deadline`` did. With ``sharp``, some tries use the generator's sharper look-ahead, quicker
    on open boards but blind to some lands."""
    turned = cols > rows  # grown on its side, like the generator does
    g_rows, g_cols = (cols, rows) if turned else (rows, cols)
    pinned = set(terrain) | set(crops)

    def grow_index(flip_r: bool, flip_c: bool) -> Callable[[int, int], int]:
        def at(r: int, c: int) -> int:
            gr, gc = (c, r) if turned else (r, c)
            if flip_r:
                gr = g_rows - 1 - gr
            if flip_c:
                gc = g_cols - 1 - gc
            return gr * g_cols + gc

        return at

    # Pinned spaces are cheap early in the growing order and costly late (a clash found late
    # undoes much work), so the board is grown from the side where most of them lie first;
    # later tries take the other sides too, as some pins are easier from there.
    orders = sorted(
        (grow_index(fr, fc) for fr in (False, True) for fc in (False, True)),
        key=lambda f: sum(f(r, c) for r, c in pinned),
    )
    budget, spent = float(FILL_BUDGET), 0
    for k in range(tries):
        if spent >= TOTAL_BUDGET or (k and _past(deadline)):
            break
        at = orders[0] if k % 2 == 0 else rng.choice(orders)
        pin_terr = [-1] * (rows * cols)
        pin_crop = [0] * (rows * cols)
        for (r, c), t in terrain.items():
            pin_terr[at(r, c)] = TERRAINS.index(t)
        for (r, c), v in crops.items():
            pin_crop[at(r, c)] = v
        grower = _PinnedGrower(
            g_rows,
            g_cols,
            rng,
            pin_terr,
            pin_crop,
            sharp=sharp and k % 4 < 2,
            budget=int(budget),
            even=even,
        )
        found = grower.grow()
        spent += int(budget) - grower.budget
        budget *= BUDGET_GROWTH
        if found:
            return (
                tuple(
                    tuple(TERRAINS[grower.terr[at(r, c)]] for c in range(cols)) for r in range(rows)
                ),
                tuple(tuple(grower.crop[at(r, c)] for c in range(cols)) for r in range(rows)),
            )
    return None


def sample_lands(
    land: Land,
    explored: frozenset[Cell],
    tokens: frozenset[Cell],
    rng: random.Random,
    n: int,
    start: Land | None = None,
    deadline: float | None = None,
    even: bool = False,
) -> list[Land]:
    """``n`` lands agreeing with ``land`` on the terrain of ``explored`` and the crops of
    ``tokens`` (the rest of ``land`` is ignored), obeying both principles, drawn at random.

    The first is ``start`` (a land drawn earlier, say before the last move) mended where it no
    longer agrees, or else grown whole; each next one regrows a random patch of the one before
    with the rest held fixed, which is far quicker: a chain of lands, each a fair guess. Past
    ``deadline`` the chain repeats its last land.

    With ``even`` the grower tries its choices in an even random order instead of the map
    generator's (joining regions and low crops first): about twice as slow, and far closer to
    uniform over the lands that agree (measured against exact enumeration of small boards, the
    crops' distribution on a space off by 0.06-0.09 in total variation instead of 0.25-0.33;
    on 4x4 lands half explored, 400 lands a view: 0.03-0.22 instead of 0.10-0.35, where 400
    uniform draws are off by 0.01-0.03). A short chain mostly repeats its first land's crops:
    to weigh odds, ``odds.weigh`` grows each land afresh.
    """
    terrain = {c: land.terrain_at(c) for c in explored}
    crops = {c: land.crop_at(c) for c in tokens}
    cells = land.cells()
    first = None if start is None else _mended(land, start, terrain, crops, rng, even)
    if first is None:
        grown = grow_pinned(land.rows, land.cols, terrain, crops, rng, deadline=deadline, even=even)
        if grown is None and even and not _past(deadline):
            # The even order finds some tightly pinned lands only after a long search: the
            # generator's order, less even but quicker there, before giving up the principles.
            grown = grow_pinned(land.rows, land.cols, terrain, crops, rng, deadline=deadline)
        if grown is None:
            out = [_nearly(land, terrain, crops, rng, deadline)]
            while len(out) < n:
                out.append(
                    out[-1] if _past(deadline) else _nearly(land, terrain, crops, rng, deadline)
                )
            return out
        first = replace(land, terrain=grown[0], crops=grown[1])
    out = [first]
    open_cells = [c for c in cells if c not in explored or c not in tokens]
    while len(out) < n:
        base = out[-1]
        regrown = None
        for _ in range(3):
            if not open_cells or _past(deadline):
                break
            reach = rng.choice((2, 2, 3))
            regrown = _regrown(
                land, base, [rng.choice(open_cells)], reach, terrain, crops, rng, even
            )
            if regrown is not None:
                break
        out.append(base if regrown is None else regrown)
    return out


def _regrown(
    land: Land,
    base: Land,
    centres: list[Cell],
    reach: int,
    terrain: dict[Cell, str],
    crops: dict[Cell, int],
    rng: random.Random,
    even: bool = False,
) -> Land | None:
    """``base`` with the spaces within ``reach`` of the centres grown anew (pins kept)."""
    cells = land.cells()
    patch = {
        (r, c)
        for r, c in cells
        if any(abs(r - r0) <= reach and abs(c - c0) <= reach for r0, c0 in centres)
    }
    keep_t = {c: base.terrain_at(c) for c in cells if c not in patch} | terrain
    keep_k = {c: base.crop_at(c) for c in cells if c not in patch} | crops
    grown = grow_pinned(land.rows, land.cols, keep_t, keep_k, rng, tries=2, sharp=False, even=even)
    return None if grown is None else replace(land, terrain=grown[0], crops=grown[1])


def _mended(
    land: Land,
    start: Land,
    terrain: dict[Cell, str],
    crops: dict[Cell, int],
    rng: random.Random,
    even: bool = False,
) -> Land | None:
    """``start`` where it agrees with the pins, regrown around the spaces where it does not."""
    if (start.rows, start.cols) != (land.rows, land.cols):
        return None
    wrong = [c for c, t in terrain.items() if start.terrain_at(c) != t]
    wrong += [c for c, k in crops.items() if start.crop_at(c) != k]
    if not wrong:
        return replace(land, terrain=start.terrain, crops=start.crops)
    for reach in (1, 2, 3):
        mended = _regrown(land, start, wrong, reach, terrain, crops, rng, even)
        if mended is not None:
            return mended
    return None


def sample_land(
    land: Land, explored: frozenset[Cell], tokens: frozenset[Cell], rng: random.Random
) -> Land:
    """One land agreeing with what is face up (see ``sample_lands``)."""
    return sample_lands(land, explored, tokens, rng, 1)[0]


def _past(deadline: float | None) -> bool:
    return deadline is not None and time.perf_counter() > deadline


def _nearly(
    land: Land,
    terrain: dict[Cell, str],
    crops: dict[Cell, int],
    rng: random.Random,
    deadline: float | None = None,
) -> Land:
    """When a whole land takes too long: one grown with only the terrain pinned, the known crops
    then laid on it (diversity may fail around them). Still agrees with the view."""
    grown = grow_pinned(land.rows, land.cols, terrain, {}, rng, tries=8, deadline=deadline)
    if grown is None:
        return _unprincipled(land, frozenset(terrain), frozenset(crops), rng)
    rows = [list(row) for row in grown[1]]
    for (r, c), k in crops.items():
        rows[r][c] = k
    return replace(land, terrain=grown[0], crops=tuple(tuple(row) for row in rows))


def _unprincipled(
    land: Land, explored: frozenset[Cell], tokens: frozenset[Cell], rng: random.Random
) -> Land:
    """The last resort: open spaces filled at random, principles or not."""
    terrain = tuple(
        tuple(
            land.terrain[r][c] if (r, c) in explored else rng.choice(TERRAINS)
            for c in range(land.cols)
        )
        for r in range(land.rows)
    )
    crops = tuple(
        tuple(
            land.crops[r][c] if (r, c) in tokens else rng.randint(1, len(CROPS))
            for c in range(land.cols)
        )
        for r in range(land.rows)
    )
    return replace(land, terrain=terrain, crops=crops)
