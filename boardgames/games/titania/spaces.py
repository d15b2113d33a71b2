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

Everything a ship brings is gathered first (``mine`` for its player, ``changes`` for the rest) and
the state is copied once: a fog tile or bonus space may give three things, and a copy for each
made the step half again as slow.
"""

from __future__ import annotations

from typing import Any

from boardgames.core.rules import PointsScored, Seat
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
    STARS,
    TRACK_CATEGORIES,
    Gift,
)
from boardgames.games.titania.events import (
    EraEnded,
    Events,
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
from boardgames.games.titania.state import (
    BUILD,
    CHOOSE_SHELLS,
    EXTRA_SHIP,
    PLACE_SEA_STARS,
    Task,
    TitaniaState,
    add_at,
    put,
    with_changes,
)

SHELL_INDEX = {c: k for k, c in enumerate(SHELL_COLOURS)}
BONUS_TRACK = TRACK_CATEGORIES.index(BONUS)


def place_ship(
    state: TitaniaState,
    seat: Seat,
    colour: str,
    i: int,
    card: str,
    mine: dict[str, Any],
    changes: dict[str, Any],
    events: Events,
) -> TitaniaState:
    """Put a ship on space ``i`` (legality checked before) and resolve what the space does.

    ``mine`` (changes to ``seat``'s player) and ``changes`` (to the state) already hold what else
    the action changes (the hand a card left, the cards played, the pending steps).
    """
    space = state.layout.spaces[i]
    c = shipmasks.COLOUR_INDEX[colour]
    supply = add_at(state.supply, c, -1)
    # The space is still resolved in full when the last ship of a colour goes down; the era
    # ends once the pending steps are done.
    ends_era = supply[c] == 0 and not state.era_over
    here = (*state.ships[i], colour)
    changes["ships"] = put(state.ships, i, here)
    changes["supply"] = supply
    changes["era_over"] = state.era_over or ends_era
    if events is not None:
        events.append(ShipPlaced(seat, colour, space.at, card, space.kind))
        if ends_era:
            events.append(EraEnded(state.era, seat))
    tasks: list[Task] = []
    kind = space.kind
    if kind == FOG:
        tasks = _visit_fog(state, seat, colour, i, len(here), mine, changes, events)
    elif kind == BONUS_SPACE:
        tasks = receive(state, seat, space.gifts, colour, i, mine, changes, events)
    elif kind == POINT_SPACE:
        _take_point_tile(state, seat, mine, changes, events)
    elif kind == BUILDING_SPACE:
        tasks = [Task(BUILD, at=space.at)]
    if tasks:
        changes["pending"] = (*tasks, *changes.get("pending", state.pending))
    new = with_changes(state, seat, mine, changes)
    shipmasks.placed(state, new, i, colour)
    return new


def _visit_fog(
    state: TitaniaState,
    seat: Seat,
    colour: str,
    i: int,
    ships: int,
    mine: dict[str, Any],
    changes: dict[str, Any],
    events: Events,
) -> list[Task]:
    """The fog tile on space ``i`` gives its gift to the ship's player; it turns face up under
    the first ship (``ships`` is how many stand there now) and leaves the board with the
    second."""
    tile = state.fog[i]
    if tile is None:  # cannot happen on a legal board: a tile leaves only with the second ship
        return []
    at = state.layout.spaces[i].at
    flip = not state.fog_up[i]
    if flip and events is not None:
        events.append(FogRevealed(at, tile.label))
    # What the tile gives does not depend on whether it lies face up, so the tile is turned (or
    # taken away) in one go afterwards.
    tasks = receive(state, seat, (tile,), colour, i, mine, changes, events)
    if ships >= 2:
        changes["fog"] = put(state.fog, i, None)
        changes["fog_up"] = put(state.fog_up, i, False)
        changes["fog_aside"] = (*state.fog_aside, tile)
        if events is not None:
            events.append(FogTileRemoved(at, tile.label))
    elif flip:
        changes["fog_up"] = put(state.fog_up, i, True)
    return tasks


def receive(
    state: TitaniaState,
    seat: Seat,
    gifts: tuple[Gift, ...],
    colour: str,
    i: int,
    mine: dict[str, Any],
    changes: dict[str, Any],
    events: Events,
) -> list[Task]:
    """Hand over what a space or tile shows, into ``mine`` and ``changes``; returns the steps it
    leaves for the player."""
    at = state.layout.spaces[i].at
    choose: list[Task] = []
    extra: list[Task] = []
    stars_in = 0
    for gift in gifts:
        kind = gift.kind
        if kind == SHELLS:
            give_shells(state, seat, gift.colour, gift.amount, mine, changes, events)
        elif kind == SHELL_OF_EACH:
            for shell in SHELL_COLOURS:
                give_shells(state, seat, shell, 1, mine, changes, events)
        elif kind == SHELLS_OF_CHOICE:
            if any(changes.get("shell_supply", state.shell_supply)):
                choose.append(Task(CHOOSE_SHELLS, at=at, amount=gift.amount))
            elif events is not None:
                events.append(NothingLeft(seat, "shells"))
        elif kind == STARS:
            left = changes.get("sea_star_supply", state.sea_star_supply)
            got = min(gift.amount, left)
            if got:
                mine["sea_stars"] = mine.get("sea_stars", state.players[seat].sea_stars) + got
                changes["sea_star_supply"] = left - got
                stars_in += got
            if events is not None:
                if got:
                    events.append(SeaStarsReceived(seat, got))
                if got < gift.amount:
                    events.append(NothingLeft(seat, "sea stars"))
        elif kind == DRAW:
            # Drawing may reshuffle the discard pile into a new draw pile.
            hand, pile, discards, rng = draw(
                mine.get("hand", state.players[seat].hand),
                changes.get("draw_pile", state.draw_pile),
                changes.get("discard_pile", state.discard_pile),
                changes.get("rng", state.rng),
                gift.amount,
                seat,
                events,
            )
            mine["hand"] = hand
            changes.update(draw_pile=pile, discard_pile=discards, rng=rng)
        elif kind == POINTS:
            points = mine.get("points", state.players[seat].points)
            mine["points"] = add_at(points, BONUS_TRACK, gift.amount)
            if events is not None:
                events.append(PointsScored(seat, gift.amount, BONUS, "a bonus space", at))
        elif kind == SHIP:
            extra.append(Task(EXTRA_SHIP, at=at, colour=colour))
    stars = [Task(PLACE_SEA_STARS, at=at)] if stars_in else []
    return choose + stars + extra


def give_shells(
    state: TitaniaState,
    seat: Seat,
    colour: str,
    amount: int,
    mine: dict[str, Any],
    changes: dict[str, Any],
    events: Events,
) -> None:
    """Give up to ``amount`` shells of ``colour``: as many as the supply still holds."""
    k = SHELL_INDEX[colour]
    supply = changes.get("shell_supply", state.shell_supply)
    got = min(amount, supply[k])
    if got:
        mine["shells"] = add_at(mine.get("shells", state.players[seat].shells), k, got)
        changes["shell_supply"] = add_at(supply, k, -got)
    if events is not None:
        if got:
            events.append(ShellsReceived(seat, colour, got))
        if got < amount:
            events.append(NothingLeft(seat, f"{colour} shells"))


def _take_point_tile(
    state: TitaniaState, seat: Seat, mine: dict[str, Any], changes: dict[str, Any], events: Events
) -> None:
    if not state.point_supply:
        if events is not None:
            events.append(NothingLeft(seat, "point tiles"))
        return
    value = state.point_supply[0]
    mine["point_tiles"] = (*state.players[seat].point_tiles, value)
    changes["point_supply"] = state.point_supply[1:]
    if events is not None:
        events.append(PointTileSeen(seat, value, visible_to=(seat,)))
        events.append(PointTileTaken(seat))
