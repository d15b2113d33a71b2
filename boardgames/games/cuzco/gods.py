"""God cards: when each of the 15 abilities may be played, and what playing one does.

A card costs one offering (none: it cannot be played) and goes to the face-up discard pile; an
Inti medal instead uses a face-up card of the display (the card is discarded, the medal leaves the
game, the pile shows its next card). A card played from the hand of a god with nothing face up
(all its other cards in hands) is turned face up again at once. Each card can be played only in
its phase and, within it, at the moment its ability speaks of; most phase I cards are played
before the die is placed and last for the rest of that turn (``state.effects``).
"""

from __future__ import annotations

from dataclasses import fields
from functools import cache

from boardgames.core.rules import Seat, derives_from, evolve, kept_on
from boardgames.games.cuzco.actions import PlayGod
from boardgames.games.cuzco.events import CardPlayed, Gained
from boardgames.games.cuzco.gains import Events, reveal
from boardgames.games.cuzco.layout import FARM_KIND, STUDY_KIND, CuzcoLayout
from boardgames.games.cuzco.missions import shortfalls
from boardgames.games.cuzco.phase2 import uses
from boardgames.games.cuzco.phase3 import buys
from boardgames.games.cuzco.state import (
    BLESSING,
    EXCHANGE,
    FINAL,
    MARKET,
    MISSIONS,
    MOVE,
    PHASE_I,
    PHASE_II,
    REALLOCATE,
    SLIDE_UP,
    TILE,
    CuzcoState,
    free_spaces,
    new_task,
    put,
    remove_one,
)
from boardgames.games.cuzco.tasks import big_blessing

# Phase I abilities played before the die is placed (they last for the turn).
BEFORE_PLACING = (5, 6, 7, 9, 10, 12, 13, 14)
# The phase printed on a card (``GodCard.phases``) for each part of the game where cards are played.
PRINTED_PHASE = {PHASE_I: "I", PHASE_II: "II", MARKET: "III", MISSIONS: "III", FINAL: "end"}
play_god = cache(PlayGod)  # actions are values: one object each serves every state


@cache
def phase_cards(layout: CuzcoLayout, phase: str) -> frozenset[int]:
    """The cards printed for this part of the game: ``windows`` opens no other, so a seat holding
    (or, with a medal, seeing) none of them has no card to play and nothing more is asked."""
    printed = PRINTED_PHASE.get(phase)
    return frozenset(g.ability for g in layout.gods if printed in g.phases)


def layout_ability(state: CuzcoState, code: str) -> int:
    return state.layout.tile(code).ability


def near_missions(state: CuzcoState, seat: Seat) -> int:
    """Missions one unit short: the ones Mama Quilia 04 can complete."""
    return sum(1 for _, short in shortfalls(state, seat) if short == 1)


def windows(state: CuzcoState, seat: Seat) -> set[int]:
    """The god abilities the seat may play right now."""
    if seat != state.turn:
        return set()
    p = state.players[seat]
    task = state.task
    fx = state.effects
    out: set[int] = set()
    phase = state.phase
    if task is not None and task.kind == BLESSING and phase in (PHASE_I, PHASE_II):
        return {8}
    if phase == PHASE_I:
        if task is None and not state.placed:
            out = {c for c in BEFORE_PLACING if c not in fx}
            if state.extra_turn:
                out.discard(5)
            if not any(state.spaces):
                out.discard(6)  # no die on the board to move
            if not (state.study_discard or state.farm_discard) or free_spaces(state, p) < 2:
                out.discard(9)  # nothing to search, or no room for a second tile
        elif task is not None and task.kind == MOVE:
            out = {c for c in (10, 14) if c not in fx}
        elif task is not None and task.kind == TILE:
            searchable = (state.study_discard or state.farm_discard) and free_spaces(state, p) >= 2
            out = {9} if 9 not in fx and searchable else set()
        elif task is not None and task.kind == EXCHANGE and not task.used:
            out = {2} if any(slid for _, slid in p.people) and 2 not in fx else set()
    elif phase == PHASE_II and task is None:
        # Only cards that change something: a use left to strengthen (01), or an ability of
        # that kind not used yet this phase for the extra use (11 study, 15 farm).
        out = {c for c in (1, 11, 15) if c not in fx}
        if not uses(state, seat):
            out.discard(1)
        for card, kind, letter in ((11, STUDY_KIND, "S"), (15, FARM_KIND, "F")):
            used = {a for k, a in state.phase2.used if k == kind}
            mine = {layout_ability(state, c) for c, _ in p.people if c[0] == letter}
            if not mine - used:
                out.discard(card)
    elif phase == MARKET and 3 not in fx:
        out = {3} if buys(state, seat) else set()
    elif (phase == MISSIONS and 4 not in fx and near_missions(state, seat)) or (
        phase == FINAL and fx.count(4) < near_missions(state, seat)
    ):
        out = {4}
    return out


def _payable(state: CuzcoState, seat: Seat) -> tuple[bool, bool]:
    """Whether the seat could pay for a card printed for this phase: one in its hand and an
    offering, a face-up one and an Inti medal. Without either no window need be asked."""
    p = state.players[seat]
    allowed = phase_cards(state.layout, state.phase)
    from_hand = p.offerings > 0 and not allowed.isdisjoint(p.hand)
    with_medal = p.medals > 0 and not allowed.isdisjoint(state.display)
    return from_hand, with_medal


def _plays(state: CuzcoState) -> tuple[PlayGod, ...]:
    seat = state.turn
    open_now = windows(state, seat)
    if not open_now:
        return ()
    from_hand, with_medal = _payable(state, seat)
    out: list[PlayGod] = []
    if from_hand:
        hand = state.players[seat].hand
        out.extend(play_god(c) for c in sorted(set(hand)) if c in open_now)
    if with_medal:
        out.extend(play_god(c, True) for c in sorted(set(state.display)) if c in open_now)
    return tuple(out)


# Which cards are open reads nearly the whole state: kept for one state.
_PLAYS = derives_from("cuzco card plays", *(f.name for f in fields(CuzcoState)))


def plays(state: CuzcoState, seat: Seat) -> tuple[PlayGod, ...]:
    """Every card play open to the seat: from the hand for an offering, or a face-up card for an
    Inti medal. Kept on the state: settling asks whether a player has anything to do but pass,
    and the legal moves or the search's random pick ask again."""
    if seat != state.turn or state.phase not in PRINTED_PHASE or not any(_payable(state, seat)):
        return ()
    return kept_on(state, _PLAYS, _plays)


def play(state: CuzcoState, seat: Seat, action: PlayGod, events: Events) -> CuzcoState:
    """Pay for the card, discard it, and start its ability."""
    layout = state.layout
    p = state.players[seat]
    card = action.card
    god = layout.god(card).god
    g = layout.god_names.index(god)
    if events is not None:
        events.append(CardPlayed(seat, card, god, action.medal))
    if action.medal:
        p = evolve(p, medals=p.medals - 1)
        state = evolve(
            state,
            players=put(state.players, seat, p),
            display=put(state.display, g, 0),
            god_discard=(*state.god_discard, card),
        )
        if events is not None:
            events.append(Gained(seat, "medal", -1))
        state = reveal(state, g, events)
    else:
        p = evolve(p, hand=remove_one(p.hand, card), offerings=p.offerings - 1)
        state = evolve(
            state,
            players=put(state.players, seat, p),
            god_discard=(*state.god_discard, card),
            offering_supply=state.offering_supply + 1,
        )
        if events is not None:
            events.append(Gained(seat, "offering", -1))
        # The rulebook rebuilds an exhausted pile from its god's discards "any time": when every
        # card of this god was in hands (empty pile, nothing face up), the card just discarded
        # must come back face up, or that god would stay missing from the display for good.
        if not state.display[g]:
            state = reveal(state, g, events)
    if card == 8:
        return big_blessing(state, seat, events)
    effects = (*state.effects, card)
    if card == 1:
        return evolve(state, effects=effects, phase2=evolve(state.phase2, boost=BOOST_BOTH))
    if card == 2:
        return evolve(state, effects=effects, pending=(SLIDE_UP_TWO, *state.pending))
    if card == 5:
        return evolve(state, effects=effects, extra_turn=True)
    if card == 6:
        return evolve(state, effects=effects, pending=(REALLOCATE_TASK, *state.pending))
    ph = state.phase2
    if card == 11:
        return evolve(state, effects=effects, phase2=evolve(ph, study_uses=ph.study_uses + 1))
    if card == 15:
        return evolve(state, effects=effects, phase2=evolve(ph, farm_uses=ph.farm_uses + 1))
    return evolve(state, effects=effects)


BOOST_BOTH = (STUDY_KIND, FARM_KIND)  # Iliapa 01: each kind's next use counts one tile more
SLIDE_UP_TWO = new_task(SLIDE_UP, count=2)  # Iliapa 02
REALLOCATE_TASK = new_task(REALLOCATE)  # Mama Quilia 06
