"""Pachamama: Tiwanaku's crop deduction as a solo logic puzzle, as a Rules object for one seat.

The whole terrain is shown and a few crops start face up; the player deduces every other crop.
Pencil marks note the crops still possible on a space; committing a crop checks it at once (a
wrong one counts as a mistake and is not placed); a hint names the next space that can be deduced
and says why, from the human-style solver in ``solver``. The puzzle ends when every crop is placed.

A puzzle comes from the generator (a seed and a difficulty), from the date (the daily puzzle, the
same for everyone with the same size and difficulty), or from a puzzle code (``puzzlecode``).
Undo and redo come from the match: commits and hints reveal the map, so they are undo barriers;
pencil marks can be undone freely. The timer is the controller's, not the rules': pure rules do
not read the clock.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import ClassVar

from boardgames.core.rules import (
    Action,
    ActionCodec,
    Event,
    IllegalAction,
    Option,
    Outcome,
    Params,
    Seat,
)
from boardgames.games.tiwanaku.cropgraph import Board, cell_text, crop_text
from boardgames.games.tiwanaku.land import Cell, Land, crop_name
from boardgames.games.tiwanaku.mapgen import generate
from boardgames.games.tiwanaku.puzzlecode import daily_seed, decode, encode
from boardgames.games.tiwanaku.solver import DIFFICULTIES, Deduction, candidates, next_deduction

SIZES: tuple[str, ...] = ("5x5", "5x9")
SOURCES: tuple[str, ...] = ("random", "daily")
HIDDEN = 0  # the crop value a view shows on a space whose crop is not placed yet

# Scoring (our own): a clean solve is worth 100; each mistake and each hint costs something.
SOLVED_POINTS = 100
MISTAKE_COST = 10
HINT_COST = 5


# --- actions -------------------------------------------------------------------------------------


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
            f"{names[0]} solves the puzzle with {self.mistakes} mistake(s) and {self.hints} hint(s)"
        )


# --- state ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PachamamaState:
    """One puzzle in progress. ``marks`` holds the pencil marks of every space, row by row."""

    land: Land
    placed: frozenset[Cell]  # the face-up crops plus every crop committed correctly
    marks: tuple[frozenset[int], ...]
    mistakes: int = 0
    hints: int = 0
    source: str = "random"  # "random", "daily" or "code"
    label: str = ""  # how the puzzle is named on screen, e.g. "Daily puzzle, 2026-03-14"
    code: str = ""  # the puzzle code, to share it

    @property
    def solved(self) -> bool:
        return len(self.placed) == self.land.rows * self.land.cols

    def marks_at(self, cell: Cell) -> frozenset[int]:
        return self.marks[cell[0] * self.land.cols + cell[1]]

    def known(self) -> dict[Cell, int]:
        """The crops on the map: the face-up ones and the correct commits."""
        return {cell: self.land.crop_at(cell) for cell in self.placed}

    def region_size(self, cell: Cell) -> int:
        board = _board(self.land)
        return len(board.regions[board.region_of[board.index(cell)]])


def _board(land: Land) -> Board:
    return Board.build(land.rows, land.cols, land.terrain)


def _with_marks(state: PachamamaState, cell: Cell, marks: frozenset[int]) -> PachamamaState:
    i = cell[0] * state.land.cols + cell[1]
    new = (*state.marks[:i], marks, *state.marks[i + 1 :])
    return replace(state, marks=new)


# --- queries for the controller ------------------------------------------------------------------


def hint_for(state: PachamamaState) -> Deduction | None:
    """The next deduction from the placed crops (works on a view too); None when solved."""
    land = state.land
    return next_deduction(land.rows, land.cols, land.terrain, state.known())


def candidates_for(state: PachamamaState) -> dict[Cell, frozenset[int]]:
    """Per open space, the crops the placed crops still allow (what ``AutoMarks`` pencils)."""
    land = state.land
    return candidates(land.rows, land.cols, land.terrain, state.known())


def parse_size(text: str) -> tuple[int, int]:
    rows, _, cols = text.partition("x")
    return int(rows), int(cols)


# --- the rules -----------------------------------------------------------------------------------


class PachamamaRules:
    name = "pachamama"
    title = "Pachamama puzzle"
    min_players = 1
    max_players = 1
    codec = CODEC

    def options(self) -> list[Option]:
        return [
            Option("size", "Map size", SIZES, "5x5"),
            Option("difficulty", "Difficulty", DIFFICULTIES, "medium"),
            Option("source", "Puzzle", SOURCES, "random"),
            # Free text in the menu: a shared puzzle's code; when given it wins over the rest.
            Option("code", "Puzzle code", ("",), ""),
        ]

    def load_layout(self, params: Params) -> None:
        return None  # the puzzle needs no board data beyond the land itself

    def setup(self, params: Params, layout: object, seed: int) -> PachamamaState:
        """A fresh puzzle. A bad ``code`` or ``date`` option raises ValueError with the reason."""
        code = params.option("code").strip()
        if code:
            land = decode(code)
            source, label = "code", "Shared puzzle"
        else:
            size = params.option("size", "5x5")
            if size not in SIZES:
                raise ValueError(f"unknown map size {size!r}: choose one of {', '.join(SIZES)}")
            difficulty = params.option("difficulty", "medium")
            rows, cols = parse_size(size)
            if params.option("source", "random") == "daily":
                day = _day(params.option("date"))
                land = generate(rows, cols, daily_seed(day), difficulty)
                source, label = "daily", f"Daily puzzle, {day.isoformat()}"
            else:
                land = generate(rows, cols, seed, difficulty)
                source, label = "random", f"Puzzle {seed}"
            code = encode(land)
        return PachamamaState(
            land=land,
            placed=land.given_crops,
            marks=(frozenset(),) * (land.rows * land.cols),
            source=source,
            label=f"{label} ({land.rows}x{land.cols}, {land.difficulty})",
            code=code,
        )

    def to_act(self, state: PachamamaState) -> tuple[Seat, ...]:
        return () if state.solved else (0,)

    def legal_actions(self, state: PachamamaState, seat: Seat) -> list[Action]:
        if seat != 0 or state.solved:
            return []
        board = _board(state.land)
        out: list[Action] = [Hint(), AutoMarks()]
        for i in range(board.size):
            cell = board.cell(i)
            if cell in state.placed:
                continue
            size = len(board.regions[board.region_of[i]])
            out += [Mark(cell, k) for k in range(1, size + 1)]
            if state.marks[i]:
                out.append(ClearMarks(cell))
            out += [Commit(cell, k) for k in range(1, size + 1)]
        return out

    def apply(
        self, state: PachamamaState, seat: Seat, action: Action
    ) -> tuple[PachamamaState, list[Event]]:
        if state.solved:
            raise IllegalAction("The puzzle is already solved.")
        if seat != 0:
            raise IllegalAction("This puzzle has a single player.")
        if isinstance(action, Hint):
            return self._hint(state)
        if isinstance(action, AutoMarks):
            marks = list(state.marks)
            for cell, allowed in candidates_for(state).items():
                marks[cell[0] * state.land.cols + cell[1]] = allowed
            return replace(state, marks=tuple(marks)), []
        if isinstance(action, Mark | ClearMarks | Commit):
            self._check_open(state, action.cell)
        if isinstance(action, ClearMarks):
            if not state.marks_at(action.cell):
                raise IllegalAction("That space has no pencil marks.")
            return _with_marks(state, action.cell, frozenset()), []
        if isinstance(action, Mark | Commit):
            size = state.region_size(action.cell)
            if not 1 <= action.crop <= size:
                raise IllegalAction(
                    f"That space is in a region of {size} spaces: only crops 1 to {size} grow there."
                )
        if isinstance(action, Mark):
            return _with_marks(state, action.cell, state.marks_at(action.cell) ^ {action.crop}), []
        if isinstance(action, Commit):
            return self._commit(state, action)
        raise IllegalAction("That is not a puzzle move.")

    @staticmethod
    def _check_open(state: PachamamaState, cell: object) -> None:
        land = state.land
        if not (
            isinstance(cell, tuple)
            and len(cell) == 2
            and all(isinstance(v, int) for v in cell)
            and 0 <= cell[0] < land.rows
            and 0 <= cell[1] < land.cols
        ):
            raise IllegalAction("That space is not on the map.")
        if cell in state.placed:
            raise IllegalAction("That space already holds its crop.")

    @staticmethod
    def _commit(state: PachamamaState, action: Commit) -> tuple[PachamamaState, list[Event]]:
        cell, crop = action.cell, action.crop
        if state.land.crop_at(cell) != crop:
            wrong = _with_marks(state, cell, state.marks_at(cell) - {crop})
            return replace(wrong, mistakes=state.mistakes + 1), [WrongGuess(cell, crop)]
        placed = _with_marks(state, cell, frozenset())
        placed = replace(placed, placed=state.placed | {cell})
        events: list[Event] = [CropPlaced(cell, crop)]
        if placed.solved:
            events.append(PuzzleSolved(placed.mistakes, placed.hints))
        return placed, events

    @staticmethod
    def _hint(state: PachamamaState) -> tuple[PachamamaState, list[Event]]:
        found = hint_for(state)
        if found is None:
            # Never expected for a generated or checked puzzle; reveal a space rather than fail.
            cell = next(c for c in state.land.cells() if c not in state.placed)
            crop = state.land.crop_at(cell)
            found = Deduction(
                cell,
                crop,
                "reveal",
                f"{cell_text(cell).capitalize()} is {crop_text(crop)}: no deduction step "
                "applies here, so the hint shows it.",
            )
        event = HintGiven(found.cell, found.crop, found.technique, found.reason)
        return replace(state, hints=state.hints + 1), [event]

    def view(self, state: PachamamaState, seat: Seat | None) -> PachamamaState:
        land = state.land
        crops = tuple(
            tuple(land.crops[r][c] if (r, c) in state.placed else HIDDEN for c in range(land.cols))
            for r in range(land.rows)
        )
        return replace(state, land=replace(land, crops=crops))

    def outcome(self, state: PachamamaState) -> Outcome | None:
        if not state.solved:
            return None
        breakdown = {
            "solved": (SOLVED_POINTS,),
            "mistakes": (-MISTAKE_COST * state.mistakes,),
            "hints": (-HINT_COST * state.hints,),
        }
        total = max(0, sum(v[0] for v in breakdown.values()))
        notes = (
            f"{state.mistakes} mistake(s), {state.hints} hint(s).",
            "The score never drops below 0.",
        )
        return Outcome(scores=(total,), breakdown=breakdown, winners=(0,), notes=notes)

    def help_text(self, layout: object) -> str:
        return HELP


def _day(text: str) -> datetime.date:
    if not text:
        return datetime.date.today()
    try:
        return datetime.date.fromisoformat(text)
    except ValueError as exc:
        raise ValueError(f"the date {text!r} is not written as YYYY-MM-DD") from exc


HELP = f"""\
PACHAMAMA PUZZLE
A solo puzzle built from Tiwanaku's hidden land. Every terrain tile is shown and a few crops are
already face up. Work out which crop grows on every other space.

THE TWO PRINCIPLES
Separation: a region is a group of 1 to 5 spaces of one terrain joined side by side. Two regions
of the same terrain never meet, not even at a corner.
Diversity: a region of n spaces grows the crops 1 to n, each exactly once. Two equal crops never
touch, not even at a corner. The crops are 1 {crop_name(1)}, 2 {crop_name(2)}, 3 {crop_name(3)},
4 {crop_name(4)} and 5 {crop_name(5)}.

PENCIL MARKS
Mark a space with the crops you still think possible; marking a crop again removes it. Clear
rubs out a space's marks, and Auto marks pencils every open space with each crop the placed crops
still allow (it replaces the marks you had). Marks can be undone and redone freely.

COMMITTING A CROP
When you are sure, commit a crop to a space. It is checked at once: a right crop is placed for
good, a wrong one is not placed and counts as a mistake (that crop's mark is rubbed out). A commit
cannot be undone.

HINTS
A hint names the next space that can be deduced from the crops on the map, its crop, and the
reason in words. It does not place the crop for you. Hints cannot be undone.

DIFFICULTY
Easy puzzles need only two kinds of step: a space with a single crop left, and a crop with a
single place left in its region. Medium puzzles also need a few "touches every place" steps: when
every space where a region can still put crop k touches one space, that space cannot hold k. Hard
puzzles need four or more such advanced steps, or the rarer ones: locked pairs and triples (two or
three spaces that must differ share the same two or three crops, so a space touching or sharing a
region with all of them cannot hold those crops) and hidden pairs (a region can put two of its
crops only in the same two spaces, so those spaces hold nothing else).

SCORE
A solved puzzle scores {SOLVED_POINTS}, minus {MISTAKE_COST} for each mistake and {HINT_COST} for
each hint, never below 0. The timer shows how long you have been at it; it does not score.

PUZZLE CODES AND THE DAILY PUZZLE
Every puzzle has a code you can copy and share; enter a code in the menu to play that exact
puzzle. The daily puzzle is chosen by the date: everyone who picks the same day, map size and
difficulty gets the same puzzle.

OUR DECISIONS WHERE THE RULEBOOK IS SILENT
- The published game's solo puzzle rules are not public; this puzzle mode is our own design.
- Maps come from our generator (no scenario discs). The face-up crops are picked so that, with the
  whole terrain known, every crop follows by the steps above without guessing.
- A wrong commit costs {MISTAKE_COST} points and a hint {HINT_COST}; a solve is worth \
{SOLVED_POINTS}.
- Pencil marks are limited to crops 1..n of the space's region, since no other crop can grow there.
- Auto marks replaces the marks of every open space.
"""
