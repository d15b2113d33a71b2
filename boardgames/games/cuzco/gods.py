"""God cards: when each of the 15 abilities may be played, and what playing one does.

A card costs one offering (none: it cannot be played) and goes to the face-up discard pile; an
Inti medal instead uses a face-up card of the display (the card is discarded, the medal leaves the
game, the pile shows its next card). A card played from the hand of a god with nothing face up
(all its other cards in hands) is turned face up again at once. Each card can be played only in
its phase and, within it, at the moment its ability speaks of; most phase I cards are played
before the die is placed and last for the rest of that turn (``state.effects``).
"""

from __future__ import annotations

from boardgames.core.rules import Event, Seat, evolve
from boardgames.games.cuzco.actions import PlayGod
from boardgames.games.cuzco.events import CardPlayed, Gained
from boardgames.games.cuzco.gains import Result, reveal
from boardgames.games.cuzco.layout import FARM_KIND, STUDY_KIND
from boardgames.games.cuzco.missions import shortfall
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
    Task,
    free_spaces,
    remove_one,
    with_player,
)

# Phase I abilities played before the die is placed (they last for the turn).
BEFORE_PLACING = (5, 6, 7, 9, 10, 12, 13, 14)


def layout_ability(state: CuzcoState, code: str) -> int:
    return state.layout.tile(code).ability


def near_missions(state: CuzcoState, seat: Seat) -> int:
    """Missions one unit short: the ones Mama Quilia 04 can complete."""
    layout = state.layout
    return sum(
        1 for m in state.players[seat].missions if shortfall(state, seat, layout.mission(m)) == 1
    )


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
        from boardgames.games.cuzco.phase2 import uses

        open_uses = uses(state, seat)
        out = {c for c in (1, 11, 15) if c not in fx}
        if not open_uses:
            out.discard(1)
        for card, kind, letter in ((11, STUDY_KIND, "S"), (15, FARM_KIND, "F")):
            used = {a for k, a in state.phase2.used if k == kind}
            mine = {layout_ability(state, c) for c, _ in p.people if c[0] == letter}
            if not mine - used:
                out.discard(card)
    elif phase == MARKET and 3 not in fx:
        from boardgames.games.cuzco.phase3 import buys

        out = {3} if buys(state, seat) else set()
    elif (phase == MISSIONS and 4 not in fx and near_missions(state, seat)) or (
        phase == FINAL and fx.count(4) < near_missions(state, seat)
    ):
        out = {4}
    return out


def plays(state: CuzcoState, seat: Seat) -> list[PlayGod]:
    """Every card play open to the seat: from the hand for an offering, or a face-up card for an
    Inti medal."""
    open_now = windows(state, seat)
    if not open_now:
        return []
    p = state.players[seat]
    out: list[PlayGod] = []
    if p.offerings > 0:
        out.extend(PlayGod(c) for c in sorted(set(p.hand)) if c in open_now)
    if p.medals > 0:
        out.extend(PlayGod(c, medal=True) for c in sorted(set(state.display)) if c in open_now)
    return out


def play(state: CuzcoState, seat: Seat, action: PlayGod) -> Result:
    """Pay for the card, discard it, and start its ability."""
    from boardgames.games.cuzco.tasks import big_blessing

    layout = state.layout
    p = state.players[seat]
    god = layout.god(action.card).god
    events: list[Event] = [CardPlayed(seat, action.card, god, action.medal)]
    if action.medal:
        g = layout.god_names.index(god)
        state = with_player(state, seat, evolve(p, medals=p.medals - 1))
        state = evolve(
            state,
            display=(*state.display[:g], 0, *state.display[g + 1 :]),
            god_discard=(*state.god_discard, action.card),
        )
        state, more = reveal(state, g)
        events += [Gained(seat, "medal", -1), *more]
    else:
        p = evolve(p, hand=remove_one(p.hand, action.card), offerings=p.offerings - 1)
        state = with_player(state, seat, p)
        state = evolve(
            state,
            god_discard=(*state.god_discard, action.card),
            offering_supply=state.offering_supply + 1,
        )
        events.append(Gained(seat, "offering", -1))
        # The rulebook rebuilds an exhausted pile from its god's discards "any time": when every
        # card of this god was in hands (empty pile, nothing face up), the card just discarded
        # must come back face up, or that god would stay missing from the display for good.
        g = layout.god_names.index(god)
        if not state.display[g]:
            state, more = reveal(state, g)
            events += more
    card = action.card
    if card == 8:
        state, more = big_blessing(state, seat)
        return state, events + more
    state = evolve(state, effects=(*state.effects, card))
    if card == 1:
        ph = state.phase2
        state = evolve(state, phase2=evolve(ph, boost=(STUDY_KIND, FARM_KIND)))
    elif card == 2:
        state = evolve(state, pending=(Task(SLIDE_UP, count=2), *state.pending))
    elif card == 5:
        state = evolve(state, extra_turn=True)
    elif card == 6:
        state = evolve(state, pending=(Task(REALLOCATE), *state.pending))
    elif card == 11:
        state = evolve(state, phase2=evolve(state.phase2, study_uses=state.phase2.study_uses + 1))
    elif card == 15:
        state = evolve(state, phase2=evolve(state.phase2, farm_uses=state.phase2.farm_uses + 1))
    return state, events
