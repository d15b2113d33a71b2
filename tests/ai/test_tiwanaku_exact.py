"""Exact crop deduction (``tiwanaku.exact``) against every land of small boards: it never rules
out a crop some agreeing land has, and it proves far more crops than the plain deducer."""

from __future__ import annotations

import random

from boardgames.core.rules import Params
from boardgames.games import rules as make_rules
from boardgames.games.tiwanaku import exact
from boardgames.games.tiwanaku.deduction import crop_candidates
from boardgames.games.tiwanaku.land import Land
from boardgames.games.tiwanaku.landcount import consistent_lands
from boardgames.games.tiwanaku.landgrower import fill_land
from boardgames.games.tiwanaku.layout import BoardSpec
from boardgames.games.tiwanaku.state import MOVE, State, redacted
from tests.ai.sampling import game_states


def _half_seen(rows: int, cols: int, seed: int) -> State:
    """A land of the given size with part of its terrain and fewer of its crops face up."""
    rng = random.Random(seed)
    terrain, crops = fill_land(rows, cols, rng)
    land = Land(rows, cols, terrain, crops, frozenset(), frozenset())
    explored = frozenset(rng.sample(land.cells(), int(rows * cols * rng.uniform(0.4, 0.8))))
    tokens = frozenset(rng.sample(sorted(explored), int(len(explored) * rng.uniform(0.2, 0.5))))
    board = BoardSpec("test", rows, cols, (), 5)
    return State(board, (0, 1, 3, 6, 10), land, explored, tokens, (), 0, MOVE)


def test_exact_deduction_keeps_every_possible_crop_and_proves_most_certain_ones():
    """Over 16 half-seen 3x4 lands (measured with 30: 28 of the 30 crops every agreeing land
    shares proven, the plain deducer 1)."""
    proven = truly = plain_proven = 0
    for seed in range(16):
        state = _half_seen(3, 4, seed)
        view = redacted(state)
        ours = exact.candidates(view)
        plain = crop_candidates(view)
        fills = consistent_lands(
            3,
            4,
            {c: state.land.terrain_at(c) for c in state.explored},
            {c: state.land.crop_at(c) for c in state.tokens},
        )
        for cell in plain:
            possible = {crops[cell[0]][cell[1]] for _, crops in fills}
            assert possible <= ours[cell] <= plain[cell]
            truly += len(possible) == 1
            proven += len(ours[cell]) == 1
            plain_proven += len(plain[cell]) == 1
    assert proven >= 0.8 * truly
    assert proven >= plain_proven + 8


def test_exact_deduction_reads_only_what_is_face_up():
    rules = make_rules("tiwanaku")
    params = Params(players=2, options={"board": "5x5", "scenario": "generated"})
    for state in game_states(rules, params, seed=3, every=9)[:4]:
        view = rules.view(state, 0)
        exact._KNOWN.clear()
        seen = exact.candidates(view)
        exact._KNOWN.clear()
        assert exact.candidates(state) == seen
        for cell, crop in exact.certain(view).items():
            assert state.land.crop_at(cell) == crop
