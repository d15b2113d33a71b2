"""The demo's captions for Tiwanaku: which rule each move used, and what a move nobody saw
did (see ``core.captions``)."""

from __future__ import annotations

from boardgames.core.captions import Captions

CAPTIONS = Captions(
    rules=(
        ("GameOver", "The end: the highest score wins"),
        ("CropsOffered", "Offering: different crops handed in for points"),
        (
            "CropDivined",
            lambda e: (
                "Divining: a right crop scores its value"
                if e.right
                else "Divining: a wrong guess loses the real crop's value"
            ),
        ),
        ("TerrainDiscovered", "Discovering: the terrain marker climbs the diversity track"),
        ("PawnEntered", "Moving: a new pawn enters on a starting space"),
        ("PawnMoved", "Moving: a pawn goes on only past crops and its own pawns"),
        (
            "PlayerPassed",
            lambda e: (
                "The end: passing is for good"
                if e.final
                else "Moving: a player who cannot move passes"
            ),
        ),
        ("action:EndTurn", "Your turn: divining can stop at any time"),
    ),
    actions={
        "EndTurn": "ends the turn",
        "Pass": "passes",
    },
)
