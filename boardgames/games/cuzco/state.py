"""The state of a Cuzco game: players' mask boards, the road system, the Cuzco board, the piles.

Everything is an immutable tuple, so states compare with ``==`` and the match can keep every one.
A turn is a series of actions: the step the current player owes comes from the phase, and
``pending`` holds what the action just taken still asks of them (choose where the chasqui runs,
which people tile to take, what to buy with the exchange's pips, the fire blessing...), first item
first.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TypeVar

from boardgames.core.rng import Rng
from boardgames.core.rules import Seat, evolve
from boardgames.games.cuzco.layout import CUZCO, CuzcoLayout

T = TypeVar("T")

# Phases.
START = "start"  # each player in order places the starting feather
PHASE_I = "I"  # dice on the action spaces
PHASE_II = "II"  # study and farm abilities
MARKET = "market"  # phase III, step 3
MISSIONS = "missions"  # phase III, step 4: complete or return one mission
TAKE_MISSION = "take mission"  # phase III, step 4: take a new mission from the palace
FINAL = "final"  # after round 6: the last missions
OVER = "over"

# Kinds of pending task.
FEATHER = "feather"  # place a feather (colour fixed, or "" for any colour)
MOVE = "move"  # move the chasqui (road kind, reach)
TILE = "tile"  # take a people tile from a column (kind, reach)
DISCARD_TILE = "discard tile"  # Viracocha 09: take any tile from the people discard piles
EXCHANGE = "exchange"  # spend the die's pips (reach = pips left)
CIRCLET = "circlet"  # activate a circlet (reach)
BLESSING = "blessing"  # the fire blessing
SLIDE_UP = "slide up"  # Iliapa 02: slide up to ``count`` people tiles back up
REALLOCATE = "reallocate"  # Mama Quilia 06: move any die to another space
GOD_CARD = "god card"  # people tile 07: take a face-up god card

# Scoring categories, in the order the results table lists them.
START_VP = "start"
VILLAGES = "villages"
STATUS = "status"
TEMPLE = "temple"
HEADDRESS = "headdress"
MISSIONS_VP = "missions"
GOODS = "goods"
MEDALS = "medals"
BONUSES = "bonuses"
VP_SPACE = "victory point space"
EXCHANGE_VP = "exchange"
PEOPLE_VP = "people tiles"
GOD_VP = "god cards"
CATEGORIES: tuple[str, ...] = (
    START_VP,
    VILLAGES,
    STATUS,
    TEMPLE,
    HEADDRESS,
    MISSIONS_VP,
    GOODS,
    MEDALS,
    BONUSES,
    VP_SPACE,
    EXCHANGE_VP,
    PEOPLE_VP,
    GOD_VP,
)

HIDDEN = "?"  # a face-down tile or mission in a view
HIDDEN_CARD = 0  # a god card another seat may not see


@dataclass(frozen=True)
class Task:
    """Something the current player still owes before the turn goes on.

    ``road`` is the road kind of a move ("stone", "rope", or "any" for Mama Sara's jump),
    ``tile`` the people-tile kind of a TILE task, ``colour`` the colour of a FEATHER ("" = any),
    ``reach`` the die value the task works with (pips left, for the exchange), ``count`` how many
    more of the same (feathers, slides, god cards), ``used`` whether an exchange has begun.
    """

    kind: str
    reach: int = 0
    road: str = ""
    tile: str = ""
    colour: str = ""
    count: int = 1
    used: bool = False


# Tasks are values: one object per distinct task serves every state (a frozen dataclass of seven
# fields is slow to build, and a search builds a task at almost every step).
new_task = cache(Task)
BLESSING_TASK = new_task(BLESSING)


@dataclass(frozen=True)
class Phase2:
    """What the current player may still use in phase II."""

    study_uses: int = 1
    farm_uses: int = 1
    used: tuple[tuple[str, int], ...] = ()  # (kind, ability) already used this phase
    boost: tuple[str, ...] = ()  # kinds whose next use counts one tile more (Iliapa 01)


@dataclass(frozen=True)
class Player:
    """One player's mask board and everything lying on it."""

    mask: int  # index into layout.masks
    feathers: tuple[bool, ...] = (False,) * 12  # per feather slot (circlet * 2 + side)
    circlets: tuple[bool, ...] = (False,) * 6  # activated (adorned side up)
    quipus: int = 10  # still on the mask's quipu spaces
    reserve: int = 0  # on the reserve space
    people: tuple[tuple[str, bool], ...] = ()  # (tile code, slid down)
    hand: tuple[int, ...] = ()  # god card numbers (HIDDEN_CARD in another seat's view)
    offerings: int = 0
    food: int = 0
    medals: int = 0
    goods: tuple[str, ...] = ()
    missions: tuple[str, ...] = ()  # face up on the mask
    completed: tuple[str, ...] = ()  # completed missions, face down
    priests: int = 4  # on the mask (not on the temple steps)
    dice: tuple[int, ...] = ()  # dice rolled and not yet placed this round
    pututu: tuple[int, ...] = ()  # pututu tiles held (their values, 1 or 2)
    chasqui: str = CUZCO
    status: int = 0
    vp: tuple[int, ...] = (0,) * len(CATEGORIES)

    @property
    def score(self) -> int:
        return sum(self.vp)

    def people_of(self, kind_letter: str) -> tuple[tuple[str, bool], ...]:
        return tuple(p for p in self.people if p[0][0] == kind_letter)


@dataclass(frozen=True)
class CuzcoState:
    layout: CuzcoLayout
    players: tuple[Player, ...]
    rng: Rng
    pututu_module: bool = False
    round: int = 1
    phase: str = START
    order: tuple[Seat, ...] = ()  # player order: the holder of token 1 first
    turn: Seat = 0
    placed: bool = False  # phase I: the current turn's die is placed (or its bonus turn used)
    # Phase I: the pips of the die a pututu tile turned this turn (0: none). A tile turns the die
    # being placed, so once one is turned only that die may go down (or take another tile).
    turned: int = 0
    extra_turn: bool = False  # Mama Quilia 05 played: another turn follows this one
    bonus: bool = False  # this turn is Mama Quilia 05's extra turn (a virtual die of 1)
    effects: tuple[int, ...] = ()  # god abilities active for the current turn
    pending: tuple[Task, ...] = ()
    phase2: Phase2 = Phase2()
    status_stack: tuple[Seat, ...] = ()  # latest arrival last: on top of a shared space
    rotation: int = 0  # the Cuzco overlay's turn, in 60-degree steps
    spaces: tuple[tuple[tuple[Seat, int], ...], ...] = ()  # dice on each action space
    temple: tuple[Seat | None, ...] = (None,) * 6  # steps 1..6
    medals_left: int = 6  # on the temple
    quipus: tuple[tuple[Seat, ...], ...] = ()  # per village (layout order), bottom to top
    study_row: tuple[str | None, ...] = (None,) * 6  # the study column, die values 1..6
    farm_row: tuple[str | None, ...] = (None,) * 6
    study_pile: tuple[str, ...] = ()  # face down, first is the top
    farm_pile: tuple[str, ...] = ()
    study_discard: tuple[str, ...] = ()
    farm_discard: tuple[str, ...] = ()
    god_piles: tuple[tuple[int, ...], ...] = ()  # per god (layout.god_names order), face down
    display: tuple[int, ...] = ()  # per god: the face-up card on its pile (0: none)
    god_discard: tuple[int, ...] = ()
    market: tuple[tuple[str | None, ...], ...] = ()  # row per round, goods by column
    palace: tuple[str, ...] = ()  # face-up missions
    mission_pile: tuple[str, ...] = ()  # face down
    pututu_supply: tuple[int, int] = (12, 3)  # tiles of value 1 and value 2
    offering_supply: int = 30
    food_supply: int = 36
    feather_supply: tuple[int, ...] = (0, 0, 0, 0)  # per FEATHERS colour
    start_feathers: tuple[str, ...] = ()  # per seat: the colour dealt at setup

    # --- reading -------------------------------------------------------------------------------
    @property
    def n_players(self) -> int:
        return len(self.players)

    @property
    def task(self) -> Task | None:
        return self.pending[0] if self.pending else None

    @property
    def current(self) -> Player:
        return self.players[self.turn]

    def space_index(self, space_id: str) -> int:
        return self.layout.space_index(len(self.players), space_id)

    def village_index(self, vid: str) -> int:
        return self.layout.village_index(vid)

    def order_position(self, seat: Seat) -> int:
        return self.order.index(seat)


# --- building changed copies ---------------------------------------------------------------------
def put(items: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    """A copy of ``items`` with position ``i`` replaced."""
    return (*items[:i], value, *items[i + 1 :])


def with_player(state: CuzcoState, seat: Seat, player: Player) -> CuzcoState:
    return evolve(state, players=put(state.players, seat, player))


_CATEGORY_INDEX = {c: i for i, c in enumerate(CATEGORIES)}


def add_vp(player: Player, category: str, points: int) -> Player:
    i = _CATEGORY_INDEX[category]
    return evolve(player, vp=put(player.vp, i, player.vp[i] + points))


def remove_one(items: tuple[T, ...], item: T) -> tuple[T, ...]:
    out = list(items)
    out.remove(item)
    return tuple(out)


def free_spaces(state: CuzcoState, player: Player) -> int:
    """Empty mask spaces: neither a quipu nor a people tile on them."""
    layout = state.layout
    return layout.free_spaces + (layout.quipus - player.quipus) - len(player.people)


def feather_count(state: CuzcoState, player: Player, colour: str | None = None) -> int:
    slots = state.layout.masks[player.mask].slots
    return sum(
        1
        for filled, slot_colour in zip(player.feathers, slots, strict=True)
        if filled and (colour is None or slot_colour == colour)
    )


def free_slots(state: CuzcoState, player: Player, colour: str | None = None) -> list[int]:
    """Empty feather slots (of a colour) whose colour the common supply still has."""
    mask = state.layout.masks[player.mask]
    supply = state.feather_supply
    return [
        slot
        for slot, (filled, slot_colour, feather) in enumerate(
            zip(player.feathers, mask.slots, mask.slot_feathers, strict=True)
        )
        if not filled and (colour is None or slot_colour == colour) and supply[feather] > 0
    ]
