"""Rules help text is reflowed into paragraphs and list items that wrap to the window."""

from __future__ import annotations

from boardgames.ui.scenes.help import reflow


def test_reflow_joins_hard_wrapped_lines_but_keeps_headings_and_items():
    text = "GOAL\nThree fleets sail\nfrom the castle.\n\nTURN\n- Draw 3 cards. Your\n  turn is over.\n1. Place a\n   house.\n2. Next"
    assert reflow(text).splitlines() == [
        "GOAL",
        "Three fleets sail from the castle.",
        "",
        "TURN",
        "- Draw 3 cards. Your turn is over.",
        "1. Place a house.",
        "2. Next",
    ]
