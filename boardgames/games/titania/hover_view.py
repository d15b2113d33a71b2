"""What a space is, in one line, shown in a small box above the space under the mouse."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from boardgames.games.titania import queries
from boardgames.games.titania.components import Gift
from boardgames.games.titania.layout import (
    BONUS_SPACE,
    CASTLE,
    FOG,
    POINT_SPACE,
    SPACE_NAMES,
    TOWER_SPACE,
)
from boardgames.games.titania.state import TitaniaState
from boardgames.ui.boards import HexBoard
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import draw_tip

Cell = tuple[int, int]


def gift_words(gifts: Sequence[Gift]) -> str:
    return " and ".join(g.label for g in gifts)


def describe(state: TitaniaState, cell: Cell) -> str:
    """One line about a space, for the hover label."""
    space = state.layout.space_at(cell)
    name = SPACE_NAMES[space.kind]
    if space.kind == BONUS_SPACE:
        return f"{name}: each ship gets {gift_words(space.gifts)}"
    if space.kind == POINT_SPACE:
        return f"{name}: 1st and 2nd ship take a point tile ({len(state.point_supply)} left)"
    if space.kind == FOG:
        tile = queries.fog_tile(state, cell)
        if tile is None:
            return f"{name}: the tile has been taken"
        if not tile.face_up:
            return f"{name}: a face-down tile"
        return f"{name}: {tile.gift.label} (once more for the 2nd ship)"
    if space.kind == TOWER_SPACE:
        heights = queries.tower_heights(state, cell)
        towers = ", ".join(f"{c} {h}/4" for c, h in heights.items())
        star = "sea star" if queries.has_sea_star(state, cell) else "no sea star"
        return f"{name}: {towers} · {star}"
    if space.kind == CASTLE:
        return f"{name} ({space.flag} flag): ships start here"
    return f"{name}: build on the towers next to it"


def draw_description(
    surface: pygame.Surface,
    theme: Theme,
    board: HexBoard,
    sea: pygame.Rect,
    state: TitaniaState,
    cell: Cell,
) -> None:
    """The description of ``cell`` in the hover box, beside the space and inside the sea."""
    reach = round(board.size * 1.8)
    anchor = pygame.Rect(0, 0, reach, reach)
    anchor.center = (round(board.center(cell)[0]), round(board.center(cell)[1]))
    draw_tip(surface, theme, describe(state, cell), anchor, area=sea)
