"""Shuffles, draws and the change of era for the fast path: the checked results, cheaper.

A reshuffle of the discard pile (``cards.draw``) and the fog tiles shuffled between the eras
(``eras.begin_second_era``) go through ``Rng.shuffled``, which makes a new ``Rng`` value for every
number it draws; ``shuffled`` here runs the same SplitMix64 steps on a plain int and makes one at
the end, so it gives the very same order and generator. ``draw`` is ``cards.draw`` on the piles and
the hand alone, without events; ``begin_second_era`` is ``eras.begin_second_era`` with the next
turn folded in, in one copy of the state. The tests compare them with the checked code.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from boardgames.core.rng import Rng
from boardgames.core.rules import evolve
from boardgames.games.titania.components import CARDS, SHIP_COLOURS, card_order, sorted_hand
from boardgames.games.titania.eras import castle_ships
from boardgames.games.titania.layout import FOG, TitaniaLayout
from boardgames.games.titania.state import TURN, TitaniaState

T = TypeVar("T")

_MASK = (1 << 64) - 1
_SPAN = 1 << 64


def shuffled(rng: Rng, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
    """``rng.shuffled(items)``: the same Fisher-Yates swaps from the same SplitMix64 numbers."""
    out = list(items)
    s = rng.state
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        limit = _SPAN - (_SPAN % n)  # ``Rng.below``'s rejection sampling
        while True:
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                break
        j = x % n
        out[i], out[j] = out[j], out[i]
    return tuple(out), (rng if s == rng.state else Rng(s))


# ``components.card_order`` as a look-up, so sorting a hand calls no Python function per card.
CARD_ORDER = {card: card_order(card) for card in CARDS}


def sort_hand(cards: tuple[str, ...]) -> tuple[str, ...]:
    """``components.sorted_hand``."""
    try:
        return tuple(sorted(cards, key=CARD_ORDER.__getitem__))
    except KeyError:  # a card of no known kind (a hidden one) sorts last: the checked code
        return sorted_hand(cards)


Piles = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], Rng]  # hand, draw, discard, rng


def draw(
    hand: tuple[str, ...], pile: tuple[str, ...], discards: tuple[str, ...], rng: Rng, n: int
) -> Piles:
    """``cards.draw`` of ``n`` cards into ``hand``: the hand, the draw and discard piles and the
    generator after it. An empty draw pile takes the shuffled discard pile."""
    while n > 0:
        if not pile:
            # The pile ran out earlier with no discards to shuffle; some may have come since.
            if discards:
                pile, rng = shuffled(rng, discards)
                discards = ()
            if not pile:
                break
        taken = min(n, len(pile))
        n -= taken
        hand = sort_hand(hand + pile[:taken])
        pile = pile[taken:]
        if not pile and discards:
            pile, rng = shuffled(rng, discards)
            discards = ()
    return hand, pile, discards, rng


# Per layout (by identity: a layout's own hash walks the whole board): the castle's ships.
_CASTLE: dict[int, tuple[TitaniaLayout, tuple[tuple[str, ...], ...]]] = {}


def _castle_ships(layout: TitaniaLayout) -> tuple[tuple[str, ...], ...]:
    found = _CASTLE.get(id(layout))
    if found is None or found[0] is not layout:
        found = _CASTLE[id(layout)] = (layout, castle_ships(layout))
    return found[1]


def begin_second_era(state: TitaniaState, first: int) -> TitaniaState:
    """``eras.begin_second_era`` and then ``turns.next_turn``'s hand-over to ``first``: every
    ship but the castle's back, sea stars back, the revealed fog tiles shuffled face down onto
    the fog spaces left without one."""
    layout = state.layout
    fog_spaces = layout.indices_of(FOG)
    revealed = list(state.fog_aside)
    fog = list(state.fog)
    fog_up = state.fog_up
    for i in fog_spaces:
        tile = fog[i]
        if tile is not None and fog_up[i]:
            revealed.append(tile)
            fog[i] = None
    tiles, rng = shuffled(state.rng, revealed)
    empty = [i for i in fog_spaces if fog[i] is None]
    for i, tile in zip(empty, tiles, strict=True):
        fog[i] = tile
    era = state.era + 1
    return evolve(
        state,
        era=era,
        era_over=False,
        ships=_castle_ships(layout),
        supply=(layout.ships_per_era(era),) * len(SHIP_COLOURS),
        fog=tuple(fog),
        fog_up=(False,) * len(fog),
        fog_aside=(),
        starred=(False,) * len(state.starred),
        sea_star_supply=state.sea_star_supply + sum(state.starred),
        rng=rng,
        turn=first,
        phase=TURN,
        played=(),
        pending=(),
    )
