"""The course of the game: rounds around the lakes, turns, the scorings and the end.

Everything here runs between player decisions: after the last secret bid (reveal, order, first
turn), after a turn ends (next turn, or the end of the round), and after a round (the scoring
after lakes 5 and 10 with new weapons, skipping lakes without a free field, the extra rounds after
the last lake, and the final scoring). Each function takes a state and the list events go to, or
None when nobody listens (``apply_unchecked``, for playouts in a search), and returns the new
state. A step gathers its changes and copies the state once where it can: a playout is mostly
such copies.
"""

from __future__ import annotations

from typing import Any

from boardgames.core.rules import Event, PointsScored, evolve
from boardgames.games.titicaca.bidding import turn_order
from boardgames.games.titicaca.board import Cell
from boardgames.games.titicaca.events import (
    ArrowPassed,
    BidReturned,
    BidsRevealed,
    GameEnded,
    RoundSkipped,
    RoundStarted,
    ScoringStarted,
    TemplesReturned,
    TemplesRevealed,
    TurnStarted,
    WeaponsReceived,
)
from boardgames.games.titicaca.lands import Land, land_of
from boardgames.games.titicaca.lands_cache import lands
from boardgames.games.titicaca.moves import free_at
from boardgames.games.titicaca.scoring import (
    SPLIT,
    TIE_BREAK,
    Award,
    Majorities,
    houses_on_board,
    longest_chain,
    new_weapons,
)
from boardgames.games.titicaca.state import (
    BID,
    CATEGORIES,
    OVER,
    PLACE,
    Seat,
    Temple,
    TiticacaState,
    set_at,
)
from boardgames.games.titicaca.supply import can_place_any

# The list events go to, or None when nobody listens (``apply_unchecked``), which builds none.
Events = list[Event] | None
# Points per seat per ``CATEGORIES``, added up during a scoring and copied into the state once.
Points = list[list[int]]
HOUSES, CHAINS, WEAPONS, LANDS = (
    CATEGORIES.index(c) for c in ("houses", "chains", "weapons", "lands")
)


def start(state: TiticacaState, events: Events) -> TiticacaState:
    """From the laid-out landscape to the first round that can be played."""
    return next_round(state, {}, events)


def reveal_bids(
    state: TiticacaState, bids: tuple[int | None, ...], events: Events
) -> TiticacaState:
    """All ``bids`` are in: show them together, order the players and start the first turn."""
    shown = tuple(b or 0 for b in bids)
    order = turn_order(shown, state.arrow)
    if events is not None:
        events.append(BidsRevealed(shown, order))
    return start_turn(state, order, shown, 0, {"bids": shown, "order": order}, events)


def end_turn(state: TiticacaState, events: Events) -> TiticacaState:
    changes = {"last_actor": state.current, "new_field": None}
    return start_turn(state, state.order, state.bids, state.turn + 1, changes, events)


def start_turn(
    state: TiticacaState,
    order: tuple[Seat, ...],
    bids: tuple[int | None, ...],
    turn: int,
    changes: dict[str, Any],
    events: Events,
) -> TiticacaState:
    """Hand the turn to the next player in ``order`` from ``turn`` on who can still place a
    house, or end the round. ``changes`` are what this step has changed so far, not yet made to
    ``state`` (none of them to the fields, the supplies or the round)."""
    free = free_at(state, state.round)
    while turn < len(order) and free:
        seat = order[turn]
        bid = bids[seat] or 0
        if not can_place_any(state, seat, free):
            if events is not None:
                events.append(BidReturned(seat, bid, "no house can be placed"))
            turn += 1
            continue
        if events is not None:
            events.append(TurnStarted(seat, bid))
        weapons = set_at(state.weapons, seat, state.weapons[seat] - bid)
        changes.update(turn=turn, phase=PLACE, weapons=weapons, new_field=None)
        return evolve(state, **changes)
    if events is not None:
        for seat in order[turn:]:
            events.append(BidReturned(seat, bids[seat] or 0, "no free field is left"))
    changes["turn"] = turn
    return end_round(state, changes, events)


def end_round(state: TiticacaState, changes: dict[str, Any], events: Events) -> TiticacaState:
    """The arrow token goes to the last player on turn; then scorings and the next round.
    ``changes`` as in ``start_turn``."""
    actor = changes.get("last_actor", state.last_actor)
    if actor is not None:
        if actor != state.arrow and events is not None:
            events.append(ArrowPassed(actor))
        changes["arrow"] = actor
    if state.extra_round and actor is None:
        # Our decision: an extra round in which nobody takes a turn ends the game, or players
        # keeping weapons but bidding nothing could go round for ever.
        reason = "nobody took a turn in an extra round"
        return final_scoring(evolve(state, **changes), events, reason)
    return next_round(state, changes, events)


def next_round(state: TiticacaState, changes: dict[str, Any], events: Events) -> TiticacaState:
    """After round ``state.round`` (0: before the first): score if due, then the next round that
    can be played. ``changes`` as in ``start_turn``: the step's changes are made together with
    the new round's, in one copy."""
    config = state.config
    full = state.board.index.full
    players = state.players
    rnd = state.round
    while True:
        if rnd in config.scoring_lakes and rnd <= config.lake_rounds:
            state = interim_scoring(_in_round(state, rnd, changes), rnd, events)
            changes = {}
        if lands(state).occupied == full:
            state = _in_round(state, rnd, changes)
            return final_scoring(state, events, "no free field is left")
        rnd += 1
        free = free_at(state, rnd)
        lake = rnd if rnd <= config.lake_rounds else None
        if lake is not None and not free:
            if events is not None:
                why = "it is not in play" if lake not in state.board.lakes else "no free field"
                events.append(RoundSkipped(lake, why))
            continue
        weapons = state.weapons
        able = [s for s in range(players) if weapons[s] > 0 and can_place_any(state, s, free)]
        if not able:
            if lake is None:
                state = _in_round(state, rnd, changes)
                return final_scoring(state, events, "nobody can bid any more")
            if events is not None:
                events.append(RoundSkipped(lake, "nobody can bid"))
            continue
        bids: list[int | None] = [0] * players  # a seat that cannot take a turn bids nothing
        for s in able:
            bids[s] = None
        changes.update(_round_start(rnd), phase=BID, bids=tuple(bids))
        state = evolve(state, **changes)
        if events is not None:
            events.append(RoundStarted(state.round_number, lake, free.bit_count()))
        return state


def _round_start(rnd: int) -> dict[str, Any]:
    """Round ``rnd`` before anyone is on turn."""
    return {"round": rnd, "order": (), "turn": 0, "new_field": None, "last_actor": None}


def _in_round(state: TiticacaState, rnd: int, changes: dict[str, Any]) -> TiticacaState:
    """``state`` with ``changes`` made and moved on to round ``rnd`` if that is a later one (the
    rounds skipped on the way cost no copies)."""
    if rnd != state.round:
        changes = changes | _round_start(rnd)
    return evolve(state, **changes) if changes else state


def interim_scoring(state: TiticacaState, lake: int, events: Events) -> TiticacaState:
    """After a scoring lake: weapons held, the lands at that lake, then new weapons."""
    if events is not None:
        events.append(ScoringStarted(f"Scoring after lake {lake}"))
    points = [list(row) for row in state.points]
    _score_weapons(state, points, events, f"weapons held after lake {lake}")
    of = lands(state).of
    bit = 1 << lake
    scored = sorted(rep for rep, row in of.items() if row[2] & bit)
    fields = _score_lands(state, points, scored, events)
    changes: dict[str, Any] = {}
    at = state.board.field_index
    back = [t for t in state.temples if 1 << at[t.field] & fields]
    if back:
        # The temples in the scored lands go back to their owners (turned up first, which
        # leaves nothing behind in the state).
        supply = [list(values) for values in state.temple_supply]
        for t in back:
            supply[t.seat].append(t.value)
        changes["temples"] = tuple(t for t in state.temples if not 1 << at[t.field] & fields)
        changes["temple_supply"] = tuple(tuple(sorted(values)) for values in supply)
        if events is not None:
            events.append(TemplesReturned(tuple((t.field, t.seat) for t in back)))
    weapons = list(state.weapons)
    for seat in range(state.players):
        value = new_weapons(state, seat)
        if events is not None:
            houses, chain = houses_on_board(state, seat), longest_chain(state, seat)
            events.append(WeaponsReceived(seat, value, houses, chain))
        weapons[seat] += value
    points_now = tuple(tuple(row) for row in points)
    return evolve(state, points=points_now, weapons=tuple(weapons), **changes)


def final_scoring(state: TiticacaState, events: Events, reason: str) -> TiticacaState:
    """Houses, chains, weapons held and every land; the game is over."""
    if events is not None:
        events.append(GameEnded(reason))
        events.append(ScoringStarted("Final scoring"))
    points = [list(row) for row in state.points]
    for seat in range(state.players):
        houses = houses_on_board(state, seat)
        _award(points, events, seat, houses, HOUSES, f"{houses} houses on the board")
    bonus = state.config.chain_bonus
    for seat in range(state.players):
        chain = longest_chain(state, seat)
        _award(points, events, seat, bonus * chain, CHAINS, f"longest chain of {chain} houses")
    _score_weapons(state, points, events, "weapons held at the end")
    _score_lands(state, points, sorted(lands(state).of), events)
    changes: dict[str, Any] = {}
    if any(not t.face_up for t in state.temples):
        # Every temple stands on a house, so in a land: all are turned up for the scoring.
        changes["temples"] = tuple(Temple(t.field, t.seat, t.value, True) for t in state.temples)
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


def _score_weapons(state: TiticacaState, points: Points, events: Events, reason: str) -> None:
    for seat, value in enumerate(state.weapons):
        _award(points, events, seat, value, WEAPONS, reason)


def _score_lands(state: TiticacaState, points: Points, reps: list[Cell], events: Events) -> int:
    """Score the majorities of the lands named by ``reps``, after turning up their temples;
    returns their fields (a bitmask)."""
    of = lands(state).of
    rows = [of[rep] for rep in reps]
    majorities = Majorities(state)
    fields = 0
    for row in rows:
        fields |= row[0]
    if events is None:
        for seat, gain in enumerate(majorities.gains(rows)):
            points[seat][LANDS] += gain
        return fields
    at = state.board.field_index
    hidden = [t for t in state.temples if 1 << at[t.field] & fields and not t.face_up]
    if hidden:
        events.append(TemplesRevealed(tuple((t.field, t.seat, t.value) for t in hidden)))
    for rep, row in zip(reps, rows, strict=True):
        land = land_of(state, rep)
        assert land is not None
        for award in majorities.awards(row):
            for seat in award.winners:
                _award(points, events, seat, award.each, LANDS, _reason(award, land), rep)
    return fields


def _reason(award: Award, land: Land) -> str:
    where = f"{land.size}-field land"
    where += f" at lakes {', '.join(map(str, land.lakes))}" if land.lakes else " without lakes"
    what = award.label
    if award.how == TIE_BREAK:
        what += " (tie won on lakes and temples)"
    elif award.how == SPLIT:
        what += f" (tie: {award.points} split {len(award.winners)} ways)"
    return f"{what}, {where}"


def _award(
    points: Points,
    events: Events,
    seat: int,
    amount: int,
    category: int,
    reason: str,
    land: Cell | None = None,
) -> None:
    if amount <= 0:
        return
    if events is not None:
        events.append(PointsScored(seat, amount, CATEGORIES[category], reason, land))
    points[seat][category] += amount
