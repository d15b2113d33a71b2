"""The end of the game: the last missions, then the final scoring, and the outcome.

After round 6 every player completes each of their remaining missions they meet (Mama Quilia 04
cards, one per mission, complete those one unit short for 4 points). Then: 2 points per unused
Inti medal, each village's printed points for the owner of its top quipu, and the achievements of
the mask (all 12 feathers, all 6 circlets, 9 missions, all 10 quipus delivered, 12 people tiles,
6 goods); nothing is given for getting close. Ties go to the player further ahead in player order.
"""

from __future__ import annotations

from boardgames.core.rules import Outcome, Seat, evolve
from boardgames.games.cuzco.events import MissionCompleted, MissionReturned
from boardgames.games.cuzco.gains import Events, score
from boardgames.games.cuzco.missions import shortfalls
from boardgames.games.cuzco.names import mission_name, village_name
from boardgames.games.cuzco.state import (
    BONUSES,
    CATEGORIES,
    MEDALS,
    MISSIONS_VP,
    OVER,
    VILLAGES,
    CuzcoState,
    with_player,
)


def last_missions(state: CuzcoState, seat: Seat, credits: int, events: Events) -> CuzcoState:
    """Complete every remaining mission the seat meets; ``credits`` Quilia 04 cards help."""
    layout = state.layout
    p = state.players[seat]
    done: list[str] = []
    for m, short in shortfalls(state, seat):  # points never change a shortfall
        if short == 0 or (short == 1 and credits > 0):
            if short == 1:
                credits -= 1
            done.append(m)
            points = layout.mission_vp if short == 0 else layout.mission_vp_reduced
            words = ""
            if events is not None:
                words = mission_name(layout, m)
                events.append(MissionCompleted(seat, m, short == 1, words))
            state = score(state, seat, points, MISSIONS_VP, events, words)
        elif events is not None:
            events.append(MissionReturned(seat, m, mission_name(layout, m)))
    p = state.players[seat]
    return with_player(state, seat, evolve(p, missions=(), completed=(*p.completed, *done)))


def final_scoring(state: CuzcoState, events: Events) -> CuzcoState:
    layout = state.layout
    for seat, p in enumerate(state.players):
        state = score(state, seat, layout.medal_vp * p.medals, MEDALS, events, "unused Inti medals")
    for village, stack in zip(layout.villages, state.quipus, strict=True):
        if stack:
            reason = ""
            if events is not None:
                reason = f"top quipu in {village_name(layout, village.id)}"
            state = score(state, stack[-1], village.vp, VILLAGES, events, reason, village.id)
    bonus = layout.bonuses
    for seat, p in enumerate(state.players):
        won = [
            ("all 12 feathers", bonus["feathers"], all(p.feathers)),
            ("all 6 circlets adorned", bonus["circlets"], all(p.circlets)),
            ("9 missions completed", bonus["missions"], len(p.completed) >= 9),
            ("all 10 quipus delivered", bonus["quipus"], p.quipus + p.reserve == 0),
            ("12 people tiles", bonus["people"], len(p.people) >= 12),
            ("6 goods", bonus["goods"], len(p.goods) >= 6),
        ]
        for reason, points, got in won:
            if got:
                state = score(state, seat, points, BONUSES, events, reason)
    return evolve(state, phase=OVER, pending=())


def outcome(state: CuzcoState) -> Outcome | None:
    if state.phase != OVER:
        return None
    scores = tuple(p.score for p in state.players)
    best = max(scores)
    tied = [s for s in state.order if scores[s] == best]
    breakdown = {c: tuple(p.vp[i] for p in state.players) for i, c in enumerate(CATEGORIES)}
    notes: tuple[str, ...] = ()
    if len(tied) > 1:
        notes = ("Tie on points: the tied player earlier in player order wins.",)
    return Outcome(scores=scores, breakdown=breakdown, winners=(tied[0],), notes=notes)
