"""The legal actions of a Cuzco position, listed cheaply for the fast path's random action.

``legal`` gives the same actions as ``moves.legal_moves`` (the tests compare them as sets). The
costly parts of that list are made cheaper: die placements know the smallest die each action
needs instead of asking every action space, the chasqui's runs are looked up once per place
(``fastroads``), god cards are looked at only when the player holds one that this phase could
allow, and placements and runs are shared objects (actions are values), not new ones each time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import fields
from functools import cache

from boardgames.core.rules import Action, Seat, derived, derives_from
from boardgames.games.cuzco import phase2, phase3, tasks
from boardgames.games.cuzco.actions import Done, PlaceDie, PlayGod
from boardgames.games.cuzco.fastroads import NEVER, least_pips, moves
from boardgames.games.cuzco.gods import plays
from boardgames.games.cuzco.layout import EXCHANGE, FARM, HEADDRESS, ROPE, STONE, STUDY, TEMPLE, VP
from boardgames.games.cuzco.moves import pututu_moves
from boardgames.games.cuzco.placement import ANY_DIE, AS_SIX, JUMP
from boardgames.games.cuzco.state import (
    FINAL,
    MARKET,
    MISSIONS,
    MOVE,
    OVER,
    PHASE_I,
    PHASE_II,
    TAKE_MISSION,
    CuzcoState,
    free_spaces,
)

DONE = Done()
place_die = cache(PlaceDie)


# The god cards each phase may ever allow (``gods.windows`` gives a subset of these).
PHASE_CARDS: dict[str, frozenset[int]] = {
    PHASE_I: frozenset({2, 5, 6, 7, 8, 9, 10, 12, 13, 14}),
    PHASE_II: frozenset({1, 8, 11, 15}),
    MARKET: frozenset({3}),
    MISSIONS: frozenset({4}),
    FINAL: frozenset({4}),
}


# Lists worked out for a state, kept with it (``core.rules.derived``): ``settle`` asks for some
# of them just before ``random_action`` asks again. Any change of the state drops them.
LISTS = derives_from("cuzco lists", *(f.name for f in fields(CuzcoState)))


def _kept(
    state: CuzcoState, name: str, seat: Seat, work: Callable[[CuzcoState, Seat], Iterable[Action]]
) -> tuple[Action, ...]:
    lists = derived(state).setdefault(LISTS, {})
    found = lists.get((name, seat))
    if found is None:
        found = lists[name, seat] = tuple(work(state, seat))
    return found


def _card_plays(state: CuzcoState, seat: Seat) -> list[PlayGod]:
    p = state.players[seat]
    allowed = PHASE_CARDS.get(state.phase)
    if allowed is None:
        return []
    if p.offerings > 0 and not allowed.isdisjoint(p.hand):
        return plays(state, seat)
    if p.medals > 0 and not allowed.isdisjoint(state.display):
        return plays(state, seat)
    return []


def card_plays(state: CuzcoState, seat: Seat) -> tuple[Action, ...]:
    """``gods.plays``, skipped when the seat holds (or, with a medal, sees) no card that could
    be played in this phase at all."""
    return _kept(state, "cards", seat, _card_plays)


def uses(state: CuzcoState, seat: Seat) -> tuple[Action, ...]:
    """``phase2.uses``."""
    return _kept(state, "uses", seat, phase2.uses)


def least_reach(state: CuzcoState, seat: Seat) -> dict[str, int]:
    """Per action, the smallest die with which ``placement.doable`` holds (``NEVER``: none)."""
    p = state.players[seat]
    layout = state.layout
    if JUMP in state.effects:
        stone = rope = 1
    else:
        stone = least_pips(layout, p.chasqui, state.rotation, STONE)
        rope = least_pips(layout, p.chasqui, state.rotation, ROPE)
    room = free_spaces(state, p) > 0
    study = next((c + 1 for c, t in enumerate(state.study_row) if t is not None), NEVER)
    farm = next((c + 1 for c, t in enumerate(state.farm_row) if t is not None), NEVER)
    circlets, feathers = p.circlets, p.feathers
    headdress = next(
        (c + 1 for c in range(6) if not circlets[c] and feathers[2 * c] and feathers[2 * c + 1]),
        NEVER,
    )
    return {
        STONE: stone,
        ROPE: rope,
        STUDY: study if room else NEVER,
        FARM: farm if room else NEVER,
        TEMPLE: 1 if p.priests > 0 else NEVER,
        HEADDRESS: headdress,
        EXCHANGE: 1,
        VP: 1,
    }


def placements(state: CuzcoState, seat: Seat) -> list[Action]:
    """``placement.placements``."""
    spaces = state.layout.spaces_for(state.n_players)
    bonus = state.bonus
    dice = (1,) if bonus else sorted(set(state.players[seat].dice))
    lower_rule = ANY_DIE not in state.effects
    as_six = AS_SIX in state.effects
    least = least_reach(state, seat)
    out: list[Action] = []
    for die in dice:
        reach = 6 if as_six else die
        for space, here in zip(spaces, state.spaces, strict=True):
            if bonus:
                if here or space.any_die:
                    continue
            elif lower_rule and here and not space.any_die and any(v <= die for _, v in here):
                continue
            for action in space.actions:
                if least.get(action, NEVER) <= reach:
                    out.append(place_die(die, space.id, action))
    return out


def task_options(state: CuzcoState, seat: Seat) -> tuple[Action, ...]:
    """``tasks.task_actions``, with the chasqui's runs looked up rather than walked."""
    return _kept(state, "task", seat, _task_options)


def _task_options(state: CuzcoState, seat: Seat) -> Iterable[Action]:
    t = state.pending[0]
    if t.kind == MOVE and not (JUMP in state.effects and state.phase == PHASE_I):
        p = state.players[seat]
        return moves(state.layout, p.chasqui, state.rotation, t.road, t.reach)
    return tasks.task_actions(state, seat)


def legal(state: CuzcoState, seat: Seat) -> list[Action]:
    """``moves.legal_moves``, in another order where that is cheaper."""
    if state.phase == OVER or seat != state.turn:
        return []
    if state.pending:
        return [*task_options(state, seat), *card_plays(state, seat)]
    phase = state.phase
    if phase == PHASE_I:
        if state.placed:
            return []
        out = placements(state, seat)
        if not state.bonus and state.players[seat].pututu:
            out += pututu_moves(state, seat)
        return [*out, *card_plays(state, seat)]
    if phase == PHASE_II:
        return [*uses(state, seat), *card_plays(state, seat), DONE]
    if phase == MARKET:
        return [*phase3.buys(state, seat), *card_plays(state, seat), DONE]
    if phase == MISSIONS:
        return [*phase3.mission_choices(state, seat), *card_plays(state, seat)]
    if phase == TAKE_MISSION:
        return list(phase3.take_choices(state))
    if phase == FINAL:
        return [*card_plays(state, seat), DONE]
    return []
