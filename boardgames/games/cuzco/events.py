"""What happens in a game of Cuzco, for the log and the animations.

Points use the shared ``PointsScored``. A card or tile turned face up (``CardRevealed``,
``TilesRevealed``, ``DiceRolled``) reveals something new, so the action that caused it is an undo
barrier: nobody can take a move back to see a different card or roll.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from boardgames.core.rules import Event, Seat


@dataclass(frozen=True)
class DiceRolled(Event):
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
    seat: Seat
    value: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes a pututu tile +{self.value}/-{self.value}"


@dataclass(frozen=True)
class DieTurned(Event):
    seat: Seat
    before: int
    after: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} blows a pututu: a {self.before} becomes a {self.after}"


@dataclass(frozen=True)
class DiePlaced(Event):
    seat: Seat
    die: int
    space: str
    action: str
    bonus: bool = False  # Mama Quilia 05's virtual die

    def describe(self, names: Sequence[str]) -> str:
        if self.bonus:
            return f"{names[self.seat]} takes an extra turn as a 1 on {self.action}"
        return f"{names[self.seat]} places a {self.die} on {self.action}"


@dataclass(frozen=True)
class DieMoved(Event):
    seat: Seat
    owner: Seat
    die: int
    source: str
    to: str

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{names[self.seat]} moves {names[self.owner]}'s {self.die} from "
            f"{self.source} to {self.to}"
        )


@dataclass(frozen=True)
class OverlayTurned(Event):
    seat: Seat
    rotation: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} turns the Cuzco overlay"


@dataclass(frozen=True)
class ChasquiMoved(Event):
    seat: Seat
    source: str
    to: str
    road: str  # "stone", "rope" or "jump"

    def describe(self, names: Sequence[str]) -> str:
        where = "Cuzco" if self.to == "C" else f"village {self.to}"
        how = {"stone": "along a stone trail", "rope": "over a rope bridge"}.get(
            self.road, "in one jump"
        )
        return f"{names[self.seat]}'s chasqui runs {how} to {where}"


@dataclass(frozen=True)
class QuipuDelivered(Event):
    seat: Seat
    village: str
    from_reserve: bool = False

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} delivers a quipu to {self.village}"


@dataclass(frozen=True)
class QuipusToReserve(Event):
    seat: Seat
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} moves {self.count} quipu(s) to the reserve space"


@dataclass(frozen=True)
class FeatherGained(Event):
    seat: Seat
    colour: str
    slot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} gains a {self.colour} feather"


@dataclass(frozen=True)
class TileTaken(Event):
    seat: Seat
    tile: str
    column: int  # 1..6, or 0 from a discard pile

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes people tile {self.tile}"


@dataclass(frozen=True)
class TileSlid(Event):
    seat: Seat
    tile: str
    down: bool

    def describe(self, names: Sequence[str]) -> str:
        way = "down" if self.down else "back up"
        return f"{names[self.seat]} slides {self.tile} {way}"


@dataclass(frozen=True)
class Gained(Event):
    """Offerings, food, status steps or god cards taken (or given back, when negative)."""

    seat: Seat
    what: str  # "offering", "food", "status", "medal"
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        if self.amount < 0:
            return f"{names[self.seat]} spends {-self.amount} {self.what}"
        return f"{names[self.seat]} gains {self.amount} {self.what}"


@dataclass(frozen=True)
class CardTaken(Event):
    seat: Seat
    card: int
    god: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes {self.god}'s card {self.card:02d}"


@dataclass(frozen=True)
class CardRevealed(Event):
    reveals = True
    god: str
    card: int  # 0: the pile is empty
    reshuffled: bool = False

    def describe(self, names: Sequence[str]) -> str:
        if not self.card:
            return f"{self.god}'s pile is empty"
        again = " (discards reshuffled)" if self.reshuffled else ""
        return f"{self.god}'s pile shows card {self.card:02d}{again}"


@dataclass(frozen=True)
class CardPlayed(Event):
    seat: Seat
    card: int
    god: str
    medal: bool

    def describe(self, names: Sequence[str]) -> str:
        how = "with an Inti medal" if self.medal else "for an offering"
        return f"{names[self.seat]} plays {self.god} {self.card:02d} {how}"


@dataclass(frozen=True)
class PriestPlaced(Event):
    seat: Seat
    step: int
    pushed: tuple[tuple[Seat, int], ...] = ()  # (owner, new step; 0 = expelled)
    returned: Seat | None = None  # Pacha Mama 12: the priest sent home

    def describe(self, names: Sequence[str]) -> str:
        text = f"{names[self.seat]} places a priest on temple step {self.step}"
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
        return f"{names[self.seat]} adorns circlet {self.circlet}"


@dataclass(frozen=True)
class BlessingTaken(Event):
    seat: Seat
    first: str
    second: str

    def describe(self, names: Sequence[str]) -> str:
        first = self.first if self.first in ("", "offering") else f"{self.first}'s card"
        got = " and ".join(x for x in (first, self.second) if x)
        return f"{names[self.seat]} takes the fire blessing: {got or 'nothing left'}"


@dataclass(frozen=True)
class AbilityUsed(Event):
    seat: Seat
    tiles: str
    ability: int
    strength: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} uses {self.tiles} ability {self.ability:02d} (x{self.strength})"


@dataclass(frozen=True)
class OrderChanged(Event):
    order: tuple[Seat, ...]

    def describe(self, names: Sequence[str]) -> str:
        return "New player order: " + ", ".join(names[s] for s in self.order)


@dataclass(frozen=True)
class MedalAwarded(Event):
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
        return f"{names[self.seat]} buys {self.good}"


@dataclass(frozen=True)
class MissionCompleted(Event):
    seat: Seat
    mission: str
    reduced: bool = False

    def describe(self, names: Sequence[str]) -> str:
        how = " with Mama Quilia's help" if self.reduced else ""
        return f"{names[self.seat]} completes mission {self.mission}{how}"


@dataclass(frozen=True)
class MissionReturned(Event):
    seat: Seat
    mission: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} cannot complete a mission and returns {self.mission}"


@dataclass(frozen=True)
class MissionTaken(Event):
    seat: Seat
    mission: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes mission {self.mission} from the palace"


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
        return f"Round {self.round}: phase {self.phase}"
