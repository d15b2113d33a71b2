"""Scoring arithmetic: majorities in a land with their tie-breaks, chains and new weapons.

For every land type in a land, the most houses on fields of that type win the land's size in
points; the most houses in the whole land win the number of lake fields bordering it. A tie goes
to the tied player whose fields in question touch the most lake fields (counted field by field)
plus the values of their temples there; if that ties too, the points are split evenly among those
still level, rounded down. Pure functions over a state (or a view: face-down temples of other
seats then count as 0, which is what that seat can know).
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.games.titicaca.board import Cell
from boardgames.games.titicaca.lands import Land
from boardgames.games.titicaca.state import Seat, TiticacaState

MAJORITY = "majority"
TIE_BREAK = "tie-break"
SPLIT = "split"


@dataclass(frozen=True)
class Award:
    """One majority in one land: who leads it and who gets how many points."""

    land_type: str | None  # None: the majority of all houses in the land
    points: int  # what the majority is worth
    houses: tuple[int, ...]  # per seat: houses counted for this majority
    leaders: tuple[Seat, ...]  # seats with the most houses
    tie_values: tuple[int, ...]  # per seat: lake fields next to those houses + temple values
    winners: tuple[Seat, ...]  # seats that score
    each: int  # points each winner gets
    how: str  # MAJORITY, TIE_BREAK or SPLIT

    @property
    def label(self) -> str:
        return f"{self.land_type} majority" if self.land_type else "most houses"


def score_land(state: TiticacaState, land: Land) -> list[Award]:
    """The majorities of one land: each land type present, then the majority of all houses."""
    board = state.board
    order = state.config.land_types
    present = [t for t in order if t in land.land_types]
    present += sorted(land.land_types.difference(order))
    awards = [
        _award(state, [f for f in land.fields if board.land_type(f) == t], t, land.size)
        for t in present
    ]
    awards.append(_award(state, list(land.fields), None, len(land.lakes)))
    return awards


def _award(state: TiticacaState, fields: list[Cell], land_type: str | None, points: int) -> Award:
    n = state.players
    houses = [0] * n
    tie = [0] * n
    for f in fields:
        seat = state.owner_of(f)
        if seat is None:
            continue
        houses[seat] += 1
        temple = state.temple_at(f)
        tie[seat] += len(state.board.lakes_at[f]) + (temple.value if temple else 0)
    most = max(houses)
    leaders = tuple(s for s in range(n) if houses[s] == most and most > 0)
    winners: tuple[Seat, ...]
    if len(leaders) == 1:
        winners, how = leaders, MAJORITY
    else:
        best = max(tie[s] for s in leaders)
        winners = tuple(s for s in leaders if tie[s] == best)
        how = TIE_BREAK if len(winners) == 1 else SPLIT
    each = points // len(winners) if winners else 0
    return Award(land_type, points, tuple(houses), leaders, tuple(tie), winners, each, how)


def land_points(state: TiticacaState, land: Land, temples: dict[Cell, int]) -> list[int]:
    """Per seat, what the land's majorities pay: ``score_land``'s winners and shares, summed,
    computed by field number (``temples``: field -> temple value) for the fast path."""
    n = state.players
    board = state.board
    ix = board.index
    at = board.field_index
    owner = state.owner
    gains = [0] * n
    by_type: dict[int, list[int]] = {}
    for f in land.fields:
        by_type.setdefault(ix.type_bit[at[f]], []).append(at[f])
    groups = [(fs, len(land.fields)) for fs in by_type.values()]
    groups.append(([at[f] for f in land.fields], len(land.lakes)))
    for fields, points in groups:
        houses = [0] * n
        tie = [0] * n
        for i in fields:
            seat = owner[i]
            if seat is None:
                continue
            houses[seat] += 1
            tie[seat] += ix.lake_count[i] + temples.get(board.fields[i], 0)
        most = max(houses)
        if most <= 0:
            continue
        leaders = [s for s in range(n) if houses[s] == most]
        if len(leaders) > 1:
            best = max(tie[s] for s in leaders)
            leaders = [s for s in leaders if tie[s] == best]
        each = points // len(leaders)
        for s in leaders:
            gains[s] += each
    return gains


def longest_chain(state: TiticacaState, seat: Seat) -> int:
    """Houses in the seat's largest group of touching houses (across land borders)."""
    around = state.board.index.around
    mine = 0
    for i, s in enumerate(state.owner):
        if s == seat:
            mine |= 1 << i
    best = 0
    while mine:
        group = frontier = mine & -mine
        while frontier:
            grown = 0
            while frontier:
                low = frontier & -frontier
                grown |= around[low.bit_length() - 1]
                frontier ^= low
            frontier = grown & mine & ~group
            group |= frontier
        best = max(best, group.bit_count())
        mine &= ~group
    return best


def houses_on_board(state: TiticacaState, seat: Seat) -> int:
    """Fields the seat occupies (a house shared by two fields counts for both)."""
    return sum(1 for s in state.owner if s == seat)


def new_weapons(state: TiticacaState, seat: Seat) -> int:
    """After a scoring lake: houses on the board plus the chain bonus per house in the chain."""
    return houses_on_board(state, seat) + state.config.chain_bonus * longest_chain(state, seat)
