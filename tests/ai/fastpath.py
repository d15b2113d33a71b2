"""Shared check for a game's fast path: it reaches the same states as the checked ``apply``."""

from __future__ import annotations

import copy
import random
from typing import Any

from boardgames.core.rules import Params


def check_fast_path(rules: Any, params: Params, seeds: range, random_share: float = 0.5) -> int:
    """Random games where, at every step, ``apply_unchecked`` must give ``apply``'s state and
    ``random_action`` a listed legal action; half the steps follow ``random_action``'s pick.
    Returns the number of steps checked."""
    layout = rules.load_layout(params)
    steps = 0
    for seed in seeds:
        rng = random.Random(seed)
        state = rules.setup(params, layout, seed)
        while True:
            acting = rules.to_act(state)
            if not acting:
                break
            seat = rng.choice(acting)
            legal = rules.legal_actions(state, seat)
            picked = rules.random_action(state, seat, rng)
            assert picked in legal, f"random_action gave an illegal {picked.encode()!r}"
            action = picked if rng.random() < random_share else rng.choice(legal)
            before = copy.deepcopy(state) if steps % 50 == 0 else None
            checked, _ = rules.apply(state, seat, action)
            fast = rules.apply_unchecked(state, seat, action)
            assert fast == checked, f"seed {seed}, step {steps}: {action.encode()!r} differs"
            if before is not None:
                assert state == before, "apply_unchecked changed its input"
            state = fast
            steps += 1
        assert rules.outcome(state) is not None
    return steps


def check_random_action_spread(rules: Any, state: Any, seat: int, draws: int = 3000) -> None:
    """``random_action`` reaches every legal action of a state (it is meant to be uniform)."""
    legal = rules.legal_actions(state, seat)
    rng = random.Random(7)
    seen = {rules.random_action(state, seat, rng) for _ in range(max(draws, 20 * len(legal)))}
    assert seen == set(legal)
