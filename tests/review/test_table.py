"""The bigger table (soak-marked): hard against random in every game at two players, several
seeds, reviewed as the app reviews (the default budget, every core), with the time each took.

    python -m pytest -m soak tests/review/test_table.py -s

With ``REVIEW_TABLE_DIR`` set, each reviewed game is saved there with its review.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from boardgames.ai.common import Budget
from boardgames.core import savefile
from boardgames.core.match import BOT_RANDOM
from boardgames.review import review_match, store
from tests.review.helpers import GAMES, bot_match

HARD = "bot:hard"
SEEDS = (11, 12, 13)
ROWS: list[str] = []


@pytest.mark.soak
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game", list(GAMES))
def test_review_table(game: str, seed: int) -> None:
    kinds = (HARD, BOT_RANDOM) if seed % 2 else (BOT_RANDOM, HARD)
    match = bot_match(game, seed, kinds, Budget(iterations=300))
    review = review_match(match, processes=os.cpu_count())
    folder = os.environ.get("REVIEW_TABLE_DIR")
    if folder:
        store(match, review)
        savefile.save(match, Path(folder) / f"{game}-{seed}.json")
    seats = review.to_json()["seats"]
    hard, rand = seats[kinds.index(HARD)], seats[kinds.index(BOT_RANDOM)]
    row = (
        f"| {game} | {seed} | {len(review.decisions)} | {hard['costly']} | {hard['loss']:.1f} "
        f"| {rand['costly']} | {rand['loss']:.1f} | {review.threshold:.1f} "
        f"| {review.seconds:.1f} |"
    )
    ROWS.append(row)
    print("\n" + row, flush=True)
    assert rand["costly"] > hard["costly"] and rand["loss"] > hard["loss"], row


SEEDS_3 = (21, 22)


@pytest.mark.soak
@pytest.mark.parametrize("seed", SEEDS_3)
@pytest.mark.parametrize("game", list(GAMES))
def test_review_table_three_players(game: str, seed: int) -> None:
    """One hard seat against two random ones: each random seat gives up more than the hard one."""
    kinds = (HARD, BOT_RANDOM, BOT_RANDOM) if seed % 2 else (BOT_RANDOM, BOT_RANDOM, HARD)
    match = bot_match(game, seed, kinds, Budget(iterations=300))
    review = review_match(match, processes=os.cpu_count())
    folder = os.environ.get("REVIEW_TABLE_DIR")
    if folder:
        store(match, review)
        savefile.save(match, Path(folder) / f"{game}-{seed}-3p.json")
    seats = review.to_json()["seats"]
    hard = seats[kinds.index(HARD)]
    rands = [s for k, s in zip(kinds, seats, strict=True) if k == BOT_RANDOM]
    costly = " / ".join(str(r["costly"]) for r in rands)
    loss = " / ".join(f"{r['loss']:.1f}" for r in rands)
    row = (
        f"| {game} | {seed} | {len(review.decisions)} | {hard['costly']} | {hard['loss']:.1f} "
        f"| {costly} | {loss} | {review.threshold:.1f} | {review.seconds:.1f} |"
    )
    print("\n" + row, flush=True)
    for r in rands:
        assert r["costly"] > hard["costly"] and r["loss"] > hard["loss"], row
