"""Phase III along the river: status points and the new player order, the priests' points and the
Inti medal, the market, the missions, and the end of the round."""

from __future__ import annotations

from dataclasses import replace

from boardgames.games.cuzco.actions import (
    Buy,
    CompleteMission,
    Done,
    Exchange,
    PlaceDie,
    ReturnMission,
    TakeMission,
)
from boardgames.games.cuzco.events import MedalAwarded
from boardgames.games.cuzco.state import (
    MARKET,
    MISSIONS,
    MISSIONS_VP,
    OVER,
    PHASE_I,
    STATUS,
    TAKE_MISSION,
    TEMPLE,
)

from .helpers import (
    LAYOUT,
    blank,
    legal,
    market,
    missions,
    of_type,
    phase_two,
    play,
    player,
    temple,
    tile,
    vp,
    with_feathers,
)

A, B, C, D = 0, 1, 2, 3
SOUPS = ("soup",) * 5


def to_phase_three(state):
    """The last player in order passes phase II: phase III scores status and the temple."""
    state = phase_two(state, state.order[-1])
    return play(state, Done())


def test_status_pays_by_space_and_sets_the_new_order_at_once():
    state = blank()
    state = player(state, A, status=3, food=1)
    state = player(state, B, status=5, food=1)
    state = player(state, C, status=5, food=1)
    state = player(state, D, status=0, food=1)
    state = replace(state, status_stack=(D, A, B, C), market=(SOUPS, *blank().market[1:]))
    state, _ = to_phase_three(state)
    assert [vp(state, s, STATUS) for s in (A, B, C, D)] == [3, 5, 5, 0]
    # Highest status first; C and B share a space and C arrived last, so C is on top.
    assert state.order == (C, B, A, D)
    assert all(p.status == 0 for p in state.players)
    assert state.status_stack[-1] == C
    assert state.phase == MARKET and state.turn == C  # the new order holds for the market


def test_the_marker_that_arrives_last_lands_on_top():
    state = player(blank(), A, status=4, dice=(4, 6, 6), people=((tile("S", 1, 1), False),))
    state = player(state, B, status=5)
    state = replace(state, status_stack=(C, D, A, B))
    state, _ = play(state, PlaceDie(4, "exchange", "exchange"), Exchange("status", "S01-1"))
    assert state.players[A].status == 5 and state.status_stack[-1] == A
    state, _ = play(state, Done())
    state, _ = to_phase_three(state)
    assert state.order[:2] == (A, B)


def test_markers_that_never_moved_keep_their_order():
    state = player(blank(), D, status=2)
    state = replace(state, status_stack=(D, C, B, A))  # A on top of the 0 space
    state, _ = to_phase_three(state)
    assert state.order == (D, A, B, C)


def test_status_beyond_fifteen_pays_fifteen():
    state = player(blank(), A, status=18)
    state, _ = to_phase_three(state)
    assert vp(state, A, STATUS) == 15
    assert max(LAYOUT.status_vp) == 15


def test_priests_pay_1_2_3_by_round_and_the_most_priests_win_a_medal():
    for rnd, per in ((1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)):
        state = temple(replace(blank(), round=rnd), {1: A, 2: A, 5: B})
        state, events = to_phase_three(state)
        assert vp(state, A, TEMPLE) == 2 * per and vp(state, B, TEMPLE) == per
        assert state.players[A].medals == 1 and state.players[B].medals == 0
        assert state.medals_left == 5
        assert [e.seat for e in events if isinstance(e, MedalAwarded)] == [A]
        assert state.temple == (A, A, None, None, B, None)  # the priests stay


def test_a_tie_for_most_priests_goes_to_the_highest_priest():
    state = temple(blank(), {1: A, 6: A, 2: B, 5: B, 3: C})
    state, _ = to_phase_three(state)
    assert state.players[A].medals == 1 and state.players[B].medals == 0
    state = temple(blank(), {1: A, 4: A, 2: B, 5: B, 6: C})
    state, _ = to_phase_three(state)
    assert state.players[B].medals == 1  # C is highest but has fewer priests


def test_with_no_priest_on_the_steps_a_medal_leaves_the_game():
    state, events = to_phase_three(blank())
    assert state.medals_left == 5 and all(p.medals == 0 for p in state.players)
    assert [e.seat for e in events if isinstance(e, MedalAwarded)] == [None]


def test_when_the_temple_has_no_medal_left_nobody_gets_one():
    state = replace(temple(blank(), {3: A}), medals_left=0)
    state, _ = to_phase_three(state)
    assert state.players[A].medals == 0 and state.medals_left == 0


def test_the_market_one_good_a_round_from_this_rounds_row():
    state = replace(blank(), round=2)
    rows = list(state.market)
    rows[0] = ("jewelry",) * 5
    rows[1] = ("soup", "clothes", "bowl", "decanter", "tools")
    state = replace(state, market=tuple(rows))
    state = market(player(player(state, A, food=4), B, food=1), A)
    assert of_type(state, Buy) == [Buy(0), Buy(1), Buy(2), Buy(3)]  # tools cost 5
    state, _ = play(state, Buy(3))
    p = state.players[A]
    assert p.goods == ("decanter",) and p.food == 0
    assert state.phase == MARKET and state.turn == B  # one purchase, then the next player
    assert state.market[1][3] is None


def test_players_without_food_for_any_good_are_skipped():
    state = replace(blank(), market=(SOUPS, *blank().market[1:]))
    state = player(state, C, food=1)
    state, _ = to_phase_three(state)
    assert state.phase == MARKET and state.turn == C


def test_a_player_may_pass_on_the_market():
    state = market(player(replace(blank(), market=(SOUPS, *blank().market[1:])), A, food=3), A)
    state = player(state, B, food=1)
    state, _ = play(state, Done())
    assert state.players[A].goods == () and state.turn == B


def test_a_mission_must_be_completed_if_one_can_be():
    state = with_feathers(blank(), A, orange=3)
    state = missions(player(state, A, missions=("02", "01", "S-06")), A)
    assert legal(state) == [CompleteMission("01")]
    state, _ = play(state, CompleteMission("01"))
    assert vp(state, A, MISSIONS_VP) == 6
    p = state.players[A]
    assert p.completed == ("01",) and p.missions == ("02", "S-06")
    assert p.feathers == with_feathers(blank(), A, orange=3).players[A].feathers  # kept
    assert state.phase == TAKE_MISSION and state.turn == A


def test_with_no_mission_met_one_of_the_three_goes_back():
    state = missions(player(blank(), A, missions=("01", "02", "S-06")), A)
    assert set(legal(state)) == {ReturnMission(m) for m in ("01", "02", "S-06")}
    state, _ = play(state, ReturnMission("02"))
    p = state.players[A]
    assert p.missions == ("01", "S-06") and p.completed == () and vp(state, A) == 0
    assert state.phase == TAKE_MISSION


def test_everyone_takes_a_new_mission_and_the_palace_waits_for_the_round_end():
    state = blank()
    for s in (A, B, C, D):
        state = player(state, s, missions=("01", "02", "03"))
    state = missions(state, A)
    palace = state.palace
    pile = state.mission_pile
    assert len(palace) == 6
    taken = []
    for s in (A, B, C, D):
        assert state.phase == MISSIONS and state.turn == s
        state, _ = play(state, ReturnMission("01"))
        assert set(of_type(state, TakeMission)) == {TakeMission(m) for m in state.palace}
        assert len(state.palace) == 6 - len(taken)  # not refilled yet
        choice = state.palace[-1]
        taken.append(choice)
        state, _ = play(state, TakeMission(choice))
        assert choice in state.players[s].missions and len(state.players[s].missions) == 3
    # The round is over: two leftovers leave, the palace shows six new missions.
    assert state.round == 2 and state.phase == PHASE_I
    assert state.palace == pile[:6] and state.mission_pile == pile[6:]
    assert not set(state.palace) & set(palace)


def test_the_sixth_round_still_takes_a_mission_then_no_refill():
    state = replace(blank(2), round=6)
    for s in (A, B):
        state = player(state, s, missions=("01", "02", "03"))
    state = missions(state, A)
    palace = state.palace
    for _ in (A, B):
        state, _ = play(state, ReturnMission("01"))
        state, _ = play(state, TakeMission(state.palace[0]))
    # Nobody can complete a last mission: the game ends without a refill.
    assert state.phase == OVER and state.round == 6
    assert state.palace == palace[2:]  # not refilled after the sixth round
    assert all(len(p.completed) == 0 for p in state.players)


def test_the_round_end_refills_the_people_columns_and_rolls_again():
    state = blank(2)
    row = list(state.study_row)
    row[0] = None  # one tile was taken this round
    state = replace(state, study_row=tuple(row))
    study_pile, farm_pile = state.study_pile, state.farm_pile
    for s in (A, B):
        state = player(state, s, missions=("01", "02", "03"))
    state = missions(state, A)
    for _ in (A, B):
        state, _ = play(state, ReturnMission("01"))
        state, _ = play(state, TakeMission(state.palace[0]))
    assert state.round == 2 and state.phase == PHASE_I
    assert state.study_discard == tuple(t for t in row if t is not None)
    assert state.study_row == study_pile[:6] and state.farm_row == farm_pile[:6]
    assert all(space == () for space in state.spaces)
    assert all(len(p.dice) == 3 for p in state.players)
    assert state.turn == state.order[0]


def test_a_marker_stuck_on_the_last_space_does_not_jump_on_top():
    top = len(LAYOUT.status_vp) - 1
    state = player(blank(), A, status=top, dice=(4, 6, 6), people=((tile("S", 1, 1), False),))
    state = player(state, B, status=top)
    state = replace(state, status_stack=(C, D, A, B))  # B reached the end after A
    state, _ = play(state, PlaceDie(4, "exchange", "exchange"), Exchange("status", "S01-1"))
    assert state.players[A].status == top and state.status_stack[-1] == B
    state, _ = play(state, Done())
    state, _ = to_phase_three(state)
    assert state.order[:2] == (B, A)
