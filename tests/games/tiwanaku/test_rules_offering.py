"""Offerings at the end of a turn: different crop tokens for 0/1/3/6/10 points."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.tiwanaku import scoring
from boardgames.games.tiwanaku.actions import Divine, EndTurn, Move, Offer
from boardgames.games.tiwanaku.state import MOVE, OFFER

from .rules_helpers import RULES, land, play, player, points, position

FIELD = land(["sss", "ggg"], ["123", "312"])


def offering_turn(held: tuple[int, ...]):
    """Player 0 discovers (0, 1) and reaches the offering holding ``held``."""
    s = position(FIELD, [player([(0, 0)], held=held), player()], explored=[(0, 0)])
    s2, _ = play(s, Move((0, 0), (0, 1)))
    assert s2.phase == OFFER
    return s2


@pytest.mark.parametrize(("count", "expected"), [(1, 0), (2, 1), (3, 3), (4, 6), (5, 10)])
def test_offering_values_by_number_of_different_tokens(count: int, expected: int) -> None:
    held = tuple(range(1, 6))
    s, _ = play(offering_turn(held), Offer(held[:count]))
    assert points(s, 0, scoring.OFFERINGS) == expected
    assert s.players[0].held == held[count:]
    assert s.phase == MOVE and s.current == 1


def test_every_set_of_held_tokens_may_be_offered_or_none() -> None:
    s = offering_turn((2, 4))
    assert set(RULES.legal_actions(s, 0)) == {Offer((2, 4)), Offer((2,)), Offer((4,)), EndTurn()}
    s2, _ = play(s, EndTurn())
    assert s2.players[0].held == (2, 4) and points(s2, 0, scoring.OFFERINGS) == 0


def test_only_held_tokens_listed_once_each_may_be_offered() -> None:
    s = offering_turn((2, 4))
    with pytest.raises(IllegalAction, match="holds"):
        RULES.apply(s, 0, Offer((2, 3)))
    with pytest.raises(IllegalAction, match="different crops"):
        RULES.apply(s, 0, Offer((4, 2)))
    with pytest.raises(IllegalAction, match="at least one"):
        RULES.apply(s, 0, Offer(()))


def test_a_player_holding_no_token_goes_straight_to_the_next_turn() -> None:
    s = position(FIELD, [player([(0, 0)]), player()], explored=[(0, 0)])
    s2, _ = play(s, Move((0, 0), (0, 1)))
    assert s2.phase == MOVE and s2.current == 1


def test_offered_tokens_can_be_collected_again() -> None:
    s, _ = play(offering_turn((3,)), Offer((3,)))
    assert s.players[0].held == ()
    # Player 1 passes the turn back; player 0 divines chili again on (0, 2).
    s = position(
        FIELD,
        [player([(0, 1)], held=()), player()],
        explored=[(0, 0), (0, 1), (0, 2)],
        tokens=[(0, 0), (0, 1)],
    )
    s, _ = play(s, Move((0, 1), (0, 2)), Divine((0, 2), 3))
    assert s.players[0].held == (3,)


def test_offering_only_at_the_end_of_a_turn() -> None:
    s = position(FIELD, [player([(0, 0)], held=(1, 2)), player()], explored=[(0, 0)])
    with pytest.raises(IllegalAction, match="end of a turn"):
        RULES.apply(s, 0, Offer((1, 2)))
