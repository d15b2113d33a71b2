"""What each kind of space gives or asks: fog, bonus and point spaces."""

from __future__ import annotations

from dataclasses import replace

from boardgames.core.rules import PointsScored
from boardgames.games.titania.actions import ChooseShells, KeepSeaStars, PlaceExtraShip, PlayCard
from boardgames.games.titania.events import (
    CardsCounted,
    CardsDrawn,
    FogRevealed,
    FogTileRemoved,
    NothingLeft,
    PointTileSeen,
    PointTileTaken,
    StepSkipped,
)
from boardgames.games.titania.queries import extra_ship_targets, fog_tile, step

from .helpers import LAYOUT, RULES, act, gift, of_type, position, shells

FOG = (0, -1)  # touches the blue castle space


# --- fog -----------------------------------------------------------------------------------------
def test_first_ship_reveals_the_fog_tile_and_takes_it():
    state = position(hands={0: ("blue",)}, fog={FOG: "3 green shells"})
    assert RULES.view(state, 0).fog[state.index(FOG)].kind == "hidden"
    state, events = act(state, PlayCard("blue", "blue", FOG))
    assert [e.tile for e in of_type(events, FogRevealed)] == ["3 green shells"]
    assert of_type(events, FogRevealed)[0].reveals
    assert shells(state, 0)["green"] == 3
    tile = fog_tile(state, FOG)
    assert tile is not None and tile.face_up and tile.gift == gift("3 green shells")
    assert RULES.view(state, 1).fog[state.index(FOG)] == gift("3 green shells")


def test_second_ship_takes_the_tile_again_then_it_leaves_the_board():
    state = position(
        hands={0: ("red",)},
        ships={FOG: ("blue",), (-1, 0): ("red",)},
        fog={FOG: ("2 black shells", True)},
    )
    state, events = act(state, PlayCard("red", "red", FOG))
    assert shells(state, 0)["black"] == 2
    assert not of_type(events, FogRevealed)
    assert [e.tile for e in of_type(events, FogTileRemoved)] == ["2 black shells"]
    assert fog_tile(state, FOG) is None
    assert state.fog_aside == (gift("2 black shells"),)


def test_one_shell_of_each_colour():
    state = position(hands={0: ("blue",)}, fog={FOG: "one shell of each colour"})
    state, _ = act(state, PlayCard("blue", "blue", FOG))
    assert shells(state, 0) == {"brown": 1, "green": 1, "black": 1, "white": 1}


def test_shells_of_choice_ask_for_a_colour():
    state = position(hands={0: ("blue", "blue")}, fog={FOG: "3 shells of choice"})
    state, _ = act(state, PlayCard("blue", "blue", FOG))
    assert step(state) == "choose shells"
    assert RULES.legal_actions(state, 0) == [
        ChooseShells(c) for c in ("brown", "green", "black", "white")
    ]
    state, _ = act(state, ChooseShells("white"))
    assert shells(state, 0)["white"] == 3
    assert step(state) == "play"


def test_sea_stars_from_fog_and_the_chance_to_place_them():
    state = position(hands={0: ("blue",)}, fog={FOG: "2 sea stars"})
    state, _ = act(state, PlayCard("blue", "blue", FOG))
    assert state.players[0].sea_stars == 2
    assert step(state) == "sea stars"
    state, _ = act(state, KeepSeaStars())
    assert state.players[0].sea_stars == 2
    assert step(state) == "play"


def test_extra_ship_is_placed_next_to_the_fog_space_and_resolved():
    state = position(
        hands={0: ("blue",)},
        fog={FOG: "extra ship", (0, -2): "2 white shells"},
    )
    before = state.ships_left("blue")
    state, _ = act(state, PlayCard("blue", "blue", FOG))
    assert step(state) == "extra ship"
    targets = extra_ship_targets(state)
    assert (0, -2) in targets and all(c in state.layout.neighbours(FOG) for c in targets)
    state, _ = act(state, PlaceExtraShip((0, -2)))
    assert state.ships_at((0, -2)) == ("blue",)
    assert state.ships_left("blue") == before - 2
    assert shells(state, 0)["white"] == 2  # the extra ship's space was resolved
    assert state.played == ("blue",)  # the extra ship used no card


def test_extra_ship_tiles_can_chain():
    # The extra ship lifts another extra-ship tile: a third ship follows, next to that second fog
    # space, and its space is resolved too. None of them uses a card but the first.
    state = position(
        hands={0: ("blue",)},
        fog={FOG: "extra ship", (0, -2): "extra ship"},
        point_supply=(4, 5),
    )
    before = state.ships_left("blue")
    state, _ = act(state, PlayCard("blue", "blue", FOG))
    assert step(state) == "extra ship" and state.task.at == FOG
    state, events = act(state, PlaceExtraShip((0, -2)))
    assert of_type(events, FogRevealed) and step(state) == "extra ship"
    assert state.task.at == (0, -2) and state.task.colour == "blue"
    targets = extra_ship_targets(state)
    assert (1, -3) in targets and (1, -3) not in LAYOUT.neighbours(FOG)
    assert all(c in LAYOUT.neighbours((0, -2)) for c in targets)
    state, events = act(state, PlaceExtraShip((1, -3)))  # a point space
    assert of_type(events, PointTileTaken)
    assert state.players[0].point_tiles == (4,)
    assert state.ships_left("blue") == before - 3
    assert state.played == ("blue",) and step(state) == "play"


def test_extra_ship_is_lost_when_no_space_can_take_it():
    around = [c for c in LAYOUT.neighbours(FOG) if LAYOUT.space_at(c).kind != "castle"]
    state = position(
        hands={0: ("blue",)},
        ships={c: ("yellow", "red") for c in around},
        fog={FOG: "extra ship"},
    )
    state, events = act(state, PlayCard("blue", "blue", FOG))
    assert step(state) == "play"
    assert of_type(events, StepSkipped)


# --- bonus ---------------------------------------------------------------------------------------
def test_inner_bonus_space_gives_the_one_thing_shown():
    # (2, -3) shows 2 shells of choice; (1, -4) shows 2 green shells.
    state = position(hands={0: ("red",)}, ships={(1, -3): ("red",)})
    state, _ = act(state, PlayCard("red", "red", (1, -4)))
    assert shells(state, 0)["green"] == 2


def test_edge_bonus_space_gives_both_things():
    # (0, -5) at the edge shows 3 points and 2 cards.
    state = position(
        hands={0: ("red",)},
        ships={(-1, -4): ("red",)},
        draw_pile=("yellow", "blue", "red"),
    )
    state, events = act(state, PlayCard("red", "red", (0, -5)))
    scored = of_type(events, PointsScored)
    assert [(e.points, e.category) for e in scored] == [(3, "bonus")]
    assert state.players[0].hand == ("blue", "yellow")
    assert state.players[0].score == 3
    assert of_type(events, CardsDrawn)[0].visible_to == (0,)
    assert of_type(events, CardsCounted)[0].count == 2


def test_the_second_ship_on_a_bonus_space_is_rewarded_too():
    state = position(hands={0: ("red",)}, ships={(1, -4): ("blue",), (1, -3): ("red",)})
    state, _ = act(state, PlayCard("red", "red", (1, -4)))
    assert shells(state, 0)["green"] == 2


def test_a_bonus_sea_star_opens_the_sea_star_step_only_when_one_arrives():
    # (-2, 2) shows one sea star.
    state = position(hands={0: ("red",)}, ships={(-1, 2): ("red",)})
    state, _ = act(state, PlayCard("red", "red", (-2, 2)))
    assert state.players[0].sea_stars == 1 and step(state) == "sea stars"
    empty = replace(position(hands={0: ("red",)}, ships={(-1, 2): ("red",)}), sea_star_supply=0)
    empty, events = act(empty, PlayCard("red", "red", (-2, 2)))
    assert empty.players[0].sea_stars == 0 and step(empty) == "play"
    assert of_type(events, NothingLeft)


# --- point spaces --------------------------------------------------------------------------------
def test_first_and_second_ship_each_take_a_secret_point_tile():
    state = position(
        hands={0: ("red",), 1: ("blue",)},
        ships={(2, -3): ("red", "blue")},
        point_supply=(5, 3, 4),
    )
    state, events = act(state, PlayCard("red", "red", (1, -3)))
    seen = of_type(events, PointTileSeen)
    assert [(e.value, e.visible_to) for e in seen] == [(5, (0,))]
    assert of_type(events, PointTileTaken)
    assert state.players[0].point_tiles == (5,)
    assert RULES.view(state, 1).players[0].point_tiles == (0,)  # others see only how many
    assert state.players[0].score == 0  # point tiles wait for the end
    state = replace(state, turn=1)
    state, _ = act(state, PlayCard("blue", "blue", (1, -3)))
    assert state.players[1].point_tiles == (3,)
    assert state.point_supply == (4,)


def test_a_point_space_gives_nothing_when_the_tiles_are_gone():
    state = position(hands={0: ("red",)}, ships={(2, -3): ("red",)}, point_supply=())
    state, events = act(state, PlayCard("red", "red", (1, -3)))
    assert state.players[0].point_tiles == ()
    assert of_type(events, NothingLeft)


def test_the_second_ship_on_an_extra_ship_tile_brings_another_extra_ship():
    state = position(
        hands={0: ("red",)},
        ships={FOG: ("blue",), (-1, 0): ("red",)},
        fog={FOG: ("extra ship", True)},
    )
    state, _ = act(state, PlayCard("red", "red", FOG))
    assert step(state) == "extra ship"
    assert state.task.colour == "red"  # the colour just placed
    assert fog_tile(state, FOG) is None  # the tile is gone, but its gift still comes
    state, _ = act(state, PlaceExtraShip((0, -2)))
    assert state.ships_at((0, -2)) == ("red",)


def test_a_short_shell_supply_gives_what_is_left():
    state = replace(
        position(hands={0: ("blue",)}, fog={FOG: "3 green shells"}), shell_supply=(35, 1, 35, 35)
    )
    state, events = act(state, PlayCard("blue", "blue", FOG))
    assert shells(state, 0)["green"] == 1 and state.shell_supply[1] == 0
    assert [e.what for e in of_type(events, NothingLeft)] == ["green shells"]
