"""The small gains every part of Cuzco hands out: points, status, food, offerings, feathers, god
cards. Each returns the changed state and tells the table what happened through ``events``.

Every step of the rules takes ``events``: the list the events go to, or None on the search's
path (``rules.apply_unchecked``), which builds no events at all (an event names things in words,
and that costs as much as the step itself).

Supplies are finite (30 offerings, 36 food, three feathers of each colour per player): what the
supply no longer holds is simply not gained. A face-up god card taken from the display is
replaced by the next card of its pile at once; an empty pile is rebuilt from that god's discards.
"""

from __future__ import annotations

from boardgames.core.rules import Event, PointsScored, Seat, evolve
from boardgames.games.cuzco.events import CardRevealed, CardTaken, FeatherGained, Gained
from boardgames.games.cuzco.layout import FEATHERS
from boardgames.games.cuzco.state import CuzcoState, Player, add_vp, put, with_player

Events = list[Event] | None

FEATHER_INDEX: dict[str, int] = {c: i for i, c in enumerate(FEATHERS)}


def scored(
    player: Player,
    seat: Seat,
    points: int,
    category: str,
    events: Events,
    reason: str = "",
    where: object = None,
) -> Player:
    """``player`` (seat ``seat``) with ``points`` more in ``category``: for a step that changes
    the player anyway, so the state is copied once."""
    if points == 0:
        return player
    if events is not None:
        events.append(PointsScored(seat, points, category, reason, where))
    return add_vp(player, category, points)


def score(
    state: CuzcoState,
    seat: Seat,
    points: int,
    category: str,
    events: Events,
    reason: str = "",
    where: object = None,
) -> CuzcoState:
    if points == 0:
        return state
    p = scored(state.players[seat], seat, points, category, events, reason, where)
    return with_player(state, seat, p)


def gain_status(state: CuzcoState, seat: Seat, steps: int, events: Events) -> CuzcoState:
    """Advance on the status track; the marker lands on top of any already there."""
    if steps <= 0:
        return state
    p = state.players[seat]
    top = len(state.layout.status_vp) - 1
    new = min(top, p.status + steps)
    if new == p.status:
        # Already on the last space: the marker does not move, so it does not land on top of
        # the markers that reached the end after it (the tie rule of phase III).
        return state
    stack = (*(s for s in state.status_stack if s != seat), seat)
    state = evolve(
        state, players=put(state.players, seat, evolve(p, status=new)), status_stack=stack
    )
    if events is not None:
        events.append(Gained(seat, "status", new - p.status))
    return state


def gain_food(state: CuzcoState, seat: Seat, amount: int, events: Events) -> CuzcoState:
    return _from_supply(state, seat, amount, "food", "food", "food_supply", events)


def gain_offerings(state: CuzcoState, seat: Seat, amount: int, events: Events) -> CuzcoState:
    return _from_supply(state, seat, amount, "offering", "offerings", "offering_supply", events)


def _from_supply(
    state: CuzcoState, seat: Seat, amount: int, what: str, held: str, supply: str, events: Events
) -> CuzcoState:
    """Up to ``amount`` from the common supply (the state's field ``supply``) to the player's
    ``held``."""
    left = getattr(state, supply)
    amount = min(amount, left)
    if amount <= 0:
        return state
    p = state.players[seat]
    p = evolve(p, **{held: getattr(p, held) + amount})
    state = evolve(state, players=put(state.players, seat, p), **{supply: left - amount})
    if events is not None:
        events.append(Gained(seat, what, amount))
    return state


def place_feather(
    state: CuzcoState, seat: Seat, slot: int, events: Events, from_supply: bool = True
) -> CuzcoState:
    p = state.players[seat]
    colour = state.layout.masks[p.mask].slot_colour(slot)
    players = put(state.players, seat, evolve(p, feathers=put(p.feathers, slot, True)))
    if from_supply:
        i = FEATHER_INDEX[colour]
        supply = put(state.feather_supply, i, state.feather_supply[i] - 1)
        state = evolve(state, players=players, feather_supply=supply)
    else:
        state = evolve(state, players=players)
    if events is not None:
        events.append(FeatherGained(seat, colour, slot))
    return state


def god_index(state: CuzcoState, god: str) -> int:
    return state.layout.god_names.index(god)


def reveal(state: CuzcoState, g: int, events: Events) -> CuzcoState:
    """Turn the next card of god ``g``'s pile face up (rebuilding an empty pile from discards)."""
    layout = state.layout
    name = layout.god_names[g]
    pile = state.god_piles[g]
    rebuilt: dict[str, object] = {}
    if not pile:
        mine = tuple(c for c in state.god_discard if layout.god(c).god == name)
        if mine:
            rest = tuple(c for c in state.god_discard if layout.god(c).god != name)
            pile, rng = state.rng.shuffled(mine)
            rebuilt = {"god_discard": rest, "rng": rng}
    card = pile[0] if pile else 0
    state = evolve(
        state,
        god_piles=put(state.god_piles, g, tuple(pile[1:])),
        display=put(state.display, g, card),
        **rebuilt,
    )
    if events is not None:
        events.append(CardRevealed(name, card, bool(rebuilt)))
    return state


def take_card(state: CuzcoState, seat: Seat, god: str, events: Events) -> CuzcoState:
    """Take god ``god``'s face-up card into the hand; the pile shows its next card."""
    g = god_index(state, god)
    card = state.display[g]
    p = state.players[seat]
    state = evolve(
        state,
        players=put(state.players, seat, evolve(p, hand=(*p.hand, card))),
        display=put(state.display, g, 0),
    )
    if events is not None:
        events.append(CardTaken(seat, card, god))
    return reveal(state, g, events)


def open_gods(state: CuzcoState) -> list[str]:
    """Gods whose pile shows a face-up card."""
    return [name for name, card in zip(state.layout.god_names, state.display, strict=True) if card]
