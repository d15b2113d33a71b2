"""Which buttons Titania's panel offers: the hand of cards, and the choices of the current step.

The buttons carry ids the controller reads back (``card:2``, ``colour:red``, ``shells:green``,
``build:white``, ``draw``, ``end``, ``keep``, ``finish``, ``discard``).

Every kind of step button has its own place (``SlotButton`` and ``place``), so a decision that a
click brings never shows up under the mouse that made it: a quick double click on "End turn" or
"Keep sea stars" can never also press the next step's button. The shell and tower colours sit in
the top row, right under the hand: draw (or finish building), keep the sea stars (or discard), end
the turn; below it the shell and tower colours by colour, then a two-coloured card's colours. Kinds
that share a place never follow one another; empty places of the turn row show as faint outlines,
so the row reads as one toolbar.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from boardgames.core.rules import Action
from boardgames.games.titania import queries
from boardgames.games.titania.actions import ChooseShells, FinishBuilding
from boardgames.games.titania.building import story_cost
from boardgames.games.titania.cardbutton_view import CardButton
from boardgames.games.titania.cards import HAND_LIMIT
from boardgames.games.titania.components import SHELL_COLOURS, card_colours
from boardgames.games.titania.palette_view import SHELL_LETTER, SHELL_RGB, SHIP_LETTER, SHIP_RGB
from boardgames.games.titania.state import TitaniaState
from boardgames.games.titania.words_view import card_label, count
from boardgames.ui import theme as th
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import Button, SlotButton, fit_label

Cell = tuple[int, int]

PLAYING = (queries.START, queries.PLAY)  # the steps in which a card may be played

# Rows of the step buttons and how many places each has.
TURN_ROW, COLOUR_ROW, JOKER_ROW = 0, 1, 2
ROW_PLACES = {COLOUR_ROW: len(SHELL_COLOURS), JOKER_ROW: 2, TURN_ROW: 3}
# The turn row: kinds sharing a place never follow one another (a draw ends the turn, building
# ends before the turn does; sea stars are kept mid-turn, discarding comes after the turn).
TURN_PLACES = {"draw": 0, "finish": 0, "keep": 1, "discard": 1, "end": 2}


def slot_button(button_id: str, labels: Sequence[str], row: int, col: int, **kw: Any) -> SlotButton:
    # Tooltips go below: the rows under a button are mostly empty, the hand above is not.
    return SlotButton(
        button_id, labels[0], row=row, col=col, labels=tuple(labels), tip_side="below", **kw
    )


def turn_button(button_id: str, labels: Sequence[str], **kw: Any) -> SlotButton:
    return slot_button(button_id, labels, TURN_ROW, TURN_PLACES[button_id], **kw)


def rows_height(theme: Theme) -> int:
    """The height of the step buttons' rows."""
    return len(ROW_PLACES) * (button_height(theme) + 6)


def button_height(theme: Theme) -> int:
    return max(30, theme.px["normal"] + 14)


def place(buttons: Sequence[Button], rect: pygame.Rect, top: int, theme: Theme) -> None:
    """Put each step button in its place in the rows from ``top`` and pick the label that fits."""
    gap = 6
    height = button_height(theme)
    font = theme.font("normal")
    for b in buttons:
        if not isinstance(b, SlotButton):
            continue
        places = ROW_PLACES[b.row]
        width = (rect.width - gap * (places - 1)) // places
        b.rect = pygame.Rect(
            rect.x + b.col * (width + gap), top + b.row * (height + gap), width, height
        )
        b.labels = b.labels or (b.label,)
    # The colour rows use one form of label for all their buttons ("2 green", "2 black"...).
    for row in (COLOUR_ROW, JOKER_ROW):
        same = [b for b in buttons if isinstance(b, SlotButton) and b.row == row]
        forms = min((len(b.labels) for b in same), default=0)
        pick = next(
            (
                k
                for k in range(forms)
                if all(font.size(b.labels[k])[0] <= b.rect.width - 10 for b in same)
            ),
            forms - 1,
        )
        for b in same:
            b.label = b.labels[pick]
    for b in buttons:
        if isinstance(b, SlotButton) and b.row == TURN_ROW:
            b.label = fit_label(font, b.labels, b.rect.width - 10)  # 5 px of padding each side


def empty_places(
    buttons: Sequence[Button], rect: pygame.Rect, top: int, theme: Theme
) -> list[pygame.Rect]:
    """The rectangles of the turn row's places no button takes now (drawn as faint outlines)."""
    gap = 6
    places = ROW_PLACES[TURN_ROW]
    width = (rect.width - gap * (places - 1)) // places
    taken = {b.col for b in buttons if isinstance(b, SlotButton) and b.row == TURN_ROW}
    y = top + TURN_ROW * (button_height(theme) + gap)
    return [
        pygame.Rect(rect.x + col * (width + gap), y, width, button_height(theme))
        for col in range(places)
        if col not in taken
    ]


def hand_buttons(hand: Sequence[str], lifted: int | None, dim: bool) -> list[CardButton]:
    """One button per card; ``lifted`` is the selected card's index, ``dim`` greys them all."""
    return [
        CardButton(
            f"card:{i}",
            card_label(card),
            card=card,
            tooltip=f"{i + 1}: {_card_tip(card)}",
            selected=i == lifted,
            dim=dim,
        )
        for i, card in enumerate(hand)
    ]


def _card_tip(card: str) -> str:
    names = " or ".join(card_colours(card))
    return f"{names} ship card"


def step_buttons(
    state: TitaniaState,
    now: str,
    legal: Sequence[Action],
    card: str | None,
    colour: str | None,
    tower: Cell | None,
) -> list[Button]:
    """The buttons of step ``now``, given the selected card, its chosen colour and tower space."""
    buttons: list[Button] = []
    if now in PLAYING:
        if card is not None and len(card_colours(card)) == 2:
            for k, option in enumerate(card_colours(card)):
                letter = SHIP_LETTER[option]
                b = slot_button(
                    f"colour:{option}",
                    (f"{option.capitalize()} ship ({letter})", option.capitalize(), letter),
                    JOKER_ROW,
                    k,
                    color=th.mix(SHIP_RGB[option], th.PANEL, 0.25),
                    tooltip=f"a {option} ship (or click that half of the card)",
                )
                b.selected = colour == option
                buttons.append(b)
        if now == queries.START:
            buttons.append(
                turn_button(
                    "draw", ("Draw 3 cards", "Draw 3"), tooltip="D: draw 3 cards (ends the turn)"
                )
            )
        else:
            buttons.append(_end_button(state))
    elif now == queries.MUST_END:
        buttons.append(_end_button(state))
    elif now == queries.STEP_DISCARD:
        labels = (f"Discard {card_label(card)}", "Discard") if card else ("Pick a card", "Discard")
        b = turn_button(
            "discard", labels, tooltip=f"pick a card to discard: keep at most {HAND_LIMIT}"
        )
        b.enabled = card is not None
        buttons.append(b)
    elif now == queries.STEP_CHOOSE_SHELLS:
        amount = state.task.amount if state.task else 0
        for a in legal:
            if isinstance(a, ChooseShells):
                c, letter = a.colour, SHELL_LETTER[a.colour]
                buttons.append(
                    slot_button(
                        f"shells:{c}",
                        (f"{amount} {c} ({letter})", f"{amount} {c}", c, letter),
                        COLOUR_ROW,
                        SHELL_COLOURS.index(c),
                        color=th.mix(SHELL_RGB[c], th.PANEL, 0.2),
                        tooltip=f"take {amount} {c} shells",
                    )
                )
    elif now == queries.STEP_SEA_STARS:
        buttons.append(
            turn_button(
                "keep", ("Keep sea stars", "Keep stars", "Keep"), tooltip="K: save them for later"
            )
        )
    elif now == queries.STEP_BUILD:
        if tower is not None:
            buttons.extend(_story_buttons(state, tower))
        if any(isinstance(a, FinishBuilding) for a in legal):
            buttons.append(turn_button("finish", ("Finish building", "Finish"), tooltip="F"))
    return buttons


def _end_button(state: TitaniaState) -> Button:
    n = queries.cards_drawn_at_end(state)
    draws = f", draw {n}" if n else ""
    return turn_button(
        "end",
        (f"End turn{draws}", "End turn", "End"),
        tooltip=f"E or Enter: end the turn{draws} (the next player's turn)",
    )


def _story_buttons(state: TitaniaState, tower: Cell) -> list[Button]:
    """One button per tower of the ringed space that may grow, with what its story costs."""
    heights = queries.tower_heights(state, tower)
    buttons: list[Button] = []
    for at, colour in queries.buildable(state):
        if at != tower:
            continue
        level = heights[colour] + 1
        cost = count(story_cost(level - 1), "shell")
        letter = SHELL_LETTER[colour]
        price = story_cost(level - 1)
        buttons.append(
            slot_button(
                f"build:{colour}",
                (
                    f"{colour.capitalize()} ({letter}): {cost}",
                    f"{colour.capitalize()}: {price}",
                    f"{letter}: {price}",
                    letter,
                ),
                COLOUR_ROW,
                SHELL_COLOURS.index(colour),
                color=th.mix(SHELL_RGB[colour], th.PANEL, 0.2),
                tooltip=f"story {level} of the {colour} tower "
                f"costs {story_cost(level - 1)} {colour} shells",
            )
        )
    return buttons
