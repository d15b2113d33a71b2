"""The Pachamama puzzle reviewed against par: each commit and hint measured against the
solver's line from what the player knew at that moment.

Par is a clean solve (``SOLVED_POINTS``); the points are left by mistakes and hints, so a review
says where each went and what the solver would have done instead, from the crops on the map and
the guesses already found wrong (the player's view, never the hidden crops):

* a commit whose crop was the only one the visible crops still allowed there (or the solver's
  next deduction) was **deduced**: nothing left;
* any other commit was a **guess**: a right one is luck (no points, marked as luck), a wrong
  one is a mistake (``MISTAKE_COST`` points) and the line names the solver's next step instead;
* a hint costs ``HINT_COST`` points: the line names the technique that would have found it.

Pencil marks cost nothing and are not judged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from boardgames.core.rules import Action, Event
from boardgames.games.tiwanaku.cropgraph import cell_text, crop_text
from boardgames.games.tiwanaku.land import Cell, Land
from boardgames.games.tiwanaku.pachamama_actions import Commit, Hint, WrongGuess
from boardgames.games.tiwanaku.pachamama_help import HINT_COST, MISTAKE_COST
from boardgames.games.tiwanaku.solver import candidates, next_deduction


@dataclass(frozen=True)
class StepVerdict:
    """One puzzle step judged: the points it left, the solver's step from the same knowledge
    (None when there was nothing to say), the step and the solver's step in words, the line
    that says why, and whether a right answer was a guess (luck)."""

    loss: float
    best: Action | None
    said: str
    best_said: str
    why: str
    lucky: bool


def judge_step(
    land: Land,
    known: Mapping[Cell, int],
    refuted: AbstractSet[tuple[Cell, int]],
    action: Action,
    events: Sequence[Event],
    names: Sequence[str],
) -> StepVerdict | None:
    """``action`` taken when the player saw the terrain of ``land``, the ``known`` crops and
    the guesses ``refuted`` so far, with the ``events`` the player then saw; None for a step
    that costs nothing and decides nothing (pencil marks)."""
    if not isinstance(action, Commit | Hint):
        return None
    step = next_deduction(land.rows, land.cols, land.terrain, known)
    best: Action | None = None if step is None else Commit(step.cell, step.crop)
    best_said = "" if step is None else f"{crop_text(step.crop)} at {cell_text(step.cell)}"
    how = "" if step is None else f" (by {step.technique})"
    name = names[0]
    if isinstance(action, Hint):
        said = f"{name} asks for a hint"
        why = (
            f"The hint cost {HINT_COST} points: the next step was {best_said}{how}."
            if step is not None
            else f"The hint cost {HINT_COST} points."
        )
        return StepVerdict(float(HINT_COST), best, said, best_said, why, False)
    cell, crop = action.cell, action.crop
    allowed = candidates(land.rows, land.cols, land.terrain, known).get(cell, frozenset())
    allowed = frozenset(k for k in allowed if (cell, k) not in refuted)
    sure = allowed == {crop} or (step is not None and (step.cell, step.crop) == (cell, crop))
    wrong = any(isinstance(e, WrongGuess) for e in events)
    said = f"{name}: {crop_text(crop)} at {cell_text(cell)}"
    still = _either(sorted(allowed))
    if wrong:
        reason = (
            f"{crop} was already ruled out there"
            if crop not in allowed
            else f"the crops on the map still allowed {still} there, so it was a guess"
        )
        better = f"; the sure step was {best_said}{how}" if step is not None else ""
        why = f"{said} cost {MISTAKE_COST} points: {reason}{better}."
        return StepVerdict(float(MISTAKE_COST), best, said, best_said, why, False)
    if sure:
        return StepVerdict(0.0, action, said, said, f"{said}: deduced, nothing left.", False)
    why = (
        f"{said}: a lucky guess, the crops on the map still allowed {still} there;"
        f" the sure step was {best_said}{how}."
        if step is not None
        else f"{said}: a lucky guess, the crops on the map still allowed {still} there."
    )
    return StepVerdict(0.0, best, said, best_said, why, True)


def _either(crops: list[int]) -> str:
    """1 -> "1"; 1, 3, 4 -> "1, 3 or 4"."""
    words = [str(k) for k in crops]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"
