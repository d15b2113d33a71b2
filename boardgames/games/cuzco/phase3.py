"""Phase III, following the river on the Cuzco board: status, temple, market, missions, refills.

Status pays by the marker's space; the new player order (highest status first; on a shared space
the marker on top, i.e. the one that arrived last) holds at once, for the market and the missions
of this very phase. The priests pay by round and the most priests win an Inti medal (a tie goes to
the tied player with the highest priest); with no priest on the steps a medal leaves the game.
"""

from __future__ import annotations

from functools import cache

from boardgames.core.rules import Seat, derives_from, evolve, kept_on
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
from boardgames.games.cuzco.gains import Events, scored
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
# Actions are values: one object each serves every state.
buy_of = cache(Buy)
complete_of = cache(CompleteMission)
return_of = cache(ReturnMission)
take_of = cache(TakeMission)


def score_status(state: CuzcoState, events: Events) -> CuzcoState:
    vp = state.layout.status_vp
    rank = {s: i for i, s in enumerate(state.status_stack)}  # higher: arrived later, on top
    order = tuple(
        sorted(
            range(state.n_players),
            key=lambda s: (-state.players[s].status, -rank.get(s, -1)),
        )
    )
    players = tuple(
        evolve(
            scored(p, seat, vp[min(p.status, len(vp) - 1)], STATUS, events, "status track"),
            status=0,
        )
        for seat, p in enumerate(state.players)
    )
    if events is not None:
        events.append(OrderChanged(order))
    return evolve(state, players=players, order=order, status_stack=tuple(reversed(order)))


def score_temple(state: CuzcoState, events: Events) -> CuzcoState:
    per = state.layout.priest_vp[state.round - 1]
    counts = [state.temple.count(seat) for seat in range(state.n_players)]
    players = list(state.players)
    for seat, n in enumerate(counts):
        reason = f"{counted(n, 'priest')} on the temple steps" if events is not None else ""
        players[seat] = scored(players[seat], seat, n * per, TEMPLE, events, reason)
    if state.medals_left <= 0:
        return evolve(state, players=tuple(players))
    best = max(counts)
    if best == 0:
        if events is not None:
            events.append(MedalAwarded(None))
        return evolve(state, players=tuple(players), medals_left=state.medals_left - 1)
    tied = {s for s, n in enumerate(counts) if n == best}
    # The highest step holding a tied player's priest decides.
    winner = next(s for s in reversed(state.temple) if s in tied)
    players[winner] = evolve(players[winner], medals=players[winner].medals + 1)
    if events is not None:
        events.append(MedalAwarded(winner))
    return evolve(state, players=tuple(players), medals_left=state.medals_left - 1)


# --- the market ------------------------------------------------------------------------------
def market_row(state: CuzcoState) -> tuple[str | None, ...]:
    return state.market[state.round - 1]


def _buys(state: CuzcoState) -> tuple[Buy, ...]:
    food = state.players[state.turn].food
    good = state.layout.good
    return tuple(
        buy_of(c) for c, g in enumerate(market_row(state)) if g is not None and good(g).food <= food
    )


_BUYS = derives_from("cuzco buys", "players", "turn", "market", "round")


def buys(state: CuzcoState, seat: Seat) -> tuple[Buy, ...]:
    """The goods the seat to act can pay for. Kept on the state: settling, the god cards' windows
    and the legal moves (or the search's random pick) all ask."""
    if seat != state.turn:
        return ()
    return kept_on(state, _BUYS, _buys)


def buy(state: CuzcoState, seat: Seat, column: int, events: Events) -> CuzcoState:
    name = market_row(state)[column]
    assert name is not None
    good = state.layout.good(name)
    p = state.players[seat]
    p = evolve(p, food=p.food - good.food, goods=(*p.goods, name))
    if events is not None:
        events.append(GoodBought(seat, name, column))
    p = scored(p, seat, good.vp, GOODS, events, f"bought the {name}")
    if GOODS_TWICE in state.effects:
        p = scored(p, seat, good.vp, GOD_VP, events, f"Iliapa: the {name} pays twice")
    row = put(market_row(state), column, None)
    return evolve(
        state,
        players=put(state.players, seat, p),
        market=put(state.market, state.round - 1, row),
        food_supply=state.food_supply + good.food,
    )


# --- missions --------------------------------------------------------------------------------
def mission_choices(state: CuzcoState, seat: Seat) -> list[CompleteMission | ReturnMission]:
    """Complete one mission if any can be; only if none can, give one back."""
    done = completable(state, seat, helped=HELP_MISSION in state.effects)
    if done:
        return [complete_of(m) for m in done]
    return [return_of(m) for m in state.players[seat].missions]


def complete(
    state: CuzcoState, seat: Seat, mission: str, helped: bool, events: Events
) -> CuzcoState:
    """Score a mission and turn it face down on the mask (nothing is spent)."""
    layout = state.layout
    reduced = helped and shortfall(state, seat, layout.mission(mission)) > 0
    p = state.players[seat]
    p = evolve(p, missions=remove_one(p.missions, mission), completed=(*p.completed, mission))
    points = layout.mission_vp_reduced if reduced else layout.mission_vp
    words = ""
    if events is not None:
        words = mission_name(layout, mission)
        events.append(MissionCompleted(seat, mission, reduced, words))
    return with_player(state, seat, scored(p, seat, points, MISSIONS_VP, events, words))


def give_back(state: CuzcoState, seat: Seat, mission: str, events: Events) -> CuzcoState:
    p = state.players[seat]
    state = with_player(state, seat, evolve(p, missions=remove_one(p.missions, mission)))
    if events is not None:
        events.append(MissionReturned(seat, mission, mission_name(state.layout, mission)))
    return state


def take_mission(state: CuzcoState, seat: Seat, action: TakeMission, events: Events) -> CuzcoState:
    p = state.players[seat]
    state = evolve(
        state,
        players=put(state.players, seat, evolve(p, missions=(*p.missions, action.mission))),
        palace=remove_one(state.palace, action.mission),
    )
    if events is not None:
        words = mission_name(state.layout, action.mission)
        events.append(MissionTaken(seat, action.mission, words))
    return state


def take_choices(state: CuzcoState) -> list[TakeMission]:
    return [take_of(m) for m in state.palace]


# --- end of the round ------------------------------------------------------------------------
def refill(state: CuzcoState, events: Events) -> CuzcoState:
    """Leftover people tiles to the discard piles, new ones face up; a fresh palace."""
    study_discard = (*state.study_discard, *(t for t in state.study_row if t is not None))
    farm_discard = (*state.farm_discard, *(t for t in state.farm_row if t is not None))
    study_pile, farm_pile = state.study_pile, state.farm_pile
    study_row = tuple(study_pile[i] if i < len(study_pile) else None for i in range(6))
    farm_row = tuple(farm_pile[i] if i < len(farm_pile) else None for i in range(6))
    n = state.n_players + 2
    if events is not None:
        events.append(RoundEnded(state.round, state.palace))
    return evolve(
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
