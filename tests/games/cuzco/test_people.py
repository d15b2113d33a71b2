"""Phase II: the 12 people abilities with 1, 2 and 3 identical tiles, one study and one farm use
per player, identical tiles always joined, study and farm tiles never joined."""

from __future__ import annotations

from dataclasses import replace

import pytest

from boardgames.games.cuzco.actions import (
    Activate,
    Done,
    Move,
    PlaceFeather,
    TakeGod,
    TakeTile,
    UseAbility,
)
from boardgames.games.cuzco.layout import FEATHERS
from boardgames.games.cuzco.state import PEOPLE_VP, PHASE_II

from .helpers import (
    LAYOUT,
    arm_pips,
    blank,
    of_type,
    phase_two,
    play,
    player,
    ready_circlet,
    tiles,
    vp,
    with_feathers,
)

A, B = 0, 1
KINDS = (("S", "study"), ("F", "farm"))
COUNTS = (1, 2, 3)


def holding(letter, ability, n, **changes):
    """Phase II, seat A to act, with ``n`` identical tiles (and whatever else is asked); B holds
    a tile too, so phase II waits for B once A is done."""
    state = player(blank(), A, people=tiles(letter, ability, n), **changes)
    return phase_two(player(state, B, people=tiles("S", 2, 1)), A)


def use(state, kind, ability):
    return play(state, UseAbility(kind, ability))[0]


@pytest.mark.parametrize(("letter", "kind"), KINDS)
@pytest.mark.parametrize("n", COUNTS)
def test_01_offerings(letter, kind, n):
    state = use(holding(letter, 1, n), kind, 1)
    assert state.players[A].offerings == n


@pytest.mark.parametrize(("letter", "kind"), KINDS)
@pytest.mark.parametrize("n", COUNTS)
def test_02_victory_points(letter, kind, n):
    state = use(holding(letter, 2, n), kind, 2)
    assert vp(state, A, PEOPLE_VP) == 2 * n


@pytest.mark.parametrize(("letter", "kind"), KINDS)
@pytest.mark.parametrize("n", COUNTS)
def test_03_feathers_of_any_colours(letter, kind, n):
    state = use(holding(letter, 3, n), kind, 3)
    for _ in range(n):
        options = of_type(state, PlaceFeather)
        assert len(options) == 12 - sum(state.players[A].feathers)  # any free slot
        state, _ = play(state, options[0])
    assert sum(state.players[A].feathers) == n
    assert not of_type(state, PlaceFeather)


def test_03_never_a_fourth_feather_of_a_colour():
    state = phase_two(
        player(with_feathers(blank(), A, orange=3, pink=3, purple=2), A, people=tiles("S", 3, 3)),
        A,
    )
    state = use(state, "study", 3)
    colours = {
        LAYOUT.masks[state.players[A].mask].slot_colour(a.slot) for a in legal_feathers(state)
    }
    assert colours == {"purple", "turquoise"}
    state, _ = play(
        state, next(a for a in legal_feathers(state) if colour_of(state, a) == "purple")
    )
    colours = {colour_of(state, a) for a in legal_feathers(state)}
    assert colours == {"turquoise"}  # purple is full now


def legal_feathers(state):
    return of_type(state, PlaceFeather)


def colour_of(state, action):
    return LAYOUT.masks[state.players[A].mask].slot_colour(action.slot)


def test_03_not_offered_with_every_colour_full():
    state = with_feathers(blank(), A, **{c: 3 for c in FEATHERS})
    state = phase_two(player(state, A, people=tiles("F", 3, 1)), A)
    assert of_type(state, UseAbility) == []


@pytest.mark.parametrize(
    ("ability", "road", "arms"), [(4, "stone", (2, 4, 6)), (6, "rope", (1, 3, 5))]
)
@pytest.mark.parametrize(("letter", "kind"), KINDS)
@pytest.mark.parametrize("n", COUNTS)
def test_04_06_trail_and_bridge_reach_2_then_4_then_any(ability, road, arms, letter, kind, n):
    assert sorted(a.pips for a in LAYOUT.arms if a.kind == road) == list(arms)
    state = use(holding(letter, ability, n), kind, ability)
    used = {arm_pips(state, m.to, m.rotation) for m in of_type(state, Move)}
    reach = {1: 2, 2: 4, 3: 6}[n]
    assert used == {(road, p) for p in arms if p <= reach}


def test_04_a_trail_home_to_cuzco_brings_the_blessing():
    state = player(blank(), A, chasqui="I1", people=tiles("S", 4, 1))
    state = use(phase_two(state, A), "study", 4)
    state, _ = play(state, Move("C", 0))
    assert state.task is not None and state.task.kind == "blessing"


def test_04_not_offered_where_no_trail_is_short_enough():
    state = phase_two(player(blank(), A, chasqui="O3", people=tiles("S", 4, 2)), A)
    assert of_type(state, UseAbility) == []  # O3's only stone trail needs a 5
    state = phase_two(player(blank(), A, chasqui="O3", people=tiles("S", 4, 3)), A)
    assert of_type(state, UseAbility) == [UseAbility("study", 4)]


@pytest.mark.parametrize(("letter", "kind"), KINDS)
@pytest.mark.parametrize("n", COUNTS)
def test_05_status(letter, kind, n):
    state = use(holding(letter, 5, n), kind, 5)
    assert state.players[A].status == n


@pytest.mark.parametrize(("letter", "kind"), KINDS)
@pytest.mark.parametrize("n", COUNTS)
def test_07_god_cards_from_the_display(letter, kind, n):
    state = use(holding(letter, 7, n), kind, 7)
    hand = []
    for _ in range(n):
        options = of_type(state, TakeGod)
        assert {a.god for a in options} == set(LAYOUT.god_names)
        card = state.display[0]
        state, _ = play(state, TakeGod(LAYOUT.god_names[0]))
        hand.append(card)
    assert state.players[A].hand == tuple(hand)
    assert not of_type(state, TakeGod)


@pytest.mark.parametrize(("letter", "kind"), KINDS)
@pytest.mark.parametrize("n", COUNTS)
def test_08_quipus_to_the_reserve(letter, kind, n):
    state = use(holding(letter, 8, n), kind, 8)
    p = state.players[A]
    assert p.quipus == 10 - n and p.reserve == n


def test_08_moves_only_the_quipus_still_on_the_mask():
    state = use(holding("S", 8, 3, quipus=2, reserve=4), "study", 8)
    assert state.players[A].quipus == 0 and state.players[A].reserve == 6
    state = phase_two(player(blank(), A, people=tiles("S", 8, 1), quipus=0, reserve=5), A)
    assert of_type(state, UseAbility) == []


@pytest.mark.parametrize(("letter", "kind"), KINDS)
@pytest.mark.parametrize(("n", "reach"), [(1, 3), (2, 6), (3, 6)])
def test_09_a_circlet_as_a_3_then_as_a_6(letter, kind, n, reach):
    state = player(blank(), A, people=tiles(letter, 9, n))
    for c in range(1, 7):
        state = ready_circlet(state, A, c)
    state = use(phase_two(state, A), kind, 9)
    assert {a.circlet for a in of_type(state, Activate)} == set(range(1, reach + 1))
    state, _ = play(state, Activate(reach))
    assert state.players[A].circlets[reach - 1]
    assert state.task is not None and state.task.kind == "blessing"


@pytest.mark.parametrize(("letter", "kind"), KINDS)
@pytest.mark.parametrize("n", COUNTS)
def test_10_food(letter, kind, n):
    state = use(holding(letter, 10, n), kind, 10)
    assert state.players[A].food == n


@pytest.mark.parametrize(("ability", "row"), [(11, "farm_row"), (12, "study_row")])
@pytest.mark.parametrize(("letter", "kind"), KINDS)
@pytest.mark.parametrize(("n", "reach"), [(1, 3), (2, 6), (3, 6)])
def test_11_12_a_tile_from_the_column_as_a_3_then_as_a_6(ability, row, letter, kind, n, reach):
    state = holding(letter, ability, n, quipus=7, reserve=3)
    column = getattr(state, row)
    state = use(state, kind, ability)
    assert {a.tile for a in of_type(state, TakeTile)} == set(column[:reach])
    state, _ = play(state, TakeTile(column[reach - 1]))
    assert state.players[A].people[-1] == (column[reach - 1], False)


def test_11_needs_a_free_space_on_the_mask():
    state = phase_two(player(blank(), A, people=tiles("S", 11, 2)), A)
    assert of_type(state, UseAbility) == []  # 10 quipus and 2 tiles fill all 12 spaces


# --- using the tiles -------------------------------------------------------------------------
def test_study_and_farm_tiles_with_the_same_ability_never_join():
    state = phase_two(player(blank(), A, people=(*tiles("S", 10, 1), *tiles("F", 10, 2))), A)
    state = use(state, "study", 10)
    assert state.players[A].food == 1  # the study tile alone
    state = use(state, "farm", 10)
    assert state.players[A].food == 3  # the two farm tiles together, on their own


def test_one_study_and_one_farm_ability_a_phase_in_any_order():
    people = (*tiles("S", 10, 1), *tiles("S", 1, 1), *tiles("F", 2, 1), *tiles("F", 5, 1))
    state = phase_two(player(player(blank(), A, people=people), B, people=tiles("S", 2, 1)), A)
    assert set(of_type(state, UseAbility)) == {
        UseAbility("study", 10),
        UseAbility("study", 1),
        UseAbility("farm", 2),
        UseAbility("farm", 5),
    }
    state = use(state, "farm", 5)
    assert set(of_type(state, UseAbility)) == {UseAbility("study", 10), UseAbility("study", 1)}
    state = use(state, "study", 1)
    assert state.phase == PHASE_II and state.turn == B  # both used: A's turn is over


def test_slid_down_tiles_work_too_and_stay_where_they_are():
    state = phase_two(player(blank(), A, people=tiles("F", 10, 2, slid=True)), A)
    state = use(state, "farm", 10)
    assert state.players[A].food == 2
    assert state.players[A].people == tiles("F", 10, 2, slid=True)


def test_a_player_may_use_nothing_and_pass():
    state = phase_two(player(blank(), A, people=tiles("S", 2, 1)), A)
    state = player(state, B, people=tiles("F", 2, 1))
    state, _ = play(state, Done())
    assert state.turn == B and vp(state, A) == 0


def test_phase_two_goes_in_player_order_and_skips_players_with_nothing_to_use():
    state = blank()
    order = (2, 0, 3, 1)
    state = replace(state, order=order, status_stack=tuple(reversed(order)))
    state = player(state, 0, people=tiles("S", 2, 1))
    state = player(state, 1, people=tiles("S", 2, 1))
    state = phase_two(state, 2)
    state, _ = play(state, Done())
    assert state.turn == 0
    state = use(state, "study", 2)
    assert state.turn == 1  # 3 has no tile


def test_a_tile_taken_in_phase_two_can_serve_the_other_kind_at_once():
    # The study tile 11 takes a farm tile; the farm use of this phase may be that new tile.
    state = player(blank(), A, people=tiles("S", 11, 1), quipus=9, reserve=1)
    state = replace(state, farm_row=("F10-3", None, None, None, None, None))
    state = use(phase_two(state, A), "study", 11)
    state, _ = play(state, TakeTile("F10-3"))
    assert of_type(state, UseAbility) == [UseAbility("farm", 10)]
    state = use(state, "farm", 10)
    assert state.players[A].food == 1
