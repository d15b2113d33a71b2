"""The cheating yardstick: a one-ply greedy bot that reads the FULL state, for measuring bots only.

It is not a level. It sees what no player may see (Tiwanaku's hidden crops and terrain, the
Titicaca bids already committed, Titania's next point tile, Cuzco's decks), so it is never
offered in the menu, the demo or a save file: ``ai.make_bot`` does not know it, and only the
``arena`` command seats it (``--bots hard,cheating-yardstick``). It judges each legal action by
the rest of its turn played greedily on the true state (while it alone is to act, each next
action the one whose result is best at once): points scored plus the game's heuristic (the score
plus a little for what is in hand), against the best other seat. Judging the turn rather than the
single action lets it see that a Tiwanaku move onto explored terrain is followed by divinations it
cannot get wrong, and that a Titania draw followed by discards gains nothing. (Alone at a table it
can stall: with nothing to score at once, two yardsticks draw Titania cards for ever; the arena
always seats a fair bot too.) A fair bot that plays well should still win its share against it; how
far a fair bot falls short says how much the hidden information is worth.
"""

from __future__ import annotations

import random
from typing import Any

from boardgames.ai.common import heuristic_of, relative
from boardgames.core.rules import Action, Rules, Seat, fast_apply

# The name the arena seats it by: it says that it cheats.
CHEATING_YARDSTICK = "cheating-yardstick"


# Own actions a turn is followed for, at most (a Tiwanaku turn with five divinations is seven).
TURN_STEPS = 10


class CheatingYardstick:
    """Greedy on the full state, each action judged with the rest of the turn played greedily
    (ties broken at random by its seed)."""

    name = CHEATING_YARDSTICK
    reads_full_state = True  # the arena hands it the match's state, not the seat's view

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, rules: Rules[Any], state: Any, seat: Seat, players: int = 2) -> Action:
        actions = rules.legal_actions(state, seat)
        if not actions:
            raise RuntimeError(f"{rules.title}: seat {seat} must act but has no legal action")
        if len(actions) == 1:
            return actions[0]
        # A game whose heuristic judges only what its seats see offers one that reads the crops
        # (Tiwanaku): the yardstick steers by what is really there.
        h = getattr(rules, "clairvoyant_heuristic", None) or heuristic_of(rules)

        def worth(after: Any) -> float:
            return relative([h(after, s) for s in range(players)], seat)

        best: Action = actions[0]
        best_key = (-float("inf"), 0.0)
        for action in actions:
            after = fast_apply(rules, state, seat, action)
            for _ in range(TURN_STEPS):
                if rules.to_act(after) != (seat,):
                    break
                after = max(
                    (fast_apply(rules, after, seat, a) for a in rules.legal_actions(after, seat)),
                    key=worth,
                )
            key = (worth(after), self._rng.random())
            if key > best_key:
                best, best_key = action, key
        return best
