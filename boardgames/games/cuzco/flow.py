"""The order of play: turns within a phase, the phases of a round, the six rounds.

``settle`` runs after every action: it resolves tasks that leave no choice, ends a turn whose work
is done, skips players with nothing to do (no dice left, nothing to buy), scores the automatic
steps of phase III and starts the next round with a fresh roll, so the state it returns always
waits for a real decision (or is over).
"""

from __future__ import annotations

from boardgames.core.rules import Seat, evolve
from boardgames.games.cuzco.events import DiceRolled, PhaseBegan, PututuTaken
from boardgames.games.cuzco.gains import Events
from boardgames.games.cuzco.gods import plays
from boardgames.games.cuzco.phase2 import uses
from boardgames.games.cuzco.phase3 import buys, refill, score_status, score_temple
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
    new_task,
    put,
)
from boardgames.games.cuzco.tasks import auto_resolve

FRESH_PHASE2 = Phase2()
# What a new turn (or a player's new step) starts from: no god effects, nothing placed or owed.
CLEAR_TURN: dict[str, object] = {
    "effects": (),
    "placed": False,
    "bonus": False,
    "extra_turn": False,
    "pending": (),
    "turned": 0,
}


def next_in_order(state: CuzcoState, seat: Seat) -> Seat | None:
    """The seat after ``seat`` in player order, or None after the last."""
    i = state.order.index(seat)
    return state.order[i + 1] if i + 1 < len(state.order) else None


def begin_round(state: CuzcoState, events: Events) -> CuzcoState:
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
    state = evolve(
        state, **CLEAR_TURN, rng=rng, players=players, phase=PHASE_I, turn=state.order[0]
    )
    if events is not None:
        events += [PhaseBegan("I", state.round), DiceRolled(state.round, tuple(rolls))]
    if state.pututu_module:
        state = deal_pututu(state, rolls, events)
    return state


def deal_pututu(state: CuzcoState, rolls: list[tuple[int, ...]], events: Events) -> CuzcoState:
    """A double takes a +1/-1 tile, a triple a +2/-2; when short, later players come first."""
    supply = list(state.pututu_supply)
    players = state.players
    for seat in reversed(state.order):
        most = max(rolls[seat].count(d) for d in rolls[seat])
        if most < 2:
            continue
        value = 1 if most == 2 else 2
        if supply[value - 1] <= 0:
            continue
        supply[value - 1] -= 1
        p = players[seat]
        players = put(players, seat, evolve(p, pututu=(*p.pututu, value)))
        if events is not None:
            events.append(PututuTaken(seat, value))
    return evolve(state, players=players, pututu_supply=(supply[0], supply[1]))


def _next_phase_i_turn(state: CuzcoState, events: Events) -> CuzcoState:
    """The current phase I turn is over: an extra turn, the next player with dice, or phase II."""
    if state.extra_turn:
        return evolve(state, extra_turn=False, bonus=True, placed=False, effects=())
    n = len(state.order)
    start = state.order.index(state.turn)
    for k in range(1, n + 1):
        seat = state.order[(start + k) % n]
        if state.players[seat].dice:
            return evolve(state, **CLEAR_TURN, turn=seat)
    if events is not None:
        events.append(PhaseBegan("II", state.round))
    return evolve(state, **CLEAR_TURN, phase=PHASE_II, turn=state.order[0], phase2=FRESH_PHASE2)


def end_player_step(state: CuzcoState, events: Events) -> CuzcoState:
    """The current player is done with phase II, the market, a mission or the final missions."""
    seat = state.turn
    phase = state.phase
    if phase == MISSIONS:
        return evolve(state, **CLEAR_TURN, phase=TAKE_MISSION)
    following = next_in_order(state, seat)
    if phase == TAKE_MISSION:
        if following is not None:
            return evolve(state, **CLEAR_TURN, phase=MISSIONS, turn=following)
        if state.round >= state.layout.rounds:
            if events is not None:
                events.append(PhaseBegan("end of the game", state.round))
            return evolve(state, **CLEAR_TURN, phase=FINAL, turn=state.order[0])
        state = refill(state, events)
        return begin_round(evolve(state, round=state.round + 1), events)
    if phase == FINAL:
        state = last_missions(state, seat, state.effects.count(4), events)
        if following is not None:
            return evolve(state, **CLEAR_TURN, turn=following)
        return final_scoring(evolve(state, **CLEAR_TURN), events)
    if following is not None:
        return evolve(state, **CLEAR_TURN, phase2=FRESH_PHASE2, turn=following)
    if phase == PHASE_II:
        return phase_three(evolve(state, **CLEAR_TURN, phase2=FRESH_PHASE2), events)
    # The market is done: the missions, in the new player order.
    return evolve(state, **CLEAR_TURN, phase2=FRESH_PHASE2, phase=MISSIONS, turn=state.order[0])


def phase_three(state: CuzcoState, events: Events) -> CuzcoState:
    if events is not None:
        events.append(PhaseBegan("III", state.round))
    state = score_status(state, events)
    state = score_temple(state, events)
    return evolve(state, phase=MARKET, turn=state.order[0])


def only_done(state: CuzcoState) -> bool:
    """In phase II, the market and the last missions: is passing all the player to act can do?
    (Their legal moves are the abilities, the goods or nothing, the god cards, and ``Done``.)"""
    seat = state.turn
    phase = state.phase
    if phase == PHASE_II and uses(state, seat):
        return False
    if phase == MARKET and buys(state, seat):
        return False
    return not plays(state, seat)


def settle(state: CuzcoState, events: Events) -> CuzcoState:
    """Carry the game forward to the next real decision."""
    for _ in range(500):  # a safe bound; every pass either stops or moves the game on
        phase = state.phase
        if phase == OVER:
            return state
        if state.pending:
            auto = auto_resolve(state, events)
            if auto is None:
                return state
            state = auto
            continue
        if phase == PHASE_I:
            if not state.placed:
                if state.bonus and not placements(state, state.turn):
                    state = evolve(state, placed=True)  # no empty space for the extra turn
                    continue
                return state
            state = _next_phase_i_turn(state, events)
            continue
        if phase == START:
            following = next_in_order(state, state.turn)
            if following is None:
                state = begin_round(state, events)
            else:
                feather = new_task(FEATHER, colour=state.start_feathers[following])
                state = evolve(state, turn=following, pending=(feather,))
            continue
        if phase == MISSIONS and not state.players[state.turn].missions:
            state = end_player_step(state, events)
            continue
        if phase == TAKE_MISSION and not state.palace:
            state = end_player_step(state, events)
            continue
        if phase in (PHASE_II, MARKET, FINAL) and only_done(state):
            state = end_player_step(state, events)  # nothing to do but pass
            continue
        return state
    raise RuntimeError("Cuzco's turn order did not settle")
