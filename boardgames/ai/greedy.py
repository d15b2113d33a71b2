"""The easy bot: looks one action ahead and takes what the game's heuristic likes best, give or
take.

For each legal action of its view it applies the action to a few full states drawn from the view
(so an action that uncovers something is judged on what might be there) and scores the result with
the game's ``heuristic`` against the best other seat. A little noise on those scores keeps it from
playing the same way every time, and makes it a beatable opponent.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from typing import Any

from boardgames.ai.common import Budget, Thinking, determinizations, heuristic_of, relative
from boardgames.core.rules import Action, Event, Rules, Seat, fast_apply


class GreedyBot:
    name = "easy"

    def __init__(
        self, seed: int = 0, samples: int = 3, noise: float = 1.0, budget: Budget | None = None
    ) -> None:
        self._rng = random.Random(seed)
        self.samples = samples
        self.noise = noise  # points of noise on each action's value
        self.budget = budget or Budget()
        self._hint: Any = None  # a state drawn for the last move, to start the next from

    def choose(
        self,
        rules: Rules[Any],
        view: Any,
        seat: Seat,
        seen: Sequence[Event] = (),
        players: int = 2,
        stop: threading.Event | None = None,
    ) -> Action:
        actions = rules.legal_actions(view, seat)
        if not actions:
            raise RuntimeError(f"{rules.title}: seat {seat} must act but has no legal action")
        if len(actions) == 1:
            return actions[0]
        thinking = Thinking(self.budget, stop)
        rng = self._rng
        states = determinizations(
            rules, view, seat, rng, seen, self.samples, self._hint, thinking.sampling_deadline()
        )
        self._hint = states[-1]
        h = heuristic_of(rules)
        best: Action = actions[0]
        best_value = -float("inf")
        for action in actions:
            thinking.check()
            total = 0.0
            for state in states:
                after = fast_apply(rules, state, seat, action)
                total += relative([h(after, s) for s in range(players)], seat)
            value = total / len(states) + rng.gauss(0.0, self.noise)
            if value > best_value:
                best, best_value = action, value
        return best
