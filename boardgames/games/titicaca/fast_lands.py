"""Titicaca's lands as bitmasks, kept with the state: what the fast path reads and scores.

The checked rules build ``lands.Land`` objects from the per-field tuples whenever they need a land;
a playout asks about the lands at almost every step. Here every land is a row of bitmasks over the
field numbers (``Board.index``) and the whole table rides along with the state
(``core.rules.derived``): ``evolve`` keeps it while ``land`` and ``owner`` stay the same, and the
fast ``apply`` hands the next state an updated copy when a house is placed or two lands join,
which costs far less than starting over. ``land_gains`` and ``longest_chain`` are the scoring of
``scoring.land_points`` and ``scoring.longest_chain`` on those masks.
"""

from __future__ import annotations

from boardgames.core.rules import derives_from, kept_on
from boardgames.games.titicaca.board import Board, Cell
from boardgames.games.titicaca.state import TiticacaState

# A land: (fields, land type bits, lake bits, seats with a house there as bits, fields around it).
Row = tuple[int, int, int, int, int]

KEY = derives_from("titicaca lands", "board", "land", "owner")


class BoardMasks:
    """What the fast path needs of a board, by field number; built once per board."""

    __slots__ = ("board", "full", "lake_levels", "shore", "type_masks")

    def __init__(self, board: Board) -> None:
        ix = board.index
        n = len(board.fields)
        self.board = board
        self.full = (1 << n) - 1
        types = max(ix.type_bit).bit_length() if n else 0
        # type_masks[k]: the fields of the land type with bit 1 << k.
        self.type_masks = tuple(
            sum(1 << i for i in range(n) if ix.type_bit[i] == 1 << k) for k in range(types)
        )
        # lake_levels[k]: fields next to more than k lakes, so the lakes next to the fields of a
        # mask m add up to the sum of (m & level).bit_count() over the levels.
        most = max(ix.lake_count, default=0)
        self.lake_levels = tuple(
            sum(1 << i for i in range(n) if ix.lake_count[i] > k) for k in range(most)
        )
        self.shore = {lake: sum(1 << i for i in fs) for lake, fs in ix.shore.items()}


# By board identity (a board's own hash walks every hex); a few boards at a time at most.
_BOARDS: dict[int, BoardMasks] = {}


def board_masks(board: Board) -> BoardMasks:
    found = _BOARDS.get(id(board))
    if found is None or found.board is not board:
        if len(_BOARDS) > 32:
            _BOARDS.clear()
        found = _BOARDS[id(board)] = BoardMasks(board)
    return found


class Lands:
    """Every land by representative (``of``), each seat's fields (``seats``) and all occupied
    fields (``occupied``), as bitmasks. Shared between states: never changed once made."""

    __slots__ = ("occupied", "of", "seats")

    def __init__(self, of: dict[Cell, Row], seats: tuple[int, ...], occupied: int) -> None:
        self.of = of
        self.seats = seats
        self.occupied = occupied


def lands(state: TiticacaState) -> Lands:
    """The state's lands, from its cache or built now."""
    return kept_on(state, KEY, _build)


def _build(state: TiticacaState) -> Lands:
    ix = state.board.index
    type_bit, lakes, around = ix.type_bit, ix.lakes, ix.around
    rows: dict[Cell, list[int]] = {}
    seats = [0] * len(state.colours)
    occupied = 0
    owner = state.owner
    for i, rep in enumerate(state.land):
        seat = owner[i]
        if seat is not None:
            seats[seat] |= 1 << i
            occupied |= 1 << i
        if rep is None:
            continue
        row = rows.get(rep)
        seat_bit = 0 if seat is None else 1 << seat
        if row is None:
            rows[rep] = [1 << i, type_bit[i], lakes[i], seat_bit, around[i]]
        else:
            row[0] |= 1 << i
            row[1] |= type_bit[i]
            row[2] |= lakes[i]
            row[3] |= seat_bit
            row[4] |= around[i]
    of: dict[Cell, Row] = {rep: (r[0], r[1], r[2], r[3], r[4]) for rep, r in rows.items()}
    return Lands(of, tuple(seats), occupied)


def placed(old: Lands, state: TiticacaState, i: int, field: Cell, seat: int) -> Lands:
    """``old`` after a house of ``seat`` on field number ``i`` (``field``): a one-field land."""
    ix = state.board.index
    bit = 1 << i
    of = old.of.copy()
    of[field] = (bit, ix.type_bit[i], ix.lakes[i], 1 << seat, ix.around[i])
    seats = list(old.seats)
    seats[seat] |= bit
    return Lands(of, tuple(seats), old.occupied | bit)


def joined(old: Lands, a: Cell, b: Cell) -> Lands:
    """``old`` with the lands ``a`` and ``b`` (representatives) made one, named by the smaller."""
    of = old.of.copy()
    fa, ta, la, sa, ra = of.pop(a)
    fb, tb, lb, sb, rb = of.pop(b)
    of[min(a, b)] = (fa | fb, ta | tb, la | lb, sa | sb, ra | rb)
    return Lands(of, old.seats, old.occupied)


def land_gains(
    masks: BoardMasks,
    table: Lands,
    rows: list[Row],
    temples: list[tuple[int, int]],
    players: int,
) -> list[int]:
    """Per seat, what the majorities of these lands pay, summed (``scoring.land_points``);
    ``temples`` are (field bit, value) of the temples on the board, which count in a tie."""
    gains = [0] * players
    seats = table.seats
    type_masks = masks.type_masks
    levels = masks.lake_levels
    for fields, types, lakes, owners, _ in rows:
        if not owners:
            continue  # no house: nobody leads (a land always has one; a guard all the same)
        size = fields.bit_count()
        lake_points = lakes.bit_count()
        if owners & (owners - 1) == 0:
            # Houses of one seat only: it wins every majority of the land.
            gains[owners.bit_length() - 1] += size * types.bit_count() + lake_points
            continue
        groups = []
        while types:
            low = types & -types
            groups.append((fields & type_masks[low.bit_length() - 1], size))
            types ^= low
        if lake_points:
            groups.append((fields, lake_points))
        for group, points in groups:
            houses = [(group & mine).bit_count() for mine in seats]
            most = max(houses)
            leaders = [s for s in range(players) if houses[s] == most]
            if len(leaders) > 1:
                # Lake fields next to the leaders' houses plus their temples there.
                tie = []
                for s in leaders:
                    mine = group & seats[s]
                    value = sum((mine & level).bit_count() for level in levels)
                    value += sum(v for bit, v in temples if bit & mine)
                    tie.append(value)
                best = max(tie)
                leaders = [s for s, v in zip(leaders, tie, strict=True) if v == best]
            each = points // len(leaders)
            for s in leaders:
                gains[s] += each
    return gains


def longest_chain(around: tuple[int, ...], mine: int) -> int:
    """Houses in the largest group of touching fields of the mask ``mine``
    (``scoring.longest_chain``)."""
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
