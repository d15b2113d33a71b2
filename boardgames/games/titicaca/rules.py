"""Titicaca's rules object: setup, who acts, legal actions, applying them, views and the result.

This is the class the registry, the match, the bots and the controller talk to; the rulebook's
details live in the helper modules (``moves``, ``rounds``, ``lands``, ``scoring``...).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from boardgames.core.rng import Rng
from boardgames.core.rules import (
    Action,
    ActionCodec,
    Event,
    IllegalAction,
    Option,
    Outcome,
    Params,
    Seat,
    evolve,
    winners_by,
)
from boardgames.games.titicaca import advice, heuristic, rounds, sampling
from boardgames.games.titicaca.actions import CODEC
from boardgames.games.titicaca.captions import CAPTIONS
from boardgames.games.titicaca.help import help_text
from boardgames.games.titicaca.landscape import lay_landscape
from boardgames.games.titicaca.layout import DEFAULT_EDITION, EDITION_FILES, TiticacaLayout, load
from boardgames.games.titicaca.moves import legal, random_action, why_not
from boardgames.games.titicaca.perform import apply_unchecked, perform
from boardgames.games.titicaca.state import (
    BID,
    CATEGORIES,
    HIDDEN,
    OVER,
    UNKNOWN,
    Config,
    Temple,
    TiticacaState,
    initial_state,
)

EDITION = "edition"


class TiticacaRules:
    name = "titicaca"
    captions = CAPTIONS  # the demo's words for its moves
    title = "Titicaca"
    min_players = 2
    max_players = 5
    codec: ActionCodec = CODEC

    # --- menu and setup ------------------------------------------------------------------------
    def options(self) -> Sequence[Option]:
        hint = "The tile set of your box: 12 landscape tiles, or 15 for a bigger landscape"
        return [Option(EDITION, "Edition", tuple(EDITION_FILES), DEFAULT_EDITION, hint)]

    def load_layout(self, params: Params) -> TiticacaLayout:
        return load(params.option(EDITION, DEFAULT_EDITION))

    def setup(self, params: Params, layout: TiticacaLayout, seed: int) -> TiticacaState:
        n = params.players
        if not self.min_players <= n <= min(self.max_players, len(layout.colours)):
            raise ValueError(f"Titicaca is for 2 to {len(layout.colours)} players, not {n}")
        board, _ = lay_landscape(layout.tiles_for(n), Rng.from_seed(seed))
        colours = layout.colours[:n]
        config = Config(
            land_types=layout.land_types,
            lake_rounds=layout.lake_rounds,
            scoring_lakes=layout.scoring_lakes,
            chain_bonus=layout.chain_bonus,
        )
        state = initial_state(
            board,
            tuple(c.name for c in colours),
            tuple(c.houses for c in colours),
            layout.weapons,
            layout.temples,
            config=config,
        )
        return rounds.start(state, [])

    # --- play ----------------------------------------------------------------------------------
    def to_act(self, state: TiticacaState) -> tuple[Seat, ...]:
        if state.phase == BID:
            return tuple([s for s, b in enumerate(state.bids) if b is None])
        current = state.current
        return () if current is None else (current,)

    def legal_actions(self, state: TiticacaState, seat: Seat) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        return legal(state, seat)

    def apply(
        self, state: TiticacaState, seat: Seat, action: Action
    ) -> tuple[TiticacaState, list[Event]]:
        if state.phase == OVER:
            raise IllegalAction("The game is over.")
        if seat not in self.to_act(state):
            raise IllegalAction("It is not this player's turn.")
        reason = why_not(state, seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        events: list[Event] = []
        return perform(state, seat, action, events), events

    # --- for search (see ``core.rules.SearchRules``) -------------------------------------------
    # The same code as ``apply`` and ``legal_actions``: ``apply_unchecked`` trusts the action to
    # be legal and builds no events; ``random_action`` draws one of the legal actions without
    # listing them all. The functions themselves, not methods calling them: a playout calls both
    # at every step.
    apply_unchecked = staticmethod(apply_unchecked)
    random_action = staticmethod(random_action)

    def sample_state(
        self, view: TiticacaState, seat: Seat, rng: random.Random, seen: Sequence[Event] = ()
    ) -> TiticacaState:
        """A full state ``seat`` cannot tell from its ``view`` (see ``sampling``)."""
        return sampling.sample_state(view, seat, rng, seen)

    def heuristic(self, state: TiticacaState, seat: Seat) -> float:
        return heuristic.value(state, seat)

    describe_move = staticmethod(advice.describe_move)
    why_better = staticmethod(advice.why_better)  # a review's reason, from the seat's view

    def progress(self, state: TiticacaState) -> str:
        """How far the game has got, for the menu's list of unfinished games."""
        if state.lake is None:
            return f"round {state.round_number}, an extra round"
        return f"round {state.round_number} of {len(state.lakes_in_play)}"

    # --- what a seat may see -------------------------------------------------------------------
    def view(self, state: TiticacaState, seat: Seat | None) -> TiticacaState:
        bids = state.bids
        if state.phase == BID:
            bids = tuple(b if b is None or s == seat else HIDDEN for s, b in enumerate(bids))
        temples = tuple(
            t if t.face_up or t.seat == seat else Temple(t.field, t.seat, UNKNOWN, False)
            for t in state.temples
        )
        supply = tuple(
            values if s == seat else (UNKNOWN,) * len(values)
            for s, values in enumerate(state.temple_supply)
        )
        return evolve(state, bids=bids, temples=temples, temple_supply=supply)

    # --- the end -------------------------------------------------------------------------------
    def outcome(self, state: TiticacaState) -> Outcome | None:
        if state.phase != OVER:
            return None
        scores = tuple(state.score(s) for s in range(state.players))
        breakdown = {
            c: tuple(state.points[s][k] for s in range(state.players))
            for k, c in enumerate(CATEGORIES)
        }
        winners = winners_by(scores)
        notes = (
            ("Equal totals share the victory: the rules name no tie-break.",)
            if len(winners) > 1
            else ()
        )
        return Outcome(scores, breakdown, winners, notes)

    def score(self, state: TiticacaState, seat: Seat) -> int:
        return state.score(seat)

    def help_text(self, layout: TiticacaLayout) -> str:
        return help_text(layout)
