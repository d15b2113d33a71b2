"""Tiwanaku by deduction: the exact count of small lands, the sampler measured against it, and
divinations that take what is certain and never peek."""

from __future__ import annotations

import itertools
import random

import pytest

from boardgames.ai import Budget, make_bot
from boardgames.ai.common import estimate_rewards
from boardgames.core.rules import Params, evolve
from boardgames.games import rules as make_rules
from boardgames.games.tiwanaku.actions import Divine, EndDivination, Pass
from boardgames.games.tiwanaku.heuristic import DEDUCED_SHARE
from boardgames.games.tiwanaku.land import Land
from boardgames.games.tiwanaku.landcount import as_fill, consistent_lands, crop_shares, distance
from boardgames.games.tiwanaku.landsampler import sample_lands
from boardgames.games.tiwanaku.odds import (
    NEW_TOKEN,
    candidates,
    divination,
    guess_worth,
    odds_of,
    settled_divination,
    weigh,
)
from boardgames.games.tiwanaku.principles import separation_problems, validate
from boardgames.games.tiwanaku.state import DIVINE, FINAL_DIVINE, MOVE
from tests.ai.sampling import game_states
from tests.ai.test_bots import twin


def test_every_small_land_is_counted_once_and_obeys_both_principles():
    """2x2 and 2x3 boards have 96 and 2,496 lands (a brute force over every terrain and each
    region's crop orders, run once, gave the same), each one different and principled."""
    for (rows, cols), count in (((2, 2), 96), ((2, 3), 2496)):
        fills = consistent_lands(rows, cols, {}, {})
        assert len(fills) == len(set(fills)) == count
        for terrain, crops in fills[::50]:
            land = Land(rows, cols, terrain, crops, frozenset(), frozenset())
            assert validate(land, unique=False) == []
    pinned = consistent_lands(2, 3, {(0, 0): "sand", (1, 2): "rock"}, {(0, 0): 2})
    assert pinned and all(
        t[0][0] == "sand" and t[1][2] == "rock" and k[0][0] == 2 for t, k in pinned
    )
    assert len(pinned) < 2496 / 16


def _sampled_crop_distance(even: bool, n: int) -> float:
    """Mean total variation distance, over the spaces of a 2x3 board with one crop face up,
    between the crops the sampler draws there and the exact shares over every such land."""
    crops = {(0, 0): 1}
    fills = consistent_lands(2, 3, {}, crops)
    cells = [(r, c) for r in range(2) for c in range(3) if (r, c) not in crops]
    exact = crop_shares(fills, cells)
    blank = Land(2, 3, (("sand",) * 3,) * 2, ((1,) * 3,) * 2, frozenset(), frozenset())
    rng = random.Random(4)
    drawn = []
    while len(drawn) < n:
        lands = sample_lands(blank, frozenset(), frozenset(crops), rng, 24, even=even)
        drawn += [as_fill(land) for land in lands]
    assert set(drawn) <= set(fills)  # every land drawn is one that agrees
    shares = crop_shares(drawn, cells)
    return sum(distance(exact[c], shares[c]) for c in cells) / len(cells)


def test_the_even_sampler_draws_crops_close_to_their_exact_shares():
    """Measured with 3,000 lands: 0.06-0.09 even against 0.25-0.33 in the generator's order
    (uniform draws of as many lands: 0.01)."""
    even = _sampled_crop_distance(True, 240)
    assert even < 0.15
    assert even < _sampled_crop_distance(False, 240) - 0.05


def _divination_states(seed: int, board: str = "5x5"):
    rules = make_rules("tiwanaku")
    params = Params(players=2, options={"board": board, "scenario": "generated"})
    return rules, [
        s
        for s in game_states(rules, params, seed=seed, every=1)
        if s.phase in (DIVINE, FINAL_DIVINE)
    ]


def test_divinations_take_certain_crops_and_guess_only_when_worth_it():
    rules, states = _divination_states(seed=6)
    certain_taken = guesses = 0
    for state in states[:40]:
        seat = state.current
        view = rules.view(state, seat)
        action = divination(view, seat, random.Random(1))
        assert action in rules.legal_actions(view, seat)
        known = candidates(view)
        mine = [c for c in view.players[seat].pawns if view.is_divinable(c)]
        sure = {c: next(iter(known[c])) for c in mine if len(known[c]) == 1}
        if sure:  # the highest certain crop, and it is the real one
            assert isinstance(action, Divine) and action.crop == max(sure.values())
            assert state.land.crop_at(action.cell) == action.crop
            certain_taken += 1
        elif isinstance(action, (EndDivination, Pass)):
            odds = odds_of(view)
            held = view.players[seat].held
            assert all(guess_worth(odds[c], k, held) <= 0 for c in mine for k in odds[c])
        else:
            guesses += 1
    assert certain_taken and guesses


def test_hard_divines_the_same_whatever_the_hidden_land():
    """The divination comes from the view alone: two full states that agree on what is face up
    get the same choice from bots of the same seed. (On the large board: most small lands are
    settled by what a few turns show.)"""
    rules, states = _divination_states(seed=9, board="5x9")
    checked = 0
    for state in states[:4]:
        seat = state.current
        other = twin(rules, state, seat, seed=3)
        if other is None:
            continue
        checked += 1
        picks = {
            make_bot("hard", rules, seed=2, budget=Budget(iterations=20)).choose(
                rules, rules.view(s, seat), seat
            )
            for s in (state, other)
        }
        assert len(picks) == 1
    assert checked >= 2


def test_brute_force_agrees_on_the_smallest_board():
    """An independent count of 2x2 lands: every terrain, every crop order, both principles
    checked (on a 2x2 board every two spaces touch, so the four crops differ)."""
    found = 0
    for terrain in itertools.product(("sand", "earth", "grass", "rock"), repeat=4):
        if separation_problems(2, 2, (terrain[:2], terrain[2:])):
            continue
        for crops in itertools.permutations(range(1, 6), 4):
            land = Land(
                2,
                2,
                (terrain[:2], terrain[2:]),
                (crops[:2], crops[2:]),
                frozenset(),
                frozenset(),
            )
            found += not validate(land, unique=False)
    assert found == len(consistent_lands(2, 2, {}, {})) == 96


def test_a_seat_about_to_divine_counts_its_certain_crops_as_scored():
    """A seat about to divine judges each crop deduction proves under its pawns as scored (its
    value, and a token's worth if new), more than the same pawns waiting for a later turn (the
    heuristic that judged the move onto explored terrain before the divination made the hard
    bot let its certain crops go)."""
    rules, states = _divination_states(seed=6, board="5x9")
    checked = 0
    for state in states:
        seat = state.current
        known = candidates(state)
        mine = [c for c in state.players[seat].pawns if state.is_divinable(c)]
        if state.divined or not mine or any(len(known[c]) != 1 for c in mine):
            continue
        sure = {next(iter(known[c])) for c in mine}
        waiting = evolve(state, phase=MOVE)
        gain = rules.heuristic(state, seat) - rules.heuristic(waiting, seat)
        new = sum(1 for k in sure if k not in state.players[seat].held)
        assert gain == pytest.approx((1 - DEDUCED_SHARE) * sum(sure) + NEW_TOKEN * new)
        checked += 1
    assert checked >= 2


def test_weighed_odds_come_close_to_the_share_of_every_agreeing_land():
    """Lands grown afresh from the view weigh the crops of its undecided spaces far closer to
    their exact shares over every agreeing land than the deducer's candidates taken as equally
    likely (measured on these views: 0.10-0.12 against 0.53-0.55 in total variation)."""
    rules = make_rules("tiwanaku")
    params = Params(players=2, options={"board": "5x5", "scenario": "generated"})
    for seed in (1, 2):
        view = next(
            rules.view(s, 0)
            for s in game_states(rules, params, seed=seed, every=3)
            if len(s.explored) >= 12 and any(len(o) > 1 for o in candidates(s).values())
        )
        open_cells = [c for c, o in candidates(view).items() if len(o) > 1]
        fills = consistent_lands(
            5,
            5,
            {c: view.land.terrain_at(c) for c in view.explored},
            {c: view.land.crop_at(c) for c in view.tokens},
        )
        exact = crop_shares(fills, open_cells)
        weigh(view)
        weighed = odds_of(view)
        even = {
            c: dict.fromkeys(candidates(view)[c], 1 / len(candidates(view)[c])) for c in open_cells
        }
        tv = sum(distance(exact[c], weighed[c]) for c in open_cells) / len(open_cells)
        tv_even = sum(distance(exact[c], even[c]) for c in open_cells) / len(open_cells)
        assert tv < tv_even - 0.15


def test_a_search_divines_as_the_bot_does():
    """Inside a search a divination is the one the seat's deduction makes from the face-up land
    (the same odds), never one read off the drawn land."""
    rules, states = _divination_states(seed=6)
    for state in states[:30]:
        seat = state.current
        view = rules.view(state, seat)
        chosen = divination(view, seat, random.Random(1))
        assert settled_divination(view, seat) == chosen
        other = twin(rules, state, seat, seed=4)
        if other is not None:
            assert settled_divination(other, seat) == chosen


def test_rewards_far_behind_still_tell_a_better_line_from_a_worse():
    """40 points behind, a line ending 5 points better and one ending 5 points worse got rewards
    0.004 apart (noise for a few hundred playouts); counted from the root's margin, 0.047."""
    better, worse = [55.0, 95.0], [45.0, 95.0]
    root = [-40.0, 40.0]
    plain = estimate_rewards(better)[0] - estimate_rewards(worse)[0]
    centred = estimate_rewards(better, root)[0] - estimate_rewards(worse, root)[0]
    assert plain < 0.005
    assert centred > 10 * plain
