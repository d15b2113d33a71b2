"""The read-only questions the controller asks: steps, prompts, reasons and summaries."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.titania.actions import Build, ChooseShells, EndTurn, PlayCard
from boardgames.games.titania.queries import (
    fog_tile,
    player_summary,
    prompt,
    score_table,
    ships_at,
    ships_left,
    step,
    tower_heights,
)

from .helpers import BROWN_TOWER, CRANE, NAMES, RULES, act, position


def test_prompts_follow_the_steps_of_a_turn():
    state = position(
        hands={0: ("blue", "red")},
        ships={(3, -2): ("red",)},
        shells={0: {"brown": 1}},
        fog={(0, -1): "2 shells of choice"},
    )
    state, _ = act(state, PlayCard("blue", "blue", (0, -1)))
    assert prompt(state, NAMES) == "Turtle: choose the colour of 2 shells."
    with pytest.raises(IllegalAction, match="First choose the colour of the shells"):
        RULES.apply(state, 0, EndTurn())
    state, _ = act(state, ChooseShells("green"))
    assert prompt(state, NAMES) == "Turtle: play another card, or end the turn and draw 2 cards."
    state, _ = act(state, PlayCard("red", "red", CRANE))
    assert prompt(state, NAMES) == "Turtle: build at least one story on a tower next to the crane."
    with pytest.raises(IllegalAction, match="First build at least one story"):
        RULES.apply(state, 0, EndTurn())
    state, _ = act(state, Build(BROWN_TOWER, "brown"))
    assert step(state) == "play"


def test_summaries_for_the_side_panel_and_the_board():
    state = position(
        hands={0: ("blue", "red"), 1: ("yellow",)},
        shells={0: {"white": 3}},
        sea_stars={1: 2},
        stories={BROWN_TOWER: {"brown": 2}},
        ships={(2, -3): ("red", "blue")},
        fog={(0, -1): ("3 green shells", True)},
    )
    view = RULES.view(state, 1)
    me, other = player_summary(view, 1), player_summary(view, 0)
    assert (me.hand_size, me.sea_stars, me.score) == (1, 2, 0)
    assert other.hand_size == 2 and other.shells["white"] == 3
    assert tower_heights(view, BROWN_TOWER) == {"brown": 2}
    assert tower_heights(view, (2, -3)) == {}
    assert ships_at(view, (2, -3)) == ("red", "blue")
    assert ships_left(view) == {"blue": 15, "yellow": 15, "red": 15}
    assert fog_tile(view, (0, -1)).face_up
    assert fog_tile(view, (0, -2)).gift.kind == "hidden"
    assert fog_tile(view, (2, -3)) is None
    assert score_table(view) == {
        "bonus": (0, 0),
        "building": (0, 0),
        "sea stars": (0, 0),
        "point tiles": (0, 0),
    }
