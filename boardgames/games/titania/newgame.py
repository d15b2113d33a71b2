"""Setting up a game: shuffle and deal, lay the fog tiles face down, put six ships on the castle."""

from __future__ import annotations

from typing import Any

from boardgames.core.rng import Rng
from boardgames.games.titania.components import SHELL_COLOURS, SHIP_COLOURS, sorted_hand
from boardgames.games.titania.eras import castle_ships
from boardgames.games.titania.layout import FOG, TOWER_SPACE, TitaniaLayout
from boardgames.games.titania.state import Player, TitaniaState

START_PLAYER = 0  # the rulebook asks who was last on a ship; we let the first seat start


def new_game(layout: TitaniaLayout, players: int, seed: int) -> TitaniaState:
    rng = Rng.from_seed(seed)
    deck, rng = rng.shuffled(layout.deck())
    hands = []
    for seat in range(players):
        start = seat * layout.hand_size
        hands.append(sorted_hand(deck[start : start + layout.hand_size]))
    pile = deck[players * layout.hand_size :]

    tiles, rng = rng.shuffled(layout.fog_tiles)
    fog_spaces = layout.indices_of(FOG)
    fog: list[Any] = [None] * len(layout.spaces)
    for i, tile in zip(fog_spaces, tiles, strict=True):
        fog[i] = tile
    point_tiles, rng = rng.shuffled(layout.point_tiles)

    n = len(layout.spaces)
    return TitaniaState(
        layout=layout,
        players=tuple(Player(hand=h) for h in hands),
        rng=rng,
        turn=START_PLAYER,
        ships=castle_ships(layout),
        supply=(layout.ships_per_era(1),) * len(SHIP_COLOURS),
        fog=tuple(fog),
        fog_up=(False,) * n,
        stories=tuple((0,) * len(s.towers) if s.kind == TOWER_SPACE else () for s in layout.spaces),
        starred=(False,) * n,
        draw_pile=pile,
        point_supply=point_tiles,
        shell_supply=(layout.shells_per_colour,) * len(SHELL_COLOURS),
        story_supply=(layout.stories_per_colour,) * len(SHELL_COLOURS),
        sea_star_supply=layout.sea_stars,
    )
