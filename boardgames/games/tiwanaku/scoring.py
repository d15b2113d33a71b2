"""Tiwanaku's scoring: diversity tracks, divination, offerings, and the results categories."""

from __future__ import annotations

from collections.abc import Sequence

DISCOVERY = "discovery"
DIVINATION_GAINS = "divination gains"
DIVINATION_LOSSES = "divination losses"
OFFERINGS = "offerings"
CATEGORIES: tuple[str, ...] = (DISCOVERY, DIVINATION_GAINS, DIVINATION_LOSSES, OFFERINGS)

TOP_OF_TRACK_POINTS = 1


def discover(tracks: Sequence[int], terrain: int, height: int) -> tuple[int, tuple[int, ...]]:
    """Points for discovering a terrain, and the tracks afterwards.

    The marker rises one level and scores how many of the player's markers now share that level
    (itself included); a marker already at the top stays there and scores 1.
    """
    levels = list(tracks)
    if levels[terrain] >= height:
        return TOP_OF_TRACK_POINTS, tuple(levels)
    levels[terrain] += 1
    level = levels[terrain]
    return sum(1 for v in levels if v == level), tuple(levels)


def divination_points(guess: int, crop: int) -> int:
    """A right guess earns the crop's value; a wrong one costs the value of the real crop."""
    return crop if guess == crop else -crop


def offering_points(count: int, table: Sequence[int]) -> int:
    """Points for handing in ``count`` different crop tokens (0 for none)."""
    return table[count - 1] if count > 0 else 0


def add_points(points: Sequence[int], category: str, amount: int) -> tuple[int, ...]:
    out = list(points)
    out[CATEGORIES.index(category)] += amount
    return tuple(out)
