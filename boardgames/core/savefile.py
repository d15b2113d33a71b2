"""Save files: a versioned JSON record of a match, written atomically, and the autosave.

A save holds the format version, the game, its params, the seed, the seats and the action texts
with the cursor; loading replays the actions through the rules, so a save can never smuggle in an
illegal position. Writes go to a temporary file that is then renamed over the target, so a crash
mid-write never leaves a half-written (or overwritten) save behind.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from boardgames.core.match import Match
from boardgames.core.rules import IllegalAction, Params, Rules

FORMAT_VERSION = 1


class SaveError(ValueError):
    """A save file that cannot be read; the message names the file and the problem."""


def to_json(match: Match) -> dict[str, Any]:
    return {
        "format": FORMAT_VERSION,
        "game": match.rules.name,
        "params": match.params.to_json(),
        "seed": match.seed,
        "seats": list(match.seats),
        "actions": [[step.seat, step.text] for step in match.steps],
        "cursor": match.cursor,
        "extras": match.extras,
    }


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save(match: Match, path: Path) -> None:
    write_atomic(path, json.dumps(to_json(match), indent=1))


def from_json(
    data: Any, find_rules: Callable[[str], Rules[Any] | None], source: str = "save"
) -> Match:
    def fail(problem: str) -> SaveError:
        return SaveError(f"{source}: {problem}")

    if not isinstance(data, Mapping):
        raise fail("expected a JSON object at the top")
    version = data.get("format")
    if version != FORMAT_VERSION:
        raise fail(f"format version {version!r} is not supported (expected {FORMAT_VERSION})")
    game = data.get("game")
    rules = find_rules(game) if isinstance(game, str) else None
    if rules is None:
        raise fail(f"unknown game {game!r}")
    try:
        params = Params.from_json(data["params"])
        seed = int(data["seed"])
        seats = [str(s) for s in data.get("seats", [])] or None
        actions = [(int(seat), str(text)) for seat, text in data["actions"]]
        cursor = data.get("cursor")
        cursor = None if cursor is None else int(cursor)
    except (KeyError, TypeError, ValueError) as exc:
        raise fail(f"missing or malformed field ({exc})") from exc
    extras = data.get("extras", {})
    if not isinstance(extras, Mapping):
        raise fail("extras: expected a JSON object")
    try:
        match = Match.replay(rules, params, seed, actions, seats, cursor)
    except (IllegalAction, ValueError) as exc:
        raise fail(str(exc)) from exc
    match.extras = dict(extras)
    return match


def load(path: Path, find_rules: Callable[[str], Rules[Any] | None]) -> Match:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path}: not valid JSON (line {exc.lineno}: {exc.msg})") from exc
    return from_json(data, find_rules, str(path))


def data_dir() -> Path:
    """Where autosaves and saves live; BOARDGAMES_HOME overrides it (tests use a temp dir)."""
    override = os.environ.get("BOARDGAMES_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("boardgames", appauthor=False))


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def autosave(match: Match) -> None:
    """Keep the autosave in step with the match; a finished game clears it."""
    path = autosave_path()
    if match.is_over:
        path.unlink(missing_ok=True)
    else:
        save(match, path)
