"""The end of the game: the last missions, then the final scoring, and the outcome.

After round 6 every player completes each of their remaining missions they meet (Mama Quilia 04
cards, one per mission, complete those one unit short for 4 points). Then: 2 points per unused
Inti medal, each village's printed points for the owner of its top quipu, and the achievements of
the mask (all 12 feathers, all 6 circlets, 9 missions, all 10 quipus delivered, 12 people tiles,
6 goods); nothing is given for getting close. Ties go to the player further ahead in player order.
"""

from __future__ import annotations

from boardgames.core.rules import Event, Outcome, Seat, evolve
from boardgames.games.cuzco.events import MissionCompleted, MissionReturned
from boardgames.games.cuzco.gains import Result, score
from boardgames.games.cuzco.missions import shortfall
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


def last_missions(state: CuzcoState, seat: Seat, credits: int) -> Result:
    """Complete every remaining mission the seat meets; ``credits`` Quilia 04 cards help."""
    layout = state.layout
    events: list[Event] = []
    p = state.players[seat]
    done: list[str] = []
    for m in p.missions:
        short = shortfall(state, seat, layout.mission(m))
        if short == 0 or (short == 1 and credits > 0):
            if short == 1:
                credits -= 1
            done.append(m)
            points = layout.mission_vp if short == 0 else layout.mission_vp_reduced
            words = mission_name(layout, m)
            state, more = score(state, seat, points, MISSIONS_VP, words)
            events += [MissionCompleted(seat, m, short == 1, words), *more]
        else:
            events.append(MissionReturned(seat, m, mission_name(layout, m)))
    p = state.players[seat]
    state = with_player(state, seat, evolve(p, missions=(), completed=(*p.completed, *done)))
    return state, events


def final_scoring(state: CuzcoState) -> Result:
    layout = state.layout
    events: list[Event] = []
    for seat, p in enumerate(state.players):
        state, more = score(state, seat, layout.medal_vp * p.medals, MEDALS, "unused Inti medals")
        events += more
    for village, stack in zip(layout.villages, state.quipus, strict=True):
        if stack:
            state, more = score(
                state,
                stack[-1],
                village.vp,
                VILLAGES,
                f"top quipu in {village_name(layout, village.id)}",
                village.id,
            )
            events += more
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
                state, more = score(state, seat, points, BONUSES, reason)
                events += more
    return evolve(state, phase=OVER, pending=()), events


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
