"""What a Tiwanaku seat can tell about the crops under explored spaces, and what divining is worth.

Bot-only. Everything here reads what every seat sees (explored terrain, crop tokens, pawns), never
the hidden land: the crops still possible on each explored space come from exact deduction
(``exact.candidates``: every crop some agreeing land has, and no other where its searches
finish) for the view a decision starts from, and inside a search from the plain deducer
(``deduction.crop_candidates``) narrowed by that root's exact answer (``exact.narrowed``); how
likely each of them is comes from lands grown afresh from the
view (``weigh``: ``landsampler`` in its even mode, the closer to uniform, each land a new fill,
not a chain of one land's patches; a crop the lands never show but the deducer allows keeps a
small share). The odds are kept per face-up land (``odds_of``), and a search's states read them
too. Then:

* a space with one crop left is *certain*: divining it scores its value for sure;
* guessing crop k where it has chance p is worth p * k on average, less the expected loss
  (the actual crop's value) when wrong; a guess is taken when that is positive;
* the divination (``divination`` for the bot's own move, ``settled_divination`` inside its
  search, for every seat) takes the certain crops, highest first, then the guesses worth taking;
* a pawn on a divinable space is worth, to the heuristic, the crop when it is certain and the
  best guess's worth otherwise, which steers pawns toward spaces whose crop is settled or likely.
"""

from __future__ import annotations

import random
import time
from collections import Counter, OrderedDict
from collections.abc import Mapping, Sequence

from boardgames.core.rules import Action, Seat, derives_from, kept_on
from boardgames.games.tiwanaku import exact
from boardgames.games.tiwanaku.actions import Divine, EndDivination, Pass
from boardgames.games.tiwanaku.deduction import ALL_CROPS, crop_candidates
from boardgames.games.tiwanaku.land import Cell, Land
from boardgames.games.tiwanaku.landsampler import sample_lands
from boardgames.games.tiwanaku.state import DIVINE, FINAL_DIVINE, State

Odds = dict[int, float]  # crop -> chance, summing to 1

# Counts a crop the deducer allows gets on top of what the drawn lands show: lands drawn as a
# chain agree more often than independent ones would, so a crop they never showed is not ruled out.
PRIOR_COUNT = 0.25
# Worth of a crop token newly held, in points, on top of the crop's value (it may later join an
# offering of different crops: 3 tokens 3 points, 4 six, 5 ten).
NEW_TOKEN = 1.0
# Lands drawn to weigh a divination's candidates, a chunk at a time until a deadline.
ODDS_LANDS = 48
ODDS_CHUNK = 8
# Lands grown afresh to weigh a face-up land's crops (``weigh``): 2-150 ms each on the 5x9
# board (the most in mid-game), so as many as the time allows.
WEIGH_LANDS = 24
WEIGH_SECONDS = 0.3

_CANDIDATES: dict[tuple[object, ...], dict[Cell, frozenset[int]]] = {}
_CACHE_LIMIT = 20_000


def candidates(state: State) -> dict[Cell, frozenset[int]]:
    """``deduction.crop_candidates`` of what is face up in ``state``, remembered: kept on the
    state and its successors while the face-up land stays the same (a move, an offering), and
    else looked up by the face-up land (every land drawn from one view shares the answer).
    A search asks about the same face-up land many times over."""
    return kept_on(state, _KEPT, _looked_up)


def face_up(state: State) -> tuple[object, ...]:
    """What every seat sees of the land in ``state`` (every land drawn from one view shares it)."""
    land = state.land
    return (
        state.explored,
        state.tokens,
        tuple(land.terrain_at(c) for c in state.explored),
        tuple(land.crop_at(c) for c in state.tokens),
    )


def _looked_up(state: State) -> dict[Cell, frozenset[int]]:
    key = face_up(state)
    found = _CANDIDATES.get(key)
    if found is None:
        if len(_CANDIDATES) > _CACHE_LIMIT:
            _CANDIDATES.clear()
        found = _CANDIDATES[key] = crop_candidates(state)
    return found


_KEPT = derives_from("tiwanaku crop candidates", "board", "land", "explored", "tokens")


def crop_odds(view: State, lands: Sequence[Land]) -> dict[Cell, Odds]:
    """For each explored space without a token: the chance of each crop still possible there,
    from the deducer's candidates weighted by how often ``lands`` (drawn from the view) show it."""
    out: dict[Cell, Odds] = {}
    for cell, options in candidates(view).items():
        options = options or ALL_CROPS  # a contradiction (a land breaking a principle): anything
        if len(options) == 1:
            out[cell] = {next(iter(options)): 1.0}
            continue
        counts = dict.fromkeys(options, PRIOR_COUNT)
        for land in lands:
            crop = land.crop_at(cell)
            if crop in counts:
                counts[crop] += 1.0
        total = sum(counts.values())
        out[cell] = {k: n / total for k, n in counts.items()}
    return out


# Crops the lands drawn from a view showed on its undecided spaces, per face-up land, the latest
# last: the lands a search draws for its determinizations (``remember``) weigh the crops its
# heuristic and its divinations reckon with (``odds_of``), at no extra drawing.
_SEEN: OrderedDict[tuple[object, ...], tuple[int, dict[Cell, Counter[int]]]] = OrderedDict()
_SEEN_LIMIT = 64


def remember(view: State, lands: Sequence[Land]) -> None:
    """Count the crops ``lands`` (drawn from ``view``) show on the view's undecided spaces."""
    open_cells = [c for c, options in candidates(view).items() if len(options) > 1]
    if not open_cells or not lands:
        return
    key = face_up(view)
    n, counts = _SEEN.pop(key, (0, {}))
    for cell in open_cells:
        counter = counts.setdefault(cell, Counter())
        counter.update(land.crop_at(cell) for land in lands)
    _SEEN[key] = (n + len(lands), counts)
    while len(_SEEN) > _SEEN_LIMIT:
        _SEEN.popitem(last=False)


def odds_of(state: State) -> dict[Cell, Odds]:
    """Each undecided space's crop odds in ``state``: the deducer's candidates weighed by the
    crops that lands drawn from this face-up land showed (``remember``), or else from the face-up
    land last drawn from (a search's states after a discovery or a divination differ from its
    root by a space or two); a candidate no land showed keeps ``PRIOR_COUNT``."""
    return kept_on(state, _ODDS_KEPT, _weighed)


def _weighed(state: State) -> dict[Cell, Odds]:
    seen = _SEEN.get(face_up(state))
    if seen is None and _SEEN:
        seen = next(reversed(_SEEN.values()))
    counts = seen[1] if seen is not None else {}
    out: dict[Cell, Odds] = {}
    for cell, options in exact.narrowed(state, candidates(state)).items():
        if len(options) == 1:
            out[cell] = {next(iter(options)): 1.0}
            continue
        options = options or ALL_CROPS
        shown = counts.get(cell)
        weights = {k: PRIOR_COUNT + (shown[k] if shown else 0) for k in options}
        total = sum(weights.values())
        out[cell] = {k: w / total for k, w in weights.items()}
    return out


_ODDS_KEPT = derives_from("tiwanaku crop odds", "board", "land", "explored", "tokens")


def guess_worth(odds: Mapping[int, float], crop: int, held: Sequence[int] = ()) -> float:
    """Expected points of guessing ``crop`` where ``odds`` hold: its value (and a new token's
    worth) when right, less the actual crop's value when wrong."""
    p = odds.get(crop, 0.0)
    gain = crop + (NEW_TOKEN if crop not in held else 0.0)
    loss = sum(q * k for k, q in odds.items() if k != crop)
    return p * gain - loss


def best_guess(odds: Mapping[int, float], held: Sequence[int] = ()) -> tuple[float, int]:
    """The guess worth most where ``odds`` hold, with its worth."""
    return max((guess_worth(odds, k, held), k) for k in odds)


def pawn_worth(odds: Mapping[int, float], held: Sequence[int] = ()) -> float:
    """What standing on a divinable space with these crop odds is worth before divining: the
    crop when certain, else the best guess if it is worth taking. (No candidate at all, in a
    drawn land that breaks a principle, counts as nothing.)"""
    if len(odds) < 2:
        return float(next(iter(odds), 0))
    return max(0.0, best_guess(odds, held)[0])


def even_odds(options: frozenset[int]) -> Odds:
    """Each candidate crop equally likely."""
    return {k: 1.0 / len(options) for k in options}


def drawn_lands(view: State, rng: random.Random, deadline: float | None = None) -> list[Land]:
    """Up to ``ODDS_LANDS`` lands agreeing with the view, drawn evenly, fewer past ``deadline``
    (at least one chunk)."""
    lands: list[Land] = []
    while len(lands) < ODDS_LANDS:
        start = lands[-1] if lands else None
        lands += sample_lands(
            view.land, view.explored, view.tokens, rng, ODDS_CHUNK, start, deadline, even=True
        )
        if deadline is not None and time.perf_counter() > deadline:
            break
    return lands


def weigh(view: State, deadline: float | None = None) -> None:
    """Draw lands from ``view`` to weigh its undecided spaces' crops (``remember``), each grown
    afresh: a chain of lands, each the one before with a patch regrown, mostly repeats the
    crops of its first land (chains of 24 called a crop 0.99 likely that was wrong one time in
    three, in a traced game). Up to ``WEIGH_LANDS`` of them, fewer past ``deadline`` or
    ``WEIGH_SECONDS`` (at least one); nothing when every space is decided or the face-up land
    was weighed before (by any seat: they all see it), so a decision asked twice reckons with
    the same odds. The lands are drawn from the face-up land's own seed: weighing takes nothing
    from a bot's random numbers."""
    key = face_up(view)
    known = exact.candidates(view, deadline)
    if key in _SEEN or not any(len(options) > 1 for options in known.values()):
        return
    rng = random.Random(repr(key))
    # A fresh even fill of a tightly pinned land can search for seconds (a move of 60 s was
    # measured with no limit): weighing stops by its own time limit too.
    limit = time.perf_counter() + WEIGH_SECONDS
    deadline = limit if deadline is None else min(deadline, limit)
    lands: list[Land] = []
    while len(lands) < WEIGH_LANDS and not (lands and time.perf_counter() > deadline):
        lands += sample_lands(view.land, view.explored, view.tokens, rng, 1, None, deadline, True)
    remember(view, lands)


def divination(
    view: State, seat: Seat, rng: random.Random, deadline: float | None = None
) -> Action | None:
    """The seat's divination by deduction, or None outside a divination phase: a certain crop
    first (the highest), then the best guess if it is worth taking, else stop (a regular turn's
    first divination must be made: then the best guess, worth it or not). Lands are drawn to
    weigh the candidates only when no crop is certain."""
    if view.phase not in (DIVINE, FINAL_DIVINE) or view.current != seat:
        return None
    cells = [c for c in view.players[seat].pawns if view.is_divinable(c)]
    if not cells:
        return None
    known = exact.candidates(view, deadline)
    if not any(len(known[c]) == 1 for c in cells):
        weigh(view, deadline)
    return _divining(view, seat, cells, _weighed(view))


def settled_divination(state: State, seat: Seat) -> Action | None:
    """``divination`` as a search plays it, for any seat in any drawn state: by the odds the
    search's lands give (``odds_of``), nothing drawn anew. Reads only what is face up, so a
    playout's divinations are as good as the seat's deduction, not as its drawn land."""
    if state.phase not in (DIVINE, FINAL_DIVINE) or state.current != seat:
        return None
    cells = [c for c in state.players[seat].pawns if state.is_divinable(c)]
    if not cells:
        return None
    return _divining(state, seat, cells, odds_of(state))


def _divining(view: State, seat: Seat, cells: list[Cell], odds: Mapping[Cell, Odds]) -> Action:
    player = view.players[seat]
    certain = [(next(iter(odds[c])), c) for c in cells if len(odds[c]) == 1]
    if certain:
        crop, cell = max(certain)
        return Divine(cell, crop)
    worth, crop, cell = max((*best_guess(odds[c], player.held), c) for c in cells)
    if worth > 0:
        return Divine(cell, crop)
    if view.phase == FINAL_DIVINE:
        return Pass()
    if view.divined > 0:
        return EndDivination()
    return Divine(cell, crop)
