"""The registry of games the app offers, listed explicitly (no folder scanning).

Each entry names the game's pure rules object and, as import paths, its controller and its phone
page, so that the command line and the tests can use the rules without loading pygame or the
phone server.
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
    # (file or folder name prefix, checker): a checker reads a layout file, raising LayoutError,
    # and returns a one-line summary of it
    layouts: tuple[tuple[str, Callable[[Path], str]], ...] = ()
    # the module that makes a seat's phone page ("" for a game without secrets, which needs no
    # phones: everyone sees the same table); imported only by the phone server
    phone: str = ""


def _tiwanaku() -> Rules[Any]:
    from boardgames.games.tiwanaku.rules import TiwanakuRules

    return TiwanakuRules()


def _pachamama() -> Rules[Any]:
    from boardgames.games.tiwanaku.pachamama import PachamamaRules

    return PachamamaRules()


def _titicaca() -> Rules[Any]:
    from boardgames.games.titicaca.rules import TiticacaRules

    return TiticacaRules()


def _titania() -> Rules[Any]:
    from boardgames.games.titania.rules import TitaniaRules

    return TitaniaRules()


def _cuzco() -> Rules[Any]:
    from boardgames.games.cuzco.rules import CuzcoRules

    return CuzcoRules()


def _check_cuzco(path: Path) -> str:
    from boardgames.games.cuzco.layout import check_cuzco

    return check_cuzco(path)


def _check_titania(path: Path) -> str:
    from boardgames.games.titania.layout import load_titania_layout

    layout = load_titania_layout(path)
    return f"Titania board of {len(layout.spaces)} spaces"


def _check_titicaca(path: Path) -> str:
    from boardgames.core.layout import load_yaml
    from boardgames.games.titicaca.layout import parse

    layout = parse(load_yaml(path))
    return f"Titicaca tile set of {len(layout.tiles)} tiles"


def _check_tiwanaku(path: Path) -> str:
    from boardgames.games.tiwanaku.layout import load_layout

    layout = load_layout(path)
    return "Tiwanaku boards " + ", ".join(layout.board_names())


def _check_tiwanaku_scenario(path: Path) -> str:
    from boardgames.games.tiwanaku.scenario import load_scenario

    land = load_scenario(path)
    return f"Tiwanaku {land.rows}x{land.cols} scenario, {len(land.given_crops)} crops face up"


REGISTRY: tuple[GameSpec, ...] = (
    GameSpec(
        "tiwanaku",
        "Tiwanaku",
        "Explore a hidden land, trace its regions and divine its crops. 1-4 players.",
        _tiwanaku,
        "boardgames.games.tiwanaku.controller:TiwanakuController",
        (("tiwanaku-scenarios", _check_tiwanaku_scenario), ("tiwanaku", _check_tiwanaku)),
    ),
    GameSpec(
        "pachamama",
        "Pachamama puzzle",
        "Tiwanaku as a solo logic puzzle: deduce every crop of a known land.",
        _pachamama,
        "boardgames.games.tiwanaku.puzzle_controller:PachamamaController",
    ),
    GameSpec(
        "titicaca",
        "Titicaca",
        "Bid weapons in secret for lake shores, shape lands and win their majorities. 2-5 players.",
        _titicaca,
        "boardgames.games.titicaca.controller:TiticacaController",
        (("titicaca", _check_titicaca),),
        "boardgames.games.titicaca.phone",
    ),
    GameSpec(
        "titania",
        "Titania",
        "Sail three shared fleets, gather shells and sea stars, rebuild the sunken towers. 2-4 players.",
        _titania,
        "boardgames.games.titania.controller:TitaniaController",
        (("titania", _check_titania),),
        "boardgames.games.titania.phone",
    ),
    GameSpec(
        "cuzco",
        "Cuzco",
        "Roll dice for actions, run quipus to the villages, serve the Sapa Inca. 2-4 players.",
        _cuzco,
        "boardgames.games.cuzco.controller:CuzcoController",
        (("cuzco", _check_cuzco),),
        "boardgames.games.cuzco.phone",
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


def layout_checker(path: Path) -> Callable[[Path], str] | None:
    """The game's checker whose prefix best matches the file's name (or its folder's name)."""
    best: tuple[int, Callable[[Path], str]] | None = None
    for s in REGISTRY:
        for prefix, checker in s.layouts:
            hit = path.name.startswith(prefix) or path.parent.name.startswith(prefix)
            if hit and (best is None or len(prefix) > best[0]):
                best = (len(prefix), checker)
    return best[1] if best else None


def fixed_options(rules: Rules[Any], options: dict[str, str]) -> dict[str, str]:
    """Options with anything time-dependent pinned (a daily puzzle's date), for a new match.

    Setup must be a pure function of params and seed, so whatever it would read from the clock is
    fixed here, once, when a match is created, and saved with the params.
    """
    fix = getattr(rules, "fixed_options", None)
    return fix(options) if fix is not None else options
