"""Where everything of Cuzco sits on screen, and which thing is under the mouse.

The board area holds, left, the road system (the hero: Tawantinsuyu on the triangle lattice, with
the turning Cuzco overlay; a third of a 1280x800 window and more) over the action board, whose
left end holds the dice still to place; and right, the Cuzco board (round, status track, temple
steps, study and farm columns, market row, palace, god display) over the shown player's mask with
a tab per player. ``Table`` is the play scene's board (``ui.boards.ScreenBoard``): ``fit`` lays
the regions out for the window, ``cell_at`` turns a mouse position into a ``Spot``
(its kind and which one) that the controller understands.
"""

from __future__ import annotations

import math
from enum import IntEnum
from typing import NamedTuple

import pygame

from boardgames.core.geometry import tri_vertex
from boardgames.games.cuzco.layout import CuzcoLayout
from boardgames.ui.boards.grid import Cell
from boardgames.ui.theme import Theme

Point = tuple[float, float]
DICE_STRIDE = 16  # more than the most dice one space can hold (4 players x 3 dice)


class Kind(IntEnum):
    """What a clickable thing on Cuzco's table is; a spot's index says which one of its kind."""

    VILLAGE = 0  # index: village (layout order)
    CUZCO_SPOT = 1
    SPACE = 2  # one half of an action space: see ``Spot.action``
    STUDY_COL = 3  # index: column 0..5 (die value - 1)
    FARM_COL = 4
    STEP = 5  # index: temple step 0..5
    GOOD = 6  # index: column of the current market row
    PALACE = 7  # index: palace mission
    GOD = 8  # index: god display pile
    SLOT = 9  # index: feather slot of the shown mask
    CIRCLET = 10  # index: circlet 0..5 of the shown mask
    PEOPLE = 11  # index: people tile on the shown mask
    MISSION = 12  # index: mission on the shown mask
    DIE = 13  # index: the shown player's unplaced die
    PLACED = 14  # a die lying on an action space: see ``Spot.die_on``
    DISCARD = 15  # index: tile in the people discard piles (Viracocha 09)
    ROTATE = 16  # index: 0 anticlockwise, 1 clockwise
    LOOK = 17  # index: a seat; its tab on the mask shows that player's mask


class Spot(NamedTuple):
    """A clickable thing on the table: its kind and which one. It is a pair of ints, the cell
    type every board on screen uses; the two kinds that need two numbers (an action space's
    half, a die on a space) are made and read through the named helpers below."""

    kind: Kind
    which: int

    @staticmethod
    def action(space: int, half: int) -> Spot:
        """Half ``half`` (0: the first action, 1: the second) of action space ``space``."""
        return Spot(Kind.SPACE, space * 2 + half)

    @staticmethod
    def die_on(space: int, k: int) -> Spot:
        """The ``k``-th die lying on action space ``space``."""
        return Spot(Kind.PLACED, space * DICE_STRIDE + k)

    @property
    def space(self) -> int:
        """The action space of a SPACE or PLACED spot."""
        return self.which // (2 if self.kind == Kind.SPACE else DICE_STRIDE)

    @property
    def half(self) -> int:
        """Which half of its action space a SPACE spot is."""
        return self.which % 2

    @property
    def die(self) -> int:
        """Which of the dice on its space a PLACED spot is."""
        return self.which % DICE_STRIDE


def as_spot(cell: Cell) -> Spot:
    """``cell`` as a ``Spot``: the play scene hands cells on as the plain pairs every board uses."""
    return cell if isinstance(cell, Spot) else Spot(Kind(cell[0]), cell[1])


class Table:
    """Rectangles for each region and hit areas for every clickable thing: a board of its own
    shape (a road graph plus small boards) with the ``ScreenBoard`` interface."""

    def __init__(self, layout: CuzcoLayout, players: int) -> None:
        self.layout = layout
        self.players = players
        self.spots: dict[Spot, pygame.Rect] = {}
        self.round_spots: dict[Spot, tuple[Point, float]] = {}  # circular hit areas
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.ox = self.oy = 0.0
        self.road = self.actions = self.mask = pygame.Rect(0, 0, 0, 0)
        self.cuzco = self.others = pygame.Rect(0, 0, 0, 0)
        self.points: dict[str, Point] = {}  # village id / "C" -> screen point
        self.node_r = 10.0
        self.head_w = 64
        self.theme: Theme | None = None  # set by the controller: the rows follow the text size
        self.discard_codes: list[str] = []
        self.dice_clickable = False  # dice on the spaces answer clicks (Mama Quilia 06) or not
        self.discard_area = pygame.Rect(0, 0, 0, 0)  # where the discard piles lie while open
        self._cells: list[tuple[pygame.Rect, int]] = []
        self.die_px = 24
        self.dice_strip = pygame.Rect(0, 0, 0, 0)
        self.title_h = 20
        self.cuzco_rows: dict[str, tuple[float, float]] = {}
        # the road system's still part (hexagon, roads, badges) drawn once per size
        self.road_layer: tuple[tuple[object, ...], pygame.Surface] | None = None

    # --- regions --------------------------------------------------------------------------------
    def fit(self, rect: pygame.Rect) -> None:
        """Left: the road system (the hero: a third of a 1280x800 window and more) over the action
        board with the dice still to place; right: the Cuzco board over the shown mask. A narrow
        board area (an 800x560 window) gives the right column more of the width and puts the
        action spaces in two rows."""
        self.rect = rect
        gap = max(6, rect.height // 90)
        narrow = rect.width < 700
        left_w = int(rect.width * (0.52 if narrow else 0.675))
        road_h = min(left_w, int(rect.height * (0.54 if narrow else 0.76)))
        self.road = pygame.Rect(rect.x, rect.y, left_w, road_h)
        self.actions = pygame.Rect(
            rect.x, self.road.bottom + gap, left_w, rect.bottom - self.road.bottom - gap
        )
        rx = rect.x + left_w + gap
        rw = rect.right - rx
        cuzco_h = int(rect.height * 0.56)
        self.cuzco = pygame.Rect(rx, rect.y, rw, cuzco_h)
        self.mask = pygame.Rect(
            rx, self.cuzco.bottom + gap, rw, rect.bottom - self.cuzco.bottom - gap
        )
        self.others = pygame.Rect(rx, rect.bottom, rw, 0)
        self._fit_road()
        self.spots = {}
        self._fit_actions()
        self._fit_cuzco()

    def _fit_road(self) -> None:
        pts = {v.id: tri_vertex(v.at) for v in self.layout.villages}
        pts["C"] = (0.0, 0.0)
        reach = max(math.hypot(x, y) for x, y in pts.values()) + 0.55
        r = self.road
        self.scale = min(r.width, r.height) / (2 * reach)
        self.ox, self.oy = r.centerx, r.centery
        self.points = {
            k: (self.ox + x * self.scale, self.oy + y * self.scale) for k, (x, y) in pts.items()
        }
        self.node_r = self.scale * 0.3
        self.round_spots = {}
        for i, v in enumerate(self.layout.villages):
            self.round_spots[Spot(Kind.VILLAGE, i)] = (self.points[v.id], self.node_r * 1.1)
        self.round_spots[Spot(Kind.CUZCO_SPOT, 0)] = (self.points["C"], self.scale * 0.34)
        # Turning arrows for a chasqui leaving Cuzco: in the road area's top corners, where no
        # road, village or value is drawn (beside the overlay they covered two trails' values).
        rad = max(14.0, self.scale * 0.2)
        for k, x in enumerate((r.x + rad + 4, r.right - rad - 4)):
            self.round_spots[Spot(Kind.ROTATE, k)] = ((x, r.y + rad + 4), rad)

    def action_cells(self) -> list[tuple[pygame.Rect, int]]:
        """One rectangle per action space (and the space index); a double space is wider so
        both its halves stay readable."""
        return self._cells

    def _fit_actions(self) -> None:
        spaces = self.layout.spaces_for(self.players)
        r = self.actions
        rows = 1 if r.width > 2.6 * r.height else 2
        cap = 2 * self.theme.px["large"] if self.theme is not None else 56  # grows with the window
        die = max(16, min(cap, int(r.height / rows * 0.34), (r.height - 12) // 3 - 6))
        self.die_px = die
        strip = pygame.Rect(r.x, r.y, die + 12, r.height)
        self.dice_strip = strip
        for k in range(3):
            self.spots[Spot(Kind.DIE, k)] = pygame.Rect(
                strip.x + 6, strip.y + 6 + k * (die + 6), die, die
            )
        gap = 4
        area = pygame.Rect(strip.right + gap, r.y, r.right - strip.right - gap, r.height)
        weights = [1.0 + 0.7 * (len(sp.actions) - 1) for sp in spaces]
        per_row = -(-len(spaces) // rows)
        cells: list[tuple[pygame.Rect, int]] = []
        row_h = (area.height - gap * (rows - 1)) / rows
        for row in range(rows):
            idx = list(range(row * per_row, min(len(spaces), (row + 1) * per_row)))
            total = sum(weights[i] for i in idx)
            unit = (area.width - gap * (len(idx) - 1)) / total
            x = float(area.x)
            y = int(area.y + row * (row_h + gap))
            for i in idx:
                cells.append((pygame.Rect(int(x), y, int(weights[i] * unit), int(row_h)), i))
                x += weights[i] * unit + gap
        self._cells = cells
        for rect, i in cells:
            n = len(spaces[i].actions)
            for k in range(n):
                left = rect.x + k * rect.width // n
                right = rect.x + (k + 1) * rect.width // n
                self.spots[Spot.action(i, k)] = pygame.Rect(left, rect.y, right - left, rect.height)
        self.set_dice([0] * len(spaces))

    def head_height(self, rect: pygame.Rect) -> int:
        """The top of an action space that holds its name (or its icon)."""
        return int(min(rect.height * 0.42, max(24, rect.width * 0.5)))

    def set_dice(self, counts: list[int]) -> None:
        """Hit areas of the dice on each action space (Mama Quilia 06 clicks them): as large as
        the space allows, smaller when many dice share it, so every die stays clickable."""
        for key in [k for k in self.spots if k.kind == Kind.PLACED]:
            del self.spots[key]
        for rect, i in self._cells:
            head = self.head_height(rect)
            room = pygame.Rect(
                rect.x + 3, rect.y + head + 2, rect.width - 6, rect.bottom - rect.y - head - 4
            )
            n = max(1, counts[i] if i < len(counts) else 0)
            size = self.die_size()
            while size > 10:
                per_row = max(1, (room.width + 2) // (size + 2))
                rows = -(-n // per_row)
                if rows * (size + 2) - 2 <= room.height:
                    break
                size -= 1
            per_row = max(1, (room.width + 2) // (size + 2))
            for k in range(max(n, 1)):
                x = room.x + (k % per_row) * (size + 2)
                y = room.y + (k // per_row) * (size + 2)
                self.spots[Spot.die_on(i, k)] = pygame.Rect(int(x), int(y), size, size)

    def die_size(self) -> int:
        return max(14, min(int(self.die_px * 0.8), self._cells[0][0].width // 2 - 4))

    ROW_NAMES = (
        ("status", "Status"),
        ("temple", "Temple"),
        ("study", "Study"),
        ("farm", "Farming"),
        ("market", "Market"),
        ("palace", "Palace"),
        ("gods", "Gods"),
    )

    def _fit_cuzco(self) -> None:
        r = self.cuzco
        theme = self.theme
        small = theme.font("small").get_linesize() if theme is not None else 18
        # Row names where the column has room for them and six tiles; otherwise the tiles say
        # what they are (a person tile, a good, a mission, a god card) and the hover names the row.
        names = [theme.font("small", True).size(t)[0] for _, t in self.ROW_NAMES] if theme else [60]
        want = max(names) + 12
        tile = 4 * theme.px["tiny"] if theme is not None else 48  # a tile's number and icon
        self.head_w = want if r.width - want >= 6 * max(44, tile) else 0
        longest = "Round 6 of 6 · Phase II: studies and farming"
        one = theme.font("small", True).size(longest)[0] if theme is not None else 400
        self.title_h = small + 6 if one <= r.width - 12 else 2 * small + 6
        self.cuzco_rows = rows = self._cuzco_rows(
            pygame.Rect(r.x, r.y + self.title_h, r.width, r.height - self.title_h)
        )
        x0 = r.x + self.head_w + 3
        w = (r.right - 3 - x0) / 6
        for kind, name in (
            (Kind.STUDY_COL, "study"),
            (Kind.FARM_COL, "farm"),
            (Kind.STEP, "temple"),
        ):
            top, h = rows[name]
            for c in range(6):
                self.spots[Spot(kind, c)] = pygame.Rect(
                    int(x0 + c * w), int(top), int(w) - 3, int(h)
                )
        for kind, name, n in (
            (Kind.GOOD, "market", 5 if self.players == 4 else 4),
            (Kind.PALACE, "palace", self.players + 2),
            (Kind.GOD, "gods", 5),
        ):
            top, h = rows[name]
            cw = (r.right - 3 - x0) / n
            for c in range(n):
                self.spots[Spot(kind, c)] = pygame.Rect(
                    int(x0 + c * cw), int(top), int(cw) - 3, int(h)
                )

    @staticmethod
    def _cuzco_rows(r: pygame.Rect) -> dict[str, tuple[float, float]]:
        """Vertical bands of the Cuzco board: (top, height) by name."""
        weights = [
            ("status", 0.8),
            ("temple", 0.8),
            ("study", 1.1),
            ("farm", 1.1),
            ("market", 1.0),
            ("palace", 1.35),
            ("gods", 1.2),
        ]
        total = sum(w for _, w in weights)
        unit = r.height / total
        out: dict[str, tuple[float, float]] = {}
        y = float(r.y)
        for name, w in weights:
            out[name] = (y + 2, w * unit - 4)
            y += w * unit
        return out

    # --- mask spots (the shown player's board; laid out by the drawing) -------------------------
    def set_mask_spots(self, spots: dict[Spot, pygame.Rect]) -> None:
        mask_kinds = (Kind.SLOT, Kind.CIRCLET, Kind.PEOPLE, Kind.MISSION, Kind.LOOK)
        for key in [k for k in self.spots if k.kind in mask_kinds]:
            del self.spots[key]
        self.spots.update(spots)

    def set_discard_spots(self, codes: list[str]) -> None:
        """Spread the people discard piles over the Cuzco board (Viracocha 09), or clear them."""
        for key in [k for k in self.spots if k.kind == Kind.DISCARD]:
            del self.spots[key]
        self.discard_codes = codes
        # The piles lie over the whole right column (the Cuzco board and the mask), in as many
        # columns as it takes for every tile to fit: late in a game they hold 40 tiles and more.
        r = self.discard_area = self.cuzco.union(self.mask)
        top = r.y + self.title_h + 6
        room = r.bottom - 6 - top
        cols = 6
        while True:
            w = (r.width - 16) // cols
            h = max(12, int(w * 0.8))
            rows = -(-len(codes) // cols) if codes else 1
            if rows * (h + 4) <= room or w <= 24:
                break
            cols += 1
        h = min(h, room // max(1, rows) - 4)
        for i in range(len(codes)):
            rect = pygame.Rect(r.x + 8 + (i % cols) * w, top + (i // cols) * (h + 4), w - 4, h)
            self.spots[Spot(Kind.DISCARD, i)] = rect

    # --- the Board interface ---------------------------------------------------------------------
    @property
    def cells(self) -> list[Spot]:
        """Every clickable spot (the bench moves the mouse over them)."""
        return [*self.round_spots, *self.spots]

    def polygon(self, cell: Cell) -> list[Point]:
        cell = as_spot(cell)
        if cell in self.round_spots:
            (x, y), rad = self.round_spots[cell]
            return [
                (x + rad * math.cos(a * math.pi / 8), y + rad * math.sin(a * math.pi / 8))
                for a in range(16)
            ]
        r = self.spots[cell]
        return [r.topleft, r.topright, r.bottomright, r.bottomleft]

    def center(self, cell: Cell) -> Point:
        cell = as_spot(cell)
        if cell in self.round_spots:
            return self.round_spots[cell][0]
        return self.spots[cell].center

    @property
    def size(self) -> float:
        return self.scale

    def cell_at(self, pos: Point) -> Spot | None:
        x, y = pos
        if self.discard_codes:  # the discard piles lie over the right column while open
            for i in range(len(self.discard_codes)):
                rect = self.spots.get(Spot(Kind.DISCARD, i))
                if rect is not None and rect.collidepoint(x, y):
                    return Spot(Kind.DISCARD, i)
            if self.discard_area.collidepoint(x, y):
                return None
        for spot, ((cx, cy), rad) in self.round_spots.items():
            if (x - cx) ** 2 + (y - cy) ** 2 <= rad * rad:
                return spot
        # A die on a space answers before the half under it, while dice may be picked up;
        # otherwise a click on a die that only sits there is a click on its half.
        found = None
        for spot, rect in self.spots.items():
            if rect.collidepoint(x, y):
                if spot.kind != Kind.PLACED:
                    found = found or spot
                elif self.dice_clickable:
                    return spot
        return found
