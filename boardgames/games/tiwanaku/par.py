"""The solo game's par: the score a plain, careful explorer makes on the same map.

The published solo rules are not known here, so the solo target is ours. At setup a deterministic
"par player" plays the whole game on the map, deciding only from what a real player sees (the
redacted view), and its final score is par. It looks one move ahead:

* an unexplored space is worth the average a discovery would score;
* terrain under its pawns is worth the crops the simple rules in ``deduction`` pin down, or else
  the expected points of its best guess (each still-possible crop taken as equally likely);
* it keeps the last unexplored space, which ends exploration, until nothing else pays;
* it divines every crop it is sure of, guesses only when a move forced a divination (or in the
  closing round when the guess is worth more than nothing), offers its tokens once it holds all
  five kinds, and hands in the rest at the end.

A player who plans further ahead and deduces more should beat it.
"""

from __future__ import annotations

from boardgames.core.rules import Action
from boardgames.games.tiwanaku import scoring, turns
from boardgames.games.tiwanaku.actions import (
    Divine,
    EndDivination,
    EndTurn,
    Enter,
    Move,
    Offer,
    Pass,
)
from boardgames.games.tiwanaku.deduction import crop_candidates
from boardgames.games.tiwanaku.land import CROPS, TERRAINS, Cell
from boardgames.games.tiwanaku.state import (
    DIVINE,
    FINAL_DIVINE,
    FINAL_OFFER,
    MOVE,
    OFFER,
    OVER,
    State,
    redacted,
)

SOLO_SEAT = 0
# Placing the last tile ends exploration: the par player does it only when no move promises
# more than nothing.
LAST_TILE_VALUE = 0.0

Candidates = dict[Cell, frozenset[int]]


def solo_par(state: State) -> int:
    """Play the solo game from ``state`` with the par player and return its final score."""
    limit = 10 * len(state.land.cells()) + 100  # every turn uncovers something; this never bites
    for _ in range(limit):
        if state.phase == OVER:
            break
        action = par_choice(redacted(state))
        state, _ = turns.apply(state, SOLO_SEAT, action)
    return state.players[SOLO_SEAT].score


def par_choice(view: State) -> Action:
    """The par player's action in a (redacted) state."""
    seat = view.current
    legal = turns.legal_actions(view, seat)
    if view.phase == MOVE:
        return _best_move(view, legal)
    if view.phase in (DIVINE, FINAL_DIVINE):
        return _divination(view, legal)
    if view.phase == OFFER:
        held = view.players[seat].held
        return Offer(held) if len(held) == len(CROPS) else EndTurn()
    if view.phase == FINAL_OFFER:
        return Offer(view.players[seat].held)
    return legal[0]


def best_guess(options: frozenset[int]) -> tuple[int, float]:
    """The guess with the best expected points, taking every possible crop as equally likely.

    A right guess earns its value and a wrong one costs the real crop's value, so guessing g
    among options C is worth (2g - sum(C)) / |C|: the largest option is always best.
    """
    if not options:  # only on a map that breaks the principles
        return 1, -float(len(CROPS))
    guess = max(options)
    return guess, (2 * guess - sum(options)) / len(options)


def _best_move(view: State, legal: list[Action]) -> Action:
    seat = view.current
    candidates = crop_candidates(view)
    discovery = _discovery_estimate(view)
    last_tile = len(view.explored) == len(view.land.cells()) - 1
    best: Action = legal[0]
    best_value: float | None = None
    for action in legal:
        if isinstance(action, Pass):
            return action
        assert isinstance(action, Move | Enter)
        leaving = action.pawn if isinstance(action, Move) else None
        if action.to not in view.explored:
            value = LAST_TILE_VALUE if last_tile else discovery
        else:
            pawns = [c for c in view.players[seat].pawns if c != leaving] + [action.to]
            value = _divination_value([c for c in pawns if c in candidates], candidates)
        if best_value is None or value > best_value:
            best, best_value = action, value
    return best


def _divination_value(cells: list[Cell], candidates: Candidates) -> float:
    sure = sum(next(iter(candidates[c])) for c in cells if len(candidates[c]) == 1)
    if sure:
        return float(sure)
    return max(best_guess(candidates[c])[1] for c in cells)


def _discovery_estimate(view: State) -> float:
    tracks = view.players[view.current].tracks
    height = view.board.track_height
    return sum(scoring.discover(tracks, t, height)[0] for t in range(len(TERRAINS))) / len(TERRAINS)


def _divination(view: State, legal: list[Action]) -> Action:
    candidates = crop_candidates(view)
    cells = turns.divinable_cells(view, view.current)
    sure = [c for c in cells if len(candidates[c]) == 1]
    if sure:
        cell = max(sure, key=lambda c: (next(iter(candidates[c])), c))
        return Divine(cell, next(iter(candidates[cell])))
    if view.phase == DIVINE and EndDivination() in legal:
        return EndDivination()
    cell = max(cells, key=lambda c: (best_guess(candidates[c])[1], c))
    guess, value = best_guess(candidates[cell])
    if view.phase == FINAL_DIVINE and value <= 0:
        return Pass()
    return Divine(cell, guess)


def rating(score: int, par: int) -> str:
    """How a solo score compares with par, in one line for the end screen."""
    diff = score - par
    if diff >= 20:
        return f"{diff} over par: Pachamama rejoices"
    if diff > 0:
        return f"{diff} over par: Pachamama smiles"
    if diff == 0:
        return "Exactly par: Pachamama nods"
    if diff > -20:
        return f"{-diff} under par: Pachamama is unmoved"
    return f"{-diff} under par: Pachamama frowns"
