"""Every legal action of a Cuzco position, one of them at random, and carrying one out.

``legal_moves`` is complete and exact: the controller highlights from it, bots choose from it, and
the checked ``apply`` performs only one of its actions. ``random_move`` draws from the same parts
(the die placements, the front task's options, the god cards, the abilities...) without putting
them in one list, and draws each half of a fire blessing on its own; each legal action can come
up, with the chance it has in ``legal_moves``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

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
from boardgames.games.cuzco.flow import end_player_step, settle
from boardgames.games.cuzco.gains import Events
from boardgames.games.cuzco.state import (
    BLESSING,
    FINAL,
    MARKET,
    MISSIONS,
    OVER,
    PHASE_I,
    PHASE_II,
    TAKE_MISSION,
    CuzcoState,
    put,
    remove_one,
)

DONE = tasks.DONE
ONLY_DONE = (DONE,)
turn_die = cache(UsePututu)  # actions are values: one object each serves every state


def pututu_moves(state: CuzcoState, seat: Seat) -> list[UsePututu]:
    """A pututu tile turns one die by its value, never below 1 or above 6; once a die is turned,
    more tiles may turn only that die (the one to be placed)."""
    p = state.players[seat]
    if not p.pututu:
        return []
    out: list[UsePututu] = []
    for die in placement.dice_to_place(state, seat):
        for value in sorted(set(p.pututu)):
            for change in (-value, value):
                if 1 <= die + change <= 6:
                    out.append(turn_die(die, change))
    return out


def _parts(state: CuzcoState, seat: Seat) -> tuple[Sequence[Action], ...]:
    """The legal moves in parts, in ``legal_moves``'s order (none: the seat has nothing to do)."""
    if state.phase == OVER or seat != state.turn:
        return ()
    cards = gods.plays(state, seat)
    if state.pending:
        return tasks.task_actions(state, seat), cards
    phase = state.phase
    if phase == PHASE_I:
        if state.placed:
            return ()
        if state.bonus:
            return placement.placements(state, seat), cards
        return placement.placements(state, seat), pututu_moves(state, seat), cards
    if phase == PHASE_II:
        return phase2.uses(state, seat), cards, ONLY_DONE
    if phase == MARKET:
        return phase3.buys(state, seat), cards, ONLY_DONE
    if phase == MISSIONS:
        return phase3.mission_choices(state, seat), cards
    if phase == TAKE_MISSION:
        return (phase3.take_choices(state),)
    if phase == FINAL:
        return cards, ONLY_DONE
    return ()


def legal_moves(state: CuzcoState, seat: Seat) -> list[Action]:
    return [action for part in _parts(state, seat) for action in part]


def random_move(state: CuzcoState, seat: Seat, rng: random.Random) -> Action:
    """One of ``legal_moves(state, seat)`` at random, each with its chance in that list."""
    task = state.task
    if task is not None and task.kind == BLESSING and seat == state.turn:
        # Every first half goes with every second half: draw the pair, or a god card.
        firsts, seconds = tasks.blessing_parts(state)
        cards = gods.plays(state, seat)
        k = int(rng.random() * (len(firsts) * len(seconds) + len(cards)))
        if k < len(cards):
            return cards[k]
        k -= len(cards)
        return tasks.blessing_of(firsts[k // len(seconds)], seconds[k % len(seconds)])
    parts = _parts(state, seat)
    total = 0
    for part in parts:
        total += len(part)
    k = int(rng.random() * total)
    for part in parts:
        if k < len(part):
            return part[k]
        k -= len(part)
    raise IllegalAction("Nothing can be done now.")


def why_illegal(state: CuzcoState, seat: Seat, action: Action) -> str:
    return refusals.why_not(state, seat, action)


def perform(state: CuzcoState, seat: Seat, action: Action, events: Events) -> CuzcoState:
    """Carry out a legal action and settle the game forward to the next decision."""
    return settle(_perform(state, seat, action, events), events)


def _perform(state: CuzcoState, seat: Seat, action: Action, events: Events) -> CuzcoState:
    kind = type(action)
    if kind is PlayGod:
        assert isinstance(action, PlayGod)
        return gods.play(state, seat, action, events)
    if state.pending:
        return tasks.resolve(state, seat, action, events)
    if kind is PlaceDie:
        assert isinstance(action, PlaceDie)
        return placement.place(state, seat, action, events)
    if kind is UseAbility:
        assert isinstance(action, UseAbility)
        return phase2.use(state, seat, action, events)
    if kind is Buy:
        assert isinstance(action, Buy)
        return end_player_step(phase3.buy(state, seat, action.column, events), events)
    if kind is CompleteMission:
        assert isinstance(action, CompleteMission)
        helped = phase3.HELP_MISSION in state.effects
        state = phase3.complete(state, seat, action.mission, helped, events)
        return end_player_step(state, events)
    if kind is ReturnMission:
        assert isinstance(action, ReturnMission)
        return end_player_step(phase3.give_back(state, seat, action.mission, events), events)
    if kind is TakeMission:
        assert isinstance(action, TakeMission)
        return end_player_step(phase3.take_mission(state, seat, action, events), events)
    if kind is UsePututu:
        assert isinstance(action, UsePututu)
        return _use_pututu(state, seat, action, events)
    if kind is Done and state.phase in (PHASE_II, MARKET, FINAL):
        return end_player_step(state, events)
    raise IllegalAction("That move is not allowed now.")


def _use_pututu(state: CuzcoState, seat: Seat, action: UsePututu, events: Events) -> CuzcoState:
    p = state.players[seat]
    value = abs(action.change)
    after = action.die + action.change
    dice = tuple(sorted((*remove_one(p.dice, action.die), after)))
    p = evolve(p, dice=dice, pututu=remove_one(p.pututu, value))
    supply = put(state.pututu_supply, value - 1, state.pututu_supply[value - 1] + 1)
    if events is not None:
        events.append(DieTurned(seat, action.die, after))
    return evolve(
        state,
        players=put(state.players, seat, p),
        pututu_supply=(supply[0], supply[1]),
        turned=after,
    )
