"""The Pachamama puzzle's in-game help, in our own words, ending with the decisions we made."""

from __future__ import annotations

from boardgames.games.tiwanaku.deducer import (
    HARD_AFTER_STEPS,
    HIDDEN_PAIR,
    HIDDEN_SINGLE,
    LOCKED_PAIR,
    LOCKED_TRIPLE,
    NAKED_SINGLE,
    POINTING,
)
from boardgames.games.tiwanaku.land import crop_name

# Scoring (our own): a clean solve is worth 100; each mistake and each hint costs something.
SOLVED_POINTS = 100
MISTAKE_COST = 10
HINT_COST = 5

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
Our solver rates each puzzle by working it as a person would. It always takes the simplest step
that works, and looks for an advanced step only when no crop can be placed by the basic ones. The
hardest kind of step it needed sets the difficulty.
Easy: the basic steps only - "{NAKED_SINGLE}" (a space with a single crop left) and
"{HIDDEN_SINGLE}" (a crop with a single space left in its region).
Medium: also "{POINTING}" (every space where a region can still put crop k touches one
space outside it, so that space cannot hold k) and "{LOCKED_PAIR}" (two spaces that must differ
can only hold the same two crops, so a space touching or sharing a region with both holds
neither).
Hard: also "{HIDDEN_PAIR}" (a region can put two of its crops only in the same two spaces, so
those spaces hold nothing else) and "{LOCKED_TRIPLE}" (the locked pair with three spaces and
three crops). A puzzle that needs advanced steps at {HARD_AFTER_STEPS} or more separate moments
is rated hard too, even when each of them is a medium step.

SCORE
A solved puzzle scores {SOLVED_POINTS}, minus {MISTAKE_COST} for each mistake and {HINT_COST} for
each hint, never below 0. The timer shows how long you have been at it; it does not score.

PUZZLE CODES AND THE DAILY PUZZLE
Every puzzle has a code you can copy and share; enter a code in the menu to play that exact
puzzle. A code holds only the terrain and what starts face up, never a hidden crop, and the
difficulty shown for it is always our solver's own rating. The daily puzzle is chosen by the
date: everyone who picks the same day, map size and difficulty gets the same puzzle.

OUR DECISIONS WHERE THE RULEBOOK IS SILENT
- The published game's solo puzzle rules are not public; this puzzle mode is our own design.
- Maps come from our generator (no scenario discs). The face-up crops are picked so that, with the
  whole terrain known, every crop follows by the steps above without guessing.
- An entered code is checked: its face-up crops must settle every crop in exactly one way, by the
  steps above. A code that fails is refused with the reason.
- A wrong commit costs {MISTAKE_COST} points and a hint {HINT_COST}; a solve is worth \
{SOLVED_POINTS}.
- Pencil marks are limited to crops 1..n of the space's region, since no other crop can grow there.
- Auto marks replaces the marks of every open space.
"""
