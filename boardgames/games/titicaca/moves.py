"""What the player on turn may do at each step, and why a move is refused.

These are the rulebook's conditions for placing a house, joining the new land, joining two other
lands and building a temple, as pure functions of a state. ``legal`` lists the exact actions of a
seat; ``why_not`` gives the sentence a player reads when they try something else.
"""

from __future__ import annotations

from boardgames.core.rules import Action
from boardgames.games.titicaca.actions import (
    Bid,
    BuildTemple,
    EndTurn,
    JoinLands,
    JoinNew,
    PlaceHouse,
)
from boardgames.games.titicaca.board import Cell
from boardgames.games.titicaca.lands import (
    Land,
    adjacent,
    all_lands,
    has_house_of,
    land_of,
    new_land,
    touches_field,
)
from boardgames.games.titicaca.state import (
    BID,
    END,
    JOIN,
    MERGE,
    PLACE,
    TEMPLE,
    Seat,
    TiticacaState,
)
from boardgames.games.titicaca.supply import can_place


def targets(state: TiticacaState) -> list[Cell]:
    """The free fields a house may go on this round: the current lake's shore, or any free field
    in an extra round."""
    lake = state.lake
    if lake is None:
        return state.free_fields()
    fields, owner = state.board.fields, state.owner
    return [fields[i] for i in state.board.index.shore.get(lake, ()) if owner[i] is None]


def join_options(state: TiticacaState) -> list[Cell]:
    """Lands the new one-field land may join: next to it and without its land type."""
    field = state.new_field
    if field is None:
        return []
    new_type = state.board.land_type(field)
    out: set[Cell] = set()
    for n in state.board.field_neighbours[field]:
        land = land_of(state, n)
        if (
            land is not None
            and land.rep != state.land_rep(field)
            and new_type not in land.land_types
        ):
            out.add(land.rep)
    return sorted(out)


def merge_options(state: TiticacaState, seat: Seat) -> list[tuple[Cell, Cell]]:
    """Pairs of other lands the player may join (see the rulebook's three conditions)."""
    if state.new_field is None:
        return []
    lands = all_lands(state)
    new = new_land(state)
    pairs: set[tuple[Cell, Cell]] = set()
    board = state.board
    for f, rep in zip(board.fields, state.land, strict=True):
        if rep is None or rep == new.rep:
            continue
        for n in board.field_neighbours[f]:
            other = state.land_rep(n)
            if other is not None and other != rep and other != new.rep:
                pairs.add((min(rep, other), max(rep, other)))
    return sorted(p for p in pairs if _may_merge(state, seat, new, lands[p[0]], lands[p[1]]))


def _may_merge(state: TiticacaState, seat: Seat, new: Land, a: Land, b: Land) -> bool:
    return (
        (has_house_of(state, a, seat) or has_house_of(state, b, seat))
        and (adjacent(state, new, a) or adjacent(state, new, b))
        and bool(a.land_types - b.land_types)
        and bool(b.land_types - a.land_types)
    )


def temple_options(state: TiticacaState, seat: Seat) -> list[tuple[Cell, int]]:
    """(field, value) pairs: an own field without a temple in the new field's land or a land
    adjacent to it, with a temple value still in the supply."""
    values = sorted(set(state.temple_supply[seat]))
    if state.new_field is None or not values:
        return []
    lands = all_lands(state)
    new = new_land(state)
    allowed = [new] + [land for land in lands.values() if adjacent(state, new, land)]
    built = {t.field for t in state.temples}
    fields = sorted(
        f for land in allowed for f in land.fields if state.owner_of(f) == seat and f not in built
    )
    return [(f, v) for f in fields for v in values]


def legal(state: TiticacaState, seat: Seat) -> list[Action]:
    """Every action ``seat`` may take now (assumes ``seat`` is to act)."""
    phase = state.phase
    if phase == BID:
        return [Bid(v) for v in range(state.weapons[seat] + 1)]
    if phase == PLACE:
        return [PlaceHouse(f) for f in targets(state) if can_place(state, seat, f)]
    out: list[Action] = []
    if phase == JOIN:
        out += [JoinNew(rep) for rep in join_options(state)]
    if phase in (JOIN, MERGE):
        out += [JoinLands(a, b) for a, b in merge_options(state, seat)]
    if phase in (JOIN, MERGE, TEMPLE):
        out += [BuildTemple(f, v) for f, v in temple_options(state, seat)]
    if phase in (JOIN, MERGE, TEMPLE, END):
        out.append(EndTurn())
    return out


def why_not(state: TiticacaState, seat: Seat, action: Action) -> str | None:
    """None if the action is legal; else a sentence saying why not."""
    if action in legal(state, seat):
        return None
    phase = state.phase
    if phase == BID:
        if isinstance(action, Bid):
            if action.value < 0:
                return "A bid cannot be negative."
            return f"You have weapons worth only {state.weapons[seat]}."
        return "Everyone first chooses weapons in secret."
    if isinstance(action, Bid):
        return "The bids for this round are in."
    if phase == PLACE:
        return _why_not_place(state, seat, action)
    if isinstance(action, PlaceHouse):
        return "You have already placed your house this turn."
    if isinstance(action, JoinNew):
        return _why_not_join(state, action)
    if isinstance(action, JoinLands):
        return _why_not_merge(state, phase)
    if isinstance(action, BuildTemple):
        return _why_not_temple(state, seat, action)
    return "That move is not allowed now."


def _why_not_place(state: TiticacaState, seat: Seat, action: Action) -> str:
    if not isinstance(action, PlaceHouse):
        return "First place a house."
    field = action.field
    if not state.board.is_field(field):
        return "Houses go on land fields."
    if state.owner_of(field) is not None:
        return "That field is taken."
    if field not in targets(state):
        return f"This round the house goes next to lake {state.lake}."
    return "You have no house left to place there."


def _why_not_join(state: TiticacaState, action: JoinNew) -> str:
    if state.phase != JOIN:
        return "Joining the new land comes first; that step is over."
    land = land_of(state, action.land)
    if land is None:
        return "Choose a land next to the new field."
    if state.new_field is not None and not touches_field(state, land, state.new_field):
        return "That land has no field next to the new field."
    if state.new_field is not None and state.board.land_type(state.new_field) in land.land_types:
        return "That land already has this land type."
    return "That land cannot be joined with the new land."


def _why_not_merge(state: TiticacaState, phase: str) -> str:
    if phase not in (JOIN, MERGE):
        return "Joining two lands comes before the temple; that step is over."
    return (
        "Those lands cannot be joined: they must share a border stick, one must hold your house, "
        "one must be adjacent to your new field's land, and each needs a land type the other lacks."
    )


def _why_not_temple(state: TiticacaState, seat: Seat, action: BuildTemple) -> str:
    if state.phase == END:
        return "You have already built a temple this turn."
    if action.value not in state.temple_supply[seat]:
        return "You have no such temple left."
    if not state.board.is_field(action.field) or state.owner_of(action.field) != seat:
        return "A temple goes on one of your own fields."
    if state.temple_at(action.field) is not None:
        return "That field already has a temple."
    return "A temple goes in your new field's land or a land adjacent to it."
