"""Titania's rules object: the ``Rules`` protocol over ``TitaniaState``.

A thin shell: the turn machine (``apply`` and ``apply_unchecked``) is in ``turns``, the legal
moves (listed, or one at random) in ``moves``. Nothing here changes a state in place.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from boardgames.core.layout import layouts_dir
from boardgames.core.rules import Event, Option, Outcome, Params, Seat
from boardgames.games.titania import advice, heuristic, moves, queries, sampling, turns
from boardgames.games.titania.actions import CODEC
from boardgames.games.titania.captions import CAPTIONS
from boardgames.games.titania.help import rules_help
from boardgames.games.titania.hidden import view_of
from boardgames.games.titania.layout import TitaniaLayout, load_titania_layout
from boardgames.games.titania.newgame import new_game
from boardgames.games.titania.scoring import final_outcome
from boardgames.games.titania.state import OVER, TitaniaState
from boardgames.games.titania.turns import LAST_ERA

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

    legal_actions = staticmethod(moves.legal_moves)

    apply = staticmethod(turns.apply)

    # --- for search (see ``core.rules.SearchRules``) ------------------------------------------
    # The functions themselves, not methods calling them: a playout calls both at every step.
    # ``apply_unchecked`` is trusted: the action must be legal; ``apply`` without the check and
    # without events. ``random_action`` draws from the legal moves without listing them.
    apply_unchecked = staticmethod(turns.apply_unchecked)
    random_action = staticmethod(moves.random_action)

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
