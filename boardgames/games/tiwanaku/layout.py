"""Tiwanaku's layout file (``layouts/tiwanaku.yaml``) read into typed, frozen data.

The file holds what the rulebook summary does not fix in numbers we can trust: the starting
spaces of each board, the height of the diversity tracks, pawns per player count, the offering
table and the crops. Everything is validated on load so a bad edit fails with one clear line.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from boardgames.core.layout import Node, layouts_dir, load_yaml, whole_number
from boardgames.games.tiwanaku.land import CROPS, TERRAINS, Cell

LAYOUT_FILE = "tiwanaku.yaml"

BOARDS = ("5x5", "5x9")  # the boards the menu offers; a layout file must define both


@dataclass(frozen=True)
class BoardSpec:
    """One board: its size, where pawns come in, and how tall the diversity tracks are."""

    name: str
    rows: int
    cols: int
    start: tuple[Cell, ...]
    track_height: int

    def on_board(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols


@dataclass(frozen=True)
class TiwanakuLayout:
    terrains: tuple[str, ...]
    crops: tuple[str, ...]  # crops[v - 1] is the crop of value v
    offering: tuple[int, ...]  # offering[n - 1]: points for n different tokens
    pawns: tuple[tuple[int, int], ...]  # (players, pawns each)
    default_board: str
    boards: tuple[BoardSpec, ...]

    def board(self, name: str) -> BoardSpec:
        for b in self.boards:
            if b.name == name:
                return b
        known = ", ".join(b.name for b in self.boards)
        raise KeyError(f"unknown Tiwanaku board {name!r} (known: {known})")

    def board_names(self) -> tuple[str, ...]:
        return tuple(b.name for b in self.boards)

    def pawns_for(self, players: int) -> int:
        for n, count in self.pawns:
            if n == players:
                return count
        raise KeyError(f"the layout gives no pawn count for {players} players")


def load_layout(path: Path | str | None = None) -> TiwanakuLayout:
    """Read and check the layout file (the shipped one unless a path is given)."""
    root = load_yaml(path if path is not None else layouts_dir() / LAYOUT_FILE)
    terrains = tuple(n.str() for n in root["terrains"].list())
    if terrains != TERRAINS:
        raise root["terrains"].error("the terrains " + ", ".join(TERRAINS) + " in that order")
    crops = _crops(root["crops"])
    offering_node = root["offering"]
    offering = tuple(n.int(0, 1000) for n in offering_node.list())
    if len(offering) != len(CROPS):
        raise offering_node.error(f"a list of {len(CROPS)} point values")
    pawns = tuple((_players(key, node), node.int(1, 20)) for key, node in root["pawns"].items())
    for players in range(1, 5):
        if players not in (n for n, _ in pawns):
            raise root["pawns"].error(f"a pawn count for {players} players")
    boards = tuple(_board(name, node) for name, node in root["boards"].items())
    if not set(BOARDS) <= {b.name for b in boards}:
        raise root["boards"].error(f"the boards {' and '.join(BOARDS)} (the game offers both)")
    default_board = root["default_board"].str(tuple(b.name for b in boards))
    return TiwanakuLayout(terrains, crops, offering, pawns, default_board, boards)


def _crops(node: Node) -> tuple[str, ...]:
    names: list[str] = []
    for i, item in enumerate(node.list()):
        names.append(item["name"].str())
        item["value"].int(i + 1, i + 1)  # values must run 1, 2, 3... in list order
    if tuple(names) != CROPS:
        raise node.error("the crops " + ", ".join(CROPS) + " with values 1 to 5")
    return tuple(names)


def _players(key: str, node: Node) -> int:
    players = whole_number(key)
    if players is None or not 1 <= players <= 4:
        raise node.error(f"a pawn count keyed by a player count from 1 to 4 (not {key[:20]!r})")
    return players


def _board(name: str, node: Node) -> BoardSpec:
    rows = node["rows"].int(1, 20)
    cols = node["cols"].int(1, 20)
    start: list[Cell] = []
    for item in node["start"].list(min_len=1):
        r, c = item.pair()
        on_edge = r in (0, rows - 1) or c in (0, cols - 1)
        if not (0 <= r < rows and 0 <= c < cols) or not on_edge:
            raise item.error(f"a space on the edge of the {rows}x{cols} board")
        if (r, c) in start:
            raise item.error("a starting space listed only once")
        start.append((r, c))
    height = node["track_height"].int(1, 50)
    return BoardSpec(name, rows, cols, tuple(start), height)
