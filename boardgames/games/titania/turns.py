"""The turn's skeleton: tidying finished steps, ending a turn, and handing over to the next player.

``settle`` runs after every action of a turn: it drops pending steps that have nothing left to
choose (no tower a player can afford sea stars for, no room for an extra ship, a building step with
nothing more to build) and ends the game once the second era's last ship has been fully resolved.
"""

from __future__ import annotations

from boardgames.core.rules import Event, Seat, evolve
from boardgames.games.titania.building import build_options
from boardgames.games.titania.cards import HAND_LIMIT, cards_to_draw, draw
from boardgames.games.titania.eras import begin_second_era, end_game
from boardgames.games.titania.events import StepSkipped
from boardgames.games.titania.placement import extra_ship_spaces
from boardgames.games.titania.seastars import occupiable
from boardgames.games.titania.state import (
    BUILD,
    CHOOSE_SHELLS,
    DISCARD,
    EXTRA_SHIP,
    PLACE_SEA_STARS,
    TURN,
    Task,
    TitaniaState,
)

LAST_ERA = 2


def step_is_open(state: TitaniaState, task: Task) -> bool:
    """Whether the player still has something to choose in this pending step."""
    seat = state.turn
    i = state.index(task.at)
    if task.kind == CHOOSE_SHELLS:
        return any(state.shell_supply)
    if task.kind == PLACE_SEA_STARS:
        return bool(occupiable(state, seat))
    if task.kind == EXTRA_SHIP:
        return bool(extra_ship_spaces(state, seat, task.colour, i))
    if task.kind == BUILD:
        return bool(build_options(state, seat, i))
    return False


def settle(state: TitaniaState) -> tuple[TitaniaState, list[Event]]:
    events: list[Event] = []
    while state.pending and not step_is_open(state, state.pending[0]):
        task = state.pending[0]
        if task.kind == EXTRA_SHIP:
            if state.ships_left(task.colour) == 0:
                why = f"no {task.colour} ship is left for the extra ship."
            else:
                why = "no space next to the fog space can take the extra ship."
            events.append(StepSkipped(state.turn, why))
        elif task.kind == CHOOSE_SHELLS:
            events.append(StepSkipped(state.turn, "no shells are left to choose from."))
        state = evolve(state, pending=state.pending[1:])
    if not state.pending and state.era_over and state.era == LAST_ERA and state.phase == TURN:
        state, more = end_game(state)
        events += more
    return state, events


def end_turn(state: TitaniaState, seat: Seat) -> tuple[TitaniaState, list[Event]]:
    """Draw 3 minus the cards played, discard the played cards, then check the hand limit."""
    state, events = draw(state, seat, cards_to_draw(len(state.played)))
    discards = state.discard_pile + state.played
    if len(state.players[seat].hand) > HAND_LIMIT:
        return evolve(state, discard_pile=discards, played=(), phase=DISCARD), events
    if not state.era_over:
        # The usual case in one copy: what next_turn does, with the played cards put away.
        following = (state.turn + 1) % state.n_players
        state = evolve(
            state, discard_pile=discards, played=(), turn=following, phase=TURN, pending=()
        )
        return state, events
    state, more = next_turn(evolve(state, discard_pile=discards, played=()))
    return state, events + more


def next_turn(state: TitaniaState) -> tuple[TitaniaState, list[Event]]:
    """Pass the turn to the left; between the eras, rebuild the board first."""
    following = (state.turn + 1) % state.n_players
    events: list[Event] = []
    if state.era_over:
        # Era 2 starts with the player to the left of whoever ended era 1: the usual next player.
        state, events = begin_second_era(state, following)
    return evolve(state, turn=following, phase=TURN, played=(), pending=()), events
