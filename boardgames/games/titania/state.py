"""The state of a Titania game: players, board, supplies, and the steps still owed this turn.

Everything is an immutable tuple, so states compare with ``==``, pickle, and can be shared between
the match's history and a renderer. Per-space data (ships, fog tiles, stories, sea stars) are
tuples indexed like ``layout.spaces``; the small helpers at the bottom build changed copies.

A turn is a series of actions. ``pending`` holds what the space just sailed to still asks of the
player, first item first: choose a shell colour, place sea stars, place an extra ship, build.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from boardgames.core.geometry import Cell
from boardgames.core.rng import Rng
from boardgames.core.rules import Seat, evolve
from boardgames.games.titania.components import (
    SHELL_COLOURS,
    SHIP_COLOURS,
    TRACK_CATEGORIES,
    Gift,
)
from boardgames.games.titania.layout import TitaniaLayout

T = TypeVar("T")

# Phases of the game.
TURN = "turn"  # the player to act plays cards, resolves spaces, or ends the turn
DISCARD = "discard"  # after drawing, the player is above the hand limit
OVER = "over"

# Kinds of pending step.
CHOOSE_SHELLS = "choose shells"
PLACE_SEA_STARS = "sea stars"
EXTRA_SHIP = "extra ship"
BUILD = "build"


@dataclass(frozen=True)
class Task:
    """Something the space just reached still asks of the player.

    ``at`` is the space the step belongs to (the building space, or the fog space the extra ship
    must touch); ``amount`` is the number of shells to choose; ``colour`` the extra ship's colour;
    ``built`` counts the stories built so far from this building space.
    """

    kind: str
    at: Cell = (0, 0)
    amount: int = 0
    colour: str = ""
    built: int = 0


@dataclass(frozen=True)
class Player:
    """One prince: hand, shells (by value, per shell colour), sea stars, points and point tiles."""

    hand: tuple[str, ...] = ()
    shells: tuple[int, ...] = (0,) * len(SHELL_COLOURS)
    sea_stars: int = 0
    points: tuple[int, ...] = (0,) * len(TRACK_CATEGORIES)  # bonus, building, sea stars
    point_tiles: tuple[int, ...] = ()  # secret values; 0 where a view hides them

    @property
    def score(self) -> int:
        """Where the scoring marker stands: everything but the face-down point tiles."""
        return sum(self.points)

    def shells_of(self, colour: str) -> int:
        return self.shells[SHELL_COLOURS.index(colour)]


@dataclass(frozen=True)
class TitaniaState:
    layout: TitaniaLayout
    players: tuple[Player, ...]
    rng: Rng
    era: int = 1
    turn: Seat = 0
    phase: str = TURN
    played: tuple[str, ...] = ()  # cards played this turn; they go to the discard pile at its end
    pending: tuple[Task, ...] = ()
    era_over: bool = False  # the last ship of a colour has been placed this era
    ships: tuple[tuple[str, ...], ...] = ()  # per space: ship colours standing there
    supply: tuple[int, ...] = ()  # ships of each SHIP_COLOURS colour still to place this era
    fog: tuple[Gift | None, ...] = ()  # per space: the fog tile lying there (None: no tile)
    fog_up: tuple[bool, ...] = ()  # per space: the tile lies face up
    fog_aside: tuple[Gift, ...] = ()  # tiles taken off the board this era, face up beside it
    stories: tuple[tuple[int, ...], ...] = ()  # per space: stories on each tower shown
    starred: tuple[bool, ...] = ()  # per space: a sea star lies on this tower space
    draw_pile: tuple[str, ...] = ()  # face down; the first card is the top
    discard_pile: tuple[str, ...] = ()
    point_supply: tuple[int, ...] = ()  # face-down point tiles; the first is the top
    shell_supply: tuple[int, ...] = ()  # per shell colour, by value
    story_supply: tuple[int, ...] = ()  # per tower colour
    sea_star_supply: int = 0

    # --- reading -------------------------------------------------------------------------------
    @property
    def n_players(self) -> int:
        return len(self.players)

    @property
    def task(self) -> Task | None:
        return self.pending[0] if self.pending else None

    def index(self, cell: Cell) -> int:
        return self.layout.index_of(cell)

    def ships_at(self, cell: Cell) -> tuple[str, ...]:
        return self.ships[self.index(cell)]

    def ships_left(self, colour: str) -> int:
        return self.supply[SHIP_COLOURS.index(colour)]


# --- building changed copies ---------------------------------------------------------------------
def put(items: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    """A copy of ``items`` with position ``i`` replaced."""
    out = list(items)
    out[i] = value
    return tuple(out)


def add_at(values: tuple[int, ...], i: int, delta: int) -> tuple[int, ...]:
    return put(values, i, values[i] + delta)


def with_changes(
    state: TitaniaState, seat: Seat, mine: dict[str, Any], changes: dict[str, Any]
) -> TitaniaState:
    """``state`` with ``changes`` and, for ``seat``'s player, ``mine``: an action that touches
    several fields (a ship that brings shells, sea stars and cards) gathers them first and
    copies the state once instead of once per gift."""
    if mine:
        changes["players"] = put(state.players, seat, evolve(state.players[seat], **mine))
    return evolve(state, **changes)


def remove_one(cards: Sequence[str], card: str) -> tuple[str, ...]:
    """``cards`` without one copy of ``card`` (which must be there)."""
    out = list(cards)
    out.remove(card)
    return tuple(out)
