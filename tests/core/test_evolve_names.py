"""Every ``evolve(obj, name=...)`` in the rules names real fields.

``core.rules.evolve`` copies a state without running ``__init__``, so unlike
``dataclasses.replace`` it never checks the names it is given: a misspelt field would quietly
become a stray attribute and the real field would keep its old value. This reads the source of
every game and checks each call's keywords against the dataclasses defined beside it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import boardgames

ROOT = Path(boardgames.__file__).parent


def _dataclass_fields(tree: ast.Module) -> list[set[str]]:
    """The field names of each ``@dataclass`` class in a module (annotated class attributes)."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        names = {ast.unparse(d).split("(")[0] for d in node.decorator_list}
        if not names & {"dataclass", "dataclasses.dataclass"}:
            continue
        found.append(
            {
                item.target.id
                for item in node.body
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
            }
        )
    return found


def _evolve_calls(tree: ast.Module) -> list[tuple[int, set[str]]]:
    calls = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "evolve":
            calls.append((node.lineno, {k.arg for k in node.keywords if k.arg is not None}))
    return calls


def _misnamed(package: Path, shared: list[set[str]]) -> list[str]:
    trees = {p: ast.parse(p.read_text(encoding="utf-8")) for p in package.glob("*.py")}
    classes = [*shared, *(f for tree in trees.values() for f in _dataclass_fields(tree))]
    wrong = []
    for path, tree in trees.items():
        for line, names in _evolve_calls(tree):
            if names and not any(names <= fields for fields in classes):
                wrong.append(f"{package.name}/{path.name}:{line} {sorted(names)}")
    return wrong


def _core_classes() -> list[set[str]]:
    return [
        f
        for p in (ROOT / "core").glob("*.py")
        for f in _dataclass_fields(ast.parse(p.read_text(encoding="utf-8")))
    ]


def test_every_evolve_in_the_games_names_fields_of_one_dataclass():
    shared = _core_classes()
    games = [p for p in (ROOT / "games").iterdir() if p.is_dir() and not p.name.startswith("_")]
    calls = sum(len(_evolve_calls(ast.parse(p.read_text()))) for g in games for p in g.glob("*.py"))
    assert calls > 100  # the scan really sees the games' calls
    wrong = [w for game in games for w in _misnamed(game, shared)]
    assert not wrong, "evolve() given names that are no dataclass's fields:\n" + "\n".join(wrong)


def test_a_misspelt_field_is_caught(tmp_path):
    (tmp_path / "state.py").write_text(
        "from dataclasses import dataclass\n"
        "@dataclass(frozen=True)\n"
        "class Player:\n"
        "    food: int = 0\n"
        "    offerings: int = 0\n",
        encoding="utf-8",
    )
    (tmp_path / "gains.py").write_text(
        "def gain(p):\n    return evolve(p, food=p.food + 1, offering=1)\n", encoding="utf-8"
    )
    assert _misnamed(tmp_path, []) == [f"{tmp_path.name}/gains.py:2 ['food', 'offering']"]
