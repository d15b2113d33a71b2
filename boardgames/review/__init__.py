"""Reviewing a finished game: each seat's decisions judged from what that seat could see, the
costly ones explained in the game's words, luck told apart from skill, and a chance-to-win line
across the game. Pure Python, no pygame: the command line and the review screen share it.

``review_match(match)`` judges a match (``engine``), ``stored``/``store`` keep a review in the
match's extras so a second look is instant, and ``write_back`` puts it in the save file the
match came from (``store``).
"""

from __future__ import annotations

from boardgames.review.engine import (
    Decision,
    Review,
    TurningPoint,
    review_match,
    reviewable,
    seat_kind,
    threshold,
)
from boardgames.review.store import store, stored, write_back

__all__ = [
    "Decision",
    "Review",
    "TurningPoint",
    "review_match",
    "reviewable",
    "seat_kind",
    "store",
    "stored",
    "threshold",
    "write_back",
]
