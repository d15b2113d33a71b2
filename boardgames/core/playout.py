"""Headless random playouts: the engine behind ``simulate``, ``bench`` and the generic tests.

A playout drives a game with uniformly random legal actions and, when asked, checks the protocol's
invariants at every step: something to do while the game is not over, apply never mutating its
input, legal actions computable from the acting seat's view alone, and an end within a bound.
"""

from __future__ import annotations

import copy
import random
import time
from dataclasses import dataclass, field
from typing import Any

from boardgames.core.rules import Action, Outcome, Params, Rules, Seat, fast_stepper

MAX_ACTIONS = 20_000


class InvariantBroken(AssertionError):
    """The rules broke a protocol promise during a playout."""


@dataclass
class Playout:
    outcome: Outcome
    actions: list[tuple[Seat, str]] = field(default_factory=list)
    states: list[Any] = field(default_factory=list)
    seconds: float = 0.0


def random_playout(
    rules: Rules[Any],
    params: Params,
    seed: int,
    check: bool = False,
    keep_states: bool = False,
    layout: Any = None,
) -> Playout:
    rng = random.Random(seed ^ 0x5EED)
    start = time.perf_counter()
    layout = layout if layout is not None else rules.load_layout(params)
    state = rules.setup(params, layout, seed)
    actions: list[tuple[Seat, str]] = []
    states = [state] if keep_states else []
    while True:
        outcome = rules.outcome(state)
        acting = rules.to_act(state)
        if outcome is not None:
            if acting:
                raise InvariantBroken(f"game over but seats {acting} still to act")
            break
        if not acting:
            raise InvariantBroken("game not over but nobody is to act")
        seat = acting[0] if len(acting) == 1 else rng.choice(acting)
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise InvariantBroken(f"seat {seat} is to act but has no legal action")
        action: Action = rng.choice(legal)
        if check:
            _check_step(rules, state, seat, legal, action)
        state, _events = rules.apply(state, seat, action)
        actions.append((seat, action.encode()))
        if keep_states:
            states.append(state)
        if len(actions) > MAX_ACTIONS:
            raise InvariantBroken(f"no end after {MAX_ACTIONS} actions")
    return Playout(outcome, actions, states, time.perf_counter() - start)


def _check_step(
    rules: Rules[Any], state: Any, seat: Seat, legal: list[Action], action: Action
) -> None:
    view = rules.view(state, seat)
    if rules.legal_actions(view, seat) != legal:
        raise InvariantBroken("legal actions differ between the state and the seat's view")
    if rules.view(view, seat) != view:
        raise InvariantBroken("view is not idempotent")
    text = action.encode()
    if rules.codec.decode(text) != action:
        raise InvariantBroken(f"action text does not round-trip: {text!r}")
    before = copy.deepcopy(state)
    rules.apply(state, seat, action)
    if state != before:
        raise InvariantBroken(f"apply mutated its input state ({text!r})")


# --- playouts for search -------------------------------------------------------------------------
# Player counts of the mid-game yardstick (``bench``'s ``playouts_mid_per_s``): 2 players, 3 where
# a game is rarely played by two.
MID_GAME_PLAYERS: dict[str, int] = {"titicaca": 3, "titania": 3}
MID_GAME_ACTIONS = 20


def mid_game(
    rules: Rules[Any], players: int | None = None, seed: int = 1, actions: int = MID_GAME_ACTIONS
) -> tuple[Params, Any]:
    """The yardstick position: ``actions`` random legal actions into the game of ``seed``."""
    if players is None:
        players = MID_GAME_PLAYERS.get(
            rules.name, max(rules.min_players, min(2, rules.max_players))
        )
    params = Params(players=players, options={o.key: o.default for o in rules.options()})
    state = rules.setup(params, rules.load_layout(params), seed)
    rng = random.Random(seed)
    for _ in range(actions):
        acting = rules.to_act(state)
        if not acting:
            break
        seat = acting[0]
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return params, state


def playout_to_end(
    rules: Rules[Any], state: Any, rng: random.Random, checked: bool = False
) -> tuple[Any, int]:
    """Random legal actions from ``state`` to the end: (final state, actions taken).

    By default through the search's path (``core.rules.fast_apply`` and ``random_legal``, which
    use a game's unchecked fast path where it has one); ``checked`` forces the listed legal
    actions and the checked ``apply``.
    """
    steps = 0
    if checked:
        while True:
            acting = rules.to_act(state)
            if not acting:
                return state, steps
            seat = acting[0] if len(acting) == 1 else rng.choice(acting)
            state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
            steps += 1
            if steps > MAX_ACTIONS:
                raise InvariantBroken(f"no end after {MAX_ACTIONS} actions")
    step = fast_stepper(rules)
    while True:
        acting = rules.to_act(state)
        if not acting:
            return state, steps
        seat = acting[0] if len(acting) == 1 else rng.choice(acting)
        state = step(state, seat, rng)
        steps += 1
        if steps > MAX_ACTIONS:
            raise InvariantBroken(f"no end after {MAX_ACTIONS} actions")
