"""The Tiwanaku turn machine: which actions are legal in each phase and what they do.

A regular turn: move a pawn (or bring one in). Landing on an unexplored space discovers it;
otherwise the player divines one or more times (a wrong guess ends the turn at once, without
offering). Then the player may make an offering. When the last terrain tile is placed (or every
player in a row had to pass), the closing round starts with the player who ended exploration:
in turn order each player divines once or passes for good until all have passed; then each player
may make a final offering, and the game is over.

Pure functions over ``State``; ``TiwanakuRules`` in ``rules.py`` is a thin shell around them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations

from boardgames.core.rules import Action, Event, IllegalAction, PointsScored, Seat, evolve
from boardgames.games.tiwanaku import reach, scoring
from boardgames.games.tiwanaku.actions import (
    Divine,
    EndDivination,
    EndTurn,
    Enter,
    Move,
    Offer,
    Pass,
)
from boardgames.games.tiwanaku.events import (
    CropDivined,
    CropsOffered,
    CropTaken,
    ExplorationOver,
    GameOver,
    PawnEntered,
    PawnMoved,
    PlayerPassed,
    TerrainDiscovered,
)
from boardgames.games.tiwanaku.land import CROPS, TERRAINS, Cell, crop_name
from boardgames.games.tiwanaku.movement import (
    destinations,
    entry_problem,
    entry_spaces,
    move_problem,
    paths_from,
)
from boardgames.games.tiwanaku.state import (
    DIVINE,
    FINAL_DIVINE,
    FINAL_OFFER,
    MOVE,
    OFFER,
    OVER,
    State,
)

CROP_VALUES: tuple[int, ...] = tuple(range(1, len(CROPS) + 1))


# --- queries -----------------------------------------------------------------------------------
def to_act(state: State) -> tuple[Seat, ...]:
    return () if state.phase == OVER else (state.current,)


def divinable_cells(state: State, seat: Seat) -> list[Cell]:
    """Spaces under ``seat``'s pawns where a divination is possible (terrain, no crop token)."""
    return [c for c in state.players[seat].pawns if state.is_divinable(c)]


def offer_choices(held: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every non-empty set of held tokens, largest first (the usual choice is all of them)."""
    return [combo for size in range(len(held), 0, -1) for combo in combinations(sorted(held), size)]


def legal_actions(state: State, seat: Seat) -> list[Action]:
    if seat not in to_act(state):
        return []
    if state.phase == MOVE:
        return _movement_actions(state, seat) or [Pass()]
    if state.phase in (DIVINE, FINAL_DIVINE):
        actions: list[Action] = [
            Divine(cell, crop) for cell in divinable_cells(state, seat) for crop in CROP_VALUES
        ]
        if state.phase == DIVINE and state.divined > 0:
            actions.append(EndDivination())
        if state.phase == FINAL_DIVINE:
            actions.append(Pass())
        return actions
    if state.phase in (OFFER, FINAL_OFFER):
        held = state.players[seat].held
        return [*(Offer(c) for c in offer_choices(held)), EndTurn()]
    return []


def random_action(state: State, seat: Seat, rng: random.Random) -> Action:
    """One of ``legal_actions(state, seat)`` chosen uniformly, without listing them all."""
    phase = state.phase
    if phase == MOVE:
        moves = reach.moves(state, seat)
        k = rng.randrange(moves.count() or 1)
        if not moves.count():
            return Pass()
        entries = moves.entries.bit_count()
        if k < entries:
            return Enter(reach.nth_cell(moves.grid, moves.entries, k))
        k -= entries
        for pawn, ends in moves.ends:
            n = ends.bit_count()
            if k < n:
                return Move(pawn, reach.nth_cell(moves.grid, ends, k))
            k -= n
        raise AssertionError("a move index beyond the moves counted")
    if phase in (DIVINE, FINAL_DIVINE):
        cells = divinable_cells(state, seat)
        extra = 1 if phase == FINAL_DIVINE or state.divined > 0 else 0
        k = rng.randrange(len(cells) * len(CROP_VALUES) + extra)
        if k == len(cells) * len(CROP_VALUES):
            return Pass() if phase == FINAL_DIVINE else EndDivination()
        return Divine(cells[k // len(CROP_VALUES)], CROP_VALUES[k % len(CROP_VALUES)])
    if phase in (OFFER, FINAL_OFFER):
        held = sorted(state.players[seat].held)
        k = rng.randrange(1 << len(held))  # 0: no offering; else the set of held tokens k names
        if not k:
            return EndTurn()
        return Offer(tuple(c for i, c in enumerate(held) if k >> i & 1))
    raise IllegalAction("The game is over.")


def _movement_actions(state: State, seat: Seat) -> list[Action]:
    actions: list[Action] = [Enter(cell) for cell in entry_spaces(state, seat)]
    for pawn in state.players[seat].pawns:
        actions.extend(Move(pawn, end) for end in destinations(state, seat, pawn))
    return actions


def action_problem(state: State, seat: Seat, action: Action) -> str | None:
    """Why ``action`` is not allowed for ``seat`` now (a sentence a player can read), or None."""
    if state.phase == OVER:
        return "The game is over."
    if seat != state.current:
        return "It is not this player's turn."
    if not _well_formed(action):
        return "That action is garbled."
    phase = state.phase
    if isinstance(action, Move | Enter):
        if phase != MOVE:
            return "Pawns move only at the start of a turn."
        if isinstance(action, Move):
            return move_problem(state, seat, action.pawn, action.to)
        return entry_problem(state, seat, action.to)
    if isinstance(action, Divine):
        if phase not in (DIVINE, FINAL_DIVINE):
            return "Divination comes after a move that discovers nothing."
        if action.crop not in CROP_VALUES:
            return "Guess one of the five crops."
        if action.cell not in divinable_cells(state, seat):
            return "Divine only on a terrain space without a crop, under one of the player's pawns."
        return None
    if isinstance(action, EndDivination):
        if phase != DIVINE:
            return "There is no divination to stop."
        if state.divined == 0:
            return "After a move onto terrain, at least one divination is required."
        return None
    if isinstance(action, Offer | EndTurn):
        if phase not in (OFFER, FINAL_OFFER):
            return "Offerings come at the end of a turn."
        if isinstance(action, Offer):
            return _offer_problem(state, seat, action.crops)
        return None
    if isinstance(action, Pass):
        if phase == FINAL_DIVINE:
            return None
        if phase == MOVE and not _movement_actions(state, seat):
            return None
        return "Passing is allowed only when no move is possible, or in the closing round."
    return "That is not a Tiwanaku action."


def _is_cell(value: object) -> bool:
    return (
        isinstance(value, tuple)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )


def _well_formed(action: Action) -> bool:
    """Field types as the codec may hand them over from an edited save file."""
    if isinstance(action, Move):
        return _is_cell(action.pawn) and _is_cell(action.to)
    if isinstance(action, Enter):
        return _is_cell(action.to)
    if isinstance(action, Divine):
        return _is_cell(action.cell) and isinstance(action.crop, int)
    if isinstance(action, Offer):
        return isinstance(action.crops, tuple) and all(isinstance(c, int) for c in action.crops)
    return True


def _offer_problem(state: State, seat: Seat, crops: tuple[int, ...]) -> str | None:
    if not crops:
        return "Offer at least one crop token, or end the turn."
    if tuple(sorted(set(crops))) != crops:
        return "An offering is a set of different crops, listed once each in value order."
    if any(c not in state.players[seat].held for c in crops):
        return "Offer only crop tokens the player holds."
    return None


# --- transitions -------------------------------------------------------------------------------
# Every transition takes the list the events go to, or None on the fast path (``apply_unchecked``),
# which builds no events at all.
Events = list[Event] | None


def apply(state: State, seat: Seat, action: Action) -> tuple[State, list[Event]]:
    problem = action_problem(state, seat, action)
    if problem is not None:
        raise IllegalAction(problem)
    events: list[Event] = []
    return _perform(state, seat, action, events), events


def apply_unchecked(state: State, seat: Seat, action: Action) -> State:
    """``apply`` for search: trusts that ``action`` is legal and builds no events."""
    return _perform(state, seat, action, None)


def _perform(state: State, seat: Seat, action: Action, events: Events) -> State:
    if isinstance(action, Move):
        return _move(state, seat, action, events)
    if isinstance(action, Enter):
        return _enter(state, seat, action.to, events)
    if isinstance(action, Divine):
        return _divine(state, seat, action.cell, action.crop, events)
    if isinstance(action, EndDivination):
        return _to_offering(state, events)
    if isinstance(action, Offer):
        return _offer(state, seat, action.crops, events)
    if isinstance(action, EndTurn):
        return _after_offering(state, seat, events)
    if isinstance(action, Pass):
        return _pass(state, seat, events)
    return state


def opening(state: State) -> tuple[State, list[Event]]:
    """Settle a freshly set-up state: a map with nothing left to discover goes to the end."""
    events: list[Event] = []
    if not state.unexplored():
        state = replace(state, closer=state.current)
        events.append(ExplorationOver(state.current))
        state = _start_closing(state, events)
    return state, events


def _all_explored(state: State) -> bool:
    return len(state.explored) == state.board.rows * state.board.cols


def _move(state: State, seat: Seat, action: Move, events: Events) -> State:
    player = state.players[seat]
    pawns = tuple(sorted([c for c in player.pawns if c != action.pawn] + [action.to]))
    if events is not None:
        # The path is only for the animation: found before the pawn leaves.
        events.append(PawnMoved(seat, paths_from(state, seat, action.pawn)[action.to]))
    state = state.with_player(seat, evolve(player, pawns=pawns))
    return _arrive(state, seat, action.to, events)


def _enter(state: State, seat: Seat, to: Cell, events: Events) -> State:
    player = state.players[seat]
    pawns = tuple(sorted([*player.pawns, to]))
    state = state.with_player(seat, evolve(player, pawns=pawns, supply=player.supply - 1))
    if events is not None:
        events.append(PawnEntered(seat, to))
    return _arrive(state, seat, to, events)


def _arrive(state: State, seat: Seat, cell: Cell, events: Events) -> State:
    if cell in state.explored:
        return evolve(state, passes=0, phase=DIVINE, divined=0)
    state = _discover(evolve(state, passes=0), seat, cell, events)
    return _to_offering(state, events)


def _discover(state: State, seat: Seat, cell: Cell, events: Events) -> State:
    terrain = state.land.terrain_at(cell)
    index = TERRAINS.index(terrain)
    player = state.players[seat]
    points, tracks = scoring.discover(player.tracks, index, state.board.track_height)
    player = evolve(
        player, tracks=tracks, points=scoring.add_points(player.points, scoring.DISCOVERY, points)
    )
    state = state.with_player(seat, player)
    state = evolve(state, explored=state.explored | {cell})
    if events is not None:
        events.append(TerrainDiscovered(seat, cell, terrain, tracks[index]))
        events.append(PointsScored(seat, points, scoring.DISCOVERY, f"discovering {terrain}", cell))
    if _all_explored(state):
        state = evolve(state, closer=seat)
        if events is not None:
            events.append(ExplorationOver(seat))
    return state


def _divine(state: State, seat: Seat, cell: Cell, guess: int, events: Events) -> State:
    crop = state.land.crop_at(cell)
    points = scoring.divination_points(guess, crop)
    right = guess == crop
    category = scoring.DIVINATION_GAINS if right else scoring.DIVINATION_LOSSES
    player = state.players[seat]
    held = player.held
    if events is not None:
        events.append(CropDivined(seat, cell, guess, crop))
        reason = f"divining {crop_name(crop)}" if right else f"{crop_name(crop)} was not foreseen"
        events.append(PointsScored(seat, points, category, reason, cell))
    if right and crop not in held:
        held = tuple(sorted([*held, crop]))
        if events is not None:
            events.append(CropTaken(seat, crop))
    player = evolve(player, held=held, points=scoring.add_points(player.points, category, points))
    state = state.with_player(seat, player)
    state = evolve(state, tokens=state.tokens | {cell})
    if state.phase == FINAL_DIVINE:
        if not right:
            state = evolve(state, finished=state.finished | {seat})
            if events is not None:
                events.append(PlayerPassed(seat, final=True))
        return _next_diviner(state, state.next_seat(seat), events)
    if not right:
        return _end_turn(state, events)  # a wrong guess forfeits the offering
    state = evolve(state, divined=state.divined + 1)
    if not divinable_cells(state, seat):
        return _to_offering(state, events)
    return state


def _offer(state: State, seat: Seat, crops: tuple[int, ...], events: Events) -> State:
    player = state.players[seat]
    points = scoring.offering_points(len(crops), state.offering)
    held = tuple(c for c in player.held if c not in crops)
    player = evolve(
        player, held=held, points=scoring.add_points(player.points, scoring.OFFERINGS, points)
    )
    state = state.with_player(seat, player)
    if events is not None:
        events.append(CropsOffered(seat, crops))
        if points:
            events.append(
                PointsScored(seat, points, scoring.OFFERINGS, f"offering {len(crops)} crops")
            )
    return _after_offering(state, seat, events)


def _pass(state: State, seat: Seat, events: Events) -> State:
    if state.phase == FINAL_DIVINE:
        state = evolve(state, finished=state.finished | {seat})
        if events is not None:
            events.append(PlayerPassed(seat, final=True))
        return _next_diviner(state, state.next_seat(seat), events)
    if events is not None:
        events.append(PlayerPassed(seat))
    state = evolve(state, passes=state.passes + 1)
    if state.passes >= state.player_count and state.closer is None:
        # Everyone passed in a row and passing changes nothing, so nobody will ever move again.
        closer = state.next_seat(seat)
        state = evolve(state, closer=closer)
        if events is not None:
            events.append(ExplorationOver(closer, stalled=True))
    return _to_offering(state, events)


def _to_offering(state: State, events: Events) -> State:
    if state.players[state.current].held:
        return evolve(state, phase=OFFER)
    return _end_turn(state, events)


def _after_offering(state: State, seat: Seat, events: Events) -> State:
    if state.phase == FINAL_OFFER:
        return _next_offerer(state, state.next_seat(seat), events)
    return _end_turn(state, events)


def _end_turn(state: State, events: Events) -> State:
    if state.closer is not None:
        return _start_closing(state, events)
    return evolve(state, current=state.next_seat(state.current), phase=MOVE, divined=0)


def _start_closing(state: State, events: Events) -> State:
    closer = state.closer
    assert closer is not None
    state = evolve(state, phase=FINAL_DIVINE, divined=0, finished=frozenset())
    return _next_diviner(state, closer, events)


def _next_diviner(state: State, start: Seat, events: Events) -> State:
    """The next player from ``start`` still divining; one with nothing left to divine passes."""
    finished = set(state.finished)
    for k in range(state.player_count):
        seat = (start + k) % state.player_count
        if seat in finished:
            continue
        if divinable_cells(state, seat):
            return evolve(state, current=seat, finished=frozenset(finished))
        finished.add(seat)
        if events is not None:
            events.append(PlayerPassed(seat, final=True))
    state = evolve(state, finished=frozenset(finished))
    return _next_offerer(state, _closer(state), events, first=True)


def _next_offerer(state: State, start: Seat, events: Events, first: bool = False) -> State:
    """The next player, in turn order from the closer, who holds a token to offer."""
    closer = _closer(state)
    n = state.player_count
    offset = (start - closer) % n
    if not first and offset == 0:
        offset = n  # wrapped round to the closer: everyone has had a final offering
    for k in range(offset, n):
        seat = (closer + k) % n
        if state.players[seat].held:
            return evolve(state, phase=FINAL_OFFER, current=seat)
    if events is not None:
        events.append(GameOver())
    return evolve(state, phase=OVER)


def _closer(state: State) -> Seat:
    return state.closer if state.closer is not None else 0
