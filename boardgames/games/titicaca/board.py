"""The laid-out landscape: every hex of it, with its lake number or land type and its tile.

A ``Board`` is what setup builds from the tiles and what a hex renderer draws: one ``BoardCell``
per hex in axial coordinates (pointy tops, see ``core.geometry``). A hex is either a lake (one
hex per lake, carrying its number) or a land field (carrying its land type). The board never
changes during a game; houses, lands and temples live in the state. Pure Python.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from boardgames.core.geometry import Point, hex_edge, hex_neighbours, hex_polygon

Cell = tuple[int, int]  # axial (q, r)
Edge = tuple[Cell, Cell]  # canonical, from geometry.hex_edge: where a border stick can lie
POINTY = True  # the tiles' hexes have pointed tops (tile coordinates in the layouts assume it)


def side_between(edge: Edge, pointy: bool = POINTY) -> tuple[Point, Point]:
    """The two corners two neighbouring hexes share (unit size): where a border stick is drawn."""
    a, b = edge
    corners_b = hex_polygon(b, pointy)
    shared = [
        p
        for p in hex_polygon(a, pointy)
        if any(abs(p[0] - q[0]) < 1e-6 and abs(p[1] - q[1]) < 1e-6 for q in corners_b)
    ]
    if len(shared) != 2:
        raise ValueError(f"{a} and {b} are not neighbours")
    return shared[0], shared[1]


@dataclass(frozen=True)
class BoardCell:
    """One hex of the landscape: a lake (``lake`` set) or a land field (``land_type`` set)."""

    cell: Cell
    tile: int
    lake: int | None = None
    land_type: str | None = None

    @property
    def is_lake(self) -> bool:
        return self.lake is not None

    @property
    def is_field(self) -> bool:
        return self.land_type is not None


@dataclass(frozen=True)
class FieldIndex:
    """Per-field lookups by field number (position in ``Board.fields``), with sets of fields,
    land types and lakes as bitmasks (bit i for field i): what the rules compute with."""

    neighbours: tuple[tuple[int, ...], ...]  # neighbouring fields
    around: tuple[int, ...]  # the neighbouring fields as a bitmask
    type_bit: tuple[int, ...]  # one bit per land type (``type_names`` order)
    type_names: tuple[str, ...]  # the land type of bit 1 << k, sorted
    type_masks: tuple[int, ...]  # the fields of the land type of bit 1 << k
    lakes: tuple[int, ...]  # bit n for each lake n next to the field
    lake_count: tuple[int, ...]  # lakes next to the field
    # lake_levels[k]: the fields next to more than k lakes, so the lakes next to the fields of a
    # mask m add up to the sum of (m & level).bit_count() over the levels.
    lake_levels: tuple[int, ...]
    shore: dict[int, int]  # lake number -> the fields around it
    full: int  # every field


@dataclass(frozen=True)
class Board:
    """The whole landscape; lookups are computed once and cached on the (immutable) instance."""

    cells: tuple[BoardCell, ...]

    # The board never changes, so a copy may be the board itself; this also keeps the cached
    # lookups below from being copied along with every state.
    def __copy__(self) -> Board:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Board:
        return self

    @staticmethod
    def of(cells: Iterable[BoardCell]) -> Board:
        """A board with its cells in a canonical order, so equal landscapes compare equal."""
        ordered = tuple(sorted(cells, key=lambda c: c.cell))
        seen: set[Cell] = set()
        for c in ordered:
            if c.cell in seen:
                raise ValueError(f"two hexes at {c.cell}")
            if c.is_lake == c.is_field:
                raise ValueError(f"the hex at {c.cell} must be either a lake or a land field")
            seen.add(c.cell)
        return Board(ordered)

    @cached_property
    def by_cell(self) -> dict[Cell, BoardCell]:
        return {c.cell: c for c in self.cells}

    @cached_property
    def fields(self) -> tuple[Cell, ...]:
        """Every land field, in board order; states keep per-field data aligned with this."""
        return tuple(c.cell for c in self.cells if c.is_field)

    @cached_property
    def field_index(self) -> dict[Cell, int]:
        return {f: i for i, f in enumerate(self.fields)}

    @cached_property
    def lakes(self) -> dict[int, Cell]:
        """Lake number -> its hex."""
        return {c.lake: c.cell for c in self.cells if c.lake is not None}

    @cached_property
    def field_neighbours(self) -> dict[Cell, tuple[Cell, ...]]:
        """Neighbouring land fields of each field (where border sticks can lie)."""
        by = self.by_cell
        return {
            f: tuple(n for n in hex_neighbours(f) if n in by and by[n].is_field)
            for f in self.fields
        }

    @cached_property
    def lakes_at(self) -> dict[Cell, tuple[int, ...]]:
        """The numbers of the lakes next to each field (its lake fields, for scoring)."""
        by = self.by_cell
        out: dict[Cell, tuple[int, ...]] = {}
        for f in self.fields:
            nums = [by[n].lake for n in hex_neighbours(f) if n in by and by[n].is_lake]
            out[f] = tuple(sorted(n for n in nums if n is not None))
        return out

    @cached_property
    def shore(self) -> dict[int, tuple[Cell, ...]]:
        """Lake number -> the land fields around it."""
        out: dict[int, list[Cell]] = {n: [] for n in self.lakes}
        for f, nums in self.lakes_at.items():
            for n in nums:
                out[n].append(f)
        return {n: tuple(sorted(fs)) for n, fs in out.items()}

    @cached_property
    def edges(self) -> tuple[Edge, ...]:
        """Every border between two neighbouring land fields."""
        found = {hex_edge(f, n) for f, ns in self.field_neighbours.items() for n in ns}
        return tuple(sorted(found))

    @cached_property
    def index(self) -> FieldIndex:
        """The same lookups by field number, with bitmasks."""
        fields = self.fields
        count = len(fields)
        at = self.field_index
        types = sorted({self.land_type(f) for f in fields})
        type_bit = tuple(1 << types.index(self.land_type(f)) for f in fields)
        lakes = self.lakes_at
        lake_count = tuple(len(lakes[f]) for f in fields)
        return FieldIndex(
            neighbours=tuple(tuple(at[n] for n in self.field_neighbours[f]) for f in fields),
            around=tuple(sum(1 << at[n] for n in self.field_neighbours[f]) for f in fields),
            type_bit=type_bit,
            type_names=tuple(types),
            type_masks=tuple(
                sum(1 << i for i in range(count) if type_bit[i] == 1 << k)
                for k in range(len(types))
            ),
            lakes=tuple(sum(1 << n for n in lakes[f]) for f in fields),
            lake_count=lake_count,
            lake_levels=tuple(
                sum(1 << i for i in range(count) if lake_count[i] > k)
                for k in range(max(lake_count, default=0))
            ),
            shore={lake: sum(1 << at[f] for f in fs) for lake, fs in self.shore.items()},
            full=(1 << count) - 1,
        )

    def cells_in(self, mask: int) -> list[Cell]:
        """The fields of a bitmask over the field numbers, in board order."""
        fields = self.fields
        out = []
        while mask:
            low = mask & -mask
            out.append(fields[low.bit_length() - 1])
            mask ^= low
        return out

    def nth_in(self, mask: int, k: int) -> Cell:
        """Field number ``k`` (from 0) of the fields of a bitmask, in board order."""
        for _ in range(k):
            mask &= mask - 1
        return self.fields[(mask & -mask).bit_length() - 1]

    def land_type(self, field: Cell) -> str:
        t = self.by_cell[field].land_type
        if t is None:
            raise KeyError(f"{field} is not a land field")
        return t

    def is_field(self, cell: Cell) -> bool:
        c = self.by_cell.get(cell)
        return c is not None and c.is_field
