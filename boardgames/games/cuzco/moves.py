"""Every legal action of a Cuzco position, and carrying one out.

``legal_moves`` is complete and exact: the controller highlights from it, bots choose from it, and
``perform`` is only ever called with one of its actions (the rules object checks first).
"""

from __future__ import annotations

from boardgames.core.rules import Action, IllegalAction, Seat, evolve
from boardgames.games.cuzco import gods, phase2, phase3, placement, refusals, tasks
from boardgames.games.cuzco.actions import (
    Buy,
    CompleteMission,
    Done,
    PlaceDie,
    PlayGod,
    ReturnMission,
    TakeMission,
    UseAbility,
    UsePututu,
)
from boardgames.games.cuzco.events import DieTurned
from boardgames.games.cuzco.flow import end_player_step
from boardgames.games.cuzco.gains import Result
from boardgames.games.cuzco.state import (
    FINAL,
    MARKET,
    MISSIONS,
    OVER,
    PHASE_I,
    PHASE_II,
    TAKE_MISSION,
    CuzcoState,
    remove_one,
    with_player,
)


def pututu_moves(state: CuzcoState, seat: Seat) -> list[UsePututu]:
    """A pututu tile turns one die by its value, never below 1 or above 6; once a die is turned,
    more tiles may turn only that die (the one to be placed)."""
    p = state.players[seat]
    out: list[UsePututu] = []
    for die in placement.dice_to_place(state, seat):
        for value in sorted(set(p.pututu)):
            for change in (-value, value):
                if 1 <= die + change <= 6:
                    out.append(UsePututu(die, change))
    return out


def legal_moves(state: CuzcoState, seat: Seat) -> list[Action]:
    if state.phase == OVER or seat != state.turn:
        return []
    cards: list[Action] = list(gods.plays(state, seat))
    if state.pending:
        return tasks.task_actions(state, seat) + cards
    phase = state.phase
    if phase == PHASE_I:
        if state.placed:
            return []
        out: list[Action] = list(placement.placements(state, seat))
        if not state.bonus:
            out += pututu_moves(state, seat)
        return out + cards
    if phase == PHASE_II:
        return [*phase2.uses(state, seat), *cards, Done()]
    if phase == MARKET:
        return [*phase3.buys(state, seat), *cards, Done()]
    if phase == MISSIONS:
        return [*phase3.mission_choices(state, seat), *cards]
    if phase == TAKE_MISSION:
        return list(phase3.take_choices(state))
    if phase == FINAL:
        return [*cards, Done()]
    return []


def why_illegal(state: CuzcoState, seat: Seat, action: Action) -> str:
    return refusals.why_not(state, seat, action)


def perform(state: CuzcoState, seat: Seat, action: Action) -> Result:
    """Carry out a legal action (the rules object settles the game afterwards)."""
    if isinstance(action, PlayGod):
        return gods.play(state, seat, action)
    if state.pending:
        return tasks.resolve(state, seat, action)
    if isinstance(action, PlaceDie):
        return placement.place(state, seat, action)
    if isinstance(action, UsePututu):
        p = state.players[seat]
        value = abs(action.change)
        dice = tuple(sorted((*remove_one(p.dice, action.die), action.die + action.change)))
        p = evolve(p, dice=dice, pututu=remove_one(p.pututu, value))
        supply = list(state.pututu_supply)
        supply[value - 1] += 1
        state = evolve(
            with_player(state, seat, p),
            pututu_supply=(supply[0], supply[1]),
            turned=action.die + action.change,
        )
        return state, [DieTurned(seat, action.die, action.die + action.change)]
    if isinstance(action, UseAbility):
        return phase2.use(state, seat, action)
    if isinstance(action, Buy):
        state, events = phase3.buy(state, seat, action.column)
        state, more = end_player_step(state)
        return state, events + more
    if isinstance(action, CompleteMission):
        helped = phase3.HELP_MISSION in state.effects
        state, events = phase3.complete(state, seat, action.mission, helped)
        state, more = end_player_step(state)
        return state, events + more
    if isinstance(action, ReturnMission):
        state, events = phase3.give_back(state, seat, action.mission)
        state, more = end_player_step(state)
        return state, events + more
    if isinstance(action, TakeMission):
        state, events = phase3.take_mission(state, seat, action)
        state, more = end_player_step(state)
        return state, events + more
    if isinstance(action, Done) and state.phase in (PHASE_II, MARKET, FINAL):
        return end_player_step(state)
    raise IllegalAction("That move is not allowed now.")
