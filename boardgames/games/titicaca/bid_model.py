"""What the others are likely to have bid in secret, from what they hold and what the round offers.

A seat searching the bidding cannot see the bids already made; the determinizations draw them from
this model instead of evenly from 0 to the bidder's weapons. Everything here is public: the
bidders' weapons, houses and lands, the free fields of the round, the arrow, how many scorings are
left. Nobody's secret choice is read (a hidden bid is a hidden bid; the seat's own bid, which its
view shows, counts as known).

Each able bidder is taken to weigh every bid by what it would win and what it would cost:

* what it wins: the place in the turn order the bid would likely get against the others' bids,
  and so the field it would get (the place's field is the bidder's own ranking of the free
  fields, by the game's heuristic after a house there: earlier players are taken to have picked
  the fields it likes best). Beyond the number of free fields, a place wins nothing;
* what it costs: the bid, paid only when the turn comes, at a little for every scoring still to
  come (weapons held score after lakes 5 and 10 and at the end) and a little for the turns they
  buy later;
* with a spread: the bidder picks bid ``b`` with weight ``exp(U(b) / SPREAD)`` (a logit choice:
  a bid a point worse is still often made).

The others' bids each bidder plays against come from the same model: starting from bids drawn
evenly, every bidder's weights are worked out against the others' a few times over
(``ROUNDS_OF_THOUGHT``), so a crowded shore (more bidders than free fields) pushes everyone's bids
up together and a shore with a field for everyone keeps them low.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from boardgames.core.rules import derives_from, evolve, kept_on
from boardgames.games.titicaca.heuristic import value
from boardgames.games.titicaca.moves import free_at, place_house
from boardgames.games.titicaca.perform import apply_unchecked
from boardgames.games.titicaca.state import HIDDEN, PLACE, Seat, TiticacaState
from boardgames.games.titicaca.supply import placeable

# Points a weapon spent costs: ``WEAPON_FLOOR`` plus ``WEAPON_WORTH`` for every scoring still to
# come (a weapon held scores there); and how far apart two bids' worths are, in points, for the
# better one to be chosen e times as often. Fitted to 134 bids of hard bots at 300 iterations
# (3 and 4 players, three games): the mean log-likelihood of a real bid is -1.96 with these
# against -2.91 drawn evenly (-2.11 with the first guess 0.5, 0.25, 1.5); the fit is flat around
# them (0.25-0.35, 0.1, 0.6-1.0 all within 0.02).
WEAPON_FLOOR = 0.3
WEAPON_WORTH = 0.1
SPREAD = 1.0
# Rounds of each bidder answering the others' modelled bids.
ROUNDS_OF_THOUGHT = 3

Weights = tuple[float, ...]  # per bid 0..weapons, summing to 1


def bid_weights(view: TiticacaState) -> tuple[Weights | None, ...]:
    """Per seat, the chances of each bid 0..weapons it would make this round (None: its bid is
    known, or it does not bid). Worked out once per view and kept with it."""
    return kept_on(view, BID_MODEL, _bid_weights)


BID_MODEL = derives_from(
    "titicaca bid model",
    "bids",
    "weapons",
    "owner",
    "land",
    "temples",
    "houses_left",
    "arrow",
    "round",
    "board",
    "phase",
    "shared_houses",
    "points",
)


def _bid_weights(view: TiticacaState) -> tuple[Weights | None, ...]:
    n = view.players
    free = free_at(view, view.round)
    bidders = [s for s, b in enumerate(view.bids) if b is None or b == HIDDEN]
    worths = {s: field_worths(view, s, free) for s in bidders}
    cost = weapon_cost(view)
    # Everyone's bids as the others see them: known ones exactly, the rest evenly to start with.
    dists: list[Weights] = []
    for s in range(n):
        b = view.bids[s]
        if b is None or b == HIDDEN:
            w = view.weapons[s]
            dists.append((1.0 / (w + 1),) * (w + 1))
        else:
            dists.append(tuple(1.0 if v == b else 0.0 for v in range(b + 1)))
    for _ in range(ROUNDS_OF_THOUGHT):
        dists = [
            logit_bids(view, s, worths[s], cost, dists) if s in worths else dists[s]
            for s in range(n)
        ]
    return tuple(dists[s] if s in worths else None for s in range(n))


def weapon_cost(view: TiticacaState) -> float:
    """What a weapon spent now costs, in points: the scorings it would still have been held at."""
    lakes = view.config.scoring_lakes
    to_come = sum(1 for lake in lakes if lake >= view.round) + 1  # and the final scoring
    return WEAPON_FLOOR + WEAPON_WORTH * to_come


def field_worths(view: TiticacaState, s: Seat, free: int) -> list[float]:
    """What a house on each field ``s`` may take this round would add to its heuristic value,
    best first (empty when it can place none)."""
    fields = view.board.cells_in(placeable(view, s, free))
    if not fields:
        return []
    before = value(view, s)
    on_turn = evolve(view, phase=PLACE, order=(s,), turn=0, new_field=None)
    gains = [value(apply_unchecked(on_turn, s, place_house(f)), s) - before for f in fields]
    return sorted(gains, reverse=True)


def logit_bids(
    view: TiticacaState,
    s: Seat,
    worths: Sequence[float],
    cost: float,
    dists: Sequence[Weights],
) -> Weights:
    """``s``'s chances of each bid against the others' bid chances ``dists``."""
    weapons = view.weapons[s]
    if not worths or weapons <= 0:
        return (1.0,)  # it cannot take a turn: it bids nothing
    n = view.players
    others = [o for o in range(n) if o != s]  # a seat that bids nothing is a bid of 0
    utilities = [0.0]  # bid 0: no turn, nothing spent
    for b in range(1, weapons + 1):
        ahead = [_beats(dists[o], b, (o - view.arrow) % n < (s - view.arrow) % n) for o in others]
        places = _place_chances(ahead)
        u = 0.0
        for p, chance in enumerate(places):
            if p < len(worths):  # place p (0 first) gets the p-th best field, and pays the bid
                u += chance * (worths[p] - cost * b)
        utilities.append(u)
    top = max(utilities)
    raw = [math.exp((u - top) / SPREAD) for u in utilities]
    total = sum(raw)
    return tuple(r / total for r in raw)


def _beats(dist: Weights, b: int, wins_ties: bool) -> float:
    """The chance a bidder with bid chances ``dist`` goes before a bid of ``b`` (a bid of 0
    takes no turn, so never goes before)."""
    above = sum(dist[b + 1 :])
    if wins_ties and b < len(dist):
        above += dist[b]
    return above


def _place_chances(ahead: Sequence[float]) -> list[float]:
    """The chances of having 0, 1, 2, ... bidders ahead, each ahead with its own chance."""
    out = [1.0]
    for q in ahead:
        nxt = [0.0] * (len(out) + 1)
        for k, c in enumerate(out):
            nxt[k] += c * (1 - q)
            nxt[k + 1] += c * q
        out = nxt
    return out
