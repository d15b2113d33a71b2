"""Hostile save files: whatever the bytes, loading gives one readable line naming the file and the
problem (a ``SaveError``), never a traceback, and never changes that file or any other save.

Fixed cases for each kind of damage, then hypothesis fuzzing: random bytes, random JSON values and
mutated valid saves of every game (a few hundred examples each, kept to a few seconds; the
``soak`` marker runs thousands of each).
"""

from __future__ import annotations

import json
import os
import string
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardgames.__main__ import main
from boardgames.cli import played_match
from boardgames.core import savefile
from boardgames.core.match import Match
from boardgames.games import find_rules

FUZZ = settings(
    max_examples=250,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    database=None,
)
SOAK_FUZZ = settings(FUZZ, max_examples=4000)


def good_save(game: str = "tiwanaku", players: int = 2, actions: int = 20) -> dict[str, Any]:
    options = (
        {"board": "5x5"} if game == "tiwanaku" else {"size": "5x5"} if game == "pachamama" else {}
    )
    return savefile.to_json(played_match(game, players, 3, actions, options))


GOOD = {
    "tiwanaku": good_save("tiwanaku", 2, 20),
    "titicaca": good_save("titicaca", 2, 20),
    "titania": good_save("titania", 2, 20),
    "pachamama": good_save("pachamama", 1, 10),
    "cuzco": good_save("cuzco", 3, 30),
}


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def home() -> Path:
    """A data folder holding an autosave and a saved game that no failed load may touch."""
    match = played_match("titicaca", 3, 8, 12, {})
    savefile.autosave(match)
    savefile.save(match, savefile.data_dir() / "saves" / "titicaca-keep.json")
    return savefile.data_dir()


def check_refused(path: Path, content: bytes, home: Path | None = None) -> str:
    """Loading ``path`` fails with one line naming it, and changes no file."""
    before = snapshot(home) if home is not None else {}
    with pytest.raises(savefile.SaveError) as info:
        savefile.load(path, find_rules)
    message = str(info.value)
    assert message.startswith(f"{path}: "), message
    assert "\n" not in message and "\r" not in message
    assert len(message) < len(str(path)) + 320
    assert path.read_bytes() == content, "the file it read is never changed"
    if home is not None:
        assert snapshot(home) == before, "no other save is touched"
    return message.removeprefix(f"{path}: ")


def with_(data: dict[str, Any], **changes: Any) -> bytes:
    return json.dumps({**data, **changes}).encode()


TIW = GOOD["tiwanaku"]
TIW_PARAMS = TIW["params"]
CASES: list[tuple[str, bytes, str]] = [
    ("empty", b"", "not valid JSON (line 1, column 1: Expecting value)"),
    ("truncated", json.dumps(TIW).encode()[:-40], "not valid JSON"),
    ("a list", b"[1, 2]", "expected a JSON object at the top, found [1, 2]"),
    ("a number", b"7", "expected a JSON object at the top, found 7"),
    ("no format", with_(TIW, format=None), '"format" should be a version number, found nothing'),
    ("format text", with_(TIW, format="1"), "\"format\" should be a version number, found '1'"),
    ("format true", with_(TIW, format=True), '"format" should be a version number, found true'),
    (
        "from the future",
        with_(TIW, format=7),
        "made by a newer version of boardgames (save format 7; this version reads format 1)",
    ),
    ("format 0", with_(TIW, format=0), "format version 0 is not supported"),
    ("unknown game", with_(TIW, game="chess"), "unknown game 'chess'"),
    ("game a number", with_(TIW, game=3), '"game" should be a game\'s name, found 3'),
    ("params 5", with_(TIW, params=5), '"params" should be a JSON object, found 5'),
    (
        "players x",
        with_(TIW, params={**TIW_PARAMS, "players": "x"}),
        "params.players should be a whole number, found 'x'",
    ),
    (
        "players 9",
        with_(TIW, params={**TIW_PARAMS, "players": 9}),
        "Tiwanaku is for 1-4 players, not 9",
    ),
    (
        "names a text",
        with_(TIW, params={**TIW_PARAMS, "names": "Ada"}),
        "params.names should be a list of up to 2 names",
    ),
    (
        "a name with a NUL",
        with_(TIW, params={**TIW_PARAMS, "names": ["A\u0000da", "Bo"]}),
        "params.names[0] should be a name of 1-40 printable characters",
    ),
    (
        "a huge name",
        with_(TIW, params={**TIW_PARAMS, "names": ["A" * 5000, "Bo"]}),
        "params.names[0] should be a name of 1-40 printable characters",
    ),
    (
        "an option off the list",
        with_(TIW, params={**TIW_PARAMS, "options": {**TIW_PARAMS["options"], "board": "9x9"}}),
        "option 'board' is '9x9', expected one of",
    ),
    (
        "an option a number",
        with_(TIW, params={**TIW_PARAMS, "options": {"board": 5}}),
        "params.options.'board' should be a short text, found 5",
    ),
    ("seed text", with_(TIW, seed="3"), "\"seed\" should be a whole number, found '3'"),
    ("seed float", with_(TIW, seed=3.5), '"seed" should be a whole number, found 3.5'),
    ("seats x", with_(TIW, seats="x"), "\"seats\" should be a list of 2 seats, found 'x'"),
    ("one seat", with_(TIW, seats=["human"]), '"seats" should be a list of 2 seats'),
    ("a seat kind", with_(TIW, seats=["human", "robot"]), 'seats[1] should be "human" or'),
    ("actions [[0]]", with_(TIW, actions=[[0]]), 'action 1 should be [seat 0-1, "action text"]'),
    ("actions text", with_(TIW, actions="move"), "\"actions\" should be a list, found 'move'"),
    (
        "a seat out of range",
        with_(TIW, actions=[[5, "x"]]),
        'action 1 should be [seat 0-1, "action text"], found [5, "x"]',
    ),
    (
        "an action a number",
        with_(TIW, actions=[*TIW["actions"][:3], [0, 12]]),
        "action 4 should be [seat 0-1",
    ),
    (
        "illegal midway",
        with_(TIW, actions=[*TIW["actions"][:6], TIW["actions"][3], *TIW["actions"][6:]]),
        "action 7 (",
    ),
    (
        "unreadable midway",
        with_(
            TIW, cursor=None, actions=[*TIW["actions"][:5], [TIW["actions"][5][0], "fly to=moon"]]
        ),
        "action 6 ('fly to=moon') is not legal",
    ),
    (
        "the wrong seat midway",
        with_(
            TIW,
            cursor=None,
            actions=[*TIW["actions"][:4], [1 - TIW["actions"][4][0], TIW["actions"][4][1]]],
        ),
        "action 5 (",
    ),
    (
        "cursor past the end",
        with_(TIW, cursor=99),
        '"cursor" should be a whole number from 0 to 20',
    ),
    ("cursor text", with_(TIW, cursor="2"), '"cursor" should be a whole number from 0 to 20'),
    ("extras a list", with_(TIW, extras=[1]), "extras: expected a JSON object, found [1]"),
    ("NaN", json.dumps(TIW).replace('"seed": 3', '"seed": NaN').encode(), "NaN is not a number"),
    (
        "Infinity",
        json.dumps(TIW).replace('"seed": 3', '"seed": -Infinity').encode(),
        "-Infinity is not a number",
    ),
    (
        "a huge number",
        json.dumps(TIW).replace('"seed": 3', '"seed": ' + "9" * 5000).encode(),
        "not valid JSON",
    ),
    ("a giant seed", with_(TIW, seed=10**40), '"seed" should be a whole number, found a very long'),
    ("nested deep", b"[" * 200_000 + b"]" * 200_000, "nested too deeply"),
    ("binary junk", bytes(range(256)) * 4, "not a save file (binary data)"),
    ("latin-1 text", '{"game": "café"}'.encode("latin-1"), "not UTF-8 text: byte 13 is 0xe9"),
    ("UTF-16", json.dumps(TIW).encode("utf-16"), "not a save file"),
    ("a bare string", b'"hello"', "expected a JSON object at the top, found 'hello'"),
]


@pytest.mark.parametrize(("content", "problem"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_each_kind_of_damage_is_one_line(tmp_path, home, content, problem):
    path = tmp_path / "hostile.json"
    path.write_bytes(content)
    message = check_refused(path, content, home)
    assert problem in message, message


def test_the_good_saves_load(tmp_path):
    for game, data in GOOD.items():
        path = tmp_path / f"{game}.json"
        path.write_text(json.dumps(data))
        match = savefile.load(path, find_rules)
        assert match.cursor == len(data["actions"])


def test_a_utf8_byte_order_mark_is_fine(tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(TIW).encode())
    assert savefile.load(path, find_rules).cursor == 20


def test_an_unsafe_slot_name_is_dropped_not_used(tmp_path):
    path = tmp_path / "g.json"
    path.write_text(json.dumps({**TIW, "extras": {"match_id": "../../../etc/x"}}))
    match = savefile.resume(path, find_rules)
    assert savefile.slot_path(match).parent == savefile.autosave_dir()
    assert ".." not in savefile.slot_path(match).name


def test_a_huge_file_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.json"
    with path.open("wb") as fh:  # sparse: 21 MB on paper, nothing on disk
        fh.truncate(21 * 2**20)
    reads: list[int] = []
    real_open = open

    def counting_open(*args: Any, **kwargs: Any) -> Any:
        reads.append(1)
        return real_open(*args, **kwargs)

    with pytest.MonkeyPatch.context() as patch, pytest.raises(savefile.SaveError) as info:
        patch.setattr("builtins.open", counting_open)
        savefile.load(path, find_rules)
    assert str(info.value) == f"{path}: too large for a save (21.0 MB; the limit is 20 MB)"
    assert reads == [], "refused from its size alone"


def test_a_file_that_never_ends_is_refused(tmp_path):
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    with pytest.raises(savefile.SaveError, match="/dev/zero: cannot read \\(not a regular file\\)"):
        savefile.load(Path("/dev/zero"), find_rules)


def test_a_folder_and_a_missing_file_are_one_line(tmp_path):
    with pytest.raises(savefile.SaveError, match=r": cannot read \(a folder\)$"):
        savefile.load(tmp_path, find_rules)
    with pytest.raises(savefile.SaveError, match=r"nope.json: cannot read \(no such file"):
        savefile.load(tmp_path / "nope.json", find_rules)


@pytest.mark.parametrize("argv", [["--load"], ["play", "--load"]])
@pytest.mark.parametrize(
    "content", [b"\x89PNG\r\n\x1a\n\x00\x00", b'{"format": 99}', b"\xff\xfe\xfd", b"{"]
)
def test_the_command_line_prints_one_line_and_exits_2(tmp_path, home, capsys, argv, content):
    path = tmp_path / "hostile.json"
    path.write_bytes(content)
    before = snapshot(home)
    assert main([*argv, str(path)]) == 2
    out = capsys.readouterr()
    assert out.out == ""
    lines = out.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"boardgames: {path}: "), out.err
    assert "Traceback" not in out.err
    assert path.read_bytes() == content and snapshot(home) == before


# --- fuzzing
# ---------------------------------------------------------------------------------------
def refused_or_loaded(path: Path, content: bytes) -> Match | None:
    path.write_bytes(content)
    try:
        match = savefile.load(path, find_rules)
    except savefile.SaveError as exc:
        message = str(exc)
        assert message.startswith(f"{path}: ") and "\n" not in message, message
        match = None
    assert path.read_bytes() == content
    return match


@FUZZ
@given(content=st.binary(max_size=600))
def test_fuzz_random_bytes(tmp_path, content):
    refused_or_loaded(tmp_path / "fuzz.json", content)


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=25,
)
FIELDS = ("format", "game", "params", "seed", "seats", "actions", "cursor", "extras")


SAVE_LIKE_JSON = (
    JSON
    | st.fixed_dictionaries({}, optional={k: JSON for k in FIELDS})
    | st.fixed_dictionaries(
        {"format": st.just(1), "game": st.sampled_from([*GOOD, "chess", ""])},
        optional={k: JSON for k in FIELDS[2:]},
    )
)


@FUZZ
@given(value=SAVE_LIKE_JSON)
def test_fuzz_random_json_values(tmp_path, value):
    refused_or_loaded(tmp_path / "fuzz.json", json.dumps(value).encode())


def paths_in(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside a JSON value, as key/index paths."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths_in(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths_in(v, (*prefix, i))
    return out


def set_at(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: set_at(value[head], rest, new)}
    copy = list(value)
    copy[head] = set_at(copy[head], rest, new)
    return copy


def drop_at(value: Any, path: tuple[Any, ...]) -> Any:
    if len(path) == 1:
        if isinstance(value, dict):
            return {k: v for k, v in value.items() if k != path[0]}
        return [v for i, v in enumerate(value) if i != path[0]]
    head = path[0]
    if isinstance(value, dict):
        return {**value, head: drop_at(value[head], path[1:])}
    copy = list(value)
    copy[head] = drop_at(copy[head], path[1:])
    return copy


@st.composite
def mutated_saves(draw: st.DrawFn) -> bytes:
    data = GOOD[draw(st.sampled_from(sorted(GOOD)))]
    kind = draw(st.sampled_from(["replace", "drop", "actions", "text", "truncate", "bytes"]))
    if kind in ("replace", "drop"):
        places = paths_in(data)[1:]
        place = draw(st.sampled_from(places))
        data = set_at(data, place, draw(JSON)) if kind == "replace" else drop_at(data, place)
    elif kind == "actions":
        actions = list(data["actions"])
        i = draw(st.integers(0, len(actions) - 1))
        j = draw(st.integers(0, len(actions) - 1))
        op = draw(st.sampled_from(["swap", "duplicate", "delete", "seat", "reverse"]))
        if op == "swap":
            actions[i], actions[j] = actions[j], actions[i]
        elif op == "duplicate":
            actions.insert(j, actions[i])
        elif op == "delete":
            del actions[i]
        elif op == "seat":
            actions[i] = [draw(st.integers(-1, 5)), actions[i][1]]
        else:
            actions = actions[::-1]
        data = {**data, "actions": actions, "cursor": None}
    elif kind == "text":
        actions = list(data["actions"])
        i = draw(st.integers(0, len(actions) - 1))
        text = actions[i][1]
        at = draw(st.integers(0, len(text)))
        insert = draw(st.text(alphabet=string.printable + "é€\u0000", max_size=4))
        cut = draw(st.integers(0, 3))
        actions[i] = [actions[i][0], text[:at] + insert + text[at + cut :]]
        data = {**data, "actions": actions}
    raw = json.dumps(data).encode()
    if kind == "truncate":
        raw = raw[: draw(st.integers(0, len(raw) - 1))]
    elif kind == "bytes":
        at = draw(st.integers(0, len(raw) - 1))
        raw = raw[:at] + draw(st.binary(min_size=1, max_size=4)) + raw[at + 1 :]
    return raw


def loads_only_what_play_reaches(path: Path, content: bytes) -> None:
    match = refused_or_loaded(path, content)
    if match is not None:  # what loads is a game legal play reaches: replaying it agrees
        again = Match.replay(
            match.rules, match.params, match.seed, [(s.seat, s.text) for s in match.steps]
        )
        assert again.states == match.states


@FUZZ
@given(content=mutated_saves())
def test_fuzz_mutated_valid_saves(tmp_path, content):
    loads_only_what_play_reaches(tmp_path / "fuzz.json", content)


# --- the same at soak scale: thousands of examples each -------------------------------------------


@pytest.mark.soak
@SOAK_FUZZ
@given(content=st.binary(max_size=2000))
def test_fuzz_random_bytes_soak(tmp_path, content):
    refused_or_loaded(tmp_path / "fuzz.json", content)


@pytest.mark.soak
@SOAK_FUZZ
@given(value=SAVE_LIKE_JSON)
def test_fuzz_random_json_values_soak(tmp_path, value):
    refused_or_loaded(tmp_path / "fuzz.json", json.dumps(value).encode())


@pytest.mark.soak
@SOAK_FUZZ
@given(content=mutated_saves())
def test_fuzz_mutated_valid_saves_soak(tmp_path, content):
    loads_only_what_play_reaches(tmp_path / "fuzz.json", content)


def test_nothing_is_left_behind(tmp_path):
    """The fuzzing above writes only its own file: no temp files, no autosaves."""
    assert not savefile.autosave_dir().exists() or not os.listdir(savefile.autosave_dir())
