"""The building spaces a player could build a story from, as a bitmask, kept with the state.

A building space takes a ship only if its player can then build a story (``placement``): some
tower around it has room, its colour has stories left, and the player holds at least as many
shells of that colour as the story costs (``building.build_options``). Heights and the story
supply change only when a story is built, so the state keeps, per shell colour and per number of
shells held, the building spaces that are enough from; ``evolve`` hands that table on from state
to state (``core.rules.derived``) until a story is built, and each question is then four look-ups.
A story changes only its colour's row: ``built`` hands on the table with that row made again.
"""

from __future__ import annotations

from boardgames.core.rules import DERIVED, Seat, derived, derives_from
from boardgames.games.titania.building import MAX_STORIES, story_cost
from boardgames.games.titania.components import SHELL_COLOURS
from boardgames.games.titania.layout import BUILDING_SPACE, TitaniaLayout
from boardgames.games.titania.state import TitaniaState

KEY = derives_from("buildable by shells", "stories", "story_supply", "layout")

Table = tuple[tuple[int, ...], ...]  # [shell colour][shells held, up to MAX_STORIES] -> spaces


# Per layout (by identity: a layout's own hash walks the whole board), its _towers.
_TOWERS: dict[int, tuple[TitaniaLayout, tuple[tuple[tuple[int, int, int], ...], ...]]] = {}


def _towers(layout: TitaniaLayout) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """Per shell colour: (tower space, tower slot, the building spaces next to it as bits) for
    every tower of that colour next to a building space."""
    found = _TOWERS.get(id(layout))
    if found is None or found[0] is not layout:
        by_colour: list[dict[tuple[int, int], int]] = [{} for _ in SHELL_COLOURS]
        for i in layout.indices_of(BUILDING_SPACE):
            for t, j, k, _ in layout.towers_around(i):
                by_colour[k][t, j] = by_colour[k].get((t, j), 0) | 1 << i
        found = _TOWERS[id(layout)] = (
            layout,
            tuple(tuple((t, j, bits) for (t, j), bits in towers.items()) for towers in by_colour),
        )
    return found[1]


def _row(state: TitaniaState, k: int) -> tuple[int, ...]:
    """The table's row for shell colour ``k``: by shells held, the spaces that are enough from."""
    # at[c]: building spaces next to a tower of colour k whose next story costs c shells.
    at = [0] * (MAX_STORIES + 1)
    if state.story_supply[k] > 0:
        stories = state.stories
        for t, j, bits in _towers(state.layout)[k]:
            height = stories[t][j]
            if height < MAX_STORIES:
                at[story_cost(height)] |= bits
    row, enough = [], 0
    for spaces in at:
        enough |= spaces
        row.append(enough)
    return tuple(row)


def _table(state: TitaniaState) -> Table:
    return tuple(_row(state, k) for k in range(len(SHELL_COLOURS)))


def built(before: TitaniaState, after: TitaniaState, colour: str) -> None:
    """``after`` is ``before`` with one more story of ``colour``: only that colour's row
    changes, so hand the table on with it alone made again."""
    table = before.__dict__.get(DERIVED, {}).get(KEY)
    if table is None:
        return
    k = SHELL_COLOURS.index(colour)
    rows = list(table)
    rows[k] = _row(after, k)
    derived(after)[KEY] = tuple(rows)


def buildable(state: TitaniaState, seat: Seat) -> int:
    """Bit i set: ``seat`` can build a story from building space i now."""
    cache = derived(state)
    table = cache.get(KEY)
    if table is None:
        table = cache[KEY] = _table(state)
    out = 0
    for row, held in zip(table, state.players[seat].shells, strict=True):
        out |= row[held if held < MAX_STORIES else MAX_STORIES]
    return out
