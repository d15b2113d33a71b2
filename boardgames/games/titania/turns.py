"""The turn machine: carrying out an action, tidying finished steps, ending a turn, and handing
over to the next player.

``apply`` checks an action against the exact list of legal moves, then hands it to the module that
knows that part of the game (placing ships, building, sea stars, cards, eras) and ``settle`` tidies
up: it drops pending steps that have nothing left to choose (no tower a player can afford sea
stars for, no room for an extra ship, a building step with nothing more to build) and ends the
game once the second era's last ship has been fully resolved. ``apply_unchecked``, for the
playouts of a search, is the same code without the check and with no events (``events`` is None).
Nothing here changes a state in place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardgames.core.rules import Action, Event, IllegalAction, Seat, evolve
from boardgames.games.titania import buildmasks
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
from boardgames.games.titania.building import build_story
from boardgames.games.titania.cards import HAND_LIMIT, cards_to_draw, draw
from boardgames.games.titania.eras import begin_second_era, end_game
from boardgames.games.titania.events import CardsDiscarded, Events, StepSkipped
from boardgames.games.titania.moves import legal_moves, step_choices, why_illegal
from boardgames.games.titania.seastars import occupy
from boardgames.games.titania.spaces import give_shells, place_ship
from boardgames.games.titania.state import (
    CHOOSE_SHELLS,
    DISCARD,
    EXTRA_SHIP,
    TURN,
    TitaniaState,
    put,
    remove_one,
    with_changes,
)

LAST_ERA = 2


def apply(state: TitaniaState, seat: Seat, action: Action) -> tuple[TitaniaState, list[Event]]:
    if action not in legal_moves(state, seat):
        raise IllegalAction(why_illegal(state, seat, action))
    events: list[Event] = []
    return settle(_PERFORM[type(action)](state, seat, action, events), events), events


def apply_unchecked(state: TitaniaState, seat: Seat, action: Action) -> TitaniaState:
    """``apply`` for search: trusts that ``action`` is legal and builds no events."""
    return settle(_PERFORM[type(action)](state, seat, action, None), None)


def _play_card(state: TitaniaState, seat: Seat, action: PlayCard, events: Events) -> TitaniaState:
    mine = {"hand": remove_one(state.players[seat].hand, action.card)}
    changes = {"played": (*state.played, action.card)}
    at = state.layout.index_of(action.at)
    return place_ship(state, seat, action.colour, at, action.card, mine, changes, events)


def _end_turn(state: TitaniaState, seat: Seat, action: Action, events: Events) -> TitaniaState:
    return end_turn(state, seat, events)  # drawing before any card is played: all three


def _extra_ship(
    state: TitaniaState, seat: Seat, action: PlaceExtraShip, events: Events
) -> TitaniaState:
    colour = state.pending[0].colour
    at = state.layout.index_of(action.at)
    return place_ship(state, seat, colour, at, "", {}, {"pending": state.pending[1:]}, events)


def _choose_shells(
    state: TitaniaState, seat: Seat, action: ChooseShells, events: Events
) -> TitaniaState:
    mine: dict[str, Any] = {}
    changes = {"pending": state.pending[1:]}
    give_shells(state, seat, action.colour, state.pending[0].amount, mine, changes, events)
    return with_changes(state, seat, mine, changes)


def _build(state: TitaniaState, seat: Seat, action: Build, events: Events) -> TitaniaState:
    built = build_story(state, seat, state.layout.index_of(action.at), action.colour, events)
    buildmasks.built(state, built, action.colour)
    return built


def _end_step(state: TitaniaState, seat: Seat, action: Action, events: Events) -> TitaniaState:
    return evolve(state, pending=state.pending[1:])


def _occupy(state: TitaniaState, seat: Seat, action: OccupyTower, events: Events) -> TitaniaState:
    return occupy(state, seat, state.layout.index_of(action.at), events)


def _discard(state: TitaniaState, seat: Seat, action: Discard, events: Events) -> TitaniaState:
    """A card to the discard pile; within the hand limit, the turn passes."""
    card = action.card
    p = state.players[seat]
    hand = remove_one(p.hand, card)
    state = evolve(
        state,
        players=put(state.players, seat, evolve(p, hand=hand)),
        discard_pile=(*state.discard_pile, card),
    )
    if events is not None:
        events.append(CardsDiscarded(seat, (card,)))
    return next_turn(state, events) if len(hand) <= HAND_LIMIT else state


# What carries out each kind of action (before the turn is settled), looked up by its type.
_PERFORM: dict[type[Action], Callable[[TitaniaState, Seat, Any, Events], TitaniaState]] = {
    PlayCard: _play_card,
    DrawCards: _end_turn,
    EndTurn: _end_turn,
    Discard: _discard,
    PlaceExtraShip: _extra_ship,
    ChooseShells: _choose_shells,
    Build: _build,
    FinishBuilding: _end_step,
    KeepSeaStars: _end_step,
    OccupyTower: _occupy,
}


def settle(state: TitaniaState, events: Events) -> TitaniaState:
    """Drop the pending steps that leave the player nothing to choose; end the game after the
    second era."""
    while state.pending:
        task = state.pending[0]
        if step_choices(state, state.turn, task):
            return state
        if events is not None:
            if task.kind == EXTRA_SHIP:
                if state.ships_left(task.colour) == 0:
                    why = f"no {task.colour} ship is left for the extra ship."
                else:
                    why = "no space next to the fog space can take the extra ship."
                events.append(StepSkipped(state.turn, why))
            elif task.kind == CHOOSE_SHELLS:
                events.append(StepSkipped(state.turn, "no shells are left to choose from."))
        state = evolve(state, pending=state.pending[1:])
    if state.era_over and state.era == LAST_ERA and state.phase == TURN:
        return end_game(state, events)
    return state


def end_turn(state: TitaniaState, seat: Seat, events: Events) -> TitaniaState:
    """Draw 3 minus the cards played, discard the played cards, then check the hand limit."""
    p = state.players[seat]
    hand, pile, discards, rng = draw(
        p.hand,
        state.draw_pile,
        state.discard_pile,
        state.rng,
        cards_to_draw(len(state.played)),
        seat,
        events,
    )
    changes = {"draw_pile": pile, "discard_pile": discards + state.played, "played": (), "rng": rng}
    if hand is not p.hand:
        changes["players"] = put(state.players, seat, evolve(p, hand=hand))
    if len(hand) > HAND_LIMIT:
        return evolve(state, phase=DISCARD, **changes)
    if state.era_over:
        return next_turn(evolve(state, **changes), events)
    # The usual case in one copy: what next_turn does, with the played cards put away.
    following = (state.turn + 1) % state.n_players
    return evolve(state, turn=following, phase=TURN, pending=(), **changes)


def next_turn(state: TitaniaState, events: Events) -> TitaniaState:
    """Pass the turn to the left; between the eras, rebuild the board first."""
    following = (state.turn + 1) % state.n_players
    if state.era_over:
        # Era 2 starts with the player to the left of whoever ended era 1: the usual next player.
        state = begin_second_era(state, following, events)
    return evolve(state, turn=following, phase=TURN, played=(), pending=())
