"""A review kept in its match's extras, so it is saved with the game and a second look is
instant. What a save file holds is untrusted: a stored review that is damaged in any way, or
that belongs to other moves than the match's, reads as none (the review is then made again).

A finished review is written back at once (``write_back``) to the file the match was opened
from or saved to (``savefile.file_of``) when the file holds the same game, move for move:
reopening the save then shows the review without thinking. A file that holds an earlier point
of the game (a save made mid-game) is left as the player saved it.
"""

from __future__ import annotations

import math
from typing import Any

from boardgames.core import savefile
from boardgames.core.match import Match
from boardgames.games import find_rules
from boardgames.review.engine import Decision, Review
from boardgames.review.judge import Judgment

KEY = "review"  # the extras key
VERSION = 1


def store(match: Match, review: Review) -> None:
    """Keep ``review`` with the match (written with its next save)."""
    match.extras[KEY] = {
        "version": VERSION,
        "moves": len(match.steps),
        "threshold": review.threshold,
        "seconds": round(review.seconds, 2),
        "iterations": review.iterations,
        "par": review.par_score,
        "decisions": [_decision(d) for d in review.decisions],
    }


def _decision(d: Decision) -> dict[str, Any]:
    j = d.judgment
    return {
        "index": d.index,
        "seat": j.seat,
        "action": j.action,
        "best": j.best,
        "loss": j.loss,
        "taken_value": j.taken_value,
        "best_value": j.best_value,
        "chance": list(j.chance),
        "action_words": j.action_words,
        "best_words": j.best_words,
        "iterations": j.iterations,
        "reason": j.reason,
        "luck": d.luck,
        "costly": d.costly,
        "why": d.why,
    }


def write_back(match: Match) -> str:
    """Write the match, its review kept in its extras, over the file it came from, when that
    file holds this very game (same game, seed, seats and moves). Returns what happened in one
    line for the screen ("" when the match has no file or its file holds another point)."""
    path = savefile.file_of(match)
    if path is None or not path.is_file():
        return ""
    try:
        on_disk = savefile.load(path, find_rules)
    except savefile.SaveError:
        return ""  # a file changed or damaged since: not ours to overwrite
    same = (
        on_disk.rules.name == match.rules.name
        and on_disk.seed == match.seed
        and [(s.seat, s.text) for s in on_disk.steps] == [(s.seat, s.text) for s in match.steps]
    )
    if not same:
        return ""
    try:
        savefile.save(match, path)
    except OSError as exc:
        return f"The review could not be kept in the save: {savefile.failure_line(exc, path)}."
    return f"Kept in {savefile.short_path(path, 60)}"


def stored(match: Match) -> Review | None:
    """The review kept with the match, or None (none kept, damaged, or of other moves)."""
    raw = match.extras.get(KEY)
    try:
        return _read(match, raw)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return None


def _read(match: Match, raw: Any) -> Review | None:
    if not isinstance(raw, dict) or raw.get("version") != VERSION:
        return None
    if raw["moves"] != len(match.steps) or not isinstance(raw["decisions"], list):
        return None
    players = match.params.players
    decisions: list[Decision] = []
    last = -1
    for item in raw["decisions"]:
        index, seat = _int(item["index"]), _int(item["seat"])
        if not last < index < len(match.steps):
            return None
        step = match.steps[index]
        if step.seat != seat or step.text != item["action"]:
            return None  # a review of other moves
        chance = tuple(_number(c) for c in item["chance"])
        if len(chance) != players:
            return None
        judgment = Judgment(
            seat=seat,
            action=_text(item["action"]),
            best=_text(item["best"]),
            loss=_number(item["loss"]),
            taken_value=_number(item["taken_value"]),
            best_value=_number(item["best_value"]),
            chance=chance,
            action_words=_text(item["action_words"]),
            best_words=_text(item["best_words"]),
            iterations=_int(item["iterations"]),
            reason=_text(item.get("reason", "")),
        )
        if judgment.loss < 0:
            return None
        decisions.append(
            Decision(
                index, judgment, _flag(item["luck"]), _flag(item["costly"]), _text(item["why"])
            )
        )
        last = index
    review = Review(
        match.rules.name,
        match.names,
        tuple(match.seats),
        _number(raw["threshold"]),
        decisions,
        seconds=_number(raw["seconds"]),
        iterations=_int(raw["iterations"]),
        par_score=None if raw.get("par") is None else _number(raw["par"]),
    )
    return review


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("not a whole number")
    return value


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValueError("not a number")
    return float(value)


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("not a text")
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("not true or false")
    return value
