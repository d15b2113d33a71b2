"""The commonest actions for the fast path: the same states as the checked rules, no events.

``perform`` mirrors ``rules._perform`` for playing a card, an extra ship, ending the turn,
drawing, building, choosing shells and sea stars (read ``spaces``, ``cards``, ``turns`` and ``building``
for the rules): it gathers every change of a step and copies the state once, where the checked
code copies it for every gift and builds an event for each. Other actions return None and take
the checked code. The tests compare every step with the checked ``apply``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from boardgames.core.rules import Action, Seat, evolve
from boardgames.games.titania import shipmasks
from boardgames.games.titania.actions import (
    Build,
    ChooseShells,
    DrawCards,
    EndTurn,
    FinishBuilding,
    KeepSeaStars,
    OccupyTower,
    PlaceExtraShip,
    PlayCard,
)
from boardgames.games.titania.building import story_cost, story_points
from boardgames.games.titania.cards import CARDS_PER_TURN, HAND_LIMIT, draw
from boardgames.games.titania.components import (
    BONUS,
    BUILDING,
    DRAW,
    POINTS,
    SEA_STARS,
    SHELL_COLOURS,
    SHELL_OF_EACH,
    SHELLS,
    SHELLS_OF_CHOICE,
    SHIP,
    STARS,
    TRACK_CATEGORIES,
    Gift,
    sorted_hand,
)
from boardgames.games.titania.fast import step_choices
from boardgames.games.titania.layout import BONUS_SPACE, BUILDING_SPACE, FOG, POINT_SPACE
from boardgames.games.titania.seastars import occupy_cost, occupy_points
from boardgames.games.titania.state import (
    BUILD,
    CHOOSE_SHELLS,
    DISCARD,
    EXTRA_SHIP,
    PLACE_SEA_STARS,
    TURN,
    Player,
    Task,
    TitaniaState,
    add_at,
    put,
    remove_one,
)
from boardgames.games.titania.turns import LAST_ERA, next_turn
from boardgames.games.titania.turns import settle as checked_settle

task = cache(Task)  # tasks are values: one object per distinct task
SHELL_INDEX = {c: k for k, c in enumerate(SHELL_COLOURS)}
BONUS_TRACK = TRACK_CATEGORIES.index(BONUS)
BUILDING_TRACK = TRACK_CATEGORIES.index(BUILDING)
SEA_STARS_TRACK = TRACK_CATEGORIES.index(SEA_STARS)


def perform(state: TitaniaState, seat: Seat, action: Action) -> TitaniaState | None:
    """``rules._perform`` for the common actions (before ``settle``); None for the others."""
    kind = type(action)
    if kind is PlayCard:
        p = state.players[seat]
        players = list(state.players)
        players[seat] = evolve(p, hand=remove_one(p.hand, action.card))  # type: ignore[attr-defined]
        changes: dict[str, Any] = {"played": (*state.played, action.card)}  # type: ignore[attr-defined]
        i = state.layout.index_of(action.at)  # type: ignore[attr-defined]
        return place_ship(state, seat, action.colour, i, players, changes)  # type: ignore[attr-defined]
    if kind is EndTurn or kind is DrawCards:
        return end_turn(state, seat)
    if not state.pending:
        return None
    t = state.pending[0]
    if kind is PlaceExtraShip:
        i = state.layout.index_of(action.at)  # type: ignore[attr-defined]
        changes = {"pending": state.pending[1:]}
        return place_ship(state, seat, t.colour, i, list(state.players), changes)
    if kind is ChooseShells:
        players = list(state.players)
        changes = {"pending": state.pending[1:]}
        _give_shells(state, seat, action.colour, t.amount, players, changes)  # type: ignore[attr-defined]
        return evolve(state, players=tuple(players), **changes)
    if kind is Build:
        return build(state, seat, state.layout.index_of(action.at), action.colour, t)  # type: ignore[attr-defined]
    if kind is FinishBuilding or kind is KeepSeaStars:
        return evolve(state, pending=state.pending[1:])
    if kind is OccupyTower:
        return occupy(state, seat, state.layout.index_of(action.at))  # type: ignore[attr-defined]
    return None


def occupy(state: TitaniaState, seat: Seat, tower: int) -> TitaniaState:
    """``seastars.occupy``."""
    cost = occupy_cost(state, tower)
    p = state.players[seat]
    player = evolve(
        p,
        sea_stars=p.sea_stars - cost,
        points=add_at(p.points, SEA_STARS_TRACK, occupy_points(state, tower)),
    )
    return evolve(
        state,
        players=put(state.players, seat, player),
        starred=put(state.starred, tower, True),
        sea_star_supply=state.sea_star_supply + cost - 1,
    )


def place_ship(
    state: TitaniaState,
    seat: Seat,
    colour: str,
    i: int,
    players: list[Player],
    changes: dict[str, Any],
) -> TitaniaState:
    """``spaces.place_ship``: ``players`` and ``changes`` already hold what else the action
    changed (the hand, the cards played, the pending steps)."""
    space = state.layout.spaces[i]
    c = shipmasks.COLOUR_INDEX[colour]
    supply = add_at(state.supply, c, -1)
    here = (*state.ships[i], colour)
    changes["ships"] = put(state.ships, i, here)
    changes["supply"] = supply
    changes["era_over"] = state.era_over or supply[c] == 0
    tasks: list[Task] = []
    kind = space.kind
    if kind == FOG:
        tile = state.fog[i]
        if tile is not None:
            tasks = _receive(state, seat, (tile,), colour, i, players, changes)
            if len(here) >= 2:
                changes["fog"] = put(state.fog, i, None)
                changes["fog_up"] = put(state.fog_up, i, False)
                changes["fog_aside"] = (*state.fog_aside, tile)
            elif not state.fog_up[i]:
                changes["fog_up"] = put(state.fog_up, i, True)
    elif kind == BONUS_SPACE:
        tasks = _receive(state, seat, space.gifts, colour, i, players, changes)
    elif kind == POINT_SPACE:
        if state.point_supply:
            p = players[seat]
            players[seat] = evolve(p, point_tiles=(*p.point_tiles, state.point_supply[0]))
            changes["point_supply"] = state.point_supply[1:]
    elif kind == BUILDING_SPACE:
        tasks = [task(BUILD, at=space.at)]
    changes["pending"] = (*tasks, *changes.get("pending", state.pending))
    new = evolve(state, players=tuple(players), **changes)
    shipmasks.placed(state, new, i, colour)
    return new


def _give_shells(
    state: TitaniaState,
    seat: Seat,
    colour: str,
    amount: int,
    players: list[Player],
    changes: dict[str, Any],
) -> None:
    """``spaces.give_shells``, into ``players`` and ``changes``."""
    k = SHELL_INDEX[colour]
    supply = changes.get("shell_supply", state.shell_supply)
    got = min(amount, supply[k])
    if got:
        p = players[seat]
        players[seat] = evolve(p, shells=add_at(p.shells, k, got))
        changes["shell_supply"] = add_at(supply, k, -got)


def _receive(
    state: TitaniaState,
    seat: Seat,
    gifts: tuple[Gift, ...],
    colour: str,
    i: int,
    players: list[Player],
    changes: dict[str, Any],
) -> list[Task]:
    """``spaces.receive``, into ``players`` and ``changes``; returns the steps left to take."""
    at = state.layout.spaces[i].at
    choose: list[Task] = []
    extra: list[Task] = []
    stars_in = 0
    for gift in gifts:
        kind = gift.kind
        if kind == SHELLS:
            _give_shells(state, seat, gift.colour, gift.amount, players, changes)
        elif kind == SHELL_OF_EACH:
            for shell in SHELL_COLOURS:
                _give_shells(state, seat, shell, 1, players, changes)
        elif kind == SHELLS_OF_CHOICE:
            if any(changes.get("shell_supply", state.shell_supply)):
                choose.append(task(CHOOSE_SHELLS, at=at, amount=gift.amount))
        elif kind == STARS:
            left = changes.get("sea_star_supply", state.sea_star_supply)
            got = min(gift.amount, left)
            if got:
                p = players[seat]
                players[seat] = evolve(p, sea_stars=p.sea_stars + got)
                changes["sea_star_supply"] = left - got
                stars_in += got
        elif kind == DRAW:
            # Drawing may reshuffle: the checked code, on the state as it stands so far.
            drawn, _ = draw(evolve(state, players=tuple(players), **changes), seat, gift.amount)
            players[:] = drawn.players
            changes.update(
                draw_pile=drawn.draw_pile, discard_pile=drawn.discard_pile, rng=drawn.rng
            )
        elif kind == POINTS:
            p = players[seat]
            players[seat] = evolve(p, points=add_at(p.points, BONUS_TRACK, gift.amount))
        elif kind == SHIP:
            extra.append(task(EXTRA_SHIP, at=at, colour=colour))
    stars = [task(PLACE_SEA_STARS, at=at)] if stars_in else []
    return choose + stars + extra


def build(state: TitaniaState, seat: Seat, tower: int, colour: str, t: Task) -> TitaniaState:
    """``building.build_story`` and the building step's count, in one copy."""
    j = state.layout.spaces[tower].towers.index(colour)
    k = SHELL_INDEX[colour]
    height = state.stories[tower][j]
    cost = story_cost(height)
    p = state.players[seat]
    player = evolve(
        p,
        shells=add_at(p.shells, k, -cost),
        points=add_at(p.points, BUILDING_TRACK, story_points(state, tower)),
    )
    return evolve(
        state,
        players=put(state.players, seat, player),
        stories=put(state.stories, tower, add_at(state.stories[tower], j, 1)),
        story_supply=add_at(state.story_supply, k, -1),
        shell_supply=add_at(state.shell_supply, k, cost),
        pending=(evolve(t, built=t.built + 1), *state.pending[1:]),
    )


def end_turn(state: TitaniaState, seat: Seat) -> TitaniaState:
    """``turns.end_turn`` (drawing the cards ``DrawCards`` and ``EndTurn`` both ask for)."""
    n = CARDS_PER_TURN - len(state.played)
    pile = state.draw_pile
    if n and len(pile) > n:
        # The usual draw, with no reshuffle near: ``cards.draw`` in one step.
        p = state.players[seat]
        hand = sorted_hand(p.hand + pile[:n])
        players = put(state.players, seat, evolve(p, hand=hand))
        pile = pile[n:]
    else:
        state = draw(state, seat, n)[0]
        players, pile, hand = state.players, state.draw_pile, state.players[seat].hand
    discards = state.discard_pile + state.played
    if len(hand) > HAND_LIMIT:
        return evolve(
            state, players=players, draw_pile=pile, discard_pile=discards, played=(), phase=DISCARD
        )
    if not state.era_over:
        return evolve(
            state,
            players=players,
            draw_pile=pile,
            discard_pile=discards,
            played=(),
            turn=(state.turn + 1) % state.n_players,
            phase=TURN,
            pending=(),
        )
    state = evolve(state, players=players, draw_pile=pile, discard_pile=discards, played=())
    return next_turn(state)[0]


def settle(state: TitaniaState) -> TitaniaState:
    """``turns.settle``: drop the pending steps that leave nothing to choose, end the game after
    the second era. An extra ship's room comes from the fast path's bitmasks."""
    while state.pending and not _step_is_open(state, state.pending[0]):
        state = evolve(state, pending=state.pending[1:])
    if not state.pending and state.era_over and state.era == LAST_ERA and state.phase == TURN:
        return checked_settle(state)[0]  # the end of the game: once, through the checked code
    return state


def _step_is_open(state: TitaniaState, t: Task) -> bool:
    """``turns.step_is_open``."""
    if t.kind == CHOOSE_SHELLS:
        return any(state.shell_supply)
    return bool(step_choices(state, state.turn, t))
