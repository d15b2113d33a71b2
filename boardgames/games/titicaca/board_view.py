"""Drawing Titicaca's board each frame: a cached layer of everything the state puts on the
landscape (played lakes, glows, sticks, houses, temples), plus the pulse of the legal targets and
the hover highlight on top.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from boardgames.core.match import Step
from boardgames.core.rules import Seat
from boardgames.games.titicaca import queries
from boardgames.games.titicaca.board import BoardCell, Cell, Edge
from boardgames.games.titicaca.events import HousePlaced, TempleBuilt
from boardgames.games.titicaca.spots_view import HOUSE_SIZE, TEMPLE_SIZE, Spots
from boardgames.games.titicaca.state import OVER, UNKNOWN, TiticacaState
from boardgames.games.titicaca.view import (
    HexArt,
    draw_house,
    draw_stick,
    draw_temple,
    player_rgb,
    render_landscape,
)
from boardgames.ui import theme as th
from boardgames.ui.anim import Animator
from boardgames.ui.boards import HexBoard
from boardgames.ui.boards.marks import draw_last_move
from boardgames.ui.theme import Theme


@dataclass(frozen=True)
class Marks:
    """What the controller marks on the board; ``version`` changes whenever any of it does."""

    version: int
    targets: set[Cell]  # glowing: legal to click now
    selected: set[Cell]  # the first land of "Join two lands"
    last_move: set[Cell]
    viewer: Seat | None  # who may see their own face-down temples' values
    whole_lands: bool  # a click on a target picks its whole land (joining, not house or temple)


def last_move(steps: Sequence[Step]) -> set[Cell]:
    """The latest house placed and any temple built since, from the match's record."""
    out: set[Cell] = set()
    for step in reversed(steps):
        for e in step.events:
            if isinstance(e, TempleBuilt):
                out.add(e.field)
            elif isinstance(e, HousePlaced):
                out.add(e.field)
                return out
    return out


class BoardLayer:
    """The board's drawing; ``fit`` renders the static landscape for a new rectangle."""

    def __init__(
        self,
        board: HexBoard,
        cells: Sequence[BoardCell],
        spots: Spots,
        theme: Theme,
        animator: Animator,
    ) -> None:
        self.board = board
        self.cells = cells
        self.fields = {c.cell for c in cells if c.land_type is not None}
        self.spots = spots
        self.theme = theme
        self.animator = animator
        self.art: HexArt | None = None
        self.landscape: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[int, frozenset[Any]] | None = None

    def fit(self, art: HexArt, rect: pygame.Rect, scoring_lakes: Sequence[int]) -> None:
        self.art = art
        self.rect = rect
        layer = render_landscape(self.board, self.cells, art, self.theme, rect, scoring_lakes)
        # An opaque copy on the window's background blits fastest every frame.
        flat = pygame.Surface(rect.size)
        flat.fill(th.BG)
        flat.blit(layer, (0, 0))
        self.landscape = flat

    def draw(
        self,
        surface: pygame.Surface,
        state: TiticacaState,
        marks: Marks,
        hover: Cell | None,
        hover_land: Sequence[Cell],
        clock: float,
    ) -> None:
        """``hover_land``: the fields of the land under the mouse; ``clock`` paces the pulse."""
        if self.art is None:
            return
        art, board = self.art, self.board
        # Everything that changes only with the state, the selection or a running animation's
        # hidden pieces is drawn once into a layer; a frame adds the pulse and the hover.
        hidden = frozenset(a.hides for a in self.animator.running if a.hides is not None)
        key = (marks.version, hidden)
        if self._layer is None or key != self._layer_key:
            self._layer = self._render_layer(state, marks)
            self._layer_key = key
        surface.blit(self._layer, self.rect.topleft, area=self.rect)
        if marks.targets:
            art.ring.set_alpha(round(255 * (0.6 + 0.4 * math.sin(clock * 4) ** 2)))
            for f in marks.targets:
                art.blit(surface, art.ring, board.center(f))
        if hover is not None and hover in marks.targets:
            whole = hover_land and marks.whole_lands
            for f in hover_land if whole else [hover]:
                art.blit(surface, art.hover, board.center(f))
        else:
            for f in hover_land:
                art.blit(surface, art.land_hover, board.center(f))

    def _render_layer(self, s: TiticacaState, marks: Marks) -> pygame.Surface:
        """The landscape with everything the state puts on it, in screen coordinates."""
        assert self.art is not None and self.landscape is not None
        board, art = self.board, self.art
        size = board.size
        rect = self.rect
        layer = pygame.Surface((rect.right, rect.bottom))
        layer.blit(self.landscape, rect.topleft)
        for number, cell in s.board.lakes.items():  # lakes already played
            if s.round > number or s.phase == OVER:
                art.blit(layer, art.dim, board.center(cell))
        if not marks.targets:  # nothing to click (bidding, or watching): show what is at stake
            for f in queries.free_fields(s):
                art.blit(layer, art.stake, board.center(f))
        for f in marks.targets:
            art.blit(layer, art.glow, board.center(f))
        for f in marks.selected:
            art.blit(layer, art.selected, board.center(f))
        lake = queries.current_lake(s)
        if lake is not None and lake in s.board.lakes:
            poly = board.polygon(s.board.lakes[lake])
            pygame.draw.polygon(layer, th.BLACK, poly, max(4, round(size / 8)))
            pygame.draw.polygon(layer, th.YELLOW, poly, max(2, round(size / 14)))
        width = max(3.0, size / 7)
        for a, b in queries.sticks(s):
            p, q = self.spots.edge(a, b)
            draw_stick(layer, p, q, width)
        draw_last_move(layer, board, (f for f in marks.last_move if f in self.fields))
        self._draw_pieces(layer, s, marks.viewer)
        return layer

    def _draw_pieces(self, surface: pygame.Surface, s: TiticacaState, viewer: Seat | None) -> None:
        size = self.board.size
        spots = self.spots
        temples = {t.field: t for t in s.temples}
        shared: dict[Cell, Edge] = {}
        for edge in queries.shared_houses(s):
            for f in edge:
                shared[f] = edge
        for field, seat in queries.houses(s).items():
            colour = player_rgb(s.colours[seat])
            glyph = th.player_style(seat).glyph
            at = spots.house(field, field in temples)
            if field in shared:
                # The house stands on the border; the field keeps a token of its owner.
                th.draw_glyph(surface, glyph, at, size * 0.16, colour)
                continue
            if self.animator.hidden(("house", field)):
                continue
            draw_house(surface, at, size * HOUSE_SIZE, colour, glyph)
        for edge in queries.shared_houses(s):
            if self.animator.hidden(("house", edge)):
                continue
            owner = s.owner_of(edge[0])
            if owner is None:
                continue
            draw_house(
                surface,
                spots.shared_house(edge),
                size * HOUSE_SIZE * 0.85,
                player_rgb(s.colours[owner]),
                th.player_style(owner).glyph,
            )
        for field, t in temples.items():
            if self.animator.hidden(("temple", field)):
                continue
            known = t.face_up or t.seat == viewer
            value = t.value if known and t.value != UNKNOWN else None
            draw_temple(
                surface, self.theme, spots.temple(field), size * TEMPLE_SIZE, value, t.face_up
            )
