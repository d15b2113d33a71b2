"""Hand-built Cuzco positions on the shipped layout, for the rules tests.

``blank`` starts from a real game (``CuzcoRules().setup`` and the real layout), plays the starting
feathers, and then clears the table into a known position: player order is the seat order, every
player's mask is empty (no feathers, cards, offerings, food, medals, missions or points; the dice
rolled for round 1 stay), the
overlay sits at rotation 0 and every chasqui stands in Cuzco. The people columns, the display of
god cards, the market and the palace stay as the setup dealt them; the pututu supply is full. Tests
then change only what
they need with ``player`` / ``dataclasses.replace`` and drive the game with ``play`` through
``rules.apply``, exactly as a player would.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from boardgames.core.rng import Rng
from boardgames.core.rules import Action, Event, Params
from boardgames.games.cuzco import flow
from boardgames.games.cuzco.actions import PlaceFeather
from boardgames.games.cuzco.layout import CUZCO
from boardgames.games.cuzco.rules import CuzcoRules
from boardgames.games.cuzco.state import (
    CATEGORIES,
    FINAL,
    MARKET,
    MISSIONS,
    PHASE_I,
    PHASE_II,
    CuzcoState,
    Phase2,
    Player,
    with_player,
)

RULES = CuzcoRules()
LAYOUT = RULES.load_layout(Params(players=4))
SPACES = {n: tuple(s.id for s in LAYOUT.spaces_for(n)) for n in (2, 3, 4)}


def params(players: int = 4, pututu: bool = False) -> Params:
    return Params(players=players, options={"pututu": "on" if pututu else "off"})


def new(players: int = 4, seed: int = 1, pututu: bool = False) -> CuzcoState:
    """A game as ``setup`` leaves it: the first player places the starting feather."""
    return RULES.setup(params(players, pututu), LAYOUT, seed)


def started(players: int = 4, seed: int = 1, pututu: bool = False) -> CuzcoState:
    """The real game after everyone placed the starting feather: round 1, phase I, dice rolled."""
    state = new(players, seed, pututu)
    while state.phase != PHASE_I:
        seat = state.turn
        feather = next(a for a in RULES.legal_actions(state, seat) if isinstance(a, PlaceFeather))
        state, _ = RULES.apply(state, seat, feather)
    return state


def blank(players: int = 4, seed: int = 1, pututu: bool = False) -> CuzcoState:
    """Round 1, phase I, seat 0 to place a die; every mask cleared (see the module docstring)."""
    state = started(players, seed, pututu)
    empty = tuple(
        Player(mask=p.mask, quipus=LAYOUT.quipus, priests=LAYOUT.priests, dice=p.dice)
        for p in state.players
    )
    order = tuple(range(players))
    return replace(
        state,
        players=empty,
        order=order,
        turn=0,
        status_stack=tuple(reversed(order)),
        rotation=0,
        pututu_supply=(12, 3) if pututu else (0, 0),  # nobody holds a tile yet
    )


def player(state: CuzcoState, seat: int, **changes: object) -> CuzcoState:
    """``state`` with fields of one player's mask replaced."""
    return with_player(state, seat, replace(state.players[seat], **changes))  # type: ignore[arg-type]


def at(state: CuzcoState, seat: int, phase: str = PHASE_I, **changes: object) -> CuzcoState:
    """``seat`` to act in ``phase`` with nothing pending (phase II: both uses fresh)."""
    return replace(
        state,
        phase=phase,
        turn=seat,
        pending=(),
        effects=(),
        placed=False,
        bonus=False,
        extra_turn=False,
        phase2=Phase2(),
        **changes,  # type: ignore[arg-type]
    )


def phase_two(state: CuzcoState, seat: int) -> CuzcoState:
    """Phase II with ``seat`` to act; nobody holds dice any more."""
    state = replace(state, players=tuple(replace(p, dice=()) for p in state.players))
    return at(state, seat, PHASE_II)


def market(state: CuzcoState, seat: int) -> CuzcoState:
    return at(phase_two(state, seat), seat, MARKET)


def missions(state: CuzcoState, seat: int) -> CuzcoState:
    return at(phase_two(state, seat), seat, MISSIONS)


def final(state: CuzcoState, seat: int) -> CuzcoState:
    return at(replace(phase_two(state, seat), round=LAYOUT.rounds), seat, FINAL)


def play(state: CuzcoState, *actions: Action) -> tuple[CuzcoState, list[Event]]:
    """Apply actions one after the other, each for the seat whose turn it is."""
    events: list[Event] = []
    for action in actions:
        state, more = RULES.apply(state, state.turn, action)
        events += more
    return state, events


def legal(state: CuzcoState, seat: int | None = None) -> list[Action]:
    return RULES.legal_actions(state, state.turn if seat is None else seat)


def of_type(state: CuzcoState, kind: type) -> list:
    return [a for a in legal(state) if isinstance(a, kind)]


def vp(state: CuzcoState, seat: int, category: str | None = None) -> int:
    p = state.players[seat]
    return p.score if category is None else p.vp[CATEGORIES.index(category)]


# --- the mask --------------------------------------------------------------------------------
def slots(state: CuzcoState, seat: int, colour: str) -> list[int]:
    """The mask's feather slots of ``colour`` (three on every mask)."""
    mask = LAYOUT.masks[state.players[seat].mask]
    return [s for s in range(12) if mask.slot_colour(s) == colour]


def with_feathers(state: CuzcoState, seat: int, **per_colour: int) -> CuzcoState:
    """Fill the first ``n`` slots of each named colour (the rest of the mask stays as it is)."""
    filled = list(state.players[seat].feathers)
    for colour, n in per_colour.items():
        for s in slots(state, seat, colour)[:n]:
            filled[s] = True
    return player(state, seat, feathers=tuple(filled))


def ready_circlet(state: CuzcoState, seat: int, circlet: int) -> CuzcoState:
    """Both feathers of circlet ``circlet`` (1-6 pips) in place."""
    filled = list(state.players[seat].feathers)
    filled[2 * (circlet - 1)] = filled[2 * (circlet - 1) + 1] = True
    return player(state, seat, feathers=tuple(filled))


def tile(kind: str, ability: int, value: int = 1) -> str:
    """The code of a people tile: kind "S" or "F", ability 1-12, value 1-3."""
    return f"{kind}{ability:02d}-{value}"


def tiles(kind: str, ability: int, n: int, slid: bool = False) -> tuple[tuple[str, bool], ...]:
    """``n`` identical tiles (same kind and ability, values 1..n) for a mask."""
    return tuple((tile(kind, ability, v), slid) for v in range(1, n + 1))


def cards_of(god: str) -> list[int]:
    return [g.ability for g in LAYOUT.gods if g.god == god]


def god_of(card: int) -> str:
    return LAYOUT.god(card).god


def show(state: CuzcoState, card: int) -> CuzcoState:
    """Put god card ``card`` face up on its god's pile of the display."""
    g = LAYOUT.god_names.index(god_of(card))
    return replace(state, display=(*state.display[:g], card, *state.display[g + 1 :]))


def dice_on(state: CuzcoState, space: str, *dice: tuple[int, int]) -> CuzcoState:
    """Put (owner, pips) dice on an action space."""
    i = state.space_index(space)
    spaces = list(state.spaces)
    spaces[i] = (*spaces[i], *dice)
    return replace(state, spaces=tuple(spaces))


def quipus_in(state: CuzcoState, village: str, *seats: int) -> CuzcoState:
    """Stack quipus (bottom first) on a village; each comes off that player's mask."""
    v = state.village_index(village)
    stacks = list(state.quipus)
    stacks[v] = (*stacks[v], *seats)
    state = replace(state, quipus=tuple(stacks))
    for s in seats:
        state = player(state, s, quipus=state.players[s].quipus - 1)
    return state


def temple(state: CuzcoState, steps: dict[int, int]) -> CuzcoState:
    """Priests on temple steps (step 1-6 -> owner), taken off their owners' masks."""
    row: list[int | None] = [None] * LAYOUT.temple_steps
    for step, owner in steps.items():
        row[step - 1] = owner
    state = replace(state, temple=tuple(row))
    for seat in range(state.n_players):
        n = sum(1 for o in row if o == seat)
        state = player(state, seat, priests=LAYOUT.priests - n)
    return state


def arm_pips(state: CuzcoState, to: str, rotation: int) -> tuple[str, int]:
    """The kind and pips of the overlay arm that meets inner village ``to`` at ``rotation``."""
    inner = LAYOUT.inner_ids()
    arm = LAYOUT.arms[(inner.index(to) - rotation) % len(inner)]
    return arm.kind, arm.pips


def road_between(a: str, b: str):
    """The road joining two villages (None if none)."""
    for r in LAYOUT.roads:
        if {r.a, r.b} == {a, b}:
            return r
    return None


def in_cuzco(state: CuzcoState) -> bool:
    return all(p.chasqui == CUZCO for p in state.players)


def rng_rolling(
    state: CuzcoState, wanted: Callable[[tuple[tuple[int, ...], ...]], bool], tries: int = 20000
) -> Rng:
    """A generator whose next roll of everyone's dice (``flow.begin_round``) is ``wanted``."""
    for k in range(tries):
        rng = Rng.from_seed(k)
        rolled = flow.begin_round(replace(state, rng=rng, pututu_module=False), None)
        if wanted(tuple(p.dice for p in rolled.players)):
            return rng
    raise AssertionError("no seed gives that roll")


def kinds(items: Iterable[object]) -> set[str]:
    return {type(a).__name__ for a in items}
