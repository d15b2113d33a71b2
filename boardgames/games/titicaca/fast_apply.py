"""Titicaca's unchecked ``apply`` for search: the checked rules' states, reached with less work.

``apply_unchecked`` mirrors ``rules._perform`` with the rounds of ``rounds`` (turns, the end of a
round, the next round, the scorings) for a trusted legal action and builds no events. Where the
checked code copies the state for every small change, here the changes of a step are gathered and
the state copied once; lands, houses and scorings are read from the bitmasks of ``fast_lands``,
which the new state gets updated instead of rebuilt. Read ``rounds``, ``scoring`` and ``lands``
for the rules themselves; the tests compare every step with the checked ``apply``.
"""

from __future__ import annotations

from typing import Any

from boardgames.core.rules import Action, derived, evolve
from boardgames.games.titicaca.actions import (
    Bid,
    BuildTemple,
    EndTurn,
    JoinLands,
    JoinNew,
    PlaceHouse,
)
from boardgames.games.titicaca.bidding import turn_order
from boardgames.games.titicaca.board import Cell
from boardgames.games.titicaca.fast_lands import (
    KEY,
    BoardMasks,
    Lands,
    board_masks,
    joined,
    land_gains,
    lands,
    longest_chain,
    placed,
)
from boardgames.games.titicaca.state import (
    BID,
    CATEGORIES,
    END,
    JOIN,
    MERGE,
    OVER,
    PLACE,
    TEMPLE,
    Seat,
    Temple,
    TiticacaState,
)
from boardgames.games.titicaca.supply import can_place_any, shared_pair

HOUSES, CHAINS, WEAPONS, LANDS = (
    CATEGORIES.index(c) for c in ("houses", "chains", "weapons", "lands")
)


def apply_unchecked(state: TiticacaState, seat: Seat, action: Action) -> TiticacaState:
    """The state after ``action`` of ``seat``, which must be legal (``rules.apply``'s state)."""
    kind = type(action)
    if kind is Bid:
        return _bid(state, seat, action.value)  # type: ignore[attr-defined]
    if kind is PlaceHouse:
        return _place(state, seat, action.field)  # type: ignore[attr-defined]
    if kind is EndTurn:
        turn = state.turn + 1
        changes = {"last_actor": state.current, "turn": turn, "new_field": None}
        return _start_turn(state, turn, changes)
    if kind is JoinNew:
        return _join(state, state.new_field, action.land, MERGE)  # type: ignore[arg-type, attr-defined]
    if kind is JoinLands:
        return _join(state, action.a, action.b, TEMPLE)  # type: ignore[attr-defined]
    if kind is BuildTemple:
        return _temple(state, seat, action.field, action.value)  # type: ignore[attr-defined]
    return state


def _bid(state: TiticacaState, seat: Seat, value: int) -> TiticacaState:
    """``rules._bid``, and once every bid is in ``rounds.reveal_bids`` with the first turn."""
    bids = list(state.bids)
    bids[seat] = value
    if None in bids:
        return evolve(state, bids=tuple(bids))
    shown = tuple(b or 0 for b in bids)
    order = turn_order(shown, state.arrow)
    return _start_turn(state, 0, {"bids": shown, "order": order}, order)


def _free(state: TiticacaState, masks: BoardMasks, table: Lands, rnd: int) -> int:
    """``moves.targets`` in round ``rnd``, as a bitmask."""
    config = state.config
    if 1 <= rnd <= config.lake_rounds:
        return masks.shore.get(rnd, 0) & ~table.occupied
    return masks.full & ~table.occupied


def _can_place_any(state: TiticacaState, seat: Seat, free: int) -> bool:
    """``supply.can_place_any`` for the free fields of the mask ``free`` (not empty)."""
    if state.houses_left[seat] > 0:
        return True
    fields = state.board.fields
    cells = []
    while free:
        low = free & -free
        cells.append(fields[low.bit_length() - 1])
        free ^= low
    return can_place_any(state, seat, cells)


def _start_turn(
    state: TiticacaState,
    turn: int,
    changes: dict[str, Any],
    order: tuple[Seat, ...] | None = None,
) -> TiticacaState:
    """``rounds.start_turn`` from turn number ``turn``, with ``changes`` still to make to
    ``state`` (none of them to the fields, the supplies or the round)."""
    if order is None:
        order = state.order
    masks = board_masks(state.board)
    free = _free(state, masks, lands(state), state.round)
    bids = changes.get("bids", state.bids)
    while turn < len(order) and free:
        seat = order[turn]
        if not _can_place_any(state, seat, free):
            turn += 1
            continue
        weapons = list(state.weapons)
        weapons[seat] -= bids[seat] or 0
        changes.update(turn=turn, phase=PLACE, weapons=tuple(weapons), new_field=None)
        return evolve(state, **changes)
    changes["turn"] = turn
    # ``rounds.end_round``: the arrow token goes to the last player on turn.
    actor = changes.get("last_actor", state.last_actor)
    if actor is not None:
        changes["arrow"] = actor
    state = evolve(state, **changes)
    if actor is None and state.round > state.config.lake_rounds:
        return _final_scoring(state)
    return _next_round(state)


def _next_round(state: TiticacaState) -> TiticacaState:
    """``rounds.next_round``: scorings due, skipped rounds, the bids of the next round."""
    config = state.config
    masks = board_masks(state.board)
    table = lands(state)  # the fields stay as they are from here on
    rnd = state.round
    advanced = False  # whether ``rnd`` is ahead of ``state.round``
    players = len(state.colours)
    while True:
        if rnd in config.scoring_lakes and rnd <= config.lake_rounds:
            if advanced:
                state = _new_round(state, rnd)
                advanced = False
            state = _interim_scoring(state, masks, table, rnd)
        if table.occupied == masks.full:
            return _final_scoring(_new_round(state, rnd) if advanced else state)
        rnd += 1
        advanced = True
        free = _free(state, masks, table, rnd)
        lake = rnd if 1 <= rnd <= config.lake_rounds else None
        if lake is not None and not free:
            continue
        weapons = state.weapons
        able = [s for s in range(players) if weapons[s] > 0 and _can_place_any(state, s, free)]
        if not able:
            if lake is None:
                return _final_scoring(_new_round(state, rnd))
            continue
        bids = tuple(None if s in able else 0 for s in range(players))
        return evolve(
            state,
            round=rnd,
            order=(),
            turn=0,
            new_field=None,
            last_actor=None,
            phase=BID,
            bids=bids,
        )


def _new_round(state: TiticacaState, rnd: int) -> TiticacaState:
    return evolve(state, round=rnd, order=(), turn=0, new_field=None, last_actor=None)


def _temple_bits(state: TiticacaState) -> list[tuple[int, Temple]]:
    at = state.board.field_index
    return [(1 << at[t.field], t) for t in state.temples]


def _interim_scoring(
    state: TiticacaState, masks: BoardMasks, table: Lands, lake: int
) -> TiticacaState:
    """``rounds.interim_scoring``: weapons held, the lands at ``lake``, then new weapons."""
    players = len(state.colours)
    points = [list(row) for row in state.points]
    weapons = list(state.weapons)
    for s in range(players):
        if weapons[s] > 0:
            points[s][WEAPONS] += weapons[s]
    lake_bit = 1 << lake
    rows = [row for row in table.of.values() if row[2] & lake_bit]
    fields = 0
    for row in rows:
        fields |= row[0]
    temples = _temple_bits(state)
    gains = land_gains(masks, table, rows, [(bit, t.value) for bit, t in temples], players)
    for s, gain in enumerate(gains):
        if gain > 0:
            points[s][LANDS] += gain
    changes: dict[str, Any] = {}
    # The temples in the scored lands go back to their owners (turned up first, which leaves
    # nothing behind in the state).
    back = [t for bit, t in temples if bit & fields]
    if back:
        supply = [list(values) for values in state.temple_supply]
        for t in back:
            supply[t.seat].append(t.value)
        changes["temples"] = tuple(t for bit, t in temples if not bit & fields)
        changes["temple_supply"] = tuple(tuple(sorted(values)) for values in supply)
    around = state.board.index.around
    bonus = state.config.chain_bonus
    for s, mine in enumerate(table.seats):
        weapons[s] += mine.bit_count() + bonus * longest_chain(around, mine)
    return evolve(
        state,
        points=tuple(tuple(row) for row in points),
        weapons=tuple(weapons),
        **changes,
    )


def _final_scoring(state: TiticacaState) -> TiticacaState:
    """``rounds.final_scoring``: houses, chains, weapons held, every land; the game is over."""
    masks = board_masks(state.board)
    table = lands(state)
    players = len(state.colours)
    points = [list(row) for row in state.points]
    around = state.board.index.around
    bonus = state.config.chain_bonus
    for s, mine in enumerate(table.seats):
        houses = mine.bit_count()
        if houses > 0:
            points[s][HOUSES] += houses
        chain = bonus * longest_chain(around, mine)
        if chain > 0:
            points[s][CHAINS] += chain
        if state.weapons[s] > 0:
            points[s][WEAPONS] += state.weapons[s]
    rows = list(table.of.values())
    fields = 0
    for row in rows:
        fields |= row[0]
    temples = _temple_bits(state)
    changes: dict[str, Any] = {}
    if any(bit & fields and not t.face_up for bit, t in temples):
        changes["temples"] = tuple(
            Temple(t.field, t.seat, t.value, True) if bit & fields else t for bit, t in temples
        )
    gains = land_gains(masks, table, rows, [(bit, t.value) for bit, t in temples], players)
    for s, gain in enumerate(gains):
        if gain > 0:
            points[s][LANDS] += gain
    return evolve(
        state,
        points=tuple(tuple(row) for row in points),
        phase=OVER,
        bids=(),
        order=(),
        turn=0,
        new_field=None,
        **changes,
    )


def _place(state: TiticacaState, seat: Seat, field: Cell) -> TiticacaState:
    """``rules._place``: a house from the supply, or (none left) one shared by two fields."""
    i = state.board.field_index[field]
    changes: dict[str, Any] = {}
    left = state.houses_left
    if left[seat] > 0:
        houses = list(left)
        houses[seat] -= 1
        changes["houses_left"] = tuple(houses)
    else:
        shared = shared_pair(state, seat, field)
        assert shared is not None  # legal() only offers fields where the special rule applies
        changes["shared_houses"] = (*state.shared_houses, shared)
    owner = list(state.owner)
    land = list(state.land)
    owner[i] = seat
    land[i] = field
    table = placed(lands(state), state, i, field, seat)
    new = evolve(
        state, owner=tuple(owner), land=tuple(land), phase=JOIN, new_field=field, **changes
    )
    derived(new)[KEY] = table
    return new


def _join(state: TiticacaState, a: Cell, b: Cell, phase: str) -> TiticacaState:
    """``lands.join`` of the lands of the fields ``a`` and ``b``, then the step ``phase``."""
    at = state.board.field_index
    land = list(state.land)
    ra, rb = land[at[a]], land[at[b]]
    assert ra is not None and rb is not None
    table = lands(state)
    rep, other = (ra, rb) if ra < rb else (rb, ra)
    # Only the fields of the land that gives up its name change.
    moved = table.of[other][0]
    while moved:
        low = moved & -moved
        land[low.bit_length() - 1] = rep
        moved ^= low
    new = evolve(state, land=tuple(land), phase=phase)
    derived(new)[KEY] = joined(table, ra, rb)
    return new


def _temple(state: TiticacaState, seat: Seat, field: Cell, value: int) -> TiticacaState:
    """``rules._temple``: the temple goes on the field, face down; only ending the turn is left."""
    supply = list(state.temple_supply[seat])
    supply.remove(value)
    temples = tuple(sorted((*state.temples, Temple(field, seat, value)), key=lambda t: t.field))
    values = list(state.temple_supply)
    values[seat] = tuple(supply)
    return evolve(state, temples=temples, temple_supply=tuple(values), phase=END)
