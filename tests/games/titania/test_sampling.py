"""Titania's sampler: a sample looks to the seat exactly like its view, varies in the rest, and
deals out exactly the components the seat has not seen."""

from __future__ import annotations

import random
from collections import Counter

from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games.titania.components import HIDDEN_TILE
from boardgames.games.titania.events import EraBegun, FogRevealed
from boardgames.games.titania.rules import TitaniaRules
from tests.ai.sampling import check_sampler, game_states


def test_samples_agree_with_the_view_and_vary_in_what_is_hidden():
    rules = TitaniaRules()
    varied = Counter()
    for players in (2, 3, 4):
        for state in game_states(rules, Params(players=players), seed=players, every=25):
            for seat in range(players):
                samples = check_sampler(rules, state, seat, random.Random(seat), n=5)
                others = {
                    tuple(p.hand for s, p in enumerate(x.players) if s != seat) for x in samples
                }
                varied["hands"] += len(others) > 1
                varied["pile"] += len({x.draw_pile for x in samples}) > 1
                varied["fog"] += len({x.fog for x in samples}) > 1
                varied["tiles"] += len({x.point_supply for x in samples}) > 1
    assert all(varied[k] for k in ("hands", "pile", "fog", "tiles")), varied


def test_samples_hold_the_layout_components():
    rules = TitaniaRules()
    for state in game_states(rules, Params(players=3), seed=5, every=20):
        layout = state.layout
        for seat in range(3):
            sample = rules.sample_state(rules.view(state, seat), seat, random.Random(2), ())
            cards = Counter(sample.draw_pile + sample.discard_pile + sample.played)
            for p in sample.players:
                cards.update(p.hand)
            assert cards == Counter(layout.deck())
            tiles = Counter(sample.point_supply)
            for p in sample.players:
                tiles.update(p.point_tiles)
            assert tiles == Counter(layout.point_tiles)
            fog = [t for t in sample.fog if t is not None] + list(sample.fog_aside)
            if state.era == 1:
                assert Counter(fog) == Counter(layout.fog_tiles)
            assert HIDDEN_TILE not in sample.fog


def test_in_era_two_a_seat_remembers_which_spaces_got_the_era_one_tiles():
    rules = TitaniaRules()
    params = Params(players=2)
    match = Match(rules, params, seed=3)
    rng = random.Random(3)
    while match.state.era == 1 or rng.random() < 0.9:
        seat = match.to_act()[0]
        match.apply(seat, rng.choice(match.legal_actions(seat)))
        if not match.to_act():
            break
    state = match.state
    assert state.era == 2
    seat = match.to_act()[0] if match.to_act() else 0
    seen = [e for step in match.played() for e in step.events if e.visible(seat)]
    view = rules.view(state, seat)
    era_one: set[int] = set()
    for event in seen:
        if isinstance(event, EraBegun):
            break
        if isinstance(event, FogRevealed):
            era_one.add(state.layout.index_of(event.at))
    down = [i for i, t in enumerate(view.fog) if t == HIDDEN_TILE]
    groups = [[i for i in down if i in era_one], [i for i in down if i not in era_one]]
    assert groups[0] and groups[1]
    for k in range(10):
        sample = rules.sample_state(view, seat, random.Random(k), seen)
        assert rules.view(sample, seat) == view
        for group in groups:
            # The tiles turned up in era 1 went back only onto the spaces they had left.
            assert Counter(sample.fog[i] for i in group) == Counter(state.fog[i] for i in group)
