"""Drawing Titania's board each frame: the pre-rendered art, then pieces, highlights and markers.

Over the static picture go the era and the ships left (the top corners), fog tiles, tower stories
and sea stars, the rings of the last move, the glowing targets and the selection, the ships, and
the players' markers on the scoring track. Pieces an animation is carrying are left out
(``hidden``) so they are not drawn twice.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence, Set
from dataclasses import dataclass

import pygame

from boardgames.core.match import Step
from boardgames.games.titania import queries
from boardgames.games.titania.art_view import BoardArt
from boardgames.games.titania.components import SHIP_COLOURS
from boardgames.games.titania.events import EraBegun, SeaStarPlaced, ShipPlaced, StoryBuilt
from boardgames.games.titania.icons_view import draw_story
from boardgames.games.titania.layout import TOWER_SPACE
from boardgames.games.titania.state import TitaniaState
from boardgames.games.titania.track_view import Track
from boardgames.ui import theme as th
from boardgames.ui.boards.marks import draw_last_move
from boardgames.ui.widgets import readable

Cell = tuple[int, int]
Point = tuple[float, float]
Hidden = Callable[[Hashable], bool]

SEA_TEXT: th.Color = (206, 212, 222)  # small text on the sea keeps >= 4.5:1 contrast


@dataclass(frozen=True)
class Marks:
    """What the board highlights this frame, from the controller's step and selection."""

    last_move: Set[Cell]
    targets: Set[Cell]
    rings: tuple[Cell | None, ...]  # the selected space of a joker and tower space, if any
    hover: Cell | None
    acting: bool  # the viewer is to act (sea-star costs show only then)


def recent_cells(steps: Sequence[Step]) -> set[Cell]:
    """Spaces touched by the latest turn (the previous player's, or this one so far)."""
    if not steps:
        return set()
    seat = steps[-1].seat
    cells: set[Cell] = set()
    for step in reversed(steps):
        if step.seat != seat:
            break
        if any(isinstance(e, EraBegun) for e in step.events):
            break  # the board was cleared after this step
        for e in step.events:
            if isinstance(e, ShipPlaced | StoryBuilt | SeaStarPlaced):
                cells.add(tuple(e.at))  # type: ignore[arg-type]
    return cells


def supply_spot(sea: pygame.Rect, size: float, colour: str) -> Point:
    """Where the unplaced ships of a colour wait: the board's top-right corner by the panel."""
    k = SHIP_COLOURS.index(colour)
    step = size * 1.25
    return (sea.right - step * (3 - k) + step * 0.1, sea.y + size * 0.55)


def draw_board(
    surface: pygame.Surface,
    state: TitaniaState,
    art: BoardArt,
    track: Track,
    sea: pygame.Rect,
    hidden: Hidden,
    marks: Marks,
) -> None:
    theme = art.theme
    board = art.board
    surface.blit(art.static, art.rect)
    _draw_corners(surface, state, art, sea)
    layout = state.layout
    for i, space in enumerate(layout.spaces):
        cell = space.at
        tile = state.fog[i]
        if tile is not None and not hidden(("fog", cell)):
            face = art.fog_face(tile) if state.fog_up[i] else art.fog_back
            art.blit_center(surface, face, art.fog_spot(cell))
        if space.kind == TOWER_SPACE:
            _draw_towers(surface, state, art, hidden, i)
    draw_last_move(surface, board, marks.last_move)
    for cell in marks.targets:
        art.blit_center(surface, art.glow, board.center(cell))
    for ring in marks.rings:
        if ring is not None:
            art.blit_center(surface, art.selected, board.center(ring))
    hover = marks.hover
    if hover is not None and hover in marks.targets:
        art.blit_center(surface, art.hover, board.center(hover))
    for i, here in enumerate(state.ships):
        cell = layout.spaces[i].at
        for k, colour in enumerate(here):
            if not hidden(("ship", cell, colour)):
                art.blit_center(surface, art.ships[colour], art.ship_spot(cell, k))
    if queries.step(state) == queries.STEP_SEA_STARS and marks.acting:
        for cell in marks.targets:  # what crowning each glowing space costs
            cost = queries.sea_star_cost(state, cell)
            badge = theme.outlined(f"{cost}x", readable(theme, "small"), th.WHITE)
            x, y = art.star_spot(cell)
            art.blit_center(surface, art.star, (x + board.size * 0.14, y))
            surface.blit(badge, badge.get_rect(midright=(x, y)))
    _draw_markers(surface, state, art, track, hidden)


def _draw_towers(
    surface: pygame.Surface, state: TitaniaState, art: BoardArt, hidden: Hidden, i: int
) -> None:
    space = state.layout.spaces[i]
    cell = space.at
    for j, colour in enumerate(space.towers):
        for level in range(1, state.stories[i][j] + 1):
            if not hidden(("story", cell, colour, level)):
                draw_story(surface, art.story_rect(space, j, level), colour)
    if state.starred[i] and not hidden(("star", cell)):
        art.blit_center(surface, art.star, art.star_spot(cell))


def _draw_corners(
    surface: pygame.Surface, state: TitaniaState, art: BoardArt, sea: pygame.Rect
) -> None:
    """The era (top left) and the ships still to place this era (top right)."""
    theme = art.theme
    x, y = sea.x + 12, sea.y + 8
    era = theme.text(f"Era {state.era} of 2", "large", th.TEXT, bold=True)
    surface.blit(era, (x, y))
    tiles = theme.text(
        f"{len(state.point_supply)} point tiles left", readable(theme, "small"), SEA_TEXT
    )
    surface.blit(tiles, (x, y + era.get_height() + 2))
    left = queries.ships_left(state)
    title = theme.text("Ships left this era", readable(theme, "small"), SEA_TEXT)
    surface.blit(title, title.get_rect(topright=(sea.right - 12, sea.y + 4)))
    for colour in SHIP_COLOURS:
        cx, cy = supply_spot(sea, art.board.size, colour)
        cy += title.get_height() - 2
        art.blit_center(surface, art.ships[colour], (cx, cy))
        n = left[colour]
        # the era ends when a colour runs out: low counts turn orange (outlined for contrast)
        color = th.ORANGE if n <= 2 else th.WHITE
        label = theme.outlined(str(n), "normal", color)
        surface.blit(label, label.get_rect(midleft=(cx + art.ship_size * 0.5, cy + 4)))


def _draw_markers(
    surface: pygame.Surface, state: TitaniaState, art: BoardArt, track: Track, hidden: Hidden
) -> None:
    """Each player's marker on the track; markers sharing a space shrink to fit side by side."""
    scores = [queries.player_summary(state, seat).score for seat in range(state.n_players)]
    at: dict[int, list[int]] = {}
    for seat, score in enumerate(scores):
        if not hidden(("marker", seat)):
            at.setdefault(score % 100, []).append(seat)
    for spot, seats in at.items():
        sprites = art.markers if len(seats) == 1 else art.small_markers
        for k, seat in enumerate(seats):
            pos = track.slot(spot, k, len(seats))
            art.blit_center(surface, sprites[seat], pos)
            if scores[seat] >= 100:  # a second lap: ringed
                pygame.draw.circle(surface, th.WHITE, pos, track.thickness * 0.42, 2)
