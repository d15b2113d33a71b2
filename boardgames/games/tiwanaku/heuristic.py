"""How well a seat stands in a Tiwanaku game, in about points: the bots' yardstick.

The score, plus most of what the held crop tokens would fetch as an offering (the table rewards
sets of different crops), plus a little for each own pawn standing on terrain still to divine (a
divination there is a chance of points). It reads only what a view shows.
"""

from __future__ import annotations

from boardgames.games.tiwanaku import scoring
from boardgames.games.tiwanaku.state import OVER, State

OFFERING_SHARE = 0.8
DIVINABLE_PAWN = 0.5


def value(state: State, seat: int) -> float:
    p = state.players[seat]
    score = float(p.score)
    if state.phase == OVER:
        return score
    offering = scoring.offering_points(len(p.held), state.offering)
    divinable = sum(1 for c in p.pawns if state.is_divinable(c))
    return score + OFFERING_SHARE * offering + DIVINABLE_PAWN * divinable
