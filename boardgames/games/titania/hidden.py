"""What one seat may see of a Titania state.

Hidden from a seat: the other hands (only their size shows), the order of the draw pile, the
face-down fog tiles, the other players' point tiles (only how many; all are shown once the game is
over), the point tile supply, and the random generator (which would predict the next shuffle).
"""

from __future__ import annotations

from boardgames.core.rng import Rng
from boardgames.core.rules import Seat, evolve
from boardgames.games.titania.components import HIDDEN_CARD, HIDDEN_TILE
from boardgames.games.titania.state import OVER, Player, TitaniaState

HIDDEN_RNG = Rng(0)


def _masked(player: Player, show_tiles: bool) -> Player:
    return evolve(
        player,
        hand=(HIDDEN_CARD,) * len(player.hand),
        point_tiles=player.point_tiles if show_tiles else (0,) * len(player.point_tiles),
    )


def view_of(state: TitaniaState, seat: Seat | None) -> TitaniaState:
    over = state.phase == OVER
    players = tuple(p if s == seat else _masked(p, over) for s, p in enumerate(state.players))
    fog = tuple(
        tile if tile is None or up else HIDDEN_TILE
        for tile, up in zip(state.fog, state.fog_up, strict=True)
    )
    # evolve: a view is made for every seat after every action, so it must be cheap.
    return evolve(
        state,
        players=players,
        fog=fog,
        draw_pile=(HIDDEN_CARD,) * len(state.draw_pile),
        point_supply=(0,) * len(state.point_supply),
        rng=HIDDEN_RNG,
    )
