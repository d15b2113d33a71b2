"""A random legal action without listing them all: what playouts in a search run on.

``random_action`` draws uniformly from exactly the actions ``moves.legal_moves`` lists. The costly
part of that list is where ships may go; here it comes from bitmasks of the board (bit i for
space i, from the layout) computed once per colour, instead of checking every space next to every
ship once per card. The tests compare both.
"""

from __future__ import annotations

import random
from dataclasses import fields
from functools import cache, lru_cache
from typing import Any

from boardgames.core.rules import DERIVED, Action, IllegalAction, Seat, derived, derives_from
from boardgames.games.titania import shipmasks
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
from boardgames.games.titania.buildmasks import buildable
from boardgames.games.titania.cards import CARDS_PER_TURN
from boardgames.games.titania.components import SHELL_COLOURS, card_colours
from boardgames.games.titania.moves import distinct
from boardgames.games.titania.seastars import occupiable
from boardgames.games.titania.state import (
    BUILD,
    CHOOSE_SHELLS,
    DISCARD,
    EXTRA_SHIP,
    PLACE_SEA_STARS,
    TURN,
    Task,
    TitaniaState,
)


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def placeable_masks(state: TitaniaState, seat: Seat) -> list[int]:
    """Per ship colour (in ``SHIP_COLOURS`` order), the spaces where ``seat`` may place a ship of
    it now, as ``placement.placeable`` has them but as a bitmask."""
    layout = state.layout
    kept = state.__dict__.get(DERIVED)
    masks = kept.get(shipmasks.KEY) if kept else None
    occupied, near, full = masks if masks is not None else shipmasks.of(state)
    open_spaces = layout._sailable_mask & ~full
    out = [
        n & open_spaces & ~o if left > 0 else 0
        for n, o, left in zip(near, occupied, state.supply, strict=True)
    ]
    building = (out[0] | out[1] | out[2]) & layout._building_mask  # the three ship colours
    if building:
        # A building space takes a ship only if the player could build from it.
        blocked = building & ~buildable(state, seat)
        if blocked:
            out = [mask & ~blocked for mask in out]
    return out


def _pick(rng: random.Random, n: int) -> int:
    return int(rng.random() * n)


# Actions are values: the common ones are shared objects instead of new ones at every step.
play_card = cache(PlayCard)
DRAW_CARDS = DrawCards()
END_TURN = EndTurn()
KEEP_SEA_STARS = KeepSeaStars()
FINISH_BUILDING = FinishBuilding()


# What the front pending step offers, kept with the state (``core.rules.derived``): ``settle``
# asks whether anything is left just before ``random_action`` draws from the same state.
STEP_CHOICES = derives_from("step choices", *(f.name for f in fields(TitaniaState)))


def step_choices(state: TitaniaState, seat: Seat, task: Task) -> Any:
    """For the pending step ``task``: the shell colours left, the towers ``seat`` can occupy,
    the (tower, colour) pairs to build, or the extra ship's spaces as a bitmask."""
    cache = derived(state)
    found = cache.get(STEP_CHOICES)
    if found is not None and found[0] is task and found[1] == seat:
        return found[2]
    kind = task.kind
    choices: Any
    if kind == CHOOSE_SHELLS:
        choices = [c for k, c in enumerate(SHELL_COLOURS) if state.shell_supply[k] > 0]
    elif kind == PLACE_SEA_STARS:
        choices = occupiable(state, seat)
    elif kind == EXTRA_SHIP:
        # ``placement.extra_ship_spaces``: placeable and next to the fog space.
        near_fog = state.layout._adjacent_mask[state.index(task.at)]
        choices = placeable_masks(state, seat)[shipmasks.COLOUR_INDEX[task.colour]] & near_fog
    elif kind == BUILD:
        choices = build_options(state, seat, state.index(task.at))
    else:
        choices = []
    cache[STEP_CHOICES] = (task, seat, choices)
    return choices


def _step_action(state: TitaniaState, seat: Seat, task: Task, rng: random.Random) -> Action:
    """One of the actions the pending step allows, uniformly; only the one drawn is built."""
    spaces = state.layout.spaces
    choices = step_choices(state, seat, task)
    if task.kind == CHOOSE_SHELLS:
        return ChooseShells(choices[_pick(rng, len(choices))])
    if task.kind == PLACE_SEA_STARS:
        k = _pick(rng, len(choices) + 1)
        return OccupyTower(spaces[choices[k]].at) if k < len(choices) else KEEP_SEA_STARS
    if task.kind == EXTRA_SHIP:
        mask = choices
        for _ in range(_pick(rng, mask.bit_count())):
            mask &= mask - 1
        return PlaceExtraShip(spaces[(mask & -mask).bit_length() - 1].at)
    if task.kind == BUILD:
        k = _pick(rng, len(choices) + (1 if task.built else 0))
        if k == len(choices):
            return FINISH_BUILDING
        t, colour = choices[k]
        return Build(spaces[t].at, colour)
    raise IllegalAction("Nothing can be done in this step.")


@lru_cache(maxsize=4096)
def hand_plays(hand: tuple[str, ...]) -> tuple[tuple[str, str, int], ...]:
    """(card, ship colour, colour index) for each distinct card of a hand and each colour it
    allows, in hand order: what ``legal_moves`` goes through to list the card plays."""
    return tuple(
        (card, colour, shipmasks.COLOUR_INDEX[colour])
        for card in distinct(hand)
        for colour in card_colours(card)
    )


def random_action(state: TitaniaState, seat: Seat, rng: random.Random) -> Action:
    """One of ``moves.legal_moves(state, seat)``, uniformly (``seat`` must be to act)."""
    phase = state.phase
    if phase != TURN:
        if phase == DISCARD:
            cards = distinct(state.players[seat].hand)
            return Discard(cards[_pick(rng, len(cards))])
        raise IllegalAction("The game is over.")
    if state.pending:
        return _step_action(state, seat, state.pending[0], rng)
    played = state.played
    # Drawing (before any card is played) or ending the turn (after), then the card plays
    # (``moves.may_play_card``): a ship of each colour of each card on each space it may take.
    if state.era_over or len(played) >= CARDS_PER_TURN:
        return END_TURN if played else DRAW_CARDS
    plays = hand_plays(state.players[seat].hand)
    masks = placeable_masks(state, seat)
    counts = [mask.bit_count() for mask in masks]
    total = 0
    for _, _, c in plays:
        total += counts[c]
    k = int(rng.random() * (total + 1))
    if k == total:
        return END_TURN if played else DRAW_CARDS
    for card, colour, c in plays:
        n = counts[c]
        if k < n:
            mask = masks[c]
            for _ in range(k):
                mask &= mask - 1
            return play_card(card, colour, state.layout.spaces[(mask & -mask).bit_length() - 1].at)
        k -= n
    raise AssertionError("unreachable: k < total")
