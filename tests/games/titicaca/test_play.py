"""Playing Titicaca through the rules object: setup, secrets, the turn's steps, temples, running
out of houses, refusals, and whole random games replayed from their action texts."""

from __future__ import annotations

import dataclasses
import random

import pytest

from boardgames.core.match import Match
from boardgames.core.rules import IllegalAction, Params
from boardgames.games.titicaca import rounds
from boardgames.games.titicaca.actions import (
    Bid,
    BuildTemple,
    EndTurn,
    JoinLands,
    JoinNew,
    PlaceHouse,
)
from boardgames.games.titicaca.board import side_between
from boardgames.games.titicaca.events import (
    BidMade,
    BidReturned,
    BidsRevealed,
    HousePlaced,
    TemplesReturned,
    TemplesRevealed,
    TurnStarted,
)
from boardgames.games.titicaca.queries import (
    board_cells,
    current_lake,
    free_fields,
    join_lands_for,
    join_new_for,
    prompt,
    sticks,
    turn_order,
    why_not,
)
from boardgames.games.titicaca.rules import TiticacaRules
from boardgames.games.titicaca.scoring import houses_on_board
from boardgames.games.titicaca.state import (
    BID,
    CATEGORIES,
    END,
    HIDDEN,
    JOIN,
    PLACE,
    UNKNOWN,
    TiticacaState,
)

from .titicaca_sketch import RED, YELLOW, Sketch, sketch

RULES = TiticacaRules()
NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")


def new_game(players: int, seed: int = 1, edition: str = "12 tiles") -> TiticacaState:
    params = Params(players, options={"edition": edition})
    return RULES.setup(params, RULES.load_layout(params), seed)


# --- setup ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_gives_colours_houses_weapons_and_temples(players: int) -> None:
    state = new_game(players)
    colours = ("yellow", "red", "orange", "purple", "pink")[:players]
    assert state.colours == colours
    assert state.houses_left == (16, 16, 13, 11, 11)[:players]
    assert state.weapons == (20,) * players
    assert state.temple_supply == ((1, 2),) * players
    assert state.points == ((0, 0, 0, 0),) * players


def test_setup_leaves_out_the_tiles_of_lakes_1_and_7_in_small_games() -> None:
    assert set(new_game(5).board.lakes) == set(range(1, 16))
    assert set(new_game(3).board.lakes) == set(range(2, 16))
    assert set(new_game(2).board.lakes) == set(range(2, 16)) - {7}
    assert len(new_game(5).board.fields) == 33
    assert len(new_game(5, edition="15 tiles").board.fields) == 45


def test_the_first_round_is_at_lake_1_or_the_first_lake_in_play() -> None:
    state = new_game(4)
    assert state.round == 1 and state.phase == BID and RULES.to_act(state) == (0, 1, 2, 3)
    assert current_lake(state) == 1 and free_fields(state)
    state = new_game(3)
    assert state.round == 2


def test_same_seed_same_landscape_other_seed_other_landscape() -> None:
    assert new_game(4, seed=3) == new_game(4, seed=3)
    assert new_game(4, seed=3).board != new_game(4, seed=4).board


def test_renderer_data_covers_every_hex() -> None:
    state = new_game(5)
    cells = board_cells(state)
    assert len(cells) == 48
    assert sorted(c.lake for c in cells if c.lake is not None) == list(range(1, 16))
    assert all(c.land_type in state.config.land_types for c in cells if c.is_field)
    assert len({c.tile for c in cells}) == 12


def test_options_offer_the_two_editions() -> None:
    (option,) = RULES.options()
    assert option.key == "edition" and option.choices == ("12 tiles", "15 tiles")
    assert option.default == "12 tiles"


# --- secret bids ---------------------------------------------------------------------------------
def test_bids_stay_secret_until_all_are_in() -> None:
    state = new_game(3)
    state, events = RULES.apply(state, 0, Bid(5))
    assert events == [BidMade(0)]
    assert RULES.view(state, 1).bids == (HIDDEN, None, None)
    assert RULES.view(state, 0).bids == (5, None, None)
    assert RULES.view(state, None).bids == (HIDDEN, None, None)
    assert RULES.to_act(state) == (1, 2)
    assert RULES.legal_actions(state, 0) == []
    state, _ = RULES.apply(state, 1, Bid(0))
    state, events = RULES.apply(state, 2, Bid(5))
    revealed = next(e for e in events if isinstance(e, BidsRevealed))
    assert revealed.reveals and revealed.bids == (5, 0, 5)
    assert RULES.view(state, 1).bids == (5, 0, 5)
    assert turn_order(state) == (0, 2)  # seat 0 holds the arrow token


def test_views_of_two_games_differing_only_in_secrets_look_the_same() -> None:
    low, _ = RULES.apply(new_game(3), 0, Bid(1))
    high, _ = RULES.apply(new_game(3), 0, Bid(19))
    assert RULES.view(low, 1) == RULES.view(high, 1)
    assert RULES.view(low, None) == RULES.view(high, None)
    assert RULES.view(low, 0) != RULES.view(high, 0)


def test_bid_range_is_zero_to_the_weapons_held() -> None:
    state = new_game(2)
    assert RULES.legal_actions(state, 0) == [Bid(v) for v in range(21)]
    with pytest.raises(IllegalAction, match="only 20"):
        RULES.apply(state, 0, Bid(21))


def test_a_seat_without_weapons_sits_the_round_out() -> None:
    sk = sketch("..\n  S.   ~1   F.\n..   ..   ..   ~2   G.\n", players=2)
    state = dataclasses.replace(sk.state, weapons=(0, 4))
    state = rounds.start(state, [])
    assert state.round == 1 and RULES.to_act(state) == (RED,)


# --- a turn step by step -------------------------------------------------------------------------
TURN = """
M.   ~2   ..
  GyA  S.   ~1   F.
..   PrB  MrC  ..
"""


def turn_state() -> tuple[Sketch, TiticacaState]:
    sk = sketch(TURN, players=2)
    state = dataclasses.replace(
        sk.state, round=1, phase=PLACE, order=(YELLOW,), turn=0, bids=(1, 0)
    )
    return sk, state


def test_the_steps_run_in_order_and_each_can_be_skipped() -> None:
    sk, state = turn_state()
    new = sk.at(1, 1)
    assert RULES.legal_actions(state, YELLOW) == [PlaceHouse(f) for f in sorted([new, sk.at(1, 3)])]
    state, events = RULES.apply(state, YELLOW, PlaceHouse(new))
    assert events == [HousePlaced(YELLOW, new, "savanna")]
    assert state.phase == JOIN
    acts = RULES.legal_actions(state, YELLOW)
    assert JoinNew(sk.rep("A")) in acts and JoinNew(sk.rep("C")) in acts and EndTurn() in acts
    assert any(isinstance(a, BuildTemple) for a in acts)
    # Building the temple first skips both joins.
    state, _ = RULES.apply(state, YELLOW, BuildTemple(new, 1))
    assert state.phase == END and RULES.legal_actions(state, YELLOW) == [EndTurn()]
    with pytest.raises(IllegalAction, match="already built a temple"):
        RULES.apply(state, YELLOW, BuildTemple(sk.at(1, 0), 2))


def test_joining_two_lands_skips_joining_the_new_land() -> None:
    sk, state = turn_state()
    state, _ = RULES.apply(state, YELLOW, PlaceHouse(sk.at(1, 1)))
    a, b = sorted((sk.rep("B"), sk.rep("C")))
    # B (pampa) and C (mountains) share a stick, each has a type the other lacks, C touches the
    # new field's land; but neither holds a yellow house.
    assert JoinLands(a, b) not in RULES.legal_actions(state, YELLOW)
    with pytest.raises(IllegalAction, match="one must hold your house"):
        RULES.apply(state, YELLOW, JoinLands(a, b))


def test_sticks_fence_the_new_land_and_joining_removes_them() -> None:
    sk, state = turn_state()
    new = sk.at(1, 1)
    state, _ = RULES.apply(state, YELLOW, PlaceHouse(new))
    fence = {e for e in sticks(state) if new in e}
    assert len(fence) == 3  # toward A, B and C; the other neighbours are lakes
    state, _ = RULES.apply(state, YELLOW, JoinNew(sk.rep("A")))
    assert not any(new in e and sk.at(1, 0) in e for e in sticks(state))
    assert state.land_rep(new) == state.land_rep(sk.at(1, 0))
    assert JoinNew(sk.rep("C")) not in RULES.legal_actions(state, YELLOW)


def test_refusals_say_why() -> None:
    sk, state = turn_state()
    with pytest.raises(IllegalAction, match="not this player's turn"):
        RULES.apply(state, RED, PlaceHouse(sk.at(1, 1)))
    with pytest.raises(IllegalAction, match="taken"):
        RULES.apply(state, YELLOW, PlaceHouse(sk.at(1, 0)))
    with pytest.raises(IllegalAction, match="next to lake 1"):
        RULES.apply(state, YELLOW, PlaceHouse(sk.at(0, 0)))
    with pytest.raises(IllegalAction, match="land fields"):
        RULES.apply(state, YELLOW, PlaceHouse(sk.at(1, 2)))
    with pytest.raises(IllegalAction, match="First place a house"):
        RULES.apply(state, YELLOW, EndTurn())


def test_a_temple_goes_only_on_an_own_field_without_a_temple() -> None:
    sk = sketch(TURN.replace("GyA ", "GyA2"), players=2)
    state = dataclasses.replace(
        sk.state, round=1, phase=PLACE, order=(YELLOW,), turn=0, bids=(1, 0)
    )
    assert state.temple_supply == ((1,), (1, 2))
    state, _ = RULES.apply(state, YELLOW, PlaceHouse(sk.at(1, 1)))
    fields = {a.field for a in RULES.legal_actions(state, YELLOW) if isinstance(a, BuildTemple)}
    assert fields == {sk.at(1, 1)}  # A's field already has a temple; B and C are red's
    with pytest.raises(IllegalAction, match="own fields"):
        RULES.apply(state, YELLOW, BuildTemple(sk.at(2, 1), 1))
    with pytest.raises(IllegalAction, match="no such temple"):
        RULES.apply(state, YELLOW, BuildTemple(sk.at(1, 1), 2))


# --- hidden temples ------------------------------------------------------------------------------
def test_temples_are_face_down_to_others_then_revealed_and_returned_after_lake_5() -> None:
    sk = sketch("..\n  ~5   FyA2 ~6   P.\n", players=2)
    state = dataclasses.replace(sk.state, temple_supply=((1,), (1, 2)))
    red = RULES.view(state, RED)
    assert red.temples[0].value == UNKNOWN and red.temple_supply[YELLOW] == (UNKNOWN,)
    assert RULES.view(state, YELLOW).temples[0].value == 2
    assert RULES.view(red, RED) == red  # a view of a view changes nothing
    state = dataclasses.replace(
        state, round=5, phase=END, order=(YELLOW,), turn=0, new_field=sk.at(1, 1), bids=(1, 0)
    )
    state, events = RULES.apply(state, YELLOW, EndTurn())
    assert TemplesRevealed(((sk.at(1, 1), YELLOW, 2),)) in events
    assert TemplesReturned(((sk.at(1, 1), YELLOW),)) in events
    assert state.temples == () and state.temple_supply[YELLOW] == (1, 2)


# --- too few houses ------------------------------------------------------------------------------
SHORT = """
..
  Fy.  S.   ~1
..   ..   G.
"""


def test_out_of_houses_one_house_marks_two_neighbouring_fields() -> None:
    sk = sketch(SHORT, players=2)
    state = dataclasses.replace(
        sk.state, houses_left=(0, 16), round=1, phase=PLACE, order=(YELLOW,), bids=(1, 0)
    )
    # Only the savanna field lies next to a field of Yellow's.
    assert RULES.legal_actions(state, YELLOW) == [PlaceHouse(sk.at(1, 1))]
    state, events = RULES.apply(state, YELLOW, PlaceHouse(sk.at(1, 1)))
    assert events == [HousePlaced(YELLOW, sk.at(1, 1), "savanna", (sk.at(1, 0), sk.at(1, 1)))]
    assert len(state.shared_houses) == 1 and state.houses_left == (0, 16)
    assert houses_on_board(state, YELLOW) == 2  # each field counts as a house


def test_out_of_houses_without_a_pair_a_player_keeps_the_bid() -> None:
    sk = sketch(SHORT, players=2)
    state = dataclasses.replace(sk.state, houses_left=(0, 16), round=1, phase=BID, bids=(None,) * 2)
    state, _ = RULES.apply(state, YELLOW, Bid(3))
    state, events = RULES.apply(state, RED, Bid(5))
    # Red goes first and takes the savanna field: nothing is left that Yellow can mark.
    state, _ = RULES.apply(state, RED, PlaceHouse(sk.at(1, 1)))
    state, events = RULES.apply(state, RED, EndTurn())
    assert BidReturned(YELLOW, 3, "no house can be placed") in events
    assert not any(isinstance(e, TurnStarted) and e.seat == YELLOW for e in events)


# --- prompts -------------------------------------------------------------------------------------
def test_prompts_say_what_comes_next() -> None:
    sk, state = turn_state()
    assert prompt(state, NAMES) == "Ann: place a house on a free field at lake 1."
    state, _ = RULES.apply(state, YELLOW, PlaceHouse(sk.at(1, 1)))
    assert prompt(state, NAMES).startswith("Ann: join the new land")
    bidding = new_game(2)
    assert prompt(bidding, NAMES).startswith("Choose weapons in secret for lake 2")


def test_help_text_ends_with_our_decisions() -> None:
    text = RULES.help_text(RULES.load_layout(Params(4)))
    assert "OUR DECISIONS" in text and "arrow token" in text
    assert text.index("OUR DECISIONS") > text.index("THE END")


# --- whole games ---------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", ["12 tiles", "15 tiles"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_end_and_replay_from_their_texts(players: int, edition: str) -> None:
    params = Params(players, NAMES[:players], {"edition": edition})
    rnd = random.Random(players * 7 + len(edition))
    match = Match(RULES, params, seed=players)
    played: list[tuple[int, str]] = []
    while not match.is_over:
        to_act = match.to_act()
        assert to_act
        seat = rnd.choice(to_act)
        state = match.state
        acts = RULES.legal_actions(state, seat)
        assert acts and RULES.legal_actions(RULES.view(state, seat), seat) == acts
        action = rnd.choice(acts)
        match.apply(seat, action)
        assert match.states[-2] == state  # apply left its input alone
        played.append((seat, action.encode()))
    outcome = match.outcome()
    assert outcome is not None
    assert set(outcome.breakdown) == set(CATEGORIES)
    for seat in range(players):
        assert sum(outcome.breakdown[c][seat] for c in CATEGORIES) == outcome.scores[seat]
    again = Match.replay(RULES, params, players, played)
    assert again.states == match.states


# --- what the controller asks --------------------------------------------------------------------
def test_click_helpers_name_lands_by_their_representative() -> None:
    sk, state = turn_state()
    state, _ = RULES.apply(state, YELLOW, PlaceHouse(sk.at(1, 1)))
    assert join_new_for(state, sk.at(1, 0)) == JoinNew(sk.rep("A"))
    assert join_new_for(state, sk.at(1, 3)) is None  # a free field is in no land
    pair = join_lands_for(state, sk.at(2, 2), sk.at(2, 1))
    assert pair == JoinLands(*sorted((sk.rep("B"), sk.rep("C"))))
    assert why_not(state, YELLOW, pair) is not None
    assert why_not(state, YELLOW, EndTurn()) is None


def test_a_stick_is_drawn_on_the_side_two_fields_share() -> None:
    a, b = side_between(((0, 0), (1, 0)))
    assert a[0] == pytest.approx(b[0]) == pytest.approx(3**0.5 / 2)
    with pytest.raises(ValueError):
        side_between(((0, 0), (2, 0)))
