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
    Message,
    Option,
    Outcome,
    Params,
    Seat,
    evolve,
    winners_by,
)
from boardgames.games.titicaca import advice, fast, fast_apply, heuristic, rounds, sampling
from boardgames.games.titicaca.actions import (
    CODEC,
    Bid,
    BuildTemple,
    EndTurn,
    JoinLands,
    JoinNew,
    PlaceHouse,
)
from boardgames.games.titicaca.captions import CAPTIONS
from boardgames.games.titicaca.events import BidMade, HousePlaced, LandsJoined, TempleBuilt
from boardgames.games.titicaca.help import help_text
from boardgames.games.titicaca.lands import join, land_of, sticks_between
from boardgames.games.titicaca.landscape import lay_landscape
from boardgames.games.titicaca.layout import DEFAULT_EDITION, EDITION_FILES, TiticacaLayout, load
from boardgames.games.titicaca.moves import legal, why_not
from boardgames.games.titicaca.rounds import Events
from boardgames.games.titicaca.state import (
    BID,
    CATEGORIES,
    END,
    HIDDEN,
    JOIN,
    MERGE,
    OVER,
    TEMPLE,
    UNKNOWN,
    Config,
    Temple,
    TiticacaState,
    initial_state,
    set_at,
)
from boardgames.games.titicaca.supply import shared_pair

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
            return tuple(s for s, b in enumerate(state.bids) if b is None)
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
        return self._perform(state, seat, action, events), events

    # --- the fast path for search (see ``core.rules.SearchRules``) ----------------------------
    # The fast modules' functions themselves, not methods calling them: a playout calls both at
    # every step. ``apply_unchecked`` is trusted: the action must be legal; no check, no events
    # (for playouts in a search).
    apply_unchecked = staticmethod(fast_apply.apply_unchecked)
    random_action = staticmethod(fast.random_action)

    def sample_state(
        self, view: TiticacaState, seat: Seat, rng: random.Random, seen: Sequence[Event] = ()
    ) -> TiticacaState:
        """A full state ``seat`` cannot tell from its ``view`` (see ``sampling``)."""
        return sampling.sample_state(view, seat, rng, seen)

    def heuristic(self, state: TiticacaState, seat: Seat) -> float:
        return heuristic.value(state, seat)

    describe_move = staticmethod(advice.describe_move)

    def progress(self, state: TiticacaState) -> str:
        """How far the game has got, for the menu's list of unfinished games."""
        if state.lake is None:
            return f"round {state.round_number}, an extra round"
        return f"round {state.round_number} of {len(state.lakes_in_play)}"

    def _perform(
        self, state: TiticacaState, seat: Seat, action: Action, events: Events
    ) -> TiticacaState:
        if isinstance(action, Bid):
            return self._bid(state, seat, action, events)
        if isinstance(action, PlaceHouse):
            return self._place(state, seat, action, events)
        if isinstance(action, JoinNew):
            state = self._join(state, seat, state.new_field, action.land, events)
            return evolve(state, phase=MERGE)
        if isinstance(action, JoinLands):
            state = self._join(state, seat, action.a, action.b, events)
            return evolve(state, phase=TEMPLE)
        if isinstance(action, BuildTemple):
            return self._temple(state, seat, action, events)
        if isinstance(action, EndTurn):
            return rounds.end_turn(state, events)
        return state

    def _bid(self, state: TiticacaState, seat: Seat, action: Bid, events: Events) -> TiticacaState:
        state = evolve(state, bids=set_at(state.bids, seat, action.value))
        if events is not None:
            events.append(BidMade(seat))
        if None not in state.bids:
            state = rounds.reveal_bids(state, events)
        return state

    def _place(
        self, state: TiticacaState, seat: Seat, action: PlaceHouse, events: Events
    ) -> TiticacaState:
        field = action.field
        shared = None
        if state.houses_left[seat] > 0:
            state = evolve(
                state, houses_left=set_at(state.houses_left, seat, state.houses_left[seat] - 1)
            )
        else:
            shared = shared_pair(state, seat, field)
            assert shared is not None  # legal() only offers fields where the special rule applies
            state = evolve(state, shared_houses=(*state.shared_houses, shared))
        state = state.with_owner(field, seat)
        state = evolve(state, phase=JOIN, new_field=field)
        if events is not None:
            events.append(HousePlaced(seat, field, state.board.land_type(field), shared))
        return state

    def _join(
        self,
        state: TiticacaState,
        seat: Seat,
        a: tuple[int, int] | None,
        b: tuple[int, int],
        events: Events,
    ) -> TiticacaState:
        assert a is not None
        if events is None:
            # Both are fields of their lands; join() needs only the lands' representatives.
            rep_a, rep_b = state.land_rep(a), state.land_rep(b)
            assert rep_a is not None and rep_b is not None
            return join(state, rep_a, rep_b)
        land_a, land_b = land_of(state, a), land_of(state, b)
        assert land_a is not None and land_b is not None
        sticks = sticks_between(state, land_a, land_b)
        with_new = state.new_field in land_a.fields or state.new_field in land_b.fields
        state = join(state, land_a.rep, land_b.rep)
        events.append(
            LandsJoined(
                seat,
                (land_a.rep, land_b.rep),
                min(land_a.rep, land_b.rep),
                sticks,
                land_a.size + land_b.size,
                with_new,
            )
        )
        return state

    def _temple(
        self, state: TiticacaState, seat: Seat, action: BuildTemple, events: Events
    ) -> TiticacaState:
        supply = list(state.temple_supply[seat])
        supply.remove(action.value)
        temples = tuple(
            sorted(
                (*state.temples, Temple(action.field, seat, action.value)), key=lambda t: t.field
            )
        )
        state = evolve(
            state,
            temples=temples,
            temple_supply=set_at(state.temple_supply, seat, tuple(supply)),
            phase=END,
        )
        if events is not None:
            events.append(TempleBuilt(seat, action.field))
            events.append(Message(f"The temple is worth +{action.value}.", visible_to=(seat,)))
        return state

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
