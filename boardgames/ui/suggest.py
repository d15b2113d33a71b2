"""Suggest a move: the hard bot's choice for the person to act, from that person's view only.

The hard bot thinks on a worker thread with exactly what the bot in that seat would have (the
seat's view and the events it has seen), so a suggestion can never give away a secret. The line
that goes with it reads like a stronger player's advice: the move in the game's words (each game's
``describe_move``, which for a guess says how often it is right in the full states the seat cannot
tell from its view; else the game's log words for what the seat does), what it is worth in points
on average over those states, and the search's next best move with its worth. Never the action's
stored text. A suggestion used is counted per seat in the match's extras, so it survives saves
and shows on the results screen like a hint.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Sequence
from typing import Any

from boardgames.ai import BOT_HARD, Stopped, choose, make_bot, seen_by
from boardgames.ai.common import can_search, determinizations, heuristic_of
from boardgames.core.match import Match
from boardgames.core.rules import Action, Event, Rules, Seat, fast_apply
from boardgames.review.words import words

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


WORLDS = 12  # full states the seat cannot tell apart, drawn to weigh a suggestion's points
WORLD_SECONDS = 0.5  # drawing them settles for less typical ones past this (Tiwanaku's lands)


def gain(rules: Rules[Any], worlds: Sequence[Any], seat: Seat, action: Action) -> float | None:
    """The points ``action`` is worth to ``seat`` on average over ``worlds``, by the heuristic
    the search scores positions with (in about the game's points); None where it cannot tell."""
    if not worlds:
        return None
    h = heuristic_of(rules)
    total = 0.0
    try:
        for world in worlds:
            total += h(fast_apply(rules, world, seat, action), seat) - h(world, seat)
    except Exception:  # an action a drawn state does not allow: no figure rather than a wrong one
        return None
    return total / len(worlds)


def _points(value: float, short: bool = False) -> str:
    shown = round(value)
    if shown == 0:
        return "even" if short else "even on points"
    if short:
        return f"{shown:+d}"
    unit = "point" if abs(shown) == 1 else "points"
    return f"{shown:+d} {unit} on average"


def explain(
    rules: Rules[Any],
    view: Any,
    seat: Seat,
    seen: Sequence[Event],
    action: Action,
    names: Sequence[str],
    rng: random.Random,
    ranking: Sequence[tuple[Action, int, float]] = (),
) -> str:
    """One line on what ``action`` does and why, from the seat's knowledge: the move in the
    game's words, its points on average over the states the seat cannot tell apart, and the
    search's next best move with its points (or, where the points do not tell them apart, how
    often the search tried each). ``ranking`` is the search's root actions, most tried first."""
    try:
        deadline = time.perf_counter() + WORLD_SECONDS
        worlds = determinizations(rules, view, seat, rng, seen, WORLDS, deadline=deadline)
    except Exception:  # a game whose states cannot be drawn here: words without figures
        worlds = []
    what = words(rules, view, seat, action, names, worlds)
    tries = sum(n for _, n, _ in ranking)
    others = [(a, n) for a, n, _ in ranking if a != action]
    if not others:
        if len(rules.legal_actions(view, seat)) == 1:
            return f"{what} (the only move here)."
        mine = gain(rules, worlds, seat, action)
        return f"{what}: {_points(mine)}." if mine is not None else f"{what}."
    second, second_n = others[0]
    mine, theirs = gain(rules, worlds, seat, action), gain(rules, worlds, seat, second)
    other = words(rules, view, seat, second, names, worlds).split(" (")[0]  # no odds
    if other == what:
        other = "a move much like it"
    elif not any(other.startswith(name) for name in names):
        other = other[:1].lower() + other[1:]  # a phrase of the game's, not a log line
    if mine is None or theirs is None:
        return f"{what}. Next best: {other}."
    mine_n = next((n for a, n, _ in ranking if a == action), 0)
    shares = f"{_share(mine_n, tries)} of its tries; next best, {other}: {_share(second_n, tries)}"
    if round(mine) > round(theirs):
        return f"{what}: {_points(mine)}; next best, {other}: {_points(theirs, short=True)}."
    if round(mine) < round(theirs):
        # Fewer points now, more later: the search played on past this move and liked it more.
        return (
            f"{what}: {_points(mine)} now, more later in the search's lines ({shares}, but"
            f" {_points(theirs, short=True)} now)."
        )
    # Alike on points now (a bid, a move that pays later): the search's own preference.
    return f"{what}: {_points(mine)}; the search liked it best ({shares})."


def _share(n: int, total: int) -> str:
    return f"{round(100 * n / total)}%" if total else "none"


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
                ranking = list(getattr(bot, "ranking", ()))
                rng = random.Random(seed)
                why = explain(rules, view, seat, seen, action, names, rng, ranking)
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
