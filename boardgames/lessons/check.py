"""Checking a lesson file by playing it through the real rules, as the learner would.

``play_through`` starts the lesson's match and plays every step: the wanted action (or a kind
step's example) for the learner, the scripted moves for the bots, Next for the steps to read. It
reports every problem: a wanted action or bot move that is not legal where it comes, a claim the
state does not bear out, a script that stalls. ``check_lessons`` is the ``check-layout`` hook.
Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from boardgames.core.layout import LayoutError
from boardgames.core.match import Match
from boardgames.core.rules import IllegalAction
from boardgames.games import find_rules
from boardgames.lessons.lesson import Lesson, load_lesson
from boardgames.lessons.runner import BOT, FREE, LEARNER, NEXT, LessonRun, new_match

MIN_STEPS = 10
MAX_STEPS = 25


@dataclass
class PlayThrough:
    lesson: Lesson
    match: Match | None = None
    run: LessonRun | None = None
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def play_through(lesson: Lesson) -> PlayThrough:
    out = PlayThrough(lesson)
    if find_rules(lesson.game) is None:
        out.problems.append(f"unknown game {lesson.game!r}")
        return out
    try:
        match = new_match(lesson)
    except (ValueError, KeyError, OSError) as exc:  # LayoutError is a ValueError
        out.problems.append(f"the lesson's match cannot start: {exc}")
        return out
    run = LessonRun(lesson, match)
    out.match, out.run = match, run
    limit = sum(1 + len(s.bots) for s in lesson.steps) + 5
    for _ in range(limit):
        kind = run.pending()
        if kind == FREE:
            break
        if kind == NEXT:
            run.go_on()
            continue
        if kind == LEARNER:
            if not run.learner_ready():
                break
            step = run.step
            assert step is not None and step.played is not None
            try:
                action = match.rules.codec.decode(step.played)
            except ValueError as exc:
                out.problems.append(f"step {run.index + 1}: {step.played!r} cannot be read: {exc}")
                break
            refusal = run.fits(lesson.learner, action)
            if refusal is not None:
                out.problems.append(f"step {run.index + 1}: the lesson refuses its own action")
                break
            seat = lesson.learner
        else:
            assert kind == BOT
            move = run.bot_move()
            if move is None:
                break
            seat, action = move.seat, move.action
        try:
            match.apply(seat, action)
        except IllegalAction as exc:
            out.problems.append(f"step {run.index + 1}: {action.encode()!r} is refused: {exc}")
            break
        run.sync()
    else:
        out.problems.append("the script does not come to an end")
    if run.derailed:
        out.problems.append(_with_legal(run, run.derailed))
    elif run.index < len(lesson.steps) - 1:
        out.problems.append(f"the script stopped at step {run.index + 1}")
    out.problems += run.problems
    if not MIN_STEPS <= len(lesson.steps) <= MAX_STEPS:
        out.problems.append(f"{len(lesson.steps)} steps; a lesson has {MIN_STEPS}-{MAX_STEPS}")
    return out


def _with_legal(run: LessonRun, why: str) -> str:
    match = run.match
    acting = match.to_act()
    legal = [a.encode() for seat in acting for a in match.legal_actions(seat)]
    shown = "; ".join(legal[:12]) + (" ..." if len(legal) > 12 else "")
    return f"{why} (to act: {list(acting)}; legal: {shown})"


def check_lesson_file(path: Path | str) -> PlayThrough:
    return play_through(load_lesson(path))


def check_lessons(path: Path | str) -> str:
    """The check-layout hook: a one-line summary, or LayoutError naming the first problem."""
    result = check_lesson_file(path)
    if result.problems:
        more = f" (and {len(result.problems) - 1} more)" if len(result.problems) > 1 else ""
        raise LayoutError(f"{path}: {result.problems[0]}{more}")
    lesson = result.lesson
    acting = sum(1 for s in lesson.steps if s.acts)
    claims = sum(len(s.given) + len(s.expect) for s in lesson.steps)
    return (
        f"{lesson.game} lesson of {len(lesson.steps)} steps, {acting} to play, "
        f"{claims} claims checked"
    )
