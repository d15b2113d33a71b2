"""The package's imports (issue 26): no cycle among its modules, and no import of the package's
own modules inside a function, except where a module loads on demand on purpose: the entry
points (``__main__``, ``cli``: the command line starts without pygame) and the game registry
(each game's rules load when that game is asked for)."""

from __future__ import annotations

import ast
from pathlib import Path

import boardgames

PACKAGE = Path(boardgames.__file__).parent
ON_DEMAND = {"boardgames.__main__", "boardgames.cli", "boardgames.games"}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def owner(target: str) -> str | None:
    """The module an import names: the module itself, or the package it is a name of."""
    while target and target not in MODULES:
        target = target.rpartition(".")[0]
    return target or None


def imports(name: str) -> list[tuple[str, bool]]:
    """The package's modules ``name`` imports, each with whether the import sits inside a
    function; imports only for the type checker (``if TYPE_CHECKING:``) are left out."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    typing_only = {
        id(sub)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for sub in ast.walk(node)
    }
    nested = {
        id(sub)
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        for sub in ast.walk(node)
    }
    found: list[tuple[str, bool]] = []
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        targets: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            targets = [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        for target in targets:
            module = owner(target) if target.startswith("boardgames") else None
            if module is not None and module != name:
                found.append((module, id(node) in nested))
    return found


def test_no_module_imports_the_package_inside_a_function_but_the_entry_points():
    nested = {
        name: sorted({m for m, inside in imports(name) if inside})
        for name in MODULES
        if name not in ON_DEMAND
    }
    assert {n: m for n, m in nested.items() if m} == {}


def test_the_imports_among_the_modules_have_no_cycle():
    graph = {name: {m for m, _ in imports(name)} for name in MODULES}
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(name: str) -> None:
        path.append(name)
        on_path.add(name)
        for target in sorted(graph[name]):
            assert target not in on_path, " -> ".join([*path[path.index(target) :], target])
            if target not in done:
                visit(target)
        on_path.discard(path.pop())
        done.add(name)

    for name in sorted(graph):
        if name not in done:
            visit(name)
