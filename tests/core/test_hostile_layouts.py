"""Hostile layout files: whatever the bytes, checking one gives one readable line naming the file
and
the problem (a ``LayoutError``), never another exception, and never writes to the file it read.

Fixed cases for each kind of damage (broken YAML, refused tags, binary junk, text that is not UTF-8,
huge and deeply nested files, the numbers and keys a reader misread), then hypothesis fuzzing of
every shipped layout file: mutations of its data (deleted keys, wrong types, out-of-range numbers
and coordinates, duplicated ids and entries) read through the real readers, and mutations of its
text (cuts, junk bytes, tags, encodings) read from disk; and a mutant the readers accept must set
up a game and take random moves (else the reader should have refused it). A few hundred examples
per file in CI; the ``soak`` marker runs thousands. The command line and the menu are checked too
(tests/ui/test_hostile_layouts_menu.py drives the real menu).
"""

from __future__ import annotations

import contextlib
import copy
import datetime
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import boardgames
from boardgames.__main__ import main
from boardgames.checkers import layout_checker
from boardgames.core import layout as core_layout
from boardgames.core.layout import LayoutError, Node, load_yaml

SHIPPED = Path(boardgames.__file__).resolve().parents[1] / "layouts"
# The games' own layouts: the top-level files and the Tiwanaku scenarios (lessons are not layouts).
TARGETS = sorted(
    str(p.relative_to(SHIPPED))
    for p in [*SHIPPED.glob("*.yaml"), *SHIPPED.glob("tiwanaku-scenarios/*.yaml")]
)
SMALL = [t for t in TARGETS if not t.startswith(("cuzco", "titania"))]

# Modules whose ``load_yaml`` the data-level fuzz replaces (each imported it by name).
READER_MODULES = (
    "boardgames.core.layout",
    "boardgames.games.tiwanaku.layout",
    "boardgames.games.tiwanaku.scenario",
    "boardgames.games.titicaca.layout",
    "boardgames.games.titania.layout",
    "boardgames.games.cuzco.layout",
)


def fuzz(examples: int) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
        database=None,
    )


def test_every_game_layout_is_fuzzed():
    expected = {
        "tiwanaku.yaml",
        "titicaca.yaml",
        "titicaca-15tiles.yaml",
        "titania.yaml",
        "cuzco.yaml",
    }
    assert expected <= set(TARGETS)
    assert any(t.startswith("tiwanaku-scenarios/") for t in TARGETS)
    for target in TARGETS:
        assert layout_checker(SHIPPED / target) is not None, target


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def place(root: Path, target: str, content: bytes) -> Path:
    """``content`` written where ``target`` lives in a layouts folder under ``root``."""
    path = root / target
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


def assert_one_line(message: str, path: Path) -> str:
    assert message.startswith(f"{path}: "), message
    assert "\n" not in message and "\r" not in message, message
    assert message.isprintable(), message
    assert len(message) <= 500, message
    return message.removeprefix(f"{path}: ")


def check(path: Path) -> str | None:
    """Check the layout at ``path`` as ``check-layout`` does: None when it is accepted, else the
    problem (one line naming the file); any other exception fails the test. No file may change."""
    folder = path.parent
    before = snapshot(folder)
    checker = layout_checker(path)
    assert checker is not None
    try:
        checker(path)
    except LayoutError as exc:
        return assert_one_line(str(exc), path)
    finally:
        assert snapshot(folder) == before, "checking a layout never writes a file"
    return None


def refused(root: Path, target: str, content: bytes) -> str:
    problem = check(place(root, target, content))
    assert problem is not None, "the damaged layout was accepted"
    return problem


def shipped(target: str) -> bytes:
    return (SHIPPED / target).read_bytes()


def test_the_shipped_layouts_are_accepted(tmp_path):
    for target in TARGETS:
        assert check(place(tmp_path, target, shipped(target))) is None, target


# --- fixed cases: the file as a whole ------------------------------------------------------------
WHOLE_FILE: list[tuple[str, bytes, str]] = [
    ("empty", b"", "expected a mapping at the top level, got nothing"),
    ("a list", b"- 1\n- 2\n", "expected a mapping at the top level, got a list"),
    ("unclosed list", b"terrains: [sand, earth\nboards: 3\n", "line 2"),
    ("a tab", b"boards:\n\t5x5: 1\n", "found character '\\t' that cannot start any token"),
    (
        "python object",
        b"boards: !!python/object:os.system {}\n",
        "could not determine a constructor for the tag 'tag:yaml.org,2002:python/object:os.system'",
    ),
    (
        "python apply",
        b"boards: !!python/object/apply:os.system [echo hacked]\n",
        "could not determine a constructor for the tag",
    ),
    (
        "python name",
        b"boards: !!python/name:os.system\n",
        "could not determine a constructor for the tag",
    ),
    (
        "a custom tag",
        b"boards: !board 5x5\n",
        "could not determine a constructor for the tag '!board'",
    ),
    ("an undefined alias", b"boards: *nothing\n", "found undefined alias 'nothing'"),
    ("binary junk", bytes(range(256)) * 4, "not a layout file (binary data)"),
    ("a NUL", b"boards: 5x5\x00\n", "not a layout file (binary data)"),
    (
        "latin-1",
        "name: caf\u00e9\n".encode("latin-1"),
        "not UTF-8 text (byte 9 is 0xe9; save it as UTF-8)",
    ),
    ("UTF-16", "terrains: [sand]\n".encode("utf-16"), "not UTF-8 text (it is UTF-16"),
    (
        "a control character",
        b"name: a\x07b\n",
        "a character YAML does not allow (0x07) at line 1, column 8",
    ),
    ("escape in a quoted text", b'name: "\\e[31m"\n', "expected"),
    ("a number too long", b"rows: " + b"9" * 5000 + b"\n", "number too long"),
    ("a date that is none", b"when: 2020-13-45\n", "'2020-13-45': not a date at line 1"),
    ("a timestamp that is none", b"when: !!timestamp soon\n", "'soon': not a date at line 1"),
    ("a bool that is none", b"a: !!bool maybe\n", "'maybe': cannot be read as bool"),
    ("not an int", b"a: !!int abc\n", "'abc': not a whole number at line 1, column 4"),
    ("nested deep", b"a: " + b"[" * 5000 + b"]" * 5000 + b"\n", "nested too deeply"),
    ("mapping nested deep", b"a: " + b"{b: " * 3000 + b"1" + b"}" * 3000 + b"\n", "nested too"),
    ("a bad merge", b"a: {<<: 5}\n", "expected a mapping or list of mappings for merging"),
    ("unhashable key", b"? [1, 2]\n: 3\n", "found unhashable key"),
    ("a key given twice", b"a: 1\nb: 2\na: 3\n", "the key 'a' is given twice at line 3, column 1"),
    ("a nested key twice", b"b:\n  5x5: 1\n  5x5: 2\n", "the key '5x5' is given twice at line 3"),
]


@pytest.mark.parametrize("target", ["tiwanaku.yaml", "cuzco.yaml"])
@pytest.mark.parametrize(
    ("content", "problem"), [c[1:] for c in WHOLE_FILE], ids=[c[0] for c in WHOLE_FILE]
)
def test_each_kind_of_broken_file_is_one_line(tmp_path, target, content, problem):
    assert problem in refused(tmp_path, target, content)


def test_the_reader_alone_gives_the_same_lines(tmp_path):
    for _name, content, problem in WHOLE_FILE:
        path = place(tmp_path, "any.yaml", content)
        try:
            load_yaml(path)
        except LayoutError as exc:
            assert problem in assert_one_line(str(exc), path) or "mapping at the top" in problem
        else:
            assert "expected" in problem  # read fine; the game's reader refuses it


def test_a_byte_order_mark_is_fine(tmp_path):
    for target in TARGETS:
        path = place(tmp_path, target, b"\xef\xbb\xbf" + shipped(target))
        assert check(path) is None, target


def test_a_huge_file_is_refused_without_reading_it(tmp_path):
    path = place(tmp_path, "cuzco.yaml", b"")
    with path.open("wb") as fh:
        fh.truncate(core_layout.MAX_BYTES * 4)  # sparse: large, yet costs no disk
    problem = check(path)
    assert problem is not None and "too large for a layout" in problem


def test_a_file_just_over_the_limit_is_refused(tmp_path):
    text = shipped("tiwanaku.yaml")
    padding = b"# " + b"x" * 78 + b"\n"
    content = text + padding * (core_layout.MAX_BYTES // len(padding) + 1)
    assert "too large for a layout" in refused(tmp_path, "tiwanaku.yaml", content)


def test_a_large_file_under_the_limit_is_read_quickly(tmp_path):
    import time

    text = shipped("tiwanaku.yaml")
    filler = b"extra:\n" + b"  - [1, 2, 3, 4, 5, 6, 7, 8]\n" * 3_000  # ~90 KB
    content = text + filler
    assert len(content) < core_layout.MAX_BYTES
    started = time.perf_counter()
    assert check(place(tmp_path, "tiwanaku.yaml", content)) is None
    assert time.perf_counter() - started < 30


def test_an_alias_bomb_is_cheap(tmp_path):
    # 10**12 leaves by reference: YAML builds them shared, and the readers stop at the first
    # value of the wrong kind, so checking takes no time and one line.
    import time

    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 12):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    started = time.perf_counter()
    for target in TARGETS:
        data = yaml.safe_load(shipped(target))
        text = "\n".join(lines) + "\n"
        for key in list(data)[:4]:  # a key of the file holds the bomb
            body = {k: v for k, v in data.items() if k != key}
            content = text + f"{key}: *a11\n" + yaml.safe_dump(body)
            check(place(tmp_path, target, content.encode()))  # one line, or unused and fine
    assert time.perf_counter() - started < 60


def test_a_self_referencing_value(tmp_path):
    for target in TARGETS:
        for text in (b"a: &x [*x]\n", b"boards: &x {b: *x}\n", b"tiles: &x [*x, *x]\n"):
            assert refused(tmp_path, target, text)
        data = yaml.safe_load(shipped(target))
        for key in list(data)[:4]:
            loop: list[Any] = []
            loop.append(loop)
            cyclic = yaml.safe_dump({**data, key: loop})  # written as &id001 [*id001]
            check(place(tmp_path, target, cyclic.encode()))  # refused or not: never a crash


def test_a_folder_and_a_missing_file(tmp_path):
    folder = tmp_path / "cuzco.yaml"
    folder.mkdir()
    assert "cannot read" in assert_one_line(str(_error(folder)), folder)
    missing = tmp_path / "titania.yaml"
    assert "cannot read" in assert_one_line(str(_error(missing)), missing)


def _error(path: Path) -> LayoutError:
    with pytest.raises(LayoutError) as info:
        load_yaml(path)
    return info.value


def test_a_message_never_spans_lines(tmp_path):
    # An id holding a line break, an escape sequence and a very long text.
    data = yaml.safe_load(shipped("cuzco.yaml"))
    data["villages"][1]["id"] = data["villages"][0]["id"] + "\n\x1b[31m" + "x" * 5000
    problem = refused(tmp_path, "cuzco.yaml", yaml.safe_dump(data).encode())
    assert "\x1b" not in problem


# --- fixed cases: values the readers misread -----------------------------------------------------
def mutated(target: str, change: Any) -> bytes:
    data = yaml.safe_load(shipped(target))
    change(data)
    return yaml.safe_dump(data, allow_unicode=True).encode()


def _set(path: tuple[Any, ...], value: Any):
    def change(data: Any) -> None:
        node = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return change


def _rename(path: tuple[Any, ...], old: Any, new: Any):
    def change(data: Any) -> None:
        node = data
        for key in path:
            node = node[key]
        node[new] = node.pop(old)

    return change


VALUE_CASES: list[tuple[str, str, Any, str]] = [
    # duplicate ids and out-of-range coordinates
    (
        "tiwanaku a start twice",
        "tiwanaku.yaml",
        _set(("boards", "5x5", "start"), [[0, 0], [0, 0]]),
        "a starting space listed only once",
    ),
    (
        "tiwanaku a start off the board",
        "tiwanaku.yaml",
        _set(("boards", "5x5", "start"), [[9, 9]]),
        "boards.5x5.start[0]: expected a space on the edge of the 5x5 board",
    ),
    (
        "scenario a crop off the map",
        "tiwanaku-scenarios/first-steps.yaml",
        _set(("given_crops",), [[0, 0], [7, -1]]),
        "given_crops[1]: expected a space on the 5x5 map",
    ),
    (
        "titicaca two tiles with one id",
        "titicaca.yaml",
        _set(("tiles", 1, "id"), 1),
        "tiles with different ids",
    ),
    (
        "titicaca two hexes in one place",
        "titicaca.yaml",
        _set(("tiles", 0, "cells", 1, "at"), [0, 0]),
        "hexes at different places",
    ),
    (
        "titania a space twice",
        "titania.yaml",
        lambda d: d["board"]["fog"].append(d["board"]["fog"][0]),
        "a space not already listed",
    ),
    (
        "titania a space far off",
        "titania.yaml",
        lambda d: d["board"]["points"].append([100, -100]),
        "board",
    ),
    (
        "cuzco two villages with one id",
        "cuzco.yaml",
        _set(("villages", 1, "id"), "I1"),
        "villages[1].id: I1 is already used by villages[0]",
    ),
    (
        "cuzco a village on Cuzco",
        "cuzco.yaml",
        _set(("villages", 2, "at"), [0, 0]),
        "villages[2].at: [0, 0] is Cuzco's place",
    ),
    (
        "cuzco two missions with one id",
        "cuzco.yaml",
        _set(("missions", 1, "id"), "S-01"),
        "is already used by missions[0]",
    ),
    (
        "tiwanaku a board the menu offers missing",  # found by the soak: a KeyError at setup
        "tiwanaku.yaml",
        lambda d: d["boards"].pop("5x5"),
        "boards: expected the boards 5x5 and 5x9 (the game offers both)",
    ),
    # numbers and keys
    # (case, target, change, part of the problem)
    ("tiwanaku pawns key ²", "tiwanaku.yaml", _rename(("pawns",), 2, "\u00b2"), "pawns.\u00b2"),
    (
        "tiwanaku pawns key of many digits",
        "tiwanaku.yaml",
        _rename(("pawns",), 2, "9" * 5000),
        "player count",
    ),
    ("tiwanaku rows huge", "tiwanaku.yaml", _set(("boards", "5x5", "rows"), 10**40), "rows"),
    (
        "tiwanaku a date",
        "tiwanaku.yaml",
        _set(("default_board",), datetime.date(2020, 1, 1)),
        "date",
    ),
    (
        "titania point tile ²",
        "titania.yaml",
        _rename(("components", "point_tiles"), 3, "\u00b3"),
        "point values",
    ),
    (
        "titicaca leave_out key ²",
        "titicaca.yaml",
        _rename(("leave_out",), 2, "\u00b2"),
        "player count",
    ),
    (
        "cuzco action board key ²",
        "cuzco.yaml",
        _rename(("action_boards",), 2, "\u00b2"),
        "player count",
    ),
    ("cuzco pututu key ²", "cuzco.yaml", _rename(("components", "pututu"), 1, "\u00b9"), "pututu"),
    (
        "cuzco people ability key ²",
        "cuzco.yaml",
        _rename(("people", "study"), 2, "\u00b2"),
        "ability number",
    ),
    (
        "cuzco a requirement count ²",
        "cuzco.yaml",
        _set(("missions", 0, "needs", 0), "feathers \u00b2"),
        "requirement",
    ),
    (
        "cuzco a requirement count of many digits",
        "cuzco.yaml",
        _set(("missions", 0, "needs", 0), "feathers " + "9" * 5000),
        "missions[0]",
    ),
    (
        "cuzco a requirement ability ²",
        "cuzco.yaml",
        _set(("missions", 0, "needs", 0), "people_ability 1 \u00b2"),
        "ability number",
    ),
    (
        "cuzco a quipu detail vp:²",
        "cuzco.yaml",
        _set(("missions", 0, "needs", 0), "quipu_villages 1 vp:\u00b2"),
        "vp:",
    ),
]


@pytest.mark.parametrize(
    ("target", "change", "problem"),
    [c[1:] for c in VALUE_CASES],
    ids=[c[0] for c in VALUE_CASES],
)
def test_values_the_readers_misread(tmp_path, target, change, problem):
    assert problem in refused(tmp_path, target, mutated(target, change))


# --- fuzzing the data ----------------------------------------------------------------------------
KEYS = st.one_of(
    st.sampled_from(["", "x", "2", "0", "-1", "99", "\u00b2", "\u0663", "9" * 30, "id", "at"]),
    st.integers(-3, 12),
    st.text(max_size=6),
)
TEXTS = st.sampled_from(
    [
        "",
        " ",
        "\u00b2",
        "\u0663",
        "1e3",
        "0x10",
        "3_0",
        "-1",
        "+2",
        "nan",
        "yes",
        "S-01",
        "I1",
        "O7",
        "C",
        "stone+rope",
        "vp+vp",
        "feathers 3 orange",
        "feathers \u00b2",
        "quipu_villages 2 vp:\u00b2",
        "people_ability 2 \u00b3",
        "5x9",
        "a\nb",
        "x" * 300,
        "sand",
        "blue",
        "2 brown shells",
        "extra ship",
        "G G G R R",
        "1 2 3 1 2",
        "easy",
    ]
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.sampled_from([0, -1, 1, 2, 6, 7, 13, 99, 100, 2**31, 2**63, 10**30, -(10**30)]),
    st.floats(allow_nan=True, allow_infinity=True),
    TEXTS,
    st.text(max_size=10),
    st.dates(),
    st.binary(max_size=6),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=4),
    max_leaves=8,
)
OPS = ("delete", "replace", "number", "copy", "duplicate", "swap", "rename", "wrap", "unwrap")


def places(tree: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) of the tree, containers first."""
    out: list[tuple[Any, Any]] = []
    todo = [tree]
    seen: set[int] = set()
    while todo:
        node = todo.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        keys = list(node) if isinstance(node, dict) else range(len(node))
        for k in keys:
            out.append((node, k))
            if isinstance(node[k], dict | list):
                todo.append(node[k])
    return out


def mutate(data: st.DataObject, tree: Any) -> None:
    spots = places(tree)
    if not spots:
        return
    node, key = data.draw(st.sampled_from(spots), label="where")
    op = data.draw(st.sampled_from(OPS), label="op")
    value = node[key]
    if op == "delete":
        del node[key]
    elif op == "replace":
        node[key] = data.draw(VALUES, label="value")
    elif op == "number":
        if isinstance(value, int) and not isinstance(value, bool):
            delta = data.draw(st.sampled_from([-1000, -7, -1, 1, 7, 1000, 10**12]))
            node[key] = value + delta if data.draw(st.booleans()) else -value
        else:
            node[key] = data.draw(st.integers(-50, 50))
    elif op == "copy":
        other, okey = data.draw(st.sampled_from(spots), label="from")
        node[key] = copy.deepcopy(other[okey])
    elif op == "duplicate":
        if isinstance(node, list):
            node.append(copy.deepcopy(value))
            if data.draw(st.booleans()) and len(node) > 1:
                node[data.draw(st.integers(0, len(node) - 1))] = copy.deepcopy(value)
        else:
            keys = list(node)
            node[data.draw(st.sampled_from(keys))] = copy.deepcopy(value)
    elif op == "swap":
        siblings = list(node) if isinstance(node, dict) else list(range(len(node)))
        other = data.draw(st.sampled_from(siblings))
        node[key], node[other] = node[other], node[key]
    elif op == "rename":
        if isinstance(node, dict):
            node[data.draw(KEYS, label="key")] = node.pop(key)
        else:
            node.insert(data.draw(st.integers(0, len(node))), data.draw(VALUES))
    elif op == "wrap":
        node[key] = [value] if data.draw(st.booleans()) else {"value": value}
    elif isinstance(value, list | dict) and value:  # unwrap
        node[key] = value[0] if isinstance(value, list) else next(iter(value.values()))
    else:
        node[key] = str(value)


@contextlib.contextmanager
def fed(trees: dict[str, Any]) -> Iterator[None]:
    """``load_yaml`` in every reader answers with the tree prepared for that path (no disk)."""

    def fake(path: Path | str) -> Node:
        return Node(trees[str(path)], str(path), "")

    with pytest.MonkeyPatch.context() as mp:
        for name in READER_MODULES:
            mp.setattr(sys.modules[name], "load_yaml", fake)
        yield


def _import_readers() -> None:
    import importlib

    for name in READER_MODULES:
        importlib.import_module(name)


def fuzz_data(tmp_path: Path, target: str, examples: int) -> None:
    _import_readers()
    base = yaml.safe_load(shipped(target))
    path = place(tmp_path, target, shipped(target))
    trees: dict[str, Any] = {}
    outcomes: Counter[str] = Counter()

    @fuzz(examples)
    @given(st.data())
    def run(data: st.DataObject) -> None:
        tree = copy.deepcopy(base)
        for _ in range(data.draw(st.integers(1, 3), label="mutations")):
            mutate(data, tree)
        trees[str(path)] = tree
        outcomes["accepted" if check(path) is None else "refused"] += 1

    with fed(trees):
        run()
    assert outcomes["refused"] > examples // 4, outcomes  # the mutants did reach the readers


@pytest.mark.parametrize("target", TARGETS)
def test_fuzz_mutated_data(tmp_path, target):
    fuzz_data(tmp_path, target, 200)


@pytest.mark.soak
@pytest.mark.parametrize("target", TARGETS)
def test_fuzz_mutated_data_soak(tmp_path, target):
    fuzz_data(tmp_path, target, 5000)


# --- fuzzing the text ----------------------------------------------------------------------------
SNIPPETS = st.sampled_from(
    [
        b"!!python/object:os.system ",
        b"!!python/object/apply:os.system [echo hi] ",
        b"!!python/name:os.system ",
        b"!!python/tuple [1, 2] ",
        b"!!binary ",
        b"!!set ",
        b"!!omap ",
        b"!!timestamp ",
        b"!!int ",
        b"!!float ",
        b"!!str ",
        b"!!map ",
        b"!!seq ",
        b"!foo ",
        b"&a ",
        b"*a ",
        b"*undefined ",
        b"<<: ",
        b"<<: *a\n",
        b"{",
        b"}",
        b"[",
        b"]",
        b": ",
        b"- ",
        b"\t",
        b"\x00",
        b"\xff",
        b"\xc3",
        b"\xe2\x80",
        b"%YAML 1.1\n",
        b"%TAG ! tag:x,2000:\n",
        b"---\n",
        b"...\n",
        b"'",
        b'"',
        b'"\\x',
        b"\\",
        b"#",
        b"\r",
        b"\n  ",
        b"\n",
        b"? ",
        b"|",
        b">",
        b"2020-13-45",
        b"9" * 5000,
        b"1e999",
        b".inf",
        b"~",
        b"\xef\xbb\xbf",
        "\u00b2".encode(),
        "\u2028".encode(),
        "\ufffe".encode(),
    ]
)


@st.composite
def damaged_text(draw: st.DrawFn, text: bytes) -> bytes:
    kind = draw(st.sampled_from(["cut", "insert", "replace", "tag", "junk", "encoding", "lines"]))
    if not text:
        return draw(SNIPPETS)
    if kind == "junk":
        return draw(st.binary(min_size=0, max_size=800))
    if kind == "encoding":
        codec = draw(st.sampled_from(["utf-16", "utf-16-le", "utf-32", "latin-1", "cp1252"]))
        plain = text.decode("utf-8", errors="replace")
        return plain.replace("e", "\u00e9", 3).encode(codec, errors="replace")
    if kind == "lines":
        lines = text.splitlines(keepends=True)
        i = draw(st.integers(0, len(lines) - 1))
        j = draw(st.integers(0, len(lines) - 1))
        pick = draw(st.sampled_from(["drop", "repeat", "swap", "dedent", "indent"]))
        if pick == "drop":
            del lines[i]
        elif pick == "repeat":
            lines.insert(j, lines[i])
        elif pick == "swap":
            lines[i], lines[j] = lines[j], lines[i]
        elif pick == "dedent":
            lines[i] = lines[i].lstrip(b" ")
        else:
            lines[i] = b"   " + lines[i]
        return b"".join(lines)
    at = draw(st.integers(0, len(text)))
    if kind == "cut":
        return text[:at]
    if kind == "insert":
        piece = draw(SNIPPETS | st.binary(min_size=1, max_size=6))
        return text[:at] + piece + text[at:]
    if kind == "replace":
        end = min(len(text), at + draw(st.integers(1, 40)))
        piece = draw(SNIPPETS | st.binary(max_size=6))
        return text[:at] + piece + text[end:]
    # a tag before a value: after some ": " or "- "
    marks = [i + 2 for i in range(len(text) - 1) if text[i : i + 2] in (b": ", b"- ")]
    at = draw(st.sampled_from(marks)) if marks else at
    return text[:at] + draw(SNIPPETS) + text[at:]


def fuzz_text(tmp_path: Path, target: str, examples: int) -> None:
    text = shipped(target)

    @fuzz(examples)
    @given(st.data())
    def run(data: st.DataObject) -> None:
        content = text
        for _ in range(data.draw(st.integers(1, 2), label="damages")):
            content = data.draw(damaged_text(content), label="content")
        path = place(tmp_path, target, content)
        check(path)
        assert path.read_bytes() == content

    run()


@pytest.mark.parametrize("target", TARGETS)
def test_fuzz_damaged_text(tmp_path, target):
    fuzz_text(tmp_path, target, 100 if target in SMALL else 40)


@pytest.mark.soak
@pytest.mark.parametrize("target", TARGETS)
def test_fuzz_damaged_text_soak(tmp_path, target):
    fuzz_text(tmp_path, target, 3000)


# --- the command line ----------------------------------------------------------------------------
@pytest.mark.parametrize("target", TARGETS)
def test_check_layout_prints_one_line_and_exits_2(tmp_path, capsys, target):
    damage = {
        "junk": b"\x00\xff" * 100,
        "yaml": shipped(target)[:-200] + b"\n  - [unclosed\n",
        "tag": b"x: !!python/object/apply:os.system [echo no]\n",
    }
    for content in damage.values():
        path = place(tmp_path, target, content)
        before = snapshot(tmp_path)
        assert main(["check-layout", str(path)]) == 2
        out, err = capsys.readouterr()
        assert out == ""
        assert err.count("\n") == 1 and err.startswith(f"boardgames: {path}: "), err
        assert snapshot(tmp_path) == before


def _never_run(self: Any, first: Any) -> None:
    raise AssertionError("the game started on a broken layout")


GAME_OF = {
    "tiwanaku.yaml": ("tiwanaku", []),
    "titicaca.yaml": ("titicaca", []),
    "titicaca-15tiles.yaml": ("titicaca", ["--option", "edition=15 tiles"]),
    "titania.yaml": ("titania", []),
    "cuzco.yaml": ("cuzco", []),
}


@pytest.mark.parametrize("target", sorted(GAME_OF))
def test_starting_a_game_on_a_broken_layout_is_one_line(tmp_path, capsys, target):
    folder = tmp_path / "layouts"
    for t in TARGETS:
        place(folder, t, shipped(t))
    path = place(folder, target, shipped(target) + b"\nbroken: [1, 2\n")
    before = snapshot(folder)
    game, extra = GAME_OF[target]
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("BOARDGAMES_LAYOUTS", str(folder))
        mp.setattr("boardgames.ui.app.App.run", _never_run)
        assert main(["play", "--game", game, "--players", "2", *extra]) == 2
    _out, err = capsys.readouterr()
    assert err.count("\n") == 1 and err.startswith(f"boardgames: {path}: "), err
    assert snapshot(folder) == before


def test_starting_on_a_broken_scenario_is_one_line(tmp_path, capsys):
    folder = tmp_path / "layouts"
    for t in TARGETS:
        place(folder, t, shipped(t))
    target = next(t for t in TARGETS if t.startswith("tiwanaku-scenarios/"))
    path = place(folder, target, b"size: [5, 5]\nterrain: !!binary AAAA\n")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("BOARDGAMES_LAYOUTS", str(folder))
        mp.setattr("boardgames.ui.app.App.run", _never_run)
        argv = ["play", "--game", "tiwanaku", "--players", "1", "--option", f"scenario={path.stem}"]
        assert main(argv) == 2
    _out, err = capsys.readouterr()
    assert err.count("\n") == 1 and err.startswith(f"boardgames: {path}: "), err


# --- a layout the readers accept is one a game can be played on ----------------------------------
def game_for(target: str) -> tuple[str, dict[str, str]]:
    if target.startswith("tiwanaku-scenarios/"):
        return "tiwanaku", {"scenario": Path(target).stem}
    return {
        "tiwanaku.yaml": ("tiwanaku", {}),
        "titicaca.yaml": ("titicaca", {"edition": "12 tiles"}),
        "titicaca-15tiles.yaml": ("titicaca", {"edition": "15 tiles"}),
        "titania.yaml": ("titania", {}),
        "cuzco.yaml": ("cuzco", {"pututu": "on"}),
    }[target]


def fuzz_playable(tmp_path: Path, target: str, examples: int) -> None:
    """Mutants the reader accepts set up a game (or refuse with one line) and take random moves."""
    import random

    from boardgames.cli import make_params
    from boardgames.core.match import DEFAULT_NAMES, Match
    from boardgames.games import rules as make_rules

    _import_readers()
    folder = tmp_path / "layouts"
    for t in TARGETS:
        place(folder, t, shipped(t))
    base = yaml.safe_load(shipped(target))
    game, options = game_for(target)
    rules = make_rules(game)
    trees = {str(folder / t): yaml.safe_load(shipped(t)) for t in TARGETS}
    outcomes: Counter[str] = Counter()

    @fuzz(examples)
    @given(st.data())
    def run(data: st.DataObject) -> None:
        tree = copy.deepcopy(base)
        for _ in range(data.draw(st.integers(0, 2), label="mutations")):  # 0: as shipped
            mutate(data, tree)
        trees[str(folder / target)] = tree
        if check(folder / target) is not None:
            outcomes["refused"] += 1
            return
        players = data.draw(st.integers(rules.min_players, rules.max_players), label="players")
        if game == "tiwanaku" and "scenario" not in options:
            board = data.draw(st.sampled_from([o for o in rules.options() if o.key == "board"]))
            options["board"] = data.draw(st.sampled_from(board.choices))
        params = make_params(rules, players, options, DEFAULT_NAMES)
        try:
            match = Match(rules, params, data.draw(st.integers(1, 10**6), label="seed"))
        except LayoutError as exc:
            assert_one_line(str(exc), folder / target)
            outcomes["refused at setup"] += 1
            return
        except ValueError as exc:  # the menu and the command line show it as one line
            assert "\n" not in str(exc)
            outcomes["refused at setup"] += 1
            return
        rng = random.Random(data.draw(st.integers(0, 1000), label="moves"))
        for _ in range(40):
            acting = match.to_act()
            if not acting:
                break
            legal = match.legal_actions(acting[0])
            assert legal, f"no legal action for seat {acting[0]} on an accepted layout"
            match.apply(acting[0], rng.choice(legal))
        outcomes["played"] += 1

    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("BOARDGAMES_LAYOUTS", str(folder))
        with fed(trees):
            run()
    assert outcomes["refused"] > 0 and outcomes["played"] > 0, outcomes


@pytest.mark.parametrize("target", TARGETS)
def test_fuzz_accepted_layouts_play(tmp_path, target):
    fuzz_playable(tmp_path, target, 25)


@pytest.mark.soak
@pytest.mark.parametrize("target", TARGETS)
def test_fuzz_accepted_layouts_play_soak(tmp_path, target):
    fuzz_playable(tmp_path, target, 1500)
