"""How well a seat stands in a Tiwanaku game, in about points: the bots' yardstick.

The score, plus most of what the held crop tokens would fetch as an offering (the table rewards
sets of different crops), plus part of what each own pawn standing on terrain still to divine is
worth there. ``value`` judges that pawn by what every seat can see (``odds.pawn_worth``: the crop
when deduction settles it, else a guess's worth), so a search is drawn to spaces whose crop it
can prove and no sampled land's crop leaks into the judgement. ``seeing_crops`` judges it by the
crop actually there, which only the cheating yardstick may use (``ai.yardstick``).
"""

from __future__ import annotations

from collections.abc import Mapping

from boardgames.games.tiwanaku import scoring
from boardgames.games.tiwanaku.land import Cell
from boardgames.games.tiwanaku.odds import NEW_TOKEN, Odds, best_guess, odds_of, pawn_worth
from boardgames.games.tiwanaku.state import DIVINE, FINAL_DIVINE, OVER, State

OFFERING_SHARE = 0.8
DIVINATION_SHARE = 0.6
AVERAGE_CROP = 3.0
# Of a crop deduction proves (or a guess worth taking), the share a pawn standing on it counts:
# no other seat can divine under it, and it is divined on a later turn or in the closing round.
# Against the yardstick (600 iterations, the same 4 games at 2 players) 0.8 lost by 21 points on
# average, 0.35 (pawns moved off their certain crops, which the yardstick then took) by 51. With
# odds from lands grown afresh and settled divinations in the search (the same 8 games, seeds
# 0-7): 0.8 scored 80.0 to the yardstick's 107.4, 1.0 scored 86.4 to 108.9 (paired +6.4 a game).
DEDUCED_SHARE = 1.0


def value(state: State, seat: int) -> float:
    p = state.players[seat]
    score = float(p.score)
    if state.phase == OVER:
        return score
    offering = scoring.offering_points(len(p.held), state.offering)
    divinable = [c for c in p.pawns if state.is_divinable(c)]
    if not divinable:
        return score + OFFERING_SHARE * offering
    options = odds_of(state)
    if state.phase in (DIVINE, FINAL_DIVINE) and state.current == seat:
        # Divining now: the certain crops are as good as scored (and a first guess must be
        # made when none is certain). Judged as a later chance, a move onto explored terrain
        # looked worse than any discovery, and the bot let its certain crops go.
        return score + OFFERING_SHARE * offering + divining_now(state, options, divinable)
    worth = sum(pawn_worth(options[c], p.held) for c in divinable)
    return score + OFFERING_SHARE * offering + DEDUCED_SHARE * worth


def divining_now(state: State, options: Mapping[Cell, Odds], cells: list[Cell]) -> float:
    """What divining under the pawns on ``cells`` is worth to the seat divining now, as the
    settled divination plays it (``odds.settled_divination``): its certain crops (each new one
    also a token), then the guesses worth taking, best first, each made only if the ones before
    were right; a regular turn's first divination is made even when no guess is worth it."""
    held = set(state.players[state.current].held)
    worth = 0.0
    for c in cells:
        if len(options[c]) == 1:
            k = next(iter(options[c]))
            worth += k + (NEW_TOKEN if k not in held else 0.0)
            held.add(k)
    sure = worth > 0 or state.divined > 0
    guesses = sorted(
        ((*best_guess(options[c], tuple(held)), c) for c in cells if len(options[c]) > 1),
        reverse=True,
    )
    chance = 1.0
    for gain, crop, cell in guesses:
        if gain <= 0 and (sure or state.phase != DIVINE):
            break
        worth += chance * gain
        chance *= options[cell].get(crop, 0.0)
        sure = True
    return worth


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
