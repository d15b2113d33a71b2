"""How well a seat stands in a Titania game, in about points: the bots' yardstick.

The scoring track, plus the point tiles (their average where a view hides them), plus part of
what the seat holds for later: shells become tower stories (a story of height h costs h shells and
scores 3 or 4), sea stars crown tower spaces, and cards are the turns to come.
"""

from __future__ import annotations

from boardgames.games.titania.state import OVER, TitaniaState

SHELL_SHARE = 0.5
SEA_STAR_SHARE = 0.8
CARD_SHARE = 0.3


def value(state: TitaniaState, seat: int) -> float:
    p = state.players[seat]
    tiles = state.layout.point_tiles
    mean = sum(tiles) / len(tiles) if tiles else 0.0
    known = sum(v if v else mean for v in p.point_tiles)
    score = p.score + known
    if state.phase == OVER:
        return float(score)
    return (
        score
        + SHELL_SHARE * sum(p.shells)
        + SEA_STAR_SHARE * p.sea_stars
        + CARD_SHARE * len(p.hand)
    )
