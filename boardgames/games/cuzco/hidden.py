"""What one seat may see of a Cuzco state.

Hidden from a seat: the other players' god cards (only how many), the order of every face-down
pile (god cards, people tiles, missions; only their sizes show), and the random generator (which
would predict the next roll or shuffle). Everything else lies face up on the table, the pututu
tiles a player holds too (an assumption: see layouts/cuzco.yaml).
"""

from __future__ import annotations

from boardgames.core.rng import Rng
from boardgames.core.rules import Seat, evolve
from boardgames.games.cuzco.state import HIDDEN, HIDDEN_CARD, CuzcoState

HIDDEN_RNG = Rng(0)


def view_of(state: CuzcoState, seat: Seat | None) -> CuzcoState:
    # A hand already hidden (in a view) or empty is kept as it is: a view of a view is cheap.
    players = tuple(
        p
        if s == seat or all(card == HIDDEN_CARD for card in p.hand)
        else evolve(p, hand=(HIDDEN_CARD,) * len(p.hand))
        for s, p in enumerate(state.players)
    )
    # evolve: a view is made for every seat after every action, so it must be cheap.
    return evolve(
        state,
        players=players,
        god_piles=tuple((HIDDEN_CARD,) * len(pile) for pile in state.god_piles),
        study_pile=(HIDDEN,) * len(state.study_pile),
        farm_pile=(HIDDEN,) * len(state.farm_pile),
        mission_pile=(HIDDEN,) * len(state.mission_pile),
        rng=HIDDEN_RNG,
    )
