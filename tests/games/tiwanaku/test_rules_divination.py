"""Divination after a move onto terrain: right, wrong, stopping, and taking crop tokens."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.tiwanaku import queries, scoring
from boardgames.games.tiwanaku.actions import Divine, EndDivination, EndTurn, Move
from boardgames.games.tiwanaku.events import CropDivined, CropTaken
from boardgames.games.tiwanaku.state import DIVINE, MOVE, OFFER

from .rules_helpers import RULES, land, play, player, points, position

# Everything explored except (2, 2); crops: (0, 1) is 3 (chili), (1, 1) is 2, (1, 0) is 4.
FIELD = land(["sss", "ssg", "ggg"], ["135", "421", "213"])
EXPLORED = [c for c in FIELD.cells() if c != (2, 2)]


def after_move(held: tuple[int, ...] = (), others: tuple[tuple[int, int], ...] = ()):
    """Player 0 moves (0, 0) -> (0, 1) onto cropless chili terrain; (0, 0) has a token."""
    s = position(
        FIELD,
        [player([(0, 0), *others], held=held), player([(2, 0)])],
        explored=EXPLORED,
        tokens=[(0, 0)],
    )
    s2, _ = play(s, Move((0, 0), (0, 1)))
    assert s2.phase == DIVINE
    return s2


def test_a_divination_is_required_before_stopping() -> None:
    s = after_move()
    assert EndDivination() not in RULES.legal_actions(s, 0)
    with pytest.raises(IllegalAction, match="at least one divination"):
        RULES.apply(s, 0, EndDivination())
    assert queries.prompt(s).startswith("Divine: pick a crop")


def test_a_right_guess_scores_the_crop_places_it_and_gives_a_token() -> None:
    s, events = play(after_move(others=((1, 1),)), Divine((0, 1), 3))
    assert points(s, 0, scoring.DIVINATION_GAINS) == 3
    assert (0, 1) in s.tokens
    assert s.players[0].held == (3,)
    assert any(isinstance(e, CropTaken) and e.crop == 3 for e in events)
    divined = [e for e in events if isinstance(e, CropDivined)]
    assert divined[0].right and type(divined[0]).reveals
    # Another own pawn stands on cropless terrain: divine again or stop.
    assert s.phase == DIVINE and EndDivination() in RULES.legal_actions(s, 0)
    assert queries.divination_cells(s, 0) == [(1, 1)]


def test_no_second_token_of_a_crop_already_held() -> None:
    s, events = play(after_move(held=(3,)), Divine((0, 1), 3))
    assert s.players[0].held == (3,)
    assert not any(isinstance(e, CropTaken) for e in events)
    assert points(s, 0, scoring.DIVINATION_GAINS) == 3


def test_divination_may_use_any_own_pawn_and_continue_one_guess_at_a_time() -> None:
    s, _ = play(after_move(others=((1, 1), (1, 0))), Divine((1, 1), 2), Divine((1, 0), 4))
    assert points(s, 0, scoring.DIVINATION_GAINS) == 6
    assert s.players[0].held == (2, 4)
    s, _ = play(s, Divine((0, 1), 3))
    # Nothing is left to divine, so the turn moves on to the offering by itself.
    assert s.phase == OFFER and s.players[0].held == (2, 3, 4)


def test_stopping_after_a_right_guess_leads_to_the_offering() -> None:
    s, _ = play(after_move(others=((1, 1),)), Divine((0, 1), 3), EndDivination())
    assert s.phase == OFFER
    s, _ = play(s, EndTurn())
    assert s.phase == MOVE and s.current == 1


def test_a_wrong_guess_costs_the_real_crop_reveals_it_and_skips_the_offering() -> None:
    s, events = play(after_move(held=(1, 2), others=((1, 1),)), Divine((0, 1), 5))
    assert points(s, 0, scoring.DIVINATION_LOSSES) == -3  # chili's 3, not the guessed 5
    assert (0, 1) in s.tokens  # the real crop is shown to everyone
    assert s.players[0].held == (1, 2)
    divined = [e for e in events if isinstance(e, CropDivined)]
    assert not divined[0].right and divined[0].crop == 3
    # No more divinations even though (1, 1) is still cropless, and no offering.
    assert s.phase == MOVE and s.current == 1


def test_scores_may_drop_below_zero() -> None:
    s, _ = play(after_move(), Divine((0, 1), 1))
    assert s.players[0].score == -3


def test_only_cropless_terrain_under_own_pawns_can_be_divined() -> None:
    s = after_move()
    for cell in [(0, 0), (2, 0), (1, 1)]:
        with pytest.raises(IllegalAction, match="Divine only"):
            RULES.apply(s, 0, Divine(cell, 1))
    with pytest.raises(IllegalAction, match="five crops"):
        RULES.apply(s, 0, Divine((0, 1), 6))
    divines = {a for a in RULES.legal_actions(s, 0) if isinstance(a, Divine)}
    assert divines == {Divine((0, 1), v) for v in range(1, 6)}


def test_divining_is_not_allowed_instead_of_a_move() -> None:
    s = position(FIELD, [player([(0, 1)]), player()], explored=EXPLORED)
    with pytest.raises(IllegalAction, match="after a move"):
        RULES.apply(s, 0, Divine((0, 1), 3))
