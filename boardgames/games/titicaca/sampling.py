"""Full states a seat cannot tell from the one it is in: for bots that search over what others hide.

A seat's view hides the secret bids others have made this round and the values of others' face-down
temples (and of the temples still in their supplies). What the seat knows pins the rest down
enough to draw them at random:

* every seat owns the same set of temple values all game long (built ones return to the supply),
  so a seat's own temples, built and unbuilt, show the whole set; another seat's face-down and
  unbuilt temples hold that set less its face-up ones, in some order;
* a secret bid is any amount up to the bidder's weapons (weapons are public), drawn by what it
  would win and cost that bidder (``bid_model``); a seat that cannot take a turn this round has
  bid 0.

A revealed bid or a face-up temple is known as it is. Nothing else is hidden, so the view alone is
enough and the seen events are not needed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from boardgames.core.rules import Event, evolve
from boardgames.games.titicaca.bid_model import Weights, bid_weights
from boardgames.games.titicaca.state import BID, HIDDEN, Seat, Temple, TiticacaState


def temple_set(view: TiticacaState, seat: Seat) -> list[int]:
    """The temple values every seat owns, as ``seat`` (who sees all its own) knows them."""
    values = list(view.temple_supply[seat])
    values += [t.value for t in view.temples if t.seat == seat]
    return sorted(values)


def sample_state(
    view: TiticacaState, seat: Seat, rng: random.Random, seen: Sequence[Event] = ()
) -> TiticacaState:
    """A full state consistent with ``view`` (``seat``'s view): ``view(sample, seat) == view``."""
    full = temple_set(view, seat)
    temples = list(view.temples)
    supply = list(view.temple_supply)
    for other in range(view.players):
        if other == seat:
            continue
        pool = list(full)
        for t in temples:
            if t.seat == other and t.face_up:
                pool.remove(t.value)
        rng.shuffle(pool)
        for k, t in enumerate(temples):
            if t.seat == other and not t.face_up:
                temples[k] = Temple(t.field, t.seat, pool.pop(), False)
        supply[other] = tuple(sorted(pool))
    bids = view.bids
    if view.phase == BID and HIDDEN in bids:
        weights = bid_weights(view)
        bids = tuple(
            _secret_bid(weights[s], rng) if b == HIDDEN else b for s, b in enumerate(bids)
        )
    return evolve(view, temples=tuple(temples), temple_supply=tuple(supply), bids=bids)


def _secret_bid(weights: Weights | None, rng: random.Random) -> int:
    if weights is None:
        return 0
    return rng.choices(range(len(weights)), weights)[0]
