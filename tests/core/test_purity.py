"""The rules layer never imports pygame: core and every game's rules modules load without it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import boardgames

ROOT = Path(boardgames.__file__).parent


def pure_modules() -> list[str]:
    mods = [
        f"boardgames.core.{p.stem}" for p in (ROOT / "core").glob("*.py") if p.stem != "__init__"
    ]
    for game in (ROOT / "games").iterdir():
        if not game.is_dir() or game.name.startswith("_"):
            continue
        for p in game.glob("*.py"):
            if p.stem not in ("controller", "view", "__init__") and not p.stem.endswith(
                ("_controller", "_view")
            ):
                mods.append(f"boardgames.games.{game.name}.{p.stem}")
    return ["boardgames.games", "boardgames.ai.random_bot", *mods]


def test_rules_modules_do_not_import_pygame():
    code = (
        "import sys, importlib\n"
        f"for m in {pure_modules()!r}: importlib.import_module(m)\n"
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"pygame was imported: {out.stdout}"
    assert len(pure_modules()) > 8
