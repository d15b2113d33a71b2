"""Tiwanaku's rules object: setup, views and outcome around the turn machine in ``turns``.

Decisions where the rules we have are silent (also in the in-game help, ``help.py``):

* Moves are turning orthogonal paths; passing through needs a crop token or an own pawn, another
  colour's pawn blocks; new pawns come onto vacant starting spaces listed in the layout.
* A move that discovers nothing is legal only if a divination can follow it.
* A player with no legal move passes (an offering may follow, a divination may not); when every
  player passes in a row, exploration ends and the closing round starts with the player who would
  have moved next.
* Generated maps start with a few terrain tiles and crop tokens face up; a token on an unexplored
  space can be passed over from the first turn.
* Scores may go below zero. Wrongly divined spaces get their crop token too.
* Offering a single token is allowed (0 points); offered tokens return to the supply.
* A wrong guess in the closing round ends that player's divining, not their final offering.
* Ties are shared. Solo: 5 pawns, and a par score computed at setup by ``par.solo_par``.
* Diversity track heights are per board in ``layouts/tiwanaku.yaml``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from boardgames.core.layout import layouts_dir
from boardgames.core.rules import (
    Action,
    Event,
    Option,
    Outcome,
    Params,
    Seat,
    evolve,
    winners_by,
)
from boardgames.games.tiwanaku import (
    advice,
    heuristic,
    landsampler,
    mapgen,
    odds,
    scenario,
    scoring,
    turns,
)
from boardgames.games.tiwanaku import help as rules_help
from boardgames.games.tiwanaku.actions import CODEC
from boardgames.games.tiwanaku.captions import CAPTIONS
from boardgames.games.tiwanaku.land import TERRAINS, Land
from boardgames.games.tiwanaku.layout import BOARDS, BoardSpec, TiwanakuLayout, load_layout
from boardgames.games.tiwanaku.par import rating, solo_par
from boardgames.games.tiwanaku.state import MOVE, OVER, Player, State, redacted

BOARD_OPTION = "board"
SCENARIO_OPTION = "scenario"  # a scenario file; not a menu choice (the board then follows it)
SCENARIO_FOLDER = "tiwanaku-scenarios"
DEFAULT_BOARD = "5x9"
GENERATED = "generated"  # the Map option's value for a map made from the seed


def scenario_names() -> tuple[str, ...]:
    """The hand-made scenarios shipped under layouts/tiwanaku-scenarios (a scenario fixes the
    board)."""
    folder = layouts_dir() / SCENARIO_FOLDER
    return tuple(sorted(p.stem for p in folder.glob("*.yaml"))) if folder.is_dir() else ()


class TiwanakuRules:
    name = "tiwanaku"
    captions = CAPTIONS  # the demo's words for its moves
    title = "Tiwanaku"
    min_players = 1
    max_players = 4
    codec = CODEC
    # A search's rewards count the margin from where it started (``ai.common.estimate_rewards``):
    # against the cheating yardstick hard is soon 30-40 points behind, where every line's reward
    # was about 0 and its searches ranked moves at random.
    margin_from_root = True

    def options(self) -> list[Option]:
        maps = (GENERATED, *scenario_names())
        return [
            Option(
                BOARD_OPTION,
                "Board",
                BOARDS,
                DEFAULT_BOARD,
                "Rows x columns of the hidden land: 5x5 plays quicker, 5x9 is the full board",
            ),
            Option(
                SCENARIO_OPTION,
                "Map",
                maps,
                GENERATED,
                "A new land made from the seed, or one of the hand-made maps (they fix the board)",
            ),
        ]

    def load_layout(self, params: Params) -> TiwanakuLayout:
        return load_layout()

    def setup(self, params: Params, layout: TiwanakuLayout, seed: int) -> State:
        scenario = params.option(SCENARIO_OPTION)
        if scenario and scenario != GENERATED:
            land = _scenario_land(scenario)
            board = _board_for(layout, land)
        else:
            board = layout.board(params.option(BOARD_OPTION, layout.default_board))
            land = mapgen.generate(board.rows, board.cols, seed)
        return new_game(layout, board, land, params.players)

    def to_act(self, state: State) -> tuple[Seat, ...]:
        return turns.to_act(state)

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        return turns.legal_actions(state, seat)

    def apply(self, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]]:
        return turns.apply(state, seat, action)

    # --- the fast path for search (see ``core.rules.SearchRules``) ----------------------------
    def apply_unchecked(self, state: State, seat: Seat, action: Action) -> State:
        """Trusted: ``action`` must be legal; no check, no events (for playouts in a search)."""
        return turns.apply_unchecked(state, seat, action)

    def random_action(self, state: State, seat: Seat, rng: random.Random) -> Action:
        return turns.random_action(state, seat, rng)

    def sample_state(
        self, view: State, seat: Seat, rng: random.Random, seen: Sequence[Event] = ()
    ) -> State:
        """A full state agreeing with the view: the hidden map drawn as a land obeying both
        principles (``landsampler``). Everyone sees the same map, so ``seen`` adds nothing."""
        return self.sample_states(view, seat, rng, seen, 1)[0]

    def sample_states(
        self,
        view: State,
        seat: Seat,
        rng: random.Random,
        seen: Sequence[Event],
        n: int,
        hint: State | None = None,
        deadline: float | None = None,
    ) -> list[State]:
        """``n`` such states at once, far quicker than one by one (each regrows a patch of the
        land before it); ``hint``, a state sampled earlier in the game, is mended to start from;
        past ``deadline`` a land that takes long to find is settled (``landsampler``)."""
        start = hint.land if hint is not None else None
        lands = landsampler.sample_lands(
            view.land, view.explored, view.tokens, rng, n, start, deadline
        )
        return [evolve(view, land=land) for land in lands]

    def heuristic(self, state: State, seat: Seat) -> float:
        return heuristic.value(state, seat)

    describe_move = staticmethod(advice.describe_move)

    def progress(self, state: State) -> str:
        """How far the game has got, for the menu's list of unfinished games."""
        total = state.land.rows * state.land.cols
        return f"{len(state.explored)}/{total} explored"

    def clairvoyant_heuristic(self, state: State, seat: Seat) -> float:
        """The heuristic reading the crops in a full state: for the cheating yardstick only."""
        return heuristic.seeing_crops(state, seat)

    def deduced_action(
        self, view: State, seat: Seat, rng: random.Random, deadline: float | None = None
    ) -> Action | None:
        """The seat's divination by deduction (``odds.divination``), from its view and lands
        drawn from it before ``deadline``; None outside a divination: the search decides."""
        return odds.divination(view, seat, rng, deadline)

    def weigh_view(self, view: State, deadline: float | None = None) -> None:
        """Before a search: lands drawn afresh from the view weigh the crops its heuristic and
        settled divinations reckon with (``odds.weigh``)."""
        odds.weigh(view, deadline)

    def settled_action(self, state: State, seat: Seat) -> Action | None:
        """Inside a search: the divination the seat's deduction makes (``odds.settled_divination``),
        from what is face up in the drawn state and the odds of the search's lands; None outside
        a divination."""
        return odds.settled_divination(state, seat)

    def view(self, state: State, seat: Seat | None) -> State:
        # Pawns, tracks, scores and held tokens are public; only the hidden map is not.
        return redacted(state)

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != OVER:
            return None
        scores = tuple(p.score for p in state.players)
        breakdown = {
            category: tuple(p.points[i] for p in state.players)
            for i, category in enumerate(scoring.CATEGORIES)
        }
        notes: tuple[str, ...] = ()
        if state.par is not None:
            notes = (f"Par for this map: {state.par}", rating(scores[0], state.par))
        return Outcome(scores, breakdown, winners_by(scores), notes)

    def score(self, state: State, seat: Seat) -> int:
        return state.players[seat].score

    def par(self, state: State) -> int | None:
        """A solo game's target score for its map (None with more players): what a review
        measures the points left against."""
        return state.par

    def help_text(self, layout: TiwanakuLayout) -> str:
        return rules_help.help_text(layout)


def new_game(layout: TiwanakuLayout, board: BoardSpec, land: Land, players: int) -> State:
    """The opening state on a given land (tests and scenarios build games through this)."""
    if (land.rows, land.cols) != (board.rows, board.cols):
        raise ValueError(
            f"a {land.rows}x{land.cols} land does not fit the {board.rows}x{board.cols} board"
        )
    supply = layout.pawns_for(players)
    player = Player(
        pawns=(),
        supply=supply,
        tracks=(0,) * len(TERRAINS),
        held=(),
        points=(0,) * len(scoring.CATEGORIES),
    )
    state = State(
        board=board,
        offering=layout.offering,
        land=land,
        explored=frozenset(land.given_terrain),
        tokens=frozenset(land.given_crops),
        players=(player,) * players,
        current=0,
        phase=MOVE,
    )
    state, _ = turns.opening(state)
    if players == 1:
        state = replace(state, par=solo_par(state))
    return state


def _scenario_land(name: str) -> Land:
    """A scenario file: a path, or a name in layouts/tiwanaku-scenarios (".yaml" optional)."""
    path = Path(name)
    if not path.exists():
        path = layouts_dir() / SCENARIO_FOLDER / name
        if path.suffix != ".yaml":
            path = path.with_name(path.name + ".yaml")
    return scenario.load_scenario(path)


def _board_for(layout: TiwanakuLayout, land: Land) -> BoardSpec:
    for board in layout.boards:
        if (board.rows, board.cols) == (land.rows, land.cols):
            return board
    raise ValueError(f"no board in the layout fits a {land.rows}x{land.cols} scenario")
