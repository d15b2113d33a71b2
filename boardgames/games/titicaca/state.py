"""The immutable state of a Titicaca game and the small readers everything else shares.

Per-field data (which seat's house stands there, which land it belongs to) is kept in tuples
aligned with ``board.fields``. A land is named by its representative: its smallest field in
(q, r) order, so equal positions compare equal and actions name lands by a stable field.
Unoccupied fields belong to no land: a land only forms when a house is placed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from boardgames.games.titicaca.board import Board, Cell, Edge

Seat = int
T = TypeVar("T")

# Phases, in the order a round runs through them.
BID = "bid"  # everyone able to bid chooses weapons in secret
PLACE = "place"  # the player on turn places a house
JOIN = "join"  # optional: join the new land with a neighbouring land
MERGE = "merge"  # optional: join two other lands
TEMPLE = "temple"  # optional: build a temple
END = "end"  # only ending the turn is left
OVER = "over"
TURN_PHASES = (PLACE, JOIN, MERGE, TEMPLE, END)

HIDDEN = -1  # a secret bid already made, as another seat sees it
UNKNOWN = 0  # a face-down temple's value, as another seat sees it

CATEGORIES = ("houses", "chains", "weapons", "lands")


@dataclass(frozen=True)
class Config:
    """The numbers of the rules that come from the layout file."""

    land_types: tuple[str, ...] = ("grassland", "forest", "mountains", "savanna", "pampa")
    lake_rounds: int = 15
    scoring_lakes: tuple[int, ...] = (5, 10)
    chain_bonus: int = 3


@dataclass(frozen=True)
class Temple:
    field: Cell
    seat: Seat
    value: int  # UNKNOWN in a view where it is face down and not the viewer's
    face_up: bool = False


@dataclass(frozen=True)
class TiticacaState:
    board: Board
    colours: tuple[str, ...]  # colour name per seat
    phase: str
    round: int  # lake number 1..lake_rounds; larger numbers are the extra rounds after them
    config: Config
    arrow: Seat  # holder of the arrow token: strongest in a tie of bids
    owner: tuple[Seat | None, ...]  # per board field: whose house stands there
    land: tuple[Cell | None, ...]  # per board field: the representative of its land
    temples: tuple[Temple, ...]  # on the board, by field
    houses_left: tuple[int, ...]  # houses in each seat's supply
    weapons: tuple[int, ...]  # value of each seat's weapons in supply
    temple_supply: tuple[tuple[int, ...], ...]  # values of each seat's unbuilt temples
    bids: tuple[int | None, ...] = ()  # None: still to choose; HIDDEN in another seat's view
    order: tuple[Seat, ...] = ()  # turn order of this round, from the bids
    turn: int = 0  # index into ``order`` of the player on turn
    new_field: Cell | None = None  # the field the player on turn has just taken
    last_actor: Seat | None = None  # who took the last turn this round (gets the arrow)
    shared_houses: tuple[Edge, ...] = ()  # too few houses: one house marks both fields of an edge
    points: tuple[tuple[int, ...], ...] = ()  # per seat, per CATEGORIES

    # --- who and where -------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.colours)

    @property
    def current(self) -> Seat | None:
        """The player on turn (None while bidding or when over)."""
        if self.phase in TURN_PHASES and self.turn < len(self.order):
            return self.order[self.turn]
        return None

    @property
    def lake(self) -> int | None:
        """The lake of the current round; None in the extra rounds after the last lake."""
        return self.round if 1 <= self.round <= self.config.lake_rounds else None

    @property
    def extra_round(self) -> int:
        """1, 2, ... in the extra rounds after the last lake; 0 before."""
        return max(0, self.round - self.config.lake_rounds)

    @property
    def lakes_in_play(self) -> tuple[int, ...]:
        """The lakes whose rounds are played, in order (a 2-player board leaves lakes 1 and 7
        out, so its first round is at lake 2)."""
        return tuple(n for n in range(1, self.config.lake_rounds + 1) if n in self.board.lakes)

    @property
    def round_number(self) -> int:
        """The one round count the header, the log and the lessons use: the current lake's place
        among the lakes in play (round 1 is the first lake played), then on through the extra
        rounds."""
        in_play = self.lakes_in_play
        lake = self.lake
        if lake is None:
            return len(in_play) + self.extra_round
        return in_play.index(lake) + 1 if lake in in_play else lake

    # --- fields --------------------------------------------------------------------------------
    def owner_of(self, field: Cell) -> Seat | None:
        return self.owner[self.board.field_index[field]]

    def land_rep(self, field: Cell) -> Cell | None:
        return self.land[self.board.field_index[field]]

    def owned(self) -> dict[Cell, Seat]:
        return {f: s for f, s in zip(self.board.fields, self.owner, strict=True) if s is not None}

    def fields_of(self, seat: Seat) -> list[Cell]:
        return [f for f, s in zip(self.board.fields, self.owner, strict=True) if s == seat]

    def temple_at(self, field: Cell) -> Temple | None:
        for t in self.temples:
            if t.field == field:
                return t
        return None

    def score(self, seat: Seat) -> int:
        return sum(self.points[seat])


def set_at(values: tuple[T, ...], seat: Seat, value: T) -> tuple[T, ...]:
    """A copy of a per-seat tuple with one entry changed."""
    out = list(values)
    out[seat] = value
    return tuple(out)


def initial_state(
    board: Board,
    colours: tuple[str, ...],
    houses: tuple[int, ...],
    weapons: int,
    temples: tuple[int, ...],
    *,
    config: Config | None = None,
    arrow: Seat = 0,
) -> TiticacaState:
    """A game before its first round: empty fields, full supplies, no points."""
    n = len(colours)
    return TiticacaState(
        board=board,
        colours=colours,
        phase=BID,
        round=0,
        config=config or Config(),
        arrow=arrow,
        owner=(None,) * len(board.fields),
        land=(None,) * len(board.fields),
        temples=(),
        houses_left=houses,
        weapons=(weapons,) * n,
        temple_supply=(tuple(sorted(temples)),) * n,
        bids=(None,) * n,
        points=((0,) * len(CATEGORIES),) * n,
    )
