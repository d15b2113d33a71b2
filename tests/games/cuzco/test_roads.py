"""The chasqui on the road system: roads by kind and pips, the overlay turned on leaving Cuzco,
the fire blessing on coming back, quipus (one per player per village, top one visible), the
village's feather (only with a delivery, at most 3 of a colour) and the free mask spaces."""

from __future__ import annotations

from dataclasses import replace

from boardgames.games.cuzco.actions import Blessing, Exchange, Move, PlaceDie, PlaceFeather
from boardgames.games.cuzco.events import OverlayTurned, QuipuDelivered
from boardgames.games.cuzco.layout import CUZCO
from boardgames.games.cuzco.state import BLESSING, FEATHER

from .helpers import (
    LAYOUT,
    arm_pips,
    blank,
    of_type,
    play,
    player,
    quipus_in,
    slots,
    with_feathers,
)

A, B = 0, 1


def moves_after(state, die, road):
    state = player(state, A, dice=(die, die, die))
    state, _ = play(state, PlaceDie(die, road, road))
    return state, of_type(state, Move)


def test_a_road_needs_a_die_of_at_least_its_pips_and_its_kind():
    for village in ("I3", "O2", "O5"):
        for road in ("stone", "rope"):
            for die in range(1, 7):
                state = player(blank(), A, chasqui=village)
                wanted = {
                    r.other(village)
                    for r in LAYOUT.roads_from(village)
                    if r.kind == road and r.pips <= die
                }
                kind, pips = arm_pips(state, village, 0) if village[0] == "I" else ("", 9)
                if kind == road and pips <= die:
                    wanted.add(CUZCO)
                if not wanted:
                    assert PlaceDie(die, road, road) not in of_type(
                        player(state, A, dice=(die,)), PlaceDie
                    )
                    continue
                _, moves = moves_after(state, die, road)
                assert {m.to for m in moves} == wanted, (village, road, die)
                assert all(m.rotation == 0 for m in moves)  # only leaving Cuzco turns it


def test_leaving_cuzco_the_overlay_may_be_turned_to_any_rotation():
    state, moves = moves_after(blank(), 6, "stone")
    assert {m.rotation for m in moves} == set(range(6))
    for m in moves:
        assert arm_pips(state, m.to, m.rotation)[0] == "stone"
    # Every inner village can be reached by some turn of the overlay.
    assert {m.to for m in moves} == set(LAYOUT.inner_ids())
    state, events = play(state, Move("I4", 1))
    assert state.rotation == 1 and state.players[A].chasqui == "I4"
    assert any(isinstance(e, OverlayTurned) for e in events)


def test_coming_back_to_cuzco_gives_the_fire_blessing_and_no_quipu():
    # At rotation 0 the second arm (rope, 1 pip) meets I2.
    assert arm_pips(blank(), "I2", 0) == ("rope", 1)
    state = player(blank(), A, chasqui="I2")
    state, moves = moves_after(state, 1, "rope")
    assert Move(CUZCO, 0) in moves
    state, _ = play(state, Move(CUZCO, 0))
    assert state.players[A].chasqui == CUZCO and state.players[A].quipus == 10
    assert state.task is not None and state.task.kind == BLESSING
    state, _ = play(state, Blessing("offering", "food"))
    assert state.players[A].offerings == 1 and state.players[A].food == 1


def test_a_quipu_and_the_village_feather_on_delivery():
    state, _ = moves_after(player(blank(), A, chasqui="I1"), 1, "stone")
    colour = LAYOUT.village("I2").feather
    state, events = play(state, Move("I2", 0))
    assert state.quipus[state.village_index("I2")] == (A,)
    assert state.players[A].quipus == 9
    assert [e for e in events if isinstance(e, QuipuDelivered)]
    # Three slots of that colour are free: the player picks one.
    assert state.task is not None and state.task.kind == FEATHER
    assert {a.slot for a in of_type(state, PlaceFeather)} == set(slots(state, A, colour))
    state, _ = play(state, PlaceFeather(slots(state, A, colour)[1]))
    assert state.players[A].feathers[slots(state, A, colour)[1]]


def test_one_quipu_per_player_per_village_and_no_feather_without_a_delivery():
    state = quipus_in(blank(), "I2", B, A)
    state, _ = moves_after(player(state, A, chasqui="I1"), 1, "stone")
    state, _ = play(state, Move("I2", 0))
    assert state.quipus[state.village_index("I2")] == (B, A)
    assert state.players[A].quipus == 9 and not any(state.players[A].feathers)
    assert state.task is None  # nothing to place, the turn moved on


def test_a_later_quipu_goes_on_top_of_the_others():
    state = quipus_in(blank(), "I2", B)
    state, _ = moves_after(player(state, A, chasqui="I1"), 1, "stone")
    state, _ = play(state, Move("I2", 0))
    assert state.quipus[state.village_index("I2")] == (B, A)  # A on top


def test_never_a_fourth_feather_of_a_colour_but_the_quipu_still_goes():
    colour = LAYOUT.village("I2").feather
    state = with_feathers(blank(), A, **{colour: 3})
    state, _ = moves_after(player(state, A, chasqui="I1"), 1, "stone")
    state, _ = play(state, Move("I2", 0))
    assert state.quipus[state.village_index("I2")] == (A,)
    assert sum(state.players[A].feathers) == 3 and state.task is None


def test_the_last_free_slot_of_the_colour_fills_by_itself():
    colour = LAYOUT.village("I2").feather
    state = with_feathers(blank(), A, **{colour: 2})
    state, _ = moves_after(player(state, A, chasqui="I1"), 1, "stone")
    state, _ = play(state, Move("I2", 0))
    assert all(state.players[A].feathers[s] for s in slots(state, A, colour))


def test_quipus_come_from_the_reserve_once_the_mask_is_empty():
    state = player(blank(), A, chasqui="I1", quipus=0, reserve=2)
    state, _ = moves_after(state, 1, "stone")
    state, events = play(state, Move("I2", 0))
    assert state.players[A].reserve == 1
    assert [e.from_reserve for e in events if isinstance(e, QuipuDelivered)] == [True]


def test_with_no_quipu_left_the_chasqui_runs_but_delivers_nothing():
    state = player(blank(), A, chasqui="I1", quipus=0, reserve=0)
    state, _ = moves_after(state, 1, "stone")
    state, _ = play(state, Move("I2", 0))
    assert state.players[A].chasqui == "I2"
    assert state.quipus[state.village_index("I2")] == () and not any(state.players[A].feathers)


def _can_study(state):
    state = player(state, A, dice=(6, 6, 6))
    return PlaceDie(6, "study", "study") in of_type(state, PlaceDie)


def test_a_people_tile_needs_an_empty_mask_space_and_quipus_leaving_free_them():
    full = player(blank(), A, people=(("S01-1", False), ("S02-1", False)))
    assert not _can_study(full)  # 10 quipus and 2 tiles: all 12 spaces taken
    # A delivered quipu frees its space.
    moved = quipus_in(full, "O1", A)
    assert _can_study(moved)
    # So does a quipu moved to the reserve with the exchange (2 pips).
    state = player(full, A, dice=(2, 6, 6))
    state, _ = play(state, PlaceDie(2, "exchange", "exchange"), Exchange("quipu"))
    assert state.players[A].quipus == 9 and state.players[A].reserve == 1
    assert _can_study(replace(state, turn=A))
