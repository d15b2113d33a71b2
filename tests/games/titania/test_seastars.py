"""Sea stars: the rulebook's example (5 points) and when and where they may be placed."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction, PointsScored
from boardgames.games.titania.actions import (
    Build,
    KeepSeaStars,
    OccupyTower,
    PlayCard,
)
from boardgames.games.titania.events import SeaStarPlaced
from boardgames.games.titania.queries import (
    has_sea_star,
    occupiable_towers,
    sea_star_cost,
    step,
)

from .helpers import (
    BROWN_TOWER,
    CRANE,
    FOUR_TOWERS,
    GREEN_WHITE_TOWER,
    LAYOUT,
    RULES,
    act,
    of_type,
    position,
)

STAR_SPACE = (-2, 2)  # a bonus space giving one sea star
RED_NEXT_TO_IT = (-1, 2)


def star_position(stars: int, **kw):
    kw.setdefault("hands", {0: ("red", "red")})
    ships = {RED_NEXT_TO_IT: ("red",), **kw.pop("ships", {})}
    return position(ships=ships, sea_stars={0: stars}, **kw)


def test_rulebook_sea_star_example_scores_five():
    # Two towers with three stories between them; one sea star saved, one just received.
    state = star_position(1, stories={GREEN_WHITE_TOWER: {"green": 2, "white": 1}})
    supply = state.sea_star_supply
    state, _ = act(state, PlayCard("red", "red", STAR_SPACE))
    assert step(state) == "sea stars"
    assert GREEN_WHITE_TOWER in occupiable_towers(state)
    assert sea_star_cost(state, GREEN_WHITE_TOWER) == 2
    state, events = act(state, OccupyTower(GREEN_WHITE_TOWER))
    assert [e.paid for e in of_type(events, SeaStarPlaced)] == [2]
    scored = of_type(events, PointsScored)
    assert [(e.points, e.category) for e in scored] == [(5, "sea stars")]
    assert state.players[0].sea_stars == 0
    assert has_sea_star(state, GREEN_WHITE_TOWER)
    assert state.sea_star_supply == supply - 1 + 1  # one taken from it, one paid back to it
    assert step(state) == "play"  # no sea stars left: the step closes by itself


def test_only_towers_the_player_can_afford_and_without_a_sea_star():
    state = star_position(2, starred=[GREEN_WHITE_TOWER])
    state, _ = act(state, PlayCard("red", "red", STAR_SPACE))
    towers = occupiable_towers(state)
    assert GREEN_WHITE_TOWER not in towers  # already has one
    assert FOUR_TOWERS not in towers  # needs 4 sea stars
    assert all(sea_star_cost(state, t) <= 3 for t in towers)
    assert BROWN_TOWER in towers  # anywhere on the board, not only nearby


def test_several_tower_spaces_in_a_row_then_keep_the_rest():
    state = star_position(3)
    state, _ = act(state, PlayCard("red", "red", STAR_SPACE))
    state, _ = act(state, OccupyTower(BROWN_TOWER))
    assert step(state) == "sea stars" and state.players[0].sea_stars == 3
    state, _ = act(state, OccupyTower((-1, -2)))
    assert state.players[0].sea_stars == 2
    state, _ = act(state, KeepSeaStars())
    assert step(state) == "play" and state.players[0].sea_stars == 2


def test_sea_stars_may_not_be_placed_at_other_times():
    state = star_position(4)
    actions = RULES.legal_actions(state, 0)
    assert not any(isinstance(a, OccupyTower) for a in actions)
    with pytest.raises(IllegalAction, match="only right after receiving one"):
        RULES.apply(state, 0, OccupyTower(BROWN_TOWER))


def test_no_step_when_the_sea_stars_cannot_buy_anything():
    # All one-tower spaces already have a sea star: one sea star buys nothing.
    singles = [s.at for s in LAYOUT.spaces if s.kind == "tower" and len(s.towers) == 1]
    assert len(singles) == 4
    state = star_position(0, starred=singles)
    state, _ = act(state, PlayCard("red", "red", STAR_SPACE))
    assert state.players[0].sea_stars == 1
    assert step(state) == "play"


def test_a_later_story_under_a_sea_star_scores_four():
    state = position(
        hands={0: ("red",)},
        ships={(3, -2): ("red",)},
        shells={0: {"brown": 1}},
        starred=[BROWN_TOWER],
    )
    state, events = act(state, PlayCard("red", "red", CRANE), Build(BROWN_TOWER, "brown"))
    assert [e.points for e in of_type(events, PointsScored)] == [4]
