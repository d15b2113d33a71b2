"""Save files: a versioned JSON record of a match, written atomically, and one autosave per match.

A save holds the format version, the game, its params, the seed, the seats and the action texts
with the cursor; loading replays the actions through the rules, so a save can never smuggle in an
illegal position. Writes go to a temporary file that is then renamed over the target, so a crash
mid-write never leaves a half-written (or overwritten) save behind.

A save file is untrusted input: reading one checks its size, its encoding, its JSON and every
field's type before anything is replayed, and every problem is one ``SaveError`` line that names
the file. Reading never writes, moves or deletes the file it read.

Every unfinished match has its own autosave slot, ``autosaves/<game>-<match id>.json``. The id is
made the first time a match is autosaved and travels in the save's extras, so a resumed game
keeps writing to its own slot; a finished game deletes only its own slot, and so does a game
nobody has moved in yet (it is not worth keeping; one left by an earlier version is cleared when
the slots are listed). An autosave also carries the game's one-line ``progress`` ("round 5 of
13"), so the menu can tell two games apart without replaying them. The single ``autosave.json``
of earlier versions is moved into a slot the first time the slots are listed.
"""

from __future__ import annotations

import codecs
import contextlib
import json
import os
import re
import secrets
import stat
import tempfile
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeGuard

from boardgames.core.match import HUMAN, Match
from boardgames.core.rules import IllegalAction, Params, Rules

FORMAT_VERSION = 1
MAX_BYTES = 20 * 1024 * 1024  # far beyond any real game; refused before reading it all
MAX_ACTIONS = 100_000
MAX_NAME = 40
MAX_ACTION_TEXT = 2000
MATCH_ID = "match_id"  # the extras key that names a match's autosave slot
PROGRESS = "progress"  # the extras key of how far the game has got, in words, for the menu
_ID = re.compile(r"[0-9a-z]{1,32}")
_SEED_RANGE = (-(2**63), 2**64)

FindRules = Callable[[str], "Rules[Any] | None"]


class SaveError(ValueError):
    """A save file that cannot be read; the message names the file and the problem, on one line."""


# --- writing -------------------------------------------------------------------------------------
def to_json(match: Match) -> dict[str, Any]:
    return {
        "format": FORMAT_VERSION,
        "game": match.rules.name,
        "params": match.params.to_json(),
        "seed": match.seed,
        "seats": list(match.seats),
        "actions": [[step.seat, step.text] for step in match.steps],
        "cursor": match.cursor,
        "extras": match.extras,
    }


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` via a temporary file and a rename; on failure remove the temp.

    Raises OSError (a missing, read-only or full folder); what was at ``path`` is then untouched.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):  # the first error is the one worth reporting
            Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# The file each match was read from or last saved to (weak: a dropped match is forgotten), so
# what is made of a game later, such as its review, can be kept in the game's own file.
_FILES: weakref.WeakKeyDictionary[Match, Path] = weakref.WeakKeyDictionary()


def file_of(match: Match) -> Path | None:
    """The file ``match`` was loaded from or last saved to with ``save``, or None."""
    return _FILES.get(match)


def save(match: Match, path: Path) -> None:
    """Write the match to ``path``, which becomes its file (``file_of``)."""
    _write(match, path)
    _FILES[match] = Path(path)


def _write(match: Match, path: Path) -> None:
    write_atomic(path, json.dumps(to_json(match), indent=1))


def failure_line(exc: OSError, path: Path) -> str:
    """One line for a write that failed: what went wrong and where (the folder, shortened)."""
    reason = (exc.strerror or str(exc) or type(exc).__name__).rstrip(".")
    return f"{reason.lower()} in {short_path(path.parent)}"


def short_path(path: Path, limit: int = 48) -> str:
    """A path for a one-line message: the home folder as ~, long paths cut at the front."""
    text = str(path)
    home = str(Path.home())
    if home not in ("", "/") and (text == home or text.startswith(home + os.sep)):
        text = "~" + text[len(home) :]
    if len(text) > limit:
        parts = Path(text).parts
        tail = parts[-1]
        for part in reversed(parts[:-1]):
            if len(tail) + len(part) + 3 > limit:
                break
            tail = f"{part}{os.sep}{tail}"
        text = f"\u2026{os.sep}{tail}"
    return text


# --- reading -------------------------------------------------------------------------------------
def read_json(path: Path) -> Any:
    """The JSON value in a file, or SaveError: too large, not a file, not UTF-8, not JSON."""
    path = Path(path)
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
            raise SaveError(f"{path}: cannot read ({kind})")
        if info.st_size > MAX_BYTES:
            raise SaveError(f"{path}: {_too_large(info.st_size)}")
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SaveError(f"{path}: cannot read ({(exc.strerror or str(exc)).lower()})") from exc
    if len(raw) > MAX_BYTES:
        raise SaveError(f"{path}: {_too_large(len(raw))}")
    if raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8) :]
    if b"\x00" in raw:
        raise SaveError(f"{path}: not a save file (binary data)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(
            f"{path}: not a save file (not UTF-8 text: byte {exc.start} is {raw[exc.start]:#04x})"
        ) from exc
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"{path}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from exc
    except RecursionError as exc:
        raise SaveError(f"{path}: not a save file (JSON nested too deeply)") from exc
    except ValueError as exc:  # NaN, or an integer too long to read
        raise SaveError(f"{path}: not valid JSON ({_one_line(str(exc))})") from exc


def _too_large(size: int) -> str:
    return f"too large for a save ({size / 2**20:.1f} MB; the limit is {MAX_BYTES // 2**20} MB)"


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save can hold")


@dataclass(frozen=True)
class SaveData:
    """The fields of a save, checked for type and range but not yet replayed."""

    rules: Rules[Any]
    params: Params
    seed: int
    seats: tuple[str, ...]
    actions: tuple[tuple[int, str], ...]
    cursor: int | None
    extras: dict[str, Any] = field(default_factory=dict)

    @property
    def moves(self) -> int:
        return len(self.actions) if self.cursor is None else self.cursor


def parse(data: Any, find_rules: FindRules, source: str = "save") -> SaveData:
    """Check a save's JSON value field by field; raises SaveError naming the first problem."""

    def fail(problem: str) -> SaveError:
        return SaveError(f"{source}: {_one_line(problem)}")

    if not isinstance(data, dict):
        raise fail(f"expected a JSON object at the top, found {_kind(data)}")
    version = data.get("format")
    if not _is_int(version):
        raise fail(f'"format" should be a version number, found {_kind(version)}')
    if version > FORMAT_VERSION:
        raise fail(
            f"made by a newer version of boardgames (save format {version}; "
            f"this version reads format {FORMAT_VERSION})"
        )
    if version < 1:
        raise fail(f"format version {version} is not supported (expected {FORMAT_VERSION})")
    game = data.get("game")
    if not isinstance(game, str):
        raise fail(f'"game" should be a game\'s name, found {_kind(game)}')
    rules = find_rules(game) if len(game) <= 40 else None
    if rules is None:
        raise fail(f"unknown game {_short(game)}")
    params = _params(data.get("params"), rules, fail)
    seed = data.get("seed")
    if not _is_int(seed) or not _SEED_RANGE[0] <= seed < _SEED_RANGE[1]:
        raise fail(f'"seed" should be a whole number, found {_kind(seed)}')
    seats = _seats(data.get("seats"), params.players, fail)
    actions = _actions(data.get("actions"), params.players, fail)
    cursor = data.get("cursor")
    if cursor is not None and (not _is_int(cursor) or not 0 <= cursor <= len(actions)):
        raise fail(
            f'"cursor" should be a whole number from 0 to {len(actions)}, found {_kind(cursor)}'
        )
    extras = data.get("extras", {})
    if not isinstance(extras, dict):
        raise fail(f"extras: expected a JSON object, found {_kind(extras)}")
    extras = dict(extras)
    if MATCH_ID in extras and not _valid_id(extras[MATCH_ID]):
        del extras[MATCH_ID]  # a slot name it cannot safely use: the match gets a new one
    return SaveData(rules, params, seed, seats, actions, cursor, extras)


def _params(value: Any, rules: Rules[Any], fail: Callable[[str], SaveError]) -> Params:
    if not isinstance(value, dict):
        raise fail(f'"params" should be a JSON object, found {_kind(value)}')
    players = value.get("players")
    if not _is_int(players):
        raise fail(f"params.players should be a whole number, found {_kind(players)}")
    if not rules.min_players <= players <= rules.max_players:
        raise fail(
            f"{rules.title} is for {rules.min_players}-{rules.max_players} players, not {players}"
        )
    names = value.get("names", [])
    if not isinstance(names, list) or len(names) > players:
        raise fail(f"params.names should be a list of up to {players} names, found {_kind(names)}")
    for i, name in enumerate(names):
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME or not name.isprintable():
            raise fail(
                f"params.names[{i}] should be a name of 1-{MAX_NAME} printable characters, "
                f"found {_kind(name)}"
            )
    options = value.get("options", {})
    if not isinstance(options, dict):
        raise fail(f"params.options should be a JSON object, found {_kind(options)}")
    choices = {o.key: o.choices for o in rules.options()}
    for key, text in options.items():
        if not isinstance(text, str) or len(text) > 400:
            raise fail(f"params.options.{_short(key)} should be a short text, found {_kind(text)}")
        allowed = choices.get(key)
        if allowed is not None and allowed != ("",) and text not in allowed:
            raise fail(
                f"option {_short(key)} is {_short(text)}, expected one of {', '.join(allowed)}"
            )
    return Params(players=players, names=tuple(names), options=dict(options))


def _seats(value: Any, players: int, fail: Callable[[str], SaveError]) -> tuple[str, ...]:
    if value is None or value == []:
        return (HUMAN,) * players
    if not isinstance(value, list) or len(value) != players:
        raise fail(f'"seats" should be a list of {players} seats, found {_kind(value)}')
    for i, seat in enumerate(value):
        ok = isinstance(seat, str) and (
            seat == HUMAN or (seat.startswith("bot:") and len(seat) <= 40)
        )
        if not ok:
            raise fail(f'seats[{i}] should be "human" or "bot:<kind>", found {_kind(seat)}')
    return tuple(value)


def _actions(
    value: Any, players: int, fail: Callable[[str], SaveError]
) -> tuple[tuple[int, str], ...]:
    if not isinstance(value, list):
        raise fail(f'"actions" should be a list, found {_kind(value)}')
    if len(value) > MAX_ACTIONS:
        raise fail(f"too many actions ({len(value)}; at most {MAX_ACTIONS})")
    out: list[tuple[int, str]] = []
    for n, item in enumerate(value, start=1):
        ok = (
            isinstance(item, list)
            and len(item) == 2
            and _is_int(item[0])
            and 0 <= item[0] < players
            and isinstance(item[1], str)
            and len(item[1]) <= MAX_ACTION_TEXT
        )
        if not ok:
            raise fail(
                f'action {n} should be [seat 0-{players - 1}, "action text"], found {_kind(item)}'
            )
        out.append((item[0], item[1]))
    return tuple(out)


def from_json(data: Any, find_rules: FindRules, source: str = "save") -> Match:
    """A match rebuilt from a save's JSON value by replaying its actions through the rules."""
    checked = parse(data, find_rules, source)
    try:
        match = Match.replay(
            checked.rules,
            checked.params,
            checked.seed,
            checked.actions,
            checked.seats,
            checked.cursor,
        )
    except (IllegalAction, ValueError) as exc:
        raise SaveError(f"{source}: {_one_line(str(exc))}") from exc
    except Exception as exc:  # the rules met input no legal game makes: still one line
        raise SaveError(
            f"{source}: cannot be replayed ({type(exc).__name__}: {_one_line(str(exc))})"
        ) from exc
    match.extras = dict(checked.extras)
    return match


def load(path: Path, find_rules: FindRules) -> Match:
    """The match saved in ``path``; any problem is one SaveError line naming the file."""
    match = from_json(read_json(path), find_rules, str(path))
    _FILES[match] = Path(path)
    return match


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _kind(value: Any) -> str:
    """A short description of a JSON value for an error message."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int | float):
        text = repr(value)
        return text if len(text) <= 24 else "a very long number"
    if isinstance(value, str):
        return _short(value)
    if isinstance(value, list):
        text = json.dumps(value)
        return text if len(text) <= 30 else f"a list of {len(value)}"
    if isinstance(value, dict):
        return "a JSON object"
    return type(value).__name__


def _short(text: Any, limit: int = 30) -> str:
    shown = repr(str(text))
    return shown if len(shown) <= limit else shown[: limit - 4] + "...'"


def _one_line(text: str, limit: int = 300) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


# --- autosave slots ------------------------------------------------------------------------------
def data_dir() -> Path:
    """Where autosaves and saves live; BOARDGAMES_HOME overrides it (tests use a temp dir)."""
    override = os.environ.get("BOARDGAMES_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("boardgames", appauthor=False))


def autosave_dir() -> Path:
    return data_dir() / "autosaves"


def legacy_autosave_path() -> Path:
    """The one autosave slot of earlier versions; moved into the slots when they are listed."""
    return data_dir() / "autosave.json"


def new_match_id() -> str:
    return secrets.token_hex(5)


def _valid_id(value: Any) -> TypeGuard[str]:
    return isinstance(value, str) and _ID.fullmatch(value) is not None


def match_id(match: Match) -> str:
    """The id that names the match's autosave slot, made the first time it is asked for."""
    current = match.extras.get(MATCH_ID)
    if not _valid_id(current):
        current = new_match_id()
        match.extras[MATCH_ID] = current
    return current


def slot_path(match: Match) -> Path:
    return autosave_dir() / f"{match.rules.name}-{match_id(match)}.json"


def autosave(match: Match) -> Path:
    """Keep the match's own slot in step with it; a finished game clears only its slot.

    Returns the slot's path; raises OSError when the slot cannot be written or removed.
    """
    path = slot_path(match)
    if match.is_over or not match.steps:
        path.unlink(missing_ok=True)  # over, or nobody has moved yet: nothing to come back to
    else:
        progress = getattr(match.rules, "progress", None)
        if progress is not None:
            with contextlib.suppress(Exception):  # a nicety: the save matters, not the line
                match.extras[PROGRESS] = str(progress(match.state))[:80]
        # not ``save``: the slot is cleared when the game ends, so the match's file stays the
        # one it was opened from or saved to
        _write(match, path)
    return path


def resume(path: Path, find_rules: FindRules) -> Match:
    """Load a save to play on. A match loaded from its own slot keeps writing there; one loaded
    from anywhere else (a saved game, a copy) gets a slot of its own, so it overwrites nothing."""
    match = load(path, find_rules)
    own = match.extras.get(MATCH_ID)
    mine = _valid_id(own) and _same_file(
        Path(path), autosave_dir() / f"{match.rules.name}-{own}.json"
    )
    if not mine:
        match.extras[MATCH_ID] = new_match_id()
    return match


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


@dataclass(frozen=True)
class Unfinished:
    """What the menu shows of an autosaved game, read without replaying it."""

    path: Path
    modified: float  # seconds since the epoch
    game: str = ""
    title: str = ""
    names: tuple[str, ...] = ()
    bots: tuple[bool, ...] = ()
    moves: int = 0
    progress: str = ""  # how far the game has got, in the game's words ("round 5 of 13")
    problem: str = ""  # a damaged file: the one-line reason (then the other facts are empty)
    untouched: bool = False  # nobody moved in it: not worth keeping

    @property
    def players(self) -> int:
        return len(self.names)


LEFTOVER_AGE = 60.0  # seconds: a temporary file this old belongs to a writer that died


def sweep_leftovers(folder: Path, now: float | None = None) -> int:
    """Remove the temporary files of atomic writes that never finished (the program was killed
    mid-write); returns how many went. Young ones may be another window's write in progress."""
    now = time.time() if now is None else now
    gone = 0
    with contextlib.suppress(OSError):
        for tmp in folder.glob("*.json.*.tmp"):
            with contextlib.suppress(OSError):
                if tmp.is_file() and now - tmp.stat().st_mtime > LEFTOVER_AGE:
                    tmp.unlink()
                    gone += 1
    return gone


def unfinished(find_rules: FindRules) -> list[Unfinished]:
    """Every autosaved game, newest first (moving an old single autosave into its slot first,
    and clearing what killed writes left behind)."""
    migrate_legacy(find_rules)
    sweep_leftovers(autosave_dir())
    paths: list[Path] = []
    folder = autosave_dir()
    with contextlib.suppress(OSError):
        paths = [p for p in folder.glob("*.json") if p.is_file()]
    legacy = legacy_autosave_path()
    if legacy.is_file():  # it could not be moved (a read-only folder, or damaged)
        paths.append(legacy)
    out = []
    for path in paths:
        info = _describe(path, find_rules)
        if info.untouched and path != legacy:
            with contextlib.suppress(OSError):  # left by an earlier version, which kept them
                path.unlink()
            continue
        out.append(info)
    out.sort(key=lambda u: (u.modified, u.path.name), reverse=True)
    return out


def _describe(path: Path, find_rules: FindRules) -> Unfinished:
    try:
        modified = path.stat().st_mtime
    except OSError:
        modified = 0.0
    try:
        data = parse(read_json(path), find_rules, str(path))
    except SaveError as exc:
        return Unfinished(path, modified, problem=str(exc))
    return Unfinished(
        path,
        modified,
        game=data.rules.name,
        title=data.rules.title,
        names=tuple(data.params.name(s) for s in range(data.params.players)),
        bots=tuple(seat != HUMAN for seat in data.seats),
        moves=data.moves,
        progress=_line(data.extras.get(PROGRESS)),
        untouched=not data.actions,
    )


def _line(value: Any) -> str:
    """A progress line from a save: printable text of a sensible length, else nothing."""
    if not isinstance(value, str):
        return ""
    return "".join(c for c in value if c.isprintable())[:80]


def migrate_legacy(find_rules: FindRules) -> Path | None:
    """Move the single autosave of earlier versions into a slot of its own; returns the slot.

    A damaged file, or one that cannot be moved, stays where it is (and is listed from there).
    """
    legacy = legacy_autosave_path()
    if not legacy.is_file():
        return None
    try:
        data = read_json(legacy)
        checked = parse(data, find_rules, str(legacy))
        info = legacy.stat()
    except (SaveError, OSError):
        return None
    ident = checked.extras.get(MATCH_ID) or new_match_id()
    target = autosave_dir() / f"{checked.rules.name}-{ident}.json"
    if target.exists():
        ident = new_match_id()
        target = autosave_dir() / f"{checked.rules.name}-{ident}.json"
    data["extras"] = {**checked.extras, MATCH_ID: ident}
    try:
        write_atomic(target, json.dumps(data, indent=1))
        os.utime(target, (info.st_atime, info.st_mtime))  # it was last played then, not now
    except OSError:
        return None
    try:
        legacy.unlink()
    except OSError:
        with contextlib.suppress(OSError):
            target.unlink()  # one copy listed, not two
        return None
    return target


def discard(path: Path) -> None:
    """Delete an unfinished game's autosave (the player asked to); raises OSError."""
    Path(path).unlink(missing_ok=True)


def latest_autosave() -> Path | None:
    """The most recently written autosave slot, if any."""
    try:
        paths = [p for p in autosave_dir().glob("*.json") if p.is_file()]
    except OSError:
        return None
    return max(paths, key=lambda p: (p.stat().st_mtime_ns, p.name), default=None)


def autosave_path() -> Path:
    """The newest autosave slot, or the single slot of earlier versions when there is none.

    Kept for callers from the one-slot days; new code asks ``slot_path`` or ``unfinished``.
    """
    return latest_autosave() or legacy_autosave_path()
