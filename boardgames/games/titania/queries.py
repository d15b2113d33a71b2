"""Read-only questions a controller, renderer or bot asks of a Titania state (or a seat's view).

Nothing here changes a state; everything works on views, because it reads only what the acting seat
may see. Cells are axial ``(q, r)`` pairs as in the layout.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from boardgames.core.geometry import Cell
from boardgames.core.rules import Seat
from boardgames.games.titania.building import build_options
from boardgames.games.titania.cards import CARDS_PER_TURN, HAND_LIMIT, cards_to_draw
from boardgames.games.titania.components import SHELL_COLOURS, SHIP_COLOURS, Gift, card_colours
from boardgames.games.titania.moves import may_play_card
from boardgames.games.titania.placement import extra_ship_spaces, placeable, placement_problem
from boardgames.games.titania.scoring import breakdown
from boardgames.games.titania.seastars import occupiable, occupy_cost
from boardgames.games.titania.state import (
    BUILD,
    CHOOSE_SHELLS,
    DISCARD,
    EXTRA_SHIP,
    OVER,
    PLACE_SEA_STARS,
    TURN,
    TitaniaState,
)

# Steps, as ``step`` names them.
START = "start"  # play a first card or draw 3 cards
PLAY = "play"  # play another card or end the turn
MUST_END = "end turn"  # 3 cards played, or the era is over: only ending the turn remains
STEP_CHOOSE_SHELLS = CHOOSE_SHELLS
STEP_SEA_STARS = PLACE_SEA_STARS
STEP_EXTRA_SHIP = EXTRA_SHIP
STEP_BUILD = BUILD
STEP_DISCARD = DISCARD
STEP_OVER = OVER


def step(state: TitaniaState) -> str:
    """What the player to act is doing now (one of the step names above)."""
    if state.phase in (OVER, DISCARD):
        return state.phase
    if state.pending:
        return state.pending[0].kind
    if not state.played:
        return START
    return PLAY if may_play_card(state) else MUST_END


def prompt(state: TitaniaState, names: Sequence[str]) -> str:
    """One line telling the player to act what to do next."""
    if state.phase == OVER:
        return "The game is over."
    who = names[state.turn]
    now = step(state)
    task = state.task
    if now == START:
        return f"{who}: play a ship card and place a ship, or draw 3 cards."
    if now == PLAY:
        n = cards_to_draw(len(state.played))
        return f"{who}: play another card, or end the turn and draw {_cards(n)}."
    if now == MUST_END:
        n = cards_to_draw(len(state.played))
        why = "The era is over" if state.era_over else f"{CARDS_PER_TURN} cards played"
        return f"{why}: {who} ends the turn and draws {_cards(n)}."
    if now == DISCARD:
        extra = len(state.players[state.turn].hand) - HAND_LIMIT
        return f"{who}: discard {_cards(extra)} to keep {HAND_LIMIT}."
    assert task is not None
    if now == CHOOSE_SHELLS:
        return f"{who}: choose the colour of {task.amount} shells."
    if now == PLACE_SEA_STARS:
        return f"{who}: put a sea star on a tower space, or keep the sea stars for later."
    if now == EXTRA_SHIP:
        return f"{who}: place the extra {task.colour} ship next to the fog space."
    if task.built:
        return f"{who}: build another story next to the crane, or finish building."
    return f"{who}: build at least one story on a tower next to the crane."


def _cards(n: int) -> str:
    return f"{n} card" + ("" if n == 1 else "s")


# --- ship placement
# --------------------------------------------------------------------------------
def legal_spaces(
    state: TitaniaState, seat: Seat, card: str, colour: str | None = None
) -> frozenset[Cell]:
    """Spaces where ``seat`` may place a ship by playing ``card`` now (either colour of a joker
    unless ``colour`` is given); empty when no card may be played."""
    if seat != state.turn or state.phase != TURN or not may_play_card(state):
        return frozenset()
    if card not in state.players[seat].hand:
        return frozenset()
    colours = [colour] if colour else list(card_colours(card))
    spaces = state.layout.spaces
    return frozenset(
        spaces[i].at for c in colours if c in card_colours(card) for i in placeable(state, seat, c)
    )


def placement_reason(state: TitaniaState, seat: Seat, colour: str, cell: Cell) -> str | None:
    """Why a ``colour`` ship may not go on ``cell`` now (a sentence), or None if it may."""
    if not state.layout.has(cell):
        return "That is not a space of the board."
    return placement_problem(state, seat, colour, state.index(cell))


def extra_ship_targets(state: TitaniaState) -> frozenset[Cell]:
    """Where the pending extra ship may go (empty unless that is the current step)."""
    task = state.task
    if task is None or task.kind != EXTRA_SHIP:
        return frozenset()
    spaces = state.layout.spaces
    fog = state.index(task.at)
    return frozenset(spaces[i].at for i in extra_ship_spaces(state, state.turn, task.colour, fog))


# --- building and sea stars
# ------------------------------------------------------------------------
def buildable(state: TitaniaState) -> tuple[tuple[Cell, str], ...]:
    """(tower space, tower colour) pairs the player may build on next (building step only)."""
    task = state.task
    if task is None or task.kind != BUILD:
        return ()
    spaces = state.layout.spaces
    options = build_options(state, state.turn, state.index(task.at))
    return tuple((spaces[t].at, colour) for t, colour in options)


def occupiable_towers(state: TitaniaState) -> tuple[Cell, ...]:
    """Tower spaces the player may put a sea star on now (sea star step only)."""
    task = state.task
    if task is None or task.kind != PLACE_SEA_STARS:
        return ()
    return tuple(state.layout.spaces[i].at for i in occupiable(state, state.turn))


def sea_star_cost(state: TitaniaState, cell: Cell) -> int:
    """Sea stars it takes to occupy this tower space: one per tower shown."""
    return occupy_cost(state, state.index(cell))


# --- the board
# -------------------------------------------------------------------------------------
def ships_at(state: TitaniaState, cell: Cell) -> tuple[str, ...]:
    """Ship colours on a space, in the order they arrived."""
    return state.ships[state.index(cell)]


def tower_heights(state: TitaniaState, cell: Cell) -> dict[str, int]:
    """Stories standing on each tower of a tower space ({} for other spaces)."""
    i = state.index(cell)
    return dict(zip(state.layout.spaces[i].towers, state.stories[i], strict=True))


def has_sea_star(state: TitaniaState, cell: Cell) -> bool:
    return state.starred[state.index(cell)]


@dataclass(frozen=True)
class FogTile:
    """The tile on a fog space as the viewer sees it: ``gift.kind == "hidden"`` when face down."""

    gift: Gift
    face_up: bool


def fog_tile(state: TitaniaState, cell: Cell) -> FogTile | None:
    """The fog tile lying on a space, or None when there is none."""
    i = state.index(cell)
    tile = state.fog[i]
    return None if tile is None else FogTile(tile, state.fog_up[i])


def ships_left(state: TitaniaState) -> dict[str, int]:
    """Ships of each colour still to place this era (the era ends when one reaches 0)."""
    return dict(zip(SHIP_COLOURS, state.supply, strict=True))


# --- the players
# -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayerSummary:
    hand_size: int
    shells: dict[str, int]  # by value, per shell colour
    sea_stars: int
    score: int  # the scoring marker: everything but point tiles until the game ends
    point_tiles: int  # how many are held
    point_tile_values: tuple[int, ...]  # 0 for each tile the viewer may not see


def player_summary(state: TitaniaState, seat: Seat) -> PlayerSummary:
    p = state.players[seat]
    score = p.score + (sum(p.point_tiles) if state.phase == OVER else 0)
    return PlayerSummary(
        hand_size=len(p.hand),
        shells=dict(zip(SHELL_COLOURS, p.shells, strict=True)),
        sea_stars=p.sea_stars,
        score=score,
        point_tiles=len(p.point_tiles),
        point_tile_values=p.point_tiles,
    )


def score_table(state: TitaniaState) -> dict[str, tuple[int, ...]]:
    """Points per category per seat (point tiles only once the game is over)."""
    return breakdown(state)


def cards_drawn_at_end(state: TitaniaState) -> int:
    """How many cards ending the turn now would draw."""
    return cards_to_draw(len(state.played))
