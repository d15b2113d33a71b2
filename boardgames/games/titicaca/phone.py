"""Titicaca on a player's phone: the secret bid as big buttons, and the temple values only that
player knows (the ones still to build and the ones face down on the board).

Placing a house and joining lands are public moves made on the big screen; building a temple is
made here, because the temple's value is the secret part of that move. Made from the seat's view
and its legal actions only. Pure Python.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.core.rules import Action, Seat
from boardgames.games.titicaca.actions import Bid, BuildTemple
from boardgames.games.titicaca.advice import field_words
from boardgames.games.titicaca.state import BID, HIDDEN, TiticacaState
from boardgames.phones.pagedata import Choice, SeatPage, Section, screen_hint


def secret(action: Action) -> bool:
    """A bid and a temple's value are what other players must not see being chosen."""
    return isinstance(action, Bid | BuildTemple)


def pick(action: Action) -> str:
    """Every secret choice is made whole on the phone."""
    return ""


def page(
    view: TiticacaState, seat: Seat, legal: Sequence[Action], names: Sequence[str]
) -> SeatPage:
    choices: list[Choice] = []
    for a in legal:
        if isinstance(a, Bid):
            label = "0: pass this round" if a.value == 0 else str(a.value)
            choices.append(Choice(label, a.encode(), "Your bid"))
        elif isinstance(a, BuildTemple):
            where = field_words(view, a.field)
            choices.append(Choice(f"+{a.value} temple on {where}", a.encode(), "Build a temple"))
    return SeatPage(
        prompt=_prompt(view, seat, legal),
        sections=_sections(view, seat),
        choices=tuple(choices),
        hint=screen_hint(legal, secret, bool(choices), "join lands, end the turn"),
    )


def _prompt(view: TiticacaState, seat: Seat, legal: Sequence[Action]) -> str:
    if any(isinstance(a, Bid) for a in legal):
        where = f"lake {view.lake}" if view.lake is not None else "a free field anywhere"
        return f"Bid weapons in secret for {where}."
    if any(isinstance(a, BuildTemple) for a in legal):
        return "You may build a temple now: choose its value here."
    return ""


def _sections(view: TiticacaState, seat: Seat) -> tuple[Section, ...]:
    out = [
        Section(
            "Your supply",
            (
                f"Weapons worth {view.weapons[seat]}",
                f"{view.houses_left[seat]} houses",
            ),
        )
    ]
    if view.phase == BID:
        bid = view.bids[seat] if seat < len(view.bids) else None
        if bid is not None and bid != HIDDEN:
            out.append(Section("Your bid this round", (f"{bid} (secret until all have bid)",)))
    unbuilt = view.temple_supply[seat]
    out.append(
        Section(
            "Your temples to build",
            (", ".join(f"+{v}" for v in unbuilt) if unbuilt else "none left",),
        )
    )
    built = [t for t in view.temples if t.seat == seat]
    if built:
        out.append(
            Section(
                "Your temples on the board",
                tuple(
                    f"+{t.value} on {field_words(view, t.field)}"
                    + ("" if t.face_up else " (face down)")
                    for t in built
                ),
            )
        )
    return tuple(out)
