"""The course of the game: rounds around the lakes, turns, the scorings and the end.

Everything here runs between player decisions: after the last secret bid (reveal, order, first
turn), after a turn ends (next turn, or the end of the round), and after a round (the scoring
after lakes 5 and 10 with new weapons, skipping lakes without a free field, the extra rounds after
the last lake, and the final scoring). Each function takes a state and an event list to append to
and returns the new state.
"""

from __future__ import annotations

from boardgames.core.rules import Event, PointsScored, evolve
from boardgames.games.titicaca.bidding import turn_order
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
from boardgames.games.titicaca.lands import Land, all_lands
from boardgames.games.titicaca.moves import targets
from boardgames.games.titicaca.scoring import (
    SPLIT,
    TIE_BREAK,
    Award,
    houses_on_board,
    land_points,
    longest_chain,
    new_weapons,
    score_land,
)
from boardgames.games.titicaca.state import (
    BID,
    OVER,
    PLACE,
    Temple,
    TiticacaState,
    set_at,
)
from boardgames.games.titicaca.supply import can_place_any

# The list events go to, or None on the fast path (``apply_unchecked``), which builds none.
Events = list[Event] | None


def start(state: TiticacaState, events: Events) -> TiticacaState:
    """From the laid-out landscape to the first round that can be played."""
    return next_round(state, events)


def reveal_bids(state: TiticacaState, events: Events) -> TiticacaState:
    """All bids are in: show them together, order the players and start the first turn."""
    bids = tuple(b or 0 for b in state.bids)
    order = turn_order(bids, state.arrow)
    if events is not None:
        events.append(BidsRevealed(bids, order))
    state = evolve(state, bids=bids, order=order, turn=0)
    return start_turn(state, events)


def start_turn(state: TiticacaState, events: Events) -> TiticacaState:
    """Hand the turn to the next player in order who can still place a house, or end the round."""
    while state.turn < len(state.order):
        seat = state.order[state.turn]
        bid = state.bids[seat] or 0
        free = targets(state)
        if not free:
            break
        if not can_place_any(state, seat, free):
            if events is not None:
                events.append(BidReturned(seat, bid, "no house can be placed"))
            state = evolve(state, turn=state.turn + 1)
            continue
        if events is not None:
            events.append(TurnStarted(seat, bid))
        weapons = set_at(state.weapons, seat, state.weapons[seat] - bid)
        return evolve(state, phase=PLACE, weapons=weapons, new_field=None)
    for seat in state.order[state.turn :]:
        if events is not None:
            events.append(BidReturned(seat, state.bids[seat] or 0, "no free field is left"))
    return end_round(state, events)


def end_turn(state: TiticacaState, events: Events) -> TiticacaState:
    seat = state.current
    state = evolve(state, last_actor=seat, turn=state.turn + 1, new_field=None)
    return start_turn(state, events)


def end_round(state: TiticacaState, events: Events) -> TiticacaState:
    """The arrow token goes to the last player on turn; then scorings and the next round."""
    actor = state.last_actor
    if actor is not None and actor != state.arrow and events is not None:
        events.append(ArrowPassed(actor))
    if actor is not None:
        state = evolve(state, arrow=actor)
    if state.extra_round and actor is None:
        # Our decision: an extra round in which nobody takes a turn ends the game, or players
        # keeping weapons but bidding nothing could go round for ever.
        return final_scoring(state, events, "nobody took a turn in an extra round")
    return next_round(state, events)


def next_round(state: TiticacaState, events: Events) -> TiticacaState:
    """After round ``state.round`` (0: before the first): score if due, then the next round."""
    config = state.config
    while True:
        if state.round in config.scoring_lakes and state.round <= config.lake_rounds:
            state = interim_scoring(state, state.round, events)
        if None not in state.owner:
            return final_scoring(state, events, "no free field is left")
        state = evolve(
            state, round=state.round + 1, order=(), turn=0, new_field=None, last_actor=None
        )
        free = targets(state)
        lake = state.lake
        if lake is not None and not free:
            why = "it is not in play" if lake not in state.board.lakes else "no free field"
            if events is not None:
                events.append(RoundSkipped(lake, why))
            continue
        able = [
            s
            for s in range(state.players)
            if state.weapons[s] > 0 and can_place_any(state, s, free)
        ]
        if not able:
            if lake is None:
                return final_scoring(state, events, "nobody can bid any more")
            if events is not None:
                events.append(RoundSkipped(lake, "nobody can bid"))
            continue
        bids = tuple(None if s in able else 0 for s in range(state.players))
        if events is not None:
            events.append(RoundStarted(state.round_number, lake, len(free)))
        return evolve(state, phase=BID, bids=bids)


def interim_scoring(state: TiticacaState, lake: int, events: Events) -> TiticacaState:
    """After a scoring lake: weapons held, the lands at that lake, then new weapons."""
    if events is not None:
        events.append(ScoringStarted(f"Scoring after lake {lake}"))
    state = score_weapons(state, events, f"weapons held after lake {lake}")
    lands = [land for land in all_lands(state).values() if lake in land.lakes]
    state = score_lands(state, lands, events)
    fields = {f for land in lands for f in land.fields}
    back = [t for t in state.temples if t.field in fields]
    if back:
        supply = [list(s) for s in state.temple_supply]
        for t in back:
            supply[t.seat].append(t.value)
        state = evolve(
            state,
            temples=tuple(t for t in state.temples if t.field not in fields),
            temple_supply=tuple(tuple(sorted(s)) for s in supply),
        )
        if events is not None:
            events.append(TemplesReturned(tuple((t.field, t.seat) for t in back)))
    for seat in range(state.players):
        value = new_weapons(state, seat)
        if events is not None:
            events.append(
                WeaponsReceived(
                    seat, value, houses_on_board(state, seat), longest_chain(state, seat)
                )
            )
        state = evolve(state, weapons=set_at(state.weapons, seat, state.weapons[seat] + value))
    return state


def final_scoring(state: TiticacaState, events: Events, reason: str) -> TiticacaState:
    if events is not None:
        events.append(GameEnded(reason))
        events.append(ScoringStarted("Final scoring"))
    bonus = state.config.chain_bonus
    for seat in range(state.players):
        houses = houses_on_board(state, seat)
        state = _award(state, events, seat, houses, "houses", f"{houses} houses on the board")
    for seat in range(state.players):
        chain = longest_chain(state, seat)
        reason_text = f"longest chain of {chain} houses"
        state = _award(state, events, seat, bonus * chain, "chains", reason_text)
    state = score_weapons(state, events, "weapons held at the end")
    state = score_lands(state, list(all_lands(state).values()), events)
    return evolve(state, phase=OVER, bids=(), order=(), turn=0, new_field=None)


def score_weapons(state: TiticacaState, events: Events, reason: str) -> TiticacaState:
    for seat in range(state.players):
        state = _award(state, events, seat, state.weapons[seat], "weapons", reason)
    return state


def score_lands(state: TiticacaState, lands: list[Land], events: Events) -> TiticacaState:
    """Turn up the temples in these lands, then score each land's majorities."""
    fields = {f for land in lands for f in land.fields}
    hidden = [t for t in state.temples if t.field in fields and not t.face_up]
    if hidden:
        if events is not None:
            events.append(TemplesRevealed(tuple((t.field, t.seat, t.value) for t in hidden)))
        state = evolve(
            state,
            temples=tuple(
                Temple(t.field, t.seat, t.value, True) if t.field in fields else t
                for t in state.temples
            ),
        )
    if events is None:
        # The fast path: the same points, added once per seat, without the reasons.
        gains = [0] * state.players
        temples = {t.field: t.value for t in state.temples}
        for land in lands:
            for seat, points in enumerate(land_points(state, land, temples)):
                gains[seat] += points
        for seat, points in enumerate(gains):
            if points > 0:
                state = state.with_points(seat, "lands", points)
        return state
    for land in lands:
        for award in score_land(state, land):
            for seat in award.winners:
                state = _award(state, events, seat, award.each, "lands", _reason(award, land), land)
    return state


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
    state: TiticacaState,
    events: Events,
    seat: int,
    points: int,
    category: str,
    reason: str,
    land: Land | None = None,
) -> TiticacaState:
    if points <= 0:
        return state
    if events is not None:
        events.append(PointsScored(seat, points, category, reason, land.rep if land else None))
    return state.with_points(seat, category, points)
