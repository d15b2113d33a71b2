"""Phase II: each player in turn uses one study ability and one farm ability.

Identical tiles of one kind (same ability) always act together as one stronger use; study and farm
tiles never combine. Strength is the number of identical tiles (plus one with Iliapa 01, which
doubles one tile), capped where the ability stops growing: trail and bridge reach 2, 4, then any
road; the circlet, farming and study tiles reach 3, then 6. Slid-down tiles and tiles taken this
round count too. An ability that could do nothing now is not offered.
"""

from __future__ import annotations

from dataclasses import fields
from functools import cache

from boardgames.core.rules import Seat, derives_from, evolve, kept_on
from boardgames.games.cuzco import roads
from boardgames.games.cuzco.actions import UseAbility
from boardgames.games.cuzco.events import AbilityUsed, QuipusToReserve
from boardgames.games.cuzco.gains import (
    Events,
    gain_food,
    gain_offerings,
    gain_status,
    open_gods,
    scored,
)
from boardgames.games.cuzco.layout import FARM_KIND, ROPE, STONE, STUDY_KIND
from boardgames.games.cuzco.names import ability_name
from boardgames.games.cuzco.placement import ready_circlets, takeable
from boardgames.games.cuzco.state import (
    CIRCLET,
    FEATHER,
    GOD_CARD,
    MOVE,
    PEOPLE_VP,
    TILE,
    CuzcoState,
    Task,
    free_slots,
    free_spaces,
    new_task,
    put,
)

CAPS = {4: 3, 6: 3, 9: 2, 11: 2, 12: 2}
ROAD_REACH = {1: 2, 2: 4, 3: 6}
TILE_REACH = {1: 3, 2: 6}
use_of = cache(UseAbility)  # actions are values: one object each serves every state


def strength(state: CuzcoState, seat: Seat, kind: str, ability: int) -> int:
    letter = "S" if kind == STUDY_KIND else "F"
    layout = state.layout
    n = sum(
        1
        for code, _ in state.players[seat].people
        if code[0] == letter and layout.tile(code).ability == ability
    )
    if kind in state.phase2.boost:
        n += 1
    return min(n, CAPS.get(ability, n))


def usable(state: CuzcoState, seat: Seat, ability: int, s: int) -> bool:
    p = state.players[seat]
    if ability == 3:
        return bool(free_slots(state, p))
    if ability in (4, 6):
        road = STONE if ability == 4 else ROPE
        return roads.can_move(state.layout, p.chasqui, state.rotation, road, ROAD_REACH[s])
    if ability == 7:
        return bool(open_gods(state))
    if ability == 8:
        return p.quipus > 0
    if ability == 9:
        return bool(ready_circlets(state, p, TILE_REACH[s]))
    if ability in (11, 12):
        kind = FARM_KIND if ability == 11 else STUDY_KIND
        return free_spaces(state, p) > 0 and bool(takeable(state, kind, TILE_REACH[s]))
    return True


def _uses(state: CuzcoState) -> tuple[UseAbility, ...]:
    seat = state.turn
    ph = state.phase2
    tile = state.layout.tile
    mine = {(code[0], tile(code).ability) for code, _ in state.players[seat].people}
    out: list[UseAbility] = []
    for kind, left in ((STUDY_KIND, ph.study_uses), (FARM_KIND, ph.farm_uses)):
        if left <= 0:
            continue
        letter = "S" if kind == STUDY_KIND else "F"
        for a in sorted(a for k, a in mine if k == letter):
            if (kind, a) in ph.used:
                continue
            if usable(state, seat, a, strength(state, seat, kind, a)):
                out.append(use_of(kind, a))
    return tuple(out)


# What the seat to act can use reads nearly the whole state: kept for one state.
_USES = derives_from("cuzco phase II uses", *(f.name for f in fields(CuzcoState)))


def uses(state: CuzcoState, seat: Seat) -> tuple[UseAbility, ...]:
    """The abilities the seat to act may use now. Kept on the state: settling, the god cards'
    windows and the legal moves (or the search's random pick) all ask."""
    if seat != state.turn:
        return ()
    return kept_on(state, _USES, _uses)


def use(state: CuzcoState, seat: Seat, action: UseAbility, events: Events) -> CuzcoState:
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
    if events is not None:
        events.append(AbilityUsed(seat, kind, a, s, ability_name(state.layout, a)))
    task: Task | None = None
    if a == 3:
        task = new_task(FEATHER, count=s)
    elif a in (4, 6):
        task = new_task(MOVE, reach=ROAD_REACH[s], road=STONE if a == 4 else ROPE)
    elif a == 7:
        task = new_task(GOD_CARD, count=s)
    elif a == 9:
        task = new_task(CIRCLET, reach=TILE_REACH[s])
    elif a in (11, 12):
        task = new_task(TILE, reach=TILE_REACH[s], tile=FARM_KIND if a == 11 else STUDY_KIND)
    if task is not None:
        return evolve(state, phase2=ph, pending=(task, *state.pending))
    if a in (2, 8):
        p = state.players[seat]
        if a == 2:
            p = scored(p, seat, 2 * s, PEOPLE_VP, events, f"{kind} tiles: victory points")
        else:
            moved = min(s, p.quipus)
            p = evolve(p, quipus=p.quipus - moved, reserve=p.reserve + moved)
            if events is not None:
                events.append(QuipusToReserve(seat, moved))
        return evolve(state, phase2=ph, players=put(state.players, seat, p))
    state = evolve(state, phase2=ph)
    if a == 1:
        return gain_offerings(state, seat, s, events)
    if a == 5:
        return gain_status(state, seat, s, events)
    return gain_food(state, seat, s, events)  # 10
