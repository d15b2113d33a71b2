"""The missions phase for the fast path's random action: each mission's shortfall worked out once.

``phase3.mission_choices`` and ``gods.windows`` (for Mama Quilia's card 04) both ask how far the
seat is from each of its missions; here ``missions.shortfall`` runs once per mission and state
and both answers come from that.
"""

from __future__ import annotations

from functools import cache

from boardgames.core.rules import Action, Seat
from boardgames.games.cuzco.actions import CompleteMission, ReturnMission
from boardgames.games.cuzco.fastmemo import kept
from boardgames.games.cuzco.missions import shortfall
from boardgames.games.cuzco.phase3 import HELP_MISSION
from boardgames.games.cuzco.state import FINAL, MISSIONS, CuzcoState

complete_mission = cache(CompleteMission)
return_mission = cache(ReturnMission)


def _shortfalls(state: CuzcoState, seat: Seat) -> list[tuple[str, int]]:
    layout = state.layout
    return [(m, shortfall(state, seat, layout.mission(m))) for m in state.players[seat].missions]


def shortfalls(state: CuzcoState, seat: Seat) -> tuple[tuple[str, int], ...]:
    """(mission, units missing) for each of the seat's missions, in the mask's order."""
    return kept(state, "shortfalls", seat, _shortfalls)


def choices(state: CuzcoState, seat: Seat) -> list[Action]:
    """``phase3.mission_choices``."""
    short = shortfalls(state, seat)
    limit = 1 if HELP_MISSION in state.effects else 0
    done: list[Action] = [complete_mission(m) for m, s in short if s <= limit]
    return done or [return_mission(m) for m, _ in short]


def card_windows(state: CuzcoState, seat: Seat) -> set[int]:
    """``gods.windows`` in the missions phase and the final missions (the seat is to act)."""
    near = sum(1 for _, s in shortfalls(state, seat) if s == 1)
    fx = state.effects
    if (state.phase == MISSIONS and 4 not in fx and near) or (
        state.phase == FINAL and fx.count(4) < near
    ):
        return {HELP_MISSION}
    return set()
