"""A ship arrives: it leaves the supply, and the space it reaches gives or asks something.

* Fog space: the first ship flips the tile and its player receives what it shows; the second ship's
  player receives it again and the tile leaves the board.
* Bonus space: every ship's player receives what is shown (both things at the edge).
* Point space: the first and the second ship each take a face-down point tile while any are left.
* Building space: the player must build at least one story (a ``BUILD`` step).

Immediate gains (shells, sea stars, cards, points) happen here; choices become pending steps in
this order: the colour of shells "of choice", then placing sea stars (only when at least one sea
star actually arrived), then an extra ship, then building. They go in front of anything already
pending, so an extra ship's space is resolved before the turn goes on.
"""

from __future__ import annotations

from typing import Any

from boardgames.core.rules import Event, Seat, evolve
from boardgames.games.titania import shipmasks
from boardgames.games.titania.cards import draw
from boardgames.games.titania.components import (
    BONUS,
    DRAW,
    POINTS,
    SHELL_COLOURS,
    SHELL_OF_EACH,
    SHELLS,
    SHELLS_OF_CHOICE,
    SHIP,
    SHIP_COLOURS,
    STARS,
    Gift,
)
from boardgames.games.titania.events import (
    EraEnded,
    FogRevealed,
    FogTileRemoved,
    NothingLeft,
    PointTileSeen,
    PointTileTaken,
    SeaStarsReceived,
    ShellsReceived,
    ShipPlaced,
)
from boardgames.games.titania.layout import BONUS_SPACE, BUILDING_SPACE, FOG, POINT_SPACE
from boardgames.games.titania.scoring import award
from boardgames.games.titania.state import (
    BUILD,
    CHOOSE_SHELLS,
    EXTRA_SHIP,
    PLACE_SEA_STARS,
    Task,
    TitaniaState,
    add_at,
    put,
)


def place_ship(
    state: TitaniaState,
    seat: Seat,
    colour: str,
    i: int,
    card: str,
    also: dict[str, Any] | None = None,
) -> tuple[TitaniaState, list[Event]]:
    """Put a ship on space ``i`` (legality checked before) and resolve what the space does.

    ``also``: other fields to change together with the ship (the hand a card left), in one copy.
    """
    space = state.layout.spaces[i]
    c = SHIP_COLOURS.index(colour)
    before = state
    supply = add_at(state.supply, c, -1)
    # The space is still resolved in full when the last ship of a colour goes down; the era
    # ends once the pending steps are done.
    ends_era = supply[c] == 0 and not state.era_over
    state = evolve(
        state,
        ships=put(state.ships, i, (*state.ships[i], colour)),
        supply=supply,
        era_over=state.era_over or ends_era,
        **(also or {}),
    )
    shipmasks.placed(before, state, i, colour)
    events: list[Event] = [ShipPlaced(seat, colour, space.at, card, space.kind)]
    if ends_era:
        events.append(EraEnded(state.era, seat))

    tasks: list[Task] = []
    if space.kind == FOG:
        state, more, tasks = _visit_fog(state, seat, colour, i)
        events += more
    elif space.kind == BONUS_SPACE:
        state, more, tasks = receive(state, seat, space.gifts, colour, i)
        events += more
    elif space.kind == POINT_SPACE:
        state, more = take_point_tile(state, seat)
        events += more
    elif space.kind == BUILDING_SPACE:
        tasks = [Task(BUILD, at=space.at)]
    return evolve(state, pending=(*tasks, *state.pending)), events


def _visit_fog(
    state: TitaniaState, seat: Seat, colour: str, i: int
) -> tuple[TitaniaState, list[Event], list[Task]]:
    tile = state.fog[i]
    if tile is None:  # cannot happen on a legal board: a tile leaves only with the second ship
        return state, [], []
    at = state.layout.spaces[i].at
    events: list[Event] = []
    flip = not state.fog_up[i]
    if flip:
        events.append(FogRevealed(at, tile.label))
    # What the tile gives does not depend on whether it lies face up, so the tile is turned (or
    # taken away) in one go afterwards.
    state, more, tasks = receive(state, seat, (tile,), colour, i)
    events += more
    if len(state.ships[i]) >= 2:
        state = evolve(
            state,
            fog=put(state.fog, i, None),
            fog_up=put(state.fog_up, i, False),
            fog_aside=(*state.fog_aside, tile),
        )
        events.append(FogTileRemoved(at, tile.label))
    elif flip:
        state = evolve(state, fog_up=put(state.fog_up, i, True))
    return state, events, tasks


def receive(
    state: TitaniaState, seat: Seat, gifts: tuple[Gift, ...], colour: str, i: int
) -> tuple[TitaniaState, list[Event], list[Task]]:
    """Hand over what a space or tile shows; returns the steps it leaves for the player."""
    at = state.layout.spaces[i].at
    events: list[Event] = []
    choose: list[Task] = []
    extra: list[Task] = []
    stars_in = 0
    for gift in gifts:
        if gift.kind == SHELLS:
            state, more = give_shells(state, seat, gift.colour, gift.amount)
            events += more
        elif gift.kind == SHELL_OF_EACH:
            for shell in SHELL_COLOURS:
                state, more = give_shells(state, seat, shell, 1)
                events += more
        elif gift.kind == SHELLS_OF_CHOICE:
            if any(state.shell_supply):
                choose.append(Task(CHOOSE_SHELLS, at=at, amount=gift.amount))
            else:
                events.append(NothingLeft(seat, "shells"))
        elif gift.kind == STARS:
            got = min(gift.amount, state.sea_star_supply)
            if got:
                p = state.players[seat]
                state = evolve(
                    state,
                    players=put(state.players, seat, evolve(p, sea_stars=p.sea_stars + got)),
                    sea_star_supply=state.sea_star_supply - got,
                )
                events.append(SeaStarsReceived(seat, got))
                stars_in += got
            if got < gift.amount:
                events.append(NothingLeft(seat, "sea stars"))
        elif gift.kind == DRAW:
            state, more = draw(state, seat, gift.amount)
            events += more
        elif gift.kind == POINTS:
            state, scored = award(state, seat, gift.amount, BONUS, "a bonus space", at)
            events.append(scored)
        elif gift.kind == SHIP:
            extra.append(Task(EXTRA_SHIP, at=at, colour=colour))
    stars = [Task(PLACE_SEA_STARS, at=at)] if stars_in else []
    return state, events, choose + stars + extra


def give_shells(
    state: TitaniaState, seat: Seat, colour: str, amount: int
) -> tuple[TitaniaState, list[Event]]:
    """Give up to ``amount`` shells of ``colour``: as many as the supply still holds."""
    k = SHELL_COLOURS.index(colour)
    got = min(amount, state.shell_supply[k])
    events: list[Event] = []
    if got:
        p = state.players[seat]
        state = evolve(
            state,
            players=put(state.players, seat, evolve(p, shells=add_at(p.shells, k, got))),
            shell_supply=add_at(state.shell_supply, k, -got),
        )
        events.append(ShellsReceived(seat, colour, got))
    if got < amount:
        events.append(NothingLeft(seat, f"{colour} shells"))
    return state, events


def take_point_tile(state: TitaniaState, seat: Seat) -> tuple[TitaniaState, list[Event]]:
    if not state.point_supply:
        return state, [NothingLeft(seat, "point tiles")]
    value = state.point_supply[0]
    p = state.players[seat]
    state = evolve(
        state,
        players=put(state.players, seat, evolve(p, point_tiles=(*p.point_tiles, value))),
        point_supply=state.point_supply[1:],
    )
    return state, [PointTileSeen(seat, value, visible_to=(seat,)), PointTileTaken(seat)]
