"""Cuzco's fast path for search: a trusted apply without checks or events, and a cheap random
action.

``apply_unchecked`` must only get an action that is legal in that very state (from
``legal_actions`` or ``random_action``); it returns exactly the state the checked ``apply``
would, built by ``faststeps`` and settled by ``fastflow`` (which copy with ``core.rules.evolve``
and build no events). ``random_action`` draws uniformly from ``fastpick.legal``, the legal
actions listed more cheaply. ``tests/games/cuzco/test_fast_path.py`` compares both with the
checked path over whole games.
"""

from __future__ import annotations

import random

from boardgames.core.rules import Action, IllegalAction, Seat
from boardgames.games.cuzco import fastflow, faststeps, tasks
from boardgames.games.cuzco.actions import Buy, Done, PlaceDie, PlayGod, UseAbility, UsePututu
from boardgames.games.cuzco.fastpick import legal
from boardgames.games.cuzco.state import CuzcoState


def apply_unchecked(state: CuzcoState, seat: Seat, action: Action) -> CuzcoState:
    kind = type(action)
    if kind is PlayGod:
        state = faststeps.play_god(state, seat, action)  # type: ignore[arg-type]
    elif state.pending:
        done = faststeps.resolve(state, seat, action)
        state = tasks.resolve(state, seat, action)[0] if done is None else done
    elif kind is PlaceDie:
        state = faststeps.place(state, seat, action)  # type: ignore[arg-type]
    elif kind in faststeps.STEP_ENDING:
        if kind is Buy:
            state = faststeps.buy(state, seat, action.column)  # type: ignore[attr-defined]
        else:
            state = faststeps.mission_step(state, seat, action)
        state = fastflow.end_player_step(state)
    elif kind is UseAbility:
        state = faststeps.use(state, seat, action)  # type: ignore[arg-type]
    elif kind is UsePututu:
        state = faststeps.use_pututu(state, seat, action)  # type: ignore[arg-type]
    elif kind is Done:
        state = fastflow.end_player_step(state)
    else:
        raise IllegalAction("That move is not allowed now.")
    return fastflow.settle(state)


def random_action(state: CuzcoState, seat: Seat, rng: random.Random) -> Action:
    options = legal(state, seat)
    if not options:
        raise IllegalAction("Nothing can be done now.")
    return options[int(rng.random() * len(options))]
