"""The review never reads hidden information: in every game, a decision's position swapped for
another full state that its seat could not tell apart (same view, what it could not see drawn
anew) gets the very same judgment."""

from __future__ import annotations

import random

import pytest

from boardgames.core.match import BOT_RANDOM
from boardgames.review.engine import tasks_of
from boardgames.review.runner import judge_task
from tests.review.helpers import GAMES, QUICK, QUICK_WORLDS, bot_match


@pytest.mark.parametrize("game", list(GAMES))
def test_what_a_seat_could_not_see_changes_nothing(game: str) -> None:
    match = bot_match(game, 3, (BOT_RANDOM, BOT_RANDOM))
    rules = match.rules
    tasks = tasks_of(match)
    names = match.names
    swapped = 0
    for task in tasks[1:]:  # not the first: the seat has seen something by then
        state = match.states[task.index]
        rng = random.Random(task.index)
        other = rules.sample_state(task.view, task.seat, rng, task.seen)  # type: ignore[attr-defined]
        if other == state:
            continue  # nothing hidden here to change
        assert rules.view(other, task.seat) == task.view
        match.states[task.index] = other
        again = next(t for t in tasks_of(match) if t.index == task.index)
        match.states[task.index] = state
        first = judge_task(rules, task, 2, names, QUICK, 5, worlds=QUICK_WORLDS)
        second = judge_task(rules, again, 2, names, QUICK, 5, worlds=QUICK_WORLDS)
        assert first == second
        swapped += 1
        if swapped == 2:
            break
    assert swapped == 2, "no decision with something hidden from its seat"
