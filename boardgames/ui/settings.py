"""The app's settings, remembered between runs in the user's config folder.

What is kept: animations, sound on/off and volume, full screen, the text scale, the window size, the
last player names, seat kinds and options (board, edition, difficulty...) per game, and the best
solo times (the puzzle's, per size and difficulty). The file is ``settings.json`` in
``platformdirs.user_config_dir("boardgames")``, or in ``BOARDGAMES_HOME`` when that is set (the
tests use a temporary folder).

A damaged file (any bytes: not UTF-8, not JSON, wrong types) never stops the app: the defaults are
used, ``notice`` says so in one line for the menu, and the file is left as it is until the person
changes a setting, so nothing they might want to rescue is overwritten behind their back.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from boardgames.core.savefile import short_path, write_atomic

FILE_NAME = "settings.json"
MAX_BYTES = 256 * 1024  # a settings file is a few hundred bytes; anything huge is not ours
TEXT_SCALES = (1.0, 1.25, 1.5)
VERSION = 1


def config_dir() -> Path:
    """Where the settings live; BOARDGAMES_HOME overrides it (as it does for the saves)."""
    override = os.environ.get("BOARDGAMES_HOME")
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir("boardgames", appauthor=False))


def settings_path() -> Path:
    return config_dir() / FILE_NAME


@dataclass
class SeatMemory:
    """The last setup of a game in the menu: how many players, their names and seat kinds, and
    the game's options as chosen (option key -> value)."""

    players: int = 0
    names: list[str] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    options: dict[str, str] = field(default_factory=dict)


@dataclass
class Settings:
    animations: bool = True
    sound: bool = True
    volume: float = 0.7  # 0..1
    fullscreen: bool = False
    phones: bool = False  # Players' phones was on for the last game that offers it
    text_scale: float = 1.0  # one of TEXT_SCALES: 125% and 150% for a TV across the room
    window: tuple[int, int] | None = None  # the last windowed size
    seats: dict[str, SeatMemory] = field(default_factory=dict)  # per game name
    best_times: dict[str, float] = field(default_factory=dict)  # seconds, per puzzle kind
    # Not remembered: how long a bot waits so people can follow its move, and how long a button
    # that just appeared under the pointer ignores clicks (a quick double click must not press it).
    bot_delay: float = 0.45
    arm_delay: float = 0.35
    # Where this object came from and whether it may be written (see the module docstring).
    path: Path | None = field(default=None, compare=False, repr=False)
    notice: str = field(default="", compare=False)
    protected: bool = field(default=False, compare=False, repr=False)

    # --- reading --------------------------------------------------------------------------------
    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """The settings in ``path`` (the user's file by default); defaults where it is missing,
        and defaults plus a notice where it is damaged. Never raises."""
        try:
            path = settings_path() if path is None else path
        except Exception as exc:  # no home folder at all: run on defaults, keep nothing
            return cls(notice=f"Settings cannot be kept ({exc}); using the defaults.")
        out = cls(path=path)
        try:
            with path.open("rb") as fh:
                raw = fh.read(MAX_BYTES + 1)
        except FileNotFoundError:
            return out
        except OSError as exc:
            out.protected = True
            out.notice = f"Settings could not be read ({exc.strerror or exc}); using the defaults."
            return out
        problem = out._read(raw)
        if problem:
            fresh = cls(path=path, protected=True)
            fresh.notice = (
                f"The settings file {_short(path)} is damaged ({problem}); using the defaults. "
                "It is replaced when you change a setting."
            )
            return fresh
        return out

    def _read(self, raw: bytes) -> str:
        """Fill self from the file's bytes; returns what is wrong with them ("" when fine)."""
        if len(raw) > MAX_BYTES:
            return "too large"
        try:
            data = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError:
            return "not text"
        except (ValueError, RecursionError):
            return "not JSON"
        if not isinstance(data, dict):
            return "not a JSON object"
        try:
            self._fill(data)
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            return str(exc) or type(exc).__name__
        return ""

    def _fill(self, data: dict[str, Any]) -> None:
        def flag(key: str, default: bool) -> bool:
            value = data.get(key, default)
            if not isinstance(value, bool):
                raise ValueError(f"{key} is not true or false")
            return value

        def number(key: str, default: float, lo: float, hi: float) -> float:
            value = data.get(key, default)
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise ValueError(f"{key} is not a number")
            if not math.isfinite(value) or not lo <= value <= hi:
                raise ValueError(f"{key} is out of range")
            return float(value)

        self.animations = flag("animations", self.animations)
        self.sound = flag("sound", self.sound)
        self.fullscreen = flag("fullscreen", self.fullscreen)
        self.phones = flag("phones", self.phones)
        self.volume = number("volume", self.volume, 0.0, 1.0)
        scale = number("text_scale", self.text_scale, 0.5, 3.0)
        self.text_scale = min(TEXT_SCALES, key=lambda s: abs(s - scale))
        window = data.get("window")
        if window is not None:
            if (
                not isinstance(window, list)
                or len(window) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in window)
                or not all(100 <= v <= 20000 for v in window)
            ):
                raise ValueError("window is not a size")
            self.window = (window[0], window[1])
        seats = data.get("seats", {})
        if not isinstance(seats, dict):
            raise ValueError("seats is not a mapping")
        for game, memo in seats.items():
            if not isinstance(memo, dict):
                raise ValueError(f"seats.{game} is not a mapping")
            players = memo.get("players", 0)
            names = memo.get("names", [])
            kinds = memo.get("kinds", [])
            options = memo.get("options", {})
            if (
                not isinstance(players, int)
                or isinstance(players, bool)
                or not 0 <= players <= 10
                or not _strings(names)
                or not _strings(kinds)
                or not isinstance(options, dict)
                or not _strings(list(options.values()))
            ):
                raise ValueError(f"seats.{game} is not a seat setup")
            self.seats[str(game)] = SeatMemory(
                players,
                [n[:40] for n in names[:10]],
                [k[:20] for k in kinds[:10]],
                {str(k)[:40]: v[:80] for k, v in list(options.items())[:20]},
            )
        best = data.get("best_times", {})
        if not isinstance(best, dict):
            raise ValueError("best_times is not a mapping")
        for kind, seconds in best.items():
            if isinstance(seconds, bool) or not isinstance(seconds, int | float):
                raise ValueError(f"best_times.{kind} is not a number")
            if not math.isfinite(seconds) or seconds < 0:
                raise ValueError(f"best_times.{kind} is out of range")
            self.best_times[str(kind)] = float(seconds)

    # --- writing --------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "animations": self.animations,
            "sound": self.sound,
            "volume": round(self.volume, 3),
            "fullscreen": self.fullscreen,
            "phones": self.phones,
            "text_scale": self.text_scale,
            "window": list(self.window) if self.window else None,
            "seats": {
                game: {"players": m.players, "names": m.names, "kinds": m.kinds}
                | ({"options": dict(m.options)} if m.options else {})
                for game, m in sorted(self.seats.items())
            },
            "best_times": dict(sorted(self.best_times.items())),
        }

    def changed(self) -> str:
        """The person changed a setting: write the file (a damaged one is replaced now).

        Returns a one-line problem when the file could not be written ("" when it was)."""
        self.protected = False
        self.notice = ""
        return self.save()

    def save(self) -> str:
        """Write the settings unless the file on disk is damaged and nobody changed a setting
        yet. Never raises; returns a one-line problem ("" when written or deliberately kept)."""
        if self.protected or self.path is None:
            return ""
        try:
            write_atomic(self.path, json.dumps(self.to_json(), indent=1))
        except OSError as exc:
            return f"Settings not kept: {exc.strerror or exc}."
        return ""

    # --- what the menu remembers ----------------------------------------------------------------
    def remember_seats(
        self,
        game: str,
        players: int,
        names: list[str],
        kinds: list[str],
        options: dict[str, str] | None = None,
    ) -> None:
        self.seats[game] = SeatMemory(players, list(names), list(kinds), dict(options or {}))

    def record_time(self, kind: str, seconds: float) -> tuple[float | None, bool]:
        """Note a solo time; returns (the best before it, whether this one is the new best)."""
        before = self.best_times.get(kind)
        best = before is None or seconds < before
        if best:
            self.best_times[kind] = round(float(seconds), 1)
        return before, best


def _strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _short(path: Path) -> str:
    with contextlib.suppress(Exception):
        return short_path(path)
    return str(path)
