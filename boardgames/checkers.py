"""Which checker reads a data file in ``layouts/``: a game's own (its layout files, by name) or
the lessons' (``layouts/lessons/<game>.yaml``). Above both the game registry and the lessons, so
that neither has to import the other."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from boardgames import games
from boardgames.lessons import check_lessons


def layout_checker(path: Path) -> Callable[[Path], str] | None:
    """The checker for ``path``: the lessons' for a file in a ``lessons`` folder, else the game
    checker whose prefix best matches the file's (or its folder's) name; None when none does."""
    if path.parent.name == "lessons":
        return check_lessons
    return games.layout_checker(path)
