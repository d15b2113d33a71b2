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
  priests win a medal; a top quipu pays its village at the end; missions pay 6 when complete.

The old heuristic counted a feather at 0.4, a person at 0.8 and a food at 0.3 points, against the
2 points of the victory-point space: medium put 0.47 and hard 0.44 of their dice there.
"""

from __future__ import annotations

from collections import Counter

from boardgames.core.rules import Seat
from boardgames.games.cuzco.missions import shortfall
from boardgames.games.cuzco.state import (
    OVER,
    PHASE_I,
    PHASE_II,
    START,
    CuzcoState,
    Player,
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
