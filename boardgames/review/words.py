"""A move in the game's words, from the deciding seat's knowledge, for the review's lines.

Each game says its own moves (``describe_move`` through the rules protocol, as a suggestion
does); a game without it is said in its log words for what the seat does, played in one of the
states the seat could not tell apart, stopping before anything that state would reveal. Never
the action's stored text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from boardgames.core.rules import Action, Rules, Seat


def move_words(
    rules: Rules[Any],
    view: Any,
    seat: Seat,
    action: Action,
    names: Sequence[str],
    worlds: Sequence[Any],
) -> str:
    """``action`` as a player would say it (no trailing full stop)."""
    describe = getattr(rules, "describe_move", None)
    if describe is not None:
        try:
            text = str(describe(view, seat, action, list(worlds), names)).strip()
        except Exception:  # words are a nicety: the log words below still say it
            text = ""
        if text:
            return _plain(text)
    try:
        world = worlds[0] if worlds else view
        _, events = rules.apply(world, seat, action)
    except Exception:  # a drawn state that cannot play it: the action's name alone
        events = []
    lines: list[str] = []
    for event in events:
        if event.reveals:
            break  # from here on the drawn state, not the table, would be speaking
        if event.visible(seat):
            text = event.describe(names).strip().rstrip(".")
            if text and names[seat] in text and text not in lines:
                lines.append(text)
    if lines:
        return "; ".join(lines)
    return action.kind.replace("-", " ").capitalize()


def _plain(text: str) -> str:
    """Without the guess odds a suggestion adds in brackets, and without a full stop."""
    return text.split(" (")[0].rstrip(".")


def lowered(text: str, names: Sequence[str]) -> str:
    """A move's words inside a sentence: a phrase starts in lower case, a name stays."""
    if any(text.startswith(name) for name in names):
        return text
    return text[:1].lower() + text[1:]
