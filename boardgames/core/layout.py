"""YAML layout files: safe loading and validation with errors a person can act on.

Board geometry and component data live in ``layouts/*.yaml``, never in code. Each game turns the
raw mapping into its own typed layout with the small readers below; every reader knows the key
path it is reading, so a bad file fails with one line such as
``layouts/tiwanaku.yaml: boards.5x9.start: expected a list of [row, col] pairs, got 'edge'``.
"""

from __future__ import annotations

import builtins
import codecs
import os
import stat
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

import yaml

T = TypeVar("T")

# Far beyond any real layout (the largest shipped is 22 KB), yet quick to parse; refused unread.
MAX_BYTES = 256 * 1024
MAX_MESSAGE = 500


class LayoutError(ValueError):
    """A layout file that cannot be used: names the file, the key path and what was expected.

    The message is always one printable line (line breaks and control characters from the file
    never reach it), whatever the reader put in it.
    """

    def __init__(self, message: object = "") -> None:
        super().__init__(one_line(str(message)))


def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` as one printable line: runs of white space become one space, other unprintable
    characters ``?``, and a very long text is cut."""
    line = "".join(ch if ch.isprintable() else "?" for ch in " ".join(text.split()))
    return line if len(line) <= limit else line[: limit - 3] + "..."


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


def whole_number(text: str, digits: int = 9) -> int | None:
    """The number a key or word such as ``"12"`` spells (ASCII digits only, at most ``digits`` of
    them), or None: ``"²"`` and ``"٣"`` pass ``str.isdigit`` but are not numbers to us."""
    if not text or len(text) > digits or not (text.isascii() and text.isdigit()):
        return None
    return int(text)


class _Loader(yaml.SafeLoader):
    """``yaml.safe_load``'s loader (the same tags refused), except that a key given twice, or a
    value it cannot build (a number too long to read, a date that is none, ``!!bool maybe``), is a
    YAML error at its place in the file (not a silent overwrite, or a ValueError, KeyError or
    AttributeError from inside PyYAML)."""

    def construct_mapping(self, node: yaml.Node, deep: bool = False) -> Any:
        # YAML keeps the last of two equal keys without a word; in a layout that is a mistake
        # (two boards called 5x5, a count given twice), so it is refused where it stands.
        if isinstance(node, yaml.MappingNode):
            seen: set[tuple[str, str]] = set()
            for key_node, _ in node.value:
                if not isinstance(key_node, yaml.ScalarNode) or key_node.tag.endswith(":merge"):
                    continue
                key = (key_node.tag, key_node.value)
                if key in seen:
                    raise yaml.constructor.ConstructorError(
                        None,
                        None,
                        f"the key {_kind(key_node.value)} is given twice",
                        key_node.start_mark,
                    )
                seen.add(key)
        assert isinstance(node, yaml.MappingNode)
        return super().construct_mapping(node, deep)

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep)
        except (yaml.YAMLError, RecursionError):
            raise
        except Exception as exc:  # PyYAML's constructors raise ValueError, KeyError, ...
            kind = node.tag.rsplit(":", 1)[-1]
            shown = node.value if isinstance(node.value, str) else kind
            if kind == "int":
                what = "a number too long to read" if len(shown) > 100 else "not a whole number"
            elif kind == "timestamp":
                what = "not a date"
            else:
                what = f"cannot be read as {kind} ({type(exc).__name__}: {exc})"
            raise yaml.constructor.ConstructorError(
                None, None, f"{_kind(shown)}: {what}", node.start_mark
            ) from exc


def load_yaml(path: Path | str) -> Node:
    """Read a YAML file into a ``Node`` rooted at the file; raises LayoutError on any problem.

    A layout file is untrusted input: its size, encoding and YAML are checked before any game
    reads it, and every problem is one line naming the file. Reading never writes anything.
    """
    path = Path(path)
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
            raise LayoutError(f"{path}: cannot read ({kind})")
        if info.st_size > MAX_BYTES:
            raise LayoutError(f"{path}: {_too_large(info.st_size)}")
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise LayoutError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    if len(raw) > MAX_BYTES:
        raise LayoutError(f"{path}: {_too_large(len(raw))}")
    text = _decode(path, raw)
    try:
        data = yaml.load(text, Loader=_Loader)  # a SafeLoader: no python/ tags
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, exc.position) + 1
        column = exc.position - (text.rfind("\n", 0, exc.position) + 1) + 1
        code = ord(exc.character) if isinstance(exc.character, str) else exc.character
        raise LayoutError(
            f"{path}: a character YAML does not allow ({code:#04x}) at line {line}, column {column}"
        ) from exc
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise LayoutError(f"{path}: {problem}{where}") from exc
    except RecursionError as exc:
        raise LayoutError(
            f"{path}: not a layout file (lists or mappings nested too deeply)"
        ) from exc
    except Exception as exc:  # anything else PyYAML meets in hostile bytes: still one line
        raise LayoutError(f"{path}: cannot be read as YAML ({type(exc).__name__}: {exc})") from exc
    if not isinstance(data, Mapping):
        raise LayoutError(f"{path}: expected a mapping at the top level, got {_kind(data)}")
    return Node(data, str(path), "")


def _too_large(size: int) -> str:
    return f"too large for a layout ({size / 1024:.0f} KB; the limit is {MAX_BYTES // 1024} KB)"


def _decode(path: Path, raw: bytes) -> str:
    """The file's text: UTF-8, with or without a byte order mark."""
    if raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8) :]
    elif raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise LayoutError(f"{path}: not UTF-8 text (it is UTF-16 or UTF-32; save it as UTF-8)")
    if b"\x00" in raw:
        raise LayoutError(f"{path}: not a layout file (binary data)")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LayoutError(
            f"{path}: not UTF-8 text (byte {exc.start} is {raw[exc.start]:#04x}; save it as UTF-8)"
        ) from exc


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{value!r}"
    if isinstance(value, str):
        shown = value if len(value) <= 30 else value[:27] + "..."
        return repr(shown)
    if isinstance(value, int) and value.bit_length() > 64:
        return "a very long number"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, bytes | bytearray):
        return "binary data"
    if isinstance(value, set | frozenset):
        return "a set"
    return type(value).__name__


def _key(key: Any) -> str:
    """A mapping key as text for a key path (YAML keys may be numbers, dates, true...)."""
    if isinstance(key, int) and not isinstance(key, bool) and key.bit_length() > 64:
        return "(a very long number)"
    return str(key)


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
            name = key if len(key) <= 40 else key[:37] + "..."  # a key path stays readable
            sub = f"{self.path}.{name}" if self.path else name
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
        return [(_key(k), self._child(v, _key(k))) for k, v in self.value.items()]

    def list(self, min_len: int = 0) -> list[Node]:
        if not isinstance(self.value, list):
            raise self.error("a list")
        if len(self.value) < min_len:
            raise self.error(f"a list of at least {min_len} items")
        return [self._child(v, i) for i, v in enumerate(self.value)]

    # --- scalars -------------------------------------------------------------------------------
    def int(self, lo: builtins.int | None = None, hi: builtins.int | None = None) -> builtins.int:
        v = self.value
        if isinstance(v, bool) or not isinstance(v, int):
            raise self.error("a whole number")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            if hi is None:
                raise self.error(f"a whole number of at least {lo}")
            if lo is None:
                raise self.error(f"a whole number of at most {hi}")
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

    def pair(self) -> tuple[builtins.int, builtins.int]:
        v = self.value
        if (
            not isinstance(v, list)
            or len(v) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in v)
        ):
            raise self.error("a pair of whole numbers like [2, 3]")
        return (v[0], v[1])

    def map(self, fn: Callable[[Node], T]) -> builtins.list[T]:
        return [fn(n) for n in self.list()]
