"""The registry of games the app offers, listed explicitly (no folder scanning).

Each entry names the game's pure rules object and, as an import path, its controller, so that the
command line and the tests can use the rules without loading pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from boardgames.core.rules import Rules


@dataclass(frozen=True)
class GameSpec:
    name: str
    title: str
    blurb: str
    make_rules: Callable[[], Rules[Any]]
    controller: str  # "module:Class", imported only by the UI


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
