"""Small hand-built Tiwanaku positions for the rules tests.

Lands are drawn as text: one letter per terrain (s sand, e earth, g grass, r rock) and one digit
per crop. Positions are built directly, so each test shows exactly the situation it checks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from boardgames.core.rules import Action, Event
from boardgames.games.tiwanaku import scoring
from boardgames.games.tiwanaku.land import TERRAINS, Cell, Land
from boardgames.games.tiwanaku.layout import BoardSpec, load_layout
from boardgames.games.tiwanaku.rules import TiwanakuRules
from boardgames.games.tiwanaku.state import MOVE, Player, State

RULES = TiwanakuRules()
LAYOUT = load_layout()
OFFERING = LAYOUT.offering
LETTERS = {t[0]: t for t in TERRAINS}


def land(terrain: Iterable[str], crops: Iterable[str]) -> Land:
    t_rows = [tuple(LETTERS[ch] for ch in row) for row in terrain]
    c_rows = [tuple(int(ch) for ch in row) for row in crops]
    return Land(
        rows=len(t_rows),
        cols=len(t_rows[0]),
        terrain=tuple(t_rows),
        crops=tuple(c_rows),
        given_terrain=frozenset(),
        given_crops=frozenset(),
    )


def player(
    pawns: Iterable[Cell] = (),
    supply: int = 0,
    tracks: Mapping[str, int] | None = None,
    held: Iterable[int] = (),
) -> Player:
    levels = tuple((tracks or {}).get(t, 0) for t in TERRAINS)
    return Player(
        pawns=tuple(sorted(pawns)),
        supply=supply,
        tracks=levels,
        held=tuple(sorted(held)),
        points=(0,) * len(scoring.CATEGORIES),
    )


def position(
    the_land: Land,
    players: list[Player],
    explored: Iterable[Cell] = (),
    tokens: Iterable[Cell] = (),
    start: Iterable[Cell] = (),
    track_height: int = 5,
    **fields: object,
) -> State:
    board = BoardSpec("test", the_land.rows, the_land.cols, tuple(start), track_height)
    state = State(
        board=board,
        offering=OFFERING,
        land=the_land,
        explored=frozenset(explored),
        tokens=frozenset(tokens),
        players=tuple(players),
        current=0,
        phase=MOVE,
    )
    return replace(state, **fields)  # type: ignore[arg-type]


def everything_but(the_land: Land, *hidden: Cell) -> frozenset[Cell]:
    return frozenset(c for c in the_land.cells() if c not in hidden)


def play(state: State, *actions: Action) -> tuple[State, list[Event]]:
    """Apply actions for whoever is to act, collecting all events."""
    events: list[Event] = []
    for action in actions:
        (seat,) = RULES.to_act(state)
        state, new = RULES.apply(state, seat, action)
        events.extend(new)
    return state, events


def points(state: State, seat: int, category: str) -> int:
    return state.players[seat].points[scoring.CATEGORIES.index(category)]
