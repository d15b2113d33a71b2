"""Save files: round trip, atomic writes, one-line errors for bad files, autosave."""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path

import pytest

from boardgames.core import savefile
from boardgames.core.match import Match
from boardgames.core.rules import Params
from tests.core.toygame import End, Take, ToyRules


def find(name: str):
    return ToyRules() if name == "toy" else None


def played() -> Match:
    m = Match(
        ToyRules(), Params(players=2, names=("Ann", "Ben")), seed=9, seats=["human", "bot:random"]
    )
    m.apply(0, Take(1))
    m.apply(0, End())
    m.apply(1, Take(2))
    m.undo()
    return m


def test_round_trip_keeps_states_cursor_and_seats(tmp_path):
    m = played()
    path = tmp_path / "g.json"
    savefile.save(m, path)
    back = savefile.load(path, find)
    assert back.states[: len(m.states)] == m.states
    assert back.cursor == m.cursor == 2
    assert back.can_redo()
    assert back.seats == ("human", "bot:random")
    assert back.params.names == ("Ann", "Ben")


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{not json", "not valid JSON"),
        ("[]", "expected a JSON object"),
        ('{"format": 99}', "made by a newer version of boardgames (save format 99"),
        ('{"format": 0}', "format version 0 is not supported"),
        ('{"format": 1, "game": "chess"}', "unknown game 'chess'"),
        (
            '{"format": 1, "game": "toy", "params": {"players": 2}, "seed": 1}',
            '"actions" should be a list, found nothing',
        ),
        (
            '{"format": 1, "game": "toy", "params": {"players": 2}, "seed": 1, "actions": [[0, "take n=9"]]}',
            "action 1",
        ),
    ],
)
def test_bad_save_gives_one_line_naming_file(tmp_path, content, problem):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(savefile.SaveError) as info:
        savefile.load(path, find)
    message = str(info.value)
    assert str(path) in message and problem in message
    assert "\n" not in message
    assert path.read_text() == content, "a bad file is never overwritten"


def test_failed_write_leaves_old_file_intact(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    savefile.save(played(), path)
    before = path.read_text()

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(savefile.os, "replace", boom)
    with pytest.raises(OSError):
        savefile.save(played(), path)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"], "no temp file left behind"


def test_autosave_written_and_cleared_when_over():
    m = played()
    slot = savefile.autosave(m)
    assert slot == savefile.slot_path(m) and slot.parent == savefile.autosave_dir()
    data = json.loads(slot.read_text())
    assert data["game"] == "toy" and data["cursor"] == 2
    assert data["extras"][savefile.MATCH_ID] in slot.name
    while not m.is_over:
        seat = m.to_act()[0]
        m.apply(seat, m.legal_actions(seat)[0])
    assert savefile.autosave(m) == slot
    assert not slot.exists()


def test_extras_travel_with_the_save(tmp_path):
    m = played()
    m.extras["elapsed"] = 73.5
    path = tmp_path / "g.json"
    savefile.save(m, path)
    assert savefile.load(path, find).extras == {"elapsed": 73.5}
    data = json.loads(path.read_text())
    data["extras"] = [1]
    path.write_text(json.dumps(data))
    with pytest.raises(savefile.SaveError, match="extras: expected a JSON object"):
        savefile.load(path, find)


class FullDisk:
    """A file object whose writes fail the way a full disk makes them fail."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def __enter__(self) -> FullDisk:
        return self

    def __exit__(self, *exc: object) -> None:
        savefile.os.close(self.fd)

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_mid_write_leaves_the_old_file_and_no_temp(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    savefile.save(played(), path)
    before = path.read_bytes()
    monkeypatch.setattr(savefile.os, "fdopen", lambda fd, *a, **k: FullDisk(fd))
    with pytest.raises(OSError) as info:
        savefile.save(played(), path)
    assert info.value.errno == errno.ENOSPC
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]
    where = savefile.short_path(tmp_path)
    assert savefile.failure_line(info.value, path) == f"no space left on device in {where}"


def test_a_resumed_slot_keeps_its_id_and_a_copy_gets_its_own(tmp_path):
    m = played()
    slot = savefile.autosave(m)
    copy = tmp_path / "copy.json"
    savefile.save(m, copy)
    assert savefile.match_id(savefile.resume(slot, find)) == savefile.match_id(m)
    again = savefile.resume(copy, find)
    assert savefile.match_id(again) != savefile.match_id(m)
    assert savefile.slot_path(again) != slot
    assert savefile.load(copy, find).extras[savefile.MATCH_ID] == savefile.match_id(m)


def test_a_match_keeps_the_file_it_came_from_while_its_slot_autosaves(tmp_path):
    # what is made of the game later (its review) goes back to the player's file, not the slot
    saved = tmp_path / "mine.json"
    savefile.save(played(), saved)
    m = savefile.resume(saved, find)
    assert savefile.file_of(m) == saved
    m.apply(m.to_act()[0], m.legal_actions(m.to_act()[0])[0])
    savefile.autosave(m)
    assert savefile.file_of(m) == saved
    other = tmp_path / "other.json"
    savefile.save(m, other)
    assert savefile.file_of(m) == other
    assert savefile.file_of(played()) is None


def test_two_matches_two_slots_and_the_list_is_newest_first():
    a, b = played(), played()
    slot_a = savefile.autosave(a)
    slot_b = savefile.autosave(b)
    assert slot_a != slot_b
    old = time.time() - 600
    os.utime(slot_b, (old, old))
    listed = savefile.unfinished(find)
    assert [u.path for u in listed] == [slot_a, slot_b]
    assert listed[0].title == "Toy" and listed[0].names == ("Ann", "Ben")
    assert listed[0].bots == (False, True) and listed[0].moves == 2
    assert savefile.latest_autosave() == slot_a == savefile.autosave_path()


def test_short_path_keeps_the_end():
    long = Path("/a") / ("x" * 30) / ("y" * 30) / "autosaves"
    assert savefile.short_path(long) == "\u2026/" + "y" * 30 + "/autosaves"
    assert savefile.short_path(Path.home() / "b") == "~/b"


def test_listing_unfinished_games_clears_what_killed_writes_left_behind(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    folder = savefile.autosave_dir()
    folder.mkdir(parents=True)
    dead = folder / "titicaca-0123456789.json.abc123.tmp"
    young = folder / "titania-0123456789.json.def456.tmp"  # another window writing right now
    keep = folder / "notes.tmp"  # not ours: left alone
    for p in (dead, young, keep):
        p.write_text("{", encoding="utf-8")
    old = time.time() - 2 * savefile.LEFTOVER_AGE
    os.utime(dead, (old, old))
    os.utime(keep, (old, old))
    assert savefile.unfinished(find) == []
    assert not dead.exists() and young.exists() and keep.exists()
