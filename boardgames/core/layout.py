"""YAML layout files: safe loading and validation with errors a person can act on.

Board geometry and component data live in ``layouts/*.yaml``, never in code. Each game turns the
raw mapping into its own typed layout with the small readers below; every reader knows the key
path it is reading, so a bad file fails with one line such as
``layouts/tiwanaku.yaml: boards.5x9.start: expected a list of [row, col] pairs, got 'edge'``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

import yaml

T = TypeVar("T")


class LayoutError(ValueError):
    """A layout file that cannot be used: names the file, the key path and what was expected."""


def layouts_dir() -> Path:
    """The folder of shipped layouts; BOARDGAMES_LAYOUTS points elsewhere (for edited copies).
    In the one-file build (PyInstaller) they are in the folder ``sys._MEIPASS`` names."""
    override = os.environ.get("BOARDGAMES_LAYOUTS")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)  # the one-file build unpacks its data there
    if bundle:
        return Path(bundle) / "layouts"
    return Path(__file__).resolve().parents[2] / "layouts"


def load_yaml(path: Path | str) -> Node:
    """Read a YAML file into a ``Node`` rooted at the file; raises LayoutError on any problem."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise LayoutError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise LayoutError(f"{path}: {problem}{where}") from exc
    if not isinstance(data, Mapping):
        raise LayoutError(f"{path}: expected a mapping at the top level, got {_kind(data)}")
    return Node(data, str(path), "")


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{value!r}"
    if isinstance(value, str):
        shown = value if len(value) <= 30 else value[:27] + "..."
        return repr(shown)
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


class Node:
    """A value inside a layout file, with the file name and key path for error messages."""

    def __init__(self, value: Any, file: str, path: str) -> None:
        self.value = value
        self.file = file
        self.path = path

    def error(self, expected: str) -> LayoutError:
        where = self.path or "(top)"
        return LayoutError(f"{self.file}: {where}: expected {expected}, got {_kind(self.value)}")

    def _child(self, value: Any, key: str | int) -> Node:
        if isinstance(key, int):
            sub = f"{self.path}[{key}]"
        else:
            sub = f"{self.path}.{key}" if self.path else str(key)
        return Node(value, self.file, sub)

    # --- containers ----------------------------------------------------------------------------
    def has(self, key: str) -> bool:
        return isinstance(self.value, Mapping) and key in self.value

    def __getitem__(self, key: str) -> Node:
        if not isinstance(self.value, Mapping):
            raise self.error("a mapping")
        if key not in self.value:
            where = self._child(None, key).path
            raise LayoutError(f"{self.file}: {where}: expected a value (the key is missing)")
        return self._child(self.value[key], key)

    def get(self, key: str, default: Any = None) -> Node:
        if not isinstance(self.value, Mapping):
            raise self.error("a mapping")
        return self._child(self.value.get(key, default), key)

    def items(self) -> list[tuple[str, Node]]:
        if not isinstance(self.value, Mapping):
            raise self.error("a mapping")
        return [(str(k), self._child(v, str(k))) for k, v in self.value.items()]

    def list(self, min_len: int = 0) -> list[Node]:
        if not isinstance(self.value, list):
            raise self.error("a list")
        if len(self.value) < min_len:
            raise self.error(f"a list of at least {min_len} items")
        return [self._child(v, i) for i, v in enumerate(self.value)]

    # --- scalars -------------------------------------------------------------------------------
    def int(self, lo: int | None = None, hi: int | None = None) -> int:
        v = self.value
        if isinstance(v, bool) or not isinstance(v, int):
            raise self.error("a whole number")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            raise self.error(f"a whole number from {lo} to {hi}")
        return v

    def str(self, choices: tuple[str, ...] | None = None) -> str:
        v = self.value
        if not isinstance(v, str):
            raise self.error("text" if not choices else "one of " + ", ".join(choices))
        if choices is not None and v not in choices:
            raise self.error("one of " + ", ".join(choices))
        return v

    def bool(self) -> bool:
        if not isinstance(self.value, bool):
            raise self.error("true or false")
        return self.value

    def pair(self) -> tuple[int, int]:
        v = self.value
        if (
            not isinstance(v, list)
            or len(v) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in v)
        ):
            raise self.error("a pair of whole numbers like [2, 3]")
        return (v[0], v[1])

    def map(self, fn: Callable[[Node], T]) -> list[T]:
        return [fn(n) for n in self.list()]
