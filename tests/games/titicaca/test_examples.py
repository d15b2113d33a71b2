"""The rulebook's worked examples 1, 2a-2e, 3 and 4, reproduced as hand-built positions.

The rulebook's pictures are not available, so each position is drawn to match every number the
example's text gives (land sizes, lakes per house, who holds what); the assertions are the
example's conclusions.
"""

from __future__ import annotations

import dataclasses

import pytest

from boardgames.games.titicaca.actions import (
    Bid,
    BuildTemple,
    EndTurn,
    JoinLands,
    JoinNew,
    PlaceHouse,
)
from boardgames.games.titicaca.events import (
    ArrowPassed,
    BidReturned,
    BidsRevealed,
    LandsJoined,
    RoundStarted,
    TurnStarted,
)
from boardgames.games.titicaca.lands import adjacent_lands, land_of, sticks_between
from boardgames.games.titicaca.lands_cache import lands
from boardgames.games.titicaca.moves import join_options, merge_options, targets, temple_options
from boardgames.games.titicaca.queries import land_preview
from boardgames.games.titicaca.rules import TiticacaRules
from boardgames.games.titicaca.scoring import MAJORITY, SPLIT, TIE_BREAK
from boardgames.games.titicaca.state import BID, JOIN, MERGE, PLACE, TEMPLE, TiticacaState

from .titicaca_sketch import ORANGE, PURPLE, RED, YELLOW, Sketch, sketch

RULES = TiticacaRules()


def lake_count(sk: Sketch, row: int, col: int) -> int:
    return len(sk.state.board.lakes_at[sk.at(row, col)])


def points(sk: Sketch, letter: str) -> tuple[int, ...]:
    preview = land_preview(sk.state, sk.rep(letter))
    assert preview is not None
    return preview.points


def majorities(sk: Sketch, letter: str) -> dict[str | None, tuple[tuple[int, ...], int, str]]:
    """land type (None: most houses) -> (winners, points each, how)."""
    preview = land_preview(sk.state, sk.rep(letter))
    assert preview is not None
    return {a.land_type: (a.winners, a.each, a.how) for a in preview.awards}


# --- Example 1: turn order -----------------------------------------------------------------------
KLAUS, WOLFGANG, REINER, ALAN = range(4)


def test_example_1_turn_order_from_bids_and_the_arrow_token() -> None:
    # Lake 8 has three free fields; a free field at lake 9 keeps the game going afterwards.
    sk = sketch(
        """
..
  S.   ~8   F.   ..   ~9
..   G.   ..   ..   M.
""",
        players=4,
    )
    state = dataclasses.replace(sk.state, round=8, phase=BID, bids=(None,) * 4, arrow=WOLFGANG)
    assert len(targets(state)) == 3
    for seat, value in ((KLAUS, 6), (WOLFGANG, 3), (REINER, 2), (ALAN, 3)):
        assert RULES.to_act(state)
        state, events = RULES.apply(state, seat, Bid(value))
    revealed = next(e for e in events if isinstance(e, BidsRevealed))
    assert revealed.bids == (6, 3, 2, 3)
    assert revealed.order == (KLAUS, WOLFGANG, ALAN, REINER)

    played = []
    while state.round == 8:
        seat = RULES.to_act(state)[0]
        played.append(seat)
        before = state.weapons[seat]
        state, _ = RULES.apply(state, seat, PlaceHouse(targets(state)[0]))
        # The bid is handed in when the player's own turn begins.
        assert state.weapons[seat] == before
        state, events = RULES.apply(state, seat, EndTurn())
    assert played == [KLAUS, WOLFGANG, ALAN]
    assert state.weapons == (14, 17, 20, 17)  # Reiner took his 2 back
    assert BidReturned(REINER, 2, "no free field is left") in events
    assert ArrowPassed(ALAN) in events and state.arrow == ALAN
    assert any(isinstance(e, RoundStarted) and e.lake == 9 for e in events)


def test_example_1_bids_are_paid_at_the_start_of_the_turn() -> None:
    sk = sketch("..\n  S.   ~8   F.   ..   ~9\n..   G.   ..   ..   M.\n", players=4)
    state = dataclasses.replace(sk.state, round=8, phase=BID, bids=(None,) * 4, arrow=WOLFGANG)
    for seat, value in ((KLAUS, 6), (WOLFGANG, 3), (REINER, 2), (ALAN, 3)):
        state, events = RULES.apply(state, seat, Bid(value))
    assert TurnStarted(KLAUS, 6) in events
    assert state.weapons == (14, 20, 20, 20)
    assert state.phase == PLACE and state.current == KLAUS


# --- Example 2: points in the lands ---------------------------------------------------------------
def test_example_2a_one_field_land() -> None:
    sk = sketch(
        """
~1   ~2
  FyA  ~3
"""
    )
    assert sk.land("A").size == 1 and len(sk.land("A").lakes) == 3
    m = majorities(sk, "A")
    assert m["forest"] == ((YELLOW,), 1, MAJORITY)
    assert m[None] == ((YELLOW,), 3, MAJORITY)
    assert points(sk, "A")[YELLOW] == 4


def test_example_2b_three_field_land() -> None:
    sk = sketch(
        """
~1   ~2   ~3
  PrA  GyA  FrA
~4   ..   ..   ~5
"""
    )
    assert sk.land("A").size == 3 and len(sk.land("A").lakes) == 5
    m = majorities(sk, "A")
    assert m["pampa"] == ((RED,), 3, MAJORITY)
    assert m["grassland"] == ((YELLOW,), 3, MAJORITY)
    assert m["forest"] == ((RED,), 3, MAJORITY)
    assert m[None] == ((RED,), 5, MAJORITY)


def test_example_2c_tie_split_rounded_down() -> None:
    sk = sketch(
        """
~1   ..   ~2
  PoA  FpA
..   ~3   ..
"""
    )
    assert sk.land("A").size == 2 and len(sk.land("A").lakes) == 3
    assert lake_count(sk, 1, 0) == 2 and lake_count(sk, 1, 1) == 2
    m = majorities(sk, "A")
    assert m["pampa"] == ((ORANGE,), 2, MAJORITY)
    assert m["forest"] == ((PURPLE,), 2, MAJORITY)
    assert m[None] == ((ORANGE, PURPLE), 1, SPLIT)  # 3 points split: 1 each, 1 lost
    assert points(sk, "A")[ORANGE] == 3 and points(sk, "A")[PURPLE] == 3


def test_example_2d_tie_broken_by_lakes() -> None:
    sk = sketch(
        """
..   ~1   ~2   ..
  SoA  PyA  ~3
..   PrA  GpA  ..
"""
    )
    land = sk.land("A")
    assert land.size == 4 and len(land.lakes) == 3
    assert lake_count(sk, 1, 1) == 3  # Yellow's pampa field
    m = majorities(sk, "A")
    assert m["savanna"] == ((ORANGE,), 4, MAJORITY)
    assert m["pampa"] == ((YELLOW,), 4, TIE_BREAK)
    assert m["grassland"] == ((PURPLE,), 4, MAJORITY)
    assert m[None] == ((YELLOW,), 3, TIE_BREAK)  # four players with one house each
    assert points(sk, "A") == (7, 0, 4, 4, 0)


E2E = """
..
  ..   ~3   ..   ~5   ~6   PrA
~1   GyA2 MyA  PyA  GpA1 PrA  ~7
  ..   ~2   ~4   FrA  SoA
"""


def test_example_2e_eight_field_land_with_temples() -> None:
    sk = sketch(E2E)
    land = sk.land("A")
    assert land.size == 8 and len(land.lakes) == 7
    # The lakes around each house, as the example counts them.
    assert lake_count(sk, 2, 1) == 3  # Yellow's grassland (+2 temple)
    assert lake_count(sk, 2, 4) == 2  # Purple's grassland (+1 temple)
    red = sorted(lake_count(sk, r, c) for r, c in ((1, 5), (2, 5), (3, 3)))
    yellow = sorted(lake_count(sk, r, c) for r, c in ((2, 1), (2, 2), (2, 3)))
    assert red == [1, 2, 2] and yellow == [2, 3, 3]
    m = majorities(sk, "A")
    assert m["savanna"] == ((ORANGE,), 8, MAJORITY)
    assert m["pampa"] == ((RED,), 8, MAJORITY)  # 2 houses to 1
    assert m["grassland"] == ((YELLOW,), 8, TIE_BREAK)  # 3 + 2 = 5 beats 2 + 1 = 3
    assert m["forest"] == ((RED,), 8, MAJORITY)
    assert m["mountains"] == ((YELLOW,), 8, MAJORITY)
    assert m[None] == ((YELLOW,), 7, TIE_BREAK)  # 8 + 2 = 10 beats 5
    preview = land_preview(sk.state, sk.rep("A"))
    assert preview is not None
    grass = next(a for a in preview.awards if a.land_type == "grassland")
    total = next(a for a in preview.awards if a.land_type is None)
    assert grass.tie_values[YELLOW] == 5 and grass.tie_values[PURPLE] == 3
    assert total.tie_values[YELLOW] == 10 and total.tie_values[RED] == 5
    assert preview.points == (23, 16, 8, 0, 0)


def test_example_2e_face_down_temples_count_as_nothing_in_another_players_preview() -> None:
    sk = sketch(E2E)
    red_view = RULES.view(sk.state, RED)
    preview = land_preview(red_view, sk.rep("A"))
    assert preview is not None
    grass = next(a for a in preview.awards if a.land_type == "grassland")
    assert grass.tie_values[YELLOW] == 3 and grass.tie_values[PURPLE] == 2


# --- Example 3: adjacent lands -------------------------------------------------------------------
def test_example_3_adjacent_lands() -> None:
    sk = sketch(
        """
..   ~8   ..   ..   ..
  GyX  FrY  MrY  PrY
..   ~4   ~1   ~3   ~10
  ..   ..   SoZ  FoZ
"""
    )
    x, y, z = sk.land("X"), sk.land("Y"), sk.land("Z")
    state = sk.state
    table = lands(state)
    assert set(x.lakes) & set(y.lakes) == {4, 8}
    assert sticks_between(state, x, y)
    assert set(y.lakes) & set(z.lakes) == {1, 3, 10}
    assert not sticks_between(state, y, z)
    assert not set(x.lakes) & set(z.lakes) and not sticks_between(state, x, z)
    # Adjacent: X and Y (a stick and lakes), Y and Z (lakes only); not X and Z.
    assert {rep for rep, _ in adjacent_lands(table, x.rep)} == {y.rep}
    assert {rep for rep, _ in adjacent_lands(table, y.rep)} == {x.rep, z.rep}
    assert {rep for rep, _ in adjacent_lands(table, z.rep)} == {y.rep}


# --- Example 4: a complete turn ------------------------------------------------------------------
E4 = """
..   ..   ..   GpD  ..
  ..   MyE  MrD  ~3   ..
..   SyE  ~6   FkB  ~7   GoA
  ..   MoF  ~8   S..  FkA  PyA
..   ..   F..  SkC  P..
"""


def example_4() -> tuple[Sketch, TiticacaState]:
    sk = sketch(E4)
    # Round 8: Orange went first (its mountains house F at lake 8); now it is Yellow's turn.
    state = dataclasses.replace(
        sk.state,
        round=8,
        phase=PLACE,
        bids=(3, 0, 5, 0, 0),
        order=(ORANGE, YELLOW),
        turn=1,
        weapons=(17, 20, 15, 20, 20),
    )
    return sk, state


def test_example_4_part_1_place_a_house() -> None:
    sk, state = example_4()
    savanna, forest = sk.at(3, 3), sk.at(4, 2)
    assert RULES.to_act(state) == (YELLOW,)
    assert RULES.legal_actions(state, YELLOW) == [PlaceHouse(p) for p in sorted([savanna, forest])]
    state, _ = RULES.apply(state, YELLOW, PlaceHouse(savanna))
    new = land_of(state, savanna)
    assert new is not None and new.fields == (savanna,)
    assert state.phase == JOIN


def test_example_4_parts_2_to_4_complete_turn() -> None:
    sk, state = example_4()
    savanna = sk.at(3, 3)
    state, _ = RULES.apply(state, YELLOW, PlaceHouse(savanna))

    # Part 2: A and B may be joined with the new land; C already has savanna.
    assert join_options(state) == sorted([sk.rep("A"), sk.rep("B")])
    with pytest.raises(ValueError, match="already has this land type"):
        RULES.apply(state, YELLOW, JoinNew(sk.rep("C")))
    state, events = RULES.apply(state, YELLOW, JoinNew(sk.rep("B")))
    joined = next(e for e in events if isinstance(e, LandsJoined))
    assert joined.size == 2 and joined.new_land
    assert state.phase == MERGE

    # Part 3: land B now has five adjacent lands: A, C, D, E and F.
    b = land_of(state, savanna)
    assert b is not None and b.size == 2
    around = {rep for rep, _ in adjacent_lands(lands(state), b.rep)}
    assert around == {sk.rep(x) for x in "ACDEF"}
    e_land = sk.land("E")
    assert not sticks_between(state, b, e_land) and 6 in set(b.lakes) & set(e_land.lakes)
    # Only D and E can be joined: A and C touch no other land, F has nothing E lacks.
    assert merge_options(state, YELLOW) == [tuple(sorted((sk.rep("D"), sk.rep("E"))))]
    a_rep, e_rep = sorted((sk.rep("E"), sk.rep("F")))
    with pytest.raises(ValueError, match="cannot be joined"):
        RULES.apply(state, YELLOW, JoinLands(a_rep, e_rep))
    d, e = sorted((sk.rep("D"), sk.rep("E")))
    state, events = RULES.apply(state, YELLOW, JoinLands(d, e))
    de = land_of(state, sk.at(1, 1))
    assert de is not None and de.size == 4
    assert state.phase == TEMPLE

    # Part 4: a temple on an own field in B or a land adjacent to it (A, C, F, the new D+E).
    fields = {f for f, _ in temple_options(state, YELLOW)}
    assert fields == {savanna, sk.at(3, 5), sk.at(1, 1), sk.at(2, 1)}
    preview = land_preview(state, sk.at(1, 1))
    assert preview is not None
    mountains = next(a for a in preview.awards if a.land_type == "mountains")
    total = next(a for a in preview.awards if a.land_type is None)
    assert mountains.leaders == (YELLOW, RED)  # the tie with Red in the mountains
    assert total.winners == (YELLOW,) and total.how == MAJORITY  # Yellow's majority
    state, _ = RULES.apply(state, YELLOW, BuildTemple(sk.at(1, 1), 2))
    preview = land_preview(state, sk.at(1, 1))
    assert preview is not None
    mountains = next(a for a in preview.awards if a.land_type == "mountains")
    assert mountains.winners == (YELLOW,) and mountains.how == TIE_BREAK
    assert RULES.legal_actions(state, YELLOW) == [EndTurn()]
    state, _ = RULES.apply(state, YELLOW, EndTurn())
    assert state.arrow == YELLOW  # Yellow was the last to take a turn
