"""Building stories from a crane space: the rulebook's example (9 points) and its limits."""

from __future__ import annotations

from dataclasses import replace

import pytest

from boardgames.core.rules import IllegalAction, PointsScored
from boardgames.games.titania.actions import Build, FinishBuilding, PlayCard
from boardgames.games.titania.events import StoryBuilt
from boardgames.games.titania.queries import buildable, step, tower_heights

from .helpers import (
    BLACK_WHITE_TOWER,
    BROWN_TOWER,
    CRANE,
    RULES,
    act,
    of_type,
    position,
    shells,
)


def crane_position(**kw):
    kw.setdefault("hands", {0: ("red", "red")})
    kw.setdefault("ships", {(3, -2): ("red",)})
    return position(**kw)


def test_rulebook_building_example_scores_nine():
    state = crane_position(
        shells={0: {"black": 2, "white": 1, "brown": 1}},
        stories={BLACK_WHITE_TOWER: {"black": 1}},
    )
    state, _ = act(state, PlayCard("red", "red", CRANE))
    assert step(state) == "build"
    assert set(buildable(state)) == {
        (BLACK_WHITE_TOWER, "black"),
        (BLACK_WHITE_TOWER, "white"),
        (BROWN_TOWER, "brown"),
    }
    supply = state.shell_supply
    state, events = act(
        state,
        Build(BLACK_WHITE_TOWER, "black"),
        Build(BLACK_WHITE_TOWER, "white"),
        Build(BROWN_TOWER, "brown"),
    )
    built = [(e.colour, e.level, e.cost) for e in of_type(events, StoryBuilt)]
    assert built == [("black", 2, 2), ("white", 1, 1), ("brown", 1, 1)]
    assert sum(e.points for e in of_type(events, PointsScored)) == 9
    assert state.players[0].score == 9
    assert state.players[0].points == (0, 9, 0)
    assert tower_heights(state, BLACK_WHITE_TOWER) == {"black": 2, "white": 1}
    assert tower_heights(state, BROWN_TOWER) == {"brown": 1}
    assert shells(state, 0) == {"brown": 0, "green": 0, "black": 0, "white": 0}
    assert state.shell_supply[2] == supply[2] + 2  # the black 2-shell went back
    assert step(state) == "play"  # nothing more to build: the step closes by itself


def test_at_least_one_story_must_be_built():
    state = crane_position(shells={0: {"brown": 5}})
    state, _ = act(state, PlayCard("red", "red", CRANE))
    assert FinishBuilding() not in RULES.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="At least one story"):
        RULES.apply(state, 0, FinishBuilding())
    state, _ = act(state, Build(BROWN_TOWER, "brown"))
    assert FinishBuilding() in RULES.legal_actions(state, 0)
    state, _ = act(state, FinishBuilding())
    assert step(state) == "play" and shells(state, 0)["brown"] == 4


@pytest.mark.parametrize(("height", "cost"), [(0, 1), (1, 2), (2, 3), (3, 4)])
def test_each_story_costs_its_height_in_shells(height, cost):
    state = crane_position(shells={0: {"brown": 4}}, stories={BROWN_TOWER: {"brown": height}})
    state, _ = act(state, PlayCard("red", "red", CRANE), Build(BROWN_TOWER, "brown"))
    assert shells(state, 0)["brown"] == 4 - cost
    assert tower_heights(state, BROWN_TOWER)["brown"] == height + 1


def test_several_stories_on_one_tower_in_one_visit():
    state = crane_position(shells={0: {"brown": 6}})
    state, _ = act(
        state,
        PlayCard("red", "red", CRANE),
        Build(BROWN_TOWER, "brown"),
        Build(BROWN_TOWER, "brown"),
        Build(BROWN_TOWER, "brown"),
    )
    assert tower_heights(state, BROWN_TOWER)["brown"] == 3
    assert shells(state, 0)["brown"] == 0
    assert state.players[0].score == 9


def test_a_tower_stops_at_four_stories():
    state = crane_position(
        shells={0: {"brown": 9, "black": 1}},
        stories={BROWN_TOWER: {"brown": 4}},
    )
    state, _ = act(state, PlayCard("red", "red", CRANE))
    assert (BROWN_TOWER, "brown") not in buildable(state)
    assert buildable(state) == ((BLACK_WHITE_TOWER, "black"),)


def test_a_full_tower_or_no_shells_closes_the_crane():
    state = crane_position(
        shells={0: {"brown": 9}},
        stories={BROWN_TOWER: {"brown": 4}},
    )
    assert CRANE not in {a.at for a in RULES.legal_actions(state, 0) if isinstance(a, PlayCard)}


def test_no_stories_left_of_a_colour():
    state = replace(
        crane_position(shells={0: {"brown": 1, "white": 1}}), story_supply=(0, 16, 16, 16)
    )
    state, _ = act(state, PlayCard("red", "red", CRANE))
    assert buildable(state) == ((BLACK_WHITE_TOWER, "white"),)


def test_a_sea_star_on_the_tower_space_makes_stories_worth_four():
    state = crane_position(shells={0: {"brown": 1, "white": 1}}, starred=[BROWN_TOWER])
    state, events = act(
        state,
        PlayCard("red", "red", CRANE),
        Build(BROWN_TOWER, "brown"),
        Build(BLACK_WHITE_TOWER, "white"),
    )
    assert [e.points for e in of_type(events, PointsScored)] == [4, 3]
