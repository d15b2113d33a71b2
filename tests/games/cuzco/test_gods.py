"""The 15 god abilities: what each does, that each costs an offering (or an Inti medal spent on a
face-up card), and that each can be played only in its own phase window."""

from __future__ import annotations

from dataclasses import replace

import pytest

from boardgames.core.playout import random_playout
from boardgames.games.cuzco.actions import (
    Blessing,
    Buy,
    CompleteMission,
    Exchange,
    Move,
    PlaceDie,
    PlayGod,
    Reallocate,
    SlideUp,
    TakeTile,
    UseAbility,
)
from boardgames.games.cuzco.events import CardRevealed
from boardgames.games.cuzco.gods import phase_cards, windows
from boardgames.games.cuzco.layout import CUZCO
from boardgames.games.cuzco.rules import CuzcoRules
from boardgames.games.cuzco.state import (
    BLESSING,
    DISCARD_TILE,
    GOD_VP,
    MISSIONS_VP,
    PEOPLE_VP,
    PHASE_I,
)

from .helpers import (
    LAYOUT,
    blank,
    cards_of,
    dice_on,
    final,
    god_of,
    legal,
    market,
    missions,
    of_type,
    params,
    phase_two,
    play,
    player,
    quipus_in,
    show,
    temple,
    tile,
    tiles,
    vp,
    with_feathers,
)

A, B, C, D = 0, 1, 2, 3
ALL_CARDS = tuple(range(1, 16))


# --- the windows -----------------------------------------------------------------------------
def base():
    """A holds every card and an offering, and has something for every card to work on."""
    state = with_feathers(blank(), A, orange=2)  # mission 01 is one feather short
    state = player(
        state,
        A,
        hand=ALL_CARDS,
        offerings=1,
        food=3,
        dice=(2, 4, 6),
        people=(("S04-1", True), ("F01-1", True)),
        quipus=8,  # two empty mask spaces: Viracocha 09's search needs room for two tiles
        reserve=2,
        chasqui="I1",
        missions=("01", "02", "03"),
    )
    state = dice_on(state, "vp", (B, 3))  # a die on the board for Mama Quilia 06
    state = replace(state, study_discard=("S03-2",))  # a discarded tile for Viracocha 09
    return replace(state, market=(("soup",) * 5, *state.market[1:]))


def window(name):
    state = base()
    if name == "I before placing":
        return state
    if name == "I exchange":
        return play(state, PlaceDie(4, "exchange", "exchange"))[0]
    if name == "I exchange begun":
        return play(state, PlaceDie(4, "exchange", "exchange"), Exchange("vp"))[0]
    if name == "I movement":
        return play(state, PlaceDie(6, "stone", "stone"))[0]
    if name == "I people tile":
        return play(state, PlaceDie(6, "study", "study"))[0]
    if name == "I blessing":
        return play(state, PlaceDie(2, "temple", "temple"))[0]
    if name == "I feather":  # the move is done, the village's feather waits for its slot
        state = play(state, PlaceDie(6, "stone", "stone"), Move("I2", 0))[0]
        assert state.task is not None and state.task.kind == "feather"
        return state
    if name == "II":
        return phase_two(state, A)
    if name == "II blessing":
        # The stone-trail study tile runs the chasqui from I1 back to Cuzco (arm S2 at rotation 0).
        state = play(phase_two(state, A), UseAbility("study", 4), Move(CUZCO, 0))[0]
        assert state.task is not None and state.task.kind == BLESSING
        return state
    if name == "III market":
        return market(state, A)
    if name == "III missions":
        return missions(state, A)
    if name == "end":
        return final(state, A)
    raise KeyError(name)


WINDOWS = {
    "I before placing": {5, 6, 7, 9, 10, 12, 13, 14},
    "I exchange": {2},
    "I exchange begun": set(),
    "I movement": {10, 14},
    "I people tile": {9},
    "I blessing": {8},
    "I feather": set(),
    "II": {1, 11, 15},
    "II blessing": {8},
    "III market": {3},
    "III missions": {4},
    "end": {4},
}


@pytest.mark.parametrize("name", list(WINDOWS))
def test_each_card_only_in_its_phase_window(name):
    state = window(name)
    assert state.turn == A
    playable = {a.card for a in of_type(state, PlayGod) if not a.medal}
    assert playable == WINDOWS[name]


def test_every_card_has_a_window_matching_its_printed_phases():
    for card in ALL_CARDS:
        phases = {name.split()[0] for name, cards in WINDOWS.items() if card in cards}
        assert phases == set(LAYOUT.god(card).phases), card


@pytest.mark.parametrize("card", ALL_CARDS)
def test_no_offering_no_card(card):
    name = next(n for n, cards in WINDOWS.items() if card in cards)
    state = player(window(name), A, offerings=0, medals=0)
    assert not [a for a in of_type(state, PlayGod) if a.card == card]


@pytest.mark.parametrize("card", ALL_CARDS)
def test_a_card_from_the_hand_costs_one_offering_and_is_discarded(card):
    name = next(n for n, cards in WINDOWS.items() if card in cards)
    state = window(name)
    supply = state.offering_supply
    after, _ = play(state, PlayGod(card))
    p = after.players[A]
    assert p.offerings == 0 and after.offering_supply == supply + 1
    assert p.hand.count(card) == 0 and after.god_discard[-1] == card


@pytest.mark.parametrize("card", ALL_CARDS)
def test_an_inti_medal_plays_the_face_up_card_instead(card):
    name = next(n for n, cards in WINDOWS.items() if card in cards)
    state = show(player(window(name), A, offerings=0, hand=(), medals=1), card)
    g = LAYOUT.god_names.index(god_of(card))
    pile = state.god_piles[g]
    assert PlayGod(card, medal=True) in legal(state)
    assert PlayGod(card) not in legal(state)
    after, _ = play(state, PlayGod(card, medal=True))
    p = after.players[A]
    assert p.medals == 0 and p.offerings == 0
    assert card in after.god_discard
    assert after.display[g] == pile[0]  # the pile turns up its next card


def test_a_medal_is_not_a_card_of_the_hand_and_needs_the_card_face_up():
    state = player(window("II"), A, offerings=0, hand=(1,), medals=1)
    state = replace(state, display=(0, 0, 0, 0, 0))
    assert of_type(state, PlayGod) == []


# --- each ability ----------------------------------------------------------------------------
def test_iliapa_01_with_a_medal_doubles_one_study_and_one_farm_tile():
    state = player(blank(), A, people=(*tiles("S", 10, 1), *tiles("F", 2, 1)), medals=1)
    state = show(phase_two(state, A), 1)
    state, _ = play(state, PlayGod(1, medal=True))
    state, _ = play(state, UseAbility("study", 10), UseAbility("farm", 2))
    assert state.players[A].food == 2 and vp(state, A, PEOPLE_VP) == 4


def test_iliapa_01_three_identical_tiles_and_one_more():
    state = player(blank(), A, people=tiles("F", 10, 3), offerings=1, hand=(1,))
    state, _ = play(phase_two(state, A), PlayGod(1), UseAbility("farm", 10))
    assert state.players[A].food == 4


def test_iliapa_02_slides_two_tiles_back_up_before_the_exchange():
    s1, s2, f1 = tile("S", 1, 3), tile("S", 2, 2), tile("F", 3, 3)
    state = player(
        blank(),
        A,
        dice=(2, 5, 6),
        offerings=1,
        hand=(2,),
        people=((s1, True), (s2, True), (f1, True)),
    )
    state, _ = play(state, PlaceDie(2, "exchange", "exchange"), PlayGod(2))
    assert set(of_type(state, SlideUp)) == {SlideUp(s1), SlideUp(s2), SlideUp(f1)}
    state, _ = play(state, SlideUp(s1), SlideUp(f1))
    assert of_type(state, SlideUp) == []  # two at most
    assert state.players[A].people == ((s1, False), (s2, True), (f1, False))
    state, _ = play(state, Exchange("status", s1), Exchange("food", f1))
    assert state.players[A].status == 3 and state.players[A].food == 3


def test_iliapa_02_needs_no_use_of_the_slid_tiles():
    s1 = tile("S", 1, 3)
    state = player(blank(), A, dice=(2, 5, 6), offerings=1, hand=(2,), people=((s1, True),))
    state, _ = play(state, PlaceDie(2, "exchange", "exchange"), PlayGod(2), SlideUp(s1))
    state, _ = play(state, Exchange("vp"), Exchange("vp"))
    assert state.players[A].people == ((s1, False),) and state.turn == B


def test_iliapa_03_with_a_medal():
    state = blank()
    state = replace(state, market=(("tools",) * 5, *state.market[1:]))
    state = show(market(player(state, A, food=5, medals=1), A), 3)
    state, _ = play(state, PlayGod(3, medal=True), Buy(0))
    good = LAYOUT.good("tools")
    assert vp(state, A, GOD_VP) == good.vp and state.players[A].goods == ("tools",)


def test_mama_quilia_04_only_for_a_mission_one_unit_short():
    state = with_feathers(blank(), A, orange=1)
    state = missions(player(state, A, missions=("01",), offerings=1, hand=(4,)), A)
    assert PlayGod(4) not in legal(state)  # two feathers short


def test_mama_quilia_04_a_met_mission_still_pays_six():
    state = with_feathers(blank(), A, orange=3, purple=2)
    state = missions(player(state, A, missions=("01", "02"), offerings=1, hand=(4,)), A)
    state, _ = play(state, PlayGod(4))
    assert set(of_type(state, CompleteMission)) == {CompleteMission("01"), CompleteMission("02")}
    state, _ = play(state, CompleteMission("01"))
    assert vp(state, A, MISSIONS_VP) == 6


def test_mama_quilia_04_with_a_medal_at_the_end():
    state = with_feathers(blank(), A, orange=2)
    state = show(final(player(state, A, missions=("01",), medals=1), A), 4)
    state, _ = play(state, PlayGod(4, medal=True))
    while state.phase != "over":
        state, _ = play(state, legal(state)[-1])
    assert vp(state, A, MISSIONS_VP) == 4 and state.players[A].completed == ("01",)


def test_mama_quilia_05_another_turn_as_a_1_on_an_empty_space_but_not_vp():
    state = dice_on(blank(), "exchange", (B, 6))
    state = player(state, A, dice=(4, 5, 6), offerings=1, hand=(5,))
    state, _ = play(state, PlayGod(5), PlaceDie(4, "vp", "vp"))
    assert state.turn == A and state.bonus
    spaces = {(a.space, a.die) for a in of_type(state, PlaceDie)}
    assert ("exchange", 1) not in spaces and ("vp", 1) not in spaces  # a die there / VP
    assert ("temple", 1) in spaces
    state, _ = play(state, PlaceDie(1, "temple", "temple"))
    assert state.temple[0] == A  # the virtual 1 puts the priest on step 1
    assert state.players[A].dice == (5, 6)  # no die was placed for the extra turn
    assert state.spaces[state.space_index("temple")] == ()
    state, _ = play(state, of_type(state, Blessing)[0])
    assert state.turn == B and not state.bonus


def test_mama_quilia_05_with_a_medal():
    state = show(player(blank(), A, dice=(4, 5, 6), medals=1), 5)
    state, _ = play(state, PlayGod(5, medal=True), PlaceDie(4, "vp", "vp"))
    assert state.turn == A and state.bonus
    state, _ = play(state, PlaceDie(1, "exchange", "exchange"), Exchange("vp"))
    assert vp(state, A) == 2 + 1 and state.turn == B


def test_mama_quilia_06_moves_any_die_ignoring_the_placement_rule():
    state = dice_on(blank(), "study", (B, 2))
    state = dice_on(state, "exchange", (C, 1))
    state = player(state, A, dice=(3, 5, 6), offerings=1, hand=(6,))
    assert PlaceDie(3, "study", "study") not in legal(state)
    state, _ = play(state, PlayGod(6))
    assert Reallocate("study", B, 2, "exchange") in legal(state)  # a 2 onto a 1: allowed
    state, _ = play(state, Reallocate("study", B, 2, "exchange"))
    assert state.spaces[state.space_index("exchange")] == ((C, 1), (B, 2))
    assert PlaceDie(3, "study", "study") in legal(state)


def test_viracocha_07_a_die_not_lower_than_the_dice_there():
    state = dice_on(blank(), "exchange", (B, 3))
    state = player(state, A, dice=(3, 4, 6), offerings=1, hand=(7, 7))
    assert PlaceDie(4, "exchange", "exchange") not in legal(state)
    state, _ = play(state, PlayGod(7))
    assert PlaceDie(4, "exchange", "exchange") in legal(state)
    assert PlaceDie(3, "exchange", "exchange") in legal(state)
    state, _ = play(state, PlaceDie(4, "exchange", "exchange"), Exchange("vp"))
    state, _ = play(state, legal(state)[-1])
    # It lasts one turn: next time the rule holds again.
    state = replace(state, turn=A)
    assert PlaceDie(6, "exchange", "exchange") not in legal(state)


def test_viracocha_08_three_food_and_three_status_instead_of_the_blessing():
    state = player(blank(), A, dice=(2, 5, 6), offerings=1, hand=(8,))
    state, _ = play(state, PlaceDie(2, "temple", "temple"), PlayGod(8))
    p = state.players[A]
    assert p.food == 3 and p.status == 3 and p.offerings == 0 and p.hand == ()
    assert state.turn == B  # nothing else of the blessing


def test_viracocha_08_in_phase_two_with_a_medal():
    state = show(window("II blessing"), 8)
    state = player(state, A, offerings=0, medals=1, hand=(), food=0)
    state, _ = play(state, PlayGod(8, medal=True))
    assert state.players[A].food == 3 and state.players[A].status == 3


def test_viracocha_09_also_takes_a_tile_from_the_discard_piles():
    state = player(blank(), A, dice=(6, 6, 6), offerings=1, hand=(9,))
    state = replace(state, farm_discard=("F07-2",), study_discard=("S03-2",))
    row = state.study_row
    state, _ = play(state, PlaceDie(6, "study", "study"), PlayGod(9), TakeTile(row[5]))
    assert state.task is not None and state.task.kind == DISCARD_TILE
    assert {a.tile for a in of_type(state, TakeTile)} == {"F07-2", "S03-2"}  # any kind
    state, _ = play(state, TakeTile("F07-2"))
    assert state.players[A].people == ((row[5], False), ("F07-2", False))
    assert state.farm_discard == ()


def test_viracocha_09_not_without_a_discarded_tile():
    state = player(blank(), A, dice=(6, 6, 6), offerings=1, hand=(9,))
    assert PlayGod(9) not in legal(state)


def test_pacha_mama_10_a_delivered_quipu_scores_its_village_at_once():
    state = player(blank(), A, dice=(6, 6, 6), offerings=1, hand=(10,))
    state, _ = play(state, PlaceDie(6, "stone", "stone"), PlayGod(10))
    move = next(m for m in of_type(state, Move) if m.to == "I5")
    state, _ = play(state, move)
    assert vp(state, A, GOD_VP) == LAYOUT.village("I5").vp


def test_pacha_mama_10_pays_nothing_without_a_delivery():
    state = quipus_in(blank(), "I2", A)
    state = player(state, A, chasqui="I1", dice=(1, 6, 6), offerings=1, hand=(10,))
    state, _ = play(state, PlayGod(10), PlaceDie(1, "stone", "stone"), Move("I2", 0))
    assert vp(state, A, GOD_VP) == 0


def test_pacha_mama_11_one_more_study_ability_with_its_copies():
    people = (*tiles("S", 1, 1), *tiles("S", 5, 2), *tiles("F", 10, 1))
    state = player(blank(), A, people=people, offerings=1, hand=(11,))
    state, _ = play(phase_two(state, A), PlayGod(11), UseAbility("study", 1))
    uses = of_type(state, UseAbility)
    assert UseAbility("study", 5) in uses and UseAbility("study", 1) not in uses
    state, _ = play(state, UseAbility("study", 5))
    assert state.players[A].status == 2 and state.players[A].offerings == 1
    assert of_type(state, UseAbility) == [UseAbility("farm", 10)]


def test_pacha_mama_12_the_priest_on_the_step_goes_home_instead():
    state = temple(blank(), {3: B, 2: C})
    state = player(state, A, dice=(3, 5, 6), offerings=1, hand=(12,))
    state, _ = play(state, PlayGod(12), PlaceDie(3, "temple", "temple"))
    assert state.temple[:3] == (None, C, A)  # C was not pushed
    assert state.players[B].priests == 4


def test_mama_sara_13_the_placed_die_works_as_a_6():
    state = dice_on(blank(), "temple", (B, 3))
    state = player(state, A, dice=(2, 4, 6), offerings=1, hand=(13,))
    state, _ = play(state, PlayGod(13))
    assert PlaceDie(4, "temple", "temple") not in legal(state)  # still placed by the rule
    state, _ = play(state, PlaceDie(2, "temple", "temple"))
    assert state.temple[5] == A  # step 6
    assert state.spaces[state.space_index("temple")] == ((B, 3), (A, 2))  # not turned


def test_mama_sara_13_for_the_study_column_and_the_headdress():
    state = player(blank(), A, dice=(1, 4, 6), medals=1)
    state = show(state, 13)
    row = state.study_row
    state, _ = play(state, PlayGod(13, medal=True), PlaceDie(1, "study", "study"))
    assert {a.tile for a in of_type(state, TakeTile)} == set(row)


def test_mama_sara_14_the_chasqui_jumps_to_any_village():
    state = player(blank(), A, dice=(1, 5, 6), offerings=1, hand=(14,))
    state, _ = play(state, PlaceDie(1, "rope", "rope"), PlayGod(14))
    assert {m.to for m in of_type(state, Move)} >= {v.id for v in LAYOUT.villages}
    state, _ = play(state, Move("O5", state.rotation))
    assert state.players[A].chasqui == "O5"
    assert state.quipus[state.village_index("O5")] == (A,)


def test_mama_sara_14_lets_a_stranded_chasqui_move():
    state = player(blank(), A, chasqui="O3", dice=(1, 1, 1), offerings=1, hand=(14,))
    assert PlaceDie(1, "stone", "stone") not in legal(state)
    state, _ = play(state, PlayGod(14))
    assert PlaceDie(1, "stone", "stone") in legal(state)


def test_mama_sara_15_one_more_farm_ability():
    people = (*tiles("F", 10, 2), *tiles("F", 1, 1))
    state = player(blank(), A, people=people, offerings=1, hand=(15,))
    state, _ = play(phase_two(state, A), PlayGod(15), UseAbility("farm", 10))
    assert of_type(state, UseAbility) == [UseAbility("farm", 1)]
    state, _ = play(state, UseAbility("farm", 1))
    assert state.players[A].food == 2 and state.players[A].offerings == 1


def test_a_card_taken_with_the_exchange_is_in_the_hand_at_once():
    state = player(blank(), A, dice=(2, 5, 6))
    card = state.display[0]
    state, _ = play(
        state, PlaceDie(2, "exchange", "exchange"), Exchange("god", LAYOUT.god_names[0])
    )
    assert state.players[A].hand == (card,)
    assert state.phase == PHASE_I and state.turn == B


def test_god_cards_are_played_only_by_the_seat_to_act():
    state = window("II")
    assert of_type(state, PlayGod)
    assert legal(state, B) == []


# --- the display and the piles ---------------------------------------------------------------
def test_an_empty_pile_is_rebuilt_from_its_gods_discards_only():
    state = player(blank(), A, dice=(2, 5, 6))
    g = 0
    iliapa = cards_of(LAYOUT.god_names[g])
    other = cards_of(LAYOUT.god_names[1])[0]
    piles = ((), *state.god_piles[1:])
    state = replace(state, god_piles=piles, god_discard=(iliapa[1], other, iliapa[2]))
    card = state.display[g]
    state, events = play(
        state, PlaceDie(2, "exchange", "exchange"), Exchange("god", LAYOUT.god_names[g])
    )
    assert state.players[A].hand == (card,)
    assert state.display[g] in (iliapa[1], iliapa[2])
    assert len(state.god_piles[g]) == 1
    assert state.god_discard == (other,)
    assert any(isinstance(e, CardRevealed) and e.reshuffled for e in events)


def test_a_god_with_no_card_left_anywhere_shows_none_until_one_is_discarded():
    # Every card of the first god is in hands: its pile, its display and its discards are empty.
    g = 0
    god = LAYOUT.god_names[g]
    state = player(blank(), A, dice=(2, 5, 6), offerings=1, hand=(cards_of(god)[1],))
    state = replace(
        state,
        god_piles=((), *blank().god_piles[1:]),
        display=(0, *blank().display[1:]),
        god_discard=(),
    )
    assert Exchange("god", god) not in legal(play(state, PlaceDie(2, "exchange", "exchange"))[0])
    # Iliapa's card 02 is played for an offering (in the exchange): it goes to the discard pile,
    # and the empty pile is rebuilt from it at once, so it shows again.
    state = player(state, A, people=(("S01-1", True),))
    state, _ = play(state, PlaceDie(2, "exchange", "exchange"), PlayGod(cards_of(god)[1]))
    assert state.display[g] == cards_of(god)[1]
    assert state.god_discard == ()


def test_cards_that_would_change_nothing_are_not_offered():
    """Iliapa 03 needs a good the player can pay for; Iliapa 01 a phase II use to strengthen;
    Pacha Mama 11 a study ability not used yet; Viracocha 09 room for two tiles."""
    poor = market(player(base(), A, food=0), A)
    assert 3 not in {a.card for a in of_type(poor, PlayGod)}
    idle = phase_two(player(base(), A, people=()), A)
    cards = {a.card for a in of_type(idle, PlayGod)}
    assert not cards & {1, 11, 15}
    cramped = player(base(), A, quipus=9, reserve=1)  # one empty mask space only
    assert 9 not in {a.card for a in of_type(cramped, PlayGod)}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_card_opens_only_in_the_phases_printed_on_it(players):
    """``gods.plays`` asks no further when the seat holds no card printed for the phase at hand:
    so no window may ever open a card outside its printed phases (over whole random games)."""
    rules = CuzcoRules()
    opened: set[int] = set()
    for seed in (1, 2):
        game = random_playout(rules, params(players), seed, keep_states=True)
        for state in game.states:
            now = windows(state, state.turn)
            assert now <= phase_cards(state.layout, state.phase), (state.phase, now)
            opened |= now
    assert len(opened) >= 10  # the games did open windows of most cards
