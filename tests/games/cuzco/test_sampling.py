"""Cuzco's sampler for bots: samples look like the seat's view, play on, vary in what the seat
cannot see, and keep what it has seen (cards taken face up stay in their takers' hands)."""

from __future__ import annotations

import random
from collections import Counter

from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games.cuzco.events import CardTaken
from boardgames.games.cuzco.rules import CuzcoRules
from boardgames.games.cuzco.sampling import heuristic, known_hands
from tests.ai.sampling import check_sampler


def play_match(players: int, seed: int, steps: int) -> Match:
    rules = CuzcoRules()
    match = Match(rules, Params(players=players), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if not match.to_act():
            break
        seat = match.to_act()[0]
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    return match


def seen_by(match: Match, seat: int) -> list:
    return [e for step in match.played() for e in step.events if e.visible(seat)]


def test_samples_match_the_view_play_on_and_vary():
    rules = CuzcoRules()
    for players, steps in ((2, 40), (4, 150)):
        match = play_match(players, 3, steps)
        seat = match.to_act()[0]
        samples = check_sampler(
            rules, match.state, seat, random.Random(5), n=8, seen=seen_by(match, seat)
        )
        others = [s for s in range(players) if s != seat]
        hands = {tuple(sorted(smp.players[o].hand)) for smp in samples for o in others}
        piles = {smp.god_piles for smp in samples}
        missions = {smp.mission_pile for smp in samples}
        assert len(piles) > 1 and len(missions) > 1
        known = known_hands(match.state, seen_by(match, seat))
        if any(len(match.state.players[o].hand) > sum(known[o].values()) for o in others):
            assert len(hands) > 1, "the others' unseen cards should vary"


def test_cards_taken_face_up_stay_known():
    rules = CuzcoRules()
    match = next(
        m
        for seed in range(1, 40)
        for m in [play_match(3, seed, 60)]
        if any(isinstance(e, CardTaken) for st in m.played() for e in st.events)
    )
    seat = match.to_act()[0]
    seen = seen_by(match, seat)
    taken = Counter()
    for e in seen:
        if isinstance(e, CardTaken) and e.seat != seat:
            taken[(e.seat, e.card)] += 1
    for smp in check_sampler(rules, match.state, seat, random.Random(2), n=6, seen=seen):
        for (owner, card), n in taken.items():
            still = match.state.players[owner].hand.count(card)
            assert smp.players[owner].hand.count(card) >= min(n, still)


def test_heuristic_prefers_more_points():
    match = play_match(2, 4, 50)
    state = match.state
    seat = 0
    from boardgames.games.cuzco.state import add_vp, with_player

    richer = with_player(state, seat, add_vp(state.players[seat], "start", 10))
    assert heuristic(richer, seat) > heuristic(state, seat)
