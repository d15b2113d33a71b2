"""Titicaca's layout file, read into a typed, validated ``TiticacaLayout``.

The file (``layouts/titicaca.yaml`` or ``layouts/titicaca-15tiles.yaml``) holds the tiles — their
hexes in tile-local axial coordinates, lakes and land types — plus the player colours with their
house counts, the starting weapons, the temple values and which tiles smaller games leave out.
Every check names the file and key path, so an edited copy fails with a line a person can act on.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from boardgames.core.geometry import hex_neighbours
from boardgames.core.layout import LayoutError, Node, layouts_dir, load_yaml

Cell = tuple[int, int]

EDITION_FILES: dict[str, str] = {
    "12 tiles": "titicaca.yaml",
    "15 tiles": "titicaca-15tiles.yaml",
}
DEFAULT_EDITION = "12 tiles"


@dataclass(frozen=True)
class TileCell:
    """One hex of a tile, in tile-local axial coordinates."""

    at: Cell
    lake: int | None = None
    land_type: str | None = None


@dataclass(frozen=True)
class Tile:
    id: int
    cells: tuple[TileCell, ...]

    @property
    def lakes(self) -> tuple[int, ...]:
        return tuple(c.lake for c in self.cells if c.lake is not None)


@dataclass(frozen=True)
class Colour:
    name: str
    houses: int


@dataclass(frozen=True)
class TiticacaLayout:
    file: str
    edition: str
    land_types: tuple[str, ...]
    colours: tuple[Colour, ...]  # in seat order: 2 players take the first two, and so on
    weapons: int  # starting weapons' value per player
    weapon_tokens: tuple[int, ...]  # the token values (only for the help text: value is all)
    temples: tuple[int, ...]  # the values of each player's temples
    chain_bonus: int  # points (and new weapons) per house in the longest chain
    lake_rounds: int  # lakes numbered 1..lake_rounds
    scoring_lakes: tuple[int, ...]  # scorings and new weapons after these lakes
    leave_out: tuple[tuple[int, tuple[int, ...]], ...]  # (players, lakes whose tiles stay out)
    tiles: tuple[Tile, ...]

    def left_out_lakes(self, players: int) -> tuple[int, ...]:
        for count, lakes in self.leave_out:
            if count == players:
                return lakes
        return ()

    def tiles_for(self, players: int) -> tuple[Tile, ...]:
        """The tiles a game of this many players lays out."""
        out = set(self.left_out_lakes(players))
        return tuple(t for t in self.tiles if not out.intersection(t.lakes))

    @property
    def field_count(self) -> int:
        return sum(1 for t in self.tiles for c in t.cells if c.land_type is not None)


def layout_path(edition: str) -> Path:
    return layouts_dir() / EDITION_FILES.get(edition, EDITION_FILES[DEFAULT_EDITION])


def load(edition: str = DEFAULT_EDITION) -> TiticacaLayout:
    return parse(load_yaml(layout_path(edition)))


def parse(root: Node) -> TiticacaLayout:
    land_types = tuple(n.str() for n in root["land_types"].list(min_len=1))
    if len(set(land_types)) != len(land_types):
        raise root["land_types"].error("land types without repeats")
    colours = tuple(
        Colour(n["name"].str(), n["houses"].int(1, 99)) for n in root["colours"].list(min_len=2)
    )
    lake_rounds = root["lake_rounds"].int(1, 99)
    scoring_lakes = tuple(n.int(1, lake_rounds) for n in root["scoring_lakes"].list())
    tiles = tuple(_tile(n, land_types) for n in root["tiles"].list(min_len=1))
    _check_tiles(root["tiles"], tiles, lake_rounds)
    all_lakes = {lake for t in tiles for lake in t.lakes}
    leave_out: list[tuple[int, tuple[int, ...]]] = []
    for key, node in root["leave_out"].items():
        lakes: list[int] = []
        for item in node.list():
            if item.int() not in all_lakes:
                raise item.error("the number of a lake on some tile")
            lakes.append(item.int())
        leave_out.append((_players(key, node, len(colours)), tuple(lakes)))
    temples = tuple(n.int(1, 9) for n in root["temples"].list(min_len=1))
    return TiticacaLayout(
        file=root.file,
        edition=root["edition"].str(tuple(EDITION_FILES)),
        land_types=land_types,
        colours=colours,
        weapons=root["weapons"].int(0, 999),
        weapon_tokens=tuple(n.int(1, 99) for n in root["weapon_tokens"].list(min_len=1)),
        temples=temples,
        chain_bonus=root["chain_bonus"].int(0, 99),
        lake_rounds=lake_rounds,
        scoring_lakes=scoring_lakes,
        leave_out=tuple(leave_out),
        tiles=tiles,
    )


def _players(key: str, node: Node, most: int) -> int:
    try:
        count = int(key)
    except ValueError:
        raise node.error("a player count as the key") from None
    if not 2 <= count <= most:
        raise node.error(f"a player count from 2 to {most} as the key")
    return count


def _tile(node: Node, land_types: tuple[str, ...]) -> Tile:
    cells: list[TileCell] = []
    for item in node["cells"].list(min_len=1):
        at = item["at"].pair()
        has_lake, has_land = item.has("lake"), item.has("land")
        if has_lake == has_land:
            raise item.error("a hex with either 'lake: <number>' or 'land: <land type>'")
        if has_lake:
            cells.append(TileCell(at, lake=item["lake"].int(1, 99)))
        else:
            cells.append(TileCell(at, land_type=item["land"].str(land_types)))
    tile = Tile(node["id"].int(1, 999), tuple(cells))
    ats = [c.at for c in tile.cells]
    if len(set(ats)) != len(ats):
        raise node["cells"].error("hexes at different places (two share one)")
    if not _connected(set(ats)):
        raise node["cells"].error("hexes that touch each other (this tile falls apart)")
    fields = {c.at for c in tile.cells if c.land_type is not None}
    for c in tile.cells:
        # A lake with a land field of its own tile always has a shore, wherever the tile lies.
        if c.lake is not None and not fields.intersection(hex_neighbours(c.at)):
            raise node["cells"].error(f"lake {c.lake} next to a land field of its own tile")
    return tile


def _connected(cells: set[Cell]) -> bool:
    start = next(iter(cells))
    seen = {start}
    stack = [start]
    while stack:
        for n in hex_neighbours(stack.pop()):
            if n in cells and n not in seen:
                seen.add(n)
                stack.append(n)
    return seen == cells


def _check_tiles(node: Node, tiles: tuple[Tile, ...], lake_rounds: int) -> None:
    ids = [t.id for t in tiles]
    if len(set(ids)) != len(ids):
        raise node.error("tiles with different ids")
    lakes = sorted(lake for t in tiles for lake in t.lakes)
    if lakes != list(range(1, lake_rounds + 1)):
        raise node.error(f"lakes numbered 1 to {lake_rounds}, each exactly once")


__all__ = [
    "DEFAULT_EDITION",
    "EDITION_FILES",
    "Colour",
    "LayoutError",
    "Tile",
    "TileCell",
    "TiticacaLayout",
    "layout_path",
    "load",
    "parse",
]
