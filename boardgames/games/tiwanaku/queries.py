"""Pure questions a Tiwanaku controller or bot asks about a state (a view is enough).

Where each pawn may go, where a divination is possible, what the player should do now in one
line, why a click is not allowed, and each player's tracks, tokens and score. Nothing here
changes a state.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.rules import Action, Seat
from boardgames.games.tiwanaku import scoring, turns
from boardgames.games.tiwanaku.land import TERRAINS, Cell
from boardgames.games.tiwanaku.movement import destinations, entry_spaces
from boardgames.games.tiwanaku.state import (
    DIVINE,
    FINAL_DIVINE,
    FINAL_OFFER,
    MOVE,
    OFFER,
    OVER,
    State,
)

NEW_PAWN = None  # the key of ``move_targets`` for a pawn brought in from the supply


def phase(state: State) -> str:
    """One of the phase names in ``state.PHASES``."""
    return state.phase


def prompt(state: State) -> str:
    """What the player to act should do now, in one line."""
    seat = state.current
    if state.phase == MOVE:
        actions = turns.legal_actions(state, seat)
        if not any(a.kind in ("move", "enter") for a in actions):
            return "No move is possible: pass"
        if state.players[seat].supply and entry_spaces(state, seat):
            return "Move a pawn or bring a new one onto a starting space"
        return "Move a pawn"
    if state.phase == DIVINE:
        if state.divined == 0:
            return "Divine: pick a crop for a space under one of your pawns"
        return "Divine again, or stop divining"
    if state.phase == OFFER:
        return "Offer different crop tokens, or end the turn"
    if state.phase == FINAL_DIVINE:
        return "Closing round: divine once more, or pass for good"
    if state.phase == FINAL_OFFER:
        return "Final offering: hand in different crop tokens, or keep them"
    if state.phase == OVER:
        return "The game is over"
    return ""


def move_targets(state: State, seat: Seat) -> dict[Cell | None, dict[Cell, tuple[Cell, ...]]]:
    """Legal destinations per pawn (key: its space; ``NEW_PAWN`` for one from the supply).

    Each destination maps to the path the pawn takes. Empty unless ``seat`` is to move.
    """
    if state.phase != MOVE or seat != state.current:
        return {}
    targets: dict[Cell | None, dict[Cell, tuple[Cell, ...]]] = {}
    entries = entry_spaces(state, seat)
    if entries:
        targets[NEW_PAWN] = {cell: (cell,) for cell in entries}
    for pawn in state.players[seat].pawns:
        ends = destinations(state, seat, pawn)
        if ends:
            targets[pawn] = ends
    return targets


def divination_cells(state: State, seat: Seat) -> list[Cell]:
    """Spaces where ``seat`` may divine now (empty outside a divination phase or turn)."""
    if state.phase not in (DIVINE, FINAL_DIVINE) or seat != state.current:
        return []
    return turns.divinable_cells(state, seat)


def why_not(state: State, seat: Seat, action: Action) -> str | None:
    """A sentence saying why ``action`` is illegal for ``seat`` now, or None if it is legal."""
    return turns.action_problem(state, seat, action)


def discovery_points(state: State, seat: Seat, terrain: str) -> int:
    """What discovering ``terrain`` would score ``seat`` now (for hover hints)."""
    points, _ = scoring.discover(
        state.players[seat].tracks, TERRAINS.index(terrain), state.board.track_height
    )
    return points


@dataclass(frozen=True)
class PlayerSummary:
    """Everything public about one player, for the side panel."""

    seat: Seat
    score: int
    points: dict[str, int]  # per scoring category
    tracks: dict[str, int]  # diversity marker level per terrain
    track_height: int
    held: tuple[int, ...]  # crop token values held
    pawns: tuple[Cell, ...]
    supply: int


def player_summary(state: State, seat: Seat) -> PlayerSummary:
    p = state.players[seat]
    return PlayerSummary(
        seat=seat,
        score=p.score,
        points=dict(zip(scoring.CATEGORIES, p.points, strict=True)),
        tracks=dict(zip(TERRAINS, p.tracks, strict=True)),
        track_height=state.board.track_height,
        held=p.held,
        pawns=p.pawns,
        supply=p.supply,
    )
