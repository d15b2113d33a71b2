"""Why a click is refused: the one-line reasons Titania's controller puts in the status line.

Each reason names what is wrong in the current step and, where it helps, what to do instead, so a
refused click always teaches something.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.core.rules import Seat
from boardgames.games.titania import queries
from boardgames.games.titania.building import MAX_STORIES, story_cost
from boardgames.games.titania.cards import HAND_LIMIT
from boardgames.games.titania.components import SHELL_COLOURS
from boardgames.games.titania.layout import TOWER_SPACE
from boardgames.games.titania.state import TitaniaState
from boardgames.games.titania.words_view import count

Cell = tuple[int, int]

FIRST_STEPS = {
    queries.STEP_CHOOSE_SHELLS: "choose the colour of the shells (buttons on the right)",
    queries.STEP_SEA_STARS: "place a sea star on a glowing tower space, or keep them",
    queries.STEP_EXTRA_SHIP: "place the extra ship on a glowing space",
    queries.STEP_BUILD: "build on a glowing tower space",
}


def finish_step_first(now: str) -> str:
    """A card clicked while a space's steps are still open."""
    return f"First {FIRST_STEPS.get(now, 'finish this step')}."


def discard_first(hand_size: int) -> str:
    extra = count(hand_size - HAND_LIMIT, "more card")
    return f"Discard {extra} first: click a card, then Discard."


def must_end(state: TitaniaState) -> str:
    if state.era_over:
        return "The era is over: end the turn (button on the right)."
    return "Three cards have been played: end the turn (button on the right)."


def unplayable_card(state: TitaniaState, colours: Sequence[str]) -> str:
    """A card with no space for any of its colours."""
    left = queries.ships_left(state)
    gone = [c for c in colours if left[c] == 0]
    if gone:
        return f"No {gone[0]} ships are left in the supply."
    return f"No space can take a {' or '.join(colours)} ship now."


def place(state: TitaniaState, seat: Seat, colours: Sequence[str], cell: Cell) -> str:
    """A ship of any of ``colours`` cannot go on ``cell``."""
    reasons = [queries.placement_reason(state, seat, c, cell) for c in colours]
    known = list(dict.fromkeys(r for r in reasons if r))
    if len(known) == 1:
        return known[0]
    if known:
        return f"No {' or '.join(colours)} ship may go there: {known[0][0].lower()}{known[0][1:]}"
    return "A ship cannot go there now."


def extra_ship(state: TitaniaState, seat: Seat, cell: Cell) -> str:
    task = state.task
    assert task is not None
    if not state.layout.has(cell) or cell not in state.layout.neighbours(task.at):
        return "The extra ship must go next to the fog space it came from."
    return (
        queries.placement_reason(state, seat, task.colour, cell)
        or "The extra ship cannot go there."
    )


def sea_star(state: TitaniaState, seat: Seat, cell: Cell) -> str:
    if state.layout.space_at(cell).kind != TOWER_SPACE:
        return "Sea stars are placed on tower spaces only."
    if queries.has_sea_star(state, cell):
        return "A sea star already lies on that tower space."
    cost = queries.sea_star_cost(state, cell)
    have = state.players[seat].sea_stars
    return f"That tower space costs {cost} sea stars (one per tower); there are {have}."


def build(state: TitaniaState, seat: Seat, cell: Cell) -> str:
    task = state.task
    assert task is not None
    space = state.layout.space_at(cell)
    if space.kind != TOWER_SPACE:
        return "Stories go on the towers of a tower space next to the crane."
    if cell not in state.layout.neighbours(task.at):
        return "That tower space does not touch the crane the ship stands on."
    shells = state.players[seat].shells
    for colour, height in queries.tower_heights(state, cell).items():
        k = SHELL_COLOURS.index(colour)
        if height >= MAX_STORIES:
            continue
        if state.story_supply[k] <= 0:
            return f"No {colour} stories are left in the supply."
        cost = story_cost(height)
        return (
            f"Story {height + 1} of the {colour} tower costs {cost} {colour} shells; "
            f"there are {shells[k]}."
        )
    return f"Every tower there already has {MAX_STORIES} stories."
