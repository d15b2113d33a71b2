"""Full states a seat cannot tell from the one it is in: for bots that search over what others hide.

What a seat does not see (``hidden``) is drawn from the layout's components less everything the
seat has seen, shuffled:

* ship cards: the deck less the seat's hand, the discard pile and the cards played this turn go
  to the other hands (as many as each holds) and the draw pile;
* point tiles: the layout's tiles less the seat's own (and, once the game is over, everyone's)
  go to the others' face-down tiles and the supply;
* fog tiles: in era 1, the tiles not face up or set aside lie face down on the fog spaces. In
  era 2 the seat remembers more, from the events it has seen: the tiles turned up in era 1 were
  shuffled onto the spaces they left, while every other space still holds a tile nobody has seen.
  Without those events (or if they do not add up) every face-down space gets any unseen tile.

The order of the draw pile and the next shuffle (the random generator) are drawn too. The cards
reshuffled from the discard pile are not followed (a seat that remembered them could tell a
little more about the draw pile): a sample may put any unseen card anywhere.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import TypeVar

from boardgames.core.rng import Rng
from boardgames.core.rules import Event, Seat, evolve
from boardgames.games.titania.components import HIDDEN_TILE, Gift, sorted_hand
from boardgames.games.titania.events import EraBegun, FogRevealed
from boardgames.games.titania.state import OVER, TitaniaState


def sample_state(
    view: TitaniaState, seat: Seat, rng: random.Random, seen: Sequence[Event] = ()
) -> TitaniaState:
    """A full state consistent with ``view`` (``seat``'s view): ``view(sample, seat) == view``."""
    layout = view.layout
    me = view.players[seat]
    over = view.phase == OVER

    cards = _unseen(layout.deck(), me.hand, view.discard_pile, view.played)
    rng.shuffle(cards)
    tiles = _unseen(
        layout.point_tiles,
        *(p.point_tiles for s, p in enumerate(view.players) if s == seat or over),
    )
    rng.shuffle(tiles)
    players = list(view.players)
    for s, p in enumerate(view.players):
        if s == seat:
            continue
        hand = sorted_hand(cards[: len(p.hand)])
        del cards[: len(p.hand)]
        point_tiles = p.point_tiles
        if not over:
            point_tiles = tuple(tiles[: len(p.point_tiles)])
            del tiles[: len(p.point_tiles)]
        players[s] = evolve(p, hand=hand, point_tiles=point_tiles)
    if len(cards) != len(view.draw_pile) or len(tiles) != len(view.point_supply):
        raise ValueError("the view does not add up with the layout's cards and point tiles")
    return evolve(
        view,
        players=tuple(players),
        draw_pile=tuple(cards),
        point_supply=tuple(tiles),
        fog=_fog(view, rng, seen),
        rng=Rng(rng.getrandbits(64)),
    )


T = TypeVar("T")


def _unseen(components: Sequence[T], *known: Sequence[T]) -> list[T]:
    """The components less every known one (each counted as often as it is known)."""
    left = Counter(components)
    for group in known:
        left.subtract(group)
    if any(n < 0 for n in left.values()):
        raise ValueError("more components are known than the layout has")
    return sorted(left.elements(), key=repr)


def _fog(view: TitaniaState, rng: random.Random, seen: Sequence[Event]) -> tuple[Gift | None, ...]:
    layout = view.layout
    down = [i for i, tile in enumerate(view.fog) if tile == HIDDEN_TILE]
    shown = [t for t, up in zip(view.fog, view.fog_up, strict=True) if t is not None and up]
    fog = list(view.fog)
    groups = _era_two_groups(view, seen, down) if view.era > 1 else None
    if groups is None:
        pool = _unseen(layout.fog_tiles, shown, view.fog_aside)
        groups = [(down, pool)]
    for spaces, pool in groups:
        rng.shuffle(pool)
        for i, tile in zip(spaces, pool, strict=True):
            fog[i] = tile
    return tuple(fog)


def _era_two_groups(
    view: TitaniaState, seen: Sequence[Event], down: list[int]
) -> list[tuple[list[int], list[Gift]]] | None:
    """In era 2: (spaces, tiles they hold) for the spaces whose era 1 tile was never turned up,
    and for those that got a tile turned up in era 1; None if the events seen do not tell."""
    layout = view.layout
    by_label = {t.label: t for t in layout.fog_tiles}
    era_one: dict[int, Gift] = {}
    era_two: dict[int, Gift] = {}
    began = False
    for event in seen:
        if isinstance(event, EraBegun):
            began = True
        elif isinstance(event, FogRevealed) and event.tile in by_label and layout.has(event.at):
            (era_two if began else era_one)[layout.index_of(event.at)] = by_label[event.tile]
    if not began:
        return None
    fresh = [i for i in down if i not in era_one]
    moved = [i for i in down if i in era_one]
    # The era 1 tiles were shuffled onto the spaces they had left; those turned up again in
    # era 2 are known now.
    moved_pool = _unseen(list(era_one.values()), [t for i, t in era_two.items() if i in era_one])
    fresh_pool = _unseen(
        layout.fog_tiles,
        list(era_one.values()),
        [t for i, t in era_two.items() if i not in era_one],
    )
    if len(moved_pool) != len(moved) or len(fresh_pool) != len(fresh):
        return None
    return [(fresh, fresh_pool), (moved, moved_pool)]
