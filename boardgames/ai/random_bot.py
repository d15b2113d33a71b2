"""The random bot: picks uniformly among the legal actions its seat's view offers.

It never sees more than a player would (it works from ``view``), so it is also the cheapest proof
that a game can be played from views alone.
"""

from __future__ import annotations

import random
from typing import Any

from boardgames.core.rules import Action, Rules, Seat


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, rules: Rules[Any], view: Any, seat: Seat) -> Action:
        actions = rules.legal_actions(view, seat)
        if not actions:
            raise RuntimeError(f"{rules.title}: seat {seat} must act but has no legal action")
        return self._rng.choice(actions)
