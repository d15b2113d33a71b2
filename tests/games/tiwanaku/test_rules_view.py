"""Views: the hidden map stays hidden; everything else is public; the UI can work from a view."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.tiwanaku import queries
from boardgames.games.tiwanaku.actions import CODEC, Divine, Move, Offer
from boardgames.games.tiwanaku.state import UNKNOWN_CROP, UNKNOWN_TERRAIN

from .rules_helpers import RULES, land, play, player, position

FIELD = land(["srs", "sgg", "eee"], ["132", "214", "123"])


def sample():
    return position(
        FIELD,
        [player([(0, 0)], supply=2, held=[4]), player([(2, 2)])],
        explored=[(0, 0), (1, 0), (1, 1), (2, 2)],
        tokens=[(1, 1), (0, 2)],
        start=[(0, 0), (2, 0)],
    )


def test_a_view_blanks_unexplored_terrain_and_crops_without_a_token() -> None:
    s = sample()
    for seat in (0, 1, None):
        v = RULES.view(s, seat)
        for cell in FIELD.cells():
            terrain = v.land.terrain_at(cell)
            crop = v.land.crop_at(cell)
            assert terrain == (FIELD.terrain_at(cell) if cell in s.explored else UNKNOWN_TERRAIN)
            assert crop == (FIELD.crop_at(cell) if cell in s.tokens else UNKNOWN_CROP)


def test_everything_else_is_public_and_views_are_idempotent() -> None:
    s = sample()
    v = RULES.view(s, 1)
    assert v.players == s.players and v.explored == s.explored and v.tokens == s.tokens
    assert RULES.view(v, 1) == v
    assert RULES.view(s, 0) == RULES.view(s, None)


def test_legal_actions_and_queries_are_the_same_from_a_view() -> None:
    s = sample()
    v = RULES.view(s, 0)
    assert RULES.legal_actions(v, 0) == RULES.legal_actions(s, 0)
    assert queries.move_targets(v, 0) == queries.move_targets(s, 0)
    assert queries.prompt(v) == queries.prompt(s)
    s2, _ = play(s, Move((0, 0), (1, 0)))
    v2 = RULES.view(s2, 0)
    assert queries.divination_cells(v2, 0) == queries.divination_cells(s2, 0) == [(1, 0)]
    assert RULES.legal_actions(v2, 0) == RULES.legal_actions(s2, 0)


def test_apply_never_changes_its_input() -> None:
    s = sample()
    before = repr(s)
    play(s, Move((0, 0), (1, 0)))
    assert repr(s) == before


def test_action_texts_round_trip() -> None:
    for action in [Move((0, 0), (1, 2)), Divine((2, 1), 5), Offer((1, 3, 4))]:
        assert CODEC.decode(action.encode()) == action


def test_player_summary_for_the_side_panel() -> None:
    summary = queries.player_summary(sample(), 0)
    assert summary.held == (4,) and summary.supply == 2 and summary.pawns == ((0, 0),)
    assert summary.tracks == {"sand": 0, "earth": 0, "grass": 0, "rock": 0}
    assert summary.score == 0 and set(summary.points) == {
        "discovery",
        "divination gains",
        "divination losses",
        "offerings",
    }


def test_garbled_action_texts_are_refused_politely() -> None:
    s = sample()
    for text in ["move pawn=5 to=[1,0]", 'move pawn=[0,0] to="x"', 'offer crops=["a"]']:
        with pytest.raises(IllegalAction):
            RULES.apply(s, 0, CODEC.decode(text))
