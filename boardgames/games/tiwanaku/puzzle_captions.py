"""The demo's captions for the Pachamama puzzle: which rule each move used, and what a move nobody
saw
did (see ``core.captions``)."""

from __future__ import annotations

from boardgames.core.captions import Captions

CAPTIONS = Captions(
    rules=(
        ("PuzzleSolved", "The puzzle is solved"),
        ("WrongGuess", "Committing a crop: a wrong one counts as a mistake"),
        ("CropPlaced", "Committing a crop: the two principles prove it"),
        ("HintGiven", "Hints: each one explains itself"),
        ("action:Mark", "Pencil marks: what a space may still grow"),
        ("action:ClearMarks", "Pencil marks: what a space may still grow"),
        ("action:AutoMarks", "Pencil marks: what a space may still grow"),
    ),
    actions={
        "Mark": "pencils in a mark",
        "ClearMarks": "clears the marks of a space",
        "AutoMarks": "pencils in every mark",
    },
)
