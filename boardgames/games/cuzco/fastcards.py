"""The god cards a seat may play now, for the fast path: ``gods.plays`` asked only when it can
answer something, and its phase II and missions windows from lists worked out once per state.

Most of the time a player holds no card that the phase could allow at all (or has no offering
to pay with), and then nothing is asked. Otherwise the windows come from ``gods.windows``, but
in phase II from the kept list of abilities (``uses``), at the market from the kept buys and at
the missions from the kept shortfalls (``fastmissions``), which the step asks for anyway.
"""

from __future__ import annotations

from functools import cache

from boardgames.core.rules import Action, Seat
from boardgames.games.cuzco import fastmissions, phase2
from boardgames.games.cuzco.actions import PlayGod
from boardgames.games.cuzco.fastmemo import kept
from boardgames.games.cuzco.fasttasks import buys
from boardgames.games.cuzco.gods import windows
from boardgames.games.cuzco.layout import FARM_KIND, STUDY_KIND
from boardgames.games.cuzco.state import FINAL, MARKET, MISSIONS, PHASE_I, PHASE_II, CuzcoState

play_god = cache(PlayGod)

# The god cards each phase may ever allow (``gods.windows`` gives a subset of these).
PHASE_CARDS: dict[str, frozenset[int]] = {
    PHASE_I: frozenset({2, 5, 6, 7, 8, 9, 10, 12, 13, 14}),
    PHASE_II: frozenset({1, 8, 11, 15}),
    MARKET: frozenset({3}),
    MISSIONS: frozenset({4}),
    FINAL: frozenset({4}),
}


def uses(state: CuzcoState, seat: Seat) -> tuple[Action, ...]:
    """``phase2.uses``, once per state."""
    return kept(state, "uses", seat, phase2.uses)


def _phase2_windows(state: CuzcoState, seat: Seat) -> set[int]:
    """``gods.windows`` in phase II with no step pending."""
    fx = state.effects
    out = {c for c in (1, 11, 15) if c not in fx}
    if not uses(state, seat):
        out.discard(1)
    p = state.players[seat]
    layout = state.layout
    for card, kind, letter in ((11, STUDY_KIND, "S"), (15, FARM_KIND, "F")):
        used = {a for k, a in state.phase2.used if k == kind}
        mine = {layout.tile(c).ability for c, _ in p.people if c[0] == letter}
        if not mine - used:
            out.discard(card)
    return out


def _card_plays(state: CuzcoState, seat: Seat) -> list[PlayGod]:
    """``gods.plays``, with shared action objects."""
    p = state.players[seat]
    if state.phase in (MISSIONS, FINAL):
        open_now = fastmissions.card_windows(state, seat)
    elif state.phase == PHASE_II and not state.pending:
        open_now = _phase2_windows(state, seat)
    elif state.phase == MARKET:
        open_now = {3} if 3 not in state.effects and buys(state, seat) else set()
    else:
        open_now = windows(state, seat)
    out = [play_god(c) for c in sorted(set(p.hand)) if c in open_now] if p.offerings > 0 else []
    if p.medals > 0:
        out.extend(play_god(c, True) for c in sorted(set(state.display)) if c in open_now)
    return out


def card_plays(state: CuzcoState, seat: Seat) -> tuple[Action, ...]:
    """``gods.plays`` (the seat is to act), skipped when it holds (or, with a medal, sees) no
    card that this phase could allow at all."""
    allowed = PHASE_CARDS.get(state.phase)
    if allowed is None:
        return ()
    p = state.players[seat]
    if (p.offerings > 0 and not allowed.isdisjoint(p.hand)) or (
        p.medals > 0 and not allowed.isdisjoint(state.display)
    ):
        return kept(state, "cards", seat, _card_plays)
    return ()
