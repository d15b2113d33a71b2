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


def words(
    rules: Rules[Any],
    view: Any,
    seat: Seat,
    action: Action,
    names: Sequence[str],
    worlds: Sequence[Any],
) -> str:
    """What ``action`` does, as a player would say it, from the seat's knowledge: the game's own
    ``describe_move`` (which may weigh a guess over ``worlds``, the full states the seat cannot
    tell apart), else the game's log words for playing it in one of them. Never the action's
    stored text. A suggestion says it so too (``ui.suggest``)."""
    described = _described(rules, view, seat, action, names, worlds)
    return described or _logged(rules, view, seat, action, names, worlds)


def move_words(
    rules: Rules[Any],
    view: Any,
    seat: Seat,
    action: Action,
    names: Sequence[str],
    worlds: Sequence[Any],
) -> str:
    """``action`` as a player would say it in a review's line (no guess odds, no full stop)."""
    described = _described(rules, view, seat, action, names, worlds)
    return _plain(described) if described else _logged(rules, view, seat, action, names, worlds)


def _described(
    rules: Rules[Any],
    view: Any,
    seat: Seat,
    action: Action,
    names: Sequence[str],
    worlds: Sequence[Any],
) -> str:
    describe = getattr(rules, "describe_move", None)
    if describe is None:
        return ""
    try:
        return str(describe(view, seat, action, list(worlds), names)).strip()
    except Exception:  # words are a nicety: the log words still say it
        return ""


def _logged(
    rules: Rules[Any],
    view: Any,
    seat: Seat,
    action: Action,
    names: Sequence[str],
    worlds: Sequence[Any],
) -> str:
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
            # Only what this seat does or gets: round notes and others' news are not the why.
            if text and names[seat] in text and text not in lines:
                lines.append(text)
    if lines:
        return "; ".join(lines)
    return action.kind.replace("-", " ").capitalize()  # "end-turn" -> "End turn"


def reason_words(
    rules: Rules[Any],
    view: Any,
    seat: Seat,
    taken: Action,
    best: Action,
    names: Sequence[str],
    worlds: Sequence[Any],
    values: tuple[float, float] | None = None,
) -> str:
    """Why ``best`` was better than ``taken``, as the rest of a sentence that starts with the
    best move ("... would have won lake 4 too, since Bruno held no weapons"), from the seat's
    knowledge: the game's own ``why_better`` through the rules protocol, else what each scores
    at once over ``worlds`` (the states the seat could not tell apart), else ``values`` (the
    expected final margins of best and taken; alone, the expected final scores)."""
    why_better = getattr(rules, "why_better", None)
    if why_better is not None:
        try:
            said = str(why_better(view, seat, taken, best, names)).strip().rstrip(".")
        except Exception:  # a reason is a nicety: the points say the rest
            said = ""
        if said:
            return said
    now_best = _points_now(rules, seat, best, worlds)
    now_taken = _points_now(rules, seat, taken, worlds)
    if now_best is None or now_taken is None:
        return ""
    if now_best - now_taken >= 1:
        return f"scores about {now_best:.0f} at once, against {now_taken:.0f}"
    if now_taken - now_best >= 1:
        return (
            f"was worth more by the end, though it scores {now_best:.0f} at once against"
            f" {now_taken:.0f}"
        )
    if values is None:
        return f"was worth more by the end, from what {names[seat]} could see"
    best_value, taken_value = values
    if len(names) == 1:
        return f"was worth about {best_value:.0f} points by the end against {taken_value:.0f}"
    return (
        f"would have ended about {best_value:+.0f} against the best other player, not"
        f" {taken_value:+.0f}, from what {names[seat]} could see"
    )


def _points_now(
    rules: Rules[Any], seat: Seat, action: Action, worlds: Sequence[Any]
) -> float | None:
    """The seat's points gained at once by ``action``, averaged over ``worlds``."""
    gained: list[float] = []
    for world in worlds:
        try:
            after, _ = rules.apply(world, seat, action)
            gained.append(rules.score(after, seat) - rules.score(world, seat))
        except Exception:  # a drawn state that cannot play it
            continue
    return sum(gained) / len(gained) if gained else None


def _plain(text: str) -> str:
    """Without the guess odds a suggestion adds in brackets, and without a full stop."""
    return text.split(" (")[0].rstrip(".")


def lowered(text: str, names: Sequence[str]) -> str:
    """A move's words inside a sentence: a phrase starts in lower case, a name stays."""
    if any(text.startswith(name) for name in names):
        return text
    return text[:1].lower() + text[1:]
