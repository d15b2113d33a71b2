"""The end of the game for the fast path: ``scoring.last_missions`` and ``final_scoring``, no
events.

They come once a game, but through ``dataclasses.replace`` they cost as much as a dozen ordinary
steps of a playout; here every seat's points are added up first and copied once.
"""

from __future__ import annotations

from boardgames.core.rules import Seat, evolve
from boardgames.games.cuzco import fastgains as g
from boardgames.games.cuzco.missions import shortfall
from boardgames.games.cuzco.state import (
    BONUSES,
    MEDALS,
    MISSIONS_VP,
    OVER,
    VILLAGES,
    CuzcoState,
    Player,
)


def last_missions(state: CuzcoState, seat: Seat, credits: int) -> CuzcoState:
    """``scoring.last_missions``: every remaining mission the seat meets, ``credits`` helping."""
    layout = state.layout
    p = state.players[seat]
    done: list[str] = []
    points = 0
    for m in p.missions:
        # Points never change a shortfall, so the state before scoring answers for all.
        short = shortfall(state, seat, layout.mission(m))
        if short == 0 or (short == 1 and credits > 0):
            if short == 1:
                credits -= 1
            done.append(m)
            points += layout.mission_vp if short == 0 else layout.mission_vp_reduced
    if points:
        p = g.add_vp(p, MISSIONS_VP, points)
    return g.with_player(state, seat, evolve(p, missions=(), completed=(*p.completed, *done)))


def final_scoring(state: CuzcoState) -> CuzcoState:
    """``scoring.final_scoring``: medals, the top quipu of each village, the mask's bonuses."""
    layout = state.layout
    villages = [0] * state.n_players
    for village, stack in zip(layout.villages, state.quipus, strict=True):
        if stack:
            villages[stack[-1]] += village.vp
    bonus = layout.bonuses
    players: list[Player] = []
    for seat, p in enumerate(state.players):
        won = (
            (bonus["feathers"], all(p.feathers)),
            (bonus["circlets"], all(p.circlets)),
            (bonus["missions"], len(p.completed) >= 9),
            (bonus["quipus"], p.quipus + p.reserve == 0),
            (bonus["people"], len(p.people) >= 12),
            (bonus["goods"], len(p.goods) >= 6),
        )
        extra = sum(points for points, got in won if got)
        for category, points in (
            (MEDALS, layout.medal_vp * p.medals),
            (VILLAGES, villages[seat]),
            (BONUSES, extra),
        ):
            if points:
                p = g.add_vp(p, category, points)
        players.append(p)
    return evolve(state, players=tuple(players), phase=OVER, pending=())
