"""Which lessons the learner has finished, kept in ``lessons.json`` in the user data folder.

A small file of its own (not the settings): ``{"format": 1, "finished": ["tiwanaku", ...]}``,
written atomically. A missing or unreadable file means nothing is finished yet; a failed write
is reported to the caller, never raised into the game. Pure Python.
"""

from __future__ import annotations

import json
from pathlib import Path

from boardgames.core import savefile

FILE_NAME = "lessons.json"
FORMAT = 1


def progress_path() -> Path:
    return savefile.data_dir() / FILE_NAME


def finished_lessons() -> set[str]:
    """The games whose lesson was played to its end (empty when the file is missing or bad)."""
    try:
        data = savefile.read_json(progress_path())
    except savefile.SaveError:
        return set()
    names = data.get("finished") if isinstance(data, dict) else None
    if not isinstance(names, list):
        return set()
    return {n for n in names if isinstance(n, str)}


def mark_finished(game: str) -> str | None:
    """Remember a finished lesson; returns why it could not be written, or None."""
    done = finished_lessons()
    if game in done:
        return None
    done.add(game)
    path = progress_path()
    try:
        savefile.write_atomic(path, json.dumps({"format": FORMAT, "finished": sorted(done)}))
    except OSError as exc:
        return f"Could not remember the finished lesson: {savefile.failure_line(exc, path)}."
    return None
