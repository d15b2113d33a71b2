"""The legal actions of a Titania state, and the reason a given action is not among them.

``legal_moves`` is complete and exact, and it reads only what the acting seat can see, so it gives
the same list on a seat's view as on the full state.
"""

from __future__ import annotations

from boardgames.core.rules import Action, Seat
from boardgames.games.titania.actions import (
    Build,
    ChooseShells,
    Discard,
    DrawCards,
    EndTurn,
    FinishBuilding,
    KeepSeaStars,
    OccupyTower,
    PlaceExtraShip,
    PlayCard,
)
from boardgames.games.titania.building import build_options
from boardgames.games.titania.cards import CARDS_PER_TURN, HAND_LIMIT
from boardgames.games.titania.components import SHELL_COLOURS, card_colours
from boardgames.games.titania.placement import extra_ship_spaces, placeable, placement_problem
from boardgames.games.titania.seastars import occupiable
from boardgames.games.titania.state import (
    BUILD,
    CHOOSE_SHELLS,
    DISCARD,
    EXTRA_SHIP,
    OVER,
    PLACE_SEA_STARS,
    TitaniaState,
)


def distinct(cards: tuple[str, ...]) -> list[str]:
    return list(dict.fromkeys(cards))


def may_play_card(state: TitaniaState) -> bool:
    """Another card may be played now (no step pending, fewer than 3 played, era still on)."""
    return not state.pending and not state.era_over and len(state.played) < CARDS_PER_TURN


def legal_moves(state: TitaniaState, seat: Seat) -> list[Action]:
    if state.phase == OVER or seat != state.turn:
        return []
    hand = state.players[seat].hand
    if state.phase == DISCARD:
        return [Discard(card) for card in distinct(hand)]
    task = state.task
    spaces = state.layout.spaces
    if task is not None:
        i = state.index(task.at)
        if task.kind == CHOOSE_SHELLS:
            return [
                ChooseShells(c) for k, c in enumerate(SHELL_COLOURS) if state.shell_supply[k] > 0
            ]
        if task.kind == PLACE_SEA_STARS:
            moves: list[Action] = [OccupyTower(spaces[t].at) for t in occupiable(state, seat)]
            return [*moves, KeepSeaStars()]
        if task.kind == EXTRA_SHIP:
            return [
                PlaceExtraShip(spaces[j].at) for j in extra_ship_spaces(state, seat, task.colour, i)
            ]
        if task.kind == BUILD:
            moves = [Build(spaces[t].at, colour) for t, colour in build_options(state, seat, i)]
            return [*moves, FinishBuilding()] if task.built else moves
        return []
    moves = []
    if not state.played:
        moves.append(DrawCards())
    if may_play_card(state):
        for card in distinct(hand):
            for colour in card_colours(card):
                moves.extend(
                    PlayCard(card, colour, spaces[j].at) for j in placeable(state, seat, colour)
                )
    if state.played:
        moves.append(EndTurn())
    return moves


STEP_ACTIONS: dict[str, tuple[type[Action], ...]] = {
    CHOOSE_SHELLS: (ChooseShells,),
    PLACE_SEA_STARS: (OccupyTower, KeepSeaStars),
    EXTRA_SHIP: (PlaceExtraShip,),
    BUILD: (Build, FinishBuilding),
}
STEP_NAMES: dict[str, str] = {
    CHOOSE_SHELLS: "choose the colour of the shells",
    PLACE_SEA_STARS: "place sea stars or keep them",
    EXTRA_SHIP: "place the extra ship",
    BUILD: "build at least one story",
}
OUT_OF_STEP: dict[type[Action], str] = {
    ChooseShells: "There are no shells of choice to take now.",
    OccupyTower: "Sea stars may be placed only right after receiving one.",
    KeepSeaStars: "There is no sea star to place now.",
    PlaceExtraShip: "Only a fog tile gives an extra ship.",
    Build: "Building happens only from a building space just reached.",
    FinishBuilding: "Nothing is being built.",
}


def why_illegal(state: TitaniaState, seat: Seat, action: Action) -> str:
    """A sentence saying why ``action`` is not allowed now (for the status line)."""
    if state.phase == OVER:
        return "The game is over."
    if seat != state.turn:
        return "It is not this player's turn."
    if state.phase == DISCARD:
        if isinstance(action, Discard):
            return "That card is not in the hand."
        return f"Discard down to {HAND_LIMIT} cards first."
    task = state.task
    if task is not None:
        if not isinstance(action, STEP_ACTIONS[task.kind]):
            return f"First {STEP_NAMES[task.kind]}."
        return _step_problem(state, seat, action)
    if type(action) in OUT_OF_STEP:
        return OUT_OF_STEP[type(action)]
    if isinstance(action, Discard):
        return f"Cards are discarded only above {HAND_LIMIT} at the end of the turn."
    if isinstance(action, EndTurn):
        return "Play a card first, or draw 3 cards."
    if isinstance(action, DrawCards):
        return "Cards were played this turn: end the turn instead."
    if isinstance(action, PlayCard):
        return _card_problem(state, seat, action)
    return "That move is not allowed now."


def _card_problem(state: TitaniaState, seat: Seat, action: PlayCard) -> str:
    if state.era_over:
        return "The era is over: end the turn."
    if len(state.played) >= CARDS_PER_TURN:
        return f"At most {CARDS_PER_TURN} cards may be played in a turn."
    if action.card not in state.players[seat].hand:
        return "That card is not in the hand."
    if action.colour not in card_colours(action.card):
        return f"That card does not show {action.colour}."
    if not state.layout.has(action.at):
        return "That is not a space of the board."
    problem = placement_problem(state, seat, action.colour, state.index(action.at))
    return problem or "That move is not allowed now."


def _step_problem(state: TitaniaState, seat: Seat, action: Action) -> str:
    task = state.pending[0]
    layout = state.layout
    if isinstance(action, PlaceExtraShip):
        if not layout.has(action.at):
            return "That is not a space of the board."
        if tuple(action.at) not in layout.neighbours(task.at):
            return "The extra ship must go next to the fog space it came from."
        problem = placement_problem(state, seat, task.colour, state.index(action.at))
        return problem or "That move is not allowed now."
    if isinstance(action, Build):
        return "That story cannot be built: check the shells and the tower's height."
    if isinstance(action, FinishBuilding):
        return "At least one story must be built."
    if isinstance(action, OccupyTower):
        return "That tower space already has a sea star, or there are too few sea stars."
    if isinstance(action, ChooseShells):
        return f"No {action.colour} shells are left."
    return "That move is not allowed now."
