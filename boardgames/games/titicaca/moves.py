"""What the player on turn may do at each step, and why a move is refused.

These are the rulebook's conditions for placing a house, joining the new land, joining two other
lands and building a temple, as pure functions of a state, on the lands' bitmasks
(``lands_cache``). ``legal`` lists the exact actions of a seat; ``random_action`` draws one of
them from the same options without listing them all, which is what playouts in a search run on
(3 µs a mid-game step against 7 µs for listing them and choosing one); ``why_not`` gives the
sentence a player reads when they try something else.
"""

from __future__ import annotations

import random
from functools import cache

from boardgames.core.rules import Action
from boardgames.games.titicaca.actions import (
    Bid,
    BuildTemple,
    EndTurn,
    JoinLands,
    JoinNew,
    PlaceHouse,
)
from boardgames.games.titicaca.board import Cell
from boardgames.games.titicaca.lands import adjacent_lands, land_of
from boardgames.games.titicaca.lands_cache import Lands, Row, lands
from boardgames.games.titicaca.state import (
    BID,
    END,
    JOIN,
    MERGE,
    PLACE,
    TEMPLE,
    Seat,
    TiticacaState,
)
from boardgames.games.titicaca.supply import placeable

# Actions are values: the common ones are shared objects instead of new ones at every step.
bid = cache(Bid)
place_house = cache(PlaceHouse)
END_TURN = EndTurn()

# The optional steps open to the player on turn: lands the new one may join, pairs of other
# lands to join, the fields for a temple (a bitmask) and the temple values.
StepOptions = tuple[list[Cell], list[tuple[Cell, Cell]], int, list[int]]
NO_STEPS: StepOptions = ([], [], 0, [])


def free_at(state: TiticacaState, rnd: int) -> int:
    """The free fields a house may go on in round ``rnd``, as a bitmask: the lake's shore, or
    any free field in an extra round."""
    ix = state.board.index
    free = ~lands(state).occupied
    if 1 <= rnd <= state.config.lake_rounds:
        return ix.shore.get(rnd, 0) & free
    return ix.full & free


def targets(state: TiticacaState) -> list[Cell]:
    """The free fields a house may go on this round."""
    return state.board.cells_in(free_at(state, state.round))


def _new_rep(state: TiticacaState) -> Cell | None:
    """The land of the field the player on turn has just taken."""
    return None if state.new_field is None else state.land_rep(state.new_field)


def _joins(state: TiticacaState, table: Lands, new: Cell) -> list[Cell]:
    ix = state.board.index
    i = state.board.field_index[new]
    new_type = ix.type_bit[i]
    land, of = state.land, table.of
    out = set()
    for n in ix.neighbours[i]:
        rep = land[n]
        if rep is not None and rep != new and not of[rep][1] & new_type:
            out.add(rep)
    return sorted(out)


def _merges(
    state: TiticacaState, seat: Seat, table: Lands, new: Cell, near: list[tuple[Cell, Row]]
) -> list[tuple[Cell, Cell]]:
    # One of the pair is adjacent to the new land: the other one shares a stick with it.
    me = 1 << seat
    land, of = state.land, table.of
    pairs = set()
    for a, (fa, ta, _, sa, around) in near:
        border = around & ~fa & table.occupied
        while border:
            b = land[(border & -border).bit_length() - 1]
            assert b is not None  # an occupied field is in a land
            fb, tb, _, sb, _ = of[b]
            border &= ~fb
            if b != new and (sa | sb) & me and ta & ~tb and tb & ~ta:
                pairs.add((a, b) if a < b else (b, a))
    return sorted(pairs)


def _temple_spots(
    state: TiticacaState, seat: Seat, table: Lands, new: Cell, near: list[tuple[Cell, Row]]
) -> int:
    at = state.board.field_index
    fields = table.of[new][0]
    for _, row in near:
        fields |= row[0]
    for t in state.temples:
        fields &= ~(1 << at[t.field])
    return fields & table.seats[seat]


def join_options(state: TiticacaState) -> list[Cell]:
    """Lands the new one-field land may join: next to it and without its land type."""
    new = _new_rep(state)
    return [] if new is None else _joins(state, lands(state), new)


def merge_options(state: TiticacaState, seat: Seat) -> list[tuple[Cell, Cell]]:
    """Pairs of other lands the player may join: they share a border stick, one holds a house
    of the player, one is adjacent to the new field's land, and each has a land type the other
    lacks."""
    new = _new_rep(state)
    if new is None:
        return []
    table = lands(state)
    return _merges(state, seat, table, new, adjacent_lands(table, new))


def temple_options(state: TiticacaState, seat: Seat) -> list[tuple[Cell, int]]:
    """(field, value) pairs: an own field without a temple in the new field's land or a land
    adjacent to it, with a temple value still in the supply."""
    new = _new_rep(state)
    values = sorted(set(state.temple_supply[seat]))
    if new is None or not values:
        return []
    table = lands(state)
    spots = _temple_spots(state, seat, table, new, adjacent_lands(table, new))
    return [(f, v) for f in state.board.cells_in(spots) for v in values]


def step_options(state: TiticacaState, seat: Seat) -> StepOptions:
    """The optional steps of this phase of a turn (after the house, before its end)."""
    phase = state.phase
    values = sorted(set(state.temple_supply[seat])) if phase != END else []
    new = _new_rep(state)
    if new is None or phase == END or (phase == TEMPLE and not values):
        return NO_STEPS
    table = lands(state)
    near = adjacent_lands(table, new)
    joins = _joins(state, table, new) if phase == JOIN else []
    merges = _merges(state, seat, table, new, near) if phase in (JOIN, MERGE) else []
    spots = _temple_spots(state, seat, table, new, near) if values else 0
    return joins, merges, spots, values


def legal(state: TiticacaState, seat: Seat) -> list[Action]:
    """Every action ``seat`` may take now (assumes ``seat`` is to act)."""
    phase = state.phase
    if phase == BID:
        return [bid(v) for v in range(state.weapons[seat] + 1)]
    if phase == PLACE:
        fields = placeable(state, seat, free_at(state, state.round))
        return [place_house(f) for f in state.board.cells_in(fields)]
    joins, merges, spots, values = step_options(state, seat)
    out: list[Action] = [JoinNew(rep) for rep in joins]
    out += [JoinLands(a, b) for a, b in merges]
    out += [BuildTemple(f, v) for f in state.board.cells_in(spots) for v in values]
    out.append(END_TURN)
    return out


def random_action(state: TiticacaState, seat: Seat, rng: random.Random) -> Action:
    """One of ``legal(state, seat)``, uniformly, from the same options without listing them all
    (for playouts in a search; ``seat`` must be to act)."""
    phase = state.phase
    if phase == BID:
        return bid(int(rng.random() * (state.weapons[seat] + 1)))
    board = state.board
    if phase == PLACE:
        fields = placeable(state, seat, free_at(state, state.round))
        return place_house(board.nth_in(fields, int(rng.random() * fields.bit_count())))
    joins, merges, spots, values = step_options(state, seat)
    temples = spots.bit_count() * len(values)
    k = int(rng.random() * (len(joins) + len(merges) + temples + 1))
    if k < len(joins):
        return JoinNew(joins[k])
    k -= len(joins)
    if k < len(merges):
        return JoinLands(*merges[k])
    k -= len(merges)
    if k < temples:
        return BuildTemple(board.nth_in(spots, k // len(values)), values[k % len(values)])
    return END_TURN


def why_not(state: TiticacaState, seat: Seat, action: Action) -> str | None:
    """None if the action is legal; else a sentence saying why not."""
    if action in legal(state, seat):
        return None
    phase = state.phase
    if phase == BID:
        if isinstance(action, Bid):
            if action.value < 0:
                return "A bid cannot be negative."
            return f"You have weapons worth only {state.weapons[seat]}."
        return "Everyone first chooses weapons in secret."
    if isinstance(action, Bid):
        return "The bids for this round are in."
    if phase == PLACE:
        return _why_not_place(state, seat, action)
    if isinstance(action, PlaceHouse):
        return "You have already placed your house this turn."
    if isinstance(action, JoinNew):
        return _why_not_join(state, action)
    if isinstance(action, JoinLands):
        return _why_not_merge(state, phase)
    if isinstance(action, BuildTemple):
        return _why_not_temple(state, seat, action)
    return "That move is not allowed now."


def _why_not_place(state: TiticacaState, seat: Seat, action: Action) -> str:
    if not isinstance(action, PlaceHouse):
        return "First place a house."
    field = action.field
    if not state.board.is_field(field):
        return "Houses go on land fields."
    if state.owner_of(field) is not None:
        return "That field is taken."
    if field not in targets(state):
        return f"This round the house goes next to lake {state.lake}."
    return "You have no house left to place there."


def _why_not_join(state: TiticacaState, action: JoinNew) -> str:
    if state.phase != JOIN:
        return "Joining the new land comes first; that step is over."
    land = land_of(state, action.land)
    if land is None:
        return "Choose a land next to the new field."
    field = state.new_field
    if field is not None and not set(land.fields).intersection(state.board.field_neighbours[field]):
        return "That land has no field next to the new field."
    if state.new_field is not None and state.board.land_type(state.new_field) in land.land_types:
        return "That land already has this land type."
    return "That land cannot be joined with the new land."


def _why_not_merge(state: TiticacaState, phase: str) -> str:
    if phase not in (JOIN, MERGE):
        return "Joining two lands comes before the temple; that step is over."
    return (
        "Those lands cannot be joined: they must share a border stick, one must hold your house, "
        "one must be adjacent to your new field's land, and each needs a land type the other lacks."
    )


def _why_not_temple(state: TiticacaState, seat: Seat, action: BuildTemple) -> str:
    if state.phase == END:
        return "You have already built a temple this turn."
    if action.value not in state.temple_supply[seat]:
        return "You have no such temple left."
    if not state.board.is_field(action.field) or state.owner_of(action.field) != seat:
        return "A temple goes on one of your own fields."
    if state.temple_at(action.field) is not None:
        return "That field already has a temple."
    return "A temple goes in your new field's land or a land adjacent to it."
