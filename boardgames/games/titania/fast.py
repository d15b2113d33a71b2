"""A random legal action without listing them all: what playouts in a search run on.

``random_action`` draws uniformly from exactly the actions ``moves.legal_moves`` lists. The costly
part of that list is where ships may go; here it comes from bitmasks of the board (bit i for
space i, from the layout) computed once per colour, instead of checking every space next to every
ship once per card. The tests compare both.
"""

from __future__ import annotations

import random

from boardgames.core.rules import Action, IllegalAction, Seat
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
from boardgames.games.titania.building import build_options, can_build
from boardgames.games.titania.components import SHELL_COLOURS, SHIP_COLOURS, card_colours
from boardgames.games.titania.moves import distinct, may_play_card
from boardgames.games.titania.placement import extra_ship_spaces
from boardgames.games.titania.seastars import occupiable
from boardgames.games.titania.state import (
    BUILD,
    CHOOSE_SHELLS,
    DISCARD,
    EXTRA_SHIP,
    OVER,
    PLACE_SEA_STARS,
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
    occupied, near, full = shipmasks.of(state)
    open_spaces = layout._sailable_mask & ~full
    building = layout._building_mask
    out = [0] * len(SHIP_COLOURS)
    for k in range(len(SHIP_COLOURS)):
        if state.supply[k] <= 0:
            continue
        mask = near[k] & open_spaces & ~occupied[k]
        if mask & building:
            for i in _bits(mask & building):
                if not can_build(state, seat, i):
                    mask &= ~(1 << i)
        out[k] = mask
    return out


def _pick(rng: random.Random, n: int) -> int:
    return int(rng.random() * n)


def random_action(state: TitaniaState, seat: Seat, rng: random.Random) -> Action:
    """One of ``moves.legal_moves(state, seat)``, uniformly (``seat`` must be to act)."""
    if state.phase == OVER:
        raise IllegalAction("The game is over.")
    spaces = state.layout.spaces
    if state.phase == DISCARD:
        cards = distinct(state.players[seat].hand)
        return Discard(cards[_pick(rng, len(cards))])
    task = state.task
    if task is not None:
        i = state.index(task.at)
        options: list[Action]
        if task.kind == CHOOSE_SHELLS:
            options = [
                ChooseShells(c) for k, c in enumerate(SHELL_COLOURS) if state.shell_supply[k] > 0
            ]
        elif task.kind == PLACE_SEA_STARS:
            options = [OccupyTower(spaces[t].at) for t in occupiable(state, seat)]
            options.append(KeepSeaStars())
        elif task.kind == EXTRA_SHIP:
            options = [
                PlaceExtraShip(spaces[j].at) for j in extra_ship_spaces(state, seat, task.colour, i)
            ]
        elif task.kind == BUILD:
            options = [Build(spaces[t].at, c) for t, c in build_options(state, seat, i)]
            if task.built:
                options.append(FinishBuilding())
        else:
            raise IllegalAction("Nothing can be done in this step.")
        return options[_pick(rng, len(options))]
    draw = 0 if state.played else 1
    end = 1 if state.played else 0
    plays: list[tuple[str, str, int]] = []  # (card, colour, spaces mask)
    total = 0
    if may_play_card(state):
        masks = placeable_masks(state, seat)
        for card in distinct(state.players[seat].hand):
            for colour in card_colours(card):
                mask = masks[shipmasks.COLOUR_INDEX[colour]]
                if mask:
                    plays.append((card, colour, mask))
                    total += mask.bit_count()
    k = _pick(rng, draw + total + end)
    if k < draw:
        return DrawCards()
    k -= draw
    for card, colour, mask in plays:
        n = mask.bit_count()
        if k < n:
            for _ in range(k):
                mask &= mask - 1
            return PlayCard(card, colour, spaces[(mask & -mask).bit_length() - 1].at)
        k -= n
    return EndTurn()
