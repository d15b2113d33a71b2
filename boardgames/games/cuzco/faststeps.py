"""Carrying out one legal action for the fast path: ``moves.perform`` without events.

Each branch mirrors the checked code it names (``placement.place``, ``tasks.resolve``,
``phase2.use``, ``phase3``...) and reads the same rule helpers, but copies states with
``core.rules.evolve`` and builds no events. The rare steps (moving a die, sliding tiles back up)
go through the checked code: they are too seldom to matter, and one copy of their rules is safer.
The tests compare every step with ``apply``.
"""

from __future__ import annotations

from functools import cache

from boardgames.core.rules import Action, Seat, evolve
from boardgames.games.cuzco import fastgains as g
from boardgames.games.cuzco.actions import (
    Activate,
    Blessing,
    Buy,
    CompleteMission,
    Done,
    Exchange,
    Move,
    PlaceDie,
    PlaceFeather,
    PlayGod,
    ReturnMission,
    TakeGod,
    TakeMission,
    TakeTile,
    UseAbility,
    UsePututu,
)
from boardgames.games.cuzco.layout import (
    CUZCO,
    EXCHANGE,
    FARM,
    FARM_KIND,
    HEADDRESS,
    ROPE,
    STONE,
    STUDY,
    STUDY_KIND,
    TEMPLE,
    CuzcoLayout,
)
from boardgames.games.cuzco.missions import shortfall
from boardgames.games.cuzco.phase2 import ROAD_REACH, TILE_REACH, strength
from boardgames.games.cuzco.phase3 import GOODS_TWICE, HELP_MISSION
from boardgames.games.cuzco.placement import AS_SIX, PRIEST_HOME
from boardgames.games.cuzco.state import (
    BLESSING,
    CIRCLET,
    DISCARD_TILE,
    EXCHANGE_VP,
    FEATHER,
    GOD_CARD,
    GOD_VP,
    GOODS,
    MISSIONS_VP,
    MOVE,
    PEOPLE_VP,
    PHASE_I,
    REALLOCATE,
    SLIDE_UP,
    START,
    TILE,
    VP_SPACE,
    CuzcoState,
    Task,
    free_slots,
    put,
    remove_one,
)
from boardgames.games.cuzco.state import EXCHANGE as EXCHANGE_TASK
from boardgames.games.cuzco.state import (
    HEADDRESS as HEADDRESS_VP,
)
from boardgames.games.cuzco.tasks import DISCARD_SEARCH, EXCHANGE_COST, QUIPU_VP

# One Task object per distinct task: tasks are values, and building a frozen dataclass is slow.
task = cache(Task)
BLESSING_TASK = task(BLESSING)
BIG_BLESSING = 8  # Viracocha 08: 3 food and 3 status instead of the blessing at hand


@cache
def _space_index(layout: CuzcoLayout, players: int) -> dict[str, int]:
    return {s.id: i for i, s in enumerate(layout.spaces_for(players))}


@cache
def _village_index(layout: CuzcoLayout) -> dict[str, int]:
    return {v.id: i for i, v in enumerate(layout.villages)}


def space_index(state: CuzcoState, space_id: str) -> int:
    return _space_index(state.layout, state.n_players)[space_id]


def pop(state: CuzcoState) -> CuzcoState:
    return evolve(state, pending=state.pending[1:])


def push(state: CuzcoState, t: Task) -> CuzcoState:
    return evolve(state, pending=(t, *state.pending))


def rest(state: CuzcoState, t: Task) -> tuple[Task, ...]:
    """The pending steps once the front one, ``t``, is done (``more`` after ``pop``)."""
    if t.count > 1 and t.kind in (FEATHER, GOD_CARD):
        return (evolve(t, count=t.count - 1), *state.pending[1:])
    return state.pending[1:]


def more(state: CuzcoState, t: Task) -> CuzcoState:
    """After one of several (feathers, god cards), the rest of the same task."""
    if t.count > 1 and t.kind in (FEATHER, GOD_CARD):
        return push(state, evolve(t, count=t.count - 1))
    return state


# --- phase I: the die ------------------------------------------------------------------------
def place(state: CuzcoState, seat: Seat, action: PlaceDie) -> CuzcoState:
    """``placement.place``."""
    die = action.die
    changes: dict[str, object] = {"placed": True, "turned": 0}
    if state.bonus:
        die = 1
    else:
        i = space_index(state, action.space)
        p = state.players[seat]
        changes["spaces"] = put(state.spaces, i, (*state.spaces[i], (seat, die)))
        changes["players"] = put(state.players, seat, evolve(p, dice=remove_one(p.dice, die)))
    reach = 6 if AS_SIX in state.effects else die
    act = action.action
    # The task the action leaves goes in with the die, in one copy.
    if act in (STONE, ROPE):
        t = task(MOVE, reach=reach, road=act)
    elif act in (STUDY, FARM):
        t = task(TILE, reach=reach, tile=act)
    elif act == EXCHANGE:
        t = task(EXCHANGE_TASK, reach=reach)
    elif act == HEADDRESS:
        t = task(CIRCLET, reach=reach)
    elif act == TEMPLE:
        return place_priest(evolve(state, **changes), seat, reach)
    else:
        return g.score(evolve(state, **changes), seat, state.layout.vp_space, VP_SPACE)
    return evolve(state, **changes, pending=(t, *state.pending))


def place_priest(state: CuzcoState, seat: Seat, step: int) -> CuzcoState:
    """``placement.place_priest``."""
    steps = list(state.temple)
    target = step - 1
    home: list[Seat] = []
    if PRIEST_HOME in state.effects and steps[target] is not None:
        home.append(steps[target])  # type: ignore[arg-type]
        steps[target] = seat
    else:
        carry: Seat | None = seat
        j = target
        while j >= 0 and carry is not None:
            carry, steps[j] = steps[j], carry
            if carry is not None and j == 0:
                home.append(carry)
            j -= 1
    players = list(state.players)
    players[seat] = evolve(players[seat], priests=players[seat].priests - 1)
    for owner in home:
        players[owner] = evolve(players[owner], priests=players[owner].priests + 1)
    return evolve(
        state, temple=tuple(steps), players=tuple(players), pending=(BLESSING_TASK, *state.pending)
    )


def use_pututu(state: CuzcoState, seat: Seat, action: UsePututu) -> CuzcoState:
    p = state.players[seat]
    value = abs(action.change)
    dice = tuple(sorted((*remove_one(p.dice, action.die), action.die + action.change)))
    p = evolve(p, dice=dice, pututu=remove_one(p.pututu, value))
    supply = list(state.pututu_supply)
    supply[value - 1] += 1
    return evolve(
        state,
        players=put(state.players, seat, p),
        pututu_supply=(supply[0], supply[1]),
        turned=action.die + action.change,
    )


# --- the steps a task asks for (``tasks``) ---------------------------------------------------
def resolve(state: CuzcoState, seat: Seat, action: Action) -> CuzcoState | None:
    """``tasks.resolve``; None for an action left to the checked code."""
    t = state.pending[0]
    kind = type(action)
    # The front task goes in the same copy as the step's first change.
    if kind is PlaceFeather:
        slot = action.slot  # type: ignore[attr-defined]
        return g.place_feather(state, seat, slot, state.phase != START, rest(state, t))
    if kind is Move:
        return run(state, seat, action.to, action.rotation, state.pending[1:])  # type: ignore[attr-defined]
    if kind is TakeTile:
        return take_tile(state, seat, action.tile, t, state.pending[1:])  # type: ignore[attr-defined]
    if kind is Exchange:
        return exchange(state, seat, action, t)  # type: ignore[arg-type]
    if kind is Activate:
        return activate(state, seat, action.circlet, state.pending[1:])  # type: ignore[attr-defined]
    if kind is Blessing:
        return blessing(pop(state), seat, action)  # type: ignore[arg-type]
    if kind is TakeGod:
        return g.take_card(more(pop(state), t), seat, action.god)  # type: ignore[attr-defined]
    if kind is Done:
        return pop(state)
    return None


def run(
    state: CuzcoState, seat: Seat, to: str, rotation: int, pending: tuple[Task, ...]
) -> CuzcoState:
    """``tasks.run`` (``pending``: the steps still owed after the move)."""
    p = state.players[seat]
    players = put(state.players, seat, evolve(p, chasqui=to))
    if to == CUZCO:
        return evolve(state, rotation=rotation, players=players, pending=(BLESSING_TASK, *pending))
    return deliver(evolve(state, rotation=rotation, players=players, pending=pending), seat, to)


def deliver(state: CuzcoState, seat: Seat, village: str) -> CuzcoState:
    """``tasks.deliver``."""
    p = state.players[seat]
    v = _village_index(state.layout)[village]
    if seat in state.quipus[v] or p.quipus + p.reserve == 0:
        return state
    p = evolve(p, reserve=p.reserve - 1) if p.quipus == 0 else evolve(p, quipus=p.quipus - 1)
    state = evolve(
        state,
        players=put(state.players, seat, p),
        quipus=put(state.quipus, v, (*state.quipus[v], seat)),
    )
    info = state.layout.village(village)
    if QUIPU_VP in state.effects:
        state = g.score(state, seat, info.vp, GOD_VP)
    if free_slots(state, state.players[seat], info.feather):
        state = push(state, task(FEATHER, colour=info.feather))
    return state


def take_tile(
    state: CuzcoState, seat: Seat, code: str, t: Task, pending: tuple[Task, ...]
) -> CuzcoState:
    """``tasks.take_tile`` (``pending``: the steps still owed after it)."""
    p = state.players[seat]
    changes: dict[str, object]
    if t.kind == DISCARD_TILE:
        if code in state.study_discard:
            changes = {"study_discard": remove_one(state.study_discard, code)}
        else:
            changes = {"farm_discard": remove_one(state.farm_discard, code)}
    elif t.tile == STUDY:
        changes = {"study_row": put(state.study_row, state.study_row.index(code), None)}
    else:
        changes = {"farm_row": put(state.farm_row, state.farm_row.index(code), None)}
    state = evolve(
        state,
        players=put(state.players, seat, evolve(p, people=(*p.people, (code, False)))),
        pending=pending,
        **changes,
    )
    if (
        t.kind == TILE
        and DISCARD_SEARCH in state.effects
        and state.phase == PHASE_I
        and (state.study_discard or state.farm_discard)
    ):
        state = push(state, task(DISCARD_TILE))
    return state


def exchange(state: CuzcoState, seat: Seat, action: Exchange, t: Task) -> CuzcoState:
    """``tasks.exchange``."""
    what = action.what
    front = evolve(t, reach=t.reach - EXCHANGE_COST[what], used=True)
    state = evolve(state, pending=(front, *state.pending[1:]))
    p = state.players[seat]
    if what in ("status", "food"):
        i = p.people.index((action.arg, False))
        state = g.with_player(state, seat, evolve(p, people=put(p.people, i, (action.arg, True))))
        value = state.layout.tile(action.arg).value
        if what == "status":
            return g.gain_status(state, seat, value)
        return g.gain_food(state, seat, value)
    if what == "vp":
        return g.score(state, seat, 1, EXCHANGE_VP)
    if what == "offering":
        return g.gain_offerings(state, seat, 1)
    if what == "god":
        return g.take_card(state, seat, action.arg)
    if what == "feather":
        return g.place_feather(state, seat, int(action.arg))
    return g.with_player(state, seat, evolve(p, quipus=p.quipus - 1, reserve=p.reserve + 1))


def activate(state: CuzcoState, seat: Seat, circlet: int, pending: tuple[Task, ...]) -> CuzcoState:
    """``tasks.activate`` (``pending``: the steps still owed after it)."""
    p = state.players[seat]
    layout = state.layout
    points = layout.headdress_vp[state.round - 1] + layout.circlet_vp[circlet - 1]
    p = evolve(p, circlets=put(p.circlets, circlet - 1, True))
    if points:
        p = g.add_vp(p, HEADDRESS_VP, points)
    return evolve(state, players=put(state.players, seat, p), pending=(BLESSING_TASK, *pending))


def blessing(state: CuzcoState, seat: Seat, action: Blessing) -> CuzcoState:
    """``tasks.blessing``."""
    if action.first == "offering":
        state = g.gain_offerings(state, seat, 1)
    elif action.first:
        state = g.take_card(state, seat, action.first)
    if action.second == "status":
        return g.gain_status(state, seat, 1)
    return g.gain_food(state, seat, 1)


# --- phase II and phase III ------------------------------------------------------------------
def use(state: CuzcoState, seat: Seat, action: UseAbility) -> CuzcoState:
    """``phase2.use``."""
    kind, a = action.tiles, action.ability
    s = strength(state, seat, kind, a)
    ph = state.phase2
    ph = evolve(
        ph,
        used=(*ph.used, (kind, a)),
        study_uses=ph.study_uses - (kind == STUDY_KIND),
        farm_uses=ph.farm_uses - (kind == FARM_KIND),
        boost=tuple(k for k in ph.boost if k != kind),
    )
    state = evolve(state, phase2=ph)
    if a == 1:
        return g.gain_offerings(state, seat, s)
    if a == 2:
        return g.score(state, seat, 2 * s, PEOPLE_VP)
    if a == 5:
        return g.gain_status(state, seat, s)
    if a == 8:
        p = state.players[seat]
        moved = min(s, p.quipus)
        return g.with_player(
            state, seat, evolve(p, quipus=p.quipus - moved, reserve=p.reserve + moved)
        )
    if a == 10:
        return g.gain_food(state, seat, s)
    if a == 3:
        t = task(FEATHER, count=s)
    elif a in (4, 6):
        t = task(MOVE, reach=ROAD_REACH[s], road=STONE if a == 4 else ROPE)
    elif a == 7:
        t = task(GOD_CARD, count=s)
    elif a == 9:
        t = task(CIRCLET, reach=TILE_REACH[s])
    else:
        t = task(TILE, reach=TILE_REACH[s], tile=FARM_KIND if a == 11 else STUDY_KIND)
    return push(state, t)


def buy(state: CuzcoState, seat: Seat, column: int) -> CuzcoState:
    """``phase3.buy``."""
    row = state.market[state.round - 1]
    name = row[column]
    assert name is not None
    good = state.layout.good(name)
    p = state.players[seat]
    p = evolve(p, food=p.food - good.food, goods=(*p.goods, name))
    if good.vp:
        p = g.add_vp(p, GOODS, good.vp)
        if GOODS_TWICE in state.effects:
            p = g.add_vp(p, GOD_VP, good.vp)
    return evolve(
        state,
        players=put(state.players, seat, p),
        market=put(state.market, state.round - 1, put(row, column, None)),
        food_supply=state.food_supply + good.food,
    )


def mission_step(state: CuzcoState, seat: Seat, action: Action) -> CuzcoState:
    """``phase3.complete``, ``give_back`` and ``take_mission`` (before the step ends)."""
    p = state.players[seat]
    if isinstance(action, CompleteMission):
        m = action.mission
        layout = state.layout
        reduced = HELP_MISSION in state.effects and shortfall(state, seat, layout.mission(m)) > 0
        p = evolve(p, missions=remove_one(p.missions, m), completed=(*p.completed, m))
        points = layout.mission_vp_reduced if reduced else layout.mission_vp
        if points:
            p = g.add_vp(p, MISSIONS_VP, points)
        return g.with_player(state, seat, p)
    if isinstance(action, ReturnMission):
        return g.with_player(
            state, seat, evolve(p, missions=remove_one(p.missions, action.mission))
        )
    assert isinstance(action, TakeMission)
    state = g.with_player(state, seat, evolve(p, missions=(*p.missions, action.mission)))
    return evolve(state, palace=remove_one(state.palace, action.mission))


# --- god cards --------------------------------------------------------------------------------
def play_god(state: CuzcoState, seat: Seat, action: PlayGod) -> CuzcoState:
    """``gods.play``."""
    layout = state.layout
    card = action.card
    gi = layout.god_names.index(layout.god(card).god)
    p = state.players[seat]
    if action.medal:
        state = evolve(
            state,
            players=put(state.players, seat, evolve(p, medals=p.medals - 1)),
            display=put(state.display, gi, 0),
            god_discard=(*state.god_discard, card),
        )
        state = g.reveal(state, gi)
    else:
        p = evolve(p, hand=remove_one(p.hand, card), offerings=p.offerings - 1)
        state = evolve(
            state,
            players=put(state.players, seat, p),
            god_discard=(*state.god_discard, card),
            offering_supply=state.offering_supply + 1,
        )
        if not state.display[gi]:
            state = g.reveal(state, gi)  # every card of this god was in hands (see gods.play)
    if card == BIG_BLESSING:
        return g.gain_status(g.gain_food(pop(state), seat, 3), seat, 3)
    state = evolve(state, effects=(*state.effects, card))
    ph = state.phase2
    if card == 1:
        return evolve(state, phase2=evolve(ph, boost=(STUDY_KIND, FARM_KIND)))
    if card == 2:
        return push(state, task(SLIDE_UP, count=2))
    if card == 5:
        return evolve(state, extra_turn=True)
    if card == 6:
        return push(state, task(REALLOCATE))
    if card == 11:
        return evolve(state, phase2=evolve(ph, study_uses=ph.study_uses + 1))
    if card == 15:
        return evolve(state, phase2=evolve(ph, farm_uses=ph.farm_uses + 1))
    return state


STEP_ENDING: tuple[type[Action], ...] = (Buy, CompleteMission, ReturnMission, TakeMission)
