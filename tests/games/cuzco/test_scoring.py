"""The end of the game: the last missions, unused medals, the villages' top quipus, every end
bonus of the mask (all or nothing), and the tie rule."""

from __future__ import annotations

from dataclasses import replace

import pytest

from boardgames.games.cuzco.actions import Done, PlayGod
from boardgames.games.cuzco.state import BONUSES, MEDALS, MISSIONS_VP, OVER, VILLAGES

from .helpers import (
    LAYOUT,
    RULES,
    blank,
    final,
    legal,
    play,
    player,
    quipus_in,
    vp,
    with_feathers,
)

A, B, C, D = 0, 1, 2, 3
GENERAL = [m.id for m in LAYOUT.missions if not m.start]


def finish(state):
    """Everyone passes through the last missions; the final scoring follows."""
    while state.phase != OVER:
        state, _ = play(state, Done())
    return state


def test_unused_medals_pay_2_each_and_food_offerings_cards_pay_nothing():
    state = player(blank(), A, medals=2, food=9, offerings=5, hand=(1, 5, 9))
    state = player(state, B, medals=0)
    state = finish(final(state, A))
    assert vp(state, A, MEDALS) == 4
    assert vp(state, A) == 4 and vp(state, B) == 0


def test_each_village_pays_its_points_to_the_top_quipu_only():
    rich = max(LAYOUT.villages, key=lambda v: v.vp)  # 8 VP, "8 VP for red"
    other = min(LAYOUT.villages, key=lambda v: v.vp)
    state = quipus_in(blank(), rich.id, B, C, A)  # A on top
    state = quipus_in(state, other.id, A, B)  # B on top
    state = finish(final(state, A))
    assert vp(state, A, VILLAGES) == rich.vp
    assert vp(state, B, VILLAGES) == other.vp
    assert vp(state, C, VILLAGES) == 0


def _bonus_position(state, seat, which, short):
    """A mask that earns bonus ``which`` exactly, or falls one unit short."""
    n = {"feathers": 12, "circlets": 6, "missions": 9, "quipus": 10, "people": 12, "goods": 6}
    k = n[which] - (1 if short else 0)
    if which == "feathers":
        return player(state, seat, feathers=tuple(i < k for i in range(12)))
    if which == "circlets":
        return player(state, seat, circlets=tuple(i < k for i in range(6)))
    if which == "missions":
        return player(state, seat, completed=tuple(GENERAL[:k]))
    if which == "quipus":
        for v in LAYOUT.villages[:k]:
            state = quipus_in(state, v.id, seat)
        # A quipu moved to the reserve is off the mask but not delivered: no bonus.
        return player(state, seat, quipus=0, reserve=10 - k)
    if which == "people":
        codes = [t.code for t in LAYOUT.people][:k]
        return player(
            state, seat, people=tuple((c, False) for c in codes), quipus=12 - k, reserve=k - 2
        )
    goods = [g.name for g in LAYOUT.goods]
    return player(state, seat, goods=tuple(goods[i % len(goods)] for i in range(k)))


@pytest.mark.parametrize(
    ("which", "points"),
    [
        ("feathers", 6),
        ("circlets", 9),
        ("missions", 9),
        ("quipus", 10),
        ("people", 12),
        ("goods", 6),
    ],
)
def test_every_end_bonus_needs_all_of_it(which, points):
    assert LAYOUT.bonuses[which] == points
    state = _bonus_position(blank(), A, which, short=False)
    state = _bonus_position(state, B, which, short=True)
    state = finish(final(state, A))
    assert vp(state, A, BONUSES) == points
    assert vp(state, B, BONUSES) == 0  # no points for getting close


def test_nine_missions_one_a_round_plus_the_last_three():
    state = with_feathers(blank(), A, orange=3, purple=3, pink=3)
    state = player(state, A, completed=tuple(GENERAL[10:16]), missions=("01", "02", "03"))
    state = finish(final(state, A))
    p = state.players[A]
    assert p.missions == () and len(p.completed) == 9
    assert vp(state, A, MISSIONS_VP) == 3 * 6
    assert vp(state, A, BONUSES) == 9 + 0  # 9 feathers only: no feather bonus


def test_last_missions_not_met_go_back_to_the_box():
    state = with_feathers(blank(), A, orange=3)
    state = player(state, A, missions=("01", "02", "S-06"))
    state = finish(final(state, A))
    assert state.players[A].completed == ("01",)
    assert vp(state, A, MISSIONS_VP) == 6


def test_mama_quilia_04_at_the_end_one_card_per_mission():
    state = with_feathers(blank(), A, orange=2, purple=2, pink=2)
    state = player(state, A, missions=("01", "02", "03"), hand=(4, 4), offerings=2)
    state = final(state, A)
    state, _ = play(state, PlayGod(4), PlayGod(4))
    assert PlayGod(4) not in legal(state)  # no more cards in hand
    state = finish(state)
    assert vp(state, A, MISSIONS_VP) == 4 + 4
    assert len(state.players[A].completed) == 2


def test_a_tie_goes_to_the_player_further_ahead_in_player_order():
    state = blank()
    order = (C, B, A, D)
    state = replace(state, order=order, status_stack=tuple(reversed(order)))
    state = player(state, A, medals=3)
    state = player(state, B, medals=3)
    state = finish(final(state, C))
    out = RULES.outcome(state)
    assert out is not None
    assert out.scores[A] == out.scores[B] == 6
    assert out.winners == (B,)  # B comes before A in player order


def test_the_outcome_breaks_points_down_by_source():
    state = player(blank(), A, medals=1)
    state = quipus_in(state, "O5", A)
    state = finish(final(state, A))
    out = RULES.outcome(state)
    assert out is not None
    assert out.breakdown[MEDALS][A] == 2
    assert out.breakdown[VILLAGES][A] == LAYOUT.village("O5").vp
    assert sum(v[A] for v in out.breakdown.values()) == out.scores[A]
