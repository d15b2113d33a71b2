"""Titania's board and component data, read from ``layouts/titania.yaml`` and checked on load.

The board is a hex grid in axial coordinates. Every space has a kind — the castle (with its flag
and the two ships that start there), fog, bonus (with what it gives), point, building (the crane)
or tower (with the tower colours it shows) — and the renderer needs nothing else to draw it. The
scoring track around the edge is implicit.

Checks made on load, so an edited file fails with a clear line instead of a broken game:
the castle holds two ships of every colour, one on each flag; there is a fog tile for every fog
space; the tower spaces show every non-empty combination of tower colours exactly once; every
building space touches a tower space and every tower space a building space; a bonus space gives
two things exactly when it is at the edge; and every colour can sail from the castle to every space
that is neither tower nor building without crossing one (so building spaces never wall anything
off).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from boardgames.core.geometry import Cell, hex_neighbours
from boardgames.core.layout import LayoutError, Node, load_yaml, whole_number
from boardgames.games.titania.components import (
    BONUS_GIFTS,
    CARDS,
    FOG_GIFTS,
    SHELL_COLOURS,
    SHIP_COLOURS,
    Gift,
    parse_gift,
)

CASTLE = "castle"
FOG = "fog"
BONUS_SPACE = "bonus"
POINT_SPACE = "point"
BUILDING_SPACE = "building"
TOWER_SPACE = "tower"
# What a space is called on the hover label and in advice.
SPACE_NAMES: dict[str, str] = {
    CASTLE: "Castle",
    FOG: "Fog space",
    BONUS_SPACE: "Bonus space",
    POINT_SPACE: "Point space",
    BUILDING_SPACE: "Building space (crane)",
    TOWER_SPACE: "Tower space",
}
SPACE_KINDS: tuple[str, ...] = (
    CASTLE,
    FOG,
    BONUS_SPACE,
    POINT_SPACE,
    BUILDING_SPACE,
    TOWER_SPACE,
)


@dataclass(frozen=True)
class Space:
    """One hex of the board and everything printed on it."""

    at: Cell
    kind: str
    flag: str = ""  # castle: the ship colour of its flag
    start_ships: tuple[str, ...] = ()  # castle: the ships standing there in both eras
    gifts: tuple[Gift, ...] = ()  # bonus: what a ship placed here receives
    towers: tuple[str, ...] = ()  # tower: the tower colours shown, in SHELL_COLOURS order
    edge: bool = False  # on the rim of the board (fewer than six neighbours)


@dataclass(frozen=True)
class TitaniaLayout:
    """The board plus the component counts; all derived lookups are built once on creation."""

    spaces: tuple[Space, ...]
    pointy: bool = True
    ship_cards: tuple[tuple[str, int], ...] = ()
    ships_per_colour: int = 20
    set_aside: int = 3
    hand_size: int = 4
    fog_tiles: tuple[Gift, ...] = ()
    point_tiles: tuple[int, ...] = ()
    shells_per_colour: int = 35
    stories_per_colour: int = 16
    sea_stars: int = 25
    source: str = "titania.yaml"
    _index: Mapping[Cell, int] = field(init=False, compare=False, hash=False, repr=False)
    _adjacent: tuple[tuple[int, ...], ...] = field(init=False, compare=False, repr=False)
    # The same as bitmasks (bit i for space i), for ``placement``: around each space, the spaces
    # a ship may ever stand on (neither tower nor castle), and the building spaces.
    _adjacent_mask: tuple[int, ...] = field(init=False, compare=False, repr=False)
    _sailable_mask: int = field(init=False, compare=False, repr=False)
    _building_mask: int = field(init=False, compare=False, repr=False)
    _kinds: Mapping[str, tuple[int, ...]] = field(init=False, compare=False, repr=False)
    # Per space: (tower space, tower slot, shell colour index, colour) of the towers around it.
    _towers_around: tuple[tuple[tuple[int, int, int, str], ...], ...] = field(
        init=False, compare=False, repr=False
    )

    def __post_init__(self) -> None:
        index = {s.at: i for i, s in enumerate(self.spaces)}
        adjacent = tuple(
            tuple(index[n] for n in hex_neighbours(s.at) if n in index) for s in self.spaces
        )
        object.__setattr__(self, "_index", index)
        object.__setattr__(self, "_adjacent", adjacent)
        masks = tuple(sum(1 << j for j in near) for near in adjacent)
        sailable = sum(
            1 << i for i, s in enumerate(self.spaces) if s.kind not in (TOWER_SPACE, CASTLE)
        )
        building = sum(1 << i for i, s in enumerate(self.spaces) if s.kind == BUILDING_SPACE)
        object.__setattr__(self, "_adjacent_mask", masks)
        object.__setattr__(self, "_sailable_mask", sailable)
        object.__setattr__(self, "_building_mask", building)
        towers = tuple(
            tuple(
                (t, j, SHELL_COLOURS.index(colour), colour)
                for t in near
                if self.spaces[t].kind == TOWER_SPACE
                for j, colour in enumerate(self.spaces[t].towers)
            )
            for near in adjacent
        )
        object.__setattr__(self, "_towers_around", towers)
        kinds: dict[str, list[int]] = {}
        for i, s in enumerate(self.spaces):
            kinds.setdefault(s.kind, []).append(i)
        object.__setattr__(self, "_kinds", {k: tuple(v) for k, v in kinds.items()})

    def __deepcopy__(self, memo: dict[int, object]) -> TitaniaLayout:
        # A layout never changes, so a copy may share it; this keeps copying states cheap.
        return self

    # --- lookups -------------------------------------------------------------------------------
    def index_of(self, cell: Cell) -> int:
        """The position of a space in ``spaces``; KeyError for a cell off the board."""
        return self._index[tuple(cell)]  # type: ignore[index]

    def has(self, cell: Cell) -> bool:
        return tuple(cell) in self._index

    def space_at(self, cell: Cell) -> Space:
        return self.spaces[self.index_of(cell)]

    def adjacent(self, i: int) -> tuple[int, ...]:
        """Indices of the spaces touching space ``i``."""
        return self._adjacent[i]

    def towers_around(self, i: int) -> tuple[tuple[int, int, int, str], ...]:
        """(tower space, tower slot, shell colour index, colour) for each tower shown on the
        tower spaces touching space ``i``, in board order."""
        return self._towers_around[i]

    def neighbours(self, cell: Cell) -> tuple[Cell, ...]:
        return tuple(self.spaces[j].at for j in self._adjacent[self.index_of(cell)])

    def indices_of(self, kind: str) -> tuple[int, ...]:
        """The spaces of one kind, in board order."""
        found = self._kinds.get(kind)
        if found is None:
            found = tuple(i for i, s in enumerate(self.spaces) if s.kind == kind)
        return found

    def cells_of(self, kind: str) -> tuple[Cell, ...]:
        return tuple(s.at for s in self.spaces if s.kind == kind)

    def ships_per_era(self, era: int) -> int:
        """Ships of each colour to place in an era: all but the castle's, less those set aside."""
        on_castle = sum(len(self.spaces[i].start_ships) for i in self.indices_of(CASTLE))
        per_colour_castle = on_castle // len(SHIP_COLOURS)
        aside = self.set_aside if era == 1 else 0
        return self.ships_per_colour - per_colour_castle - aside

    def deck(self) -> tuple[str, ...]:
        return tuple(card for card, n in self.ship_cards for _ in range(n))


# --- loading -------------------------------------------------------------------------------------
def load_titania_layout(path: Path | str) -> TitaniaLayout:
    """Read and check a Titania layout file; raises LayoutError naming the file and key."""
    root = load_yaml(path)
    layout = parse_layout(root)
    problems = check_layout(layout)
    if problems:
        raise LayoutError(f"{root.file}: {problems[0]}")
    return layout


def _cell(node: Node) -> Cell:
    return node.pair()


def _colours(node: Node, allowed: tuple[str, ...]) -> tuple[str, ...]:
    colours = [n.str(allowed) for n in node.list(min_len=1)]
    if len(set(colours)) != len(colours):
        raise node.error("colours without repeats")
    return tuple(sorted(colours, key=allowed.index))


FOG_HINT = (
    "a fog tile such as '2 brown shells', 'one shell of each colour', '3 shells of choice', "
    "'1 sea star' or 'extra ship'"
)
BONUS_HINT = (
    "a gift such as '2 brown shells', '2 shells of choice', '1 sea star', '2 cards' or '3 points'"
)


def _gift(node: Node, allowed: Iterable[str], hint: str) -> Gift:
    gift = parse_gift(node.str())
    if gift is None or gift.kind not in allowed:
        raise node.error(hint)
    return gift


def _spaces(board: Node) -> tuple[Space, ...]:
    """Every space listed under ``board``, each once, with its edge flag worked out."""
    listed: list[tuple[Space, Node]] = []
    for n in board["castle"].list(min_len=1):
        ships = tuple(s.str(SHIP_COLOURS) for s in n["ships"].list(min_len=1))
        flag = n["flag"].str(SHIP_COLOURS)
        listed.append((Space(_cell(n["at"]), CASTLE, flag=flag, start_ships=ships), n))
    for n in board["fog"].list():
        listed.append((Space(_cell(n), FOG), n))
    for n in board["towers"].list():
        towers = _colours(n["colours"], SHELL_COLOURS)
        listed.append((Space(_cell(n["at"]), TOWER_SPACE, towers=towers), n))
    for n in board["buildings"].list():
        listed.append((Space(_cell(n), BUILDING_SPACE), n))
    for n in board["points"].list():
        listed.append((Space(_cell(n), POINT_SPACE), n))
    for n in board["bonus"].list():
        gives = n["gives"]
        gifts = tuple(_gift(g, BONUS_GIFTS, BONUS_HINT) for g in gives.list(min_len=1))
        if len(gifts) > 2:
            raise gives.error("one or two gifts")
        listed.append((Space(_cell(n["at"]), BONUS_SPACE, gifts=gifts), n))

    seen: dict[Cell, Node] = {}
    for space, n in listed:
        if space.at in seen:
            raise n.error(f"a space not already listed (also at {seen[space.at].path})")
        seen[space.at] = n
    return tuple(
        replace(space, edge=any(c not in seen for c in hex_neighbours(space.at)))
        for space, _ in listed
    )


def parse_layout(root: Node) -> TitaniaLayout:
    """Turn the YAML tree into a layout; structural errors raise LayoutError with the key path."""
    board = root["board"]
    orientation = board.get("orientation", "pointy").str(("pointy", "flat"))
    spaces = _spaces(board)

    comp = root["components"]
    cards_node = comp["ship_cards"]
    ship_cards: list[tuple[str, int]] = []
    for name, n in cards_node.items():
        if name not in CARDS:
            raise n.error(f"a card name ({', '.join(CARDS)}); {name!r} is not one")
        ship_cards.append((name, n.int(0, 99)))
    ships = comp["ships"]
    fog_tiles: list[Gift] = []
    for n in comp["fog_tiles"].list(min_len=1):
        gift = _gift(n["tile"], FOG_GIFTS, FOG_HINT)
        fog_tiles.extend([gift] * n["count"].int(1, 99))
    point_tiles: list[int] = []
    for key, n in comp["point_tiles"].items():
        value = whole_number(key)
        if value is None or not 1 <= value <= 99:
            raise n.error("a mapping of point values to counts, like {3: 10}")
        point_tiles.extend([value] * n.int(0, 99))

    return TitaniaLayout(
        spaces=spaces,
        pointy=orientation == "pointy",
        ship_cards=tuple(ship_cards),
        ships_per_colour=ships["per_colour"].int(1, 99),
        set_aside=ships["set_aside"].int(0, 99),
        hand_size=comp["hand"].int(0, 20),
        fog_tiles=tuple(fog_tiles),
        point_tiles=tuple(point_tiles),
        shells_per_colour=comp["shells_per_colour"].int(1, 999),
        stories_per_colour=comp["stories_per_colour"].int(1, 999),
        sea_stars=comp["sea_stars"].int(0, 999),
        source=root.file,
    )


# --- checks --------------------------------------------------------------------------------------
def check_layout(layout: TitaniaLayout) -> list[str]:
    """Everything wrong with a layout as one-line sentences (empty when it is playable)."""
    problems: list[str] = []
    spaces = layout.spaces
    castle = [s for s in spaces if s.kind == CASTLE]

    flags = sorted(s.flag for s in castle)
    if flags != sorted(SHIP_COLOURS):
        problems.append("board.castle: expected one flag space for each of blue, yellow and red")
    for s in castle:
        if len(s.start_ships) != 2 or len(set(s.start_ships)) != 2 or s.flag not in s.start_ships:
            problems.append(
                f"board.castle {list(s.at)}: expected two ships of different colours, "
                "one of them the flag's colour"
            )
    for colour in SHIP_COLOURS:
        if sum(s.start_ships.count(colour) for s in castle) != 2:
            problems.append(f"board.castle: expected exactly two {colour} ships on the castle")
    castle_cells = {s.at for s in castle}
    if len(castle) > 1 and any(
        not any(n in castle_cells for n in hex_neighbours(s.at)) for s in castle
    ):
        problems.append("board.castle: the castle spaces must touch one another")

    fog = layout.indices_of(FOG)
    if len(fog) != len(layout.fog_tiles):
        problems.append(
            f"components.fog_tiles: {len(layout.fog_tiles)} tiles for {len(fog)} "
            "fog spaces; they must match"
        )

    shown = sorted(s.towers for s in spaces if s.kind == TOWER_SPACE)
    wanted = sorted(
        combo
        for k in range(1, len(SHELL_COLOURS) + 1)
        for combo in itertools.combinations(SHELL_COLOURS, k)
    )
    if shown != wanted:
        missing = sorted(set(wanted) - set(shown))
        twice = sorted({t for t in shown if shown.count(t) > 1})
        detail = (
            f"missing {[list(m) for m in missing]}"
            if missing
            else f"repeated {[list(t) for t in twice]}"
        )
        problems.append(
            "board.towers: expected every combination of tower colours exactly once "
            f"({len(wanted)} tower spaces); {detail}"
        )

    for i, s in enumerate(spaces):
        kinds = {spaces[j].kind for j in layout.adjacent(i)}
        if s.kind == BUILDING_SPACE and TOWER_SPACE not in kinds:
            problems.append(
                f"board.buildings {list(s.at)}: a building space must touch a tower space"
            )
        if s.kind == TOWER_SPACE and BUILDING_SPACE not in kinds:
            problems.append(
                f"board.towers {list(s.at)}: a tower space must touch a building "
                "space, or nobody could ever build there"
            )

    problems.extend(_check_bonus_gifts(layout))
    problems.extend(_check_sailing(layout))

    if sorted(card for card, _ in layout.ship_cards) != sorted(CARDS):
        problems.append("components.ship_cards: expected counts for " + ", ".join(CARDS))
    for era in (1, 2):
        if layout.ships_per_era(era) < 1:
            problems.append(f"components.ships: no ships left to place in era {era}")
    return problems


def _check_bonus_gifts(layout: TitaniaLayout) -> list[str]:
    """Bonus spaces give two things exactly when they lie at the edge of the board.

    Problems name the entry's key path in the file (``board.bonus[k].gives``, ``k`` counting the
    bonus spaces in the order listed), in the form ``Node.error`` uses.
    """
    problems: list[str] = []
    bonus = [s for s in layout.spaces if s.kind == BONUS_SPACE]
    for k, s in enumerate(bonus):
        where = f"board.bonus[{k}].gives"
        if len(s.gifts) == 2 and not s.edge:
            problems.append(
                f"{where}: expected one gift for {list(s.at)}, got {len(s.gifts)} "
                "(only spaces at the edge give two things)"
            )
        if len(s.gifts) != 2 and s.edge:
            problems.append(
                f"{where}: expected two gifts for {list(s.at)}, got {len(s.gifts)} "
                "(a space at the edge of the board gives both things shown)"
            )
    return problems


def _check_sailing(layout: TitaniaLayout) -> list[str]:
    """Every colour reaches every open space from the castle without crossing towers or cranes."""
    spaces = layout.spaces
    water = {i for i, s in enumerate(spaces) if s.kind in (FOG, BONUS_SPACE, POINT_SPACE)}
    problems: list[str] = []
    for colour in SHIP_COLOURS:
        start = [i for i, s in enumerate(spaces) if s.kind == CASTLE and colour in s.start_ships]
        reached: set[int] = set()
        todo = [j for i in start for j in layout.adjacent(i) if j in water]
        reached.update(todo)
        while todo:
            i = todo.pop()
            for j in layout.adjacent(i):
                if j in water and j not in reached:
                    reached.add(j)
                    todo.append(j)
        cut_off = sorted(spaces[i].at for i in water - reached)
        if cut_off:
            problems.append(
                f"board: {colour} ships cannot sail from the castle to "
                f"{[list(c) for c in cut_off[:4]]} without crossing towers or "
                "building spaces"
            )
        stranded = [
            s.at
            for i, s in enumerate(spaces)
            if s.kind == BUILDING_SPACE and not any(j in reached for j in layout.adjacent(i))
        ]
        if stranded:
            problems.append(
                f"board.buildings: {colour} ships cannot reach {[list(c) for c in stranded[:4]]}"
            )
    return problems
