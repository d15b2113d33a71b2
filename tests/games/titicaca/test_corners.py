"""Rule corners the rulebook's examples skip: ties among three, splits with a remainder, the arrow
token with five players, skipped scoring lakes, extra rounds, chains and new weapons."""

from __future__ import annotations

import dataclasses

from boardgames.core.rules import PointsScored
from boardgames.games.titicaca.actions import Bid, EndTurn, PlaceHouse
from boardgames.games.titicaca.bidding import turn_order
from boardgames.games.titicaca.events import (
    BidsRevealed,
    GameEnded,
    RoundSkipped,
    RoundStarted,
    ScoringStarted,
    WeaponsReceived,
)
from boardgames.games.titicaca.moves import targets
from boardgames.games.titicaca.queries import land_preview
from boardgames.games.titicaca.rules import TiticacaRules
from boardgames.games.titicaca.scoring import MAJORITY, SPLIT, TIE_BREAK, longest_chain, new_weapons
from boardgames.games.titicaca.state import BID, END, OVER, TiticacaState

from .titicaca_sketch import ORANGE, PINK, PURPLE, RED, YELLOW, sketch

RULES = TiticacaRules()


def awards(state: TiticacaState, field: tuple[int, int]) -> dict[str | None, tuple]:
    preview = land_preview(state, field)
    assert preview is not None
    return {a.land_type: (a.winners, a.each, a.how) for a in preview.awards}


def end_turn_of(
    state: TiticacaState, seat: int, round_: int, field: tuple[int, int]
) -> TiticacaState:
    """A state where ``seat`` has just placed on ``field`` in ``round_`` and may only end the
    turn."""
    return dataclasses.replace(
        state,
        round=round_,
        phase=END,
        order=(seat,),
        turn=0,
        new_field=field,
        bids=tuple(1 if s == seat else 0 for s in range(state.players)),
    )


# --- ties ----------------------------------------------------------------------------------------
THREE = """
~1   ~2   ~3   ~4
  GyA  GrA  GoA
"""


def test_three_way_tie_still_level_splits_three_ways_and_the_remainder_is_lost() -> None:
    sk = sketch(THREE)
    m = awards(sk.state, sk.rep("A"))
    # Every house touches two lakes and there are no temples: 3 points and 4 points split.
    assert m["grassland"] == ((YELLOW, RED, ORANGE), 1, SPLIT)
    assert m[None] == ((YELLOW, RED, ORANGE), 1, SPLIT)


def test_three_way_tie_broken_by_a_temple() -> None:
    sk = sketch(THREE.replace("GrA ", "GrA1"))
    m = awards(sk.state, sk.rep("A"))
    assert m["grassland"] == ((RED,), 3, TIE_BREAK)
    assert m[None] == ((RED,), 4, TIE_BREAK)


def test_three_way_tie_where_two_stay_level_splits_between_those_two_only() -> None:
    sk = sketch(THREE.replace("GrA ", "GrA1").replace("GoA", "GoA1"))
    m = awards(sk.state, sk.rep("A"))
    assert m["grassland"] == ((RED, ORANGE), 1, SPLIT)  # 3 // 2
    assert m[None] == ((RED, ORANGE), 2, SPLIT)  # 4 // 2
    preview = land_preview(sk.state, sk.rep("A"))
    assert preview is not None and preview.points == (0, 3, 3, 0, 0)


def test_tie_splitting_five_points_gives_two_each() -> None:
    sk = sketch(
        """
..   ~1   ~2   ~3
  ..   GyA1 FrA  ~4
..   ..   ~5
"""
    )
    land = sk.land("A")
    assert len(land.lakes) == 5
    m = awards(sk.state, sk.rep("A"))
    assert m["grassland"] == ((YELLOW,), 2, MAJORITY)
    assert m["forest"] == ((RED,), 2, MAJORITY)
    assert m[None] == ((YELLOW, RED), 2, SPLIT)  # 3 lakes + 1 temple = 4 lakes: still level


# --- the arrow token ------------------------------------------------------------------------------
def test_arrow_token_order_with_five_players() -> None:
    assert turn_order((3, 3, 3, 3, 3), arrow=3) == (3, 4, 0, 1, 2)
    assert turn_order((2, 5, 2, 5, 2), arrow=4) == (1, 3, 4, 0, 2)
    assert turn_order((0, 1, 0, 1, 1), arrow=0) == (1, 3, 4)  # a 0 bid takes no turn


def test_arrow_token_with_five_players_in_play() -> None:
    sk = sketch(
        """
..   S.   F.
  G.   ~1   M.
..   P.   S.
"""
    )
    state = dataclasses.replace(sk.state, round=1, phase=BID, bids=(None,) * 5, arrow=PURPLE)
    for seat in (YELLOW, RED, ORANGE, PURPLE, PINK):
        state, events = RULES.apply(state, seat, Bid(3))
    revealed = next(e for e in events if isinstance(e, BidsRevealed))
    assert revealed.order == (PURPLE, PINK, YELLOW, RED, ORANGE)
    for seat in revealed.order:
        assert RULES.to_act(state) == (seat,)
        state, _ = RULES.apply(state, seat, PlaceHouse(targets(state)[0]))
        state, events = RULES.apply(state, seat, EndTurn())
    # Six fields, five players: everyone played, and the last one holds the arrow now.
    assert state.arrow == ORANGE


# --- skipped scoring lakes -----------------------------------------------------------------------
SKIPPED = """
..
  ~5   FyA  ~10
..   MrB  GyC  ~12  P.
"""


def test_lakes_5_and_10_without_free_fields_are_skipped_but_still_scored() -> None:
    sk = sketch(SKIPPED, players=2)
    state = dataclasses.replace(sk.state, weapons=(5, 3))
    state = end_turn_of(state, YELLOW, 4, sk.at(2, 2))
    state, events = RULES.apply(state, YELLOW, EndTurn())

    assert RoundSkipped(5, "no free field") in events
    assert RoundSkipped(10, "no free field") in events
    assert RoundSkipped(6, "it is not in play") in events
    titles = [e.title for e in events if isinstance(e, ScoringStarted)]
    assert titles == ["Scoring after lake 5", "Scoring after lake 10"]
    after5 = events[: events.index(ScoringStarted("Scoring after lake 10"))]
    after10 = events[len(after5) :]

    def points(evs: list, category: str) -> dict[int, int]:
        out: dict[int, int] = {}
        for e in evs:
            if isinstance(e, PointsScored) and e.category == category:
                out[e.seat] = out.get(e.seat, 0) + e.points
        return out

    # Lake 5: weapons held, then lands A (forest 1 + lakes 5 and 10) and B (mountains 1 + lake 5).
    assert points(after5, "weapons") == {YELLOW: 5, RED: 3}
    assert points(after5, "lands") == {YELLOW: 3, RED: 2}
    assert WeaponsReceived(YELLOW, 2 + 3 * 2, 2, 2) in after5
    assert WeaponsReceived(RED, 1 + 3 * 1, 1, 1) in after5
    # Lake 10: the new weapons count; lands A and C (grassland 1 + lakes 10 and 12).
    assert points(after10, "weapons") == {YELLOW: 13, RED: 7}
    assert points(after10, "lands") == {YELLOW: 6}
    assert state.weapons == (21, 11)
    # Lakes 5, 10 and 12 are on this board: lake 12's round is the third (skipped ones count).
    assert RoundStarted(3, 12, 1) in events
    assert state.phase == BID and state.round == 12


# --- extra rounds after the last lake ------------------------------------------------------------
EXTRA = """
..
  ~15  FyA  G.   ..
..   Mr.  ..   S.
"""


def test_extra_rounds_after_lake_15_allow_any_free_field() -> None:
    sk = sketch(EXTRA, players=2)
    state = end_turn_of(sk.state, YELLOW, 15, sk.at(1, 1))
    state, events = RULES.apply(state, YELLOW, EndTurn())
    # Only lake 15 is on this board: its round was round 1, the first extra round is round 2.
    assert RoundStarted(2, None, 2) in events
    assert state.lake is None and state.extra_round == 1
    state, _ = RULES.apply(state, YELLOW, Bid(2))
    state, _ = RULES.apply(state, RED, Bid(1))
    # Neither free field touches a lake: in an extra round any free field will do.
    assert RULES.legal_actions(state, YELLOW) == [
        PlaceHouse(f) for f in sorted([sk.at(1, 2), sk.at(2, 3)])
    ]
    state, _ = RULES.apply(state, YELLOW, PlaceHouse(sk.at(1, 2)))
    state, _ = RULES.apply(state, YELLOW, EndTurn())
    state, _ = RULES.apply(state, RED, PlaceHouse(sk.at(2, 3)))
    state, events = RULES.apply(state, RED, EndTurn())
    assert GameEnded("no free field is left") in events
    assert state.phase == OVER and RULES.outcome(state) is not None


def test_extra_rounds_end_when_nobody_has_weapons() -> None:
    sk = sketch(EXTRA, players=2)
    state = end_turn_of(dataclasses.replace(sk.state, weapons=(1, 0)), YELLOW, 15, sk.at(1, 1))
    state = dataclasses.replace(state, weapons=(0, 0))
    state, events = RULES.apply(state, YELLOW, EndTurn())
    assert GameEnded("nobody can bid any more") in events
    assert RULES.to_act(state) == () and RULES.outcome(state) is not None


def test_an_extra_round_where_nobody_takes_a_turn_ends_the_game() -> None:
    sk = sketch(EXTRA, players=2)
    state = end_turn_of(sk.state, YELLOW, 15, sk.at(1, 1))
    state, _ = RULES.apply(state, YELLOW, EndTurn())
    state, _ = RULES.apply(state, YELLOW, Bid(0))
    state, events = RULES.apply(state, RED, Bid(0))
    assert GameEnded("nobody took a turn in an extra round") in events
    assert RULES.outcome(state) is not None


def test_the_game_ends_once_no_field_is_free_even_before_lake_15() -> None:
    sk = sketch("..\n  ~3   FyA  ~10\n", players=2)
    state = end_turn_of(sk.state, YELLOW, 3, sk.at(1, 1))
    state, events = RULES.apply(state, YELLOW, EndTurn())
    assert GameEnded("no free field is left") in events
    assert not any(isinstance(e, ScoringStarted) and "lake 10" in e.title for e in events)


# --- chains and new weapons ----------------------------------------------------------------------
def test_longest_chain_runs_across_lands() -> None:
    sk = sketch(
        """
..
  FyA  GyB  MyC  ~1
..   ..   ..   ..   Sy.
"""
    )
    state = sk.state
    assert len({sk.rep(x) for x in "ABC"}) == 3
    assert longest_chain(state, YELLOW) == 3
    state = end_turn_of(state, YELLOW, 15, sk.at(2, 4))
    state, events = RULES.apply(state, YELLOW, EndTurn())
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert outcome.breakdown["houses"][YELLOW] == 4
    assert outcome.breakdown["chains"][YELLOW] == 9
    assert PointsScored(YELLOW, 9, "chains", "longest chain of 3 houses") in events


def test_new_weapons_four_lone_houses_give_seven() -> None:
    sk = sketch(
        """
..
  Fy.  ~5   Gy.  ~2   My.  ~3   Sy.
..   ..   ..   ..   ..   ..   ..   P.   ~6
""",
        players=2,
    )
    assert new_weapons(sk.state, YELLOW) == 4 + 3 * 1
    state = end_turn_of(dataclasses.replace(sk.state, weapons=(0, 0)), YELLOW, 5, sk.at(1, 0))
    state, events = RULES.apply(state, YELLOW, EndTurn())
    assert WeaponsReceived(YELLOW, 7, 4, 1) in events
    assert WeaponsReceived(RED, 0, 0, 0) in events
    assert state.weapons == (7, 0) and state.round == 6
