"""The legal actions of a Titania state, the reason a given action is not among them, and one of
them drawn at random.

``legal_moves`` is complete and exact, and it reads only what the acting seat can see, so it gives
the same list on a seat's view as on the full state. ``random_action`` draws uniformly from the
same list without making it, for the playouts of a search: it counts the choices the same helpers
give (``placement.placeable_masks`` for the card plays, ``step_choices`` for a pending step) and
builds only the action drawn; listing them all first made a playout several times slower.
"""

from __future__ import annotations

import random
from dataclasses import fields
from functools import cache, lru_cache
from typing import Any

from boardgames.core.rules import Action, IllegalAction, Seat, derived, derives_from
from boardgames.games.titania.actions import (
    Build,
    ChooseShells,
    Discard,
    DrawCards,
    EndTurn,
    FinishBuilding,
    KeepSeaStars,
    OccupyTower,
    PlaceExtraShip,
    PlayCard,
)
from boardgames.games.titania.building import build_options
from boardgames.games.titania.cards import CARDS_PER_TURN, HAND_LIMIT
from boardgames.games.titania.components import SHELL_COLOURS, card_colours
from boardgames.games.titania.placement import (
    extra_ship_spaces,
    placeable_masks,
    placement_problem,
    spaces_in,
)
from boardgames.games.titania.seastars import occupiable
from boardgames.games.titania.shipmasks import COLOUR_INDEX
from boardgames.games.titania.state import (
    BUILD,
    CHOOSE_SHELLS,
    DISCARD,
    EXTRA_SHIP,
    OVER,
    PLACE_SEA_STARS,
    TURN,
    Task,
    TitaniaState,
)

# Actions are values: the common ones are shared objects instead of new ones at every step.
play_card = cache(PlayCard)
DRAW_CARDS = DrawCards()
END_TURN = EndTurn()
KEEP_SEA_STARS = KeepSeaStars()
FINISH_BUILDING = FinishBuilding()


def distinct(cards: tuple[str, ...]) -> list[str]:
    return list(dict.fromkeys(cards))


def may_play_card(state: TitaniaState) -> bool:
    """Another card may be played now (no step pending, fewer than 3 played, era still on)."""
    return not state.pending and not state.era_over and len(state.played) < CARDS_PER_TURN


# What the front pending step offers, kept with the state (``core.rules.derived``): ``settle``
# asks whether anything is left just before the next action is listed or drawn from the same
# state.
STEP_CHOICES = derives_from("step choices", *(f.name for f in fields(TitaniaState)))


def step_choices(state: TitaniaState, seat: Seat, task: Task) -> list[Any]:
    """What ``seat`` may choose in the pending step ``task``: the shell colours left, the tower
    spaces it can occupy, the spaces for the extra ship, or the (tower space, colour) pairs to
    build. Empty: nothing left to choose (``turns.settle`` drops the step)."""
    cache = derived(state)
    found = cache.get(STEP_CHOICES)
    if found is not None and found[0] is task and found[1] == seat:
        return found[2]  # type: ignore[no-any-return]
    kind = task.kind
    choices: list[Any]
    if kind == CHOOSE_SHELLS:
        choices = [c for k, c in enumerate(SHELL_COLOURS) if state.shell_supply[k] > 0]
    elif kind == PLACE_SEA_STARS:
        choices = occupiable(state, seat)
    elif kind == EXTRA_SHIP:
        choices = extra_ship_spaces(state, seat, task.colour, state.index(task.at))
    elif kind == BUILD:
        choices = build_options(state, seat, state.index(task.at))
    else:
        choices = []
    cache[STEP_CHOICES] = (task, seat, choices)
    return choices


def _step_move(state: TitaniaState, task: Task, choice: Any) -> Action:
    """The action for one of ``step_choices``."""
    spaces = state.layout.spaces
    kind = task.kind
    if kind == CHOOSE_SHELLS:
        return ChooseShells(choice)
    if kind == PLACE_SEA_STARS:
        return OccupyTower(spaces[choice].at)
    if kind == EXTRA_SHIP:
        return PlaceExtraShip(spaces[choice].at)
    tower, colour = choice
    return Build(spaces[tower].at, colour)


def _step_end(task: Task) -> Action | None:
    """The action that ends the step without choosing, where there is one."""
    if task.kind == PLACE_SEA_STARS:
        return KEEP_SEA_STARS
    if task.kind == BUILD and task.built:
        return FINISH_BUILDING
    return None


@lru_cache(maxsize=4096)
def hand_plays(hand: tuple[str, ...]) -> tuple[tuple[str, str, int], ...]:
    """(card, ship colour, colour index) for each distinct card of a hand and each colour it
    allows, in hand order: the order the card plays are listed in."""
    return tuple(
        (card, colour, COLOUR_INDEX[colour])
        for card in distinct(hand)
        for colour in card_colours(card)
    )


def legal_moves(state: TitaniaState, seat: Seat) -> list[Action]:
    if state.phase == OVER or seat != state.turn:
        return []
    if state.phase == DISCARD:
        return [Discard(card) for card in distinct(state.players[seat].hand)]
    if state.pending:
        task = state.pending[0]
        moves = [_step_move(state, task, c) for c in step_choices(state, seat, task)]
        end = _step_end(task)
        return moves if end is None else [*moves, end]
    moves = []
    if not state.played:
        moves.append(DRAW_CARDS)
    if may_play_card(state):
        spaces = state.layout.spaces
        masks = placeable_masks(state, seat)
        for card, colour, c in hand_plays(state.players[seat].hand):
            moves.extend(play_card(card, colour, spaces[j].at) for j in spaces_in(masks[c]))
    if state.played:
        moves.append(END_TURN)
    return moves


def _pick(rng: random.Random, n: int) -> int:
    return int(rng.random() * n)


def random_action(state: TitaniaState, seat: Seat, rng: random.Random) -> Action:
    """One of ``legal_moves(state, seat)``, uniformly (``seat`` must be to act)."""
    phase = state.phase
    if phase != TURN:
        if phase == DISCARD:
            cards = distinct(state.players[seat].hand)
            return Discard(cards[_pick(rng, len(cards))])
        raise IllegalAction("The game is over.")
    if state.pending:
        task = state.pending[0]
        choices = step_choices(state, seat, task)
        end = _step_end(task)
        k = _pick(rng, len(choices) + (end is not None))
        if k < len(choices):
            return _step_move(state, task, choices[k])
        if end is None:
            raise IllegalAction("Nothing can be done in this step.")
        return end
    # Drawing (before any card is played) or ending the turn (after), then the card plays: a
    # ship of each colour of each card on each space it may take.
    stop = END_TURN if state.played else DRAW_CARDS
    if not may_play_card(state):
        return stop
    plays = hand_plays(state.players[seat].hand)
    masks = placeable_masks(state, seat)
    counts = [mask.bit_count() for mask in masks]
    total = 0
    for _, _, c in plays:
        total += counts[c]
    k = _pick(rng, total + 1)
    if k == total:
        return stop
    for card, colour, c in plays:
        n = counts[c]
        if k < n:
            mask = masks[c]
            for _ in range(k):
                mask &= mask - 1
            return play_card(card, colour, state.layout.spaces[(mask & -mask).bit_length() - 1].at)
        k -= n
    raise AssertionError("unreachable: k < total")


STEP_ACTIONS: dict[str, tuple[type[Action], ...]] = {
    CHOOSE_SHELLS: (ChooseShells,),
    PLACE_SEA_STARS: (OccupyTower, KeepSeaStars),
    EXTRA_SHIP: (PlaceExtraShip,),
    BUILD: (Build, FinishBuilding),
}
STEP_NAMES: dict[str, str] = {
    CHOOSE_SHELLS: "choose the colour of the shells",
    PLACE_SEA_STARS: "place sea stars or keep them",
    EXTRA_SHIP: "place the extra ship",
    BUILD: "build at least one story",
}
OUT_OF_STEP: dict[type[Action], str] = {
    ChooseShells: "There are no shells of choice to take now.",
    OccupyTower: "Sea stars may be placed only right after receiving one.",
    KeepSeaStars: "There is no sea star to place now.",
    PlaceExtraShip: "Only a fog tile gives an extra ship.",
    Build: "Building happens only from a building space just reached.",
    FinishBuilding: "Nothing is being built.",
}


def why_illegal(state: TitaniaState, seat: Seat, action: Action) -> str:
    """A sentence saying why ``action`` is not allowed now (for the status line)."""
    if state.phase == OVER:
        return "The game is over."
    if seat != state.turn:
        return "It is not this player's turn."
    if state.phase == DISCARD:
        if isinstance(action, Discard):
            return "That card is not in the hand."
        return f"Discard down to {HAND_LIMIT} cards first."
    task = state.task
    if task is not None:
        if not isinstance(action, STEP_ACTIONS[task.kind]):
            return f"First {STEP_NAMES[task.kind]}."
        return _step_problem(state, seat, action)
    if type(action) in OUT_OF_STEP:
        return OUT_OF_STEP[type(action)]
    if isinstance(action, Discard):
        return f"Cards are discarded only above {HAND_LIMIT} at the end of the turn."
    if isinstance(action, EndTurn):
        return "Play a card first, or draw 3 cards."
    if isinstance(action, DrawCards):
        return "Cards were played this turn: end the turn instead."
    if isinstance(action, PlayCard):
        return _card_problem(state, seat, action)
    return "That move is not allowed now."


def _card_problem(state: TitaniaState, seat: Seat, action: PlayCard) -> str:
    if state.era_over:
        return "The era is over: end the turn."
    if len(state.played) >= CARDS_PER_TURN:
        return f"At most {CARDS_PER_TURN} cards may be played in a turn."
    if action.card not in state.players[seat].hand:
        return "That card is not in the hand."
    if action.colour not in card_colours(action.card):
        return f"That card does not show {action.colour}."
    if not state.layout.has(action.at):
        return "That is not a space of the board."
    problem = placement_problem(state, seat, action.colour, state.index(action.at))
    return problem or "That move is not allowed now."


def _step_problem(state: TitaniaState, seat: Seat, action: Action) -> str:
    task = state.pending[0]
    layout = state.layout
    if isinstance(action, PlaceExtraShip):
        if not layout.has(action.at):
            return "That is not a space of the board."
        if tuple(action.at) not in layout.neighbours(task.at):
            return "The extra ship must go next to the fog space it came from."
        problem = placement_problem(state, seat, task.colour, state.index(action.at))
        return problem or "That move is not allowed now."
    if isinstance(action, Build):
        return "That story cannot be built: check the shells and the tower's height."
    if isinstance(action, FinishBuilding):
        return "At least one story must be built."
    if isinstance(action, OccupyTower):
        return "That tower space already has a sea star, or there are too few sea stars."
    if isinstance(action, ChooseShells):
        return f"No {action.colour} shells are left."
    return "That move is not allowed now."
