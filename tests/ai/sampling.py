"""Shared check for a game's sampler: ``view(sample, seat) == view`` and the sample plays on."""

from __future__ import annotations

import random
from typing import Any

from boardgames.core.playout import playout_to_end


def check_sampler(
    rules: Any, state: Any, seat: int, rng: random.Random, n: int = 12, seen: Any = ()
) -> list[Any]:
    """``n`` samples for ``seat`` from its view of ``state``; each must look like the view to the
    seat, and be a state the game can be played on to the end."""
    view = rules.view(state, seat)
    samples = [rules.sample_state(view, seat, rng, seen) for _ in range(n)]
    for sample in samples:
        assert rules.view(sample, seat) == view
        if rules.to_act(sample):
            playout_to_end(rules, sample, random.Random(1))
    return samples


def game_states(rules: Any, params: Any, seed: int, every: int = 5) -> list[Any]:
    """Every ``every``-th state of a random game, each seat to act picked at random."""
    rng = random.Random(seed)
    state = rules.setup(params, rules.load_layout(params), seed)
    out = []
    step = 0
    while rules.to_act(state):
        if step % every == 0:
            out.append(state)
        seat = rng.choice(rules.to_act(state))
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        step += 1
    return out
