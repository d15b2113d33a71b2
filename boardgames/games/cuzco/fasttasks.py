"""The options of the step at hand and the market's buys, for the fast path's random action.

The same lists as ``tasks.task_actions`` and ``phase3.buys``, kept once per state
(``fastmemo``) and made of shared action objects (actions are values), which matters for the
exchange and the fire blessing, whose long lists come back step after step. The chasqui's runs
come from ``fastroads``; every other step asks ``tasks.task_actions`` itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from boardgames.core.rules import Action, Seat
from boardgames.games.cuzco import tasks
from boardgames.games.cuzco.actions import Blessing, Buy, Done, Exchange
from boardgames.games.cuzco.fastmemo import kept
from boardgames.games.cuzco.fastroads import moves
from boardgames.games.cuzco.gains import open_gods
from boardgames.games.cuzco.placement import JUMP
from boardgames.games.cuzco.state import (
    BLESSING,
    EXCHANGE,
    MOVE,
    PHASE_I,
    CuzcoState,
    Task,
    free_slots,
)

DONE = Done()
exchange = cache(Exchange)
blessing = cache(Blessing)
buy = cache(Buy)


def exchange_options(state: CuzcoState, seat: Seat, t: Task) -> list[Action]:
    """``tasks.exchange_options``."""
    p = state.players[seat]
    pips = t.reach
    out: list[Action] = []
    if pips >= 1:
        for code, slid in p.people:
            if not slid:
                out.append(exchange("status" if code[0] == "S" else "food", code))
        out.append(exchange("vp"))
    if pips >= 2:
        if state.offering_supply > 0:
            out.append(exchange("offering"))
        out.extend(exchange("god", g) for g in open_gods(state))
        out.extend(exchange("feather", str(s)) for s in free_slots(state, p))
        if p.quipus > 0:
            out.append(exchange("quipu"))
    out.append(DONE)
    return out


def blessing_options(state: CuzcoState) -> list[Action]:
    """``tasks.blessing_options``."""
    firsts = (["offering"] if state.offering_supply > 0 else []) + open_gods(state)
    seconds = ["status"] + (["food"] if state.food_supply > 0 else [])
    return [blessing(f, s) for f in (firsts or [""]) for s in seconds]


def _task_options(state: CuzcoState, seat: Seat) -> Iterable[Action]:
    t = state.pending[0]
    kind = t.kind
    if kind == MOVE and not (JUMP in state.effects and state.phase == PHASE_I):
        p = state.players[seat]
        return moves(state.layout, p.chasqui, state.rotation, t.road, t.reach)
    if kind == EXCHANGE:
        return exchange_options(state, seat, t)
    if kind == BLESSING:
        return blessing_options(state)
    return tasks.task_actions(state, seat)


def task_options(state: CuzcoState, seat: Seat) -> tuple[Action, ...]:
    """``tasks.task_actions``."""
    return kept(state, "task", seat, _task_options)


def _buys(state: CuzcoState, seat: Seat) -> list[Action]:
    food = state.players[seat].food
    good = state.layout.good
    row = state.market[state.round - 1]
    return [buy(c) for c, g in enumerate(row) if g is not None and good(g).food <= food]


def buys(state: CuzcoState, seat: Seat) -> tuple[Action, ...]:
    """``phase3.buys``."""
    return kept(state, "buys", seat, _buys)
