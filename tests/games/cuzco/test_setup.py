"""Setting the table: the god-card deal, player order and starting points, the market, medals,
people tiles, the palace and the missions, the starting feather and the first roll."""

from __future__ import annotations

from collections import Counter

import pytest

from boardgames.games.cuzco.actions import PlaceFeather
from boardgames.games.cuzco.layout import CUZCO, FEATHERS
from boardgames.games.cuzco.state import PHASE_I, START, START_VP

from .helpers import LAYOUT, RULES, god_of, legal, new, params, slots, started, vp

SEEDS = range(60)


def all_cards(state):
    cards = [c for p in state.players for c in p.hand]
    cards += [c for pile in state.god_piles for c in pile]
    cards += [c for c in state.display if c] + list(state.god_discard)
    return cards


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_god_card_deal_never_leaves_two_cards_of_one_god_in_a_hand(players):
    for seed in SEEDS:
        state = new(players, seed)
        for p in state.players:
            assert len(p.hand) == 2
            assert god_of(p.hand[0]) != god_of(p.hand[1]), (players, seed, p.hand)
        assert Counter(all_cards(state)) == Counter(
            g.ability for g in LAYOUT.gods for _ in range(g.copies)
        )


@pytest.mark.parametrize(("players", "taken"), [(2, 1), (3, 2), (4, 2)])
def test_the_deal_takes_one_card_a_god_at_two_players_two_otherwise(players, taken):
    for seed in SEEDS[:10]:
        state = new(players, seed)
        dealt = taken * len(LAYOUT.god_names)
        # The reserve left after the deal lies face up on the discard pile (also at 2 players).
        assert len(state.god_discard) == dealt - 2 * players
        for pile, shown in zip(state.god_piles, state.display, strict=True):
            assert shown  # the top card of every pile is turned face up
            assert len(pile) == 12 - taken - 1
        assert [god_of(c) for c in state.display] == list(LAYOUT.god_names)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_order_tokens_and_starting_points(players):
    for seed in SEEDS[:20]:
        state = new(players, seed)
        assert sorted(state.order) == list(range(players))
        for position, seat in enumerate(state.order):
            assert vp(state, seat, START_VP) == (0, 1, 2, 3)[position]
            assert vp(state, seat) == position
        # Status markers on 0, token 1 on top (the stack lists the top last).
        assert state.status_stack[-1] == state.order[0]
        assert list(reversed(state.status_stack)) == list(state.order)
        assert all(p.status == 0 for p in state.players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_market_has_4_columns_and_one_of_each_good_fewer_below_4_players(players):
    state = new(players)
    columns = 5 if players == 4 else 4
    assert len(state.market) == 6 and all(len(row) == columns for row in state.market)
    counts = Counter(g for row in state.market for g in row)
    for g in LAYOUT.goods:
        assert counts[g.name] == (g.count if players == 4 else g.count - 1)
    assert sum(counts.values()) == 6 * columns


@pytest.mark.parametrize("players", [2, 3, 4])
def test_components_each_player_gets(players):
    state = new(players)
    assert state.medals_left == 6  # on the temple; one each, the rest leave the game
    general = [m.id for m in LAYOUT.missions if not m.start]
    seen = list(state.palace) + list(state.mission_pile)
    for p in state.players:
        assert p.medals == 1 and p.offerings == 2 and p.food == 0
        assert p.quipus == 10 and p.reserve == 0 and p.priests == 4
        assert p.chasqui == CUZCO and not any(p.circlets) and p.people == ()
        start = [m for m in p.missions if LAYOUT.mission(m).start]
        assert len(p.missions) == 3 and len(start) == 1
        seen += [m for m in p.missions if not LAYOUT.mission(m).start]
    assert sorted(seen) == sorted(general)  # every general mission once
    assert len({m for p in state.players for m in p.missions if m.startswith("S-")}) == players
    assert len(state.palace) == players + 2
    assert state.offering_supply == 30 - 2 * players
    assert len({p.mask for p in state.players}) == players  # each a different mask


@pytest.mark.parametrize("players", [2, 3, 4])
def test_six_study_and_six_farm_tiles_lie_face_up(players):
    state = new(players)
    assert all(t is not None and t.startswith("S") for t in state.study_row)
    assert all(t is not None and t.startswith("F") for t in state.farm_row)
    assert len(state.study_row) == len(state.farm_row) == 6
    assert len(state.study_pile) == len(state.farm_pile) == 30
    assert state.study_discard == state.farm_discard == ()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_starting_feathers_one_colour_each_then_the_first_roll(players):
    state = new(players)
    assert state.phase == START and state.turn == state.order[0]
    assert len(set(state.start_feathers)) == players
    # Three feathers of each colour per player in the supply; the dealt ones are out of it and
    # the leftovers of the four dealt at 2-3 players stay in the supply.
    for i, colour in enumerate(FEATHERS):
        dealt = state.start_feathers.count(colour)
        assert state.feather_supply[i] == 3 * players - dealt
    supply = state.feather_supply
    for seat in state.order:
        assert state.turn == seat
        colour = state.start_feathers[seat]
        options = legal(state)
        assert {a.slot for a in options} == set(slots(state, seat, colour))
        state, _ = RULES.apply(state, seat, PlaceFeather(slots(state, seat, colour)[-1]))
    assert state.feather_supply == supply  # the dealt feather was not taken twice
    assert state.phase == PHASE_I and state.round == 1
    for p in state.players:
        assert sum(p.feathers) == 1
        assert len(p.dice) == 3 and all(1 <= d <= 6 for d in p.dice)


def test_a_placed_starting_feather_is_not_offered_again():
    state = new(4)
    assert all(isinstance(a, PlaceFeather) for a in legal(state))
    assert not [a for a in legal(state) if not isinstance(a, PlaceFeather)]


@pytest.mark.parametrize("pututu", [False, True])
def test_the_pututu_supply_is_there_only_with_the_module(pututu):
    state = RULES.setup(params(4, pututu), LAYOUT, 3)
    assert state.pututu_module == pututu
    assert state.pututu_supply == ((12, 3) if pututu else (0, 0))


def test_setup_refuses_one_or_five_players():
    for n in (1, 5):
        with pytest.raises(ValueError, match="2-4"):
            RULES.setup(params(n), LAYOUT, 1)


def test_same_seed_same_table_other_seed_other_table():
    assert new(4, 7) == new(4, 7)
    assert new(4, 7) != new(4, 8)
    assert started(3, 5).players[0].dice == started(3, 5).players[0].dice
