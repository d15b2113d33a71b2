"""Missions of the Sapa Inca: how far a player is from meeting one.

A mission is a list of requirements, each "at least n of something" (the layout spells them out).
``shortfall`` counts the units missing over all of them: 0 means the mission can be completed;
Mama Quilia's card 04 completes a mission that lacks exactly one unit (one requirement less).
Nothing is spent: a mission only asks the player to show what they have.
"""

from __future__ import annotations

from collections import Counter

from boardgames.core.rules import Seat
from boardgames.games.cuzco.layout import FEATHERS, Mission, Requirement
from boardgames.games.cuzco.state import CuzcoState, feather_count


def delivered_villages(state: CuzcoState, seat: Seat) -> list[str]:
    """Villages holding one of the seat's quipus."""
    return [
        v.id for v, stack in zip(state.layout.villages, state.quipus, strict=True) if seat in stack
    ]


def have(state: CuzcoState, seat: Seat, req: Requirement) -> int:
    """How many units of ``req`` the seat shows right now."""
    layout = state.layout
    p = state.players[seat]
    kind, arg = req.kind, req.arg
    if kind == "feathers":
        return feather_count(state, p, arg or None)
    if kind == "feather_colours":
        return sum(1 for c in FEATHERS if feather_count(state, p, c) > 0)
    if kind == "quipu_villages":
        villages = [layout.village(v) for v in delivered_villages(state, seat)]
        if arg.startswith("feather:"):
            villages = [v for v in villages if v.feather == arg[8:]]
        elif arg.startswith("ring:"):
            villages = [v for v in villages if v.ring == arg[5:]]
        elif arg.startswith("vp:"):
            villages = [v for v in villages if v.vp == int(arg[3:])]
        return len(villages)
    if kind == "quipu_distinct_vp":
        return len({layout.village(v).vp for v in delivered_villages(state, seat)})
    tiles = [(layout.tile(code), slid) for code, slid in p.people]
    if kind == "people":
        return sum(1 for t, _ in tiles if not arg or t.kind == arg)
    if kind == "people_distinct":
        return len({t.ability for t, _ in tiles if t.kind == arg})
    if kind == "slid":
        return sum(1 for t, slid in tiles if slid and (not arg or t.kind == arg))
    if kind == "people_ability":
        return sum(1 for t, _ in tiles if t.ability == int(arg))
    gods = Counter(layout.god(c).god for c in p.hand if c)
    if kind == "gods_distinct":
        return len(gods)
    if kind == "gods_same":
        return max(gods.values(), default=0)
    if kind == "gods_of":
        return gods.get(arg, 0)
    if kind == "goods":
        return sum(1 for g in p.goods if not arg or g == arg)
    if kind == "goods_distinct":
        return len(set(p.goods))
    if kind == "priests":
        return sum(1 for s in state.temple if s == seat)
    if kind == "food":
        return p.food
    if kind == "offerings":
        return p.offerings
    if kind == "medals":
        return p.medals
    if kind == "circlets":
        return sum(p.circlets)
    if kind == "first_player":
        return 1 if state.order and state.order[0] == seat else 0
    raise ValueError(f"unknown requirement kind {kind!r}")


def shortfall(state: CuzcoState, seat: Seat, mission: Mission) -> int:
    """Units missing to complete ``mission`` (0: it can be completed)."""
    return sum(max(0, r.n - have(state, seat, r)) for r in mission.requirements)


def completable(state: CuzcoState, seat: Seat, helped: bool = False) -> list[str]:
    """The seat's missions that can be completed now (``helped``: with Mama Quilia 04)."""
    limit = 1 if helped else 0
    return [
        m
        for m in state.players[seat].missions
        if shortfall(state, seat, state.layout.mission(m)) <= limit
    ]
