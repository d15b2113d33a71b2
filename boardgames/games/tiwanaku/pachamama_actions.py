"""What a Pachamama puzzler can do, and what happens, as actions and events with a text form.

Cells are ``(row, col)`` pairs from 0 at the top left; crops are their values 1-5. Commits and
hints uncover the hidden map, so their events are marked ``reveals`` (undo barriers); pencil marks
reveal nothing and produce no events.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.rules import Action, ActionCodec, Event
from boardgames.games.tiwanaku.cropgraph import cell_text, crop_text
from boardgames.games.tiwanaku.land import Cell


@dataclass(frozen=True)
class Mark(Action):
    """Toggle the pencil mark for ``crop`` on an open space."""

    kind: ClassVar[str] = "mark"
    cell: Cell
    crop: int


@dataclass(frozen=True)
class ClearMarks(Action):
    """Rub out every pencil mark on a space."""

    kind: ClassVar[str] = "clear-marks"
    cell: Cell


@dataclass(frozen=True)
class AutoMarks(Action):
    """Pencil every open space with each crop the placed crops still allow there."""

    kind: ClassVar[str] = "auto-marks"


@dataclass(frozen=True)
class Commit(Action):
    """Say that ``crop`` grows on ``cell``; checked at once."""

    kind: ClassVar[str] = "commit"
    cell: Cell
    crop: int


@dataclass(frozen=True)
class Hint(Action):
    """Ask which space can be deduced next, and why."""

    kind: ClassVar[str] = "hint"


CODEC = ActionCodec([Mark, ClearMarks, AutoMarks, Commit, Hint])


# --- events --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CropPlaced(Event):
    """A committed crop was right and now lies on the map."""

    sound: ClassVar[str | None] = "place"

    reveals: ClassVar[bool] = True
    cell: Cell
    crop: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} places {crop_text(self.crop)} at {cell_text(self.cell)}"


@dataclass(frozen=True)
class WrongGuess(Event):
    """A committed crop was wrong: a mistake, and nothing is placed."""

    reveals: ClassVar[bool] = True
    cell: Cell
    crop: int

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{names[0]} guesses {crop_text(self.crop)} at {cell_text(self.cell)}: wrong, a mistake"
        )


@dataclass(frozen=True)
class HintGiven(Event):
    """The next deduction: which space, which crop, the technique and the reason in words."""

    reveals: ClassVar[bool] = True
    cell: Cell
    crop: int
    technique: str
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"Hint for {names[0]}: {self.reason}"


@dataclass(frozen=True)
class PuzzleSolved(Event):
    mistakes: int
    hints: int

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{names[0]} solves the puzzle with {count_of(self.mistakes, 'mistake')} and "
            f"{count_of(self.hints, 'hint')}"
        )


def count_of(n: int, word: str) -> str:
    """'no mistakes', '1 hint', '3 hints'."""
    if n == 0:
        return f"no {word}s"
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
