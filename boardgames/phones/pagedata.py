"""What a game's ``phone.py`` hands the phone server: a seat's page as plain data.

A game turns ``view(state, seat)`` and that seat's legal actions into a ``SeatPage``: sections of
what only that seat may see, and the choices it makes on its phone as big buttons (each carries
the action's text form, which comes back exactly as a click would make it). Pure data: the page
script draws it, the server sends it as JSON.

A secret choice whose other half is a place on the board (Titania: which card, then which space)
is a *pick*: the phone sends ``pick TOKEN`` (``PICK + token``), and the big screen then offers only
the moves with that token, to be clicked there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from boardgames.core.rules import Action, Seat

PICK = "pick "


@dataclass(frozen=True)
class Section:
    """A titled block of short lines ("Your hand": one line per card)."""

    title: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class Choice:
    """A button: ``label`` on it, ``act`` the action text it sends, ``group`` a heading that
    buttons of one kind share ("Your bid")."""

    label: str
    act: str
    group: str = ""


@dataclass(frozen=True)
class SeatPage:
    """One seat's page: what it is asked (``prompt``), what it alone sees and may choose."""

    prompt: str = ""
    sections: tuple[Section, ...] = ()
    choices: tuple[Choice, ...] = ()
    hint: str = ""  # a turn's public part: "Place your house on the big screen"
    extra: dict[str, Any] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {
            "prompt": self.prompt,
            "sections": [{"title": s.title, "lines": list(s.lines)} for s in self.sections],
            "choices": [{"label": c.label, "act": c.act, "group": c.group} for c in self.choices],
            "hint": self.hint,
        }


def screen_hint(
    legal: Sequence[Action], secret: Callable[[Action], bool], choices: bool, moves: str
) -> str:
    """The line that sends a player to the big screen for the public part of a turn (``moves``:
    what that part is, "draw, build, end the turn")."""
    if not any(not secret(a) for a in legal):
        return ""
    if choices:
        return f"Or play on the big screen ({moves})."
    return "Your turn: make it on the big screen."


class PhoneModule(Protocol):
    """What a game's ``phone.py`` provides (named in its GameSpec)."""

    def page(
        self, view: Any, seat: Seat, legal: Sequence[Action], names: Sequence[str]
    ) -> SeatPage: ...

    def secret(self, action: Action) -> bool: ...

    def pick(self, action: Action) -> str:
        """The token of a secret action picked on the phone and finished on the big screen;
        "" for one made on the phone alone."""
        ...
