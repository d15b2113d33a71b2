"""What happens in a game of Cuzco, for the log and the animations.

Every line is in plain words: an event that names a tile, a village, an action space, an ability or
a mission carries that thing's words (``names``, filled in by the rules from the layout) next to its
id, which the animations use. Points use the shared ``PointsScored``. A card or tile turned face up
(``CardRevealed``, ``TilesRevealed``, ``DiceRolled``) reveals something new, so the action that
caused it is an undo barrier: nobody can take a move back to see a different card or roll.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.rules import Event, Seat
from boardgames.games.cuzco.names import article, counted


@dataclass(frozen=True)
class DiceRolled(Event):
    sound: ClassVar[str | None] = "roll"

    reveals = True
    round: int
    dice: tuple[tuple[int, ...], ...]  # per seat

    def describe(self, names: Sequence[str]) -> str:
        rolls = ", ".join(
            f"{names[s]} {'-'.join(str(d) for d in dice)}" for s, dice in enumerate(self.dice)
        )
        return f"Round {self.round}: dice rolled ({rolls})"


@dataclass(frozen=True)
class PututuTaken(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    value: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes a pututu tile +{self.value}/-{self.value}"


@dataclass(frozen=True)
class DieTurned(Event):
    sound: ClassVar[str | None] = "flip"

    seat: Seat
    before: int
    after: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} blows a pututu: a {self.before} becomes a {self.after}"


@dataclass(frozen=True)
class DiePlaced(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    die: int
    space: str
    action: str
    bonus: bool = False  # Mama Quilia 05's virtual die
    action_words: str = "an action space"  # "the 2 VP space", "the stone trail space"

    def describe(self, names: Sequence[str]) -> str:
        if self.bonus:
            return f"{names[self.seat]} takes an extra turn, as if with a 1, on {self.action_words}"
        return f"{names[self.seat]} places {article(str(self.die))} on {self.action_words}"


@dataclass(frozen=True)
class DieMoved(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    owner: Seat
    die: int
    source: str
    to: str
    source_words: str = "one action space"  # "the study and farming space"
    to_words: str = "another"

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{names[self.seat]} moves {names[self.owner]}'s {self.die} from "
            f"{self.source_words} to {self.to_words}"
        )


@dataclass(frozen=True)
class OverlayTurned(Event):
    sound: ClassVar[str | None] = "flip"

    seat: Seat
    rotation: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} turns the Cuzco overlay"


@dataclass(frozen=True)
class ChasquiMoved(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    source: str
    to: str
    road: str  # "stone", "rope" or "jump"
    to_words: str = "a village"  # "the inner orange village (2 VP)", "Cuzco"

    def describe(self, names: Sequence[str]) -> str:
        where = self.to_words
        how = {"stone": "along a stone trail", "rope": "over a rope bridge"}.get(
            self.road, "in one jump"
        )
        return f"{names[self.seat]}'s chasqui runs {how} to {where}"


@dataclass(frozen=True)
class QuipuDelivered(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    village: str
    from_reserve: bool = False
    village_words: str = "a village"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} delivers a quipu to {self.village_words}"


@dataclass(frozen=True)
class QuipusToReserve(Event):
    seat: Seat
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} moves {counted(self.count, 'quipu')} to the reserve space"


@dataclass(frozen=True)
class FeatherGained(Event):
    seat: Seat
    colour: str
    slot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} gains {article(self.colour)} feather"


@dataclass(frozen=True)
class TileTaken(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    tile: str
    column: int  # 1..6, or 0 from a discard pile
    tile_words: str = "a people tile"  # "the Feather study tile (status 3)"

    def describe(self, names: Sequence[str]) -> str:
        source = " from the discard piles" if self.column == 0 else ""
        return f"{names[self.seat]} takes {self.tile_words}{source}"


@dataclass(frozen=True)
class TileSlid(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    tile: str
    down: bool
    tile_words: str = "a people tile"

    def describe(self, names: Sequence[str]) -> str:
        way = "down" if self.down else "back up"
        return f"{names[self.seat]} slides {self.tile_words} {way}"


@dataclass(frozen=True)
class Gained(Event):
    """Offerings, food, status steps or god cards taken (or given back, when negative)."""

    seat: Seat
    what: str  # "offering", "food", "status", "medal"
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        who = names[self.seat]
        if self.what == "status":
            steps = counted(abs(self.amount), "step")
            way = "up" if self.amount >= 0 else "down"
            return f"{who} moves {steps} {way} the status track"
        noun = "Inti medal" if self.what == "medal" else self.what
        if self.amount < 0:
            return f"{who} spends {counted(-self.amount, noun)}"
        return f"{who} gains {counted(self.amount, noun)}"


@dataclass(frozen=True)
class CardTaken(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    card: int
    god: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes {self.god} {self.card:02d}"


@dataclass(frozen=True)
class CardRevealed(Event):
    sound: ClassVar[str | None] = "flip"

    reveals = True
    god: str
    card: int  # 0: the pile is empty
    reshuffled: bool = False

    def describe(self, names: Sequence[str]) -> str:
        if not self.card:
            return f"{self.god}'s pile is empty"
        again = " (discards reshuffled)" if self.reshuffled else ""
        return f"{self.god}'s pile shows {self.god} {self.card:02d}{again}"


@dataclass(frozen=True)
class CardPlayed(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    card: int
    god: str
    medal: bool

    def describe(self, names: Sequence[str]) -> str:
        how = "with an Inti medal" if self.medal else "for an offering"
        return f"{names[self.seat]} plays {self.god} {self.card:02d} {how}"


@dataclass(frozen=True)
class PriestPlaced(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    step: int
    pushed: tuple[tuple[Seat, int], ...] = ()  # (owner, new step; 0 = expelled)
    returned: Seat | None = None  # Pacha Mama 12: the priest sent home

    def describe(self, names: Sequence[str]) -> str:
        text = f"{names[self.seat]} places a priest on step {self.step} of the temple"
        gone = [names[o] for o, step in self.pushed if step == 0]
        if self.returned is not None:
            gone.append(names[self.returned])
        if gone:
            text += f"; {', '.join(gone)}'s priest goes home"
        return text


@dataclass(frozen=True)
class CircletActivated(Event):
    seat: Seat
    circlet: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} adorns the circlet of {counted(self.circlet, 'pip')}"


@dataclass(frozen=True)
class BlessingTaken(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    first: str
    second: str

    def describe(self, names: Sequence[str]) -> str:
        first = {"": "", "offering": "an offering"}.get(self.first, f"{self.first}'s card")
        second = {"status": "a status step", "food": "1 food"}.get(self.second, self.second)
        got = " and ".join(x for x in (first, second) if x)
        return f"{names[self.seat]} takes the fire blessing: {got or 'nothing left'}"


@dataclass(frozen=True)
class AbilityUsed(Event):
    seat: Seat
    tiles: str
    ability: int
    strength: int
    ability_words: str = ""  # the ability's name: "Feather", "Rope bridge"

    def describe(self, names: Sequence[str]) -> str:
        what = f"the {self.ability_words} ability" if self.ability_words else "the ability"
        if self.strength == 1:
            return f"{names[self.seat]} uses {what} of {article(self.tiles)} tile"
        return (
            f"{names[self.seat]} uses {what} of the {self.tiles} tiles, counting as {self.strength}"
        )


@dataclass(frozen=True)
class OrderChanged(Event):
    order: tuple[Seat, ...]

    def describe(self, names: Sequence[str]) -> str:
        return "New player order: " + ", ".join(names[s] for s in self.order)


@dataclass(frozen=True)
class MedalAwarded(Event):
    sound: ClassVar[str | None] = "points"

    seat: Seat | None  # None: nobody on the steps, a medal leaves the game

    def describe(self, names: Sequence[str]) -> str:
        if self.seat is None:
            return "No priest on the temple steps: an Inti medal leaves the game"
        return f"{names[self.seat]} receives an Inti medal for the most priests"


@dataclass(frozen=True)
class GoodBought(Event):
    seat: Seat
    good: str
    column: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} buys the {self.good}"


@dataclass(frozen=True)
class MissionCompleted(Event):
    sound: ClassVar[str | None] = "points"

    seat: Seat
    mission: str
    reduced: bool = False
    mission_words: str = "a mission"  # 'the mission "3 orange feathers"'

    def describe(self, names: Sequence[str]) -> str:
        how = " with Mama Quilia's help" if self.reduced else ""
        return f"{names[self.seat]} completes {self.mission_words}{how}"


@dataclass(frozen=True)
class MissionReturned(Event):
    seat: Seat
    mission: str
    mission_words: str = "one"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} cannot complete a mission and returns {self.mission_words}"


@dataclass(frozen=True)
class MissionTaken(Event):
    sound: ClassVar[str | None] = "place"

    seat: Seat
    mission: str
    mission_words: str = "a mission"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes {self.mission_words} from the palace"


@dataclass(frozen=True)
class RoundEnded(Event):
    reveals = True  # new people tiles and missions are turned face up
    round: int
    removed_missions: tuple[str, ...] = ()  # the palace's leftovers, out of the game

    def describe(self, names: Sequence[str]) -> str:
        return f"Round {self.round} ends: the Cuzco board is refilled"


@dataclass(frozen=True)
class PhaseBegan(Event):
    phase: str
    round: int

    def describe(self, names: Sequence[str]) -> str:
        if self.phase in ("I", "II", "III"):
            return f"Round {self.round}: phase {self.phase}"
        return f"Round {self.round}: {self.phase}"
