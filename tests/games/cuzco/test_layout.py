"""Cuzco's shipped layout data, its lookups, and the loader's checks on edited copies.

Every constraint of cuzco-board.md section 7 has a test below that breaks it in a copy of
``layouts/cuzco.yaml`` and expects one line naming the file, the key path and the rule.
"""

from __future__ import annotations

import copy
import math
import re
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from boardgames.core.layout import LayoutError, layouts_dir, load_yaml
from boardgames.games.cuzco.layout import (
    ACTIONS,
    CUZCO,
    FARM_KIND,
    FEATHERS,
    INNER,
    OUTER,
    REQUIREMENT_KINDS,
    ROPE,
    STONE,
    STUDY_KIND,
    VP,
    Mission,
    Requirement,
    Village,
    check_cuzco,
    check_layout,
    load_cuzco_layout,
    parse_layout,
)

YAML = layouts_dir() / "cuzco.yaml"
LAYOUT = load_cuzco_layout(YAML)


def point(at: tuple[int, int]) -> tuple[float, float]:
    a, b = at
    return (a + b / 2, b * math.sqrt(3) / 2)


# --- the shipped file --------------------------------------------------------------------------
def test_the_shipped_file_loads_and_passes_every_check():
    assert check_layout(LAYOUT) == []
    assert check_cuzco(YAML) == (
        "Cuzco road system of 12 villages and 24 roads, 61 missions, 72 people tiles"
    )
    assert LAYOUT.source == str(YAML)


def test_villages_follow_the_proposal():
    got = {v.id: (v.ring, v.feather, v.vp) for v in LAYOUT.villages}
    assert got == {
        "I1": (INNER, "turquoise", 3),
        "I2": (INNER, "purple", 1),
        "I3": (INNER, "orange", 2),
        "I4": (INNER, "pink", 2),
        "I5": (INNER, "turquoise", 4),
        "I6": (INNER, "purple", 2),
        "O1": (OUTER, "orange", 2),
        "O2": (OUTER, "pink", 5),
        "O3": (OUTER, "turquoise", 3),
        "O4": (OUTER, "orange", 7),
        "O5": (OUTER, "purple", 8),
        "O6": (OUTER, "pink", 3),
    }
    assert Counter(v.feather for v in LAYOUT.villages) == {c: 3 for c in FEATHERS}
    values = Counter(v.vp for v in LAYOUT.villages)
    assert values[3] == 3 and values[2] == 4 and {1, 4, 5, 7} <= set(values)
    assert sum(v.vp for v in LAYOUT.villages) == 42


def test_village_positions_on_the_triangle_lattice():
    at = {v.id: v.at for v in LAYOUT.villages}
    assert at["I1"] == (1, -1)  # top right
    assert point(at["I1"])[1] < 0 < point(at["I1"])[0]
    assert at["I2"] == (1, 0)  # right: clockwise on screen from the top right
    for i in range(1, 7):
        here, nxt = at[f"I{i}"], at[f"I{i % 6 + 1}"]
        assert math.dist(point(here), (0, 0)) == pytest.approx(1.0)  # next to Cuzco
        assert at[f"O{i}"] == (here[0] + nxt[0], here[1] + nxt[1])
    # Screen angles (y down) grow clockwise: I1, O1, I2, ... O6 go once round Cuzco.
    order = [f"{r}{i}" for i in range(1, 7) for r in "IO"]
    angles = [math.degrees(math.atan2(point(at[v])[1], point(at[v])[0])) % 360 for v in order]
    start = angles[0]
    assert [round((a - start) % 360) for a in angles] == list(range(0, 360, 30))


def test_roads_follow_the_proposal():
    assert len(LAYOUT.roads) == 18 and len(LAYOUT.arms) == 6
    assert [(a.kind, a.pips) for a in LAYOUT.arms] == [
        (STONE, 2),
        (ROPE, 1),
        (STONE, 4),
        (ROPE, 3),
        (STONE, 6),
        (ROPE, 5),
    ]
    for kind in (STONE, ROPE):
        pips = [r.pips for r in LAYOUT.roads if r.kind == kind]
        pips += [a.pips for a in LAYOUT.arms if a.kind == kind]
        assert Counter(pips) == {p: 2 for p in range(1, 7)}, kind
    colour = {v.id: v.feather for v in LAYOUT.villages}
    for v in LAYOUT.villages:
        roads = LAYOUT.roads_from(v.id)
        kinds = {r.kind for r in roads}
        if v.ring == INNER:
            kinds |= {a.kind for a in LAYOUT.arms}
        assert kinds == {STONE, ROPE}, v.id
        assert any(r.pips <= 2 for r in roads), v.id
        assert all(colour[r.other(v.id)] != v.feather for r in roads), v.id
    # The two richest villages (O4 7 VP, O5 8 VP) cannot be entered without a step of 5 or more.
    rich = {"O4", "O5"}
    way_in = [r for r in LAYOUT.roads if len({r.a, r.b} & rich) == 1]
    assert way_in and min(r.pips for r in way_in) >= 5


def test_lookups():
    assert LAYOUT.village("O5") == Village("O5", OUTER, "purple", 8, (-1, -1))
    with pytest.raises(KeyError):
        LAYOUT.village(CUZCO)
    assert LAYOUT.tile("S07-2").ability == 7 and LAYOUT.tile("S07-2").value == 2
    assert LAYOUT.tile("F12-3").kind == FARM_KIND
    with pytest.raises(KeyError):
        LAYOUT.tile("S13-1")
    assert LAYOUT.god(14).god == "Mama Sara"
    assert LAYOUT.mission("S-04").start and not LAYOUT.mission("04").start
    assert LAYOUT.good("jewelry").vp == 9
    with pytest.raises(KeyError):
        LAYOUT.good("gold")
    assert LAYOUT.inner_ids() == ("I1", "I2", "I3", "I4", "I5", "I6")


def test_roads_from_lists_each_road_at_both_ends():
    i1 = LAYOUT.roads_from("I1")
    assert sorted((r.other("I1"), r.kind, r.pips) for r in i1) == [
        ("I2", STONE, 1),
        ("I6", ROPE, 4),
        ("O1", STONE, 3),
    ]
    for r in LAYOUT.roads:
        assert r in LAYOUT.roads_from(r.a) and r in LAYOUT.roads_from(r.b)
    assert sum(len(LAYOUT.roads_from(v.id)) for v in LAYOUT.villages) == 2 * len(LAYOUT.roads)
    assert LAYOUT.roads_from(CUZCO) == ()


def test_arm_target_turns_clockwise_with_the_overlay():
    assert [LAYOUT.arm_target(k, 0) for k in range(6)] == ["I1", "I2", "I3", "I4", "I5", "I6"]
    assert LAYOUT.arm_target(0, 1) == "I2"
    assert LAYOUT.arm_target(5, 1) == "I1"
    assert LAYOUT.arm_target(2, 9) == "I6"  # rotations wrap
    # Frank: from Cuzco the stone arms show 2, 4 and 6 at every rotation.
    for r in range(6):
        reached = {LAYOUT.arm_target(k, r) for k in range(6)}
        assert reached == set(LAYOUT.inner_ids())


def test_a_layout_is_shared_not_copied_and_hashes_by_identity():
    assert copy.deepcopy(LAYOUT) is LAYOUT
    assert hash(LAYOUT) == object.__hash__(LAYOUT)  # by identity, not by its fields
    again = replace(LAYOUT, villages=LAYOUT.villages[::-1])
    assert again.village("I1") == LAYOUT.village("I1")  # caches rebuilt for the new tuple
    assert again.inner_ids() == LAYOUT.inner_ids()


def test_action_boards():
    ids = {n: [s.id for s in LAYOUT.spaces_for(n)] for n in (2, 3, 4)}
    assert ids[4] == ["stone", "rope", "study", "farm", "exchange", "temple", "headdress", "vp"]
    assert ids[3] == ["stone+rope", "study", "farm", "exchange", "temple", "headdress", "vp"]
    assert ids[2] == ["stone+rope", "study+farm", "exchange", "temple", "headdress", "vp"]
    assert [s.any_die for s in LAYOUT.spaces_for(2)] == [False] * 5 + [True]
    assert (
        LAYOUT.spaces_for(5) == LAYOUT.spaces_for(4) and LAYOUT.spaces_for(1)[0].id == "stone+rope"
    )
    for n in (2, 3, 4):
        assert sorted(a for s in LAYOUT.spaces_for(n) for a in s.actions) == sorted(ACTIONS)


def test_cuzco_board_tables():
    assert LAYOUT.status_vp == tuple(range(16)) + (15,) * 5
    assert LAYOUT.priest_vp == (1, 1, 2, 2, 3, 3)
    assert LAYOUT.headdress_vp == (10, 10, 7, 7, 4, 4)
    assert LAYOUT.circlet_vp == (0, 1, 2, 3, 4, 5)
    assert (LAYOUT.rounds, LAYOUT.temple_steps, LAYOUT.market_columns) == (6, 6, 5)
    goods = [(g.name, g.food, g.vp, g.count) for g in LAYOUT.goods]
    assert goods == [
        ("soup", 1, 1, 7),
        ("clothes", 2, 2, 6),
        ("bowl", 3, 4, 5),
        ("decanter", 4, 5, 5),
        ("tools", 5, 7, 4),
        ("jewelry", 6, 9, 3),
    ]
    assert sum(g.count for g in LAYOUT.goods) == 6 * 5
    assert sum(g.count - 1 for g in LAYOUT.goods) == 6 * 4


def test_people_tiles_and_abilities():
    assert len(LAYOUT.people) == 72
    for kind in (STUDY_KIND, FARM_KIND):
        mine = [t for t in LAYOUT.people if t.kind == kind]
        assert len(mine) == 36
        for ability in range(1, 13):
            assert sorted(t.value for t in mine if t.ability == ability) == [1, 2, 3]
    assert len({t.code for t in LAYOUT.people}) == 72
    assert all(re.fullmatch(r"[SF]\d\d-\d", t.code) for t in LAYOUT.people)
    names = {a.ability: a.name for a in LAYOUT.abilities}
    assert names == {
        1: "Offering",
        2: "Victory points",
        3: "Feather",
        4: "Stone trail",
        5: "Status",
        6: "Rope bridge",
        7: "God card",
        8: "Quipu",
        9: "Circlet",
        10: "Food",
        11: "Farming",
        12: "Study",
    }
    assert all(10 < len(a.text) < 200 for a in LAYOUT.abilities)


def test_god_cards():
    gods = {g.ability: (g.god, g.phases) for g in LAYOUT.gods}
    assert gods == {
        1: ("Iliapa", ("II",)),
        2: ("Iliapa", ("I",)),
        3: ("Iliapa", ("III",)),
        4: ("Mama Quilia", ("III", "end")),
        5: ("Mama Quilia", ("I",)),
        6: ("Mama Quilia", ("I",)),
        7: ("Viracocha", ("I",)),
        8: ("Viracocha", ("I", "II")),
        9: ("Viracocha", ("I",)),
        10: ("Pacha Mama", ("I",)),
        11: ("Pacha Mama", ("II",)),
        12: ("Pacha Mama", ("I",)),
        13: ("Mama Sara", ("I",)),
        14: ("Mama Sara", ("I",)),
        15: ("Mama Sara", ("II",)),
    }
    assert LAYOUT.god_names == ("Iliapa", "Mama Quilia", "Viracocha", "Pacha Mama", "Mama Sara")
    assert sum(g.copies for g in LAYOUT.gods) == 60
    assert all(g.text for g in LAYOUT.gods)


def needs(mid: str) -> list[tuple[str, int, str]]:
    return [(r.kind, r.n, r.arg) for r in LAYOUT.mission(mid).requirements]


def test_missions_as_data():
    ids = [m.id for m in LAYOUT.missions]
    assert ids == [f"S-{i:02d}" for i in range(1, 7)] + [f"{i:02d}" for i in range(1, 56)]
    assert needs("S-01") == [("priests", 1, ""), ("people", 1, "farm")]
    assert needs("S-04") == [("people", 1, "study"), ("first_player", 1, "")]
    assert needs("S-06") == [("quipu_villages", 2, "")]
    colours = ["orange", "purple", "pink", "turquoise"]
    assert [needs(f"{i:02d}") for i in range(1, 5)] == [[("feathers", 3, c)] for c in colours]
    villages = [needs(f"{i:02d}")[0][2] for i in range(8, 12)]
    assert villages == ["feather:turquoise", "feather:pink", "feather:purple", "feather:orange"]
    assert needs("12") == [("quipu_villages", 3, "vp:3")]
    assert needs("13") == [("quipu_villages", 3, "vp:2")]
    assert needs("19") == [("slid", 5, "")]
    assert needs("33") == [("gods_of", 2, "Mama Quilia")]
    assert needs("42") == [("quipu_villages", 4, "ring:inner")]
    # 44-55 against the addendum's people-tile numbers.
    abilities = [int(needs(f"{i}")[0][2]) for i in range(44, 56)]
    assert abilities == [1, 2, 5, 6, 4, 3, 7, 8, 9, 10, 12, 11]
    assert all(needs(f"{i}")[0][:2] == ("people_ability", 2) for i in range(44, 56))
    assert {r.kind for m in LAYOUT.missions for r in m.requirements} == set(REQUIREMENT_KINDS)
    assert all(m.text for m in LAYOUT.missions)


def test_masks():
    letters = {"turquoise": "T", "purple": "P", "orange": "O", "pink": "K"}
    shown = {m.name: " ".join(letters[a] + letters[b] for a, b in m.circlets) for m in LAYOUT.masks}
    assert shown == {
        "A": "TP OK PO KT OT PK",
        "B": "PO KT OK TP KP OT",
        "C": "OK TP KT PO TO KP",
        "D": "KT PO TP OK PK TO",
    }
    mask = LAYOUT.masks[0]
    assert [mask.slot_colour(s) for s in (0, 1, 11)] == ["turquoise", "purple", "pink"]


def test_components_and_scoring():
    assert (LAYOUT.medals, LAYOUT.medals_on_temple, LAYOUT.offerings, LAYOUT.food) == (
        10,
        6,
        30,
        36,
    )
    assert LAYOUT.pututu == ((1, 12), (2, 3))
    assert (LAYOUT.quipus, LAYOUT.free_spaces, LAYOUT.priests) == (10, 2, 4)
    assert LAYOUT.start_vp == (0, 1, 2, 3)
    assert (LAYOUT.mission_vp, LAYOUT.mission_vp_reduced, LAYOUT.medal_vp) == (6, 4, 2)
    assert LAYOUT.bonuses == {
        "feathers": 6,
        "circlets": 9,
        "missions": 9,
        "quipus": 10,
        "people": 12,
        "goods": 6,
    }


def test_every_invented_number_is_marked():
    # The comment block right above each invented table says what we chose and why.
    lines = YAML.read_text(encoding="utf-8").splitlines()
    for key in (
        "villages:",
        "roads:",
        "arms:",
        "action_boards:",
        "status_vp:",
        "circlet_vp:",
        "goods:",
        "people:",
        "masks:",
    ):
        at = (
            lines.index(key)
            if key in lines
            else next(i for i, line in enumerate(lines) if line.startswith(key + " "))
        )
        above = []
        while lines[at - 1].startswith("#"):
            at -= 1
            above.append(lines[at])
        assert any(line.startswith("# assumption:") for line in above), key


# --- edited copies -----------------------------------------------------------------------------
def edited(tmp_path: Path, *edits: tuple[str, str]) -> Path:
    """A copy of the shipped file with each (old, new) replaced once (old must be present)."""
    text = YAML.read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    path = tmp_path / "cuzco.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def problems_of(path: Path) -> list[str]:
    return check_layout(parse_layout(load_yaml(path)))


def refused(path: Path) -> str:
    """The loader's one-line error for an edited file."""
    with pytest.raises(LayoutError) as err:
        load_cuzco_layout(path)
    message = str(err.value)
    assert "\n" not in message
    assert message.startswith(f"{path}: ")
    return message


def road(a: str, b: str, kind: str, pips: int) -> str:
    return f"{{a: {a}, b: {b}, kind: {kind}, pips: {pips}}}"


# (name, edits, key path, rule): the loader must name that key and that rule, first.
BROKEN: list[tuple[str, list[tuple[str, str]], str, str]] = [
    # 1. villages: 12, 6 inner and 6 outer, unique ids
    (
        "seven inner villages",
        [("{id: O6, ring: outer", "{id: O6, ring: inner")],
        "villages",
        "expected 12 villages, 6 inner and 6 outer, got 7 inner and 5 outer",
    ),
    (
        "eleven villages",
        [("  - {id: O6, ring: outer, feather: pink, vp: 3, at: [1, -2]}\n", "")],
        "villages",
        "expected 12 villages, 6 inner and 6 outer, got 6 inner and 5 outer",
    ),
    (
        "a repeated id",
        [("{id: O6,", "{id: O5,")],
        "villages[11].id",
        "O5 is already used by villages[10]",
    ),
    (
        "an outer id on an inner village",
        [("{id: I6, ring: inner", "{id: O7, ring: inner")],
        "villages[5].id",
        "an inner village's id starts with I",
    ),
    (
        "Cuzco as a village",
        [("{id: O6,", "{id: C,")],
        "villages[11].id",
        "C is Cuzco itself, not a village",
    ),
    (
        "an unknown feather colour",
        [("feather: pink, vp: 3", "feather: red, vp: 3")],
        "villages[11].feather",
        "expected one of turquoise, purple, orange, pink, got 'red'",
    ),
    # 2. feathers: 4 colours, exactly 3 villages each
    (
        "a colour on 2 villages",
        [("{id: I2, ring: inner, feather: purple", "{id: I2, ring: inner, feather: pink")],
        "villages",
        "feather colour purple is on 2 villages, expected exactly 3 (missions 08-11)",
    ),
    # 3. VP: exactly three 3s, four 2s, 5+ values, 1, 4, 5 and 7 present
    (
        "two villages worth 3",
        [("feather: turquoise, vp: 3, at: [1, -1]", "feather: turquoise, vp: 6, at: [1, -1]")],
        "villages",
        "2 villages are worth 3 VP, expected exactly 3 (mission 12",
    ),
    (
        "three villages worth 2",
        [("feather: orange, vp: 2, at: [0, 1]", "feather: orange, vp: 6, at: [0, 1]")],
        "villages",
        "3 villages are worth 2 VP, expected exactly 4 (mission 13",
    ),
    (
        "four different values",
        [
            ("feather: purple, vp: 1", "feather: purple, vp: 4"),
            ("feather: pink, vp: 5", "feather: pink, vp: 4"),
            ("feather: orange, vp: 7", "feather: orange, vp: 8"),
        ],
        "villages",
        "only 4 different VP values, expected at least 5 (mission 14)",
    ),
    (
        "no 7",
        [("feather: orange, vp: 7", "feather: orange, vp: 6")],
        "villages",
        "no village worth 7 VP; mission 14's example 1-2-4-5-7",
    ),
    # positions: not on Cuzco, not shared, clockwise I1, O1, I2, ...
    (
        "a village on Cuzco",
        [("at: [1, -2]", "at: [0, 0]")],
        "villages[11].at",
        "[0, 0] is Cuzco's place",
    ),
    (
        "two villages on one spot",
        [("at: [1, -2]", "at: [-1, -1]")],
        "villages[11].at",
        "[-1, -1] is also O5's place",
    ),
    (
        "inner villages anticlockwise",
        [("at: [1, -1]}", "at: [1, 0]}"), ("vp: 1, at: [1, 0]", "vp: 1, at: [1, -1]")],
        "villages",
        "going clockwise round Cuzco the villages must come I1, O1, I2, O2",
    ),
    # roads join known villages, pips 1-6, kinds stone/rope, no duplicate
    (
        "a road to an unknown village",
        [(road("O6", "O1", "rope", 6), road("O7", "O1", "rope", 6))],
        "roads[17]",
        "O7 is not a village",
    ),
    (
        "a road to Cuzco",
        [(road("O6", "O1", "rope", 6), road("C", "O1", "rope", 6))],
        "roads[17]",
        "C is not a village (Cuzco joins the villages through the arms)",
    ),
    (
        "a road of 7 pips",
        [(road("O6", "O1", "rope", 6), road("O6", "O1", "rope", 7))],
        "roads[17].pips",
        "expected a whole number from 1 to 6, got 7",
    ),
    (
        "a road of 0 pips",
        [(road("O6", "O1", "rope", 6), road("O6", "O1", "rope", 0))],
        "roads[17].pips",
        "expected a whole number from 1 to 6, got 0",
    ),
    (
        "a vine road",
        [(road("O6", "O1", "rope", 6), road("O6", "O1", "vine", 6))],
        "roads[17].kind",
        "expected one of stone, rope, got 'vine'",
    ),
    (
        "a second road between two villages",
        [(road("I6", "I1", "rope", 4), road("I2", "I1", "rope", 4))],
        "roads[5]",
        "I2-I1 is already joined by roads[0] (one road per pair of villages)",
    ),
    (
        "a road from a village to itself",
        [(road("I6", "I1", "rope", 4), road("I1", "I1", "rope", 4))],
        "roads[5]",
        "a road must join two different villages, got I1 twice",
    ),
    # 4. overlay: 6 arms; Frank's stone arms 2, 4, 6 and a rope arm
    (
        "five arms",
        [("  - {kind: rope, pips: 5}\n", "")],
        "arms",
        "expected 6 arms (one per inner village), got 5",
    ),
    (
        "a stone arm of 5",
        [("  - {kind: stone, pips: 6}\n", "  - {kind: stone, pips: 5}\n")],
        "arms",
        "expected stone arms of 2, 4 and 6 pips and at least one rope arm, got stone [2, 4, 5]",
    ),
    (
        "an arm of 7 pips",
        [("  - {kind: rope, pips: 5}\n", "  - {kind: rope, pips: 7}\n")],
        "arms[5].pips",
        "expected a whole number from 1 to 6, got 7",
    ),
    # 5. both kinds (arms included) offer pips <= 2, 3-4 and 5-6
    (
        "no rope bridge of 3-4",
        [
            ("  - {kind: rope, pips: 3}\n", "  - {kind: rope, pips: 5}\n"),
            (road("I2", "I3", "rope", 3), road("I2", "I3", "rope", 5)),
            (road("I6", "I1", "rope", 4), road("I6", "I1", "rope", 5)),
            (road("I2", "O2", "rope", 4), road("I2", "O2", "rope", 5)),
        ],
        "roads",
        "no rope bridges (arms included) of 3-4 pips; each kind needs some of 2 or fewer",
    ),
    # 6. every village reachable from Cuzco
    (
        "a cut-off village",
        [
            (f"  - {road('I4', 'O4', 'stone', 5)}\n", ""),
            (f"  - {road('O3', 'O4', 'stone', 5)}\n", ""),
            (f"  - {road('O4', 'O5', 'rope', 2)}\n", ""),
        ],
        "roads",
        "O4 cannot be reached from Cuzco (through the overlay's arms at any rotation and the "
        "roads); every village must be",
    ),
    # 8. action boards: 8/7/6 spaces, each action once, vp alone, the rulebook's doubles
    (
        "seven spaces at 4 players",
        [("exchange, temple, headdress, vp]", "exchange, temple, vp]")],
        "action_boards.4",
        "expected 8 spaces at 4 players, got 7",
    ),
    (
        "two study spaces",
        [("[stone, rope, study, farm,", "[stone, rope, study, study,")],
        "action_boards.4",
        "the study action is on 2 spaces, expected exactly 1",
    ),
    (
        "vp sharing a space",
        [
            (
                "2: [stone+rope, study+farm, exchange, temple, headdress, vp]",
                "2: [stone+rope, study, farm, exchange, temple, headdress+vp]",
            )
        ],
        "action_boards.2[5]",
        "the vp space must be alone (it takes any die), got headdress+vp",
    ),
    (
        "the wrong double space at 3 players",
        [("3: [stone+rope, study, farm,", "3: [stone, rope, study+farm,")],
        "action_boards.3",
        "expected the double spaces rope+stone at 3 players",
    ),
    (
        "no board for 2 players",
        [("  2: [stone+rope, study+farm, exchange, temple, headdress, vp]\n", "")],
        "action_boards",
        "expected boards for 2, 3 and 4 players, got [3, 4]",
    ),
    (
        "an unknown action",
        [("temple, headdress, vp]", "temple, headdress, gold]")],
        "action_boards.4[7]",
        "expected an action or two joined by +",
    ),
    # 9. status pays 0..15 never going down; temple 6 steps; 6 rounds; tables of 6
    (
        "status starting at 1",
        [("status_vp: [0, 1,", "status_vp: [1, 1,")],
        "status_vp",
        "the status track must start at 0 VP",
    ),
    (
        "status going down",
        [("14, 15, 15, 15", "14, 15, 14, 15")],
        "status_vp",
        "expected VP that never go down along the track",
    ),
    (
        "status paying 16",
        [("15, 15, 15]", "15, 15, 16]")],
        "status_vp",
        "the track pays up to 16 VP, expected 15",
    ),
    (
        "five temple steps",
        [("temple_steps: 6", "temple_steps: 5")],
        "temple_steps",
        "expected 6 temple steps, got 5",
    ),
    ("seven rounds", [("rounds: 6", "rounds: 7")], "rounds", "expected 6 rounds, got 7"),
    (
        "a short priest table",
        [("priest_vp: [1, 1, 2, 2, 3, 3]", "priest_vp: [1, 1, 2, 2, 3]")],
        "priest_vp",
        "expected one entry per round (6), got 5",
    ),
    (
        "a long headdress table",
        [("headdress_vp: [10, 10, 7, 7, 4, 4]", "headdress_vp: [10, 10, 7, 7, 4, 4, 1]")],
        "headdress_vp",
        "expected one entry per round (6), got 7",
    ),
    (
        "a 3-pip circlet worth 3",
        [("circlet_vp: [0, 1, 2, 3, 4, 5]", "circlet_vp: [1, 2, 3, 4, 5, 6]")],
        "circlet_vp",
        "the 3-pip circlet pays 3 VP, expected 2 (Patricia's headdress example)",
    ),
    (
        "five circlets",
        [("circlet_vp: [0, 1, 2, 3, 4, 5]", "circlet_vp: [0, 1, 2, 3, 4]")],
        "circlet_vp",
        "expected VP for the 6 circlets (1-6 pips), got 5",
    ),
    # 10. goods: 6 kinds, 7/6/5/5/4/3 = 30 filling 6x5 (6x4 at 2-3 players), positive prices
    (
        "five goods",
        [("  - {name: jewelry, food: 6, vp: 9, count: 3}\n", "")],
        "goods",
        "expected the 6 goods soup, clothes, bowl, decanter, tools, jewelry once each",
    ),
    (
        "eight soups",
        [("{name: soup, food: 1, vp: 1, count: 7}", "{name: soup, food: 1, vp: 1, count: 8}")],
        "goods[0].count",
        "the game has 7 soup tiles, got 8",
    ),
    (
        "a market of 4 columns",
        [("market_columns: 5", "market_columns: 4")],
        "goods",
        "30 tiles for the market's 6 rows x 4 columns (24 spaces); they must match",
    ),
    (
        "free clothes",
        [("{name: clothes, food: 2,", "{name: clothes, food: 0,")],
        "goods[1].food",
        "a good costs at least 1 food, got 0",
    ),
    (
        "bowls paying nothing",
        [("{name: bowl, food: 3, vp: 4,", "{name: bowl, food: 3, vp: 0,")],
        "goods[2].vp",
        "a good pays at least 1 VP, got 0",
    ),
    (
        "dear soup",
        [("{name: soup, food: 1,", "{name: soup, food: 2,")],
        "goods",
        "soup costs 1 food and pays 1 VP",
    ),
    (
        "cheap jewelry",
        [("{name: jewelry, food: 6, vp: 9,", "{name: jewelry, food: 6, vp: 8,")],
        "goods",
        "jewelry pays 9 VP (Iliapa's card 03 example)",
    ),
    # 11. people: 36 per kind, each ability 3 times, unique codes, Patricia's values
    (
        "35 study tiles",
        [("    12: [1, 2, 3]\n  farm:", "    12: [1, 2]\n  farm:")],
        "people.study",
        "expected 36 tiles (12 abilities x 3), got 35",
    ),
    (
        "an ability missing",
        [("    11: [1, 2, 3]\n", "    13: [1, 2, 3]\n")],
        "people.study.11",
        "expected 3 tiles of ability 11, got 0",
    ),
    (
        "an ability 4 times and another twice",
        [
            ("    5: [1, 2, 3]\n", "    5: [1, 2, 3, 4]\n"),
            ("    6: [1, 2, 3]\n", "    6: [1, 2]\n"),
        ],
        "people.study.5",
        "expected 3 tiles of ability 5, got 4",
    ),
    (
        "two tiles with one code",
        [("    5: [1, 2, 3]\n  ", "    5: [1, 2, 2]\n  ")],
        "people.study.5",
        "two tiles share the code S05-2 (the copies of an ability need different values)",
    ),
    (
        "a tile worth nothing",
        [("    7: [1, 2, 3]\n", "    7: [0, 2, 3]\n")],
        "people.study.7",
        "a tile's value is at least 1, got 0",
    ),
    (
        "a third kind of people",
        [("  farm:\n", "  priest:\n")],
        "people.priest",
        "expected a people kind as the key (study or farm)",
    ),
    # 12 abilities described
    (
        "ability 12 not described",
        [("  - ability: 12\n    name: Study", "  - ability: 11\n    name: Study")],
        "abilities",
        "expected abilities 1-12 described once each",
    ),
    # god cards: 15 abilities 1-15, 4 copies, 3 per god, valid phases
    (
        "a card 16",
        [("  - ability: 15\n    god: Mama Sara", "  - ability: 16\n    god: Mama Sara")],
        "gods",
        "expected god cards 1-15 once each",
    ),
    (
        "three copies",
        [
            (
                "    god: Iliapa\n    phases: [III]",
                "    god: Iliapa\n    copies: 3\n    phases: [III]",
            )
        ],
        "gods[2].copies",
        "each god ability is on 4 cards, got 3",
    ),
    (
        "a god with two abilities",
        [("    god: Iliapa\n    phases: [III]", "    god: Viracocha\n    phases: [III]")],
        "gods",
        "Iliapa has 2 abilities, expected exactly 3",
    ),
    (
        "an unknown god",
        [("    god: Mama Sara\n    phases: [II]", "    god: Inti\n    phases: [II]")],
        "gods[14].god",
        "'Inti' is not one of god_names",
    ),
    (
        "four gods",
        [("Pacha Mama, Mama Sara]", "Pacha Mama]")],
        "god_names",
        "expected 5 different gods",
    ),
    (
        "an unknown phase",
        [("phases: [III, end]", "phases: [IV]")],
        "gods[3].phases[0]",
        "expected one of I, II, III, end, got 'IV'",
    ),
    (
        "a phase twice",
        [("phases: [I, II]", "phases: [I, I]")],
        "gods[7].phases",
        "a phase is listed twice",
    ),
    # missions: 6 start and 55 general, unique ids, known kinds, valid details
    (
        "five start missions",
        [('  - {id: S-06, needs: [quipu_villages 2], text: "Quipus in 2 villages."}\n', "")],
        "missions",
        "expected the 6 start missions S-01..S-06, got 5",
    ),
    (
        "a general mission 56",
        [('{id: "55",', '{id: "56",')],
        "missions",
        "expected the 55 general missions 01..55, got 55 (differing: 55, 56)",
    ),
    (
        "a repeated mission id",
        [('{id: "55",', '{id: "54",')],
        "missions[60].id",
        "54 is already used by missions[59]",
    ),
    (
        "an unknown requirement kind",
        [("needs: [food 5]", "needs: [gold 5]")],
        "missions[43].needs[0]",
        "expected a requirement kind (feathers, feather_colours",
    ),
    (
        "a requirement without a count",
        [("needs: [food 5]", "needs: [food five]")],
        "missions[43].needs[0]",
        "expected a requirement such as 'feathers 3 orange'",
    ),
    (
        "an unknown colour",
        [("needs: [feathers 3 orange]", "needs: [feathers 3 red]")],
        "missions[6].needs[0]",
        "mission 01, 'feathers 3 red': expected a feather colour",
    ),
    (
        "an unknown god",
        [("needs: [gods_of 2 Iliapa]", "needs: [gods_of 2 Inti]")],
        "missions[37].needs[0]",
        "mission 32, 'gods_of 2 Inti': expected a god of god_names, got 'Inti'",
    ),
    (
        "an unknown good",
        [("needs: [goods 2 soup]", "needs: [goods 2 bread]")],
        "missions[29].needs[0]",
        "mission 24, 'goods 2 bread': expected a good (soup, clothes",
    ),
    (
        "an unknown ring",
        [("quipu_villages 4 ring:inner", "quipu_villages 4 ring:middle")],
        "missions[47].needs[0]",
        "expected nothing, feather:<colour>, ring:inner, ring:outer or vp:<a value some village",
    ),
    (
        "a VP value no village has",
        [("quipu_villages 3 vp:3", "quipu_villages 3 vp:6")],
        "missions[17].needs[0]",
        "mission 12, 'quipu_villages 3 vp:6': expected nothing, feather:<colour>",
    ),
    (
        "ability 13",
        [("needs: [people_ability 2 12]", "needs: [people_ability 2 13]")],
        "missions[59].needs[0]",
        "mission 54, 'people_ability 2 13': expected an ability number 1-12",
    ),
    (
        "a detail where none belongs",
        [("needs: [food 5]", "needs: [food 5 corn]")],
        "missions[43].needs[0]",
        "food takes no detail, got 'corn'",
    ),
    (
        "people_distinct without a kind",
        [("needs: [people_distinct 3 study]", "needs: [people_distinct 3]")],
        "missions[20].needs[0]",
        "expected study or farm, got ''",
    ),
    (
        "more quipus than a player has",
        [("needs: [quipu_villages 9]", "needs: [quipu_villages 11]")],
        "missions[12].needs[0]",
        "needs 11 but at most 10 can ever be had",
    ),
    (
        "four feathers of a colour",
        [("needs: [feathers 3 orange]", "needs: [feathers 4 orange]")],
        "missions[6].needs[0]",
        "needs 4 but at most 3 can ever be had",
    ),
    (
        "three jewelry (only 2 at 2-3 players)",
        [("needs: [goods 2 jewelry]", "needs: [goods 3 jewelry]")],
        "missions[34].needs[0]",
        "needs 3 but at most 2 can ever be had",
    ),
    (
        "a mission with nothing to do",
        [("needs: [food 5]", "needs: []")],
        "missions[43].needs",
        "expected a list of at least 1 items",
    ),
    # 12. masks: 4, 6 circlets of 2 colours, 3 slots per colour, different orders
    (
        "three masks",
        [
            (
                "  D: [[pink, turquoise], [purple, orange], [turquoise, purple], [orange, pink], [purple, pink], [turquoise, orange]]\n",
                "",
            )
        ],
        "masks",
        "expected 4 masks, got 3",
    ),
    (
        "five circlets",
        [("[orange, turquoise], [purple, pink]]", "[orange, turquoise]]")],
        "masks.A",
        "expected 6 circlets of 2 feather colours each (12 slots)",
    ),
    (
        "four purple slots",
        [("[orange, turquoise], [purple, pink]]", "[orange, turquoise], [purple, purple]]")],
        "masks.A",
        "expected each feather colour on exactly 3 slots (12 feathers, at most 3 of a colour), "
        "got purple 4, pink 2",
    ),
    (
        "two masks alike",
        [
            (
                "D: [[pink, turquoise], [purple, orange], [turquoise, purple], [orange, pink], "
                "[purple, pink], [turquoise, orange]]",
                "D: [[turquoise, purple], [orange, pink], [purple, orange], [pink, turquoise], "
                "[orange, turquoise], [purple, pink]]",
            )
        ],
        "masks.D",
        "same colour order as mask A (all 4 masks differ)",
    ),
    (
        "a circlet of one feather",
        [("A: [[turquoise, purple],", "A: [[turquoise],")],
        "masks.A[0]",
        "expected a pair of feather colours like [turquoise, purple]",
    ),
    # components: medals 10 with 6 on the temple, offerings 30, food 36, pututu 12 + 3
    (
        "nine medals",
        [("  medals: 10", "  medals: 9")],
        "components.medals",
        "the game has 10 Inti medals, got 9",
    ),
    (
        "five medals on the temple",
        [("medals_on_temple: 6", "medals_on_temple: 5")],
        "components.medals_on_temple",
        "the game has 6 medals on the temple, got 5",
    ),
    (
        "29 offerings",
        [("  offerings: 30", "  offerings: 29")],
        "components.offerings",
        "the game has 30 offerings, got 29",
    ),
    ("35 food", [("  food: 36", "  food: 35")], "components.food", "the game has 36 food tiles"),
    (
        "four big pututus",
        [("pututu: {1: 12, 2: 3}", "pututu: {1: 11, 2: 4}")],
        "components.pututu",
        "expected 12 tiles of value 1 and 3 of value 2 (module 1), got 11 of value 1, 4 of value 2",
    ),
    (
        "nine quipus",
        [("  quipus: 10", "  quipus: 9")],
        "components.quipus",
        "the game has 10 quipus per player, got 9",
    ),
    (
        "a bonus too few",
        [("people: 12, goods: 6}", "people: 12}")],
        "scoring.bonuses",
        "expected VP for feathers, circlets, missions, quipus, people, goods",
    ),
]


@pytest.mark.parametrize(
    ("edits", "key", "rule"),
    [pytest.param(e, k, r, id=name) for name, e, k, r in BROKEN],
)
def test_a_broken_file_names_the_key_and_the_rule(tmp_path, edits, key, rule):
    message = refused(edited(tmp_path, *edits))
    where = f"{tmp_path / 'cuzco.yaml'}: {key}: "
    assert message.startswith(where), message
    assert rule in message, message


def test_the_first_problem_is_reported_and_the_others_are_listed(tmp_path):
    path = edited(
        tmp_path, ("{id: I2, ring: inner, feather: purple", "{id: I2, ring: inner, feather: pink")
    )
    problems = problems_of(path)
    assert problems == [
        "villages: feather colour purple is on 2 villages, expected exactly 3 (missions 08-11); "
        "it is on I6, O5",
        "villages: feather colour pink is on 4 villages, expected exactly 3 (missions 08-11); "
        "it is on I2, I4, O2, O6",
        "missions[15].needs[0]: mission 10, 'quipu_villages 3 feather:purple': needs 3 but at "
        "most 2 can ever be had",
    ]
    assert refused(path) == f"{path}: {problems[0]}"


def test_fewer_than_ten_reachable_villages_fail_mission_07_and_the_quipu_bonus(tmp_path):
    cut = [
        road("I3", "O3", "rope", 1),
        road("O2", "O3", "rope", 6),
        road("O3", "O4", "stone", 5),
        road("I4", "O4", "stone", 5),
        road("O4", "O5", "rope", 2),
        road("I5", "O5", "rope", 5),
        road("O5", "O6", "stone", 6),
    ]
    problems = problems_of(edited(tmp_path, *((f"  - {r}\n", "") for r in cut)))
    assert problems == [
        "roads: O3, O4, O5 cannot be reached from Cuzco (through the overlay's arms at any "
        "rotation and the roads); every village must be",
        "roads: only 9 villages can be reached from Cuzco; mission 07 needs 9 and the bonus for "
        "delivering all quipus 10",
    ]


def test_an_overlay_without_arms_reaches_nothing():
    problems = check_layout(replace(LAYOUT, arms=()))
    assert "arms: expected 6 arms (one per inner village), got 0" in problems
    assert any(p.startswith("roads: I1, I2, I3, I4, I5, I6, O1") for p in problems)


def test_patricias_values_must_exist(tmp_path):
    text = YAML.read_text(encoding="utf-8")
    study, farm = text.index("  study:\n"), text.index("  farm:\n")
    end = text.index("\n# What each people ability")
    text = (
        text[:study]
        + text[study:farm].replace("[1, 2, 3]", "[3, 4, 5]")
        + text[farm:end].replace("[1, 2, 3]", "[1, 2, 4]")
        + text[end:]
    )
    path = tmp_path / "cuzco.yaml"
    path.write_text(text, encoding="utf-8")
    assert problems_of(path) == [
        "people.study: no two study tiles worth 5 together (Patricia's exchange example)",
        "people.farm: no farm tile worth 3 food (Patricia's exchange example)",
    ]


def test_hand_built_layouts_are_checked_too():
    # check_layout runs on any CuzcoLayout, not only on one read from a file.
    bad = replace(
        LAYOUT,
        villages=(*LAYOUT.villages[:-1], replace(LAYOUT.villages[-1], ring="middle")),
    )
    assert "villages[11].ring: expected inner or outer, got 'middle'" in check_layout(bad)
    odd = Mission("S-07", True, (Requirement("priests", 1),), "x")
    problems = check_layout(replace(LAYOUT, missions=(*LAYOUT.missions, odd)))
    assert any(
        p.startswith("missions: expected the 6 start missions S-01..S-06, got 7") for p in problems
    )
    wrong = Mission("01", False, (Requirement("wishes", 1),), "x")
    problems = check_layout(
        replace(LAYOUT, missions=(*LAYOUT.missions[:6], wrong, *LAYOUT.missions[7:]))
    )
    assert problems == [
        "missions[6].needs[0]: mission 01, 'wishes 1': unknown requirement kind 'wishes'"
    ]
    flag = replace(LAYOUT.missions[7], start=True)
    problems = check_layout(
        replace(LAYOUT, missions=(*LAYOUT.missions[:7], flag, *LAYOUT.missions[8:]))
    )
    assert problems[0] == "missions[7]: start missions, and only they, have ids S-01..S-06"


def test_the_vp_space_is_the_only_any_die_space():
    for n in (2, 3, 4):
        free = [s.id for s in LAYOUT.spaces_for(n) if s.any_die]
        assert free == [VP]


# --- malformed files: one line, never a traceback ----------------------------------------------
@pytest.mark.parametrize(
    ("edits", "expected"),
    [
        pytest.param([("villages:\n", "villages: [\n")], "at line", id="malformed YAML"),
        pytest.param(
            [("rounds: 6\n", "")], "rounds: expected a value (the key is missing)", id="missing key"
        ),
        pytest.param(
            [("  food: 36\n", "")],
            "components.food: expected a value (the key is missing)",
            id="missing nested key",
        ),
        pytest.param(
            [("temple_steps: 6", "temple_steps: six")],
            "temple_steps: expected a whole number, got 'six'",
            id="text for a number",
        ),
        pytest.param(
            [("vp: 8, at: [-1, -1]", "vp: 8, at: west")],
            "villages[10].at: expected a pair of whole numbers like [2, 3], got 'west'",
            id="text for a position",
        ),
        pytest.param(
            [("\nmasks:\n", "\nmasks: 4\nold_masks:\n")],
            "masks: expected a mapping, got 4",
            id="number for a mapping",
        ),
        pytest.param(
            [("\nroads:\n", "\nroads: many\nold_roads:\n")],
            "roads: expected a list, got 'many'",
            id="text for a list",
        ),
        pytest.param(
            [('{id: "01",', "{id: 01,")],
            "missions[6].id: expected text, got 1",
            id="unquoted mission id",
        ),
        pytest.param(
            [("  4: [stone, rope,", "  four: [stone, rope,")],
            "action_boards.four: expected a player count as the key",
            id="a word for a player count",
        ),
        pytest.param(
            [("    name: Offering\n", "    name: ''\n")],
            "abilities[0].name: expected some text",
            id="empty name",
        ),
    ],
)
def test_a_malformed_file_is_one_line(tmp_path, edits, expected):
    message = refused(edited(tmp_path, *edits))
    assert expected in message, message


def test_a_missing_file_is_one_line(tmp_path):
    message = refused(tmp_path / "cuzco.yaml")
    assert "cannot read" in message


def test_the_top_level_must_be_a_mapping(tmp_path):
    path = tmp_path / "cuzco.yaml"
    path.write_text("- just a list\n", encoding="utf-8")
    assert "expected a mapping at the top level" in refused(path)


def test_check_cuzco_refuses_a_broken_file(tmp_path):
    with pytest.raises(LayoutError, match="villages: 2 villages are worth 3 VP"):
        check_cuzco(
            edited(
                tmp_path,
                (
                    "feather: turquoise, vp: 3, at: [1, -1]",
                    "feather: turquoise, vp: 6, at: [1, -1]",
                ),
            )
        )
