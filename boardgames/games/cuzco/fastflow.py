"""The order of play for the fast path: ``flow.settle`` and the turn and round changes, no events.

Each function mirrors its namesake in ``flow`` or ``phase3`` (read those for the rules), copying
states with ``core.rules.evolve``. Where ``flow.settle`` asks whether the only legal move left is
``Done``, this asks the cheaper question directly. The end of the game (the last missions and the
final scoring) is in ``fastend``.
"""

from __future__ import annotations

from boardgames.core.rules import Seat, evolve
from boardgames.games.cuzco import fastend, faststeps
from boardgames.games.cuzco import fastgains as g
from boardgames.games.cuzco.actions import PlaceFeather
from boardgames.games.cuzco.fastcards import card_plays, uses
from boardgames.games.cuzco.fasttasks import buys, task_options
from boardgames.games.cuzco.phase3 import take_choices
from boardgames.games.cuzco.placement import placements
from boardgames.games.cuzco.state import (
    CIRCLET,
    DISCARD_TILE,
    EXCHANGE,
    FEATHER,
    FINAL,
    GOD_CARD,
    MARKET,
    MISSIONS,
    MOVE,
    OVER,
    PHASE_I,
    PHASE_II,
    SLIDE_UP,
    START,
    STATUS,
    TAKE_MISSION,
    TEMPLE,
    TILE,
    CuzcoState,
    Phase2,
    free_spaces,
)

FRESH_PHASE2 = Phase2()
_CLEAR_TURN = {
    "effects": (),
    "placed": False,
    "bonus": False,
    "extra_turn": False,
    "pending": (),
    "turned": 0,
}


def next_in_order(state: CuzcoState, seat: Seat) -> Seat | None:
    i = state.order.index(seat)
    return state.order[i + 1] if i + 1 < len(state.order) else None


def begin_round(state: CuzcoState) -> CuzcoState:
    """``flow.begin_round``: every player rolls three dice."""
    rng = state.rng
    players = []
    rolls: list[tuple[int, ...]] = []
    for p in state.players:
        dice = []
        for _ in range(3):
            d, rng = rng.below(6)
            dice.append(d + 1)
        roll = tuple(sorted(dice))
        rolls.append(roll)
        players.append(evolve(p, dice=roll))
    state = evolve(
        state, **_CLEAR_TURN, rng=rng, players=tuple(players), phase=PHASE_I, turn=state.order[0]
    )
    if state.pututu_module:
        state = deal_pututu(state, rolls)
    return state


def deal_pututu(state: CuzcoState, rolls: list[tuple[int, ...]]) -> CuzcoState:
    supply = list(state.pututu_supply)
    players = list(state.players)
    for seat in reversed(state.order):
        most = max(rolls[seat].count(d) for d in rolls[seat])
        if most < 2:
            continue
        value = 1 if most == 2 else 2
        if supply[value - 1] <= 0:
            continue
        supply[value - 1] -= 1
        players[seat] = evolve(players[seat], pututu=(*players[seat].pututu, value))
    return evolve(state, players=tuple(players), pututu_supply=(supply[0], supply[1]))


def next_phase_i_turn(state: CuzcoState) -> CuzcoState:
    if state.extra_turn:
        return evolve(state, extra_turn=False, bonus=True, placed=False, effects=())
    n = len(state.order)
    start = state.order.index(state.turn)
    for k in range(1, n + 1):
        seat = state.order[(start + k) % n]
        if state.players[seat].dice:
            return evolve(state, **_CLEAR_TURN, turn=seat)
    return evolve(state, **_CLEAR_TURN, phase=PHASE_II, turn=state.order[0], phase2=FRESH_PHASE2)


def end_player_step(state: CuzcoState) -> CuzcoState:
    """``flow.end_player_step``."""
    seat = state.turn
    phase = state.phase
    if phase == MISSIONS:
        return evolve(state, **_CLEAR_TURN, phase=TAKE_MISSION)
    following = next_in_order(state, seat)
    if phase == TAKE_MISSION:
        if following is not None:
            return evolve(state, **_CLEAR_TURN, phase=MISSIONS, turn=following)
        if state.round >= state.layout.rounds:
            return evolve(state, **_CLEAR_TURN, phase=FINAL, turn=state.order[0])
        return begin_round(evolve(refill(state), round=state.round + 1))
    if phase == FINAL:
        state = fastend.last_missions(state, seat, state.effects.count(4))
        if following is not None:
            return evolve(state, **_CLEAR_TURN, turn=following)
        return fastend.final_scoring(evolve(state, **_CLEAR_TURN))
    if following is not None:
        return evolve(state, **_CLEAR_TURN, phase2=FRESH_PHASE2, turn=following)
    if phase == PHASE_II:
        return phase_three(evolve(state, **_CLEAR_TURN, phase2=FRESH_PHASE2))
    return evolve(state, **_CLEAR_TURN, phase2=FRESH_PHASE2, phase=MISSIONS, turn=state.order[0])


def phase_three(state: CuzcoState) -> CuzcoState:
    """``flow.phase_three``: ``phase3.score_status`` and ``score_temple``, then the market."""
    layout = state.layout
    vp = layout.status_vp
    per = layout.priest_vp[state.round - 1]
    n = state.n_players
    counts = [sum(1 for s in state.temple if s == seat) for seat in range(n)]
    players = []
    for seat, p in enumerate(state.players):
        paid = vp[min(p.status, len(vp) - 1)]
        if paid:
            p = g.add_vp(p, STATUS, paid)
        if counts[seat] * per:
            p = g.add_vp(p, TEMPLE, counts[seat] * per)
        players.append(p)
    rank = {s: i for i, s in enumerate(state.status_stack)}
    order = tuple(sorted(range(n), key=lambda s: (-players[s].status, -rank.get(s, -1))))
    players = [evolve(p, status=0) for p in players]
    medals_left = state.medals_left
    if medals_left > 0:
        best = max(counts)
        if best:
            tied = {s for s, c in enumerate(counts) if c == best}
            winner = next(s for s in reversed(state.temple) if s in tied)
            players[winner] = evolve(players[winner], medals=players[winner].medals + 1)
        medals_left -= 1
    return evolve(
        state,
        players=tuple(players),
        order=order,
        status_stack=tuple(reversed(order)),
        medals_left=medals_left,
        phase=MARKET,
        turn=order[0],
    )


def refill(state: CuzcoState) -> CuzcoState:
    """``phase3.refill``."""
    study_pile, farm_pile = state.study_pile, state.farm_pile
    n = state.n_players + 2
    study_row = study_pile[:6]
    farm_row = farm_pile[:6]
    return evolve(
        state,
        study_discard=state.study_discard + tuple(t for t in state.study_row if t is not None),
        farm_discard=state.farm_discard + tuple(t for t in state.farm_row if t is not None),
        study_row=study_row + (None,) * (6 - len(study_row)),
        farm_row=farm_row + (None,) * (6 - len(farm_row)),
        study_pile=study_pile[6:],
        farm_pile=farm_pile[6:],
        palace=state.mission_pile[:n],
        mission_pile=state.mission_pile[n:],
        spaces=((),) * len(state.spaces),
    )


# --- settling --------------------------------------------------------------------------------
def auto_resolve(state: CuzcoState) -> CuzcoState | None:
    """``tasks.auto_resolve``."""
    t = state.pending[0]
    seat = state.turn
    kind = t.kind
    if kind in (FEATHER, MOVE, TILE, CIRCLET, GOD_CARD):
        options = task_options(state, seat)
        if not options:
            return faststeps.more(faststeps.pop(state), t)
        if kind == FEATHER and len(options) == 1:
            option = options[0]
            assert isinstance(option, PlaceFeather)
            pending = faststeps.rest(state, t)
            return g.place_feather(state, seat, option.slot, state.phase != START, pending)
        return None
    if kind == DISCARD_TILE and free_spaces(state, state.players[seat]) <= 0:
        return faststeps.pop(state)
    if kind == EXCHANGE and t.reach <= 0:
        return faststeps.pop(state)
    if kind == SLIDE_UP and (
        t.count <= 0 or not any(slid for _, slid in state.players[seat].people)
    ):
        return faststeps.pop(state)
    return None


def only_done(state: CuzcoState) -> bool:
    """Whether ``Done`` is the one legal move in phase II, the market or the final missions."""
    seat = state.turn
    phase = state.phase
    if phase == PHASE_II and uses(state, seat):
        return False
    if phase == MARKET and buys(state, seat):
        return False
    return not card_plays(state, seat)


def settle(state: CuzcoState) -> CuzcoState:
    """``flow.settle``: carry the game forward to the next real decision."""
    for _ in range(500):
        phase = state.phase
        if phase == OVER:
            return state
        if state.pending:
            auto = auto_resolve(state)
            if auto is None:
                return state
            state = auto
            continue
        if phase == PHASE_I:
            if not state.placed:
                if state.bonus and not placements(state, state.turn):
                    state = evolve(state, placed=True)
                    continue
                return state
            state = next_phase_i_turn(state)
            continue
        if phase == START:
            following = next_in_order(state, state.turn)
            if following is None:
                state = begin_round(state)
            else:
                colour = state.start_feathers[following]
                feather = faststeps.task(FEATHER, colour=colour)
                state = evolve(state, turn=following, pending=(feather,))
            continue
        if phase == MISSIONS and not state.players[state.turn].missions:
            state = end_player_step(state)
            continue
        if phase == TAKE_MISSION and not take_choices(state):
            state = end_player_step(state)
            continue
        if phase in (PHASE_II, MARKET, FINAL) and only_done(state):
            state = end_player_step(state)
            continue
        return state
    raise RuntimeError("Cuzco's turn order did not settle")
