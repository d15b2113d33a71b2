"""Where everything of Cuzco sits on screen, and which thing is under the mouse.

The board area holds, left, the road system (the hero: Tawantinsuyu on the triangle lattice, with
the turning Cuzco overlay), the action board under it and the shown player's mask board below; and
right, the Cuzco board (round, status track, temple steps, study and farm columns, market row,
palace, god display) above compact mask boards of the other players. ``Table`` is the play scene's
board object: ``fit`` lays the regions out for the window, ``cell_at`` turns a mouse position into
a spot id ``(kind, index)`` that the controller understands.
"""

from __future__ import annotations

import math

import pygame

from boardgames.core.geometry import tri_vertex
from boardgames.games.cuzco.layout import CuzcoLayout
from boardgames.ui.boards import Board

Spot = tuple[int, int]
Point = tuple[float, float]

# Spot kinds.
VILLAGE = 0  # index: village (layout order)
CUZCO_SPOT = 1
SPACE = 2  # index: space * 2 + which action of the space (0 or 1)
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
PLACED = 14  # index: space * DICE_STRIDE + k, the k-th die on an action space
DISCARD = 15  # index: tile in the people discard piles (Viracocha 09)
ROTATE = 16  # index: 0 anticlockwise, 1 clockwise
DICE_STRIDE = 16  # more than the most dice one space can hold (4 players x 3 dice)


class Table(Board):
    """Rectangles for each region and hit areas for every clickable thing."""

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
        self.text_scale = 1.0  # the theme's text size against the 1280x800 default        self.discard_codes: list[str] = []

    # --- regions --------------------------------------------------------------------------------
    def fit(self, rect: pygame.Rect) -> None:
        self.rect = rect
        gap = max(6, rect.height // 90)
        left_w = int(rect.width * 0.55)
        road_h = int(rect.height * 0.5)
        act_h = int(rect.height * 0.13)
        self.road = pygame.Rect(rect.x, rect.y, left_w, road_h)
        self.actions = pygame.Rect(rect.x, self.road.bottom + gap, left_w, act_h)
        self.mask = pygame.Rect(
            rect.x, self.actions.bottom + gap, left_w, rect.bottom - self.actions.bottom - gap
        )
        rx = rect.x + left_w + gap
        rw = rect.right - rx
        cuzco_h = int(rect.height * 0.7)
        self.cuzco = pygame.Rect(rx, rect.y, rw, cuzco_h)
        self.others = pygame.Rect(
            rx, self.cuzco.bottom + gap, rw, rect.bottom - self.cuzco.bottom - gap
        )
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
        self.node_r = self.scale * 0.27
        self.round_spots = {}
        for i, v in enumerate(self.layout.villages):
            self.round_spots[(VILLAGE, i)] = (self.points[v.id], self.node_r * 1.15)
        self.round_spots[(CUZCO_SPOT, 0)] = (self.points["C"], self.scale * 0.36)
        # Turning arrows beside the overlay, for a chasqui leaving Cuzco.
        cx, cy = self.points["C"]
        for k, dx in enumerate((-1, 1)):
            self.round_spots[(ROTATE, k)] = (
                (cx + dx * self.scale * 0.62, cy - self.scale * 0.5),
                self.scale * 0.15,
            )

    def action_cells(self) -> list[tuple[pygame.Rect, int]]:
        """One rectangle per action space (and the space index), left to right; a double space
        is wider so both its halves stay readable."""
        spaces = self.layout.spaces_for(self.players)
        r = self.actions
        gap = 4
        weights = [1.0 + 0.6 * (len(sp.actions) - 1) for sp in spaces]
        unit = (r.width - gap * (len(spaces) - 1)) / sum(weights)
        out = []
        x = float(r.x)
        for i, w in enumerate(weights):
            out.append((pygame.Rect(int(x), r.y, int(w * unit), r.height), i))
            x += w * unit + gap
        return out

    def _fit_actions(self) -> None:
        spaces = self.layout.spaces_for(self.players)
        for rect, i in self.action_cells():
            n = len(spaces[i].actions)
            head = rect.height * 0.42
            for k in range(n):
                half = pygame.Rect(rect.x + k * rect.width // n, rect.y, rect.width // n, int(head))
                self.spots[(SPACE, i * 2 + k)] = half
        self.set_dice([0] * len(spaces))

    def set_dice(self, counts: list[int]) -> None:
        """Hit areas of the dice on each action space (Mama Quilia 06 clicks them): as large as
        the space allows, smaller when many dice share it, so every die stays clickable."""
        for key in [k for k in self.spots if k[0] == PLACED]:
            del self.spots[key]
        for rect, i in self.action_cells():
            head = int(rect.height * 0.42)
            room = pygame.Rect(
                rect.x + 3, rect.y + head + 2, rect.width - 6, rect.bottom - rect.y - head - 4
            )
            n = max(1, counts[i] if i < len(counts) else 0)
            size = self.die_size()
            while size > 8:
                per_row = max(1, (room.width + 2) // (size + 2))
                rows = -(-n // per_row)
                if rows * (size + 2) - 2 <= room.height:
                    break
                size -= 1
            per_row = max(1, (room.width + 2) // (size + 2))
            for k in range(max(n, 1)):
                x = room.x + (k % per_row) * (size + 2)
                y = room.y + (k // per_row) * (size + 2)
                self.spots[(PLACED, i * DICE_STRIDE + k)] = pygame.Rect(int(x), int(y), size, size)

    def die_size(self) -> int:
        return max(
            12, min(int(self.actions.height * 0.26), self.action_cells()[0][0].width // 3 - 2)
        )

    def _fit_cuzco(self) -> None:
        r = self.cuzco
        # Row names take a fixed share; a narrow window keeps more room for the tiles.
        grow = max(1.0, r.height / 540, self.text_scale)
        self.head_w = min(int(64 * grow), r.width // 4) if r.width >= 340 else 22
        self.cuzco_rows = rows = self._cuzco_rows(r)
        # study and farm columns: six tiles each
        for kind, (top, h) in (("study", rows["study"]), ("farm", rows["farm"])):
            w = (r.width - self.head_w - 6) / 6
            for c in range(6):
                spot = (STUDY_COL if kind == "study" else FARM_COL, c)
                self.spots[spot] = pygame.Rect(
                    int(r.x + self.head_w + c * w), int(top), int(w) - 3, int(h)
                )
        top, h = rows["temple"]
        w = (r.width - self.head_w - 6) / 6
        for k in range(6):
            self.spots[(STEP, k)] = pygame.Rect(
                int(r.x + self.head_w + k * w), int(top), int(w) - 3, int(h)
            )
        top, h = rows["market"]
        cols = 5 if self.players == 4 else 4
        w = (r.width - self.head_w - 6) / cols
        for c in range(cols):
            self.spots[(GOOD, c)] = pygame.Rect(
                int(r.x + self.head_w + c * w), int(top), int(w) - 3, int(h)
            )
        top, h = rows["palace"]
        n = self.players + 2
        w = (r.width - self.head_w - 6) / n
        for i in range(n):
            self.spots[(PALACE, i)] = pygame.Rect(
                int(r.x + self.head_w + i * w), int(top), int(w) - 3, int(h)
            )
        top, h = rows["gods"]
        w = (r.width - self.head_w - 6) / 5
        for g in range(5):
            self.spots[(GOD, g)] = pygame.Rect(
                int(r.x + self.head_w + g * w), int(top), int(w) - 3, int(h)
            )

    @staticmethod
    def _cuzco_rows(r: pygame.Rect) -> dict[str, tuple[float, float]]:
        """Vertical bands of the Cuzco board: (top, height) by name."""
        weights = [
            ("round", 0.7),
            ("status", 0.8),
            ("temple", 1.0),
            ("study", 1.25),
            ("farm", 1.25),
            ("market", 1.0),
            ("palace", 1.3),
            ("gods", 1.35),
        ]
        total = sum(w for _, w in weights)
        unit = r.height / total
        out: dict[str, tuple[float, float]] = {}
        y = float(r.y)
        for name, w in weights:
            out[name] = (y + 2, w * unit - 5)
            y += w * unit
        return out

    # --- mask spots (the shown player's board; laid out by the drawing) -------------------------
    def set_mask_spots(self, spots: dict[Spot, pygame.Rect]) -> None:
        for key in [k for k in self.spots if k[0] in (SLOT, CIRCLET, PEOPLE, MISSION, DIE)]:
            del self.spots[key]
        self.spots.update(spots)

    def set_discard_spots(self, codes: list[str]) -> None:
        """Spread the people discard piles over the Cuzco board (Viracocha 09), or clear them."""
        for key in [k for k in self.spots if k[0] == DISCARD]:
            del self.spots[key]
        self.discard_codes = codes
        r = self.cuzco
        cols = 6
        w = (r.width - 16) // cols
        h = max(30, int(w * 0.8))
        for i in range(len(codes)):
            rect = pygame.Rect(r.x + 8 + (i % cols) * w, r.y + 36 + (i // cols) * (h + 4), w - 4, h)
            if rect.bottom > r.bottom:
                break
            self.spots[(DISCARD, i)] = rect

    # --- the Board interface ---------------------------------------------------------------------
    @property
    def cells(self) -> list[Spot]:  # type: ignore[override]
        """Every clickable spot (the bench moves the mouse over them)."""
        return [*self.round_spots, *self.spots]

    def polygon(self, cell: Spot) -> list[Point]:
        if cell in self.round_spots:
            (x, y), rad = self.round_spots[cell]
            return [
                (x + rad * math.cos(a * math.pi / 8), y + rad * math.sin(a * math.pi / 8))
                for a in range(16)
            ]
        r = self.spots[cell]
        return [r.topleft, r.topright, r.bottomright, r.bottomleft]

    def center(self, cell: Spot) -> Point:
        if cell in self.round_spots:
            return self.round_spots[cell][0]
        return self.spots[cell].center

    @property
    def size(self) -> float:
        return self.scale

    def cell_at(self, pos: Point) -> Spot | None:
        x, y = pos
        if self.discard_codes:  # the discard piles lie over the Cuzco board while open
            for i in range(len(self.discard_codes)):
                rect = self.spots.get((DISCARD, i))
                if rect is not None and rect.collidepoint(x, y):
                    return (DISCARD, i)
            if self.cuzco.collidepoint(x, y):
                return None
        for spot, ((cx, cy), rad) in self.round_spots.items():
            if (x - cx) ** 2 + (y - cy) ** 2 <= rad * rad:
                return spot
        for spot, rect in self.spots.items():
            if rect.collidepoint(x, y):
                return spot
        for rect, i in self.action_cells():  # below the heading, a space is still its first half
            if rect.collidepoint(x, y):
                return (SPACE, i * 2)
        return None
