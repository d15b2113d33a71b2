"""All 61 missions of the Sapa Inca, each against a position that meets it exactly and one that
misses it by one unit (and the same miss completed with Mama Quilia's card 04 for 4 points).

The positions are built from the things on the table (feathers in slots, quipus in villages,
tiles, cards, goods, priests on the steps...), following the rulebook's list below, which the
layout's encoding must match."""

from __future__ import annotations

from dataclasses import replace

import pytest

from boardgames.games.cuzco.actions import CompleteMission, PlayGod, ReturnMission
from boardgames.games.cuzco.layout import FEATHERS
from boardgames.games.cuzco.state import MISSIONS_VP

from .helpers import (
    LAYOUT,
    blank,
    cards_of,
    legal,
    missions,
    play,
    player,
    quipus_in,
    show,
    tile,
    vp,
)

A, B = 0, 1

# The rulebook's missions, as (kind, count, detail) requirements.
RULEBOOK: dict[str, tuple[tuple[str, int, str], ...]] = {
    "S-01": (("priests", 1, ""), ("people", 1, "farm")),
    "S-02": (("priests", 1, ""), ("people", 1, "study")),
    "S-03": (("people", 1, "study"), ("people", 1, "farm")),
    "S-04": (("people", 1, "study"), ("first_player", 1, "")),
    "S-05": (("people", 1, "farm"), ("goods", 1, "")),
    "S-06": (("quipu_villages", 2, ""),),
    "01": (("feathers", 3, "orange"),),
    "02": (("feathers", 3, "purple"),),
    "03": (("feathers", 3, "pink"),),
    "04": (("feathers", 3, "turquoise"),),
    "05": (("feather_colours", 4, ""),),
    "06": (("feathers", 7, ""),),
    "07": (("quipu_villages", 9, ""),),
    "08": (("quipu_villages", 3, "feather:turquoise"),),
    "09": (("quipu_villages", 3, "feather:pink"),),
    "10": (("quipu_villages", 3, "feather:purple"),),
    "11": (("quipu_villages", 3, "feather:orange"),),
    "12": (("quipu_villages", 3, "vp:3"),),
    "13": (("quipu_villages", 3, "vp:2"),),
    "14": (("quipu_distinct_vp", 5, ""),),
    "15": (("people_distinct", 3, "study"),),
    "16": (("people_distinct", 3, "farm"),),
    "17": (("slid", 3, "study"),),
    "18": (("slid", 3, "farm"),),
    "19": (("slid", 5, ""),),
    "20": (("people", 4, "study"),),
    "21": (("people", 4, "farm"),),
    "22": (("gods_distinct", 4, ""),),
    "23": (("gods_same", 3, ""),),
    "24": (("goods", 2, "soup"),),
    "25": (("goods", 2, "clothes"),),
    "26": (("goods", 2, "bowl"),),
    "27": (("goods", 2, "decanter"),),
    "28": (("goods", 2, "tools"),),
    "29": (("goods", 2, "jewelry"),),
    "30": (("goods_distinct", 3, ""),),
    "31": (("goods", 4, ""),),
    "32": (("gods_of", 2, "Iliapa"),),
    "33": (("gods_of", 2, "Mama Quilia"),),
    "34": (("gods_of", 2, "Viracocha"),),
    "35": (("gods_of", 2, "Pacha Mama"),),
    "36": (("gods_of", 2, "Mama Sara"),),
    "37": (("priests", 3, ""),),
    "38": (("food", 5, ""),),
    "39": (("circlets", 4, ""),),
    "40": (("medals", 2, ""),),
    "41": (("offerings", 4, ""),),
    "42": (("quipu_villages", 4, "ring:inner"),),
    "43": (("quipu_villages", 4, "ring:outer"),),
    "44": (("people_ability", 2, "1"),),  # 1 offering
    "45": (("people_ability", 2, "2"),),  # 2 VP
    "46": (("people_ability", 2, "5"),),  # 1 status
    "47": (("people_ability", 2, "6"),),  # rope bridge 2
    "48": (("people_ability", 2, "4"),),  # stone trail 2
    "49": (("people_ability", 2, "3"),),  # any 1 feather
    "50": (("people_ability", 2, "7"),),  # 1 god card
    "51": (("people_ability", 2, "8"),),  # 1 quipu to the reserve
    "52": (("people_ability", 2, "9"),),  # circlet 3
    "53": (("people_ability", 2, "10"),),  # 1 food
    "54": (("people_ability", 2, "12"),),  # study tile 3
    "55": (("people_ability", 2, "11"),),  # farming tile 3
}
KIND_LETTER = {"study": "S", "farm": "F"}
GOODS = ("soup", "clothes", "bowl", "decanter", "tools", "jewelry")


def test_the_layout_lists_the_rulebooks_61_missions():
    assert len(LAYOUT.missions) == 61
    for m in LAYOUT.missions:
        assert tuple((r.kind, r.n, r.arg) for r in m.requirements) == RULEBOOK[m.id], m.id
        assert m.start == m.id.startswith("S-")


# --- building a requirement on the table ------------------------------------------------------
def add_tiles(state, codes, slid=False):
    p = state.players[A]
    return player(state, A, people=(*p.people, *((c, slid) for c in codes)))


def other_kind(kind):
    return "farm" if kind == "study" else "study"


def villages_for(detail):
    key, _, value = detail.partition(":")
    vs = list(LAYOUT.villages)
    if key == "feather":
        return [v for v in vs if v.feather == value]
    if key == "ring":
        return [v for v in vs if v.ring == value]
    if key == "vp":
        return [v for v in vs if v.vp == int(value)]
    return vs


def build(state, kind, n, detail, short):
    """Put ``n`` units of a requirement on A's mask; ``short``: one fewer, plus look-alikes that
    must not count."""
    k = n - 1 if short else n
    if kind == "feathers":
        if detail:
            filled = set(slots_of(state, detail)[:k])
            if short:  # every other colour full: they do not count
                filled |= {s for c in FEATHERS if c != detail for s in slots_of(state, c)}
        else:
            filled = set(range(k))
        return set_feathers(state, filled)
    if kind == "feather_colours":
        filled = {s for c in FEATHERS[:k] for s in slots_of(state, c)}  # 3 of each of k colours
        return set_feathers(state, filled)
    if kind == "quipu_villages":
        wanted = villages_for(detail)
        chosen = wanted[:k]
        if short:
            chosen += [v for v in LAYOUT.villages if v not in wanted][: 10 - k]
        for v in chosen:
            state = quipus_in(state, v.id, A, B)  # another quipu on top does not matter
        return state
    if kind == "quipu_distinct_vp":
        values = sorted({v.vp for v in LAYOUT.villages})[:k]
        chosen = [v for v in LAYOUT.villages if v.vp in values]
        if not short:
            chosen = [next(v for v in LAYOUT.villages if v.vp == x) for x in values]
        for v in chosen:
            state = quipus_in(state, v.id, A)
        return state
    if kind == "people":
        letter = KIND_LETTER[detail]
        state = add_tiles(state, [tile(letter, a, 1) for a in range(1, k + 1)])
        if short:
            other = KIND_LETTER[other_kind(detail)]
            state = add_tiles(state, [tile(other, a, 2) for a in range(1, n + 1)])
        return state
    if kind == "people_distinct":
        letter = KIND_LETTER[detail]
        state = add_tiles(state, [tile(letter, a, 1) for a in range(1, k + 1)])
        if short:  # more copies of the same abilities, and other abilities of the other kind
            state = add_tiles(state, [tile(letter, a, 2) for a in range(1, k + 1)])
            other = KIND_LETTER[other_kind(detail)]
            state = add_tiles(state, [tile(other, a, 1) for a in range(5, 5 + n)])
        return state
    if kind == "slid":
        letters = [KIND_LETTER[detail]] if detail else ["S", "F"]
        codes = [tile(letters[i % len(letters)], 1 + i // 2, 1) for i in range(k)]
        state = add_tiles(state, codes, slid=True)
        if short:
            state = add_tiles(state, [tile(letters[0], 12, 3), tile(letters[0], 11, 3)])
            if detail:
                other = KIND_LETTER[other_kind(detail)]
                state = add_tiles(state, [tile(other, a, 3) for a in range(1, n + 1)], slid=True)
        return state
    if kind == "people_ability":
        ability = int(detail)
        state = add_tiles(state, [tile("SF"[i % 2], ability, 1 + i // 2) for i in range(k)])
        if short:
            others = [a for a in range(1, 13) if a != ability][:3]
            state = add_tiles(state, [tile("S", a, 3) for a in others])
        return state
    if kind in ("gods_distinct", "gods_same", "gods_of"):
        gods = LAYOUT.god_names
        if kind == "gods_distinct":
            hand = [cards_of(g)[0] for g in gods[:k]]
            if short:
                hand += [cards_of(g)[1] for g in gods[:k]]
        elif kind == "gods_same":
            hand = [cards_of(gods[0])[0]] * k
            if short:
                hand += [cards_of(g)[0] for g in gods[1:] for _ in range(k)]
        else:
            hand = [cards_of(detail)[0]] * k
            if short:  # Inti medals and the face-up card are no substitute
                state = show(player(state, A, medals=3), cards_of(detail)[1])
                hand += [cards_of(g)[0] for g in gods if g != detail]
        p = state.players[A]
        return player(state, A, hand=(*p.hand, *hand))
    if kind == "goods":
        if detail:
            goods = [detail] * k
            if short:
                goods += [g for g in GOODS if g != detail]
        else:
            goods = [GOODS[i % 2] for i in range(k)]
        p = state.players[A]
        return player(state, A, goods=(*p.goods, *goods))
    if kind == "goods_distinct":
        goods = list(GOODS[:k])
        if short:
            goods += goods
        p = state.players[A]
        return player(state, A, goods=(*p.goods, *goods))
    if kind == "priests":
        steps: list[int | None] = [None] * 6
        for i in range(k):
            steps[i] = A
        if short:
            steps[5] = B
        state = replace(state, temple=tuple(steps))
        return player(state, A, priests=4 - k)
    if kind in ("food", "offerings", "medals"):
        return player(state, A, **{kind: k})
    if kind == "circlets":
        return player(state, A, circlets=tuple(i < k for i in range(6)))
    if kind == "first_player":
        order = (A, B, 2, 3) if k else (B, A, 2, 3)
        return replace(state, order=order, status_stack=tuple(reversed(order)))
    raise AssertionError(kind)


def slots_of(state, colour):
    mask = LAYOUT.masks[state.players[A].mask]
    return [s for s in range(12) if mask.slot_colour(s) == colour]


def set_feathers(state, filled):
    p = state.players[A]
    return player(state, A, feathers=tuple(f or s in filled for s, f in enumerate(p.feathers)))


def position(mission, short_at=None):
    """Phase III missions, A to act, holding only ``mission``; A is not the first player."""
    state = blank()
    order = (B, A, 2, 3)
    state = replace(state, order=order, status_stack=tuple(reversed(order)))
    for i, (kind, n, detail) in enumerate(RULEBOOK[mission]):
        state = build(state, kind, n, detail, short=i == short_at)
    return missions(player(state, A, missions=(mission,)), A)


CASES = sorted(RULEBOOK)
SHORT_CASES = [(m, i) for m in CASES for i in range(len(RULEBOOK[m]))]


@pytest.mark.parametrize("mission", CASES)
def test_a_position_that_meets_the_mission_exactly_completes_it(mission):
    state = position(mission)
    assert legal(state) == [CompleteMission(mission)]
    state, _ = play(state, CompleteMission(mission))
    assert vp(state, A, MISSIONS_VP) == 6 and state.players[A].completed == (mission,)


@pytest.mark.parametrize(("mission", "short_at"), SHORT_CASES)
def test_one_unit_short_the_mission_goes_back(mission, short_at):
    state = position(mission, short_at)
    assert legal(state) == [ReturnMission(mission)]


@pytest.mark.parametrize(("mission", "short_at"), SHORT_CASES)
def test_one_unit_short_mama_quilia_04_completes_it_for_4(mission, short_at):
    state = position(mission, short_at)
    kinds = {k for k, _, _ in RULEBOOK[mission]}
    if kinds & {"medals", "gods_distinct", "gods_same", "gods_of"}:
        # Pay with an offering from the hand (a spent medal or a card in hand would count).
        if "medals" in kinds:
            state = player(state, A, hand=(*state.players[A].hand, 4), offerings=1)
            card = PlayGod(4)
        else:
            state = show(player(state, A, medals=state.players[A].medals + 1), 4)
            card = PlayGod(4, medal=True)
    else:
        state = show(player(state, A, medals=1), 4)
        card = PlayGod(4, medal=True)
    if "offerings" in kinds:
        state = show(player(state, A, medals=1), 4)
        card = PlayGod(4, medal=True)
    state, _ = play(state, card)
    assert legal(state) == [CompleteMission(mission)]
    state, _ = play(state, CompleteMission(mission))
    assert vp(state, A, MISSIONS_VP) == 4


def test_two_units_short_even_mama_quilia_04_cannot_help():
    state = position("01")
    state = player(state, A, feathers=(False,) * 12, offerings=1, hand=(4,))
    state = set_feathers(state, set(slots_of(state, "orange")[:1]))
    assert PlayGod(4) not in legal(state)
    assert legal(state) == [ReturnMission("01")]
