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
from boardgames.games.tiwanaku.land import Cell
from boardgames.games.tiwanaku.state import State

STEPS: tuple[Cell, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))


def paths_from(state: State, seat: Seat, pawn: Cell) -> dict[Cell, tuple[Cell, ...]]:
    """Every space the pawn on ``pawn`` can reach, with one shortest path there (start first).

    This ignores whether a divination could follow; ``destinations`` applies that too.
    """
    occupied = state.occupancy()
    rows, cols = state.board.rows, state.board.cols
    came_from: dict[Cell, Cell] = {}
    found: list[Cell] = []
    queue: deque[Cell] = deque([pawn])
    while queue:
        here = queue.popleft()
        for dr, dc in STEPS:
            there = (here[0] + dr, here[1] + dc)
            if not (0 <= there[0] < rows and 0 <= there[1] < cols):
                continue
            if there == pawn or there in came_from:
                continue
            owner = occupied.get(there)
            if owner is not None and owner != seat:
                continue  # another colour blocks the space outright
            came_from[there] = here
            if owner is None:
                found.append(there)
            if owner == seat or there in state.tokens:
                queue.append(there)
    paths: dict[Cell, tuple[Cell, ...]] = {}
    for end in found:
        path = [end]
        while path[-1] != pawn:
            path.append(came_from[path[-1]])
        paths[end] = tuple(reversed(path))
    return paths


def can_divine_after(state: State, seat: Seat, leaving: Cell | None, arriving: Cell) -> bool:
    """Would some pawn of ``seat`` stand on terrain without a crop after this move?"""
    cells = [c for c in state.players[seat].pawns if c != leaving] + [arriving]
    return any(state.is_divinable(c) for c in cells)


def allowed_end(state: State, seat: Seat, leaving: Cell | None, end: Cell) -> bool:
    """A reachable end space is allowed if it discovers, or if a divination can follow."""
    return end not in state.explored or can_divine_after(state, seat, leaving, end)


def destinations(state: State, seat: Seat, pawn: Cell) -> dict[Cell, tuple[Cell, ...]]:
    """The legal end spaces of the pawn on ``pawn``, each with the path the pawn takes."""
    return {
        end: path
        for end, path in paths_from(state, seat, pawn).items()
        if allowed_end(state, seat, pawn, end)
    }


def entry_spaces(state: State, seat: Seat) -> list[Cell]:
    """Vacant starting spaces a new pawn of ``seat`` may come onto (none if the supply is empty)."""
    if state.players[seat].supply <= 0:
        return []
    occupied = state.occupancy()
    return [
        cell
        for cell in state.board.start
        if cell not in occupied and allowed_end(state, seat, None, cell)
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
