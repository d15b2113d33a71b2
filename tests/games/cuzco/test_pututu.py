"""The Pututu module: doubles and triples take tiles at the roll (later players first when the
supply is short), and a tile turns a die by its value before it is placed, never past 1 or 6."""

from __future__ import annotations

from dataclasses import replace

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.cuzco import words
from boardgames.games.cuzco.actions import PlaceDie, TakeMission, TakeTile, UsePututu
from boardgames.games.cuzco.events import DieTurned
from boardgames.games.cuzco.state import PHASE_I, TAKE_MISSION

from .helpers import RULES, blank, dice_on, of_type, phase_two, play, player, rng_rolling

A, B, C, D = 0, 1, 2, 3


def most(dice):
    return max(dice.count(x) for x in dice)


def next_round(state, wanted):
    """End round 1 (the last player takes a mission) with the next roll ``wanted``."""
    rng = rng_rolling(state, wanted)
    last = state.order[-1]
    state = replace(phase_two(state, last), rng=rng, phase=TAKE_MISSION)
    state, events = play(state, TakeMission(state.palace[0]))
    assert state.round == 2 and state.phase == PHASE_I
    return state, events


def test_a_double_takes_a_plus_minus_1_a_triple_a_plus_minus_2_and_no_pair_nothing():
    state = blank(pututu=True)
    pattern = {A: 2, B: 3, C: 1, D: 2}
    state, _ = next_round(state, lambda r: all(most(r[s]) == n for s, n in pattern.items()))
    assert [state.players[s].pututu for s in (A, B, C, D)] == [(1,), (2,), (), (1,)]
    assert state.pututu_supply == (10, 2)


def test_tiles_are_kept_from_round_to_round():
    state = player(blank(pututu=True), A, pututu=(2,))
    state, _ = next_round(state, lambda r: most(r[A]) == 2)
    assert sorted(state.players[A].pututu) == [1, 2]


def test_an_empty_supply_gives_nothing():
    state = replace(blank(pututu=True), pututu_supply=(0, 0))
    state, _ = next_round(state, lambda r: all(most(d) >= 2 for d in r))
    assert all(p.pututu == () for p in state.players)


def test_short_supply_goes_to_the_later_players_in_order():
    state = blank(pututu=True)
    order = (C, A, D, B)
    state = replace(state, order=order, status_stack=tuple(reversed(order)), pututu_supply=(2, 0))
    state, _ = next_round(state, lambda r: all(most(d) == 2 for d in r))
    # In phase III the order changes by status: all at 0, so it stays C, A, D, B.
    assert state.order == order
    assert [bool(state.players[s].pututu) for s in order] == [False, False, True, True]


def test_without_the_module_nobody_takes_tiles():
    state = blank(pututu=False)
    state, _ = next_round(state, lambda r: all(most(d) >= 2 for d in r))
    assert all(p.pututu == () for p in state.players)
    assert of_type(state, UsePututu) == []


@pytest.mark.parametrize(
    ("die", "value", "changes"),
    [(1, 1, {1}), (6, 1, {-1}), (3, 1, {1, -1}), (2, 2, {2}), (5, 2, {-2}), (3, 2, {2, -2})],
)
def test_a_die_never_goes_below_1_or_above_6(die, value, changes):
    state = player(blank(pututu=True), A, dice=(die,), pututu=(value,))
    assert {a.change for a in of_type(state, UsePututu)} == changes


def test_the_die_is_really_turned_and_the_tile_goes_back():
    state = player(blank(pututu=True), A, dice=(2, 5, 6), pututu=(2,))
    state = replace(state, pututu_supply=(12, 2))
    state, events = play(state, UsePututu(2, 2))
    assert state.players[A].dice == (4, 5, 6) and state.players[A].pututu == ()
    assert state.pututu_supply == (12, 3)
    assert [(e.before, e.after) for e in events if isinstance(e, DieTurned)] == [(2, 4)]
    assert state.turn == A  # still to place a die


def test_a_turned_die_follows_the_placement_rule_with_its_new_value():
    state = dice_on(blank(pututu=True), "temple", (B, 3))
    state = player(state, A, dice=(4, 6, 6), pututu=(1,))
    assert PlaceDie(4, "temple", "temple") not in of_type(state, PlaceDie)
    state, _ = play(state, UsePututu(4, -1))
    assert PlaceDie(3, "temple", "temple") not in of_type(state, PlaceDie)  # equal: still no
    state = player(state, A, pututu=(1,))
    state, _ = play(state, UsePututu(3, -1))
    state, _ = play(state, PlaceDie(2, "temple", "temple"))
    assert state.temple[1] == A


def test_no_tile_once_the_die_is_placed():
    state = player(blank(pututu=True), A, dice=(3, 4, 6), pututu=(1,))
    state, _ = play(state, PlaceDie(4, "exchange", "exchange"))
    assert of_type(state, UsePututu) == []


def test_a_turned_die_is_the_one_placed_next():
    """Issue 24: a tile turns the die being placed, so after turning the 6 into a 5 only the 5
    may go down this turn (not the 2), and the tile is not spent on a die left for later."""
    state = player(blank(pututu=True), A, dice=(2, 6, 6), pututu=(1,))
    state, _ = play(state, UsePututu(6, -1))
    assert state.players[A].dice == (2, 5, 6)
    assert {a.die for a in of_type(state, PlaceDie)} == {5}
    assert of_type(state, PlaceDie)  # the 5 has somewhere to go (the VP space at least)
    assert words.prompt(state, A) == "Place the die you turned to 5 on a glowing action space."
    with pytest.raises(IllegalAction, match="turned"):
        play(state, PlaceDie(2, "vp", "vp"))
    state, _ = play(state, PlaceDie(5, "vp", "vp"))
    assert state.players[A].dice == (2, 6) and state.turn == B


def test_a_second_tile_can_only_turn_the_same_die():
    state = player(blank(pututu=True), A, dice=(2, 4, 6), pututu=(1, 1))
    state, _ = play(state, UsePututu(6, -1))
    assert {(a.die, a.change) for a in of_type(state, UsePututu)} == {(5, -1), (5, 1)}


def test_the_turn_is_cleared_for_the_next_player_and_the_next_round():
    state = player(blank(pututu=True), A, dice=(2, 6, 6), pututu=(1,))
    state, _ = play(state, UsePututu(6, -1), PlaceDie(5, "vp", "vp"))
    assert state.turn == B
    assert {a.die for a in of_type(state, PlaceDie)} == set(state.players[B].dice)


def test_beate_turns_her_6_into_a_4_with_two_tiles_to_farm():
    """The rulebook's example: a 5 already on farming; Beate's 6 or 5 could not go there, so she
    hands back two +1/-1 tiles to turn the 6 into a 4 and takes the farm tile of value 4."""
    state = dice_on(blank(pututu=True), "farm", (B, 5))
    state = player(state, A, dice=(1, 6, 6), pututu=(1, 1))
    state = replace(state, pututu_supply=(10, 3))
    assert PlaceDie(6, "farm", "farm") not in of_type(state, PlaceDie)
    state, _ = play(state, UsePututu(6, -1))
    assert PlaceDie(5, "farm", "farm") not in of_type(state, PlaceDie)  # equal to the 5: no
    state, _ = play(state, UsePututu(5, -1))
    assert state.players[A].pututu == () and state.pututu_supply == (12, 3)
    wanted = state.farm_row[3]
    assert wanted is not None
    state, _ = play(state, PlaceDie(4, "farm", "farm"), TakeTile(wanted))
    assert (wanted, False) in state.players[A].people
    assert state.players[A].dice == (1, 6)


def test_ulrich_beate_and_frank_share_a_short_supply():
    """The rulebook's example: Ulrich and Beate both roll a double with one +1/-1 tile left, so
    Beate (later in player order) takes it; Frank's triple takes a +2/-2."""
    ulrich, beate, frank = A, B, C
    state = replace(blank(3, pututu=True), pututu_supply=(1, 3))
    state, _ = next_round(
        state, lambda r: most(r[ulrich]) == 2 and most(r[beate]) == 2 and most(r[frank]) == 3
    )
    assert [state.players[s].pututu for s in (ulrich, beate, frank)] == [(), (1,), (2,)]


def test_the_tiles_a_player_holds_are_in_every_view():
    """Pututu tiles lie face up in front of their holder (our reading: the rulebook hides only
    the god cards in hand), so every seat's view shows them, the holder's first of all."""
    state = player(blank(pututu=True), A, pututu=(1, 2))
    state = player(state, B, pututu=(1,))
    for seat in (A, B, C, D, None):
        view = RULES.view(state, seat)
        assert view.players[A].pututu == (1, 2)
        assert view.players[B].pututu == (1,)
        assert view.pututu_supply == state.pututu_supply
