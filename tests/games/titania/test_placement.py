"""Playing cards and placing ships: the rulebook's placement example and the placement rules."""

from __future__ import annotations

import random

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.titania.actions import DrawCards, EndTurn, PlayCard
from boardgames.games.titania.components import SHIP_COLOURS
from boardgames.games.titania.placement import placeable, placement_problem
from boardgames.games.titania.queries import legal_spaces, placement_reason

from .helpers import LAYOUT, RULES, act, fresh, position

SHIP = (0, -2)  # a fog space beside the green tower, a building space and a point space
TOWER = (-1, -2)
FULL = ((1, -2), (-1, -1))
FREE = {(1, -3), (0, -1), (0, -3)}  # a point space, a fog space, a building space


def example(green_shells: int = 1):
    """The rulebook's picture: a blue ship with a tower and two full spaces around it."""
    return position(
        ships={SHIP: ("blue",), FULL[0]: ("yellow", "red"), FULL[1]: ("red", "yellow")},
        hands={0: ("blue",)},
        shells={0: {"green": green_shells}},
    )


def test_rulebook_placement_example_leaves_three_spaces():
    state = example()
    around = set(LAYOUT.neighbours(SHIP))
    assert around == {TOWER, *FULL, *FREE}
    assert legal_spaces(state, 0, "blue") & around == FREE


def test_the_tower_space_and_full_spaces_say_why():
    state = example()
    assert placement_reason(state, 0, "blue", TOWER) == "Ships never go on a tower space."
    assert placement_reason(state, 0, "blue", FULL[0]) == "Two ships already stand there."
    with pytest.raises(IllegalAction, match="tower space"):
        RULES.apply(state, 0, PlayCard("blue", "blue", TOWER))


def test_a_building_space_needs_a_story_the_player_can_pay_for():
    # Our decision: with no shell for any tower next to the crane, the crane is closed.
    state = example(green_shells=0)
    assert (0, -3) not in legal_spaces(state, 0, "blue")
    assert (
        placement_reason(state, 0, "blue", (0, -3)) == "You could not build any story from there."
    )


def test_ship_must_touch_its_own_colour_and_never_share_with_it():
    state = position(ships={(2, -3): ("red",), (1, -3): ("blue",)}, hands={0: ("red", "blue")})
    assert placement_reason(state, 0, "red", (5, -3)) == "The new ship must touch a red ship."
    assert placement_reason(state, 0, "blue", (1, -3)) == "A blue ship already stands there."
    assert (1, -3) in legal_spaces(state, 0, "red")  # touches the red ship, holds one blue
    castle = (0, 0)
    assert placement_reason(state, 0, "red", castle) == "The castle takes no more ships."


def test_castle_ships_count_for_adjacency():
    state = position(hands={0: ("yellow",)})
    # Yellow stands on the blue and yellow flag spaces: (0, 0) and (1, 0).
    around_castle = set(LAYOUT.neighbours((0, 0))) | set(LAYOUT.neighbours((1, 0)))
    expected = {c for c in around_castle if LAYOUT.space_at(c).kind == "fog"}
    assert legal_spaces(state, 0, "yellow") == expected


def test_a_joker_offers_both_colours():
    state = position(hands={0: ("blue/red",)})
    moves = RULES.legal_actions(state, 0)
    colours = {m.colour for m in moves if isinstance(m, PlayCard)}
    assert colours == {"blue", "red"}
    assert all(m.card == "blue/red" for m in moves if isinstance(m, PlayCard))
    assert legal_spaces(state, 0, "blue/red", "red") < legal_spaces(state, 0, "blue/red")


def test_the_ship_comes_from_the_supply_and_the_card_is_played():
    state = position(hands={0: ("blue", "red")})
    before = state.ships_left("blue")
    after, _ = act(state, PlayCard("blue", "blue", (0, -1)))
    assert after.ships_left("blue") == before - 1
    assert after.ships_at((0, -1)) == ("blue",)
    assert after.players[0].hand == ("red",)
    assert after.played == ("blue",)


def test_at_most_three_cards_a_turn_and_no_draw_after_playing():
    state = position(hands={0: ("blue", "blue", "blue", "blue")})
    state, _ = act(state, PlayCard("blue", "blue", (0, -1)))
    assert DrawCards() not in RULES.legal_actions(state, 0)
    assert EndTurn() in RULES.legal_actions(state, 0)
    state, _ = act(state, PlayCard("blue", "blue", (-1, 0)), PlayCard("blue", "blue", (1, -1)))
    assert RULES.legal_actions(state, 0) == [EndTurn()]
    with pytest.raises(IllegalAction, match="At most 3 cards"):
        RULES.apply(state, 0, PlayCard("blue", "blue", (-1, 1)))


def test_a_card_not_in_hand_cannot_be_played():
    state = position(hands={0: ("red",)})
    with pytest.raises(IllegalAction, match="not in the hand"):
        RULES.apply(state, 0, PlayCard("blue", "blue", (0, -1)))
    with pytest.raises(IllegalAction, match="not this player's turn"):
        RULES.apply(state, 1, DrawCards())
    assert RULES.legal_actions(state, 1) == []


@pytest.mark.parametrize("players", [2, 4])
def test_the_spaces_listed_are_exactly_those_without_a_reason(players):
    """The moves come from bitmasks of the whole board; the refusals from a check of one space:
    over random games, both must agree on every space for every colour."""
    rng = random.Random(players)
    checked = 0
    for seed in (1, 2):
        state = fresh(players, seed)
        while RULES.to_act(state):
            seat = state.turn
            for colour in SHIP_COLOURS:
                listed = set(placeable(state, seat, colour))
                for i in range(len(LAYOUT.spaces)):
                    reason = placement_problem(state, seat, colour, i)
                    assert (reason is None) == (i in listed), (seed, colour, LAYOUT.spaces[i].at)
                checked += 1
            state, _ = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    assert checked > 500
