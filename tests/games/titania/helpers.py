"""Hand-built Titania positions on the shipped board, for the rules tests.

``position`` starts from an empty board (only the castle's six ships) and sets exactly what a test
needs: ships, hands, shells, sea stars, stories, fog tiles and piles. ``act`` plays actions for the
player whose turn it is and collects the events.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from boardgames.core.geometry import Cell
from boardgames.core.rules import Action, Event, Params
from boardgames.games.titania.components import SHELL_COLOURS, Gift, parse_gift, sorted_hand
from boardgames.games.titania.layout import FOG
from boardgames.games.titania.rules import TitaniaRules
from boardgames.games.titania.state import TitaniaState, put

RULES = TitaniaRules()
LAYOUT = RULES.load_layout(Params(players=2))
NAMES = ("Turtle", "Crab", "Seal", "Gull")

# Landmarks of the shipped board (layouts/titania.yaml), north third.
BLACK_WHITE_TOWER = (5, -4)  # tower space showing a black and a white tower
BROWN_TOWER = (4, -2)  # tower space showing one brown tower
CRANE = (4, -3)  # building space touching both of them
GREEN_TOWER = (-1, -2)
GREEN_WHITE_TOWER = (-4, 0)  # south-west third, two towers
FOUR_TOWERS = (3, -5)


def gift(text: str) -> Gift:
    parsed = parse_gift(text)
    assert parsed is not None, text
    return parsed


def fresh(players: int = 2, seed: int = 1) -> TitaniaState:
    return RULES.setup(Params(players=players, names=NAMES[:players]), LAYOUT, seed)


def position(
    players: int = 2,
    *,
    turn: int = 0,
    ships: Mapping[Cell, Iterable[str]] | None = None,
    hands: Mapping[int, Iterable[str]] | None = None,
    shells: Mapping[int, Mapping[str, int]] | None = None,
    sea_stars: Mapping[int, int] | None = None,
    stories: Mapping[Cell, Mapping[str, int]] | None = None,
    starred: Iterable[Cell] = (),
    fog: Mapping[Cell, str | tuple[str, bool] | None] | None = None,
    draw_pile: Iterable[str] | None = None,
    discard_pile: Iterable[str] = (),
    point_supply: Iterable[int] | None = None,
    supply: tuple[int, int, int] | None = None,
    seed: int = 1,
) -> TitaniaState:
    """A position on an empty board; fog tiles are '2 brown shells' unless given."""
    state = fresh(players, seed)
    board = list(state.ships)
    for cell, colours in (ships or {}).items():
        board[LAYOUT.index_of(cell)] = tuple(colours)
    players_ = list(state.players)
    for seat in range(players):
        p = players_[seat]
        hand = sorted_hand(tuple((hands or {}).get(seat, ())))
        held = (shells or {}).get(seat, {})
        players_[seat] = replace(
            p,
            hand=hand,
            shells=tuple(held.get(c, 0) for c in SHELL_COLOURS),
            sea_stars=(sea_stars or {}).get(seat, 0),
        )
    tower_stories = list(state.stories)
    for cell, heights in (stories or {}).items():
        i = LAYOUT.index_of(cell)
        towers = LAYOUT.spaces[i].towers
        tower_stories[i] = tuple(heights.get(c, 0) for c in towers)
    stars = [False] * len(LAYOUT.spaces)
    for cell in starred:
        stars[LAYOUT.index_of(cell)] = True
    tiles = list(state.fog)
    up = list(state.fog_up)
    for i in LAYOUT.indices_of(FOG):
        tiles[i] = gift("2 brown shells")
    for cell, spec in (fog or {}).items():
        i = LAYOUT.index_of(cell)
        if spec is None:
            tiles[i] = None
        elif isinstance(spec, tuple):
            tiles[i], up[i] = gift(spec[0]), spec[1]
        else:
            tiles[i] = gift(spec)
    return replace(
        state,
        turn=turn,
        ships=tuple(board),
        players=tuple(players_),
        stories=tuple(tower_stories),
        starred=tuple(stars),
        fog=tuple(tiles),
        fog_up=tuple(up),
        draw_pile=tuple(draw_pile) if draw_pile is not None else state.draw_pile,
        discard_pile=tuple(discard_pile),
        point_supply=tuple(point_supply) if point_supply is not None else state.point_supply,
        supply=supply if supply is not None else state.supply,
    )


def act(state: TitaniaState, *actions: Action) -> tuple[TitaniaState, list[Event]]:
    """Apply actions for whoever is to act, returning the last state and all events."""
    events: list[Event] = []
    for action in actions:
        (seat,) = RULES.to_act(state)
        state, more = RULES.apply(state, seat, action)
        events += more
    return state, events


def of_type(events: Iterable[Event], cls: type) -> list:
    return [e for e in events if isinstance(e, cls)]


def shells(state: TitaniaState, seat: int) -> dict[str, int]:
    return dict(zip(SHELL_COLOURS, state.players[seat].shells, strict=True))


def with_ship_on(state: TitaniaState, cell: Cell, *colours: str) -> TitaniaState:
    i = LAYOUT.index_of(cell)
    return replace(state, ships=put(state.ships, i, tuple(colours)))
