"""Phase III, following the river on the Cuzco board: status, temple, market, missions, refills.

Status pays by the marker's space; the new player order (highest status first; on a shared space
the marker on top, i.e. the one that arrived last) holds at once, for the market and the missions
of this very phase. The priests pay by round and the most priests win an Inti medal (a tie goes to
the tied player with the highest priest); with no priest on the steps a medal leaves the game.
"""

from __future__ import annotations

from boardgames.core.rules import Event, Seat, evolve
from boardgames.games.cuzco.actions import Buy, CompleteMission, ReturnMission, TakeMission
from boardgames.games.cuzco.events import (
    GoodBought,
    MedalAwarded,
    MissionCompleted,
    MissionReturned,
    MissionTaken,
    OrderChanged,
    RoundEnded,
)
from boardgames.games.cuzco.gains import Result, score
from boardgames.games.cuzco.missions import completable, shortfall
from boardgames.games.cuzco.names import counted, mission_name
from boardgames.games.cuzco.state import (
    GOD_VP,
    GOODS,
    MISSIONS_VP,
    STATUS,
    TEMPLE,
    CuzcoState,
    put,
    remove_one,
    with_player,
)

HELP_MISSION = 4  # Mama Quilia 04: one requirement less
GOODS_TWICE = 3  # Iliapa 03: a good's points a second time


def score_status(state: CuzcoState) -> Result:
    events: list[Event] = []
    vp = state.layout.status_vp
    for seat, p in enumerate(state.players):
        state, more = score(state, seat, vp[min(p.status, len(vp) - 1)], STATUS, "status track")
        events += more
    rank = {s: i for i, s in enumerate(state.status_stack)}  # higher: arrived later, on top
    order = tuple(
        sorted(
            range(state.n_players),
            key=lambda s: (-state.players[s].status, -rank.get(s, -1)),
        )
    )
    players = tuple(evolve(p, status=0) for p in state.players)
    state = evolve(state, players=players, order=order, status_stack=tuple(reversed(order)))
    return state, [*events, OrderChanged(order)]


def score_temple(state: CuzcoState) -> Result:
    events: list[Event] = []
    per = state.layout.priest_vp[state.round - 1]
    counts = [sum(1 for s in state.temple if s == seat) for seat in range(state.n_players)]
    for seat, n in enumerate(counts):
        state, more = score(
            state, seat, n * per, TEMPLE, f"{counted(n, 'priest')} on the temple steps"
        )
        events += more
    if state.medals_left <= 0:
        return state, events
    best = max(counts)
    if best == 0:
        return evolve(state, medals_left=state.medals_left - 1), [*events, MedalAwarded(None)]
    tied = {s for s, n in enumerate(counts) if n == best}
    # The highest step holding a tied player's priest decides.
    winner = next(s for s in reversed(state.temple) if s in tied)
    p = state.players[winner]
    state = with_player(state, winner, evolve(p, medals=p.medals + 1))
    state = evolve(state, medals_left=state.medals_left - 1)
    return state, [*events, MedalAwarded(winner)]


# --- the market ------------------------------------------------------------------------------
def market_row(state: CuzcoState) -> tuple[str | None, ...]:
    return state.market[state.round - 1]


def buys(state: CuzcoState, seat: Seat) -> list[Buy]:
    food = state.players[seat].food
    return [
        Buy(c)
        for c, g in enumerate(market_row(state))
        if g is not None and state.layout.good(g).food <= food
    ]


def buy(state: CuzcoState, seat: Seat, column: int) -> Result:
    name = market_row(state)[column]
    assert name is not None
    good = state.layout.good(name)
    p = state.players[seat]
    state = with_player(state, seat, evolve(p, food=p.food - good.food, goods=(*p.goods, name)))
    row = put(market_row(state), column, None)
    state = evolve(
        state,
        market=put(state.market, state.round - 1, row),
        food_supply=state.food_supply + good.food,
    )
    events: list[Event] = [GoodBought(seat, name, column)]
    state, more = score(state, seat, good.vp, GOODS, f"bought the {name}")
    events += more
    if GOODS_TWICE in state.effects:
        state, more = score(state, seat, good.vp, GOD_VP, f"Iliapa: the {name} pays twice")
        events += more
    return state, events


# --- missions --------------------------------------------------------------------------------
def mission_choices(state: CuzcoState, seat: Seat) -> list[CompleteMission | ReturnMission]:
    """Complete one mission if any can be; only if none can, give one back."""
    done = completable(state, seat, helped=HELP_MISSION in state.effects)
    if done:
        return [CompleteMission(m) for m in done]
    return [ReturnMission(m) for m in state.players[seat].missions]


def complete(state: CuzcoState, seat: Seat, mission: str, helped: bool) -> Result:
    """Score a mission and turn it face down on the mask (nothing is spent)."""
    reduced = helped and shortfall(state, seat, state.layout.mission(mission)) > 0
    p = state.players[seat]
    p = evolve(p, missions=remove_one(p.missions, mission), completed=(*p.completed, mission))
    state = with_player(state, seat, p)
    layout = state.layout
    points = layout.mission_vp_reduced if reduced else layout.mission_vp
    words = mission_name(layout, mission)
    state, more = score(state, seat, points, MISSIONS_VP, words)
    return state, [MissionCompleted(seat, mission, reduced, words), *more]


def give_back(state: CuzcoState, seat: Seat, mission: str) -> Result:
    p = state.players[seat]
    state = with_player(state, seat, evolve(p, missions=remove_one(p.missions, mission)))
    return state, [MissionReturned(seat, mission, mission_name(state.layout, mission))]


def take_mission(state: CuzcoState, seat: Seat, action: TakeMission) -> Result:
    p = state.players[seat]
    state = with_player(state, seat, evolve(p, missions=(*p.missions, action.mission)))
    state = evolve(state, palace=remove_one(state.palace, action.mission))
    return state, [MissionTaken(seat, action.mission, mission_name(state.layout, action.mission))]


def take_choices(state: CuzcoState) -> list[TakeMission]:
    return [TakeMission(m) for m in state.palace]


# --- end of the round ------------------------------------------------------------------------
def refill(state: CuzcoState) -> Result:
    """Leftover people tiles to the discard piles, new ones face up; a fresh palace."""
    study_discard = (*state.study_discard, *(t for t in state.study_row if t is not None))
    farm_discard = (*state.farm_discard, *(t for t in state.farm_row if t is not None))
    study_pile, farm_pile = state.study_pile, state.farm_pile
    study_row = tuple(study_pile[i] if i < len(study_pile) else None for i in range(6))
    farm_row = tuple(farm_pile[i] if i < len(farm_pile) else None for i in range(6))
    n = state.n_players + 2
    leftovers = state.palace
    state = evolve(
        state,
        study_discard=study_discard,
        farm_discard=farm_discard,
        study_row=study_row,
        farm_row=farm_row,
        study_pile=study_pile[6:],
        farm_pile=farm_pile[6:],
        palace=state.mission_pile[:n],
        mission_pile=state.mission_pile[n:],
        spaces=tuple(() for _ in state.spaces),
    )
    return state, [RoundEnded(state.round, leftovers)]
