"""``python -m boardgames.lessons FILE``: play a lesson file as far as it goes, for its author.

Prints each step with the actions played and their log lines and the scores after it, then any
problem, then the legal actions of whoever acts where the script ends: the moves to choose the
next steps from.
"""

from __future__ import annotations

import sys

from boardgames.core.layout import LayoutError
from boardgames.lessons.check import play_through
from boardgames.lessons.claims import score
from boardgames.lessons.lesson import load_lesson


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m boardgames.lessons layouts/lessons/GAME.yaml", file=sys.stderr)
        return 2
    try:
        lesson = load_lesson(argv[0])
    except LayoutError as exc:
        print(exc, file=sys.stderr)
        return 1
    result = play_through(lesson)
    match = result.match
    if match is None:
        print("\n".join(result.problems))
        return 1
    names = match.names
    starts = lesson.starts
    for i, step in enumerate(lesson.steps):
        frm, to = starts[i], min(starts[i + 1], match.cursor)
        if frm > match.cursor:
            break
        print(f"--- step {i + 1}: {step.text}")
        for played in match.steps[frm:to]:
            print(f"    [{played.seat}] {played.text}")
            for e in played.events:
                print(f"        {e.describe(names)}")
        try:
            scores = [score(match.rules, match.states[to], s) for s in range(lesson.players)]
            print(f"    scores {scores}")
        except KeyError:
            pass
    for line in result.problems:
        print(f"PROBLEM {line}")
    for seat in match.to_act():
        print(f"legal for seat {seat}:")
        for action in match.legal_actions(seat):
            print(f"    {action.encode()}")
    return 1 if result.problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
