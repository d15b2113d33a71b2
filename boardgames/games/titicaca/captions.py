"""The demo's captions for Titicaca: which rule each move used, and what a move nobody saw
did (see ``core.captions``)."""

from __future__ import annotations

from boardgames.core.captions import Captions

CAPTIONS = Captions(
    rules=(
        ("GameEnded", "The end: final scoring"),
        ("ScoringStarted", "Scoring after lake 5 and lake 10"),
        ("HousePlaced", "Turn step 1: a house by this round's lake"),
        (
            "LandsJoined",
            lambda e: (
                "Turn step 2: the new land joins a neighbour"
                if e.new_land
                else "Turn step 3: two lands join"
            ),
        ),
        ("TempleBuilt", "Turn step 4: a temple, built face down"),
        ("BidsRevealed", "Bidding: the highest bid plays first"),
        ("BidMade", "Bidding: weapons chosen in secret"),
        ("BidReturned", "Bidding: no free field left, the weapons come back"),
        ("RoundSkipped", "A round: a lake with no free field is skipped"),
        ("TurnStarted", "End of turn: the next bid plays"),
        ("ArrowPassed", "A round: the arrow token goes to the last player"),
        ("RoundStarted", "A round: the next lake"),
    ),
    actions={
        "EndTurn": "ends the turn",
    },
)
