"""Pachamama: Tiwanaku's crop deduction as a solo logic puzzle, as a Rules object for one seat.

The whole terrain is shown and a few crops start face up; the player deduces every other crop.
Pencil marks note the crops still possible on a space; committing a crop checks it at once (a
wrong one counts as a mistake and is not placed); a hint names the next space that can be deduced
and says why, from the human-style solver in ``solver``. The puzzle ends when every crop is placed.

A puzzle comes from the generator (a seed and a difficulty), from the date (the daily puzzle, the
same for everyone with the same size and difficulty), or from a puzzle code (``puzzlecode``; a code
holds only what starts face up, and its difficulty is the solver's rating, not a label).
Undo and redo come from the match: commits and hints reveal the map, so they are undo barriers;
pencil marks can be undone freely. The timer is the controller's, not the rules': pure rules do
not read the clock.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass, replace

from boardgames.core.rules import Action, Event, IllegalAction, Option, Outcome, Params, Seat
from boardgames.games.tiwanaku.cropgraph import Board, cell_text, crop_text
from boardgames.games.tiwanaku.land import Cell, Land
from boardgames.games.tiwanaku.mapgen import generate
from boardgames.games.tiwanaku.pachamama_actions import (
    CODEC,
    AutoMarks,
    ClearMarks,
    Commit,
    CropPlaced,
    Hint,
    HintGiven,
    Mark,
    PuzzleSolved,
    WrongGuess,
    count_of,
)
from boardgames.games.tiwanaku.pachamama_help import HELP, HINT_COST, MISTAKE_COST, SOLVED_POINTS
from boardgames.games.tiwanaku.puzzle_captions import CAPTIONS
from boardgames.games.tiwanaku.puzzle_review import StepVerdict, judge_step
from boardgames.games.tiwanaku.puzzlecode import daily_seed, decode, encode
from boardgames.games.tiwanaku.solver import DIFFICULTIES, Deduction, candidates, next_deduction

__all__ = [
    "AutoMarks",
    "ClearMarks",
    "Commit",
    "CropPlaced",
    "Hint",
    "HintGiven",
    "Mark",
    "PachamamaRules",
    "PachamamaState",
    "PuzzleSolved",
    "WrongGuess",
    "candidates_for",
    "hint_for",
]

SIZES: tuple[str, ...] = ("5x5", "5x9")
WAIVED = "penalties waived (no score below 0)"  # the results row that keeps the total at 0
SOURCES: tuple[str, ...] = ("random", "daily")
HIDDEN = 0  # the crop value a view shows on a space whose crop is not placed yet


# --- state ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PachamamaState:
    """One puzzle in progress. ``marks`` holds the pencil marks of every space, row by row."""

    land: Land
    placed: frozenset[Cell]  # the face-up crops plus every crop committed correctly
    marks: tuple[frozenset[int], ...]
    mistakes: int = 0
    refuted: frozenset[tuple[Cell, int]] = frozenset()  # (space, crop) guesses found wrong
    hints: int = 0
    source: str = "random"  # "random", "daily" or "code"
    label: str = ""  # how the puzzle is named on screen, e.g. "Daily puzzle, 2026-03-14"
    code: str = ""  # the puzzle code, to share it (face-up crops only: safe in a view)

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
    captions = CAPTIONS  # the demo's words for its moves
    title = "Pachamama puzzle"
    min_players = 1
    max_players = 1
    codec = CODEC

    def options(self) -> list[Option]:
        return [
            Option("size", "Map size", SIZES, "5x5", "Rows x columns of the land to deduce"),
            Option(
                "difficulty",
                "Difficulty",
                DIFFICULTIES,
                "medium",
                "How subtle the deductions must be to find every crop",
            ),
            Option(
                "source",
                "Puzzle",
                SOURCES,
                "random",
                "A new puzzle from the seed, or today's puzzle (the same for everyone)",
            ),
            # Free text in the menu: a shared puzzle's code; when given it wins over the rest.
            Option(
                "code",
                "Puzzle code",
                ("",),
                "",
                "A code someone shared, to play their puzzle (it wins over the choices above)",
            ),
        ]

    def fixed_options(self, options: dict[str, str]) -> dict[str, str]:
        """Pin today's date into a daily puzzle's options, so a save replays the same puzzle."""
        if options.get("source") == "daily" and not options.get("date"):
            return {**options, "date": datetime.date.today().isoformat()}
        return options

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
        code = encode(land)  # written out afresh, so a code typed sloppily shows tidy
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
                # a crop already found wrong there stays crossed out
                gone = {crop for at, crop in state.refuted if at == cell}
                marks[cell[0] * state.land.cols + cell[1]] = allowed - gone
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
            wrong = replace(wrong, refuted=state.refuted | {(cell, crop)})
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
        # Crops not placed yet are blanked. The code stays: it holds only the terrain and what
        # started face up (``puzzlecode``), all of which the view shows anyway.
        land = state.land
        crops = tuple(
            tuple(land.crops[r][c] if (r, c) in state.placed else HIDDEN for c in range(land.cols))
            for r in range(land.rows)
        )
        return replace(state, land=replace(land, crops=crops))

    def progress(self, state: PachamamaState) -> str:
        """How far the puzzle has got, for the menu's list of unfinished games."""
        total = state.land.rows * state.land.cols
        return f"{len(state.placed)}/{total} crops"

    def outcome(self, state: PachamamaState) -> Outcome | None:
        if not state.solved:
            return None
        breakdown = {
            "solved": (SOLVED_POINTS,),
            "mistakes": (-MISTAKE_COST * state.mistakes,),
            "hints": (-HINT_COST * state.hints,),
        }
        raw = sum(v[0] for v in breakdown.values())
        total = max(0, raw)
        if total != raw:
            # The score stops at 0; the table says so, and still adds up to the total. The row
            # names what it is (penalties not taken), so it does not read like a bonus.
            breakdown[WAIVED] = (total - raw,)
        notes = (
            f"{count_of(state.mistakes, 'mistake')}, {count_of(state.hints, 'hint')}.",
            "The score never drops below 0.",
        )
        return Outcome(scores=(total,), breakdown=breakdown, winners=(0,), notes=notes)

    def par(self, state: PachamamaState) -> int:
        """Par is a clean solve: a review counts the points left against it."""
        return SOLVED_POINTS

    def judge_step(
        self,
        view: PachamamaState,
        seat: Seat,
        action: Action,
        events: Sequence[Event],
        names: Sequence[str],
    ) -> StepVerdict | None:
        """A review's judgment of one step from the player's view (``puzzle_review``): the
        bots cannot sample a puzzle, the solver's line from the same knowledge is par."""
        return judge_step(view.land, view.known(), view.refuted, action, events, names)

    def score(self, state: PachamamaState, seat: Seat) -> int:
        """The puzzle keeps no points while it runs: its mistakes count against it."""
        return -state.mistakes

    def help_text(self, layout: object) -> str:
        return HELP


def _day(text: str) -> datetime.date:
    if not text:
        return datetime.date.today()
    try:
        return datetime.date.fromisoformat(text)
    except ValueError as exc:
        raise ValueError(f"the date {text!r} is not written as YYYY-MM-DD") from exc
