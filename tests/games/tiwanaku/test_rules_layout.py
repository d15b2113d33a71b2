"""The layout file and the rules help."""

from __future__ import annotations

from pathlib import Path

import pytest

from boardgames.core.layout import LayoutError, layouts_dir
from boardgames.games.tiwanaku.layout import LAYOUT_FILE, load_layout

from .rules_helpers import LAYOUT, RULES


def test_the_shipped_layout_has_both_boards_with_edge_starting_spaces() -> None:
    assert LAYOUT.board_names() == ("5x5", "5x9")
    assert (LAYOUT.board("5x5").rows, LAYOUT.board("5x5").cols) == (5, 5)
    assert (LAYOUT.board("5x9").rows, LAYOUT.board("5x9").cols) == (5, 9)
    assert LAYOUT.offering == (0, 1, 3, 6, 10)
    assert [LAYOUT.pawns_for(n) for n in (1, 2, 3, 4)] == [5, 5, 4, 3]
    assert LAYOUT.board("5x5").track_height == 5 and LAYOUT.board("5x9").track_height == 9


def test_the_menu_offers_both_boards_and_the_shipped_scenarios() -> None:
    board, scenario = RULES.options()
    assert board.key == "board" and set(board.choices) == set(LAYOUT.board_names())
    assert scenario.key == "scenario" and scenario.default == "generated"
    assert {"generated", "first-steps", "high-plateau"} <= set(scenario.choices)
    assert RULES.min_players == 1 and RULES.max_players == 4


def edited(tmp_path: Path, old: str, new: str) -> Path:
    text = (layouts_dir() / LAYOUT_FILE).read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / LAYOUT_FILE
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_a_starting_space_off_the_edge_is_reported_with_its_key_path(tmp_path: Path) -> None:
    path = edited(tmp_path, "[2, 0], [2, 4]", "[2, 2], [2, 4]")
    with pytest.raises(LayoutError, match=r"boards\.5x5\.start\[3\].*edge"):
        load_layout(path)


def test_a_short_offering_table_is_reported(tmp_path: Path) -> None:
    path = edited(tmp_path, "offering: [0, 1, 3, 6, 10]", "offering: [0, 1, 3]")
    with pytest.raises(LayoutError, match="offering"):
        load_layout(path)


def test_the_help_explains_the_rules_and_lists_our_decisions() -> None:
    text = RULES.help_text(LAYOUT)
    assert "OUR DECISIONS" in text
    for phrase in [
        "below zero",
        "divination can follow",
        "passes",
        "par",
        "Ties",
        "5 levels on the 5x5 board",
    ]:
        assert phrase in text, phrase
    assert "0/1/3/6/10" not in text  # the table comes from the layout
    assert "5 tokens: 10" in text
