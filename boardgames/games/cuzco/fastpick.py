"""The legal actions of a Cuzco position, listed cheaply for the fast path's random action.

``legal`` gives the same actions as ``moves.legal_moves`` (the tests compare them as sets). The
costly parts of that list are made cheaper: die placements know the smallest die each action
needs instead of asking every action space, the chasqui's runs are looked up once per place
(``fastroads``), god cards are looked at only when the player holds one that this phase could
allow (``fastcards``), each mission's shortfall is worked out once (``fastmissions``), and
actions are shared objects (they are values), not new ones each time.
"""

from __future__ import annotations

from functools import cache

from boardgames.core.rules import Action, Seat
from boardgames.games.cuzco import fastmissions
from boardgames.games.cuzco.actions import Done, PlaceDie, TakeMission
from boardgames.games.cuzco.fastcards import card_plays, uses
from boardgames.games.cuzco.fastroads import NEVER, least_pips
from boardgames.games.cuzco.fasttasks import buys, task_options
from boardgames.games.cuzco.layout import (
    EXCHANGE,
    FARM,
    HEADDRESS,
    ROPE,
    STONE,
    STUDY,
    TEMPLE,
    VP,
    CuzcoLayout,
)
from boardgames.games.cuzco.moves import pututu_moves
from boardgames.games.cuzco.placement import ANY_DIE, AS_SIX, JUMP, dice_to_place
from boardgames.games.cuzco.state import (
    FINAL,
    MARKET,
    MISSIONS,
    OVER,
    PHASE_I,
    PHASE_II,
    TAKE_MISSION,
    CuzcoState,
    free_spaces,
)

DONE = Done()
place_die = cache(PlaceDie)
take_mission = cache(TakeMission)


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
    study = farm = headdress = NEVER
    if room:
        for c, t in enumerate(state.study_row):
            if t is not None:
                study = c + 1
                break
        for c, t in enumerate(state.farm_row):
            if t is not None:
                farm = c + 1
                break
    circlets, feathers = p.circlets, p.feathers
    for c in range(6):
        if not circlets[c] and feathers[2 * c] and feathers[2 * c + 1]:
            headdress = c + 1
            break
    return {
        STONE: stone,
        ROPE: rope,
        STUDY: study,
        FARM: farm,
        TEMPLE: 1 if p.priests > 0 else NEVER,
        HEADDRESS: headdress,
        EXCHANGE: 1,
        VP: 1,
    }


@cache
def _board(
    layout: CuzcoLayout, players: int
) -> tuple[tuple[bool, tuple[tuple[str, tuple[PlaceDie, ...]], ...]], ...]:
    """Per action space: whether it takes any die, and per action the placements of dice 1-6."""
    return tuple(
        (
            space.any_die,
            tuple((a, tuple(PlaceDie(d, space.id, a) for d in range(1, 7))) for a in space.actions),
        )
        for space in layout.spaces_for(players)
    )


def placements(state: CuzcoState, seat: Seat) -> list[Action]:
    """``placement.placements``."""
    bonus = state.bonus
    lower_rule = ANY_DIE not in state.effects
    # Per open space, the lowest die already there (7: none, or any die may go there).
    open_spaces: list[tuple[int, tuple[tuple[str, tuple[PlaceDie, ...]], ...]]] = []
    for (any_die, actions), here in zip(
        _board(state.layout, state.n_players), state.spaces, strict=True
    ):
        if bonus:
            if not (here or any_die):
                open_spaces.append((7, actions))  # the extra turn: an empty space, not VP
        elif here and lower_rule and not any_die:
            open_spaces.append((min([v for _, v in here]), actions))
        else:
            open_spaces.append((7, actions))
    least = least_reach(state, seat)
    as_six = AS_SIX in state.effects
    out: list[Action] = []
    for die in (1,) if bonus else dice_to_place(state, seat):
        reach = 6 if as_six else die
        for low, actions in open_spaces:
            if die < low:
                for action, placed in actions:
                    if least.get(action, NEVER) <= reach:
                        out.append(placed[die - 1])
    return out


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
        return [*buys(state, seat), *card_plays(state, seat), DONE]
    if phase == MISSIONS:
        return [*fastmissions.choices(state, seat), *card_plays(state, seat)]
    if phase == TAKE_MISSION:
        return [take_mission(m) for m in state.palace]  # phase3.take_choices
    if phase == FINAL:
        return [*card_plays(state, seat), DONE]
    return []
