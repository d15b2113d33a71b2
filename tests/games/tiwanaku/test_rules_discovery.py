"""Discovery: the hidden terrain is placed and the diversity track scores."""

from __future__ import annotations

from boardgames.core.rules import PointsScored
from boardgames.games.tiwanaku import queries, scoring
from boardgames.games.tiwanaku.actions import Move
from boardgames.games.tiwanaku.events import TerrainDiscovered
from boardgames.games.tiwanaku.state import MOVE, OFFER

from .rules_helpers import RULES, land, play, player, points, position

# (0, 1) is rock and (1, 0) is sand under the cover.
FIELD = land(["srs", "sgg", "eee"], ["112", "212", "123"])
SUMMARY_TRACKS = {"sand": 2, "grass": 2, "rock": 1}  # the rulebook summary's example


def test_the_summary_example_a_rock_scores_three() -> None:
    s = position(FIELD, [player([(0, 0)], tracks=SUMMARY_TRACKS), player()], explored=[(0, 0)])
    s2, events = play(s, Move((0, 0), (0, 1)))
    assert points(s2, 0, scoring.DISCOVERY) == 3
    assert queries.player_summary(s2, 0).tracks["rock"] == 2
    scored = [e for e in events if isinstance(e, PointsScored)]
    assert [(e.points, e.category) for e in scored] == [(3, scoring.DISCOVERY)]


def test_the_summary_example_a_third_sand_scores_one() -> None:
    s = position(FIELD, [player([(0, 0)], tracks=SUMMARY_TRACKS), player()], explored=[(0, 0)])
    s2, _ = play(s, Move((0, 0), (1, 0)))
    assert points(s2, 0, scoring.DISCOVERY) == 1
    assert queries.player_summary(s2, 0).tracks["sand"] == 3


def test_the_first_discovery_of_a_kind_counts_the_other_markers_on_level_one() -> None:
    s = position(FIELD, [player([(0, 0)], tracks={"sand": 1, "grass": 1}), player()])
    assert queries.discovery_points(s, 0, "rock") == 3
    assert queries.discovery_points(s, 0, "earth") == 3
    assert queries.discovery_points(s, 0, "sand") == 1


def test_a_marker_at_the_top_of_its_track_stays_and_scores_one() -> None:
    tracks = {"sand": 3, "rock": 3, "grass": 3}
    s = position(
        FIELD, [player([(0, 0)], tracks=tracks), player()], explored=[(0, 0)], track_height=3
    )
    s2, events = play(s, Move((0, 0), (0, 1)))
    assert points(s2, 0, scoring.DISCOVERY) == 1
    assert s2.players[0].tracks == s.players[0].tracks
    found = [e for e in events if isinstance(e, TerrainDiscovered)]
    assert found[0].level == 3


def test_discovery_places_the_tile_reveals_it_and_ends_the_move_without_divination() -> None:
    s = position(FIELD, [player([(0, 0)]), player()], explored=[(0, 0)])
    s2, events = play(s, Move((0, 0), (0, 1)))
    assert (0, 1) in s2.explored
    found = [e for e in events if isinstance(e, TerrainDiscovered)]
    assert len(found) == 1 and found[0].terrain == "rock" and found[0].cell == (0, 1)
    assert type(found[0]).reveals
    # No tokens held, so there is no offering: the next player moves.
    assert s2.phase == MOVE and s2.current == 1


def test_after_a_discovery_a_player_holding_tokens_reaches_the_offering() -> None:
    s = position(FIELD, [player([(0, 0)], held=[1, 2]), player()], explored=[(0, 0)])
    s2, _ = play(s, Move((0, 0), (0, 1)))
    assert s2.phase == OFFER and s2.current == 0


def test_a_space_with_a_face_up_crop_but_no_tile_is_discovered_on_landing() -> None:
    s = position(FIELD, [player([(0, 0)]), player()], explored=[(0, 0)], tokens=[(0, 1)])
    s2, _ = play(s, Move((0, 0), (0, 2)))  # over the crop token on (0, 1), onto sand
    assert (0, 2) in s2.explored and (0, 1) not in s2.explored
    s3 = position(FIELD, [player([(0, 0)]), player()], explored=[(0, 0)], tokens=[(0, 1)])
    s4, _ = play(s3, Move((0, 0), (0, 1)))
    assert (0, 1) in s4.explored


def test_the_log_names_the_player_and_the_terrain() -> None:
    s = position(FIELD, [player([(0, 0)]), player()], explored=[(0, 0)])
    _, events = play(s, Move((0, 0), (0, 1)))
    lines = [e.describe(("Ana", "Bo")) for e in events]
    assert any("Ana discovers rock" in line for line in lines)
    assert not any("you" in line.lower().split() for line in lines)
    assert RULES.to_act(s) == (0,)
