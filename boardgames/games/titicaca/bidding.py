"""The turn order of a round from the secret weapon bids and the arrow token.

Higher bids go first; a bid of at least 1 is needed to take a turn at all. Among equal bids the
arrow token's holder is strongest and the others follow clockwise from them, so the player to the
holder's right is weakest. Seats are numbered clockwise around the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.games.titicaca.state import Seat


def turn_order(bids: Sequence[int], arrow: Seat) -> tuple[Seat, ...]:
    """Seats that bid at least 1, strongest first."""
    n = len(bids)
    bidders = [s for s in range(n) if bids[s] >= 1]
    return tuple(sorted(bidders, key=lambda s: (-bids[s], (s - arrow) % n)))
