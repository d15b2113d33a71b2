"""Phase I: where a die may go (lower than every die there; the VP space takes any), double
spaces at 3 and 2 players, actions that could do nothing, and the order of turns."""

from __future__ import annotations

from dataclasses import replace

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.cuzco.actions import Blessing, Done, Exchange, PlaceDie, TakeTile
from boardgames.games.cuzco.state import PHASE_I, PHASE_II

from .helpers import RULES, SPACES, blank, dice_on, of_type, play, player, temple

A, B, C, D = 0, 1, 2, 3


def spaces_for(state, die):
    return {a.space for a in of_type(state, PlaceDie) if a.die == die}


def test_a_die_must_be_lower_than_every_die_already_on_the_space():
    state = dice_on(blank(), "exchange", (B, 5), (C, 3))
    state = player(state, A, dice=(2, 3, 4))
    assert "exchange" in spaces_for(state, 2)
    assert "exchange" not in spaces_for(state, 3)  # equal: no
    assert "exchange" not in spaces_for(state, 4)  # between the two: no
    with pytest.raises(IllegalAction, match="fewer pips than the 3"):
        RULES.apply(state, A, PlaceDie(3, "exchange", "exchange"))


def test_an_empty_space_takes_any_die():
    state = player(blank(), A, dice=(6, 6, 6))
    assert spaces_for(state, 6) >= {"exchange", "temple", "vp", "stone", "rope", "study", "farm"}


def test_the_vp_space_takes_any_die_whatever_lies_there():
    state = dice_on(blank(), "vp", (B, 1), (C, 1))
    state = player(state, A, dice=(1, 4, 6))
    for die in (1, 4, 6):
        assert "vp" in spaces_for(state, die)


def test_a_die_you_do_not_have_is_refused():
    state = player(blank(), A, dice=(2, 3, 4))
    with pytest.raises(IllegalAction, match="no die showing 6"):
        RULES.apply(state, A, PlaceDie(6, "vp", "vp"))


def test_three_players_stone_and_rope_share_one_double_space():
    assert SPACES[3][0] == "stone+rope" and len(SPACES[3]) == 7
    state = player(blank(3), A, dice=(3, 4, 6))
    actions = {a.action for a in of_type(state, PlaceDie) if a.space == "stone+rope"}
    assert actions == {"stone", "rope"}  # the player picks one of its two actions
    # A die placed for the stone trail blocks a higher die for the rope bridge too.
    state = dice_on(state, "stone+rope", (B, 4))
    assert {a.action for a in of_type(state, PlaceDie) if a.space == "stone+rope"} == {
        "stone",
        "rope",
    }
    assert {a.die for a in of_type(state, PlaceDie) if a.space == "stone+rope"} == {3}


def test_two_players_study_and_farming_share_a_double_space_too():
    assert SPACES[2] == ("stone+rope", "study+farm", "exchange", "temple", "headdress", "vp")
    state = dice_on(blank(2), "study+farm", (B, 3))
    state = player(state, A, dice=(2, 3, 5))
    found = {(a.die, a.action) for a in of_type(state, PlaceDie) if a.space == "study+farm"}
    assert found == {(2, "study"), (2, "farm")}
    state, _ = play(state, PlaceDie(2, "study+farm", "farm"))
    assert all(t.startswith("F") for t in (a.tile for a in of_type(state, TakeTile)))


def test_four_players_have_eight_single_spaces():
    assert SPACES[4] == ("stone", "rope", "study", "farm", "exchange", "temple", "headdress", "vp")


def test_a_movement_no_road_of_the_die_reaches_cannot_be_chosen():
    # O3's only stone trail needs a 5.
    state = player(blank(), A, chasqui="O3", dice=(4, 5, 6))
    assert "stone" not in spaces_for(state, 4)
    assert "stone" in spaces_for(state, 5)


def test_study_needs_a_free_mask_space_and_a_tile_at_or_below_the_die():
    state = player(blank(), A, dice=(1, 3, 6), people=(("S01-1", False), ("F01-1", False)))
    assert "study" not in spaces_for(state, 6)  # both free spaces are taken
    state = player(state, A, quipus=9, reserve=1)
    assert "study" in spaces_for(state, 1)
    state = replace(state, study_row=(None, None, "S02-1", None, None, None))
    assert "study" not in spaces_for(state, 1)
    assert "study" in spaces_for(state, 3)


def test_temple_needs_a_priest_on_the_mask():
    state = temple(blank(), {1: A, 2: A, 3: A, 4: A})
    state = player(state, A, dice=(5, 5, 6))
    assert "temple" not in spaces_for(state, 5)
    state = temple(state, {1: A, 2: A, 3: A})
    assert "temple" in spaces_for(state, 5)


def test_one_die_a_turn_in_player_order_then_phase_two():
    state = blank(2)
    order = (B, A)
    state = replace(state, order=order, turn=B, status_stack=tuple(reversed(order)))
    state = player(state, A, dice=(1, 2, 3))
    state = player(state, B, dice=(4, 5, 6))
    state = player(state, A, people=(("S02-1", False),))  # something to do in phase II
    seen = []
    while state.phase == PHASE_I:
        seen.append(state.turn)
        vp_die = next(a for a in of_type(state, PlaceDie) if a.space == "vp")
        state, _ = play(state, vp_die)
    assert seen == [B, A, B, A, B, A]
    assert state.phase == PHASE_II and state.turn == A  # B has nothing to use: skipped


def test_a_player_whose_dice_are_gone_is_skipped():
    state = player(blank(2), A, dice=(1, 2, 3))
    state = player(state, B, dice=(4,))
    state, _ = play(state, PlaceDie(1, "vp", "vp"))
    assert state.turn == B
    state, _ = play(state, PlaceDie(4, "vp", "vp"))
    assert state.turn == A
    state, _ = play(state, PlaceDie(2, "vp", "vp"))
    assert state.turn == A  # B has no die left


def test_the_exchange_ends_when_the_player_says_so_or_the_pips_run_out():
    state = player(blank(), A, dice=(6, 6, 6))
    state, _ = play(state, PlaceDie(6, "exchange", "exchange"), Exchange("vp"))
    assert state.turn == A and state.task is not None and state.task.reach == 5
    state, _ = play(state, Done())
    assert state.turn == B
    state = player(replace(state, turn=A), A, dice=(1,))
    state, _ = play(state, PlaceDie(1, "exchange", "exchange"), Exchange("vp"))
    assert state.turn == B  # no pip left


def test_the_fire_blessing_offers_an_offering_or_a_face_up_card_and_status_or_food():
    state = player(blank(), A, dice=(2, 2, 2))
    state, _ = play(state, PlaceDie(2, "temple", "temple"))
    options = set(of_type(state, Blessing))
    firsts = {"offering", *state.layout.god_names}
    assert options == {Blessing(f, s) for f in firsts for s in ("status", "food")}
    state, _ = play(state, Blessing("offering", "status"))
    assert state.players[A].offerings == 1 and state.players[A].status == 1


def test_the_fire_blessing_with_empty_supplies():
    state = player(blank(), A, dice=(2, 2, 2))
    state = replace(state, offering_supply=0, food_supply=0, display=(0, 0, 0, 0, 0))
    state, _ = play(state, PlaceDie(2, "temple", "temple"))
    assert of_type(state, Blessing) == [Blessing("", "status")]
