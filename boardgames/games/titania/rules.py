"""Titania's rules object: the ``Rules`` protocol over ``TitaniaState``.

``apply`` checks the action against the exact list of legal moves, then hands it to the module
that knows that part of the game (placing ships, building, sea stars, cards, eras) and finally
``settle``s the turn. Nothing here changes a state in place.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from boardgames.core.layout import layouts_dir
from boardgames.core.rules import (
    Action,
    Event,
    IllegalAction,
    Option,
    Outcome,
    Params,
    Seat,
    evolve,
)
from boardgames.games.titania import advice, fast, fastplay, heuristic, queries, sampling
from boardgames.games.titania.actions import (
    CODEC,
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
from boardgames.games.titania.captions import CAPTIONS
from boardgames.games.titania.cards import HAND_LIMIT
from boardgames.games.titania.events import CardsDiscarded
from boardgames.games.titania.help import rules_help
from boardgames.games.titania.hidden import view_of
from boardgames.games.titania.layout import TitaniaLayout, load_titania_layout
from boardgames.games.titania.moves import legal_moves, why_illegal
from boardgames.games.titania.newgame import new_game
from boardgames.games.titania.scoring import final_outcome
from boardgames.games.titania.seastars import occupy
from boardgames.games.titania.spaces import give_shells, place_ship
from boardgames.games.titania.state import OVER, TitaniaState, put, remove_one, with_player
from boardgames.games.titania.turns import LAST_ERA, end_turn, next_turn, settle

LAYOUT_FILE = "titania.yaml"


class TitaniaRules:
    name = "titania"
    captions = CAPTIONS  # the demo's words for its moves
    title = "Titania"
    min_players = 2
    max_players = 4
    codec = CODEC

    def options(self) -> Sequence[Option]:
        return []

    def load_layout(self, params: Params) -> TitaniaLayout:
        return load_titania_layout(layouts_dir() / LAYOUT_FILE)

    def setup(self, params: Params, layout: TitaniaLayout, seed: int) -> TitaniaState:
        if not self.min_players <= params.players <= self.max_players:
            raise ValueError(f"Titania is for 2-4 players, not {params.players}")
        return new_game(layout, params.players, seed)

    def to_act(self, state: TitaniaState) -> tuple[Seat, ...]:
        return () if state.phase == OVER else (state.turn,)

    def legal_actions(self, state: TitaniaState, seat: Seat) -> list[Action]:
        return legal_moves(state, seat)

    def apply(
        self, state: TitaniaState, seat: Seat, action: Action
    ) -> tuple[TitaniaState, list[Event]]:
        if action not in legal_moves(state, seat):
            raise IllegalAction(why_illegal(state, seat, action))
        state, events = _perform(state, seat, action)
        state, more = settle(state)
        return state, events + more

    # --- the fast path for search (see ``core.rules.SearchRules``) ----------------------------
    # The fast modules' functions themselves, not methods calling them: a playout calls both at
    # every step. ``apply_unchecked`` is trusted: the action must be legal; no check and no
    # events (for playouts in a search).
    apply_unchecked = staticmethod(fastplay.apply_unchecked)
    random_action = staticmethod(fast.random_action)

    def sample_state(
        self, view: TitaniaState, seat: Seat, rng: random.Random, seen: Sequence[Event] = ()
    ) -> TitaniaState:
        """A full state ``seat`` cannot tell from its ``view`` (see ``sampling``)."""
        return sampling.sample_state(view, seat, rng, seen)

    def heuristic(self, state: TitaniaState, seat: Seat) -> float:
        return heuristic.value(state, seat)

    describe_move = staticmethod(advice.describe_move)

    def progress(self, state: TitaniaState) -> str:
        """How far the game has got, for the menu's list of unfinished games."""
        return f"era {state.era} of {LAST_ERA}"

    def view(self, state: TitaniaState, seat: Seat | None) -> TitaniaState:
        return view_of(state, seat)

    def outcome(self, state: TitaniaState) -> Outcome | None:
        return final_outcome(state)

    def score(self, state: TitaniaState, seat: Seat) -> int:
        return queries.player_summary(state, seat).score

    def help_text(self, layout: TitaniaLayout) -> str:
        return rules_help(layout)


def _perform(state: TitaniaState, seat: Seat, action: Action) -> tuple[TitaniaState, list[Event]]:
    """Carry out a legal action (before the turn is settled)."""
    layout = state.layout
    if isinstance(action, DrawCards):
        return end_turn(state, seat)  # nothing played: end_turn draws all three
    if isinstance(action, PlayCard):
        p = state.players[seat]
        hand = {
            "players": put(state.players, seat, evolve(p, hand=remove_one(p.hand, action.card))),
            "played": (*state.played, action.card),
        }
        at = layout.index_of(action.at)
        return place_ship(state, seat, action.colour, at, action.card, also=hand)
    if isinstance(action, EndTurn):
        return end_turn(state, seat)
    if isinstance(action, Discard):
        p = state.players[seat]
        state = with_player(state, seat, evolve(p, hand=remove_one(p.hand, action.card)))
        state = evolve(state, discard_pile=(*state.discard_pile, action.card))
        events: list[Event] = [CardsDiscarded(seat, (action.card,))]
        if len(state.players[seat].hand) <= HAND_LIMIT:
            state, more = next_turn(state)
            events += more
        return state, events
    task = state.pending[0]
    if isinstance(action, PlaceExtraShip):
        state = evolve(state, pending=state.pending[1:])
        return place_ship(state, seat, task.colour, layout.index_of(action.at), "")
    if isinstance(action, ChooseShells):
        state = evolve(state, pending=state.pending[1:])
        return give_shells(state, seat, action.colour, task.amount)
    if isinstance(action, Build):
        state, built = build_story(state, seat, layout.index_of(action.at), action.colour)
        task = evolve(task, built=task.built + 1)
        return evolve(state, pending=(task, *state.pending[1:])), list(built)
    if isinstance(action, FinishBuilding | KeepSeaStars):
        return evolve(state, pending=state.pending[1:]), []
    if isinstance(action, OccupyTower):
        state, placed = occupy(state, seat, layout.index_of(action.at))
        return state, list(placed)
    raise IllegalAction("That move is not allowed now.")
