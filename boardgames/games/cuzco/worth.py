"""How well a Cuzco seat stands, in about points: its score plus what its holdings turn into.

The bots' heuristic. A resource is worth what the rules let it become before the game ends, at a
discount for the action or the phase it still needs:

* feathers: two on a circlet let the headdress action activate it (the round's headdress points
  plus the circlet's), and twelve pay the feather bonus;
* food: one purchase a round at the market, at about a point and a third a food (soup 1 for 1
  up to jewelry 6 for 9); food beyond what the purchases still to come can spend is worth little;
* offerings and god cards: a card is played for an offering, so they are worth most in pairs;
* people tiles: an ability used every phase II still to come (one study and one farm ability a
  round, identical tiles combined), a slide down still open (status this round, food), and the
  twelve-tiles bonus;
* status pays its points in phase III this round; priests pay each round they stay, and the most
  priests win a medal; a top quipu pays its village at the end; missions pay 6 when complete;
* what the seat's turn still owes it (``pending``): a die placed on the study space has not yet
  taken its tile, a move has not yet run. Counting the best the task can bring lets a search's
  first look at placing a die (its prior) see what the die will bring, not only the victory-point
  space's points, which come at once.

The old heuristic counted a feather at 0.4, a person at 0.8 and a food at 0.3 points, against the
2 points of the victory-point space: medium put 0.47 and hard 0.44 of their dice there.
"""

from __future__ import annotations

from collections import Counter

from boardgames.core.rules import Seat, evolve
from boardgames.games.cuzco.layout import CUZCO, FARM
from boardgames.games.cuzco.missions import shortfall
from boardgames.games.cuzco.roads import destinations
from boardgames.games.cuzco.state import (
    BLESSING,
    CIRCLET,
    DISCARD_TILE,
    EXCHANGE,
    FEATHER,
    GOD_CARD,
    MOVE,
    OVER,
    PHASE_I,
    PHASE_II,
    START,
    TILE,
    CuzcoState,
    Player,
    Task,
    feather_count,
    free_spaces,
)

# What one use of a people ability brings in phase II, in points, by ability number (rulebook
# addendum): 1 offering, 2 VP, 3 feather, 4 stone trail, 5 status, 6 rope bridge, 7 god card,
# 8 quipu to reserve, 9 circlet, 10 food, 11 farm tile, 12 study tile.
ABILITY_WORTH = {
    1: 1.0,
    2: 2.0,
    3: 1.5,
    4: 1.5,
    5: 1.0,
    6: 1.5,
    7: 1.0,
    8: 0.5,
    9: 2.5,
    10: 1.0,
    11: 1.5,
    12: 1.5,
}
# Points a food buys at the market (jewelry: 9 for 6, soup: 1 for 1).
FOOD_WORTH = 1.2
# A resource still needs a die or a phase to turn into points: its share of what it turns into.
READY_CIRCLET = 0.6  # two feathers on it: one headdress die away
HALF_CIRCLET = 0.25  # one feather on it
CARD_PLAY = 2.5  # a god card with an offering to play it
SLIDE_SHARE = 0.5  # a slide down still open: one exchange pip away
TOP_QUIPU = 0.8  # a top quipu may yet be covered
STATUS_SHARE = 0.95  # status pays this round's phase III
PRIEST_SHARE = 0.6
# Owed tasks with no closer reckoning, in points: the fire blessing (a card or an offering, and a
# status step or a food), a feather, a god card, a pip of the exchange (a point at least).
BLESSING_WORTH = 2.5
FEATHER_WORTH = 1.5
CARD_WORTH = 1.0
PIP_WORTH = 1.1


def value(state: CuzcoState, seat: Seat) -> float:
    """``seat``'s points so far plus what it holds will likely bring, in points."""
    layout = state.layout
    p = state.players[seat]
    total = float(p.score)
    if state.phase == OVER:
        return total
    rounds = layout.rounds
    rnd = min(state.round, rounds)
    rounds_left = rounds - rnd + 1  # this one included
    before_market = state.phase in (START, PHASE_I, PHASE_II)
    for village, stack in zip(layout.villages, state.quipus, strict=True):
        if stack and stack[-1] == seat:
            total += village.vp * TOP_QUIPU
    total += layout.medal_vp * p.medals
    if before_market:  # status pays in this round's phase III
        total += STATUS_SHARE * layout.status_vp[min(p.status, len(layout.status_vp) - 1)]
    total += _temple(state, seat, rnd, rounds_left)
    total += _headdress(state, p, rnd, rounds_left)
    total += _people(state, p, rounds_left)
    purchases = rounds_left if before_market else rounds_left - 1
    total += FOOD_WORTH * min(p.food, 6 * max(0, purchases))
    plays = min(len(p.hand), p.offerings)
    total += CARD_PLAY * plays + 0.4 * (len(p.hand) - plays) + 0.4 * (p.offerings - plays)
    total += _bonus_progress(state, p)
    if state.pending and state.turn == seat:
        total += sum(_task(state, seat, p, t, rnd, rounds_left) for t in state.pending)
    for m in p.missions:
        short = shortfall(state, seat, layout.mission(m))
        total += {0: 4.0, 1: 2.0, 2: 0.8}.get(short, 0.0)
    return total


def _temple(state: CuzcoState, seat: Seat, rnd: int, rounds_left: int) -> float:
    layout = state.layout
    mine = sum(1 for s in state.temple if s == seat)
    if not mine:
        return 0.0
    per = layout.priest_vp[rnd - 1]
    out = mine * per * min(rounds_left, 2) * PRIEST_SHARE
    counts = Counter(s for s in state.temple if s is not None)
    if counts[seat] == max(counts.values()) and state.medals_left > 0:
        out += 0.5 * layout.medal_vp  # the most priests win a medal (ties: the highest)
    return out


def _headdress(state: CuzcoState, p: Player, rnd: int, rounds_left: int) -> float:
    """Circlets that feathers have made ready or half ready, at what activating them pays."""
    layout = state.layout
    # Activated in this round's phase I while dice are left, else from the next round on.
    later = rnd if state.phase in (START, PHASE_I) else rnd + 1
    pays = 0 if later > layout.rounds else layout.headdress_vp[later - 1]
    out = 0.0
    ready = 0
    for c, active in enumerate(p.circlets):
        if active:
            continue
        feathers = int(p.feathers[2 * c]) + int(p.feathers[2 * c + 1])
        worth = pays + layout.circlet_vp[c]
        if feathers == 2 and ready < rounds_left + 1:  # at most a few activations a round
            out += READY_CIRCLET * worth
            ready += 1
        elif feathers == 1:
            out += HALF_CIRCLET * worth
    return out


def _people(state: CuzcoState, p: Player, rounds_left: int) -> float:
    """People tiles: abilities for the phases II to come, and slides still open."""
    layout = state.layout
    uses = rounds_left if state.phase in (START, PHASE_I, PHASE_II) else rounds_left - 1
    out = 0.0
    for letter in ("S", "F"):
        tiles = [layout.tile(code) for code, _ in p.people_of(letter)]
        if not tiles:
            continue
        same = Counter(t.ability for t in tiles)
        best = max(ABILITY_WORTH.get(a, 1.0) * min(n, 3) for a, n in same.items())
        out += best * max(0, uses) * 0.7
    for code, slid in p.people:
        if slid:
            continue
        tile = layout.tile(code)
        if code[0] == "S":
            out += SLIDE_SHARE * tile.value  # status steps: points in a phase III
        else:
            out += SLIDE_SHARE * FOOD_WORTH * tile.value
    out += 0.3 * len(p.people)  # toward the twelve-tiles bonus and people missions
    return out


def _bonus_progress(state: CuzcoState, p: Player) -> float:
    """A little for the way to the end bonuses (feathers, circlets, quipus, goods)."""
    bonuses = state.layout.bonuses
    feathers = sum(p.feathers) / 12
    circlets = sum(p.circlets) / 6
    delivered = (state.layout.quipus - p.quipus - p.reserve) / state.layout.quipus
    goods = len(p.goods) / 6
    return 0.5 * (
        bonuses["feathers"] * feathers**2
        + bonuses["circlets"] * circlets**2
        + bonuses["quipus"] * delivered**2
        + bonuses["goods"] * goods**2
    )


def _task(state: CuzcoState, seat: Seat, p: Player, task: Task, rnd: int, rounds_left: int) -> float:
    """The best an owed task can bring (before its choice is made), in points."""
    kind = task.kind
    if kind == BLESSING:
        return BLESSING_WORTH
    if kind == FEATHER:
        return FEATHER_WORTH * task.count
    if kind == GOD_CARD:
        return CARD_WORTH * task.count
    if kind == EXCHANGE:
        return PIP_WORTH * task.reach
    if kind == MOVE:
        return _best_run(state, seat, p, task)
    if kind in (TILE, DISCARD_TILE):
        return _best_tile(state, p, task, rounds_left)
    if kind == CIRCLET:
        layout = state.layout
        best = 0.0
        for c, active in enumerate(p.circlets):
            if not active and c + 1 <= task.reach and p.feathers[2 * c] and p.feathers[2 * c + 1]:
                worth = layout.headdress_vp[rnd - 1] + layout.circlet_vp[c]
                best = max(best, (1 - READY_CIRCLET) * worth + BLESSING_WORTH)
        return best
    return 0.0


def _best_run(state: CuzcoState, seat: Seat, p: Player, task: Task) -> float:
    """A run of the chasqui: the best quipu it can deliver (a top quipu and a feather), or the
    fire blessing back in Cuzco."""
    layout = state.layout
    best = 0.0
    quipus = p.quipus + p.reserve
    for place, _ in destinations(layout, p.chasqui, state.rotation, task.road, task.reach):
        if place == CUZCO:
            best = max(best, BLESSING_WORTH)
            continue
        stack = state.quipus[layout.village_index(place)]
        if not quipus or seat in stack:
            continue
        village = layout.village(place)
        feather = FEATHER_WORTH if feather_count(state, p, village.feather) < 3 else 0.0
        best = max(best, TOP_QUIPU * village.vp + feather + 0.5)
    return best


def _best_tile(state: CuzcoState, p: Player, task: Task, rounds_left: int) -> float:
    """The people tile that adds most, of those the task may take (a free mask space needed)."""
    if free_spaces(state, p) <= 0:
        return 0.0
    if task.kind == DISCARD_TILE:
        row = (*state.study_discard, *state.farm_discard)
    else:
        column = state.farm_row if task.tile == FARM else state.study_row
        row = tuple(code for code in column[: task.reach] if code)
    if not row:
        return 0.0
    base = _people(state, p, rounds_left)
    return max(
        _people(state, evolve(p, people=(*p.people, (code, False))), rounds_left) - base
        for code in set(row)
    )
