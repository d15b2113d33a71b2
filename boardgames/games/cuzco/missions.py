"""Missions of the Sapa Inca: how far a player is from meeting one.

A mission is a list of requirements, each "at least n of something" (the layout spells them out).
``shortfall`` counts the units missing over all of them: 0 means the mission can be completed;
Mama Quilia's card 04 completes a mission that lacks exactly one unit (one requirement less).
Nothing is spent: a mission only asks the player to show what they have.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from boardgames.core.rules import Seat, derives_from, kept_on
from boardgames.games.cuzco.layout import FEATHERS, Mission, PeopleTile, Requirement
from boardgames.games.cuzco.state import CuzcoState, feather_count


def delivered_villages(state: CuzcoState, seat: Seat) -> list[str]:
    """Villages holding one of the seat's quipus."""
    return [
        v.id for v, stack in zip(state.layout.villages, state.quipus, strict=True) if seat in stack
    ]


def _feathers(state: CuzcoState, seat: Seat, arg: str) -> int:
    return feather_count(state, state.players[seat], arg or None)


def _feather_colours(state: CuzcoState, seat: Seat, arg: str) -> int:
    p = state.players[seat]
    return sum(1 for c in FEATHERS if feather_count(state, p, c) > 0)


def _quipu_villages(state: CuzcoState, seat: Seat, arg: str) -> int:
    layout = state.layout
    villages = [layout.village(v) for v in delivered_villages(state, seat)]
    if arg.startswith("feather:"):
        villages = [v for v in villages if v.feather == arg[8:]]
    elif arg.startswith("ring:"):
        villages = [v for v in villages if v.ring == arg[5:]]
    elif arg.startswith("vp:"):
        villages = [v for v in villages if v.vp == int(arg[3:])]
    return len(villages)


def _quipu_distinct_vp(state: CuzcoState, seat: Seat, arg: str) -> int:
    layout = state.layout
    return len({layout.village(v).vp for v in delivered_villages(state, seat)})


def _tiles(state: CuzcoState, seat: Seat) -> list[tuple[PeopleTile, bool]]:
    tile = state.layout.tile
    return [(tile(code), slid) for code, slid in state.players[seat].people]


def _people(state: CuzcoState, seat: Seat, arg: str) -> int:
    return sum(1 for t, _ in _tiles(state, seat) if not arg or t.kind == arg)


def _people_distinct(state: CuzcoState, seat: Seat, arg: str) -> int:
    return len({t.ability for t, _ in _tiles(state, seat) if t.kind == arg})


def _slid(state: CuzcoState, seat: Seat, arg: str) -> int:
    return sum(1 for t, slid in _tiles(state, seat) if slid and (not arg or t.kind == arg))


def _people_ability(state: CuzcoState, seat: Seat, arg: str) -> int:
    return sum(1 for t, _ in _tiles(state, seat) if t.ability == int(arg))


def _gods(state: CuzcoState, seat: Seat) -> Counter[str]:
    god = state.layout.god
    return Counter(god(c).god for c in state.players[seat].hand if c)


def _gods_distinct(state: CuzcoState, seat: Seat, arg: str) -> int:
    return len(_gods(state, seat))


def _gods_same(state: CuzcoState, seat: Seat, arg: str) -> int:
    return max(_gods(state, seat).values(), default=0)


def _gods_of(state: CuzcoState, seat: Seat, arg: str) -> int:
    return _gods(state, seat).get(arg, 0)


def _goods(state: CuzcoState, seat: Seat, arg: str) -> int:
    return sum(1 for g in state.players[seat].goods if not arg or g == arg)


def _goods_distinct(state: CuzcoState, seat: Seat, arg: str) -> int:
    return len(set(state.players[seat].goods))


def _priests(state: CuzcoState, seat: Seat, arg: str) -> int:
    return sum(1 for s in state.temple if s == seat)


def _first_player(state: CuzcoState, seat: Seat, arg: str) -> int:
    return 1 if state.order and state.order[0] == seat else 0


# How many units of each requirement kind a seat shows (``arg``: the requirement's argument).
_HAVE: dict[str, Callable[[CuzcoState, Seat, str], int]] = {
    "feathers": _feathers,
    "feather_colours": _feather_colours,
    "quipu_villages": _quipu_villages,
    "quipu_distinct_vp": _quipu_distinct_vp,
    "people": _people,
    "people_distinct": _people_distinct,
    "slid": _slid,
    "people_ability": _people_ability,
    "gods_distinct": _gods_distinct,
    "gods_same": _gods_same,
    "gods_of": _gods_of,
    "goods": _goods,
    "goods_distinct": _goods_distinct,
    "priests": _priests,
    "food": lambda state, seat, arg: state.players[seat].food,
    "offerings": lambda state, seat, arg: state.players[seat].offerings,
    "medals": lambda state, seat, arg: state.players[seat].medals,
    "circlets": lambda state, seat, arg: sum(state.players[seat].circlets),
    "first_player": _first_player,
}


def have(state: CuzcoState, seat: Seat, req: Requirement) -> int:
    """How many units of ``req`` the seat shows right now."""
    count = _HAVE.get(req.kind)
    if count is None:
        raise ValueError(f"unknown requirement kind {req.kind!r}")
    return count(state, seat, req.arg)


def shortfall(state: CuzcoState, seat: Seat, mission: Mission) -> int:
    """Units missing to complete ``mission`` (0: it can be completed)."""
    return sum(max(0, r.n - have(state, seat, r)) for r in mission.requirements)


def _shortfalls(state: CuzcoState, seat: Seat) -> tuple[tuple[str, int], ...]:
    layout = state.layout
    return tuple(
        (m, shortfall(state, seat, layout.mission(m))) for m in state.players[seat].missions
    )


# What ``have`` reads, for the seat to act.
_SHORTFALLS = derives_from("cuzco shortfalls", "players", "turn", "quipus", "temple", "order")


def shortfalls(state: CuzcoState, seat: Seat) -> tuple[tuple[str, int], ...]:
    """(mission, units missing) for each of the seat's missions, in the mask's order. Kept on the
    state for the seat to act: its mission choices and Mama Quilia's card 04 both ask."""
    if seat != state.turn:
        return _shortfalls(state, seat)
    return kept_on(state, _SHORTFALLS, lambda s: _shortfalls(s, s.turn))


def completable(state: CuzcoState, seat: Seat, helped: bool = False) -> list[str]:
    """The seat's missions that can be completed now (``helped``: with Mama Quilia 04)."""
    limit = 1 if helped else 0
    return [m for m, short in shortfalls(state, seat) if short <= limit]
