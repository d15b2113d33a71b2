"""The order of play: turns within a phase, the phases of a round, the six rounds.

``settle`` runs after every action: it resolves tasks that leave no choice, ends a turn whose work
is done, skips players with nothing to do (no dice left, nothing to buy), scores the automatic
steps of phase III and starts the next round with a fresh roll, so the state it returns always
waits for a real decision (or is over).
"""

from __future__ import annotations

from boardgames.core.rules import Event, Seat, evolve
from boardgames.games.cuzco.actions import Done
from boardgames.games.cuzco.events import DiceRolled, PhaseBegan, PututuTaken
from boardgames.games.cuzco.gains import Result
from boardgames.games.cuzco.phase3 import refill, score_status, score_temple, take_choices
from boardgames.games.cuzco.placement import placements
from boardgames.games.cuzco.scoring import final_scoring, last_missions
from boardgames.games.cuzco.state import (
    FEATHER,
    FINAL,
    MARKET,
    MISSIONS,
    OVER,
    PHASE_I,
    PHASE_II,
    START,
    TAKE_MISSION,
    CuzcoState,
    Phase2,
    Task,
    with_player,
)
from boardgames.games.cuzco.tasks import auto_resolve


def next_in_order(state: CuzcoState, seat: Seat) -> Seat | None:
    """The seat after ``seat`` in player order, or None after the last."""
    i = state.order.index(seat)
    return state.order[i + 1] if i + 1 < len(state.order) else None


def clear_turn(state: CuzcoState) -> CuzcoState:
    return evolve(
        state, effects=(), placed=False, bonus=False, extra_turn=False, pending=(), turned=0
    )


def begin_round(state: CuzcoState) -> Result:
    """Every player rolls three dice (the roll lives in the state: undo never re-rolls)."""
    rng = state.rng
    rolls: list[tuple[int, ...]] = []
    for _ in state.players:
        dice = []
        for _ in range(3):
            d, rng = rng.below(6)
            dice.append(d + 1)
        rolls.append(tuple(sorted(dice)))
    players = tuple(evolve(p, dice=r) for p, r in zip(state.players, rolls, strict=True))
    state = evolve(clear_turn(state), rng=rng, players=players, phase=PHASE_I, turn=state.order[0])
    events: list[Event] = [PhaseBegan("I", state.round), DiceRolled(state.round, tuple(rolls))]
    if state.pututu_module:
        state, more = deal_pututu(state, rolls)
        events += more
    return state, events


def deal_pututu(state: CuzcoState, rolls: list[tuple[int, ...]]) -> Result:
    """A double takes a +1/-1 tile, a triple a +2/-2; when short, later players come first."""
    supply = list(state.pututu_supply)
    events: list[Event] = []
    for seat in reversed(state.order):
        most = max(rolls[seat].count(d) for d in rolls[seat])
        if most < 2:
            continue
        value = 1 if most == 2 else 2
        if supply[value - 1] <= 0:
            continue
        supply[value - 1] -= 1
        p = state.players[seat]
        state = with_player(state, seat, evolve(p, pututu=(*p.pututu, value)))
        events.append(PututuTaken(seat, value))
    return evolve(state, pututu_supply=(supply[0], supply[1])), events


def _next_phase_i_turn(state: CuzcoState) -> Result:
    """The current phase I turn is over: an extra turn, the next player with dice, or phase II."""
    if state.extra_turn:
        return evolve(state, extra_turn=False, bonus=True, placed=False, effects=()), []
    state = clear_turn(state)
    n = len(state.order)
    start = state.order.index(state.turn)
    for k in range(1, n + 1):
        seat = state.order[(start + k) % n]
        if state.players[seat].dice:
            return evolve(state, turn=seat), []
    state = evolve(state, phase=PHASE_II, turn=state.order[0], phase2=Phase2())
    return state, [PhaseBegan("II", state.round)]


def end_player_step(state: CuzcoState) -> Result:
    """The current player is done with phase II, the market, a mission or the final missions."""
    seat = state.turn
    phase = state.phase
    if phase == MISSIONS:
        return evolve(clear_turn(state), phase=TAKE_MISSION), []
    following = next_in_order(state, seat)
    if phase == TAKE_MISSION:
        if following is not None:
            return evolve(clear_turn(state), phase=MISSIONS, turn=following), []
        if state.round >= state.layout.rounds:
            state = evolve(clear_turn(state), phase=FINAL, turn=state.order[0])
            return state, [PhaseBegan("end of the game", state.round)]
        state, events = refill(state)
        state = evolve(state, round=state.round + 1)
        state, more = begin_round(state)
        return state, events + more
    if phase == FINAL:
        state, events = last_missions(state, seat, state.effects.count(4))
        state = clear_turn(state)
        if following is not None:
            return evolve(state, turn=following), events
        state, more = final_scoring(state)
        return state, events + more
    state = evolve(clear_turn(state), phase2=Phase2())
    if following is not None:
        return evolve(state, turn=following), []
    if phase == PHASE_II:
        return phase_three(state)
    # The market is done: the missions, in the new player order.
    return evolve(state, phase=MISSIONS, turn=state.order[0]), []


def phase_three(state: CuzcoState) -> Result:
    events: list[Event] = [PhaseBegan("III", state.round)]
    state, more = score_status(state)
    events += more
    state, more = score_temple(state)
    events += more
    return evolve(state, phase=MARKET, turn=state.order[0]), events


def settle(state: CuzcoState) -> Result:
    """Carry the game forward to the next real decision."""
    from boardgames.games.cuzco.moves import legal_moves

    events: list[Event] = []
    for _ in range(500):  # a safe bound; every pass either stops or moves the game on
        phase = state.phase
        if phase == OVER:
            return state, events
        if state.pending:
            auto = auto_resolve(state)
            if auto is None:
                return state, events
            state, more = auto
            events += more
            continue
        if phase == START:
            following = next_in_order(state, state.turn)
            if following is None:
                state, more = begin_round(state)
            else:
                colour = state.start_feathers[following]
                state, more = (
                    evolve(state, turn=following, pending=(Task(FEATHER, colour=colour),)),
                    [],
                )
            events += more
            continue
        if phase == PHASE_I:
            if not state.placed:
                if state.bonus and not placements(state, state.turn):
                    state = evolve(state, placed=True)  # no empty space for the extra turn
                    continue
                return state, events
            state, more = _next_phase_i_turn(state)
            events += more
            continue
        if phase == MISSIONS and not state.players[state.turn].missions:
            state, more = end_player_step(state)
            events += more
            continue
        if phase == TAKE_MISSION and not take_choices(state):
            state, more = end_player_step(state)
            events += more
            continue
        if phase in (PHASE_II, MARKET, FINAL) and legal_moves(state, state.turn) == [Done()]:
            state, more = end_player_step(state)  # nothing to do but pass
            events += more
            continue
        return state, events
    raise RuntimeError("Cuzco's turn order did not settle")
