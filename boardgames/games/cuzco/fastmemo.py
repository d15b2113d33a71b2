"""Lists the fast path works out for a state, kept with that state for the next question.

``fastflow.settle`` asks for some lists (the task's options, the god cards one may play) just
before ``random_action`` asks for them again on the very same state. They live in the state's
``core.rules.derived`` scratch dict, which is no field (equality ignores it) and which any change
of the state drops, so they are never stale.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import fields
from typing import TypeVar

from boardgames.core.rules import Seat, derived, derives_from
from boardgames.games.cuzco.state import CuzcoState

T = TypeVar("T")

LISTS = derives_from("cuzco lists", *(f.name for f in fields(CuzcoState)))


def kept(
    state: CuzcoState, name: str, seat: Seat, work: Callable[[CuzcoState, Seat], Iterable[T]]
) -> tuple[T, ...]:
    """``work(state, seat)`` as a tuple, worked out once per state."""
    lists = derived(state).setdefault(LISTS, {})
    found: tuple[T, ...] | None = lists.get((name, seat))
    if found is None:
        found = lists[name, seat] = tuple(work(state, seat))
    return found
