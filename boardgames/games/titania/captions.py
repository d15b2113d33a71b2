"""The demo's captions for Titania: which rule each move used, and what a move nobody saw
did (see ``core.captions``)."""

from __future__ import annotations

from boardgames.core.captions import Captions

CAPTIONS = Captions(
    rules=(
        ("GameEnded", "The end: point tiles are turned up"),
        ("EraEnded", "The two eras: the last ship of a colour ends the era"),
        ("StoryBuilt", "Building: a story costs its height in shells"),
        ("SeaStarPlaced", "Sea stars: a tower space occupied"),
        ("PointTileTaken", "Point space: a point tile, kept face down"),
        ("FogRevealed", "Fog space: the first ship turns the tile up"),
        ("FogTileRemoved", "Fog space: the second ship takes the tile"),
        (
            "ShipPlaced",
            lambda e: (
                "Fog space: an extra ship, no card needed"
                if not e.card
                else (
                    "Bonus space: every ship gets its gift"
                    if e.space == "bonus"
                    else "Placing a ship: next to a ship of its colour"
                )
            ),
        ),
        ("CardsDiscarded", "Drawing: at most 7 cards in hand"),
        ("ShellsReceived", "Gifts: shells of a colour of choice"),
        ("DeckReshuffled", "Drawing: the discard pile becomes the draw pile"),
        ("action:DrawCards", "Your turn: draw 3 cards"),
        ("CardsCounted", "End of turn: draw 3 minus the cards played"),
        ("EraBegun", "The two eras: era 2 begins"),
        ("action:FinishBuilding", "Building: one story or more"),
        ("action:KeepSeaStars", "Sea stars: kept for a later chance"),
        ("action:EndTurn", "End of turn: draw 3 minus the cards played"),
    ),
    actions={
        "EndTurn": "ends the turn",
        "FinishBuilding": "stops building",
        "KeepSeaStars": "keeps the sea stars for later",
    },
)
