"""Phase I: where a die may go, and what placing it starts.

A die may join an action space only with fewer pips than every die already there (the victory-point
space takes any die; Viracocha 07 lifts the rule for one die). A double space (3 and 2 players)
is one space: the rule looks at all its dice, and the player picks one of its two actions.
An action that could do nothing at all cannot be chosen (no road the die reaches, no tile at or
below it, no empty mask space, no priest left, no circlet ready): the rulebook says so for the
people tiles and the headdress, and we apply it to every action alike.
"""

from __future__ import annotations

from functools import cache

from boardgames.core.rules import Seat, evolve
from boardgames.games.cuzco import roads
from boardgames.games.cuzco.actions import PlaceDie
from boardgames.games.cuzco.events import DiePlaced, PriestPlaced
from boardgames.games.cuzco.gains import Events, scored
from boardgames.games.cuzco.layout import (
    EXCHANGE,
    FARM,
    HEADDRESS,
    ROPE,
    STONE,
    STUDY,
    TEMPLE,
    VP,
    CuzcoLayout,
)
from boardgames.games.cuzco.names import action_name
from boardgames.games.cuzco.roads import NEVER
from boardgames.games.cuzco.state import (
    BLESSING_TASK,
    CIRCLET,
    MOVE,
    TILE,
    VP_SPACE,
    CuzcoState,
    Player,
    Task,
    free_spaces,
    put,
    remove_one,
)
from boardgames.games.cuzco.state import EXCHANGE as EXCHANGE_TASK

AS_SIX = 13  # Mama Sara 13: the die works as a 6
ANY_DIE = 7  # Viracocha 07: ignore the lower-die rule
JUMP = 14  # Mama Sara 14: the chasqui may jump to any village
PRIEST_HOME = 12  # Pacha Mama 12: the priest on the step goes home instead of down


def ready_circlets(state: CuzcoState, player: Player, reach: int) -> list[int]:
    """Circlets (pips) not yet adorned, with both feathers, and no more pips than ``reach``."""
    return [
        c + 1
        for c in range(min(reach, 6))
        if not player.circlets[c] and player.feathers[2 * c] and player.feathers[2 * c + 1]
    ]


def row(state: CuzcoState, kind: str) -> tuple[str | None, ...]:
    return state.study_row if kind == STUDY else state.farm_row


def takeable(state: CuzcoState, kind: str, reach: int) -> list[int]:
    """Columns (0-based) of the people row of ``kind`` holding a tile at or below ``reach``."""
    return [c for c, t in enumerate(row(state, kind)) if t is not None and c + 1 <= reach]


def _first_tile(tiles: tuple[str | None, ...]) -> int:
    """The column (1-6) of the first tile in a people row (``NEVER``: none)."""
    for c, t in enumerate(tiles):
        if t is not None:
            return c + 1
    return NEVER


def least_dice(state: CuzcoState, seat: Seat) -> dict[str, int]:
    """Per action of the action board, the smallest die with which it could do anything for
    the seat (``NEVER``: none): a larger die reaches whatever a smaller one does, so one number
    per action answers for every die."""
    p = state.players[seat]
    layout = state.layout
    if JUMP in state.effects:
        stone = rope = 1
    else:
        stone = roads.least_pips(layout, p.chasqui, state.rotation, STONE)
        rope = roads.least_pips(layout, p.chasqui, state.rotation, ROPE)
    room = free_spaces(state, p) > 0
    study = _first_tile(state.study_row) if room else NEVER
    farm = _first_tile(state.farm_row) if room else NEVER
    return {
        STONE: stone,
        ROPE: rope,
        STUDY: study,
        FARM: farm,
        TEMPLE: 1 if p.priests > 0 else NEVER,
        HEADDRESS: min(ready_circlets(state, p, 6), default=NEVER),
        EXCHANGE: 1,
        VP: 1,
    }


def reach_of(state: CuzcoState, die: int) -> int:
    return 6 if AS_SIX in state.effects else die


def dice_to_place(state: CuzcoState, seat: Seat) -> tuple[int, ...]:
    """The pips of the dice the seat may place (or turn) now: the die a pututu tile turned this
    turn, else each value among its dice."""
    if state.turned:
        return (state.turned,)
    return tuple(sorted(set(state.players[seat].dice)))


@cache
def _board(
    layout: CuzcoLayout, players: int
) -> tuple[tuple[bool, tuple[tuple[str, tuple[PlaceDie, ...]], ...]], ...]:
    """Per action space: whether it takes any die, and per action its placements of the dice
    1-6 (actions are values: one object each serves every state)."""
    return tuple(
        (
            space.any_die,
            tuple((a, tuple(PlaceDie(d, space.id, a) for d in range(1, 7))) for a in space.actions),
        )
        for space in layout.spaces_for(players)
    )


def placements(state: CuzcoState, seat: Seat) -> list[PlaceDie]:
    """Every die placement open to the seat now (phase I, its turn, nothing pending)."""
    bonus = state.bonus
    lower_rule = ANY_DIE not in state.effects
    # Per action space: the die it needs fewer pips than (7: any die goes), and its actions.
    board: list[tuple[int, tuple[tuple[str, tuple[PlaceDie, ...]], ...]]] = []
    spaces = _board(state.layout, len(state.players))
    for (any_die, actions), here in zip(spaces, state.spaces, strict=True):
        if bonus:
            if not (here or any_die):  # the extra turn uses an empty space, never the VP space
                board.append((7, actions))
        elif here and lower_rule and not any_die:
            board.append((min([v for _, v in here]), actions))  # lower than every die there
        else:
            board.append((7, actions))
    least = least_dice(state, seat)
    as_six = AS_SIX in state.effects
    out: list[PlaceDie] = []
    for die in (1,) if bonus else dice_to_place(state, seat):
        reach = 6 if as_six else die
        for low, actions in board:
            if die < low:
                for action, placed in actions:
                    if least[action] <= reach:
                        out.append(placed[die - 1])
    return out


def why_not_placed(state: CuzcoState, seat: Seat, action: PlaceDie) -> str:
    """A one-line reason a placement is refused."""
    spaces = state.layout.spaces_for(state.n_players)
    known = {s.id: (i, s) for i, s in enumerate(spaces)}
    if action.space not in known:
        return "There is no such action space."
    i, space = known[action.space]
    if action.action not in space.actions:
        return "That action space does not offer this action."
    if state.bonus and action.die != 1:
        return "The extra turn works as a die of 1, whatever dice you hold."
    if not state.bonus and action.die not in state.players[seat].dice:
        return f"You have no die showing {action.die}."
    if not state.bonus and state.turned and action.die != state.turned:
        return f"A pututu tile turned your die to {state.turned}: that die is the one to place now."
    here = state.spaces[i]
    if state.bonus and (here or space.any_die):
        return "The extra turn needs an empty action space other than victory points."
    if not state.bonus and not space.any_die and ANY_DIE not in state.effects:
        low = min((v for _, v in here), default=7)
        if action.die >= low:
            return f"A die here must show fewer pips than the {low} already there."
    return {
        STONE: "Your chasqui has no stone trail that this die reaches.",
        ROPE: "Your chasqui has no rope bridge that this die reaches.",
        STUDY: "No study tile at or below this die, or no empty space on your mask.",
        FARM: "No farm tile at or below this die, or no empty space on your mask.",
        TEMPLE: "All four of your priests are already on the temple steps.",
        HEADDRESS: "No circlet at or below this die has both its feathers.",
    }.get(action.action, "That die cannot go there now.")


@cache
def _task_of(act: str, reach: int) -> Task | None:
    """The task an action of the action board leaves owing (the rest of its work is a choice),
    for a die of ``reach`` pips; None for the temple and the victory points."""
    if act in (STONE, ROPE):
        return Task(MOVE, reach=reach, road=act)
    if act in (STUDY, FARM):
        return Task(TILE, reach=reach, tile=act)
    if act == EXCHANGE:
        return Task(EXCHANGE_TASK, reach=reach)
    if act == HEADDRESS:
        return Task(CIRCLET, reach=reach)
    return None


def place(state: CuzcoState, seat: Seat, action: PlaceDie, events: Events) -> CuzcoState:
    """Put the die down and start its action."""
    act = action.action
    bonus = state.bonus
    if events is not None:
        where = f"the {action_name(state.layout, act)} space"
        events.append(DiePlaced(seat, action.die, action.space, act, bonus, where))
    reach = reach_of(state, 1 if bonus else action.die)
    changes: dict[str, object] = {"placed": True, "turned": 0}
    p = state.players[seat]
    if not bonus:
        i = state.space_index(action.space)
        changes["spaces"] = put(state.spaces, i, (*state.spaces[i], (seat, action.die)))
        p = evolve(p, dice=remove_one(p.dice, action.die))
    task = _task_of(act, reach)
    if task is not None:  # the task goes in with the die, in one copy
        changes["pending"] = (task, *state.pending)
    elif act == VP:
        points = state.layout.vp_space
        p = scored(p, seat, points, VP_SPACE, events, "the victory point space")
    if p is not state.players[seat]:
        changes["players"] = put(state.players, seat, p)
    state = evolve(state, **changes)
    if act == TEMPLE:
        return place_priest(state, seat, reach, events)
    return state


def place_priest(state: CuzcoState, seat: Seat, step: int, events: Events) -> CuzcoState:
    """A priest goes on ``step``; whoever stood there is pushed down (a chain, the lowest one
    leaves the temple) or, with Pacha Mama 12, sent home. Then the fire blessing."""
    steps = list(state.temple)
    target = step - 1
    pushed: list[tuple[Seat, int]] = []
    home: list[Seat] = []
    returned: Seat | None = None
    if PRIEST_HOME in state.effects and steps[target] is not None:
        returned = steps[target]
        assert returned is not None
        home.append(returned)
        steps[target] = seat
    else:
        carry: Seat | None = seat
        j = target
        while j >= 0 and carry is not None:
            carry, steps[j] = steps[j], carry
            if carry is not None:
                pushed.append((carry, j))  # now on step j (0: expelled)
                if j == 0:
                    home.append(carry)
            j -= 1
    players = list(state.players)
    players[seat] = evolve(players[seat], priests=players[seat].priests - 1)
    for owner in home:
        players[owner] = evolve(players[owner], priests=players[owner].priests + 1)
    if events is not None:
        events.append(PriestPlaced(seat, step, tuple(pushed), returned))
    return evolve(
        state,
        temple=tuple(steps),
        players=tuple(players),
        pending=(BLESSING_TASK, *state.pending),
    )
