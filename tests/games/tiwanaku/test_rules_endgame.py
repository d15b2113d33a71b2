"""The end: the closing divination round after the last tile, final offerings, results."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.tiwanaku import queries, scoring
from boardgames.games.tiwanaku.actions import Divine, EndTurn, Move, Offer, Pass
from boardgames.games.tiwanaku.events import ExplorationOver, GameOver, PlayerPassed
from boardgames.games.tiwanaku.state import FINAL_DIVINE, FINAL_OFFER, OFFER, OVER

from .rules_helpers import RULES, land, play, player, points, position

# (0, 2) is the last unexplored space; (0, 1) carries a crop token.
FIELD = land(["ssg", "egg"], ["123", "214"])
EXPLORED = [c for c in FIELD.cells() if c != (0, 2)]


def three_players(p1_held: tuple[int, ...] = ()):
    return position(
        FIELD,
        [
            player([(0, 0), (1, 2)], held=(1, 2)),
            player([(0, 1)], held=p1_held),
            player([(1, 0), (1, 1)]),
        ],
        explored=EXPLORED,
        tokens=[(0, 1)],
        current=1,
    )


def test_the_last_tile_starts_the_closing_round_with_the_player_who_placed_it() -> None:
    s, events = play(three_players(), Move((0, 1), (0, 2)))
    assert any(isinstance(e, ExplorationOver) and e.seat == 1 for e in events)
    assert s.phase == FINAL_DIVINE and s.current == 1 and s.closer == 1
    assert queries.prompt(s).startswith("Closing round")
    assert Pass() in RULES.legal_actions(s, 1)
    assert not any(isinstance(a, Move) for a in RULES.legal_actions(s, 1))


def test_the_turn_that_placed_the_last_tile_still_has_its_offering() -> None:
    s, _ = play(three_players(p1_held=(4,)), Move((0, 1), (0, 2)))
    assert s.phase == OFFER and s.current == 1
    s, _ = play(s, EndTurn())
    assert s.phase == FINAL_DIVINE and s.current == 1


def test_closing_round_one_guess_each_in_turn_order_until_everyone_passed() -> None:
    s, _ = play(three_players(), Move((0, 1), (0, 2)))
    s, _ = play(s, Divine((0, 2), 3))  # player 1 right: +3, stays in
    assert points(s, 1, scoring.DIVINATION_GAINS) == 3
    assert s.current == 2
    s, events = play(s, Pass())  # player 2 passes for good
    assert PlayerPassed(2, final=True) in events
    assert s.current == 0
    s, events = play(s, Divine((0, 0), 2))  # player 0 wrong: -1 and counts as a pass
    assert points(s, 0, scoring.DIVINATION_LOSSES) == -1
    # Player 1 has nothing left to divine and passes by itself; 2 and 0 are done: final offers.
    assert PlayerPassed(1, final=True) in events
    assert s.phase == FINAL_OFFER
    assert s.finished == frozenset({0, 1, 2})


def test_passing_is_final_and_the_others_go_on() -> None:
    two = position(
        FIELD,
        [player([(0, 1)]), player([(1, 0), (1, 1), (1, 2)])],
        explored=EXPLORED,
        tokens=[(0, 1)],
    )
    s, _ = play(two, Move((0, 1), (0, 2)))
    assert s.current == 0
    s, _ = play(s, Pass())
    assert s.current == 1
    s, _ = play(s, Divine((1, 0), 2))
    assert s.current == 1  # player 0 is out for good, so player 1 goes again
    s, _ = play(s, Divine((1, 1), 1))
    assert s.current == 1
    with pytest.raises(IllegalAction):
        RULES.apply(s, 0, Pass())
    s, _ = play(s, Divine((1, 2), 4))
    # Everyone is done divining; player 0 holds nothing, so player 1 offers first.
    assert s.phase == FINAL_OFFER and s.current == 1
    assert s.players[1].held == (1, 2, 4)


def test_final_offerings_in_turn_order_from_the_closer_then_results() -> None:
    s, _ = play(three_players(), Move((0, 1), (0, 2)))
    s, _ = play(s, Divine((0, 2), 3), Pass(), Pass())
    # Player 1 holds chili now, player 2 nothing, player 0 potato and coca.
    assert s.phase == FINAL_OFFER and s.current == 1
    assert queries.prompt(s).startswith("Final offering")
    s, _ = play(s, EndTurn())  # player 1 keeps the token
    assert s.current == 0  # player 2 holds nothing and is skipped
    s, events = play(s, Offer((1, 2)))
    assert any(isinstance(e, GameOver) for e in events)
    assert s.phase == OVER and RULES.to_act(s) == ()
    assert RULES.legal_actions(s, 0) == []
    out = RULES.outcome(s)
    assert out is not None
    assert out.scores == (1, 4, 0)
    assert out.breakdown[scoring.DISCOVERY] == (0, 1, 0)  # player 1's grass tile
    assert out.breakdown[scoring.OFFERINGS] == (1, 0, 0)
    assert out.breakdown[scoring.DIVINATION_GAINS] == (0, 3, 0)
    assert set(out.breakdown) == set(scoring.CATEGORIES)
    assert out.winners == (1,)


def test_a_wrong_closing_guess_does_not_cost_the_final_offering() -> None:
    s, _ = play(three_players(), Move((0, 1), (0, 2)))
    s, _ = play(s, Pass(), Pass(), Divine((0, 0), 5))  # player 0 guesses wrong
    assert s.phase == FINAL_OFFER and s.current == 0
    s, _ = play(s, Offer((1, 2)))
    assert points(s, 0, scoring.OFFERINGS) == 1 and s.phase == OVER


def test_ties_are_shared() -> None:
    s = position(FIELD, [player(), player()], explored=FIELD.cells(), phase=OVER)
    out = RULES.outcome(s)
    assert out is not None and out.winners == (0, 1)
