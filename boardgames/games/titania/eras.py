"""The two eras: rebuilding the board between them, and the end of the game after the second.

Between the eras every ship but the castle's six goes back to the supply, which is topped up with
the ships set aside (18 of each colour for era 2); sea stars on tower spaces return to the supply;
every fog tile that was revealed (still on the board or taken off it) is shuffled face down onto
the fog spaces left without a tile. Hands, shells, sea stars, point tiles and towers stay.
"""

from __future__ import annotations

from boardgames.core.rules import PointsScored, evolve
from boardgames.games.titania.components import POINT_TILES, SHIP_COLOURS, Gift
from boardgames.games.titania.events import EraBegun, Events, GameEnded, PointTilesRevealed
from boardgames.games.titania.layout import CASTLE, FOG, TitaniaLayout
from boardgames.games.titania.state import OVER, TitaniaState


def castle_ships(layout: TitaniaLayout) -> tuple[tuple[str, ...], ...]:
    """Ships on each space at the start of an era: only the castle's."""
    ships: list[tuple[str, ...]] = [()] * len(layout.spaces)
    for i in layout.indices_of(CASTLE):
        ships[i] = layout.spaces[i].start_ships
    return tuple(ships)


def begin_second_era(state: TitaniaState, first: int, events: Events) -> TitaniaState:
    """Rebuild the board for era 2; ``first`` is the seat that starts it."""
    layout = state.layout
    revealed: list[Gift] = list(state.fog_aside)
    fog = list(state.fog)
    for i in layout.indices_of(FOG):
        tile = fog[i]
        if tile is not None and state.fog_up[i]:
            revealed.append(tile)
            fog[i] = None
    shuffled, rng = state.rng.shuffled(revealed)
    empty = [i for i in layout.indices_of(FOG) if fog[i] is None]
    for i, tile in zip(empty, shuffled, strict=True):
        fog[i] = tile
    returned = sum(state.starred)
    era = state.era + 1
    state = evolve(
        state,
        era=era,
        era_over=False,
        ships=castle_ships(layout),
        supply=(layout.ships_per_era(era),) * len(SHIP_COLOURS),
        fog=tuple(fog),
        fog_up=(False,) * len(fog),
        fog_aside=(),
        starred=(False,) * len(state.starred),
        sea_star_supply=state.sea_star_supply + returned,
        rng=rng,
    )
    if events is not None:
        events.append(EraBegun(era, first))
    return state


def end_game(state: TitaniaState, events: Events) -> TitaniaState:
    """The game is over: point tiles are turned up (the outcome adds them)."""
    state = evolve(state, phase=OVER, pending=())
    if events is not None:
        for seat, p in enumerate(state.players):
            events.append(PointTilesRevealed(seat, p.point_tiles))
            if p.point_tiles:
                # The track moves now; the state keeps tiles apart so the breakdown can show them.
                events.append(PointsScored(seat, sum(p.point_tiles), POINT_TILES, "point tiles"))
        events.append(GameEnded())
    return state
