"""The commonest actions for the fast path: the same states as the checked rules, no events.

``perform`` mirrors ``rules._perform`` for playing a card, an extra ship, ending the turn,
drawing, building, choosing shells and sea stars (read ``spaces``, ``cards``, ``turns`` and
``building``
for the rules): it gathers every change of a step and copies the state once, where the checked
code copies it for every gift and builds an event for each. Other actions return None and take
the checked code. The tests compare every step with the checked ``apply``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from boardgames.core.rules import DERIVED, Action, Seat, derived, evolve
from boardgames.games.titania import buildmasks, fast_cards, shipmasks
from boardgames.games.titania.actions import (
    Build,
    ChooseShells,
    Discard,
    DrawCards,
    EndTurn,
    FinishBuilding,
    KeepSeaStars,
    OccupyTower,
    PlaceExtraShip,
    PlayCard,
)
from boardgames.games.titania.building import story_cost, story_points
from boardgames.games.titania.cards import CARDS_PER_TURN, HAND_LIMIT
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
from boardgames.games.titania.turns import LAST_ERA
from boardgames.games.titania.turns import settle as checked_settle

task = cache(Task)  # tasks are values: one object per distinct task
_NONE: dict[str, Any] = {}  # no derived data
SHELL_INDEX = {c: k for k, c in enumerate(SHELL_COLOURS)}
BONUS_TRACK = TRACK_CATEGORIES.index(BONUS)
BUILDING_TRACK = TRACK_CATEGORIES.index(BUILDING)
SEA_STARS_TRACK = TRACK_CATEGORIES.index(SEA_STARS)


def apply_unchecked(state: TitaniaState, seat: Seat, action: Action) -> TitaniaState:
    """``rules.apply`` without the check and the events: ``perform``, then ``settle``. An action
    ``perform`` does not know takes the checked code."""
    done = perform(state, seat, action)
    if done is None:
        # Imported here: the rules module imports this one.
        from boardgames.games.titania.rules import _perform

        done, _ = _perform(state, seat, action)
    return settle(done)


def perform(state: TitaniaState, seat: Seat, action: Action) -> TitaniaState | None:
    """``rules._perform`` for the common actions (before ``settle``); None for the others."""
    kind = type(action)
    if kind is PlayCard:
        mine: dict[str, Any] = {"hand": remove_one(state.players[seat].hand, action.card)}  # type: ignore[attr-defined]
        changes: dict[str, Any] = {"played": (*state.played, action.card)}  # type: ignore[attr-defined]
        i = state.layout.index_of(action.at)  # type: ignore[attr-defined]
        return place_ship(state, seat, action.colour, i, mine, changes)  # type: ignore[attr-defined]
    if kind is EndTurn or kind is DrawCards:
        return end_turn(state, seat)
    if kind is Discard:
        return discard(state, seat, action.card)  # type: ignore[attr-defined]
    if not state.pending:
        return None
    t = state.pending[0]
    if kind is PlaceExtraShip:
        i = state.layout.index_of(action.at)  # type: ignore[attr-defined]
        return place_ship(state, seat, t.colour, i, {}, {"pending": state.pending[1:]})
    if kind is ChooseShells:
        mine = {}
        changes = {"pending": state.pending[1:]}
        _give_shells(state, seat, action.colour, t.amount, mine, changes)  # type: ignore[attr-defined]
        return evolve(state, players=_players(state, seat, mine), **changes)
    if kind is Build:
        return build(state, seat, state.layout.index_of(action.at), action.colour, t)  # type: ignore[attr-defined]
    if kind is FinishBuilding or kind is KeepSeaStars:
        return evolve(state, pending=state.pending[1:])
    if kind is OccupyTower:
        return occupy(state, seat, state.layout.index_of(action.at))  # type: ignore[attr-defined]
    return None


_new = object.__new__
_set_attr = object.__setattr__


def _player(p: Player, changes: dict[str, Any]) -> Player:
    """``evolve`` for a player, which never has derived data to sort out: a copy with
    ``changes``, made a little quicker, as nearly every step makes one."""
    attrs = p.__dict__.copy()
    attrs.update(changes)
    new = _new(Player)
    _set_attr(new, "__dict__", attrs)
    return new


def _players(state: TitaniaState, seat: Seat, mine: dict[str, Any]) -> tuple[Player, ...]:
    """The players with ``mine``, the changes gathered for ``seat``'s, made in one copy."""
    if not mine:
        return state.players
    players = list(state.players)
    players[seat] = _player(players[seat], mine)
    return tuple(players)


def discard(state: TitaniaState, seat: Seat, card: str) -> TitaniaState:
    """``rules._perform`` of a discard: the card to the pile; within the hand limit, the turn
    passes (``turns.next_turn``)."""
    p = state.players[seat]
    hand = remove_one(p.hand, card)
    players = put(state.players, seat, _player(p, {"hand": hand}))
    discards = (*state.discard_pile, card)
    if len(hand) > HAND_LIMIT:
        return evolve(state, players=players, discard_pile=discards)
    if state.era_over:
        following = (state.turn + 1) % state.n_players
        return fast_cards.begin_second_era(
            evolve(state, players=players, discard_pile=discards), following
        )
    return evolve(
        state,
        players=players,
        discard_pile=discards,
        turn=(state.turn + 1) % state.n_players,
        phase=TURN,
        played=(),
        pending=(),
    )


def occupy(state: TitaniaState, seat: Seat, tower: int) -> TitaniaState:
    """``seastars.occupy``."""
    cost = occupy_cost(state, tower)
    p = state.players[seat]
    player = _player(
        p,
        {
            "sea_stars": p.sea_stars - cost,
            "points": add_at(p.points, SEA_STARS_TRACK, occupy_points(state, tower)),
        },
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
    mine: dict[str, Any],
    changes: dict[str, Any],
) -> TitaniaState:
    """``spaces.place_ship``: ``mine`` (the changes to ``seat``'s player) and ``changes`` (to the
    state) already hold what else the action changed (the hand, the cards played, the pending
    steps)."""
    space = state.layout.spaces[i]
    c = shipmasks.COLOUR_INDEX[colour]
    supply = list(state.supply)
    supply[c] -= 1
    ships = list(state.ships)
    here = ships[i] = (*ships[i], colour)
    changes["ships"] = tuple(ships)
    changes["supply"] = tuple(supply)
    changes["era_over"] = state.era_over or supply[c] == 0
    tasks: list[Task] = []
    kind = space.kind
    if kind == FOG:
        tile = state.fog[i]
        if tile is not None:
            tasks = _receive(state, seat, (tile,), colour, i, mine, changes)
            if len(here) >= 2:
                changes["fog"] = put(state.fog, i, None)
                changes["fog_up"] = put(state.fog_up, i, False)
                changes["fog_aside"] = (*state.fog_aside, tile)
            elif not state.fog_up[i]:
                changes["fog_up"] = put(state.fog_up, i, True)
    elif kind == BONUS_SPACE:
        tasks = _receive(state, seat, space.gifts, colour, i, mine, changes)
    elif kind == POINT_SPACE:
        if state.point_supply:
            mine["point_tiles"] = (*state.players[seat].point_tiles, state.point_supply[0])
            changes["point_supply"] = state.point_supply[1:]
    elif kind == BUILDING_SPACE:
        tasks = [task(BUILD, space.at)]
    pending = changes.get("pending", state.pending)
    changes["pending"] = (*tasks, *pending) if tasks else pending
    new = evolve(state, players=_players(state, seat, mine), **changes)
    # ``shipmasks.placed``: the ship masks handed on with the new ship.
    masks = state.__dict__.get(DERIVED, _NONE).get(shipmasks.KEY)
    if masks is not None:
        occupied, near, full = masks
        bit = 1 << i
        occupied = (*occupied[:c], occupied[c] | bit, *occupied[c + 1 :])
        near = (*near[:c], near[c] | state.layout._adjacent_mask[i], *near[c + 1 :])
        derived(new)[shipmasks.KEY] = (occupied, near, full | bit if len(here) >= 2 else full)
    return new


def _give_shells(
    state: TitaniaState,
    seat: Seat,
    colour: str,
    amount: int,
    mine: dict[str, Any],
    changes: dict[str, Any],
) -> None:
    """``spaces.give_shells``, into ``mine`` and ``changes``."""
    k = SHELL_INDEX[colour]
    supply = changes.get("shell_supply", state.shell_supply)
    got = min(amount, supply[k])
    if got:
        mine["shells"] = add_at(mine.get("shells", state.players[seat].shells), k, got)
        changes["shell_supply"] = add_at(supply, k, -got)


def _receive(
    state: TitaniaState,
    seat: Seat,
    gifts: tuple[Gift, ...],
    colour: str,
    i: int,
    mine: dict[str, Any],
    changes: dict[str, Any],
) -> list[Task]:
    """``spaces.receive``, into ``mine`` and ``changes``; returns the steps left to take."""
    at = state.layout.spaces[i].at
    choose: list[Task] = []
    extra: list[Task] = []
    stars_in = 0
    for gift in gifts:
        kind = gift.kind
        if kind == SHELLS:
            _give_shells(state, seat, gift.colour, gift.amount, mine, changes)
        elif kind == SHELL_OF_EACH:
            for shell in SHELL_COLOURS:
                _give_shells(state, seat, shell, 1, mine, changes)
        elif kind == SHELLS_OF_CHOICE:
            if any(changes.get("shell_supply", state.shell_supply)):
                choose.append(task(CHOOSE_SHELLS, at, gift.amount))
        elif kind == STARS:
            left = changes.get("sea_star_supply", state.sea_star_supply)
            got = min(gift.amount, left)
            if got:
                mine["sea_stars"] = mine.get("sea_stars", state.players[seat].sea_stars) + got
                changes["sea_star_supply"] = left - got
                stars_in += got
        elif kind == DRAW:
            # Drawing may reshuffle the discard pile into a new draw pile.
            hand, pile, discards, rng = fast_cards.draw(
                mine.get("hand", state.players[seat].hand),
                changes.get("draw_pile", state.draw_pile),
                changes.get("discard_pile", state.discard_pile),
                changes.get("rng", state.rng),
                gift.amount,
            )
            mine["hand"] = hand
            changes.update(draw_pile=pile, discard_pile=discards, rng=rng)
        elif kind == POINTS:
            points = mine.get("points", state.players[seat].points)
            mine["points"] = add_at(points, BONUS_TRACK, gift.amount)
        elif kind == SHIP:
            extra.append(task(EXTRA_SHIP, at, 0, colour))
    stars = [task(PLACE_SEA_STARS, at)] if stars_in else []
    return choose + stars + extra


def build(state: TitaniaState, seat: Seat, tower: int, colour: str, t: Task) -> TitaniaState:
    """``building.build_story`` and the building step's count, in one copy."""
    j = state.layout.spaces[tower].towers.index(colour)
    k = SHELL_INDEX[colour]
    height = state.stories[tower][j]
    cost = story_cost(height)
    p = state.players[seat]
    player = _player(
        p,
        {
            "shells": add_at(p.shells, k, -cost),
            "points": add_at(p.points, BUILDING_TRACK, story_points(state, tower)),
        },
    )
    new = evolve(
        state,
        players=put(state.players, seat, player),
        stories=put(state.stories, tower, add_at(state.stories[tower], j, 1)),
        story_supply=add_at(state.story_supply, k, -1),
        shell_supply=add_at(state.shell_supply, k, cost),
        pending=(task(t.kind, t.at, t.amount, t.colour, t.built + 1), *state.pending[1:]),
    )
    buildmasks.built(state, new, k)
    return new


def end_turn(state: TitaniaState, seat: Seat) -> TitaniaState:
    """``turns.end_turn`` (drawing the cards ``DrawCards`` and ``EndTurn`` both ask for)."""
    p = state.players[seat]
    hand, pile, discards, rng = fast_cards.draw(
        p.hand, state.draw_pile, state.discard_pile, state.rng, CARDS_PER_TURN - len(state.played)
    )
    changes: dict[str, Any] = {
        "players": put(state.players, seat, _player(p, {"hand": hand}))
        if hand != p.hand
        else state.players,
        "draw_pile": pile,
        "discard_pile": discards + state.played,
        "played": (),
    }
    if rng is not state.rng:
        changes["rng"] = rng
    if len(hand) > HAND_LIMIT:
        return evolve(state, phase=DISCARD, **changes)
    following = (state.turn + 1) % state.n_players
    if state.era_over:
        return fast_cards.begin_second_era(evolve(state, **changes), following)
    return evolve(state, turn=following, phase=TURN, pending=(), **changes)


def settle(state: TitaniaState) -> TitaniaState:
    """``turns.settle``: drop the pending steps that leave nothing to choose, end the game after
    the second era. An extra ship's room comes from the fast path's bitmasks."""
    pending = state.pending
    while pending:
        t = pending[0]
        # ``turns.step_is_open``
        if (
            any(state.shell_supply)
            if t.kind == CHOOSE_SHELLS
            else step_choices(state, state.turn, t)
        ):
            return state
        state = evolve(state, pending=pending[1:])
        pending = state.pending
    if state.era_over and state.era == LAST_ERA and state.phase == TURN:
        return checked_settle(state)[0]  # the end of the game: once, through the checked code
    return state
