"""The small gains of ``gains`` for the fast path: the same states, but no events.

Each function mirrors its namesake in ``gains`` (read that module for the rules) and copies
states with ``core.rules.evolve`` instead of ``dataclasses.replace``, which is several times
quicker on a state of forty fields. Only the search's trusted path (``fast``) uses these; the
tests check that it reaches exactly the states of the checked ``apply``.
"""

from __future__ import annotations

from boardgames.core.rules import Seat, evolve
from boardgames.games.cuzco.layout import FEATHERS
from boardgames.games.cuzco.state import CATEGORIES, CuzcoState, Player, Task, put

VP_INDEX: dict[str, int] = {c: i for i, c in enumerate(CATEGORIES)}
FEATHER_INDEX: dict[str, int] = {c: i for i, c in enumerate(FEATHERS)}


def with_player(state: CuzcoState, seat: Seat, player: Player) -> CuzcoState:
    return evolve(state, players=put(state.players, seat, player))


def add_vp(player: Player, category: str, points: int) -> Player:
    i = VP_INDEX[category]
    return evolve(player, vp=put(player.vp, i, player.vp[i] + points))


def score(state: CuzcoState, seat: Seat, points: int, category: str) -> CuzcoState:
    if points == 0:
        return state
    return with_player(state, seat, add_vp(state.players[seat], category, points))


def gain_status(state: CuzcoState, seat: Seat, steps: int) -> CuzcoState:
    if steps <= 0:
        return state
    p = state.players[seat]
    new = min(len(state.layout.status_vp) - 1, p.status + steps)
    if new == p.status:
        return state  # on the last space the marker stays under later arrivals (see gains)
    stack = (*(s for s in state.status_stack if s != seat), seat)
    return evolve(
        state, players=put(state.players, seat, evolve(p, status=new)), status_stack=stack
    )


def gain_food(state: CuzcoState, seat: Seat, amount: int) -> CuzcoState:
    amount = min(amount, state.food_supply)
    if amount <= 0:
        return state
    p = state.players[seat]
    return evolve(
        state,
        players=put(state.players, seat, evolve(p, food=p.food + amount)),
        food_supply=state.food_supply - amount,
    )


def gain_offerings(state: CuzcoState, seat: Seat, amount: int) -> CuzcoState:
    amount = min(amount, state.offering_supply)
    if amount <= 0:
        return state
    p = state.players[seat]
    return evolve(
        state,
        players=put(state.players, seat, evolve(p, offerings=p.offerings + amount)),
        offering_supply=state.offering_supply - amount,
    )


def place_feather(
    state: CuzcoState,
    seat: Seat,
    slot: int,
    from_supply: bool = True,
    pending: tuple[Task, ...] | None = None,
) -> CuzcoState:
    """``gains.place_feather``; ``pending``, if given, replaces the pending steps in the same
    copy."""
    p = state.players[seat]
    changes: dict[str, object] = {
        "players": put(state.players, seat, evolve(p, feathers=put(p.feathers, slot, True)))
    }
    if pending is not None:
        changes["pending"] = pending
    if from_supply:
        i = FEATHER_INDEX[state.layout.masks[p.mask].slot_colour(slot)]
        changes["feather_supply"] = put(state.feather_supply, i, state.feather_supply[i] - 1)
    return evolve(state, **changes)


def reveal(state: CuzcoState, g: int) -> CuzcoState:
    """Turn the next card of god ``g``'s pile face up (as ``gains.reveal``)."""
    layout = state.layout
    pile = state.god_piles[g]
    changes: dict[str, object] = {}
    if not pile:
        name = layout.god_names[g]
        mine = tuple(c for c in state.god_discard if layout.god(c).god == name)
        if mine:
            rest = tuple(c for c in state.god_discard if layout.god(c).god != name)
            pile, rng = state.rng.shuffled(mine)
            changes = {"god_discard": rest, "rng": rng}
    card = pile[0] if pile else 0
    return evolve(
        state,
        god_piles=put(state.god_piles, g, tuple(pile[1:])),
        display=put(state.display, g, card),
        **changes,
    )


def take_card(state: CuzcoState, seat: Seat, god: str) -> CuzcoState:
    g = state.layout.god_names.index(god)
    p = state.players[seat]
    state = evolve(
        state,
        players=put(state.players, seat, evolve(p, hand=(*p.hand, state.display[g]))),
        display=put(state.display, g, 0),
    )
    return reveal(state, g)
