"""How well a seat stands in a Titicaca game, in about points: the bots' yardstick.

Points scored so far, plus part of what the lands would pay if they were scored now (majorities
can still change, and lands at lakes not yet scored will be scored again), plus part of the
weapons held (they score at every scoring and buy turns), of the houses on the board and of the
longest chain (they bring new weapons and the final houses and chain points). Works on a view:
face-down temples of others count as 0, which is what the seat can know. Computed by field number
(``Board.index``), as bots call it thousands of times a move.
"""

from __future__ import annotations

from boardgames.core.rules import derives_from, kept_on
from boardgames.games.titicaca.scoring import longest_chain
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
    houses = sum(1 for s in state.owner if s == seat)
    return (
        score
        + LAND_SHARE * lands_now(state, seat)
        + WEAPON_SHARE * state.weapons[seat]
        + HOUSE_SHARE * houses
        + CHAIN_SHARE * chain
    )


def lands_now(state: TiticacaState, seat: Seat) -> int:
    """What every land would pay ``seat`` if scored now (``scoring.score_land``'s rules)."""
    return kept_on(state, LANDS_NOW, _lands_now)[seat]


LANDS_NOW = derives_from("titicaca lands now", "land", "owner", "temples", "board")


def _lands_now(state: TiticacaState) -> list[int]:
    ix = state.board.index
    owner = state.owner
    fields = state.board.fields
    temples = {t.field: t.value for t in state.temples}
    lands: dict[object, list[int]] = {}
    for i, rep in enumerate(state.land):
        if rep is not None:
            lands.setdefault(rep, []).append(i)
    n = state.players
    gains = [0] * n
    for members in lands.values():
        lakes = 0
        by_type: dict[int, list[int]] = {}
        for i in members:
            lakes |= ix.lakes[i]
            by_type.setdefault(ix.type_bit[i], []).append(i)
        groups = [(group, len(members)) for group in by_type.values()]
        groups.append((members, lakes.bit_count()))
        for group, points in groups:
            if points <= 0:
                continue
            houses = [0] * n
            tie = [0] * n
            for i in group:
                s = owner[i]
                houses[s] += 1  # type: ignore[index]
                tie[s] += ix.lake_count[i] + temples.get(fields[i], 0)  # type: ignore[index]
            most = max(houses)
            leaders = [s for s in range(n) if houses[s] == most]
            if len(leaders) > 1:
                best = max(tie[s] for s in leaders)
                leaders = [s for s in leaders if tie[s] == best]
            for s in leaders:
                gains[s] += points // len(leaders)
    return gains
