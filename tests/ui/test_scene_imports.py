"""Scenes stand alone (issue 26): no scene module imports another inside a function, the imports
among them have no cycle, and every name in the app's flow table opens a real scene."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import boardgames.ui.scenes as scenes_pkg
from boardgames.ui.app import SCENES, Scene

SCENE_DIR = Path(scenes_pkg.__file__).parent


def scene_imports() -> dict[str, list[tuple[str, bool]]]:
    """Per scene module: the scene modules it imports, and whether the import is nested (inside a
    function or an ``if``)."""
    out: dict[str, list[tuple[str, bool]]] = {}
    for path in SCENE_DIR.glob("*.py"):
        tree = ast.parse(path.read_text())
        top = {id(node) for node in tree.body}
        found = []
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
                for name in names:
                    if name.startswith("boardgames.ui.scenes."):
                        mod = name.split(".")[3]
                        if (SCENE_DIR / f"{mod}.py").exists():
                            found.append((mod, id(node) not in top))
        out[path.stem] = found
    return out


def test_no_scene_imports_another_inside_a_function():
    nested = {m: [t for t, inner in found if inner] for m, found in scene_imports().items()}
    assert not {m: t for m, t in nested.items() if t}, nested


def test_the_imports_among_scenes_have_no_cycle():
    graph = {m: {t for t, _ in found if t != m} for m, found in scene_imports().items()}
    state: dict[str, int] = {}

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for t in graph.get(m, ()):
            assert state.get(t) != 1, " -> ".join([*path, m, t])
            if t not in state:
                visit(t, [*path, m])
        state[m] = 2

    for m in graph:
        if m not in state:
            visit(m, [])


@pytest.mark.parametrize("name", sorted(SCENES))
def test_every_name_in_the_flow_table_is_a_scene(name):
    import importlib

    module, _, cls = SCENES[name].partition(":")
    assert issubclass(getattr(importlib.import_module(module), cls), Scene)
