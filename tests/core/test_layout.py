"""Layout YAML errors name the file, the key path and what was expected, on one line."""

from __future__ import annotations

import pytest

from boardgames.core.layout import LayoutError, load_yaml


def write(tmp_path, text):
    path = tmp_path / "board.yaml"
    path.write_text(text)
    return path


def test_readers_return_values(tmp_path):
    node = load_yaml(write(tmp_path, "size: [5, 9]\nname: x\ncells:\n  - {kind: lake, n: 3}\n"))
    assert node["size"].pair() == (5, 9)
    assert node["cells"].list()[0]["n"].int(1, 15) == 3
    assert node["cells"].list()[0]["kind"].str(("lake", "field")) == "lake"


@pytest.mark.parametrize(
    ("text", "read", "expected"),
    [
        (
            "size: edge\n",
            lambda n: n["size"].pair(),
            "size: expected a pair of whole numbers like [2, 3], got 'edge'",
        ),
        (
            "cells: [{n: 20}]\n",
            lambda n: n["cells"].list()[0]["n"].int(1, 15),
            "cells[0].n: expected a whole number from 1 to 15, got 20",
        ),
        ("a: {}\n", lambda n: n["a"]["b"], "a.b: expected a value (the key is missing)"),
        (
            "k: rock\n",
            lambda n: n["k"].str(("sand", "earth")),
            "k: expected one of sand, earth, got 'rock'",
        ),
    ],
)
def test_errors_name_file_path_and_expectation(tmp_path, text, read, expected):
    path = write(tmp_path, text)
    with pytest.raises(LayoutError) as info:
        read(load_yaml(path))
    assert str(info.value) == f"{path}: {expected}"


def test_malformed_yaml_reports_line(tmp_path):
    path = write(tmp_path, "a: [1, 2\nb: 3\n")
    with pytest.raises(LayoutError, match=r"board.yaml: .*line \d+"):
        load_yaml(path)


def test_top_level_must_be_mapping(tmp_path):
    with pytest.raises(LayoutError, match="expected a mapping at the top level, got a list"):
        load_yaml(write(tmp_path, "- 1\n- 2\n"))


def test_missing_file(tmp_path):
    with pytest.raises(LayoutError, match="cannot read"):
        load_yaml(tmp_path / "nope.yaml")
