"""The steps an action leaves owing (``state.pending``): what may be chosen, and what it does.

The front task belongs to the player whose turn it is. Tasks push further tasks in front of the
rest (a move into a village asks for the feather's slot; a priest or a headdress asks for the
fire blessing), so a turn reads as a short series of clicks.

The options of the front task are kept on the state (``task_actions``): settling asks for them
(a task with nothing to choose lapses) and then the legal moves or the search's random pick ask
for the same list again. Actions and tasks are values, so one object of each serves every state.
"""

from __future__ import annotations

from dataclasses import fields
from functools import cache

from boardgames.core.rules import Action, IllegalAction, Seat, derives_from, evolve, kept_on
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
    Events,
    gain_food,
    gain_offerings,
    gain_status,
    open_gods,
    place_feather,
    scored,
    take_card,
)
from boardgames.games.cuzco.layout import CUZCO, STUDY, CuzcoLayout
from boardgames.games.cuzco.names import counted, space_name, tile_name, village_name
from boardgames.games.cuzco.placement import JUMP, ready_circlets, row, takeable
from boardgames.games.cuzco.state import (
    BLESSING,
    BLESSING_TASK,
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
    new_task,
    put,
    remove_one,
)

QUIPU_VP = 10  # Pacha Mama 10: a delivered quipu scores its village at once
DISCARD_SEARCH = 9  # Viracocha 09: also take a tile from the discard piles

EXCHANGE_COST = {"status": 1, "food": 1, "vp": 1, "offering": 2, "god": 2, "feather": 2, "quipu": 2}

DONE = Done()
feather_at = cache(PlaceFeather)
move_to = cache(Move)
take_tile_of = cache(TakeTile)
exchange_for = cache(Exchange)
activate_of = cache(Activate)
blessing_of = cache(Blessing)
take_god_of = cache(TakeGod)


def _rest(state: CuzcoState, task: Task) -> tuple[Task, ...]:
    """The pending steps once the front one, ``task``, is done: after one of several (feathers,
    god cards), the rest of the same task."""
    if task.count > 1 and task.kind in (FEATHER, GOD_CARD):
        return (new_task(task.kind, count=task.count - 1, colour=task.colour), *state.pending[1:])
    return state.pending[1:]


def _pop(state: CuzcoState) -> CuzcoState:
    return evolve(state, pending=state.pending[1:])


# --- what may be chosen ----------------------------------------------------------------------
def feather_slots(state: CuzcoState, seat: Seat, task: Task) -> list[int]:
    p = state.players[seat]
    if state.phase == START:  # the starting feather was dealt: the supply is not asked
        mask = state.layout.masks[p.mask]
        return [s for s, f in enumerate(p.feathers) if not f and mask.slot_colour(s) == task.colour]
    return free_slots(state, p, task.colour or None)


@cache
def _moves(
    layout: CuzcoLayout, at: str, rotation: int, road: str, reach: int, jump: bool
) -> tuple[Move, ...]:
    """The chasqui's runs as actions (a layout never changes: worked out once)."""
    out = roads.destinations(layout, at, rotation, road, reach)
    if jump:
        out = tuple(sorted(set(out) | set(roads.destinations(layout, at, rotation, roads.ANY, 6))))
    return tuple(move_to(to, rot) for to, rot in out)


def move_targets(state: CuzcoState, seat: Seat, task: Task) -> tuple[Move, ...]:
    jump = JUMP in state.effects and state.phase == PHASE_I
    at = state.players[seat].chasqui
    return _moves(state.layout, at, state.rotation, task.road, task.reach, jump)


def exchange_options(state: CuzcoState, seat: Seat, task: Task) -> list[Action]:
    p = state.players[seat]
    pips = task.reach
    out: list[Action] = []
    if pips >= 1:
        for code, slid in p.people:
            if not slid:
                out.append(exchange_for("status" if code[0] == "S" else "food", code))
        out.append(exchange_for("vp"))
    if pips >= 2:
        if state.offering_supply > 0:
            out.append(exchange_for("offering"))
        out.extend(exchange_for("god", g) for g in open_gods(state))
        out.extend(exchange_for("feather", str(s)) for s in free_slots(state, p))
        if p.quipus > 0:
            out.append(exchange_for("quipu"))
    out.append(DONE)
    return out


def blessing_parts(state: CuzcoState) -> tuple[list[str], list[str]]:
    """The fire blessing's two halves: what may come first (an offering, or a god's face-up
    card; "" when neither is left) and second (a status step, or food while the supply lasts).
    Each first goes with each second."""
    firsts = (["offering"] if state.offering_supply > 0 else []) + open_gods(state)
    seconds = ["status", "food"] if state.food_supply > 0 else ["status"]
    return firsts or [""], seconds


def _task_actions(state: CuzcoState) -> tuple[Action, ...]:
    task = state.pending[0]
    seat = state.turn
    p = state.players[seat]
    kind = task.kind
    if kind == FEATHER:
        return tuple(feather_at(s) for s in feather_slots(state, seat, task))
    if kind == MOVE:
        return move_targets(state, seat, task)
    if kind == TILE:
        if free_spaces(state, p) <= 0:
            return ()
        tiles = row(state, task.tile)
        return tuple(take_tile_of(tiles[c]) for c in takeable(state, task.tile, task.reach))
    if kind == DISCARD_TILE:
        if free_spaces(state, p) <= 0:
            return (DONE,)
        pool = sorted(set(state.study_discard) | set(state.farm_discard))
        return (*(take_tile_of(t) for t in pool), DONE)
    if kind == EXCHANGE:
        return tuple(exchange_options(state, seat, task))
    if kind == CIRCLET:
        return tuple(activate_of(c) for c in ready_circlets(state, p, task.reach))
    if kind == BLESSING:
        firsts, seconds = blessing_parts(state)
        return tuple(blessing_of(f, s) for f in firsts for s in seconds)
    if kind == SLIDE_UP:
        return (*(SlideUp(code) for code, slid in p.people if slid), DONE)
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
        return (*out, DONE)
    if kind == GOD_CARD:
        return tuple(take_god_of(g) for g in open_gods(state))
    return ()


# The front task's options are read from nearly every part of the state: kept for one state.
_TASK_ACTIONS = derives_from("cuzco task actions", *(f.name for f in fields(CuzcoState)))


def task_actions(state: CuzcoState, seat: Seat) -> tuple[Action, ...]:
    """The choices the front task offers (god cards aside: see ``gods``); the seat is to act."""
    if seat != state.turn:
        return ()
    return kept_on(state, _TASK_ACTIONS, _task_actions)


def auto_resolve(state: CuzcoState, events: Events) -> CuzcoState | None:
    """Resolve the front task if it leaves no choice: nothing possible, or one feather slot."""
    task = state.pending[0]
    seat = state.turn
    kind = task.kind
    if kind in (FEATHER, MOVE, TILE, CIRCLET, GOD_CARD):
        options = task_actions(state, seat)
        if not options:
            return evolve(state, pending=_rest(state, task))  # nothing to gain: the step lapses
        if kind == FEATHER and len(options) == 1:
            return resolve(state, seat, options[0], events)
        return None
    if kind == DISCARD_TILE and free_spaces(state, state.players[seat]) <= 0:
        return _pop(state)  # no empty space left for the searched tile: the step lapses
    if kind == EXCHANGE and task.reach <= 0:
        return _pop(state)
    if kind == SLIDE_UP and (
        task.count <= 0 or not any(slid for _, slid in state.players[seat].people)
    ):
        return _pop(state)
    return None


# --- doing it ---------------------------------------------------------------------------------
def resolve(state: CuzcoState, seat: Seat, action: Action, events: Events) -> CuzcoState:
    task = state.pending[0]
    kind = type(action)
    if kind is PlaceFeather:
        assert isinstance(action, PlaceFeather)
        state = evolve(state, pending=_rest(state, task))
        return place_feather(state, seat, action.slot, events, from_supply=state.phase != START)
    if kind is Move:
        assert isinstance(action, Move)
        return run(state, seat, action.to, action.rotation, events)
    if kind is TakeTile:
        assert isinstance(action, TakeTile)
        return take_tile(state, seat, action.tile, events)
    if kind is Exchange:
        assert isinstance(action, Exchange)
        return exchange(state, seat, action, task, events)
    if kind is Activate:
        assert isinstance(action, Activate)
        return activate(state, seat, action.circlet, events)
    if kind is Blessing:
        assert isinstance(action, Blessing)
        return blessing(_pop(state), seat, action, events)
    if kind is SlideUp:
        assert isinstance(action, SlideUp)
        p = state.players[seat]
        i = p.people.index((action.tile, True))
        p = evolve(p, people=put(p.people, i, (action.tile, False)))
        front = new_task(SLIDE_UP, count=task.count - 1)
        if events is not None:
            events.append(TileSlid(seat, action.tile, False, tile_name(state.layout, action.tile)))
        return evolve(
            state, players=put(state.players, seat, p), pending=(front, *state.pending[1:])
        )
    if kind is Reallocate:
        assert isinstance(action, Reallocate)
        return reallocate(_pop(state), seat, action, events)
    if kind is TakeGod:
        assert isinstance(action, TakeGod)
        state = evolve(state, pending=_rest(state, task))
        return take_card(state, seat, action.god, events)
    if kind is Done:
        return _pop(state)
    raise IllegalAction("That move is not allowed now.")


def run(state: CuzcoState, seat: Seat, to: str, rotation: int, events: Events) -> CuzcoState:
    """The chasqui runs (the move task in front is done); a new village gets a quipu (and gives
    its feather), Cuzco a blessing."""
    p = state.players[seat]
    if events is not None:
        task = state.pending[0]
        if rotation != state.rotation:
            events.append(OverlayTurned(seat, rotation))
        road_ok = (to, rotation) in roads.destinations(
            state.layout, p.chasqui, state.rotation, task.road, task.reach
        )
        road = task.road if road_ok else "jump"
        events.append(ChasquiMoved(seat, p.chasqui, to, road, village_name(state.layout, to)))
    pending = state.pending[1:]
    players = put(state.players, seat, evolve(p, chasqui=to))
    if to == CUZCO:
        pending = (BLESSING_TASK, *pending)
        return evolve(state, rotation=rotation, players=players, pending=pending)
    state = evolve(state, rotation=rotation, players=players, pending=pending)
    return deliver(state, seat, to, events)


def deliver(state: CuzcoState, seat: Seat, village: str, events: Events) -> CuzcoState:
    """One quipu per player per village: from the mask first, then from the reserve space."""
    p = state.players[seat]
    layout = state.layout
    v = layout.village_index(village)
    if seat in state.quipus[v] or p.quipus + p.reserve == 0:
        return state
    from_reserve = p.quipus == 0
    p = evolve(p, reserve=p.reserve - 1) if from_reserve else evolve(p, quipus=p.quipus - 1)
    info = layout.village(village)
    words = ""
    if events is not None:
        words = village_name(layout, village)
        events.append(QuipuDelivered(seat, village, from_reserve, words))
    if QUIPU_VP in state.effects:
        p = scored(p, seat, info.vp, GOD_VP, events, f"Pacha Mama: quipu in {words}", village)
    pending = state.pending
    if free_slots(state, p, info.feather):
        pending = (new_task(FEATHER, colour=info.feather), *pending)
    return evolve(
        state,
        players=put(state.players, seat, p),
        quipus=put(state.quipus, v, (*state.quipus[v], seat)),
        pending=pending,
    )


def take_tile(state: CuzcoState, seat: Seat, code: str, events: Events) -> CuzcoState:
    """Take the tile (the tile task in front is done)."""
    task = state.pending[0]
    p = state.players[seat]
    changes: dict[str, object]
    if task.kind == DISCARD_TILE:
        if code in state.study_discard:
            changes = {"study_discard": remove_one(state.study_discard, code)}
        else:
            changes = {"farm_discard": remove_one(state.farm_discard, code)}
        column = 0
    else:
        tiles = row(state, task.tile)
        column = tiles.index(code) + 1
        emptied = put(tiles, column - 1, None)
        changes = {"study_row": emptied} if task.tile == STUDY else {"farm_row": emptied}
    pending = state.pending[1:]
    if (
        task.kind == TILE
        and DISCARD_SEARCH in state.effects
        and state.phase == PHASE_I
        and (state.study_discard or state.farm_discard)
    ):
        pending = (new_task(DISCARD_TILE), *pending)
    if events is not None:
        events.append(TileTaken(seat, code, column, tile_name(state.layout, code)))
    return evolve(
        state,
        players=put(state.players, seat, evolve(p, people=(*p.people, (code, False)))),
        pending=pending,
        **changes,
    )


def exchange(
    state: CuzcoState, seat: Seat, action: Exchange, task: Task, events: Events
) -> CuzcoState:
    what = action.what
    front = new_task(EXCHANGE, task.reach - EXCHANGE_COST[what], used=True)
    pending = (front, *state.pending[1:])
    p = state.players[seat]
    if what in ("status", "food"):
        i = p.people.index((action.arg, False))
        p = evolve(p, people=put(p.people, i, (action.arg, True)))
        state = evolve(state, players=put(state.players, seat, p), pending=pending)
        layout = state.layout
        if events is not None:
            events.append(TileSlid(seat, action.arg, True, tile_name(layout, action.arg)))
        value = layout.tile(action.arg).value
        if what == "status":
            return gain_status(state, seat, value, events)
        return gain_food(state, seat, value, events)
    if what in ("vp", "quipu"):
        if what == "vp":
            p = scored(p, seat, 1, EXCHANGE_VP, events, "exchange: a pip for a point")
        else:
            p = evolve(p, quipus=p.quipus - 1, reserve=p.reserve + 1)
            if events is not None:
                events.append(QuipusToReserve(seat, 1))
        return evolve(state, players=put(state.players, seat, p), pending=pending)
    state = evolve(state, pending=pending)
    if what == "offering":
        return gain_offerings(state, seat, 1, events)
    if what == "god":
        return take_card(state, seat, action.arg, events)
    return place_feather(state, seat, int(action.arg), events)


def activate(state: CuzcoState, seat: Seat, circlet: int, events: Events) -> CuzcoState:
    """Adorn the circlet (the circlet task in front is done); then the fire blessing."""
    p = state.players[seat]
    p = evolve(p, circlets=put(p.circlets, circlet - 1, True))
    layout = state.layout
    points = layout.headdress_vp[state.round - 1] + layout.circlet_vp[circlet - 1]
    reason = ""
    if events is not None:
        events.append(CircletActivated(seat, circlet))
        reason = f"headdress: the circlet of {counted(circlet, 'pip')}"
    p = scored(p, seat, points, HEADDRESS, events, reason)
    return evolve(
        state,
        players=put(state.players, seat, p),
        pending=(BLESSING_TASK, *state.pending[1:]),
    )


def blessing(state: CuzcoState, seat: Seat, action: Blessing, events: Events) -> CuzcoState:
    if events is not None:
        events.append(BlessingTaken(seat, action.first, action.second))
    if action.first == "offering":
        state = gain_offerings(state, seat, 1, events)
    elif action.first:
        state = take_card(state, seat, action.first, events)
    if action.second == "status":
        return gain_status(state, seat, 1, events)
    return gain_food(state, seat, 1, events)


def big_blessing(state: CuzcoState, seat: Seat, events: Events) -> CuzcoState:
    """Viracocha 08: 3 food and 3 status steps instead of the usual blessing."""
    state = _pop(state)
    if events is not None:
        events.append(BlessingTaken(seat, "", "3 food and 3 status steps"))
    state = gain_food(state, seat, 3, events)
    return gain_status(state, seat, 3, events)


def reallocate(state: CuzcoState, seat: Seat, action: Reallocate, events: Events) -> CuzcoState:
    a, b = state.space_index(action.source), state.space_index(action.to)
    die = (action.owner, action.die)
    spaces = put(state.spaces, a, remove_one(state.spaces[a], die))
    spaces = put(spaces, b, (*spaces[b], die))
    if events is not None:
        layout = state.layout
        events.append(
            DieMoved(
                seat,
                action.owner,
                action.die,
                action.source,
                action.to,
                space_name(layout, action.source),
                space_name(layout, action.to),
            )
        )
    return evolve(state, spaces=spaces)
