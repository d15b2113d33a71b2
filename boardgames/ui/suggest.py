"""Suggest a move: the hard bot's choice for the person to act, from that person's view only.

The hard bot thinks on a worker thread with exactly what the bot in that seat would have (the
seat's view and the events it has seen), so a suggestion can never give away a secret. The line
saying what the move does comes from playing it in one full state the seat cannot tell from its
view: the events up to the first one that uncovers something hidden, and only those naming the
seat, are described in the game's own log words (anything later would be made up by the sample). A suggestion used is counted per
seat in the match's extras, so it survives saves and shows on the results screen like a hint.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from typing import Any

from boardgames.ai import BOT_HARD, Stopped, choose, make_bot, seen_by
from boardgames.ai.common import can_search
from boardgames.core.match import Match
from boardgames.core.rules import Action, Event, Rules, Seat

USED = "suggestions"  # the extras key: suggestions used per seat


def available(rules: Rules[Any]) -> bool:
    """Whether this game can suggest moves (its bots can search without peeking)."""
    return can_search(rules)


def used(match: Match) -> list[int]:
    """Suggestions used per seat (a damaged count in a save reads as none)."""
    n = match.params.players
    raw = match.extras.get(USED)
    if not isinstance(raw, list) or len(raw) != n:
        return [0] * n
    return [v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else 0 for v in raw]


def count_use(match: Match, seat: Seat) -> None:
    counts = used(match)
    counts[seat] += 1
    match.extras[USED] = counts


def results_note(match: Match) -> str | None:
    """The results screen's line, when anybody asked for a suggestion."""
    counts = used(match)
    if not any(counts):
        return None
    parts = [f"{match.params.name(s)} {c}" for s, c in enumerate(counts) if c]
    return "Suggestions used: " + ", ".join(parts)


def choices(match: Match, seat: Seat) -> frozenset[str]:
    """The seat's legal actions now, as text: a suggestion stands while they stay the same."""
    return frozenset(a.encode() for a in match.legal_actions(seat))


def explain(
    rules: Rules[Any],
    view: Any,
    seat: Seat,
    seen: Sequence[Event],
    action: Action,
    names: Sequence[str],
    rng: random.Random,
) -> str:
    """One line on what ``action`` does, in the game's log words, from the seat's knowledge."""
    try:
        sampler = getattr(rules, "sample_state", None)
        world = sampler(view, seat, rng, list(seen)) if sampler is not None else view
        _, events = rules.apply(world, seat, action)
    except Exception:  # a game the sample cannot play this on: the action's own words
        return action.encode()
    lines: list[str] = []
    for event in events:
        if event.reveals:
            break  # from here on the sample, not the table, would be speaking
        if event.visible(seat):
            text = event.describe(names).strip().rstrip(".")
            # Only what this seat does or gets: round notes and others' news are not the why.
            if text and names[seat] in text and text not in lines:
                lines.append(text)
    if lines:
        return "; ".join(lines) + "."
    return action.encode().replace("-", " ").capitalize() + "."  # "end-turn" -> "End turn."


class Suggestion:
    """The hard bot looking for a move for ``seat`` on a worker thread."""

    def __init__(self, match: Match, seat: Seat, seed: int = 0) -> None:
        self.seat = seat
        self.cursor = match.cursor
        self.legal = choices(match, seat)
        self.action: Action | None = None
        self.why = ""
        self.error: Exception | None = None
        self._stop = threading.Event()
        rules = match.rules
        view = match.view(seat)
        seen = seen_by(match, seat)
        players = match.params.players
        names = [match.params.name(s) for s in range(players)]
        bot = make_bot(BOT_HARD, rules, seed=seed)
        stop = self._stop
        done = self  # the worker fills these fields in; the scene reads them once it is done

        def think() -> None:
            try:
                action = choose(bot, rules, view, seat, seen, players, stop)
                why = explain(rules, view, seat, seen, action, names, random.Random(seed))
                done.why, done.action = why, action
            except Stopped:
                pass
            except Exception as exc:  # shown as one line, never a crash
                done.error = exc

        self.thread = threading.Thread(target=think, daemon=True)
        self.thread.start()

    @property
    def thinking(self) -> bool:
        return self.thread.is_alive()

    def cancel(self) -> None:
        self._stop.set()
