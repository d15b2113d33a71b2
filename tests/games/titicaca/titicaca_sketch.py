"""Hand-built Titicaca positions from small text pictures, for the scenario tests.

A sketch is rows of whitespace-separated tokens on a pointy-topped hex grid; odd rows sit half a
hex to the right (odd-r offset), so ``(row, col)`` maps to axial ``(col - (row - row % 2) // 2,
row)``. Tokens:

* ``..``   no hex (outside the landscape)
* ``~8``   lake 8
* ``Fy``   a forest field with a yellow house; ``F.`` a free forest field. Land types: G grassland,
  F forest, M mountains, S savanna, P pampa. Houses: y yellow, r red, o orange, p purple, k pink
  (seats 0-4).
* ``FyA``  ... in land A: fields with the same capital letter form one land; an occupied field
  without a letter (or with ``.``) is a land of its own.
* ``FyA2`` ... with a face-down +2 temple (``1`` for +1).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from boardgames.core.geometry import hex_neighbours
from boardgames.games.titicaca.board import Board, BoardCell, Cell
from boardgames.games.titicaca.lands import Land, land_of
from boardgames.games.titicaca.lands_cache import with_house
from boardgames.games.titicaca.state import Temple, TiticacaState, initial_state

TYPES = {"G": "grassland", "F": "forest", "M": "mountains", "S": "savanna", "P": "pampa"}
SEATS = {"y": 0, "r": 1, "o": 2, "p": 3, "k": 4}
COLOURS = ("yellow", "red", "orange", "purple", "pink")
HOUSES = (16, 16, 13, 11, 11)
YELLOW, RED, ORANGE, PURPLE, PINK = range(5)
FIELD = re.compile(r"^(?P<type>[GFMSP])(?P<owner>[yropk.])(?P<land>[A-Z.])?(?P<temple>[12])?$")


@dataclass(frozen=True)
class Sketch:
    state: TiticacaState
    cells: dict[tuple[int, int], Cell]  # (row, col) of the picture -> axial cell
    labels: dict[str, Cell]  # land letter -> one field of it

    def at(self, row: int, col: int) -> Cell:
        return self.cells[(row, col)]

    def land(self, letter: str) -> Land:
        found = land_of(self.state, self.labels[letter])
        assert found is not None
        return found

    def rep(self, letter: str) -> Cell:
        return self.land(letter).rep


def axial(row: int, col: int) -> Cell:
    return (col - (row - (row & 1)) // 2, row)


def sketch(picture: str, players: int = 5, weapons: int = 20) -> Sketch:
    cells: list[BoardCell] = []
    where: dict[tuple[int, int], Cell] = {}
    owners: dict[Cell, int] = {}
    letters: dict[Cell, str] = {}
    temples: list[Temple] = []
    rows = [line.split() for line in picture.strip("\n").splitlines()]
    for row, tokens in enumerate(rows):
        for col, token in enumerate(tokens):
            cell = axial(row, col)
            where[(row, col)] = cell
            if token == "..":
                continue
            if token.startswith("~"):
                cells.append(BoardCell(cell, 1, lake=int(token[1:])))
                continue
            m = FIELD.match(token)
            if m is None:
                raise ValueError(f"bad sketch token {token!r} at row {row}, column {col}")
            cells.append(BoardCell(cell, 1, land_type=TYPES[m["type"]]))
            if m["owner"] != ".":
                owners[cell] = SEATS[m["owner"]]
                if m["land"] and m["land"] != ".":
                    letters[cell] = m["land"]
                if m["temple"]:
                    temples.append(Temple(cell, owners[cell], int(m["temple"])))
    board = Board.of(cells)
    state = initial_state(board, COLOURS[:players], HOUSES[:players], weapons, (1, 2))
    for cell, seat in sorted(owners.items()):
        state = with_house(state, board.field_index[cell], seat)
    labels: dict[str, Cell] = {}
    for letter in sorted(set(letters.values())):
        group = sorted(c for c, x in letters.items() if x == letter)
        _check_connected(group, letter)
        rep = group[0]
        land = tuple(
            rep if c in group else r for c, r in zip(board.fields, state.land, strict=True)
        )
        state = dataclasses.replace(state, land=land)
        labels[letter] = rep
    houses = list(state.houses_left)
    supply = [list(s) for s in state.temple_supply]
    for seat in owners.values():
        houses[seat] -= 1
    for t in temples:
        supply[t.seat].remove(t.value)
    state = dataclasses.replace(
        state,
        houses_left=tuple(houses),
        temples=tuple(sorted(temples, key=lambda t: t.field)),
        temple_supply=tuple(tuple(s) for s in supply),
    )
    return Sketch(state, where, labels)


def _check_connected(group: list[Cell], letter: str) -> None:
    todo = [group[0]]
    seen = {group[0]}
    while todo:
        for n in hex_neighbours(todo.pop()):
            if n in group and n not in seen:
                seen.add(n)
                todo.append(n)
    if len(seen) != len(group):
        raise ValueError(f"land {letter} of the sketch is not connected")
