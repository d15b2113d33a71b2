"""Many random Titicaca games, checking the position stays sound after every action."""

from __future__ import annotations

import random

import pytest

from boardgames.core.geometry import hex_neighbours
from boardgames.core.rules import Params
from boardgames.games.titicaca.lands import all_lands
from boardgames.games.titicaca.rules import TiticacaRules
from boardgames.games.titicaca.state import TiticacaState

RULES = TiticacaRules()


def check_sound(state: TiticacaState, houses: tuple[int, ...]) -> None:
    for seat in range(state.players):
        on_board = sum(1 for s in state.owner if s == seat)
        shared = sum(1 for e in state.shared_houses if state.owner_of(e[0]) == seat)
        assert state.houses_left[seat] + on_board - shared == houses[seat]
        assert state.weapons[seat] >= 0
    assert all((o is None) == (r is None) for o, r in zip(state.owner, state.land, strict=True))
    for land in all_lands(state).values():
        cells = set(land.fields)
        seen = {land.rep}
        todo = [land.rep]
        while todo:
            for n in hex_neighbours(todo.pop()):
                if n in cells and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == cells
    for temple in state.temples:
        assert state.owner_of(temple.field) == temple.seat
    for seat in range(state.players):
        assert len(state.temple_supply[seat]) + sum(1 for t in state.temples if t.seat == seat) == 2


@pytest.mark.soak
@pytest.mark.parametrize("edition", ["12 tiles", "15 tiles"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_stay_sound(players: int, edition: str) -> None:
    params = Params(players, options={"edition": edition})
    layout = RULES.load_layout(params)
    for seed in range(25):
        rnd = random.Random(seed)
        state = RULES.setup(params, layout, seed)
        houses = state.houses_left
        while RULES.outcome(state) is None:
            seat = rnd.choice(RULES.to_act(state))
            state, _ = RULES.apply(state, seat, rnd.choice(RULES.legal_actions(state, seat)))
            check_sound(state, houses)
