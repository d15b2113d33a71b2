"""Full Cuzco states a seat cannot tell from the one it is in, and a yardstick for bots.

What a seat does not see is drawn from the components less everything it has seen:

* god cards: every card a player took from the face-up display was seen by all, and so was every
  card played; what is left unknown of another hand (the two dealt at setup, less those played
  since) and the face-down piles (each holds only its own god's cards) are dealt from the cards
  the seat has not seen, pile by pile first;
* people tiles: the two face-down stacks are the tiles of their kind not face up anywhere;
* missions: the face-down piles are the general missions never seen (not on a mask, in the
  palace, completed, given back, or cleared from the palace at a round's end);
* the random generator (the next roll) is drawn fresh.

The bots' heuristic is here too, for the rules object to offer; it lives in ``worth``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from boardgames.core.rng import Rng
from boardgames.core.rules import Event, Seat, evolve
from boardgames.games.cuzco import worth
from boardgames.games.cuzco.events import (
    CardPlayed,
    CardTaken,
    MissionCompleted,
    MissionReturned,
    RoundEnded,
)
from boardgames.games.cuzco.state import CuzcoState


def known_hands(view: CuzcoState, seen: Sequence[Event]) -> list[Counter[int]]:
    """Per seat, the cards known to be in its hand (taken face up and not played since)."""
    known = [Counter[int]() for _ in view.players]
    for e in seen:
        if isinstance(e, CardTaken):
            known[e.seat][e.card] += 1
        elif isinstance(e, CardPlayed) and not e.medal and known[e.seat][e.card] > 0:
            known[e.seat][e.card] -= 1
    return known


def sample_state(
    view: CuzcoState, seat: Seat, rng: random.Random, seen: Sequence[Event] = ()
) -> CuzcoState:
    """A full state consistent with ``view`` (``seat``'s view): ``view(sample, seat) == view``."""
    layout = view.layout
    known = known_hands(view, seen)
    # God cards: the whole deck less what the seat can see or knows.
    unseen: Counter[int] = Counter()
    for g in layout.gods:
        unseen[g.ability] += g.copies
    unseen.subtract(view.players[seat].hand)
    unseen.subtract(c for c in view.display if c)
    unseen.subtract(view.god_discard)
    hands: list[list[int]] = []
    for s, p in enumerate(view.players):
        if s == seat:
            hands.append(list(p.hand))
            continue
        mine = [c for c, n in known[s].items() for _ in range(n) if unseen[c] > 0]
        mine = mine[: len(p.hand)]
        unseen.subtract(mine)
        hands.append(mine)
    pool = [c for c, n in unseen.items() for _ in range(max(0, n))]
    rng.shuffle(pool)
    god_of = {g.ability: g.god for g in layout.gods}
    piles: list[tuple[int, ...]] = []
    for g_index, name in enumerate(layout.god_names):
        size = len(view.god_piles[g_index])
        own = [c for c in pool if god_of[c] == name][:size]
        for c in own:
            pool.remove(c)
        while len(own) < size:  # what the seat remembers does not add up: any card of the god
            own.append(next(x.ability for x in layout.gods if x.god == name))
        piles.append(tuple(own))
    players = list(view.players)
    for s, p in enumerate(view.players):
        if s == seat:
            continue
        hand = hands[s]
        while len(hand) < len(p.hand):
            hand.append(pool.pop() if pool else layout.gods[0].ability)
        players[s] = evolve(p, hand=tuple(hand))
    # People tiles: their kind's tiles not face up anywhere.
    face_up = {c for c in (*view.study_row, *view.farm_row) if c}
    face_up |= set(view.study_discard) | set(view.farm_discard)
    face_up |= {code for p in view.players for code, _ in p.people}
    stacks = []
    for kind, pile in (("study", view.study_pile), ("farm", view.farm_pile)):
        rest = [t.code for t in layout.people if t.kind == kind and t.code not in face_up]
        rng.shuffle(rest)
        stacks.append(tuple(rest[: len(pile)]))
    # Missions: the general ones never seen.
    gone = set(view.palace) | {m for p in view.players for m in (*p.missions, *p.completed)}
    for e in seen:
        if isinstance(e, MissionReturned | MissionCompleted):
            gone.add(e.mission)
        elif isinstance(e, RoundEnded):
            gone |= set(e.removed_missions)
    missions = [m.id for m in layout.missions if not m.start and m.id not in gone]
    rng.shuffle(missions)
    return evolve(
        view,
        players=tuple(players),
        god_piles=tuple(piles),
        study_pile=stacks[0],
        farm_pile=stacks[1],
        mission_pile=tuple(missions[: len(view.mission_pile)]),
        rng=Rng.from_seed(rng.getrandbits(62)),
    )


def heuristic(state: CuzcoState, seat: Seat) -> float:
    """How well ``seat`` stands, in about points (``worth``: its score plus what its holdings turn
    into)."""
    return worth.value(state, seat)
