"""Cuzco's board and component data, read from ``layouts/cuzco.yaml`` and checked on load.

The printed boards' numbers are not public, so the file decides them (each marked
``# assumption:``); this module turns it into a typed ``CuzcoLayout`` and proves the constraints
the rulebook's text, missions and abilities put on that data (``check_layout``), so an edited
file fails with one line naming the file, the key path and the rule it breaks.

The road system (Tawantinsuyu) is a graph on the triangle lattice: Cuzco sits on the vertex
(0, 0), every village on a lattice vertex ``at = (a, b)`` (``core.geometry.tri_vertex`` gives its
point), joined by stone trails and rope bridges that each need a minimum die value. The Cuzco
overlay's six arms join Cuzco to the six inner villages; turning the overlay by one step moves
every arm one inner village clockwise.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from boardgames.core.geometry import tri_vertex
from boardgames.core.layout import LayoutError, Node, load_yaml, whole_number

FEATHERS: tuple[str, ...] = ("turquoise", "purple", "orange", "pink")
ROAD_KINDS: tuple[str, ...] = ("stone", "rope")
INNER, OUTER = "inner", "outer"
CUZCO = "C"  # the id of Cuzco itself in the road graph (not a village)

# The actions an action space can offer.
STONE, ROPE, STUDY, FARM, EXCHANGE, TEMPLE, HEADDRESS, VP = (
    "stone",
    "rope",
    "study",
    "farm",
    "exchange",
    "temple",
    "headdress",
    "vp",
)
ACTIONS: tuple[str, ...] = (STONE, ROPE, STUDY, FARM, EXCHANGE, TEMPLE, HEADDRESS, VP)

STUDY_KIND, FARM_KIND = "study", "farm"
GOD_PHASES: tuple[str, ...] = ("I", "II", "III", "end")

# Mission requirement kinds (see ``Requirement``).
REQUIREMENT_KINDS: tuple[str, ...] = (
    "feathers",  # n feathers (arg: a colour, or "" for any colour)
    "feather_colours",  # at least one feather of n different colours
    "quipu_villages",  # quipus delivered to n villages (arg: "", "feather:<colour>", "ring:inner",
    #                    "ring:outer" or "vp:<value>")
    "quipu_distinct_vp",  # quipus in n villages of n different VP values
    "people",  # n people tiles (arg: "study", "farm" or "" for either)
    "people_distinct",  # n tiles of one kind (arg: study/farm) with different abilities
    "slid",  # n slid-down people tiles (arg: study/farm/"")
    "people_ability",  # n people tiles of either kind with ability arg ("1".."12")
    "gods_distinct",  # god cards of n different gods in hand
    "gods_same",  # n god cards of one god in hand
    "gods_of",  # n god cards of god arg in hand
    "goods",  # n goods (arg: a good's name, or "" for any)
    "goods_distinct",  # n different goods
    "priests",  # n priests on the temple steps
    "food",
    "offerings",
    "medals",
    "circlets",  # n activated circlets
    "first_player",  # holds player-order token 1 (n = 1)
)


@dataclass(frozen=True)
class Village:
    """A village of the road system: its feather colour and printed victory points."""

    id: str  # "I1".."I6" (inner, clockwise), "O1".."O6" (outer; Oi lies between Ii and Ii+1)
    ring: str  # INNER or OUTER
    feather: str  # one of FEATHERS
    vp: int
    at: tuple[int, int]  # triangle-lattice vertex; Cuzco is (0, 0)


@dataclass(frozen=True)
class Road:
    """A stone trail or rope bridge between two villages, usable with a die of ``pips`` or more."""

    a: str
    b: str
    kind: str  # one of ROAD_KINDS
    pips: int  # 1..6

    def other(self, vid: str) -> str:
        """The village at the far end of this road from ``vid``."""
        return self.b if vid == self.a else self.a


@dataclass(frozen=True)
class Arm:
    """One of the overlay's six arms (clockwise); at rotation r arm k reaches inner village
    number (k + r) % 6 (I1 is number 0)."""

    kind: str
    pips: int


@dataclass(frozen=True)
class ActionSpace:
    """A space of the action board: one action, or two on a double space (fewer players)."""

    id: str  # e.g. "stone", "stone+rope", "study+farm", "vp"
    actions: tuple[str, ...]  # one or two of ACTIONS

    @property
    def any_die(self) -> bool:
        """The victory-point space takes any die, whatever lies there."""
        return self.actions == (VP,)


@dataclass(frozen=True)
class Good:
    name: str  # soup, clothes, bowl, decanter, tools, jewelry
    food: int  # price in food
    vp: int  # victory points when bought
    count: int  # tiles in the game (4 players; one fewer of each at 2-3 players)


@dataclass(frozen=True)
class PeopleTile:
    """A study or farm tile: its ability (1-12) and its status (study) or food (farm) value."""

    code: str  # "S07-2": kind letter (S study, F farm), ability, value; unique per tile
    kind: str  # STUDY_KIND or FARM_KIND
    ability: int  # 1..12
    value: int


@dataclass(frozen=True)
class GodCard:
    """One of the 15 god abilities (each printed on 4 cards of its god's colour)."""

    ability: int  # 1..15, the card number
    god: str  # the god's name, one of CuzcoLayout.god_names
    phases: tuple[str, ...]  # when it may be played: some of GOD_PHASES
    text: str  # what it does, in our words
    copies: int = 4


@dataclass(frozen=True)
class Requirement:
    kind: str  # one of REQUIREMENT_KINDS
    n: int
    arg: str = ""


@dataclass(frozen=True)
class Mission:
    """A mission tile of the Sapa Inca: every requirement must hold to complete it."""

    id: str  # "S-01".."S-06" (start missions), "01".."55" (general missions)
    start: bool
    requirements: tuple[Requirement, ...]
    text: str  # the requirement, in our words


@dataclass(frozen=True)
class Mask:
    """A mask board: the two feather colours each circlet (pips 1..6, in order) needs."""

    name: str
    circlets: tuple[tuple[str, str], ...]  # six pairs of FEATHERS
    # Per feather slot: its colour, and that colour's place in FEATHERS (built once).
    slots: tuple[str, ...] = field(init=False, compare=False, hash=False, repr=False)
    slot_feathers: tuple[int, ...] = field(init=False, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        slots = tuple(colour for pair in self.circlets for colour in pair)
        object.__setattr__(self, "slots", slots)
        feathers = tuple(FEATHERS.index(c) if c in FEATHERS else -1 for c in slots)
        object.__setattr__(self, "slot_feathers", feathers)

    def slot_colour(self, slot: int) -> str:
        """Feather slots are numbered circlet * 2 + (0 or 1)."""
        return self.circlets[slot // 2][slot % 2]


@dataclass(frozen=True)
class PeopleAbility:
    """What a study or farm ability does, for help and hover texts."""

    ability: int
    name: str  # short, e.g. "Stone trail"
    text: str  # in our words


@dataclass(frozen=True)
class CuzcoLayout:
    """Everything printed on Cuzco's boards and components that the rules need."""

    villages: tuple[Village, ...]
    roads: tuple[Road, ...]
    arms: tuple[Arm, ...]  # six, clockwise
    action_boards: Mapping[int, tuple[ActionSpace, ...]]  # player count (2, 3, 4) -> spaces
    status_vp: tuple[int, ...]  # VP paid in phase III at each status position (0..last)
    priest_vp: tuple[int, ...]  # VP per priest on the steps, per round 1..6
    headdress_vp: tuple[int, ...]  # VP for activating a circlet, per round 1..6
    circlet_vp: tuple[int, ...]  # VP printed on circlets 1..6
    goods: tuple[Good, ...]
    people: tuple[PeopleTile, ...]  # 36 study + 36 farm
    abilities: tuple[PeopleAbility, ...]  # 12
    god_names: tuple[str, ...]  # five gods, in display order
    gods: tuple[GodCard, ...]  # 15 abilities
    missions: tuple[Mission, ...]  # 6 start + 55 general
    masks: tuple[Mask, ...]  # 4
    temple_steps: int = 6
    rounds: int = 6
    market_columns: int = 5  # at 4 players; one fewer at 2-3 players
    medals: int = 10
    medals_on_temple: int = 6
    offerings: int = 30
    food: int = 36
    feathers_per_player: int = 3  # of each colour, in the common supply per player
    quipus: int = 10
    free_spaces: int = 2  # mask spaces with no quipu at the start
    priests: int = 4
    pututu: tuple[tuple[int, int], ...] = ((1, 12), (2, 3))  # (value, tiles)
    start_vp: tuple[int, ...] = (0, 1, 2, 3)  # by player-order token 1..4
    start_offerings: int = 2
    mission_vp: int = 6
    mission_vp_reduced: int = 4  # with Mama Quilia's card 04
    medal_vp: int = 2
    vp_space: int = 2
    # End bonuses: all 12 feathers, all 6 circlets, 9 missions, 10 quipus, 12 people, 6 goods.
    bonuses: Mapping[str, int] = field(
        default_factory=lambda: {
            "feathers": 6,
            "circlets": 9,
            "missions": 9,
            "quipus": 10,
            "people": 12,
            "goods": 6,
        }
    )
    source: str = "cuzco.yaml"
    # Lookup tables, built once in __post_init__ (a layout never changes).
    _villages: Mapping[str, Village] = field(init=False, compare=False, hash=False, repr=False)
    _inner: tuple[str, ...] = field(init=False, compare=False, hash=False, repr=False)
    _roads_from: Mapping[str, tuple[Road, ...]] = field(
        init=False, compare=False, hash=False, repr=False
    )
    _tiles: Mapping[str, PeopleTile] = field(init=False, compare=False, hash=False, repr=False)
    _gods: Mapping[int, GodCard] = field(init=False, compare=False, hash=False, repr=False)
    _missions: Mapping[str, Mission] = field(init=False, compare=False, hash=False, repr=False)
    _goods: Mapping[str, Good] = field(init=False, compare=False, hash=False, repr=False)
    _village_index: Mapping[str, int] = field(init=False, compare=False, hash=False, repr=False)
    _space_index: Mapping[int, Mapping[str, int]] = field(
        init=False, compare=False, hash=False, repr=False
    )

    def __post_init__(self) -> None:
        # On a broken layout (duplicates) the last entry wins; check_layout reports the duplicate.
        inner = sorted((v.id for v in self.villages if v.ring == INNER), key=_id_order)
        touching: dict[str, list[Road]] = {v.id: [] for v in self.villages}
        for r in self.roads:
            for end in {r.a, r.b}:
                touching.setdefault(end, []).append(r)
        object.__setattr__(self, "_villages", {v.id: v for v in self.villages})
        object.__setattr__(self, "_inner", tuple(inner))
        object.__setattr__(self, "_roads_from", {k: tuple(v) for k, v in touching.items()})
        object.__setattr__(self, "_tiles", {t.code: t for t in self.people})
        object.__setattr__(self, "_gods", {g.ability: g for g in self.gods})
        object.__setattr__(self, "_missions", {m.id: m for m in self.missions})
        object.__setattr__(self, "_goods", {g.name: g for g in self.goods})
        object.__setattr__(self, "_village_index", {v.id: i for i, v in enumerate(self.villages)})
        spaces = {n: {s.id: i for i, s in enumerate(b)} for n, b in self.action_boards.items()}
        object.__setattr__(self, "_space_index", spaces)

    def __deepcopy__(self, memo: dict[int, object]) -> CuzcoLayout:
        return self  # a layout never changes; copies of a state may share it

    # A layout never changes: one is itself alone (and hashing by identity is quick, for the
    # tables of derived data kept per layout).
    __hash__ = object.__hash__

    # --- lookups (the rules call these often; each is one dict look-up) -----------------------
    def village(self, vid: str) -> Village:
        return self._villages[vid]

    def inner_ids(self) -> tuple[str, ...]:
        """The inner villages clockwise, I1 first (arm k reaches number (k + rotation) % 6)."""
        return self._inner

    def roads_from(self, vid: str) -> tuple[Road, ...]:
        """The roads touching village ``vid`` (either end; not the overlay's arms)."""
        return self._roads_from.get(vid, ())

    def arm_target(self, arm_index: int, rotation: int) -> str:
        """The inner village that arm ``arm_index`` reaches with the overlay at ``rotation``."""
        return self._inner[(arm_index + rotation) % len(self._inner)]

    def tile(self, code: str) -> PeopleTile:
        return self._tiles[code]

    def god(self, ability: int) -> GodCard:
        return self._gods[ability]

    def mission(self, mid: str) -> Mission:
        return self._missions[mid]

    def good(self, name: str) -> Good:
        return self._goods[name]

    def spaces_for(self, players: int) -> tuple[ActionSpace, ...]:
        return self.action_boards[max(2, min(4, players))]

    def village_index(self, vid: str) -> int:
        """The village's place in ``villages`` (and in a state's quipu stacks)."""
        return self._village_index[vid]

    def space_index(self, players: int, space_id: str) -> int:
        """The action space's place in ``spaces_for(players)`` (and in a state's dice)."""
        return self._space_index[max(2, min(4, players))][space_id]


def _id_order(vid: str) -> tuple[str, int, str]:
    """Sort key for village ids: inner before outer, I2 before I10, odd ids last of their letter."""
    digits = vid[1:]
    return (vid[:1], int(digits), vid) if digits.isdigit() else (vid[:1], 1 << 30, vid)


def _point(at: tuple[int, int]) -> tuple[float, float]:
    return tri_vertex(at)


def load_cuzco_layout(path: Path | str) -> CuzcoLayout:
    """Read and check ``path``; raises LayoutError with one line on any problem."""
    root = load_yaml(path)
    layout = parse_layout(root)
    problems = check_layout(layout)
    if problems:
        raise LayoutError(f"{root.file}: {problems[0]}")
    return layout


def check_cuzco(path: Path) -> str:
    """Load and check a Cuzco layout file; a one-line summary for ``check-layout``."""
    layout = load_cuzco_layout(path)
    roads = len(layout.roads) + len(layout.arms)
    return (
        f"Cuzco road system of {len(layout.villages)} villages and {roads} roads, "
        f"{len(layout.missions)} missions, {len(layout.people)} people tiles"
    )


def _text(node: Node) -> str:
    value = node.str().strip()
    if not value:
        raise node.error("some text")
    return value


def _ints(node: Node, lo: int, hi: int) -> tuple[int, ...]:
    return tuple(n.int(lo, hi) for n in node.list(min_len=1))


def _village(n: Node) -> Village:
    return Village(
        id=_text(n["id"]),
        ring=n["ring"].str((INNER, OUTER)),
        feather=n["feather"].str(FEATHERS),
        vp=n["vp"].int(0, 99),
        at=n["at"].pair(),
    )


def _road(n: Node) -> Road:
    return Road(
        a=_text(n["a"]), b=_text(n["b"]), kind=n["kind"].str(ROAD_KINDS), pips=n["pips"].int(1, 6)
    )


def _space(n: Node) -> ActionSpace:
    text = n.str()
    actions = tuple(a.strip() for a in text.split("+"))
    if not 1 <= len(actions) <= 2 or any(a not in ACTIONS for a in actions):
        raise n.error("an action or two joined by + (from " + ", ".join(ACTIONS) + ")")
    return ActionSpace(id="+".join(actions), actions=actions)


def _action_boards(node: Node) -> dict[int, tuple[ActionSpace, ...]]:
    boards: dict[int, tuple[ActionSpace, ...]] = {}
    for key, n in node.items():
        players = whole_number(key)
        if players is None or not 1 <= players <= 9:
            raise n.error(f"a player count as the key (2, 3 or 4), not {key[:20]!r}")
        boards[players] = tuple(_space(s) for s in n.list(min_len=1))
    return boards


def _good(n: Node) -> Good:
    return Good(
        name=_text(n["name"]),
        food=n["food"].int(0, 99),
        vp=n["vp"].int(0, 99),
        count=n["count"].int(0, 99),
    )


def _people(node: Node) -> tuple[PeopleTile, ...]:
    tiles: list[PeopleTile] = []
    for kind, by_ability in node.items():
        if kind not in (STUDY_KIND, FARM_KIND):
            raise by_ability.error(f"a people kind as the key ({STUDY_KIND} or {FARM_KIND})")
        letter = "S" if kind == STUDY_KIND else "F"
        for key, values in by_ability.items():
            ability = whole_number(key)
            if ability is None:
                raise values.error(f"an ability number as the key (1-12), not {key[:20]!r}")
            for value in _ints(values, 0, 99):
                code = f"{letter}{ability:02d}-{value}"
                tiles.append(PeopleTile(code=code, kind=kind, ability=ability, value=value))
    return tuple(tiles)


def _ability(n: Node) -> PeopleAbility:
    return PeopleAbility(
        ability=n["ability"].int(0, 99), name=_text(n["name"]), text=_text(n["text"])
    )


def _god(n: Node) -> GodCard:
    phases = tuple(p.str(GOD_PHASES) for p in n["phases"].list(min_len=1))
    copies = n["copies"].int(0, 99) if n.has("copies") else 4
    return GodCard(
        ability=n["ability"].int(0, 99),
        god=_text(n["god"]),
        phases=phases,
        text=_text(n["text"]),
        copies=copies,
    )


REQUIREMENT_HINT = "a requirement such as 'feathers 3 orange' (kind, count, optional detail)"


def _requirement(n: Node) -> Requirement:
    parts = n.str().split(maxsplit=2)
    count = whole_number(parts[1]) if len(parts) >= 2 else None
    if count is None:
        raise n.error(REQUIREMENT_HINT)
    if parts[0] not in REQUIREMENT_KINDS:
        raise n.error("a requirement kind (" + ", ".join(REQUIREMENT_KINDS) + ")")
    return Requirement(kind=parts[0], n=count, arg=parts[2] if len(parts) > 2 else "")


def _mission(n: Node) -> Mission:
    mid = _text(n["id"])
    needs = tuple(_requirement(r) for r in n["needs"].list(min_len=1))
    return Mission(id=mid, start=mid.startswith("S-"), requirements=needs, text=_text(n["text"]))


def _mask(name: str, n: Node) -> Mask:
    circlets: list[tuple[str, str]] = []
    for c in n.list(min_len=1):
        pair = c.list()
        if len(pair) != 2:
            raise c.error("a pair of feather colours like [turquoise, purple]")
        circlets.append((pair[0].str(FEATHERS), pair[1].str(FEATHERS)))
    return Mask(name=name, circlets=tuple(circlets))


def _pututu(n: Node) -> tuple[tuple[int, int], ...]:
    tiles: list[tuple[int, int]] = []
    for key, count in n.items():
        value = whole_number(key)
        if value is None or not 1 <= value <= 5:
            raise count.error(f"a pututu value (1-5) as the key, not {key[:20]!r}")
        tiles.append((value, count.int(0, 99)))
    return tuple(sorted(tiles))


def _bonuses(n: Node) -> dict[str, int]:
    return {key: value.int(0, 99) for key, value in n.items()}


def parse_layout(root: Node) -> CuzcoLayout:
    """Turn the YAML tree into a layout; structural errors raise LayoutError with the key path."""
    comp = root["components"]
    scoring = root["scoring"]
    return CuzcoLayout(
        villages=tuple(root["villages"].map(_village)),
        roads=tuple(root["roads"].map(_road)),
        arms=tuple(
            Arm(kind=n["kind"].str(ROAD_KINDS), pips=n["pips"].int(1, 6))
            for n in root["arms"].list()
        ),
        action_boards=_action_boards(root["action_boards"]),
        status_vp=_ints(root["status_vp"], 0, 99),
        priest_vp=_ints(root["priest_vp"], 0, 99),
        headdress_vp=_ints(root["headdress_vp"], 0, 99),
        circlet_vp=_ints(root["circlet_vp"], 0, 99),
        goods=tuple(root["goods"].map(_good)),
        people=_people(root["people"]),
        abilities=tuple(root["abilities"].map(_ability)),
        god_names=tuple(_text(n) for n in root["god_names"].list(min_len=1)),
        gods=tuple(root["gods"].map(_god)),
        missions=tuple(root["missions"].map(_mission)),
        masks=tuple(_mask(name, n) for name, n in root["masks"].items()),
        temple_steps=root["temple_steps"].int(1, 20),
        rounds=root["rounds"].int(1, 20),
        market_columns=root["market_columns"].int(1, 20),
        medals=comp["medals"].int(0, 99),
        medals_on_temple=comp["medals_on_temple"].int(0, 99),
        offerings=comp["offerings"].int(0, 999),
        food=comp["food"].int(0, 999),
        feathers_per_player=comp["feathers_per_player"].int(0, 99),
        quipus=comp["quipus"].int(0, 99),
        free_spaces=comp["free_spaces"].int(0, 99),
        priests=comp["priests"].int(0, 99),
        pututu=_pututu(comp["pututu"]),
        start_vp=_ints(scoring["start_vp"], 0, 99),
        start_offerings=scoring["start_offerings"].int(0, 99),
        mission_vp=scoring["mission_vp"].int(0, 99),
        mission_vp_reduced=scoring["mission_vp_reduced"].int(0, 99),
        medal_vp=scoring["medal_vp"].int(0, 99),
        vp_space=scoring["vp_space"].int(0, 99),
        bonuses=_bonuses(scoring["bonuses"]),
        source=root.file,
    )


# --- checks --------------------------------------------------------------------------------------
# The constraints of cuzco-board.md section 7. Each problem is one line: the key path in the file,
# then the rule broken (and, in brackets, where in the rulebook the rule comes from).
GOODS_COUNTS: Mapping[str, int] = {
    "soup": 7,
    "clothes": 6,
    "bowl": 5,
    "decanter": 5,
    "tools": 4,
    "jewelry": 3,
}
ABILITIES = range(1, 13)  # people abilities
GOD_ABILITIES = range(1, 16)
START_MISSIONS = tuple(f"S-{i:02d}" for i in range(1, 7))
GENERAL_MISSIONS = tuple(f"{i:02d}" for i in range(1, 56))
# Double spaces of the action board by player count (cuzco-board.md, the facts before section 7).
DOUBLE_SPACES: Mapping[int, frozenset[frozenset[str]]] = {
    4: frozenset(),
    3: frozenset({frozenset({STONE, ROPE})}),
    2: frozenset({frozenset({STONE, ROPE}), frozenset({STUDY, FARM})}),
}
BOARD_SIZES: Mapping[int, int] = {4: 8, 3: 7, 2: 6}
BONUS_KEYS = ("feathers", "circlets", "missions", "quipus", "people", "goods")


def check_layout(layout: CuzcoLayout) -> list[str]:
    """Everything wrong with a layout as one-line sentences (empty when it is playable)."""
    problems: list[str] = []
    for check in (
        _check_villages,
        _check_roads,
        _check_arms,
        _check_pips,
        _check_reach,
        _check_action_boards,
        _check_tracks,
        _check_goods,
        _check_people,
        _check_abilities,
        _check_gods,
        _check_missions,
        _check_masks,
        _check_components,
    ):
        problems.extend(check(layout))
    return problems


def _ids(ids: list[str] | tuple[str, ...]) -> str:
    return ", ".join(ids) if ids else "none"


def _check_villages(layout: CuzcoLayout) -> list[str]:
    out: list[str] = []
    villages = layout.villages
    inner = [v for v in villages if v.ring == INNER]
    outer = [v for v in villages if v.ring == OUTER]
    if len(villages) != 12 or len(inner) != 6 or len(outer) != 6:
        out.append(
            f"villages: expected 12 villages, 6 inner and 6 outer, got {len(inner)} inner and "
            f"{len(outer)} outer (missions 42/43 need 4 of each ring)"
        )
    seen: dict[str, int] = {}
    for i, v in enumerate(villages):
        if v.id in seen:
            out.append(f"villages[{i}].id: {v.id} is already used by villages[{seen[v.id]}]")
        seen.setdefault(v.id, i)
        if v.id == CUZCO:
            out.append(f"villages[{i}].id: {CUZCO} is Cuzco itself, not a village")
        elif v.ring not in (INNER, OUTER):
            out.append(f"villages[{i}].ring: expected {INNER} or {OUTER}, got {v.ring!r}")
        elif v.id[:1] != ("I" if v.ring == INNER else "O"):
            out.append(
                f"villages[{i}].id: an {v.ring} village's id starts with "
                f"{'I' if v.ring == INNER else 'O'}, got {v.id}"
            )
        if v.feather not in FEATHERS:
            out.append(f"villages[{i}].feather: expected one of {', '.join(FEATHERS)}")
    for ring, letter, group in ((INNER, "I", inner), (OUTER, "O", outer)):
        wanted = [f"{letter}{k}" for k in range(1, 7)]
        got = sorted((v.id for v in group), key=_id_order)
        if len(group) == 6 and got != wanted:
            out.append(f"villages: the {ring} villages must be {_ids(wanted)}, got {_ids(got)}")

    by_colour = Counter(v.feather for v in villages)
    for colour in FEATHERS:
        if by_colour[colour] != 3:
            where = [v.id for v in villages if v.feather == colour]
            out.append(
                f"villages: feather colour {colour} is on {by_colour[colour]} villages, "
                f"expected exactly 3 (missions 08-11); it is on {_ids(where)}"
            )
    by_vp = Counter(v.vp for v in villages)
    if by_vp[3] != 3:
        out.append(
            f"villages: {by_vp[3]} villages are worth 3 VP, expected exactly 3 (mission 12: all 3 "
            "villages worth 3)"
        )
    if by_vp[2] != 4:
        out.append(
            f"villages: {by_vp[2]} villages are worth 2 VP, expected exactly 4 (mission 13: 3 of "
            "the 4 villages worth 2)"
        )
    if len(by_vp) < 5:
        out.append(
            f"villages: only {len(by_vp)} different VP values, expected at least 5 (mission 14)"
        )
    missing = [value for value in (1, 4, 5, 7) if value not in by_vp]
    if missing:
        out.append(
            f"villages: no village worth {', '.join(map(str, missing))} VP; mission 14's example "
            "1-2-4-5-7 needs villages worth 1, 2, 4, 5 and 7"
        )

    spots: dict[tuple[int, int], str] = {}
    for i, v in enumerate(villages):
        if v.at == (0, 0):
            out.append(f"villages[{i}].at: [0, 0] is Cuzco's place")
        elif v.at in spots:
            out.append(f"villages[{i}].at: {list(v.at)} is also {spots[v.at]}'s place")
        spots.setdefault(v.at, v.id)
    ids = {v.id: v for v in villages}
    order = [f"{ring}{k}" for k in range(1, 7) for ring in ("I", "O")]
    if not out and all(vid in ids for vid in order):
        start = math.atan2(*reversed(_point(ids["I1"].at)))
        angles = [
            (math.atan2(*reversed(_point(ids[vid].at))) - start) % (2 * math.pi) for vid in order
        ]
        if any(b <= a + 1e-9 for a, b in itertools.pairwise(angles)):
            out.append(
                "villages: going clockwise round Cuzco the villages must come I1, O1, I2, O2, "
                "..., I6, O6 (outer village Oi between Ii and Ii+1; arms turn clockwise)"
            )
    return out


def _check_roads(layout: CuzcoLayout) -> list[str]:
    out: list[str] = []
    known = {v.id for v in layout.villages}
    seen: dict[frozenset[str], int] = {}
    for i, r in enumerate(layout.roads):
        for end in (r.a, r.b):
            if end not in known:
                hint = " (Cuzco joins the villages through the arms)" if end == CUZCO else ""
                out.append(f"roads[{i}]: {end} is not a village{hint}")
        if r.a == r.b:
            out.append(f"roads[{i}]: a road must join two different villages, got {r.a} twice")
        if r.kind not in ROAD_KINDS:
            out.append(f"roads[{i}].kind: expected one of {', '.join(ROAD_KINDS)}")
        if not 1 <= r.pips <= 6:
            out.append(f"roads[{i}].pips: expected 1 to 6 (a die's pips), got {r.pips}")
        pair = frozenset((r.a, r.b))
        if pair in seen:
            out.append(
                f"roads[{i}]: {r.a}-{r.b} is already joined by roads[{seen[pair]}] "
                "(one road per pair of villages)"
            )
        seen.setdefault(pair, i)
    return out


def _check_arms(layout: CuzcoLayout) -> list[str]:
    out: list[str] = []
    arms = layout.arms
    if len(arms) != 6:
        out.append(f"arms: expected 6 arms (one per inner village), got {len(arms)}")
    for i, arm in enumerate(arms):
        if arm.kind not in ROAD_KINDS:
            out.append(f"arms[{i}].kind: expected one of {', '.join(ROAD_KINDS)}")
        if not 1 <= arm.pips <= 6:
            out.append(f"arms[{i}].pips: expected 1 to 6 (a die's pips), got {arm.pips}")
    stone = sorted(a.pips for a in arms if a.kind == STONE)
    if stone != [2, 4, 6] or not any(a.kind == ROPE for a in arms):
        out.append(
            f"arms: expected stone arms of 2, 4 and 6 pips and at least one rope arm, got stone "
            f"{stone} (Frank's movement example)"
        )
    return out


def _check_pips(layout: CuzcoLayout) -> list[str]:
    out: list[str] = []
    names = {STONE: "stone trails", ROPE: "rope bridges"}
    bands = (("2 or fewer", range(1, 3)), ("3-4", range(3, 5)), ("5-6", range(5, 7)))
    for kind in ROAD_KINDS:
        pips = {r.pips for r in layout.roads if r.kind == kind}
        pips |= {a.pips for a in layout.arms if a.kind == kind}
        missing = [label for label, band in bands if not pips & set(band)]
        if missing:
            out.append(
                f"roads: no {names[kind]} (arms included) of {' or '.join(missing)} pips; each "
                "kind needs some of 2 or fewer, 3-4 and 5-6 (people tiles 04 and 06 with 1, 2 or "
                "3 tiles)"
            )
    return out


def _check_reach(layout: CuzcoLayout) -> list[str]:
    known = {v.id for v in layout.villages}
    reached = set(layout.inner_ids()) if layout.arms else set()
    todo = list(reached)
    while todo:
        vid = todo.pop()
        for road in layout.roads_from(vid):
            other = road.other(vid)
            if other in known and other not in reached:
                reached.add(other)
                todo.append(other)
    out: list[str] = []
    cut_off = sorted(known - reached, key=_id_order)
    if cut_off:
        out.append(
            f"roads: {_ids(cut_off)} cannot be reached from Cuzco (through the overlay's arms at "
            "any rotation and the roads); every village must be"
        )
    if len(reached) < max(9, layout.quipus):
        out.append(
            f"roads: only {len(reached)} villages can be reached from Cuzco; mission 07 needs 9 "
            f"and the bonus for delivering all quipus {layout.quipus}"
        )
    return out


def _check_action_boards(layout: CuzcoLayout) -> list[str]:
    out: list[str] = []
    boards = layout.action_boards
    if sorted(boards) != sorted(BOARD_SIZES):
        out.append(f"action_boards: expected boards for 2, 3 and 4 players, got {sorted(boards)}")
    for players in sorted(boards):
        spaces = boards[players]
        where = f"action_boards.{players}"
        size = BOARD_SIZES.get(players)
        if size is not None and len(spaces) != size:
            out.append(f"{where}: expected {size} spaces at {players} players, got {len(spaces)}")
        offered = Counter(a for s in spaces for a in s.actions)
        for action in ACTIONS:
            if offered[action] != 1:
                out.append(
                    f"{where}: the {action} action is on {offered[action]} spaces, expected "
                    "exactly 1"
                )
        unknown = sorted(set(offered) - set(ACTIONS))
        if unknown:
            out.append(f"{where}: unknown actions {', '.join(unknown)}")
        for i, s in enumerate(spaces):
            if VP in s.actions and len(s.actions) != 1:
                out.append(
                    f"{where}[{i}]: the vp space must be alone (it takes any die), got {s.id}"
                )
            if len(set(s.actions)) != len(s.actions) or not 1 <= len(s.actions) <= 2:
                out.append(f"{where}[{i}]: a space offers one action or two different ones")
        doubles = {frozenset(s.actions) for s in spaces if len(s.actions) == 2}
        wanted = DOUBLE_SPACES.get(players)
        if wanted is not None and doubles != wanted:
            expected = ", ".join(sorted("+".join(sorted(d)) for d in wanted)) or "none"
            out.append(
                f"{where}: expected the double spaces {expected} at {players} players "
                "(stone trail and rope bridge share one at 3 players and fewer, study and farming "
                "at 2)"
            )
    return out


def _check_tracks(layout: CuzcoLayout) -> list[str]:
    out: list[str] = []
    status = layout.status_vp
    if not status or status[0] != 0:
        out.append("status_vp: the status track must start at 0 VP (position 0 pays nothing)")
    if any(b < a for a, b in itertools.pairwise(status)):
        out.append("status_vp: expected VP that never go down along the track")
    if status and max(status) != 15:
        out.append(
            f"status_vp: the track pays up to {max(status)} VP, expected 15 (phase III: "
            "between 0 and 15)"
        )
    if layout.temple_steps != 6:
        out.append(f"temple_steps: expected 6 temple steps, got {layout.temple_steps}")
    if layout.rounds != 6:
        out.append(f"rounds: expected 6 rounds, got {layout.rounds}")
    for key, table in (("priest_vp", layout.priest_vp), ("headdress_vp", layout.headdress_vp)):
        if len(table) != layout.rounds:
            out.append(f"{key}: expected one entry per round ({layout.rounds}), got {len(table)}")
    if len(layout.circlet_vp) != 6:
        out.append(
            f"circlet_vp: expected VP for the 6 circlets (1-6 pips), got {len(layout.circlet_vp)}"
        )
    elif layout.circlet_vp[2] != 2:
        out.append(
            f"circlet_vp: the 3-pip circlet pays {layout.circlet_vp[2]} VP, expected 2 "
            "(Patricia's headdress example)"
        )
    return out


def _check_goods(layout: CuzcoLayout) -> list[str]:
    out: list[str] = []
    goods = layout.goods
    names = [g.name for g in goods]
    if sorted(names) != sorted(GOODS_COUNTS):
        out.append(
            f"goods: expected the 6 goods {', '.join(GOODS_COUNTS)} once each, got "
            f"{', '.join(names)}"
        )
    for i, g in enumerate(goods):
        wanted = GOODS_COUNTS.get(g.name)
        if wanted is not None and g.count != wanted:
            out.append(f"goods[{i}].count: the game has {wanted} {g.name} tiles, got {g.count}")
        if g.food < 1:
            out.append(f"goods[{i}].food: a good costs at least 1 food, got {g.food}")
        if g.vp < 1:
            out.append(f"goods[{i}].vp: a good pays at least 1 VP, got {g.vp}")
    by_name = {g.name: g for g in goods}
    soup, jewelry = by_name.get("soup"), by_name.get("jewelry")
    if soup is not None and (soup.food, soup.vp) != (1, 1):
        out.append("goods: soup costs 1 food and pays 1 VP (the market example)")
    if jewelry is not None and jewelry.vp != 9:
        out.append("goods: jewelry pays 9 VP (Iliapa's card 03 example)")
    total = sum(g.count for g in goods)
    cells = layout.rounds * layout.market_columns
    if total != cells:
        out.append(
            f"goods: {total} tiles for the market's {layout.rounds} rows x "
            f"{layout.market_columns} columns ({cells} spaces); they must match"
        )
    small = layout.rounds * (layout.market_columns - 1)
    if total - len(goods) != small:
        out.append(
            f"goods: {total - len(goods)} tiles at 2-3 players (one of each removed) for the "
            f"market's {layout.rounds} x {layout.market_columns - 1} spaces; they must match"
        )
    return out


def _people_path(t: PeopleTile) -> str:
    return f"people.{t.kind}.{t.ability}"


def _check_people(layout: CuzcoLayout) -> list[str]:
    out: list[str] = []
    tiles = layout.people
    for kind in (STUDY_KIND, FARM_KIND):
        mine = [t for t in tiles if t.kind == kind]
        if len(mine) != 36:
            out.append(f"people.{kind}: expected 36 tiles (12 abilities x 3), got {len(mine)}")
        count = Counter(t.ability for t in mine)
        for ability in ABILITIES:
            if count[ability] != 3:
                out.append(
                    f"people.{kind}.{ability}: expected 3 tiles of ability {ability}, got "
                    f"{count[ability]}"
                )
        for ability in sorted(set(count) - set(ABILITIES)):
            out.append(f"people.{kind}.{ability}: abilities are numbered 1-12")
    seen: set[str] = set()
    for t in tiles:
        if t.code in seen:
            out.append(
                f"{_people_path(t)}: two tiles share the code {t.code} (the copies of an ability "
                "need different values)"
            )
        seen.add(t.code)
        if t.value < 1:
            out.append(f"{_people_path(t)}: a tile's value is at least 1, got {t.value}")
    study = [t.value for t in tiles if t.kind == STUDY_KIND]
    if not any(study[i] + study[j] == 5 for i in range(len(study)) for j in range(i)):
        out.append(
            "people.study: no two study tiles worth 5 together (Patricia's exchange example)"
        )
    if not any(t.value == 3 for t in tiles if t.kind == FARM_KIND):
        out.append("people.farm: no farm tile worth 3 food (Patricia's exchange example)")
    return out


def _check_abilities(layout: CuzcoLayout) -> list[str]:
    numbers = sorted(a.ability for a in layout.abilities)
    if numbers != list(ABILITIES):
        return [f"abilities: expected abilities 1-12 described once each, got {numbers}"]
    return []


def _check_gods(layout: CuzcoLayout) -> list[str]:
    out: list[str] = []
    names = layout.god_names
    if len(names) != 5 or len(set(names)) != 5:
        out.append(f"god_names: expected 5 different gods, got {', '.join(names)}")
    numbers = sorted(g.ability for g in layout.gods)
    if numbers != list(GOD_ABILITIES):
        out.append(f"gods: expected god cards 1-15 once each, got {numbers}")
    for i, g in enumerate(layout.gods):
        if g.god not in names:
            out.append(f"gods[{i}].god: {g.god!r} is not one of god_names")
        if g.copies != 4:
            out.append(f"gods[{i}].copies: each god ability is on 4 cards, got {g.copies}")
        if not g.phases or any(p not in GOD_PHASES for p in g.phases):
            out.append(f"gods[{i}].phases: expected some of {', '.join(GOD_PHASES)}")
        elif len(set(g.phases)) != len(g.phases):
            out.append(f"gods[{i}].phases: a phase is listed twice")
    per_god = Counter(g.god for g in layout.gods)
    for name in names:
        if per_god[name] != 3:
            out.append(f"gods: {name} has {per_god[name]} abilities, expected exactly 3")
    return out


def _requirement_problem(layout: CuzcoLayout, req: Requirement) -> str | None:
    """What is wrong with one mission requirement (its detail, or a count nobody can reach)."""
    kind, n, arg = req.kind, req.n, req.arg
    if kind not in REQUIREMENT_KINDS:
        return f"unknown requirement kind {kind!r}"
    if n < 1:
        return "a requirement's count is at least 1"
    colours = {"": layout.feathers_per_player * len(FEATHERS)}
    colours.update({c: layout.feathers_per_player for c in FEATHERS})
    goods = {g.name: g.count - 1 for g in layout.goods}  # one of each leaves at 2-3 players
    spaces = layout.quipus + layout.free_spaces
    no_detail = {
        "feather_colours": len(FEATHERS),
        "quipu_distinct_vp": len({v.vp for v in layout.villages}),
        "gods_distinct": len(layout.god_names),
        "gods_same": 3 * 4,
        "goods_distinct": min(len(layout.goods), layout.rounds),
        "priests": min(layout.priests, layout.temple_steps),
        "food": layout.food,
        "offerings": layout.offerings,
        "medals": layout.medals,
        "circlets": 6,
        "first_player": 1,
    }
    if kind in no_detail:
        if arg:
            return f"{kind} takes no detail, got {arg!r}"
        limit = no_detail[kind]
    elif kind == "feathers":
        if arg not in colours:
            return f"expected a feather colour ({', '.join(FEATHERS)}) or nothing, got {arg!r}"
        limit = colours[arg]
    elif kind == "quipu_villages":
        matching = _villages_matching(layout, arg)
        if matching is None:
            return (
                "expected nothing, feather:<colour>, ring:inner, ring:outer or vp:<a value some "
                f"village has>, got {arg!r}"
            )
        limit = min(len(matching), layout.quipus)
    elif kind in ("people", "slid", "people_distinct"):
        allowed = (
            (STUDY_KIND, FARM_KIND) if kind == "people_distinct" else ("", STUDY_KIND, FARM_KIND)
        )
        if arg not in allowed:
            return f"expected {' or '.join(a or 'nothing' for a in allowed)}, got {arg!r}"
        limit = len(ABILITIES) if kind == "people_distinct" else spaces
    elif kind == "people_ability":
        if whole_number(arg) not in ABILITIES:
            return f"expected an ability number 1-12, got {arg!r}"
        limit = 3 * 2
    elif kind == "gods_of":
        if arg not in layout.god_names:
            return f"expected a god of god_names, got {arg!r}"
        limit = 3 * 4
    else:  # goods
        if arg and arg not in goods:
            return f"expected a good ({', '.join(goods)}) or nothing, got {arg!r}"
        limit = min(goods[arg], layout.rounds) if arg else layout.rounds
    if n > limit:
        why = " (one good a round; one of each leaves at 2-3 players)" if kind == "goods" else ""
        return f"needs {n} but at most {limit} can ever be had{why}"
    return None


def _villages_matching(layout: CuzcoLayout, arg: str) -> list[Village] | None:
    """The villages a quipu_villages detail counts, or None for a detail that names nothing."""
    villages = layout.villages
    if not arg:
        return list(villages)
    key, _, value = arg.partition(":")
    if key == "feather" and value in FEATHERS:
        return [v for v in villages if v.feather == value]
    if key == "ring" and value in (INNER, OUTER):
        return [v for v in villages if v.ring == value]
    vp = whole_number(value)
    if key == "vp" and vp is not None and any(v.vp == vp for v in villages):
        return [v for v in villages if v.vp == vp]
    return None


def _check_missions(layout: CuzcoLayout) -> list[str]:
    out: list[str] = []
    missions = layout.missions
    seen: dict[str, int] = {}
    for i, m in enumerate(missions):
        if m.id in seen:
            out.append(f"missions[{i}].id: {m.id} is already used by missions[{seen[m.id]}]")
        seen.setdefault(m.id, i)
        if m.start != m.id.startswith("S-"):
            out.append(f"missions[{i}]: start missions, and only they, have ids S-01..S-06")
        if not m.requirements:
            out.append(f"missions[{i}].needs: a mission has at least one requirement")
        for k, req in enumerate(m.requirements):
            problem = _requirement_problem(layout, req)
            if problem:
                label = f"{req.kind} {req.n} {req.arg}".strip()
                out.append(f"missions[{i}].needs[{k}]: mission {m.id}, {label!r}: {problem}")
    start = sorted(m.id for m in missions if m.start)
    general = sorted(m.id for m in missions if not m.start)
    if start != list(START_MISSIONS):
        out.append(
            f"missions: expected the 6 start missions S-01..S-06, got {len(start)} "
            f"({_ids(start[:8])})"
        )
    if general != list(GENERAL_MISSIONS):
        odd = sorted(set(general) ^ set(GENERAL_MISSIONS))
        out.append(
            f"missions: expected the 55 general missions 01..55, got {len(general)} "
            f"(differing: {_ids(odd[:6])})"
        )
    return out


def _check_masks(layout: CuzcoLayout) -> list[str]:
    out: list[str] = []
    masks = layout.masks
    if len(masks) != 4:
        out.append(f"masks: expected 4 masks, got {len(masks)}")
    for m in masks:
        where = f"masks.{m.name}"
        if len(m.circlets) != 6 or any(len(c) != 2 for c in m.circlets):
            out.append(f"{where}: expected 6 circlets of 2 feather colours each (12 slots)")
            continue
        count = Counter(colour for c in m.circlets for colour in c)
        wrong = [f"{c} {count[c]}" for c in FEATHERS if count[c] != 3]
        if wrong or set(count) - set(FEATHERS):
            out.append(
                f"{where}: expected each feather colour on exactly 3 slots (12 feathers, at most 3 "
                f"of a colour), got {', '.join(wrong) or 'unknown colours'}"
            )
    orders: dict[tuple[tuple[str, str], ...], str] = {}
    for m in masks:
        if m.circlets in orders:
            out.append(
                f"masks.{m.name}: same colour order as mask {orders[m.circlets]} (all 4 masks "
                "differ)"
            )
        orders.setdefault(m.circlets, m.name)
    return out


def _check_components(layout: CuzcoLayout) -> list[str]:
    out: list[str] = []
    facts = (
        ("components.medals", layout.medals, 10, "Inti medals"),
        ("components.medals_on_temple", layout.medals_on_temple, 6, "medals on the temple"),
        ("components.offerings", layout.offerings, 30, "offerings"),
        ("components.food", layout.food, 36, "food tiles"),
        ("components.feathers_per_player", layout.feathers_per_player, 3, "feathers of a colour"),
        ("components.quipus", layout.quipus, 10, "quipus per player"),
        ("components.free_spaces", layout.free_spaces, 2, "free mask spaces"),
        ("components.priests", layout.priests, 4, "priests per player"),
    )
    for where, got, wanted, what in facts:
        if got != wanted:
            out.append(f"{where}: the game has {wanted} {what}, got {got}")
    if layout.medals - layout.medals_on_temple < 4:
        out.append("components: medals must leave 1 for each of 4 players after the temple's")
    if dict(layout.pututu) != {1: 12, 2: 3}:
        out.append(
            "components.pututu: expected 12 tiles of value 1 and 3 of value 2 (module 1), got "
            + ", ".join(f"{n} of value {v}" for v, n in layout.pututu)
        )
    if len(layout.start_vp) != 4:
        out.append(
            f"scoring.start_vp: expected VP for player-order tokens 1-4, got {len(layout.start_vp)}"
        )
    if sorted(layout.bonuses) != sorted(BONUS_KEYS):
        out.append(
            f"scoring.bonuses: expected VP for {', '.join(BONUS_KEYS)}, got "
            f"{', '.join(layout.bonuses)}"
        )
    return out
