"""How well a seat stands in a Titicaca game, in about points: the bots' yardstick.

Points scored so far, plus part of what the lands would pay if they were scored now (majorities
can still change, and lands at lakes not yet scored will be scored again), plus part of the
weapons held (they score at every scoring and buy turns) and of the houses on the board and the
longest chain (they bring new weapons and the final houses and chain points). Works on a view:
face-down temples of others count as 0, which is what the seat can know.
"""

from __future__ import annotations

from boardgames.games.titicaca.lands import all_lands
from boardgames.games.titicaca.scoring import houses_on_board, land_points, longest_chain
from boardgames.games.titicaca.state import OVER, Seat, TiticacaState

LAND_SHARE = 0.7
WEAPON_SHARE = 0.5
HOUSE_SHARE = 0.5
CHAIN_SHARE = 0.5


def value(state: TiticacaState, seat: Seat) -> float:
    score = float(state.score(seat))
    if state.phase == OVER:
        return score
    temples = {t.field: t.value for t in state.temples}
    lands = sum(land_points(state, land, temples)[seat] for land in all_lands(state).values())
    chain = longest_chain(state, seat) * state.config.chain_bonus
    return (
        score
        + LAND_SHARE * lands
        + WEAPON_SHARE * state.weapons[seat]
        + HOUSE_SHARE * houses_on_board(state, seat)
        + CHAIN_SHARE * chain
    )
