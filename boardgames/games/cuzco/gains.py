"""The small gains every part of Cuzco hands out: points, status, food, offerings, feathers, god
cards. Each returns the changed state and the events that tell the table what happened.

Supplies are finite (30 offerings, 36 food, three feathers of each colour per player): what the
supply no longer holds is simply not gained. A face-up god card taken from the display is
replaced by the next card of its pile at once; an empty pile is rebuilt from that god's discards.
"""

from __future__ import annotations

from boardgames.core.rules import Event, PointsScored, Seat, evolve
from boardgames.games.cuzco.events import CardRevealed, CardTaken, FeatherGained, Gained
from boardgames.games.cuzco.layout import FEATHERS
from boardgames.games.cuzco.state import CuzcoState, add_vp, put, with_player

Result = tuple[CuzcoState, list[Event]]


def score(
    state: CuzcoState, seat: Seat, points: int, category: str, reason: str, where: object = None
) -> Result:
    if points == 0:
        return state, []
    player = add_vp(state.players[seat], category, points)
    return with_player(state, seat, player), [PointsScored(seat, points, category, reason, where)]


def gain_status(state: CuzcoState, seat: Seat, steps: int) -> Result:
    """Advance on the status track; the marker lands on top of any already there."""
    if steps <= 0:
        return state, []
    p = state.players[seat]
    top = len(state.layout.status_vp) - 1
    new = min(top, p.status + steps)
    if new == p.status:
        # Already on the last space: the marker does not move, so it does not land on top of
        # the markers that reached the end after it (the tie rule of phase III).
        return state, []
    stack = (*(s for s in state.status_stack if s != seat), seat)
    state = evolve(with_player(state, seat, evolve(p, status=new)), status_stack=stack)
    return state, [Gained(seat, "status", new - p.status)]


def gain_food(state: CuzcoState, seat: Seat, amount: int) -> Result:
    amount = min(amount, state.food_supply)
    if amount <= 0:
        return state, []
    p = state.players[seat]
    state = with_player(state, seat, evolve(p, food=p.food + amount))
    return evolve(state, food_supply=state.food_supply - amount), [Gained(seat, "food", amount)]


def gain_offerings(state: CuzcoState, seat: Seat, amount: int) -> Result:
    amount = min(amount, state.offering_supply)
    if amount <= 0:
        return state, []
    p = state.players[seat]
    state = with_player(state, seat, evolve(p, offerings=p.offerings + amount))
    state = evolve(state, offering_supply=state.offering_supply - amount)
    return state, [Gained(seat, "offering", amount)]


def place_feather(state: CuzcoState, seat: Seat, slot: int, from_supply: bool = True) -> Result:
    p = state.players[seat]
    colour = state.layout.masks[p.mask].slot_colour(slot)
    state = with_player(state, seat, evolve(p, feathers=put(p.feathers, slot, True)))
    if from_supply:
        i = FEATHERS.index(colour)
        state = evolve(
            state, feather_supply=put(state.feather_supply, i, state.feather_supply[i] - 1)
        )
    return state, [FeatherGained(seat, colour, slot)]


def god_index(state: CuzcoState, god: str) -> int:
    return state.layout.god_names.index(god)


def reveal(state: CuzcoState, g: int) -> Result:
    """Turn the next card of god ``g``'s pile face up (rebuilding an empty pile from discards)."""
    name = state.layout.god_names[g]
    pile = state.god_piles[g]
    reshuffled = False
    if not pile:
        mine = tuple(c for c in state.god_discard if state.layout.god(c).god == name)
        if mine:
            rest = tuple(c for c in state.god_discard if state.layout.god(c).god != name)
            pile, rng = state.rng.shuffled(mine)
            state = evolve(state, god_discard=rest, rng=rng)
            reshuffled = True
    card = pile[0] if pile else 0
    state = evolve(
        state,
        god_piles=put(state.god_piles, g, tuple(pile[1:])),
        display=put(state.display, g, card),
    )
    return state, [CardRevealed(name, card, reshuffled)]


def take_card(state: CuzcoState, seat: Seat, god: str) -> Result:
    """Take god ``god``'s face-up card into the hand; the pile shows its next card."""
    g = god_index(state, god)
    card = state.display[g]
    p = state.players[seat]
    state = with_player(state, seat, evolve(p, hand=(*p.hand, card)))
    state = evolve(state, display=put(state.display, g, 0))
    state, revealed = reveal(state, g)
    return state, [CardTaken(seat, card, god), *revealed]


def open_gods(state: CuzcoState) -> list[str]:
    """Gods whose pile shows a face-up card."""
    return [name for name, card in zip(state.layout.god_names, state.display, strict=True) if card]
