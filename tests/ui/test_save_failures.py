"""Saving can fail without stopping the game: a missing, read-only or full saves folder gives a
one-line notice in the play scene naming where, the game goes on, and nothing saved before is
damaged (the atomic write leaves no temp file behind)."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess

import pytest

from boardgames.core import savefile
from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.play import PlayScene
from tests.ui.helpers import new_app, settle


def tiwanaku_scene() -> tuple[object, PlayScene]:
    app = new_app()
    app.settings.animations = False
    match = Match(rules("tiwanaku"), Params(players=2, options={"board": "5x5"}), seed=3)
    scene = PlayScene(app, spec("tiwanaku"), match)
    app.push(scene)
    settle(app)
    return app, scene


def act(scene: PlayScene) -> None:
    """One legal action, played through the scene as a click would play it."""
    seat = scene.match.to_act()[0]
    before = scene.match.cursor
    scene.play(scene.match.legal_actions(seat)[0], seat)
    assert scene.match.cursor == before + 1, "the game goes on"


def leftovers() -> list[str]:
    folder = savefile.autosave_dir()
    return sorted(p.name for p in folder.iterdir() if p.suffix == ".tmp") if folder.exists() else []


def test_a_home_under_a_file_is_a_notice_and_the_game_goes_on(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("BOARDGAMES_HOME", str(blocker / "home"))
    _, scene = tiwanaku_scene()
    act(scene)
    assert scene.status_bad and scene.status == scene.save_problem
    where = savefile.short_path(blocker / "home" / "autosaves")
    assert scene.status == f"Autosave failed: not a directory in {where}."
    assert "a-file" in where
    act(scene)  # and again: still playing, still saying so
    assert scene.save_problem
    assert blocker.read_text() == "not a folder"


FAILURES = {
    "disk full on write": ("fsync", errno.ENOSPC, "no space left on device"),
    "read-only on create": ("mkstemp", errno.EROFS, "read-only file system"),
    "read-only on rename": ("replace", errno.EROFS, "read-only file system"),
    "permission denied": ("mkstemp", errno.EACCES, "permission denied"),
}


@pytest.mark.parametrize(("where", "code", "words"), FAILURES.values(), ids=list(FAILURES))
def test_a_failing_write_keeps_the_last_good_autosave(where, code, words):
    _, scene = tiwanaku_scene()
    act(scene)
    slot = savefile.slot_path(scene.match)
    good = slot.read_bytes()
    saves = savefile.data_dir() / "saves"
    scene.press("save")
    kept = sorted(saves.iterdir())
    kept_bytes = [p.read_bytes() for p in kept]

    def fail(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    target = {"fsync": savefile.os, "replace": savefile.os, "mkstemp": savefile.tempfile}[where]
    # its own patch, so lifting it leaves the test's private BOARDGAMES_HOME in place
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(target, where, fail)
        act(scene)
        assert scene.status == f"Autosave failed: {words} in {savefile.short_path(slot.parent)}."
        assert scene.status_bad
        assert slot.read_bytes() == good, "the last good autosave is untouched"
        assert leftovers() == [], "no temp file left behind"
        act(scene)
        scene.press("save")
        assert scene.status.startswith(f"Could not save: {words} in ")
        assert sorted(saves.iterdir()) == kept and [p.read_bytes() for p in kept] == kept_bytes
    act(scene)  # the disk has room again: the autosave catches up, the notice goes
    assert scene.save_problem == "" and scene.status == ""
    assert savefile.load(slot, lambda name: rules(name)).cursor == scene.match.cursor == 4


def _lock(folder) -> tuple[str, object]:
    """Make ``folder`` refuse new files for real: chmod for a user; for root (CI runs as root,
    and root writes through any mode bits) the immutable flag, which binds root too."""
    if os.geteuid() != 0:
        folder.chmod(0o500)
        return "permission denied", lambda: folder.chmod(0o700)
    chattr = shutil.which("chattr")
    if chattr is None or subprocess.run([chattr, "+i", str(folder)]).returncode != 0:
        pytest.skip("no way to make a folder read-only for root here (chattr +i)")
    return "operation not permitted", lambda: subprocess.run([chattr, "-i", str(folder)])


@pytest.mark.skipif(os.name != "posix", reason="mode bits and chattr are POSIX")
def test_a_really_read_only_folder():
    _, scene = tiwanaku_scene()
    act(scene)
    folder = savefile.autosave_dir()
    good = savefile.slot_path(scene.match).read_bytes()
    words, unlock = _lock(folder)
    try:
        act(scene)
        assert scene.status.startswith(f"Autosave failed: {words} in "), scene.status
        assert savefile.slot_path(scene.match).read_bytes() == good
    finally:
        unlock()


def test_leaving_while_saving_fails_asks_first(monkeypatch):
    app, scene = tiwanaku_scene()
    act(scene)

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(savefile.os, "fsync", full)
    scene.press("menu")
    assert app.top is scene, "not left: the game would be lost"
    assert "Press Menu again to leave without it." in scene.status
    scene.press("menu")
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert menu.status.startswith("That Tiwanaku game could not be kept: Autosave failed: no space")


def test_writing_the_slot_failing_after_a_good_one_keeps_the_menu_entry():
    _, scene = tiwanaku_scene()
    act(scene)

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(savefile.os, "replace", full)
        act(scene)
    menu = MenuScene(new_app())
    assert [c.info.moves for c in menu.cards] == [1], (
        "the menu still offers the game at its last save"
    )
