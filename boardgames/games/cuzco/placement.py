"""Phase I: where a die may go, and what placing it starts.

A die may join an action space only with fewer pips than every die already there (the victory-point
space takes any die; Viracocha 07 lifts the rule for one die). A double space (3 and 2 players)
is one space: the rule looks at all its dice, and the player picks one of its two actions.
An action that could do nothing at all cannot be chosen (no road the die reaches, no tile at or
below it, no empty mask space, no priest left, no circlet ready): the rulebook says so for the
people tiles and the headdress, and we apply it to every action alike.
"""

from __future__ import annotations

from boardgames.core.rules import Event, Seat, evolve
from boardgames.games.cuzco import roads
from boardgames.games.cuzco.actions import PlaceDie
from boardgames.games.cuzco.events import DiePlaced, PriestPlaced
from boardgames.games.cuzco.gains import Result, score
from boardgames.games.cuzco.layout import (
    EXCHANGE,
    FARM,
    HEADDRESS,
    ROPE,
    STONE,
    STUDY,
    TEMPLE,
    VP,
)
from boardgames.games.cuzco.names import action_name
from boardgames.games.cuzco.state import (
    BLESSING,
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
    with_player,
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


def doable(state: CuzcoState, seat: Seat, action: str, reach: int) -> bool:
    """Could the action do anything with a die of ``reach`` pips?"""
    p = state.players[seat]
    if action in (STONE, ROPE):
        if JUMP in state.effects:
            return True
        return roads.can_move(state.layout, p.chasqui, state.rotation, action, reach)
    if action in (STUDY, FARM):
        return free_spaces(state, p) > 0 and bool(takeable(state, action, reach))
    if action == TEMPLE:
        return p.priests > 0
    if action == HEADDRESS:
        return bool(ready_circlets(state, p, reach))
    return action in (EXCHANGE, VP)


def reach_of(state: CuzcoState, die: int) -> int:
    return 6 if AS_SIX in state.effects else die


def dice_to_place(state: CuzcoState, seat: Seat) -> tuple[int, ...]:
    """The pips of the dice the seat may place (or turn) now: the die a pututu tile turned this
    turn, else each value among its dice."""
    if state.turned:
        return (state.turned,)
    return tuple(sorted(set(state.players[seat].dice)))


def placements(state: CuzcoState, seat: Seat) -> list[PlaceDie]:
    """Every die placement open to the seat now (phase I, its turn, nothing pending)."""
    spaces = state.layout.spaces_for(state.n_players)
    dice = (1,) if state.bonus else dice_to_place(state, seat)
    out: list[PlaceDie] = []
    for die in dice:
        reach = reach_of(state, die)
        for space, here in zip(spaces, state.spaces, strict=True):
            if state.bonus:
                if here or space.any_die:
                    continue  # the extra turn uses an empty space, never the VP space
            elif (
                not space.any_die
                and ANY_DIE not in state.effects
                and any(v <= die for _, v in here)
            ):
                continue  # only a die lower than every die already there
            for action in space.actions:
                if doable(state, seat, action, reach):
                    out.append(PlaceDie(die, space.id, action))
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


def place(state: CuzcoState, seat: Seat, action: PlaceDie) -> Result:
    """Put the die down and start its action."""
    p = state.players[seat]
    where = f"the {action_name(state.layout, action.action)} space"
    events: list[Event] = [
        DiePlaced(seat, action.die, action.space, action.action, state.bonus, where)
    ]
    if not state.bonus:
        i = state.space_index(action.space)
        state = evolve(state, spaces=put(state.spaces, i, (*state.spaces[i], (seat, action.die))))
        p = evolve(p, dice=remove_one(p.dice, action.die))
        state = with_player(state, seat, p)
    state = evolve(state, placed=True, turned=0)
    reach = reach_of(state, 1 if state.bonus else action.die)
    act = action.action
    if act in (STONE, ROPE):
        return _push(state, Task(MOVE, reach=reach, road=act)), events
    if act in (STUDY, FARM):
        return _push(state, Task(TILE, reach=reach, tile=act)), events
    if act == EXCHANGE:
        return _push(state, Task(EXCHANGE_TASK, reach=reach)), events
    if act == HEADDRESS:
        return _push(state, Task(CIRCLET, reach=reach)), events
    if act == TEMPLE:
        state, more = place_priest(state, seat, reach)
        return state, events + more
    state, more = score(state, seat, state.layout.vp_space, VP_SPACE, "the victory point space")
    return state, events + more


def _push(state: CuzcoState, task: Task) -> CuzcoState:
    return evolve(state, pending=(task, *state.pending))


def place_priest(state: CuzcoState, seat: Seat, step: int) -> Result:
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
    state = evolve(state, temple=tuple(steps), players=tuple(players))
    state = _push(state, Task(BLESSING))
    return state, [PriestPlaced(seat, step, tuple(pushed), returned)]
