"""Pure questions the table (controller, renderer, bots) asks about a Titicaca state.

Call them on a view (``rules.view(state, seat)``): everything here then shows only what that seat
may know — in a land preview, face-down temples of other players count as 0. ``land_of`` (the land
at a field) and ``why_not`` (the sentence explaining a refused action) are re-exported here so
the controller needs this one module.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from boardgames.games.titicaca.actions import JoinLands, JoinNew
from boardgames.games.titicaca.board import BoardCell, Cell, Edge
from boardgames.games.titicaca.lands import Land, border_sticks, land_of
from boardgames.games.titicaca.moves import (
    join_options,
    merge_options,
    targets,
    temple_options,
    why_not,
)
from boardgames.games.titicaca.scoring import Award, score_land
from boardgames.games.titicaca.state import (
    BID,
    END,
    JOIN,
    MERGE,
    OVER,
    PLACE,
    TEMPLE,
    Seat,
    TiticacaState,
)


@dataclass(frozen=True)
class LandPreview:
    """A land as it would score now: for the hover panel."""

    land: Land
    awards: tuple[Award, ...]  # one per land type present, then the majority of all houses
    points: tuple[int, ...]  # per seat: what this land would pay now

    @property
    def size(self) -> int:
        return self.land.size

    @property
    def lakes(self) -> tuple[int, ...]:
        return self.land.lakes


def board_cells(state: TiticacaState) -> tuple[BoardCell, ...]:
    """Every hex to draw: axial ``cell``, ``tile`` id, ``lake`` number or ``land_type``."""
    return state.board.cells


def houses(state: TiticacaState) -> dict[Cell, Seat]:
    """Occupied fields and whose house stands on each."""
    return state.owned()


def sticks(state: TiticacaState) -> frozenset[Edge]:
    """Border sticks, as (cell, cell) edges between neighbouring fields."""
    return border_sticks(state)


def shared_houses(state: TiticacaState) -> tuple[Edge, ...]:
    """Pairs of fields marked by one house on their border (the too-few-houses rule)."""
    return state.shared_houses


def current_lake(state: TiticacaState) -> int | None:
    """The lake of this round; None in an extra round or when the game is over."""
    return None if state.phase == OVER else state.lake


def free_fields(state: TiticacaState) -> tuple[Cell, ...]:
    """The free fields at stake this round (to highlight); empty when over."""
    if state.phase == OVER:
        return ()
    return tuple(targets(state))


def turn_order(state: TiticacaState) -> tuple[Seat, ...]:
    """This round's order from the bids (empty while bidding)."""
    return state.order


def join_new_for(state: TiticacaState, field: Cell) -> JoinNew | None:
    """The JoinNew action naming the land at a clicked field (legal or not; None if no land)."""
    land = land_of(state, field)
    return None if land is None else JoinNew(land.rep)


def join_lands_for(state: TiticacaState, first: Cell, second: Cell) -> JoinLands | None:
    """The JoinLands action for the lands at two clicked fields, in the order the rules list it."""
    a, b = land_of(state, first), land_of(state, second)
    if a is None or b is None or a.rep == b.rep:
        return None
    return JoinLands(min(a.rep, b.rep), max(a.rep, b.rep))


def land_preview(state: TiticacaState, field: Cell) -> LandPreview | None:
    """Size, lakes and the leaders of each land type of the land at ``field``, with points."""
    land = land_of(state, field)
    if land is None:
        return None
    awards = tuple(score_land(state, land))
    points = [0] * state.players
    for award in awards:
        for seat in award.winners:
            points[seat] += award.each
    return LandPreview(land, awards, tuple(points))


def scores(state: TiticacaState) -> tuple[int, ...]:
    return tuple(state.score(s) for s in range(state.players))


def prompt(state: TiticacaState, names: Sequence[str]) -> str:
    """One line saying what happens next, naming the player (never "you")."""
    phase = state.phase
    where = f"lake {state.lake}" if state.lake is not None else "any free field"
    if phase == OVER:
        return "The game is over."
    if phase == BID:
        waiting = [names[s] for s, b in enumerate(state.bids) if b is None]
        count = len(targets(state))
        return f"Choose weapons in secret for {where} ({count} free fields): {', '.join(waiting)}."
    seat = state.current
    if seat is None:
        return ""
    who = names[seat]
    if phase == PLACE:
        if state.lake is None:
            return f"{who}: place a house on any free field."
        return f"{who}: place a house on a free field at lake {state.lake}."
    steps: list[str] = []
    if phase == JOIN and join_options(state):
        steps.append("join the new land to a neighbouring land")
    if phase in (JOIN, MERGE) and merge_options(state, seat):
        steps.append("join two other lands")
    if phase in (JOIN, MERGE, TEMPLE) and temple_options(state, seat):
        steps.append("build a temple")
    if phase == END or not steps:
        return f"{who}: end the turn."
    return f"{who}: {', '.join(steps)}, or end the turn."


__all__ = [
    "LandPreview",
    "board_cells",
    "current_lake",
    "free_fields",
    "houses",
    "join_lands_for",
    "join_new_for",
    "land_of",
    "land_preview",
    "prompt",
    "scores",
    "shared_houses",
    "sticks",
    "turn_order",
    "why_not",
]
