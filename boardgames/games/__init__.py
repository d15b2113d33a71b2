"""The registry of games the app offers, listed explicitly (no folder scanning).

Each entry names the game's pure rules object and, as an import path, its controller, so that the
command line and the tests can use the rules without loading pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from boardgames.core.rules import Rules


@dataclass(frozen=True)
class GameSpec:
    name: str
    title: str
    blurb: str
    make_rules: Callable[[], Rules[Any]]
    controller: str  # "module:Class", imported only by the UI
    layouts: tuple[str, ...] = ()  # file-name prefixes of its layout files
    check_layout: str = ""  # "module:function" taking a Path, returning a one-line summary


def _tiwanaku() -> Rules[Any]:
    from boardgames.games.tiwanaku.rules import TiwanakuRules

    return TiwanakuRules()


def _pachamama() -> Rules[Any]:
    from boardgames.games.tiwanaku.pachamama import PachamamaRules

    return PachamamaRules()


REGISTRY: tuple[GameSpec, ...] = (
    GameSpec(
        "tiwanaku",
        "Tiwanaku",
        "Explore a hidden land, trace its regions and divine its crops. 1-4 players.",
        _tiwanaku,
        "boardgames.games.tiwanaku.controller:TiwanakuController",
    ),
    GameSpec(
        "pachamama",
        "Pachamama puzzle",
        "Tiwanaku as a solo logic puzzle: deduce every crop of a known land.",
        _pachamama,
        "boardgames.games.tiwanaku.puzzle_controller:PachamamaController",
    ),
)


def spec(name: str) -> GameSpec:
    for s in REGISTRY:
        if s.name == name:
            return s
    known = ", ".join(s.name for s in REGISTRY)
    raise KeyError(f"unknown game {name!r} (known: {known})")


def rules(name: str) -> Rules[Any]:
    """A fresh rules object for a game (rules objects are cheap and hold no game state)."""
    return spec(name).make_rules()


def find_rules(name: str) -> Rules[Any] | None:
    try:
        return rules(name)
    except KeyError:
        return None


def layout_checker(path: Path) -> str | None:
    """The checker of the game whose layout prefix is the longest match for the file name."""
    name = path.name
    best: tuple[int, str] | None = None
    for s in REGISTRY:
        for prefix in s.layouts:
            if (
                name.startswith(prefix)
                and s.check_layout
                and (best is None or len(prefix) > best[0])
            ):
                best = (len(prefix), s.check_layout)
    return best[1] if best else None
