"""A costly decision's line gives a reason in the game's words, from what the player knew: the
issue's own example (a bid far above what anyone else could bid), Cuzco's short move words, and
the line a review builds from the reason."""

from __future__ import annotations

import random

from boardgames.core.match import BOT_RANDOM, Match
from boardgames.core.rules import evolve
from boardgames.games.cuzco.advice import describe_move as cuzco_words
from boardgames.games.titicaca.actions import Bid
from boardgames.review.engine import why_line
from boardgames.review.judge import Judgment
from tests.review.helpers import params


def titicaca_view(weapons: tuple[int, int]):
    rules, p = params("titicaca")
    match = Match(rules, p, 3, ("person", BOT_RANDOM))
    return rules, evolve(rules.view(match.state, 0), weapons=weapons)


def test_a_bid_above_anything_bruno_could_bid_is_explained() -> None:
    rules, view = titicaca_view((8, 0))
    lake = view.lake
    said = rules.why_better(view, 0, Bid(6), Bid(2), ("Ada", "Bruno"))
    assert said == (
        f"would have won lake {lake} too and kept 4 in weapons for later rounds,"
        " since Bruno held no weapons"
    )
    # Bruno holding 3: a bid of 2 no longer wins the lake, so the reason changes
    rules, view = titicaca_view((8, 3))
    said = rules.why_better(view, 0, Bid(6), Bid(4), ("Ada", "Bruno"))
    assert said.endswith("since Bruno held only 3 in weapons")
    assert rules.why_better(view, 0, Bid(6), Bid(2), ("Ada", "Bruno")).startswith(
        "would have kept 4"
    )


def test_the_review_line_carries_the_reason() -> None:
    j = Judgment(
        seat=0,
        action="bid:6",
        best="bid:2",
        loss=5.2,
        taken_value=1.0,
        best_value=6.2,
        chance=(0.4, 0.6),
        action_words="Bid weapons worth 6 for lake 4",
        best_words="Bid weapons worth 2 for lake 4",
        iterations=100,
        reason="would have won lake 4 too, since Bruno held no weapons",
    )
    assert why_line(j, ("Ada", "Bruno"), True) == (
        "Ada: Bid weapons worth 6 for lake 4 cost about 5 points: bid weapons worth 2 for lake 4"
        " would have won lake 4 too, since Bruno held no weapons."
    )


def test_cuzco_says_every_move_in_a_few_words() -> None:
    rules, p = params("cuzco")
    match = Match(rules, p, 5, (BOT_RANDOM, BOT_RANDOM))
    rng = random.Random(5)
    names = match.names
    kinds: set[str] = set()
    while not match.is_over:
        seat = match.to_act()[0]
        view = match.view(seat)
        for action in match.legal_actions(seat)[:40]:
            words = cuzco_words(view, seat, action, [], names)
            assert words and len(words) <= 90 and "=" not in words, (action, words)
            kinds.add(action.kind)
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    assert len(kinds) >= 8, kinds
