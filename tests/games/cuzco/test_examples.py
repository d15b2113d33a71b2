"""The rulebook's worked examples, each as a hand-built position with the example's numbers.

Names follow the rulebook: Patricia, Beate, Ulrich and Frank are seats 0-3 unless a test says
otherwise.
"""

from __future__ import annotations

from dataclasses import replace

from boardgames.games.cuzco.actions import (
    Activate,
    Blessing,
    Buy,
    CompleteMission,
    Exchange,
    Move,
    PlaceDie,
    PlayGod,
    ReturnMission,
    TakeMission,
    TakeTile,
    UseAbility,
    UsePututu,
)
from boardgames.games.cuzco.state import (
    BLESSING,
    GOD_VP,
    GOODS,
    HEADDRESS,
    MISSIONS_VP,
    PHASE_I,
    PHASE_II,
    TAKE_MISSION,
    VP_SPACE,
)

from .helpers import (
    LAYOUT,
    arm_pips,
    blank,
    dice_on,
    legal,
    market,
    missions,
    of_type,
    phase_two,
    play,
    player,
    ready_circlet,
    rng_rolling,
    temple,
    tile,
    tiles,
    vp,
    with_feathers,
)

PATRICIA, BEATE, ULRICH, FRANK = 0, 1, 2, 3


def test_patricias_exchange_five_pips_for_status_food_and_an_offering():
    s1, s2, farm = tile("S", 7, 2), tile("S", 2, 3), tile("F", 5, 3)
    state = blank()
    state = player(
        state, PATRICIA, dice=(1, 2, 5), status=1, people=((s1, False), (s2, False), (farm, False))
    )
    food, offerings = state.players[PATRICIA].food, state.players[PATRICIA].offerings
    state, _ = play(state, PlaceDie(5, "exchange", "exchange"))
    # 2 pips: two study tiles slid down, status 2 + 3 = 5 spaces, from 1 to 6.
    state, _ = play(state, Exchange("status", s1), Exchange("status", s2))
    assert state.players[PATRICIA].status == 6
    # 1 pip: a farm tile of food 3 slid down gives 3 food.
    state, _ = play(state, Exchange("food", farm))
    assert state.players[PATRICIA].food == food + 3
    # 2 pips: one offering; the five pips are spent and the turn passes on.
    assert Exchange("offering") in legal(state)
    state, _ = play(state, Exchange("offering"))
    p = state.players[PATRICIA]
    assert p.offerings == offerings + 1
    assert p.people == ((s1, True), (s2, True), (farm, True))
    assert state.turn == BEATE and not state.pending


def test_exchange_costs_one_pip_for_status_food_and_vp_and_two_for_the_rest():
    state = blank()
    state = player(state, PATRICIA, dice=(1, 2, 5), people=((tile("S", 7, 2), False),))
    state, _ = play(state, PlaceDie(1, "exchange", "exchange"))
    options = legal(state)
    assert Exchange("status", tile("S", 7, 2)) in options and Exchange("vp") in options
    assert not [a for a in options if isinstance(a, Exchange) and a.what in ("offering", "god")]
    assert not [a for a in options if isinstance(a, Exchange) and a.what in ("feather", "quipu")]


def test_beates_temple_push_the_chain_moves_down_and_the_lowest_priest_goes_home():
    state = temple(blank(), {3: PATRICIA, 2: FRANK, 1: ULRICH})
    state = player(state, BEATE, dice=(3, 4, 6))
    state = replace(state, turn=BEATE)
    state, _ = play(state, PlaceDie(3, "temple", "temple"))
    assert state.temple == (FRANK, PATRICIA, BEATE, None, None, None)
    assert state.players[ULRICH].priests == 4  # expelled, back on his mask
    assert state.players[BEATE].priests == 3
    assert state.task is not None and state.task.kind == BLESSING  # a priest placed: blessing


def test_ulrichs_fire_blessing_a_god_card_and_a_food():
    state = replace(player(blank(), ULRICH, dice=(2, 2, 5)), turn=ULRICH)
    state, _ = play(state, PlaceDie(2, "temple", "temple"))
    god = LAYOUT.god_names[0]
    card = state.display[0]
    pile = state.god_piles[0]
    status, offerings = state.players[ULRICH].status, state.players[ULRICH].offerings
    state, _ = play(state, Blessing(god, "food"))
    p = state.players[ULRICH]
    assert p.hand == (card,)
    assert p.food == 1 and p.status == status and p.offerings == offerings
    assert state.display[0] == pile[0]  # the pile shows its next card at once


def test_franks_movement_die_4_on_the_stone_trail_from_cuzco():
    state = replace(player(blank(), FRANK, dice=(1, 4, 6)), turn=FRANK)
    state, _ = play(state, PlaceDie(4, "stone", "stone"))
    moves = of_type(state, Move)
    assert moves
    used = {arm_pips(state, m.to, m.rotation) for m in moves}
    assert used == {("stone", 2), ("stone", 4)}  # not the 6, and no rope bridge
    assert all(LAYOUT.village(m.to).ring == "inner" for m in moves)


def test_placement_example_dice_5_and_3_on_study_let_only_a_1_or_a_2_join():
    state = dice_on(blank(), "study", (BEATE, 5), (ULRICH, 3))
    state = player(state, PATRICIA, dice=(1, 2, 3))
    places = {a.die for a in of_type(state, PlaceDie) if a.space == "study"}
    assert places == {1, 2}
    state = player(state, PATRICIA, dice=(3, 4, 6))
    assert not [a for a in of_type(state, PlaceDie) if a.space == "study"]


def test_beates_farming_die_4_takes_from_columns_1_to_4_only():
    state = replace(player(blank(), BEATE, dice=(4, 5, 6)), turn=BEATE)
    row = state.farm_row
    state, _ = play(state, PlaceDie(4, "farm", "farm"))
    assert {a.tile for a in of_type(state, TakeTile)} == set(row[:4])
    state, _ = play(state, TakeTile(row[2]))  # the tile next to 3 pips
    assert state.players[BEATE].people == ((row[2], False),)
    assert state.farm_row[2] is None  # not refilled before the end of the round


def test_patricias_headdress_die_4_circlet_3_in_round_3():
    state = replace(blank(), round=3)
    state = ready_circlet(ready_circlet(state, PATRICIA, 3), PATRICIA, 5)
    state = player(state, PATRICIA, dice=(4, 4, 6))
    state, _ = play(state, PlaceDie(4, "headdress", "headdress"))
    assert of_type(state, Activate) == [Activate(3)]  # the 5 needs a die of 5 or more
    state, _ = play(state, Activate(3))
    assert vp(state, PATRICIA, HEADDRESS) == 2 + 7
    assert state.players[PATRICIA].circlets[2]
    assert state.task is not None and state.task.kind == BLESSING


def test_headdress_pays_10_7_4_by_round_plus_the_circlet():
    for rnd, bonus in ((1, 10), (2, 10), (3, 7), (4, 7), (5, 4), (6, 4)):
        state = ready_circlet(replace(blank(), round=rnd), PATRICIA, 6)
        state = player(state, PATRICIA, dice=(6, 6, 6))
        state, _ = play(state, PlaceDie(6, "headdress", "headdress"), Activate(6))
        assert vp(state, PATRICIA, HEADDRESS) == bonus + LAYOUT.circlet_vp[5]


def test_headdress_without_a_ready_circlet_cannot_be_chosen():
    state = with_feathers(blank(), PATRICIA, turquoise=1)
    state = player(state, PATRICIA, dice=(6, 6, 6))
    assert not [a for a in of_type(state, PlaceDie) if a.space == "headdress"]


def test_ulrichs_victory_points_any_die_earns_2():
    state = dice_on(blank(), "vp", (PATRICIA, 1))
    state = replace(player(state, ULRICH, dice=(6, 6, 6)), turn=ULRICH)
    state, _ = play(state, PlaceDie(6, "vp", "vp"))
    assert vp(state, ULRICH, VP_SPACE) == 2


def test_pututu_short_supply_goes_in_reverse_player_order():
    # Ulrich and Beate roll a double, Frank a triple; one +1/-1 tile is left: Beate, later in
    # player order than Ulrich, takes it; Frank takes a +2/-2.
    state = blank(pututu=True)
    order = (ULRICH, BEATE, FRANK, PATRICIA)
    state = replace(state, order=order, status_stack=tuple(reversed(order)), pututu_supply=(1, 3))

    def wanted(rolls):
        def most(d):
            return max(d.count(x) for x in d)

        return (
            most(rolls[ULRICH]) == 2
            and most(rolls[BEATE]) == 2
            and most(rolls[FRANK]) == 3
            and most(rolls[PATRICIA]) == 1
        )

    state = replace(phase_two(state, PATRICIA), rng=rng_rolling(state, wanted))
    state = replace(state, phase=TAKE_MISSION, turn=PATRICIA)
    state, _ = play(state, TakeMission(state.palace[0]))
    assert state.round == 2 and state.phase == PHASE_I
    assert state.players[BEATE].pututu == (1,)
    assert state.players[ULRICH].pututu == ()
    assert state.players[FRANK].pututu == (2,)
    assert state.players[PATRICIA].pututu == ()
    assert state.pututu_supply == (0, 2)


def test_pututu_two_tiles_turn_a_6_into_a_4_to_fit_under_a_5():
    state = dice_on(blank(pututu=True), "farm", (PATRICIA, 5))
    state = replace(player(state, BEATE, dice=(5, 6, 6), pututu=(1, 1)), turn=BEATE)
    state = replace(state, pututu_supply=(10, 3))
    assert not [a for a in of_type(state, PlaceDie) if a.space == "farm"]  # a 6 or a 5: no
    state, _ = play(state, UsePututu(6, -1), UsePututu(5, -1))
    p = state.players[BEATE]
    assert sorted(p.dice) == [4, 5, 6] and p.pututu == ()
    assert state.pututu_supply == (12, 3)
    row = state.farm_row
    state, _ = play(state, PlaceDie(4, "farm", "farm"))
    assert {a.tile for a in of_type(state, TakeTile)} == set(row[:4])


def test_phase_two_combining_two_stone_trail_study_tiles_and_three_food_farm_tiles():
    state = player(blank(), PATRICIA, people=(*tiles("S", 4, 2, slid=True), *tiles("F", 10, 3)))
    state = phase_two(state, PATRICIA)
    uses = of_type(state, UseAbility)
    assert uses == [UseAbility("study", 4), UseAbility("farm", 10)]  # one joint use per kind
    state, _ = play(state, UseAbility("farm", 10))
    assert state.players[PATRICIA].food == 3
    state, _ = play(state, UseAbility("study", 4))
    used = {arm_pips(state, m.to, m.rotation) for m in of_type(state, Move)}
    assert used == {("stone", 2), ("stone", 4)}  # a joint 4, never two moves of 2
    state, _ = play(state, of_type(state, Move)[0])
    assert state.phase == PHASE_II and of_type(state, UseAbility) == []


def test_iliapa_01_example_1_one_offering_tile_twice_and_two_tiles_make_three():
    for n, offerings in ((1, 2), (2, 3)):
        state = player(blank(), PATRICIA, people=tiles("S", 1, n), offerings=1, hand=(1,))
        state = phase_two(state, PATRICIA)
        state, _ = play(state, PlayGod(1), UseAbility("study", 1))
        assert state.players[PATRICIA].offerings == offerings  # 1 paid for the card, then gains


def test_iliapa_01_example_2_farm_stone_trail_one_tile_reaches_4_two_any():
    for n, reach in ((1, {2, 4}), (2, {2, 4, 6})):
        state = player(blank(), PATRICIA, people=tiles("F", 4, n), offerings=1, hand=(1,))
        state = phase_two(state, PATRICIA)
        state, _ = play(state, PlayGod(1), UseAbility("farm", 4))
        used = {arm_pips(state, m.to, m.rotation) for m in of_type(state, Move)}
        assert used == {("stone", p) for p in reach}


def test_iliapa_03_jewelry_pays_9_and_9_again():
    state = blank()
    state = replace(
        state, market=(("jewelry", "soup", "bowl", "tools", "clothes"), *state.market[1:])
    )
    state = market(player(state, PATRICIA, food=6, offerings=1, hand=(3,)), PATRICIA)
    state, _ = play(state, PlayGod(3), Buy(0))
    assert vp(state, PATRICIA, GOODS) == 9 and vp(state, PATRICIA, GOD_VP) == 9
    assert state.players[PATRICIA].goods == ("jewelry",) and state.players[PATRICIA].food == 0


def test_market_example_soup_for_one_food_pays_one_vp():
    state = blank()
    state = replace(
        state, market=(("soup", "jewelry", "bowl", "tools", "clothes"), *state.market[1:])
    )
    state = market(player(state, PATRICIA, food=1), PATRICIA)
    assert of_type(state, Buy) == [Buy(0)]  # only the soup is affordable
    state, _ = play(state, Buy(0))
    assert vp(state, PATRICIA, GOODS) == 1 and state.players[PATRICIA].food == 0


def test_mama_quilia_04_two_of_three_orange_feathers_complete_mission_01_for_4():
    state = with_feathers(blank(), PATRICIA, orange=2)
    state = missions(player(state, PATRICIA, missions=("01",), offerings=1, hand=(4,)), PATRICIA)
    assert of_type(state, CompleteMission) == []
    assert ReturnMission("01") in legal(state)
    state, _ = play(state, PlayGod(4))
    assert of_type(state, CompleteMission) == [CompleteMission("01")]
    state, _ = play(state, CompleteMission("01"))
    assert vp(state, PATRICIA, MISSIONS_VP) == 4
    assert state.players[PATRICIA].completed == ("01",)
