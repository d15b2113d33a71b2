"""The bots' Cuzco heuristic values what things turn into, so the victory-point space's flat 2
points is no longer the best use of most dice (the old heuristic put 0.4 on a feather, 0.8 on a
person and 0.3 on a food, and medium and hard put about half their dice on that space)."""

from __future__ import annotations

from dataclasses import replace

from boardgames.games.cuzco.state import MISSIONS, add_vp
from boardgames.games.cuzco.worth import value
from tests.games.cuzco.helpers import LAYOUT, blank, player, ready_circlet, tile, with_player

VP_SPACE = LAYOUT.vp_space


def _gain(before, after, seat=0) -> float:
    return value(after, seat) - value(before, seat)


def test_the_victory_point_space_is_worth_its_two_points():
    state = blank(2)
    richer = with_player(state, 0, add_vp(state.players[0], "victory point space", VP_SPACE))
    assert _gain(state, richer) == VP_SPACE


def test_two_feathers_on_a_circlet_early_are_worth_more_than_the_space():
    state = blank(2)
    assert _gain(state, ready_circlet(state, 0, 3)) > 2 * VP_SPACE
    # In the last round, after the dice are placed, a ready circlet can no longer be activated.
    late = replace(state, round=LAYOUT.rounds, phase=MISSIONS)
    assert _gain(late, ready_circlet(late, 0, 3)) < VP_SPACE


def test_a_person_taken_early_is_worth_more_than_the_space():
    state = blank(2)
    for kind in ("S", "F"):
        taken = player(state, 0, people=((tile(kind, 2, 2), False),))
        assert _gain(state, taken) > 2 * VP_SPACE


def test_food_is_worth_what_the_market_pays_for_it_while_purchases_remain():
    state = blank(2)
    fed = player(state, 0, food=6)
    assert _gain(state, fed) > 6  # six food buy the jewelry: 9 points
    late = replace(state, round=LAYOUT.rounds, phase=MISSIONS)
    assert _gain(late, player(late, 0, food=6)) == 0  # no purchase is left


def test_an_offering_with_a_card_to_play_beats_either_alone():
    state = blank(2)
    card = LAYOUT.gods[0].ability
    both = _gain(state, player(state, 0, hand=(card,), offerings=1))
    assert both > _gain(state, player(state, 0, hand=(card,))) + _gain(
        state, player(state, 0, offerings=1)
    )
