"""How well a seat stands in a Titicaca game, in about points: the bots' yardstick.

Points scored so far, plus part of what the lands would pay if they were scored now (majorities
can still change, and lands at lakes not yet scored will be scored again), plus part of the
weapons held (they score at every scoring and buy turns), of the houses on the board and of the
longest chain (they bring new weapons and the final houses and chain points). Works on a view:
face-down temples of others count as 0, which is what the seat can know. Bots call it thousands
of times a move: the lands' worth is kept with the state.
"""

from __future__ import annotations

from boardgames.core.rules import derives_from, kept_on
from boardgames.games.titicaca.lands_cache import lands
from boardgames.games.titicaca.scoring import Majorities, houses_on_board, longest_chain
from boardgames.games.titicaca.state import OVER, Seat, TiticacaState

LAND_SHARE = 0.7
WEAPON_SHARE = 0.5
HOUSE_SHARE = 0.5
CHAIN_SHARE = 0.5


def value(state: TiticacaState, seat: Seat) -> float:
    score = float(state.score(seat))
    if state.phase == OVER:
        return score
    chain = longest_chain(state, seat) * state.config.chain_bonus
    houses = houses_on_board(state, seat)
    return (
        score
        + LAND_SHARE * lands_now(state, seat)
        + WEAPON_SHARE * state.weapons[seat]
        + HOUSE_SHARE * houses
        + CHAIN_SHARE * chain
    )


def lands_now(state: TiticacaState, seat: Seat) -> int:
    """What every land would pay ``seat`` if scored now."""
    return kept_on(state, LANDS_NOW, _lands_now)[seat]


LANDS_NOW = derives_from("titicaca lands now", "land", "owner", "temples", "board")


def _lands_now(state: TiticacaState) -> list[int]:
    return Majorities(state).gains(list(lands(state).of.values()))
