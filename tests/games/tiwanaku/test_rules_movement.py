"""Movement: one pawn, orthogonal paths, passing over crop tokens and own pawns, entering."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.tiwanaku import queries
from boardgames.games.tiwanaku.actions import Divine, Enter, Move, Pass
from boardgames.games.tiwanaku.events import ExplorationOver, PawnMoved, PlayerPassed
from boardgames.games.tiwanaku.movement import destinations
from boardgames.games.tiwanaku.state import DIVINE, FINAL_DIVINE, MOVE, OFFER

from .rules_helpers import RULES, everything_but, land, play, player, position

# 3x3, every crop distinct enough not to matter here.
FIELD = land(["sss", "sss", "sss"], ["123", "451", "234"])


def test_a_pawn_steps_to_each_orthogonal_neighbour_and_no_further_over_empty_spaces() -> None:
    s = position(FIELD, [player([(1, 1)]), player()], explored=[(1, 1)])
    assert set(destinations(s, 0, (1, 1))) == {(0, 1), (1, 0), (1, 2), (2, 1)}


def test_a_path_may_turn_over_crop_tokens() -> None:
    s = position(FIELD, [player([(0, 0)]), player()], explored=[(0, 0)], tokens=[(0, 1), (1, 1)])
    ends = destinations(s, 0, (0, 0))
    assert (2, 1) in ends and (1, 2) in ends and (0, 2) in ends
    assert ends[(2, 1)] == ((0, 0), (0, 1), (1, 1), (2, 1))
    assert (2, 2) not in ends  # (1, 2) and (2, 1) hold no token to pass over


def test_a_pawn_passes_over_its_own_pawn_but_cannot_stop_there() -> None:
    s = position(FIELD, [player([(0, 0), (0, 1)]), player()], explored=[(0, 0), (0, 1)])
    ends = destinations(s, 0, (0, 0))
    assert (0, 1) not in ends
    assert (0, 2) in ends and (1, 1) in ends
    with pytest.raises(IllegalAction, match="share"):
        RULES.apply(s, 0, Move((0, 0), (0, 1)))


def test_another_colours_pawn_blocks_the_space_and_the_way_past_it() -> None:
    s = position(
        FIELD, [player([(0, 0)]), player([(0, 1)])], explored=[(0, 0), (0, 1)], tokens=[(0, 1)]
    )
    ends = destinations(s, 0, (0, 0))
    assert (0, 1) not in ends and (0, 2) not in ends
    with pytest.raises(IllegalAction, match="Another player's pawn"):
        RULES.apply(s, 0, Move((0, 0), (0, 1)))


def test_a_pawn_may_not_end_where_it_started_even_by_a_loop() -> None:
    tokens = [(0, 1), (1, 1), (1, 0)]
    s = position(FIELD, [player([(0, 0)]), player()], explored=[(0, 0)], tokens=tokens)
    assert (0, 0) not in destinations(s, 0, (0, 0))
    with pytest.raises(IllegalAction, match="leave"):
        RULES.apply(s, 0, Move((0, 0), (0, 0)))


def test_moving_two_spaces_without_a_token_between_is_refused_with_a_reason() -> None:
    s = position(FIELD, [player([(0, 0)]), player()], explored=[(0, 0)])
    with pytest.raises(IllegalAction, match="No path"):
        RULES.apply(s, 0, Move((0, 0), (0, 2)))


def test_a_new_pawn_comes_onto_a_vacant_starting_space_and_discovers_it() -> None:
    s = position(
        FIELD, [player(supply=1), player([(0, 0)])], start=[(0, 0), (0, 2)], explored=[(0, 0)]
    )
    assert queries.move_targets(s, 0) == {queries.NEW_PAWN: {(0, 2): ((0, 2),)}}
    s2, _ = play(s, Enter((0, 2)))
    assert s2.players[0].pawns == ((0, 2),) and s2.players[0].supply == 0
    assert (0, 2) in s2.explored
    with pytest.raises(IllegalAction, match="taken"):
        RULES.apply(s, 0, Enter((0, 0)))
    with pytest.raises(IllegalAction, match="starting space"):
        RULES.apply(s, 0, Enter((1, 1)))


def test_no_new_pawn_once_the_supply_is_empty() -> None:
    s = position(FIELD, [player([(1, 1)]), player()], start=[(0, 0)], explored=[(1, 1)])
    assert not any(isinstance(a, Enter) for a in RULES.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="already on the board"):
        RULES.apply(s, 0, Enter((0, 0)))


def test_a_move_onto_terrain_needs_a_divination_to_follow() -> None:
    # (0, 1) has its crop token: standing there, nothing could be divined.
    s = position(
        FIELD, [player([(0, 0)]), player()], explored=[(0, 0), (0, 1), (1, 0)], tokens=[(0, 1)]
    )
    ends = destinations(s, 0, (0, 0))
    assert (0, 1) not in ends and (1, 0) in ends
    with pytest.raises(IllegalAction, match="divination"):
        RULES.apply(s, 0, Move((0, 0), (0, 1)))
    s2, _ = play(s, Move((0, 0), (1, 0)))
    assert s2.phase == DIVINE and s2.current == 0


def test_another_own_pawn_on_cropless_terrain_makes_the_move_legal() -> None:
    s = position(
        FIELD,
        [player([(0, 0), (2, 2)]), player()],
        explored=[(0, 0), (0, 1), (2, 2)],
        tokens=[(0, 0), (0, 1)],
    )
    assert (0, 1) in destinations(s, 0, (0, 0))
    s2, _ = play(s, Move((0, 0), (0, 1)))
    assert s2.phase == DIVINE
    assert queries.divination_cells(s2, 0) == [(2, 2)]
    s3, _ = play(s2, Divine((2, 2), 4))
    assert (2, 2) in s3.tokens


def test_the_move_event_carries_the_path_for_the_animation() -> None:
    s = position(FIELD, [player([(0, 0)]), player()], explored=[(0, 0)], tokens=[(0, 1)])
    _, events = play(s, Move((0, 0), (0, 2)))
    moved = [e for e in events if isinstance(e, PawnMoved)]
    assert moved and moved[0].path == ((0, 0), (0, 1), (0, 2))


def test_a_player_without_any_move_must_pass_and_then_may_offer() -> None:
    # The only pawn is boxed in by the other colour on an unexplored board.
    tiny = land(["ss", "ss"], ["12", "21"])
    s = position(
        tiny,
        [player([(0, 0)], held=[1]), player([(0, 1), (1, 0)])],
        explored=[(0, 0), (0, 1), (1, 0)],
        tokens=[(0, 0)],
    )
    assert RULES.legal_actions(s, 0) == [Pass()]
    assert queries.prompt(s).startswith("No move")
    s2, events = play(s, Pass())
    assert any(isinstance(e, PlayerPassed) for e in events)
    assert s2.phase == OFFER and s2.current == 0


def test_when_everyone_passes_in_a_row_exploration_ends() -> None:
    # A contrived deadlock: no starting space at all, so nobody can bring a pawn in.
    tiny = land(["ss", "ss"], ["12", "21"])
    s = position(tiny, [player(supply=5), player(supply=5)], explored=[(0, 0)], start=[])
    assert RULES.legal_actions(s, 0) == [Pass()]
    s2, _ = play(s, Pass())
    assert s2.phase == MOVE and s2.current == 1 and s2.passes == 1
    s3, events = play(s2, Pass())
    over = [e for e in events if isinstance(e, ExplorationOver)]
    assert over and over[0].stalled and over[0].seat == 0
    # Nobody has a pawn on cropless terrain, so the game goes straight to its end.
    assert RULES.outcome(s3) is not None
    assert s3.phase != FINAL_DIVINE


def test_a_move_between_passes_resets_the_count() -> None:
    s = position(FIELD, [player(supply=5), player([(1, 1)])], explored=[(1, 1)], start=[], passes=0)
    s2, _ = play(s, Pass())
    assert s2.passes == 1
    s3, _ = play(s2, Move((1, 1), (0, 1)))
    assert s3.passes == 0 and s3.closer is None


def test_moves_are_listed_exactly_for_the_player_to_act() -> None:
    s = position(FIELD, [player([(1, 1)]), player([(0, 0)])], explored=[(1, 1), (0, 0)])
    listed = {a for a in RULES.legal_actions(s, 0) if isinstance(a, Move)}
    assert listed == {Move((1, 1), c) for c in [(0, 1), (1, 0), (1, 2), (2, 1)]}
    assert RULES.legal_actions(s, 1) == []
    with pytest.raises(IllegalAction, match="turn"):
        RULES.apply(s, 1, Move((0, 0), (0, 1)))


def test_everything_explored_position_helper_is_sane() -> None:
    assert len(everything_but(FIELD, (0, 0))) == 8
