"""Where a chasqui can run, looked up once per place, rotation, road and die for the fast path.

``roads.destinations`` walks the road list on every call; a layout never changes, so the fast
path keeps each answer (a tuple, as the same list ``destinations`` gives) and the smallest die a
road from a place needs.
"""

from __future__ import annotations

from functools import cache

from boardgames.games.cuzco import roads
from boardgames.games.cuzco.actions import Move
from boardgames.games.cuzco.layout import CuzcoLayout

NEVER = 7  # more pips than any die shows


@cache
def destinations(
    layout: CuzcoLayout, at: str, rotation: int, road: str, reach: int
) -> tuple[tuple[str, int], ...]:
    return tuple(roads.destinations(layout, at, rotation, road, reach))


@cache
def moves(layout: CuzcoLayout, at: str, rotation: int, road: str, reach: int) -> tuple[Move, ...]:
    """The ``Move`` actions to ``destinations`` (shared objects: actions are values)."""
    return tuple(Move(to, rot) for to, rot in destinations(layout, at, rotation, road, reach))


@cache
def least_pips(layout: CuzcoLayout, at: str, rotation: int, road: str) -> int:
    """The smallest die with which ``roads.can_move`` holds (``NEVER`` if none does)."""
    for reach in range(1, NEVER):
        if roads.can_move(layout, at, rotation, road, reach):
            return reach
    return NEVER
