"""How well a seat stands in a Tiwanaku game, in about points: the bots' yardstick.

The score, plus most of what the held crop tokens would fetch as an offering (the table rewards
sets of different crops), plus part of what each own pawn standing on terrain still to divine is
worth there. ``value`` judges that pawn by what every seat can see (``odds.pawn_worth``: the crop
when deduction settles it, else a guess's worth), so a search is drawn to spaces whose crop it
can prove and no sampled land's crop leaks into the judgement. ``seeing_crops`` judges it by the
crop actually there, which only the cheating yardstick may use (``ai.yardstick``).
"""

from __future__ import annotations

from boardgames.games.tiwanaku import scoring
from boardgames.games.tiwanaku.odds import candidates, pawn_worth
from boardgames.games.tiwanaku.state import OVER, State

OFFERING_SHARE = 0.8
DIVINATION_SHARE = 0.6
AVERAGE_CROP = 3.0
# Of a crop deduction proves (or a guess worth taking), the share a pawn standing on it counts:
# it is divined for sure on a later turn unless an opponent divines it first.
DEDUCED_SHARE = 0.8


def value(state: State, seat: int) -> float:
    p = state.players[seat]
    score = float(p.score)
    if state.phase == OVER:
        return score
    offering = scoring.offering_points(len(p.held), state.offering)
    divinable = [c for c in p.pawns if state.is_divinable(c)]
    if not divinable:
        return score + OFFERING_SHARE * offering
    options = candidates(state)
    worth = sum(pawn_worth(options[c]) for c in divinable)
    return score + OFFERING_SHARE * offering + DEDUCED_SHARE * worth


def seeing_crops(state: State, seat: int) -> float:
    """``value`` with each pawn judged by the crop under it in ``state`` (a view's unknown crop
    counts as the average one): what a player who sees the whole land would reckon."""
    p = state.players[seat]
    score = float(p.score)
    if state.phase == OVER:
        return score
    offering = scoring.offering_points(len(p.held), state.offering)
    divinable = sum(state.land.crop_at(c) or AVERAGE_CROP for c in p.pawns if state.is_divinable(c))
    return score + OFFERING_SHARE * offering + DIVINATION_SHARE * divinable
