"""How well a seat stands in a Tiwanaku game, in about points: the bots' yardstick.

The score, plus most of what the held crop tokens would fetch as an offering (the table rewards
sets of different crops), plus part of the crop under each own pawn standing on terrain still to
divine: a divination there is likely to score it. In a full state (a bot's sample) that crop is
the sampled one; in a view it is unknown and counts as the average crop.
"""

from __future__ import annotations

from boardgames.games.tiwanaku import scoring
from boardgames.games.tiwanaku.state import OVER, State

OFFERING_SHARE = 0.8
DIVINATION_SHARE = 0.6
AVERAGE_CROP = 3.0


def value(state: State, seat: int) -> float:
    p = state.players[seat]
    score = float(p.score)
    if state.phase == OVER:
        return score
    offering = scoring.offering_points(len(p.held), state.offering)
    divinable = sum(state.land.crop_at(c) or AVERAGE_CROP for c in p.pawns if state.is_divinable(c))
    return score + OFFERING_SHARE * offering + DIVINATION_SHARE * divinable
