"""Scoring arithmetic: majorities in a land with their tie-breaks, chains and new weapons.

For every land type in a land, the most houses on fields of that type win the land's size in
points; the most houses in the whole land win the number of lake fields bordering it. A tie goes
to the tied player whose fields in question touch the most lake fields (counted field by field)
plus the values of their temples there; if that ties too, the points are split evenly among those
still level, rounded down. ``Majorities`` counts them on the lands' bitmasks (``lands_cache``),
with the numbers behind each award for the table and the log, or just the points for a playout
and the heuristic. Pure, over a state or a view (face-down temples of other seats then count as
0, which is what that seat can know).
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.games.titicaca.lands import Land
from boardgames.games.titicaca.lands_cache import Row, lands
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
    return Majorities(state).awards(lands(state).of[land.rep])


class Majorities:
    """The majorities of the lands of one position, counted on the lands' bitmasks: from each
    seat's fields, the lakes next to each field and the temples on the board."""

    __slots__ = ("levels", "names", "order", "players", "seats", "temples", "type_masks")

    def __init__(self, state: TiticacaState) -> None:
        ix = state.board.index
        at = state.board.field_index
        self.seats = lands(state).seats
        self.players = state.players
        self.levels = ix.lake_levels
        self.type_masks = ix.type_masks
        self.names = ix.type_names
        self.order = state.config.land_types
        self.temples = [(1 << at[t.field], t.value) for t in state.temples]

    def awards(self, row: Row) -> list[Award]:
        """``score_land`` for the land of a row of ``lands_cache``: the land types in the
        layout's order, then the majority of all houses."""
        names = self.names
        groups = self._groups(row)
        by_type = {names[k]: (group, points) for k, group, points in groups if k is not None}
        present = [t for t in self.order if t in by_type]
        present += sorted(set(by_type).difference(self.order))
        awards = [self._award(*by_type[t], t) for t in present]
        _, group, points = groups[-1]
        awards.append(self._award(group, points, None))
        return awards

    def gains(self, rows: list[Row]) -> list[int]:
        """Per seat, what the majorities of these lands pay, summed (the winners and shares of
        ``awards``, without the numbers behind them)."""
        gains = [0] * self.players
        for row in rows:
            fields, types, lakes, owners, _ = row
            if owners and not owners & (owners - 1):
                # Houses of one seat only: it wins every majority of the land (most lands).
                size = fields.bit_count()
                gains[owners.bit_length() - 1] += size * types.bit_count() + lakes.bit_count()
                continue
            for _, group, points in self._groups(row):
                _, winners = self._winners(group)
                for s in winners:
                    gains[s] += points // len(winners)
        return gains

    def _groups(self, row: Row) -> list[tuple[int | None, int, int]]:
        """The majorities of a land as (land type number, fields, points): for each land type
        in it the fields of that type, worth the land's size, in ``type_names`` order; last the
        whole land (type None), worth its lakes."""
        fields, types, lakes, _, _ = row
        size = fields.bit_count()
        out: list[tuple[int | None, int, int]] = []
        while types:
            low = types & -types
            k = low.bit_length() - 1
            out.append((k, fields & self.type_masks[k], size))
            types ^= low
        out.append((None, fields, lakes.bit_count()))
        return out

    def _tie_value(self, mine: int) -> int:
        """What breaks a tie for the houses of the mask ``mine``: the lake fields next to them
        plus the values of the temples on them."""
        value = 0
        for level in self.levels:
            value += (mine & level).bit_count()
        for bit, v in self.temples:
            if bit & mine:
                value += v
        return value

    def _winners(self, group: int) -> tuple[tuple[Seat, ...], tuple[Seat, ...]]:
        """The leaders of the majority among the fields of the mask ``group`` (most houses)
        and its winners (the leaders with the best tie value)."""
        seats = self.seats
        houses = [(group & mine).bit_count() for mine in seats]
        most = max(houses)
        if most == 0:
            return (), ()
        leaders = tuple(s for s, h in enumerate(houses) if h == most)
        if len(leaders) == 1:
            return leaders, leaders
        tie = [self._tie_value(group & seats[s]) for s in leaders]
        best = max(tie)
        return leaders, tuple(s for s, v in zip(leaders, tie, strict=True) if v == best)

    def _award(self, group: int, points: int, land_type: str | None) -> Award:
        """The majority among the fields of ``group``, worth ``points``, with the numbers
        behind it for every seat."""
        leaders, winners = self._winners(group)
        houses = tuple((group & mine).bit_count() for mine in self.seats)
        tie = tuple(self._tie_value(group & mine) for mine in self.seats)
        how = MAJORITY if len(leaders) == 1 else TIE_BREAK if len(winners) == 1 else SPLIT
        each = points // len(winners) if winners else 0
        return Award(land_type, points, houses, leaders, tie, winners, each, how)


def longest_chain(state: TiticacaState, seat: Seat) -> int:
    """Houses in the seat's largest group of touching houses (across land borders)."""
    around = state.board.index.around
    mine = lands(state).seats[seat]
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
    return lands(state).seats[seat].bit_count()


def new_weapons(state: TiticacaState, seat: Seat) -> int:
    """After a scoring lake: houses on the board plus the chain bonus per house in the chain."""
    return houses_on_board(state, seat) + state.config.chain_bonus * longest_chain(state, seat)
