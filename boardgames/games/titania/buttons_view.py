"""Which buttons Titania's panel offers: the hand of cards, and the choices of the current step.

The buttons carry ids the controller reads back (``card:2``, ``colour:red``, ``shells:green``,
``build:white``, ``draw``, ``end``, ``keep``, ``finish``, ``discard``); where they go is the panel's
business.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.core.rules import Action
from boardgames.games.titania import queries
from boardgames.games.titania.actions import ChooseShells, FinishBuilding
from boardgames.games.titania.building import story_cost
from boardgames.games.titania.cardbutton_view import CardButton
from boardgames.games.titania.cards import HAND_LIMIT
from boardgames.games.titania.components import card_colours
from boardgames.games.titania.palette_view import SHELL_LETTER, SHELL_RGB, SHIP_LETTER, SHIP_RGB
from boardgames.games.titania.state import TitaniaState
from boardgames.games.titania.words_view import card_label, count
from boardgames.ui import theme as th
from boardgames.ui.widgets import Button

Cell = tuple[int, int]

PLAYING = (queries.START, queries.PLAY)  # the steps in which a card may be played


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
            for option in card_colours(card):
                b = Button(
                    f"colour:{option}",
                    f"{option.capitalize()} ship ({SHIP_LETTER[option]})",
                    color=th.mix(SHIP_RGB[option], th.PANEL, 0.25),
                    tooltip="or click that half of the card",
                )
                b.selected = colour == option
                buttons.append(b)
        if now == queries.START:
            buttons.append(Button("draw", "Draw 3 cards", tooltip="D (ends the turn)"))
        else:
            buttons.append(_end_button(state))
    elif now == queries.MUST_END:
        buttons.append(_end_button(state))
    elif now == queries.STEP_DISCARD:
        label = f"Discard {card_label(card)}" if card else "Discard (pick a card)"
        b = Button("discard", label, tooltip=f"keep at most {HAND_LIMIT} cards")
        b.enabled = card is not None
        buttons.append(b)
    elif now == queries.STEP_CHOOSE_SHELLS:
        amount = state.task.amount if state.task else 0
        for a in legal:
            if isinstance(a, ChooseShells):
                buttons.append(
                    Button(
                        f"shells:{a.colour}",
                        f"{amount} {a.colour} ({SHELL_LETTER[a.colour]})",
                        color=th.mix(SHELL_RGB[a.colour], th.PANEL, 0.2),
                    )
                )
    elif now == queries.STEP_SEA_STARS:
        buttons.append(Button("keep", "Keep sea stars", tooltip="K (save them for later)"))
    elif now == queries.STEP_BUILD:
        if tower is not None:
            buttons.extend(_story_buttons(state, tower))
        if any(isinstance(a, FinishBuilding) for a in legal):
            buttons.append(Button("finish", "Finish building", tooltip="F"))
    return buttons


def _end_button(state: TitaniaState) -> Button:
    n = queries.cards_drawn_at_end(state)
    return Button(
        "end",
        f"End turn, draw {n}" if n else "End turn",
        tooltip="E or Enter (the next player's turn)",
    )


def _story_buttons(state: TitaniaState, tower: Cell) -> list[Button]:
    """One button per tower of the ringed space that may grow, with what its story costs."""
    heights = queries.tower_heights(state, tower)
    buttons = []
    for at, colour in queries.buildable(state):
        if at != tower:
            continue
        level = heights[colour] + 1
        cost = count(story_cost(level - 1), "shell")
        buttons.append(
            Button(
                f"build:{colour}",
                f"{colour.capitalize()} ({SHELL_LETTER[colour]}): {cost}",
                color=th.mix(SHELL_RGB[colour], th.PANEL, 0.2),
                tooltip=f"story {level} of the {colour} tower "
                f"costs {story_cost(level - 1)} {colour} shells",
            )
        )
    return buttons
