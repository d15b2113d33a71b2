"""The demo's captions for Cuzco: which rule each move used, and what a move nobody saw
did (see ``core.captions``)."""

from __future__ import annotations

from boardgames.core.captions import Captions
from boardgames.games.cuzco.help import ACTION_NAMES

CAPTIONS = Captions(
    rules=(
        ("MissionCompleted", "Missions of the Sapa Inca"),
        ("MissionReturned", "Missions of the Sapa Inca"),
        ("MissionTaken", "Missions of the Sapa Inca"),
        ("CardPlayed", "God cards: an offering or an Inti medal a card"),
        ("GoodBought", "Phase III: the market"),
        ("AbilityUsed", "Phase II: studies and farming"),
        ("CircletActivated", "Headdress: a circlet whose two feathers are in place"),
        ("PriestPlaced", "Temple: a priest goes to the die's step"),
        ("BlessingTaken", "Fire blessing: an offering or a god card, and a step or food"),
        ("ChasquiMoved", "Roads: the chasqui runs a road its die reaches"),
        ("TileTaken", "Study and farming: a people tile at or below the die"),
        ("action:Exchange", "Exchange: the die's pips spent"),
        (
            "DiePlaced",
            lambda e: (
                "Phase I: the victory point space takes any die"
                if e.action == "vp"
                else f"Phase I: the {ACTION_NAMES.get(e.action, e.action)} action, a die below those there"
            ),
        ),
        ("DieMoved", "God cards: a placed die moves"),
        ("PututuTaken", "The Pututu module"),
        ("DieTurned", "The Pututu module"),
        ("FeatherGained", "Feathers: placed once, never moved"),
        ("CardTaken", "God cards: a face-up card taken"),
        ("action:Done", "Phase II: each ability once, in either order"),
    ),
    actions={
        "Done": "is done with this step",
    },
)
