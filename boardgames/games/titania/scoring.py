"""Points: the final result with its breakdown by category.

During play points go on the track by category (bonus spaces, building, sea stars: the modules of
those parts of the game move the marker). Point tiles
stay face down until the end, when they are added as their own category. Ties go to the most
shells (by value) plus sea stars; a tie that remains is shared.
"""

from __future__ import annotations

from boardgames.core.rules import Outcome, winners_by
from boardgames.games.titania.components import CATEGORIES, POINT_TILES, TRACK_CATEGORIES
from boardgames.games.titania.state import OVER, TitaniaState


def breakdown(state: TitaniaState) -> dict[str, tuple[int, ...]]:
    """Points per category per seat; point tiles count only once the game is over."""
    table = {
        cat: tuple(p.points[k] for p in state.players) for k, cat in enumerate(TRACK_CATEGORIES)
    }
    over = state.phase == OVER
    table[POINT_TILES] = tuple(sum(p.point_tiles) if over else 0 for p in state.players)
    return {cat: table[cat] for cat in CATEGORIES}


def tiebreak_values(state: TitaniaState) -> tuple[int, ...]:
    """Shells (by value) plus sea stars, per seat."""
    return tuple(sum(p.shells) + p.sea_stars for p in state.players)


def final_outcome(state: TitaniaState) -> Outcome | None:
    if state.phase != OVER:
        return None
    table = breakdown(state)
    scores = tuple(sum(table[cat][s] for cat in CATEGORIES) for s in range(state.n_players))
    ties = tiebreak_values(state)
    winners = winners_by(scores, ties)
    notes: list[str] = []
    best = max(scores)
    tied = [s for s, v in enumerate(scores) if v == best]
    if len(tied) > 1:
        notes.append(f"Tie on {best} points: the most shells plus sea stars decides.")
        if len(winners) > 1:
            notes.append("Still tied: the victory is shared.")
    return Outcome(scores=scores, breakdown=table, winners=winners, notes=tuple(notes))
