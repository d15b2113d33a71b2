"""The state of a Tiwanaku game: the hidden land, what is face up, pawns, tracks and the turn.

States are frozen and compare with ``==``. The full ``Land`` (every terrain and crop) sits inside
the state; ``redacted`` blanks what nobody has uncovered yet, which is all a view may show. The
board's data (starting spaces, track height) and the offering table travel in the state too, so
``apply`` needs nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from boardgames.core.rules import Seat, derives_from, evolve, kept_on
from boardgames.games.tiwanaku.land import Cell, Land
from boardgames.games.tiwanaku.layout import BoardSpec

# Turn phases. A regular turn runs MOVE, then DIVINE when the move discovered nothing, then
# OFFER; once exploration is over the game runs FINAL_DIVINE, FINAL_OFFER and ends in OVER.
MOVE = "move"
DIVINE = "divine"
OFFER = "offer"
FINAL_DIVINE = "final-divine"
FINAL_OFFER = "final-offer"
OVER = "over"
PHASES = (MOVE, DIVINE, OFFER, FINAL_DIVINE, FINAL_OFFER, OVER)

UNKNOWN_TERRAIN = ""  # terrain of an unexplored space in a view
UNKNOWN_CROP = 0  # crop of a space without a crop token in a view


@dataclass(frozen=True)
class Player:
    """One player's pieces and tallies; ``points`` follow ``scoring.CATEGORIES``."""

    pawns: tuple[Cell, ...]  # spaces of the pawns on the board, sorted
    supply: int  # pawns not yet brought onto the board
    tracks: tuple[int, ...]  # diversity marker level per terrain, in TERRAINS order
    held: tuple[int, ...]  # crop tokens held (values, ascending, at most one of each)
    points: tuple[int, ...]  # points per category

    @property
    def score(self) -> int:
        return sum(self.points)


@dataclass(frozen=True)
class State:
    board: BoardSpec
    offering: tuple[int, ...]  # offering[n - 1]: points for n different tokens
    land: Land  # the whole hidden map (redacted in views)
    explored: frozenset[Cell]  # spaces whose terrain tile is placed
    tokens: frozenset[Cell]  # spaces with a crop token on them
    players: tuple[Player, ...]
    current: Seat
    phase: str
    divined: int = 0  # right divinations so far in this turn
    passes: int = 0  # turns passed in a row during exploration (everyone stuck ends it)
    closer: Seat | None = None  # who opens the closing round, once exploration is over
    finished: frozenset[Seat] = frozenset()  # closing round: players who have passed for good
    par: int | None = None  # solo only: the target score for this map

    @property
    def player_count(self) -> int:
        return len(self.players)

    def pawn_owner(self, cell: Cell) -> Seat | None:
        for seat, player in enumerate(self.players):
            if cell in player.pawns:
                return seat
        return None

    def occupancy(self) -> dict[Cell, Seat]:
        return {cell: seat for seat, p in enumerate(self.players) for cell in p.pawns}

    def unexplored(self) -> list[Cell]:
        return [c for c in self.land.cells() if c not in self.explored]

    def is_divinable(self, cell: Cell) -> bool:
        """A terrain space without a crop token: a pawn there may divine."""
        return cell in self.explored and cell not in self.tokens

    def next_seat(self, seat: Seat) -> Seat:
        return (seat + 1) % len(self.players)

    def with_player(self, seat: Seat, player: Player) -> State:
        players = list(self.players)
        players[seat] = player
        return evolve(self, players=tuple(players))


def redacted(state: State) -> State:
    """The state as anyone may see it: unexplored terrain and untokened crops blanked.

    Every seat sees the same, so it is worked out once per state (a soak or a search asks for
    every seat's view of the same state); it is only ever kept on the state it was made from.
    """
    return kept_on(state, _VIEW, _redacted)


def _redacted(state: State) -> State:
    land = state.land
    terrain = tuple(
        tuple(
            land.terrain[r][c] if (r, c) in state.explored else UNKNOWN_TERRAIN
            for c in range(land.cols)
        )
        for r in range(land.rows)
    )
    crops = tuple(
        tuple(
            land.crops[r][c] if (r, c) in state.tokens else UNKNOWN_CROP for c in range(land.cols)
        )
        for r in range(land.rows)
    )
    return evolve(state, land=evolve(land, terrain=terrain, crops=crops))


_VIEW = derives_from("tiwanaku view", *(f.name for f in fields(State)))
