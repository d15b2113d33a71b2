"""The steps an action leaves owing (``state.pending``): what may be chosen, and what it does.

The front task belongs to the player whose turn it is. Tasks push further tasks in front of the
rest (a move into a village asks for the feather's slot; a priest or a headdress asks for the
fire blessing), so a turn reads as a short series of clicks.
"""

from __future__ import annotations

from boardgames.core.rules import Action, Event, IllegalAction, Seat, evolve
from boardgames.games.cuzco import roads
from boardgames.games.cuzco.actions import (
    Activate,
    Blessing,
    Done,
    Exchange,
    Move,
    PlaceFeather,
    Reallocate,
    SlideUp,
    TakeGod,
    TakeTile,
)
from boardgames.games.cuzco.events import (
    BlessingTaken,
    ChasquiMoved,
    CircletActivated,
    DieMoved,
    OverlayTurned,
    QuipuDelivered,
    QuipusToReserve,
    TileSlid,
    TileTaken,
)
from boardgames.games.cuzco.gains import (
    Result,
    gain_food,
    gain_offerings,
    gain_status,
    open_gods,
    place_feather,
    score,
    take_card,
)
from boardgames.games.cuzco.layout import CUZCO, STUDY
from boardgames.games.cuzco.names import counted, space_name, tile_name, village_name
from boardgames.games.cuzco.placement import JUMP, ready_circlets, row, takeable
from boardgames.games.cuzco.state import (
    BLESSING,
    CIRCLET,
    DISCARD_TILE,
    EXCHANGE,
    EXCHANGE_VP,
    FEATHER,
    GOD_CARD,
    GOD_VP,
    HEADDRESS,
    MOVE,
    PHASE_I,
    REALLOCATE,
    SLIDE_UP,
    START,
    TILE,
    CuzcoState,
    Task,
    free_slots,
    free_spaces,
    put,
    remove_one,
    with_player,
)

QUIPU_VP = 10  # Pacha Mama 10: a delivered quipu scores its village at once
DISCARD_SEARCH = 9  # Viracocha 09: also take a tile from the discard piles

EXCHANGE_COST = {"status": 1, "food": 1, "vp": 1, "offering": 2, "god": 2, "feather": 2, "quipu": 2}


def _pop(state: CuzcoState) -> CuzcoState:
    return evolve(state, pending=state.pending[1:])


def _push(state: CuzcoState, *tasks: Task) -> CuzcoState:
    return evolve(state, pending=(*tasks, *state.pending))


def _replace_front(state: CuzcoState, task: Task) -> CuzcoState:
    return evolve(state, pending=(task, *state.pending[1:]))


# --- what may be chosen ----------------------------------------------------------------------
def feather_slots(state: CuzcoState, seat: Seat, task: Task) -> list[int]:
    p = state.players[seat]
    if state.phase == START:  # the starting feather was dealt: the supply is not asked
        mask = state.layout.masks[p.mask]
        return [s for s, f in enumerate(p.feathers) if not f and mask.slot_colour(s) == task.colour]
    return free_slots(state, p, task.colour or None)


def move_targets(state: CuzcoState, seat: Seat, task: Task) -> list[tuple[str, int]]:
    p = state.players[seat]
    out = roads.destinations(state.layout, p.chasqui, state.rotation, task.road, task.reach)
    if JUMP in state.effects and state.phase == PHASE_I:
        jumps = roads.destinations(state.layout, p.chasqui, state.rotation, roads.ANY, 6)
        out = sorted(set(out) | set(jumps))
    return out


def exchange_options(state: CuzcoState, seat: Seat, task: Task) -> list[Action]:
    p = state.players[seat]
    pips = task.reach
    out: list[Action] = []
    if pips >= 1:
        for code, slid in p.people:
            if not slid:
                out.append(Exchange("status" if code[0] == "S" else "food", code))
        out.append(Exchange("vp"))
    if pips >= 2:
        if state.offering_supply > 0:
            out.append(Exchange("offering"))
        out.extend(Exchange("god", g) for g in open_gods(state))
        out.extend(Exchange("feather", str(s)) for s in free_slots(state, p))
        if p.quipus > 0:
            out.append(Exchange("quipu"))
    out.append(Done())
    return out


def blessing_options(state: CuzcoState) -> list[Action]:
    firsts = (["offering"] if state.offering_supply > 0 else []) + open_gods(state)
    seconds = ["status"] + (["food"] if state.food_supply > 0 else [])
    return [Blessing(f, s) for f in (firsts or [""]) for s in seconds]


def task_actions(state: CuzcoState, seat: Seat) -> list[Action]:
    """The choices the front task offers (god cards aside: see ``gods``)."""
    task = state.pending[0]
    p = state.players[seat]
    kind = task.kind
    if kind == FEATHER:
        return [PlaceFeather(s) for s in feather_slots(state, seat, task)]
    if kind == MOVE:
        return [Move(to, rot) for to, rot in move_targets(state, seat, task)]
    if kind == TILE:
        tiles = [row(state, task.tile)[c] for c in takeable(state, task.tile, task.reach)]
        return [TakeTile(t) for t in tiles if t is not None] if free_spaces(state, p) > 0 else []
    if kind == DISCARD_TILE:
        if free_spaces(state, p) <= 0:
            return [Done()]
        pool = sorted(set(state.study_discard) | set(state.farm_discard))
        return [*(TakeTile(t) for t in pool), Done()]
    if kind == EXCHANGE:
        return exchange_options(state, seat, task)
    if kind == CIRCLET:
        return [Activate(c) for c in ready_circlets(state, p, task.reach)]
    if kind == BLESSING:
        return blessing_options(state)
    if kind == SLIDE_UP:
        return [*(SlideUp(code) for code, slid in p.people if slid), Done()]
    if kind == REALLOCATE:
        spaces = state.layout.spaces_for(state.n_players)
        out: list[Action] = []
        for space, here in zip(spaces, state.spaces, strict=True):
            for owner, die in sorted(set(here)):
                out.extend(
                    Reallocate(space.id, owner, die, other.id)
                    for other in spaces
                    if other.id != space.id
                )
        return [*out, Done()]
    if kind == GOD_CARD:
        return [TakeGod(g) for g in open_gods(state)]
    return []


def auto_resolve(state: CuzcoState) -> Result | None:
    """Resolve the front task if it leaves no choice: nothing possible, or one feather slot."""
    task = state.pending[0]
    seat = state.turn
    if task.kind in (FEATHER, MOVE, TILE, CIRCLET, GOD_CARD):
        options = task_actions(state, seat)
        if not options:
            return _more(_pop(state), task), []  # nothing to gain: the step lapses
        if task.kind == FEATHER and len(options) == 1:
            return resolve(state, seat, options[0])
    if task.kind == DISCARD_TILE and free_spaces(state, state.players[seat]) <= 0:
        return _pop(state), []  # no empty space left for the searched tile: the step lapses
    if task.kind == EXCHANGE and task.reach <= 0:
        return _pop(state), []
    if task.kind == SLIDE_UP and (
        task.count <= 0 or not any(slid for _, slid in state.players[seat].people)
    ):
        return _pop(state), []
    return None


def _more(state: CuzcoState, task: Task) -> CuzcoState:
    """After one of several (feathers, god cards), the rest of the same task."""
    if task.count > 1 and task.kind in (FEATHER, GOD_CARD):
        return _push(state, evolve(task, count=task.count - 1))
    return state


# --- doing it ---------------------------------------------------------------------------------
def resolve(state: CuzcoState, seat: Seat, action: Action) -> Result:
    task = state.pending[0]
    if isinstance(action, PlaceFeather):
        state = _more(_pop(state), task)
        return place_feather(state, seat, action.slot, from_supply=state.phase != START)
    if isinstance(action, Move):
        return run(_pop(state), seat, action.to, action.rotation, task)
    if isinstance(action, TakeTile):
        return take_tile(_pop(state), seat, action.tile, task)
    if isinstance(action, Exchange):
        return exchange(state, seat, action, task)
    if isinstance(action, Activate):
        return activate(_pop(state), seat, action.circlet)
    if isinstance(action, Blessing):
        return blessing(_pop(state), seat, action)
    if isinstance(action, SlideUp):
        p = state.players[seat]
        i = p.people.index((action.tile, True))
        state = with_player(state, seat, evolve(p, people=put(p.people, i, (action.tile, False))))
        state = _replace_front(state, evolve(task, count=task.count - 1))
        return state, [TileSlid(seat, action.tile, False, tile_name(state.layout, action.tile))]
    if isinstance(action, Reallocate):
        return reallocate(_pop(state), seat, action)
    if isinstance(action, TakeGod):
        state = _more(_pop(state), task)
        return take_card(state, seat, action.god)
    if isinstance(action, Done):
        return _pop(state), []
    raise IllegalAction("That move is not allowed now.")


def run(state: CuzcoState, seat: Seat, to: str, rotation: int, task: Task) -> Result:
    """The chasqui runs; a new village gets a quipu (and gives its feather), Cuzco a blessing."""
    p = state.players[seat]
    events: list[Event] = []
    if rotation != state.rotation:
        events.append(OverlayTurned(seat, rotation))
    road_ok = (to, rotation) in roads.destinations(
        state.layout, p.chasqui, state.rotation, task.road, task.reach
    )
    road = task.road if road_ok else "jump"
    events.append(ChasquiMoved(seat, p.chasqui, to, road, village_name(state.layout, to)))
    state = evolve(state, rotation=rotation)
    state = with_player(state, seat, evolve(p, chasqui=to))
    if to == CUZCO:
        return _push(state, Task(BLESSING)), events
    state, more = deliver(state, seat, to)
    return state, events + more


def deliver(state: CuzcoState, seat: Seat, village: str) -> Result:
    """One quipu per player per village: from the mask first, then from the reserve space."""
    p = state.players[seat]
    v = state.village_index(village)
    if seat in state.quipus[v] or p.quipus + p.reserve == 0:
        return state, []
    from_reserve = p.quipus == 0
    p = evolve(p, reserve=p.reserve - 1) if from_reserve else evolve(p, quipus=p.quipus - 1)
    state = with_player(state, seat, p)
    state = evolve(state, quipus=put(state.quipus, v, (*state.quipus[v], seat)))
    words = village_name(state.layout, village)
    events: list[Event] = [QuipuDelivered(seat, village, from_reserve, words)]
    info = state.layout.village(village)
    if QUIPU_VP in state.effects:
        state, more = score(state, seat, info.vp, GOD_VP, f"Pacha Mama: quipu in {words}", village)
        events += more
    if free_slots(state, state.players[seat], info.feather):
        state = _push(state, Task(FEATHER, colour=info.feather))
    return state, events


def take_tile(state: CuzcoState, seat: Seat, code: str, task: Task) -> Result:
    p = state.players[seat]
    if task.kind == DISCARD_TILE:
        if code in state.study_discard:
            state = evolve(state, study_discard=remove_one(state.study_discard, code))
        else:
            state = evolve(state, farm_discard=remove_one(state.farm_discard, code))
        column = 0
    else:
        tiles = row(state, task.tile)
        column = tiles.index(code) + 1
        emptied = put(tiles, column - 1, None)
        state = (
            evolve(state, study_row=emptied)
            if task.tile == STUDY
            else evolve(state, farm_row=emptied)
        )
    state = with_player(state, seat, evolve(p, people=(*p.people, (code, False))))
    events: list[Event] = [TileTaken(seat, code, column, tile_name(state.layout, code))]
    if (
        task.kind == TILE
        and DISCARD_SEARCH in state.effects
        and state.phase == PHASE_I
        and (state.study_discard or state.farm_discard)
    ):
        state = _push(state, Task(DISCARD_TILE))
    return state, events


def exchange(state: CuzcoState, seat: Seat, action: Exchange, task: Task) -> Result:
    cost = EXCHANGE_COST[action.what]
    state = _replace_front(state, evolve(task, reach=task.reach - cost, used=True))
    p = state.players[seat]
    what = action.what
    if what in ("status", "food"):
        i = p.people.index((action.arg, False))
        state = with_player(state, seat, evolve(p, people=put(p.people, i, (action.arg, True))))
        value = state.layout.tile(action.arg).value
        slid: list[Event] = [TileSlid(seat, action.arg, True, tile_name(state.layout, action.arg))]
        if what == "status":
            state, more = gain_status(state, seat, value)
        else:
            state, more = gain_food(state, seat, value)
        return state, slid + more
    if what == "vp":
        return score(state, seat, 1, EXCHANGE_VP, "exchange: a pip for a point")
    if what == "offering":
        return gain_offerings(state, seat, 1)
    if what == "god":
        return take_card(state, seat, action.arg)
    if what == "feather":
        return place_feather(state, seat, int(action.arg))
    p = state.players[seat]
    state = with_player(state, seat, evolve(p, quipus=p.quipus - 1, reserve=p.reserve + 1))
    return state, [QuipusToReserve(seat, 1)]


def activate(state: CuzcoState, seat: Seat, circlet: int) -> Result:
    p = state.players[seat]
    state = with_player(state, seat, evolve(p, circlets=put(p.circlets, circlet - 1, True)))
    layout = state.layout
    points = layout.headdress_vp[state.round - 1] + layout.circlet_vp[circlet - 1]
    events: list[Event] = [CircletActivated(seat, circlet)]
    state, more = score(
        state, seat, points, HEADDRESS, f"headdress: the circlet of {counted(circlet, 'pip')}"
    )
    state = _push(state, Task(BLESSING))
    return state, events + more


def blessing(state: CuzcoState, seat: Seat, action: Blessing) -> Result:
    events: list[Event] = [BlessingTaken(seat, action.first, action.second)]
    if action.first == "offering":
        state, more = gain_offerings(state, seat, 1)
        events += more
    elif action.first:
        state, more = take_card(state, seat, action.first)
        events += more
    if action.second == "status":
        state, more = gain_status(state, seat, 1)
    else:
        state, more = gain_food(state, seat, 1)
    return state, events + more


def big_blessing(state: CuzcoState, seat: Seat) -> Result:
    """Viracocha 08: 3 food and 3 status steps instead of the usual blessing."""
    state = _pop(state)
    state, food = gain_food(state, seat, 3)
    state, status = gain_status(state, seat, 3)
    return state, [BlessingTaken(seat, "", "3 food and 3 status steps"), *food, *status]


def reallocate(state: CuzcoState, seat: Seat, action: Reallocate) -> Result:
    a, b = state.space_index(action.source), state.space_index(action.to)
    die = (action.owner, action.die)
    spaces = put(state.spaces, a, remove_one(state.spaces[a], die))
    spaces = put(spaces, b, (*spaces[b], die))
    layout = state.layout
    return evolve(state, spaces=spaces), [
        DieMoved(
            seat,
            action.owner,
            action.die,
            action.source,
            action.to,
            space_name(layout, action.source),
            space_name(layout, action.to),
        )
    ]
