"""The hover box over Titicaca's board: a lake's free shore, a free field, or a land as it would
score now, placed beside the hovered land so it never hides it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from boardgames.games.titicaca import queries
from boardgames.games.titicaca.board import Cell
from boardgames.games.titicaca.scoring import SPLIT, TIE_BREAK
from boardgames.games.titicaca.state import TiticacaState
from boardgames.games.titicaca.view import HexArt, Line, player_rgb, render_box
from boardgames.ui import theme as th
from boardgames.ui.boards import HexBoard
from boardgames.ui.theme import Theme


def tip_lines(
    s: TiticacaState,
    names: Sequence[str],
    cell: Cell,
    lake_at: Mapping[Cell, int],
    field_type: Mapping[Cell, str],
    clickable: bool,
) -> list[Line]:
    """What the box says about ``cell``; ``clickable``: a house may go there now."""
    if cell in lake_at:
        number = lake_at[cell]
        shore = s.board.shore.get(number, ())
        free = sum(1 for f in shore if s.owner_of(f) is None)
        lines = [Line(f"Lake {number}", bold=True), Line(f"{free} of {len(shore)} fields free")]
        if number in s.config.scoring_lakes:
            lines.append(Line(f"Lands at lake {number} score after its round"))
        return lines
    land_type = field_type.get(cell)
    if land_type is None:
        return []
    lakes = s.board.lakes_at[cell]
    preview = queries.land_preview(s, cell)
    if preview is None:
        where = f"next to lakes {', '.join(map(str, lakes))}" if lakes else "next to no lake"
        lines = [Line(f"Free {land_type} field", land_type, bold=True), Line(where)]
        if clickable:
            lines.append(Line("Click to place a house here", color=th.YELLOW))
        return lines
    lake_text = ", ".join(map(str, preview.lakes)) or "none"
    size_text = "1 field" if preview.size == 1 else f"{preview.size} fields"
    lines = [Line(f"Land of {size_text} · lakes {lake_text}", bold=True)]
    for award in preview.awards:
        glyphs = tuple((th.player_style(w).glyph, player_rgb(s.colours[w])) for w in award.winners)
        who = ", ".join(names[w] for w in award.winners) or "nobody"
        how = ""
        if award.how == TIE_BREAK:
            how = " (tie won)"
        elif award.how == SPLIT:
            how = " each (split)"
        if award.land_type is None:
            head = f"Most houses ({award.points} lake{'s' if award.points != 1 else ''}): "
            lines.append(Line(f"{head}{who} +{award.each}{how}", None, glyphs))
        else:
            lines.append(
                Line(f"{award.land_type}: {who} +{award.each}{how}", award.land_type, glyphs)
            )
    worth = [f"{names[p]} {v}" for p, v in enumerate(preview.points) if v]
    lines.append(Line("Scored now: " + (", ".join(worth) or "nothing"), color=th.YELLOW))
    return lines


class Tooltip:
    """The box for the hovered cell, rendered again only when the cell or the board changes."""

    def __init__(self, theme: Theme, board: HexBoard) -> None:
        self.theme = theme
        self.board = board
        self._key: tuple[Cell, int] | None = None
        self._box: pygame.Surface | None = None
        self._rect = pygame.Rect(0, 0, 0, 0)

    def draw(
        self,
        surface: pygame.Surface,
        hover: Cell | None,
        version: int,
        land: Sequence[Cell],
        lines: Callable[[Cell], list[Line]],
        art: HexArt | None,
        room: pygame.Rect,
    ) -> None:
        """``version`` changes with whatever the box shows; ``land``: the hovered land's fields;
        ``room``: the board's rectangle, which the box stays in."""
        if hover is None:
            return
        key = (hover, version)
        if key != self._key:
            self._key = key
            text = lines(hover)
            self._box = render_box(self.theme, text, art) if text else None
            if self._box is not None:
                self._rect = self._place(self._box, hover, land, room)
        if self._box is not None:
            surface.blit(self._box, self._rect)

    def _place(
        self, box: pygame.Surface, hover: Cell, land: Sequence[Cell], board_rect: pygame.Rect
    ) -> pygame.Rect:
        """Beside the hovered land, never over it if there is room: right, left, below, above."""
        size = self.board.size
        fields = land or [hover]
        xs = [self.board.center(f)[0] for f in fields]
        ys = [self.board.center(f)[1] for f in fields]
        hx, hy = (round(v) for v in self.board.center(hover))
        room = pygame.Rect(0, 0, board_rect.right + 8, board_rect.bottom + 8)
        tip = box.get_rect()
        gap = size * 0.95
        candidates = [
            tip.move_to(midleft=(round(max(xs) + gap), hy)),
            tip.move_to(midright=(round(min(xs) - gap), hy)),
            tip.move_to(midtop=(hx, round(max(ys) + gap))),
            tip.move_to(midbottom=(hx, round(min(ys) - gap))),
        ]
        for candidate in candidates:
            if room.contains(candidate):
                return candidate
        # No side has room: the top or bottom edge of the board, away from the mouse.
        edge = (
            tip.move_to(midtop=(hx, room.top))
            if hy > room.centery
            else tip.move_to(midbottom=(hx, room.bottom))
        )
        return edge.clamp(room)
