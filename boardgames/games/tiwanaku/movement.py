"""Where a pawn may go: the search behind every Tiwanaku move.

A move is a path of orthogonal steps that may turn. Every space passed through (all but the last)
must hold a crop token or one of the mover's own pawns; no space of the path may hold another
player's pawn; the path ends on a space other than where it began and without an own pawn.
A new pawn instead comes onto a vacant starting space. A move that discovers nothing must be
followed by a divination, so it is legal only if afterwards some own pawn stands on terrain
without a crop token.
"""

from __future__ import annotations

from collections import deque

from boardgames.core.rules import Seat
from boardgames.games.tiwanaku.land import Cell, orthogonal
from boardgames.games.tiwanaku.state import State


def paths_from(state: State, seat: Seat, pawn: Cell) -> dict[Cell, tuple[Cell, ...]]:
    """Every space the pawn on ``pawn`` can reach, with one shortest path there (start first).

    This ignores whether a divination could follow; ``destinations`` applies that too.
    """
    occupied = state.occupancy()
    tokens = state.tokens
    neighbours = orthogonal(state.board.rows, state.board.cols)
    came_from: dict[Cell, Cell] = {pawn: pawn}
    found: list[Cell] = []
    queue: deque[Cell] = deque([pawn])
    while queue:
        here = queue.popleft()
        for there in neighbours[here]:
            if there in came_from:
                continue
            owner = occupied.get(there)
            if owner is None:
                came_from[there] = here
                found.append(there)
                if there in tokens:
                    queue.append(there)
            elif owner == seat:
                came_from[there] = here
                queue.append(there)
            # another colour blocks the space outright
    paths: dict[Cell, tuple[Cell, ...]] = {}
    for end in found:
        path = [end]
        while path[-1] != pawn:
            path.append(came_from[path[-1]])
        paths[end] = tuple(reversed(path))
    return paths


def can_divine_after(state: State, seat: Seat, leaving: Cell | None, arriving: Cell) -> bool:
    """Would some pawn of ``seat`` stand on terrain without a crop after this move?"""
    return state.is_divinable(arriving) or _staying_can_divine(state, seat, leaving)


def _staying_can_divine(state: State, seat: Seat, leaving: Cell | None) -> bool:
    """Does a pawn of ``seat`` other than the one on ``leaving`` stand where it may divine?"""
    return any(state.is_divinable(c) for c in state.players[seat].pawns if c != leaving)


def allowed_end(state: State, seat: Seat, leaving: Cell | None, end: Cell) -> bool:
    """A reachable end space is allowed if it discovers, or if a divination can follow."""
    return end not in state.explored or can_divine_after(state, seat, leaving, end)


def destinations(state: State, seat: Seat, pawn: Cell) -> dict[Cell, tuple[Cell, ...]]:
    """The legal end spaces of the pawn on ``pawn``, each with the path the pawn takes."""
    paths = paths_from(state, seat, pawn)
    if _staying_can_divine(state, seat, pawn):
        return paths  # a pawn left behind can divine, so every end is allowed
    explored, tokens = state.explored, state.tokens
    # An end is allowed if it discovers, or is terrain without a crop (the pawn divines there).
    return {end: path for end, path in paths.items() if end not in explored or end not in tokens}


def entry_spaces(state: State, seat: Seat) -> list[Cell]:
    """Vacant starting spaces a new pawn of ``seat`` may come onto (none if the supply is empty)."""
    if state.players[seat].supply <= 0:
        return []
    occupied = state.occupancy()
    anywhere = _staying_can_divine(state, seat, None)
    return [
        cell
        for cell in state.board.start
        if cell not in occupied
        and (anywhere or cell not in state.explored or cell not in state.tokens)
    ]


def move_problem(state: State, seat: Seat, pawn: Cell, to: Cell) -> str | None:
    """Why moving the pawn on ``pawn`` to ``to`` is not allowed, or None if it is."""
    if state.pawn_owner(pawn) != seat:
        return "There is no pawn of this player on that space."
    if not state.board.on_board(to):
        return "That space is not on the board."
    if to == pawn:
        return "A pawn must leave its space when it moves."
    owner = state.pawn_owner(to)
    if owner is not None and owner != seat:
        return "Another player's pawn stands there."
    if owner == seat:
        return "Two pawns of one colour cannot share a space."
    if to not in paths_from(state, seat, pawn):
        return "No path leads there: a pawn passes only over crop tokens and its own pawns."
    if not allowed_end(state, seat, pawn, to):
        return "A move onto terrain must be followed by a divination, and none would be possible."
    return None


def entry_problem(state: State, seat: Seat, to: Cell) -> str | None:
    """Why a new pawn may not come onto ``to``, or None if it may."""
    if state.players[seat].supply <= 0:
        return "All of this player's pawns are already on the board."
    if to not in state.board.start:
        return "New pawns come onto the board only on a starting space."
    if state.pawn_owner(to) is not None:
        return "That starting space is taken."
    if not allowed_end(state, seat, None, to):
        return "A move onto terrain must be followed by a divination, and none would be possible."
    return None
