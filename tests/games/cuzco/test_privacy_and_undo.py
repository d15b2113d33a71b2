"""Hidden information (other hands, every face-down pile, the random generator) and undo: the
dice live in the state, so neither undo, redo nor a replay can ever roll them again."""

from __future__ import annotations

import random

from boardgames.core.match import Match
from boardgames.games.cuzco.actions import Done, Exchange, PlaceDie
from boardgames.games.cuzco.events import DiceRolled
from boardgames.games.cuzco.state import HIDDEN, HIDDEN_CARD, PHASE_I

from .helpers import RULES, blank, legal, params, play, player, started


def test_a_view_shows_the_own_hand_and_hides_the_others_and_the_piles():
    state = started(4, seed=2)
    view = RULES.view(state, 1)
    assert view.players[1].hand == state.players[1].hand
    for seat in (0, 2, 3):
        assert view.players[seat].hand == (HIDDEN_CARD,) * len(state.players[seat].hand)
    assert [len(p) for p in view.god_piles] == [len(p) for p in state.god_piles]
    assert all(c == HIDDEN_CARD for pile in view.god_piles for c in pile)
    assert set(view.study_pile) == set(view.farm_pile) == set(view.mission_pile) == {HIDDEN}
    assert len(view.mission_pile) == len(state.mission_pile)
    assert view.rng != state.rng
    # What lies face up stays visible.
    assert view.display == state.display and view.god_discard == state.god_discard
    assert view.palace == state.palace and view.market == state.market
    assert view.study_row == state.study_row and view.farm_row == state.farm_row
    assert [p.dice for p in view.players] == [p.dice for p in state.players]


def test_the_table_view_hides_every_hand():
    state = started(3, seed=4)
    view = RULES.view(state, None)
    assert all(set(p.hand) == {HIDDEN_CARD} for p in view.players)


def test_a_seat_finds_the_same_choices_in_its_own_view():
    for players, seed in ((2, 11), (4, 12)):
        state = started(players, seed=seed)
        rnd = random.Random(seed)
        for _ in range(400):
            if RULES.outcome(state) is not None:
                break
            seat = RULES.to_act(state)[0]
            options = RULES.legal_actions(state, seat)
            assert RULES.legal_actions(RULES.view(state, seat), seat) == options
            state, _ = RULES.apply(state, seat, rnd.choice(options))


def _through_the_start(match):
    while match.state.phase != PHASE_I:
        seat = match.to_act()[0]
        match.apply(seat, match.legal_actions(seat)[0])


def test_undo_and_redo_give_back_the_same_dice():
    match = Match(RULES, params(4), seed=5)
    _through_the_start(match)
    assert any(isinstance(e, DiceRolled) for e in match.steps[-1].events)
    assert not match.can_undo()  # the roll is a barrier: nobody undoes to roll again
    before = match.state
    seat = match.to_act()[0]
    die = max(before.players[seat].dice)
    assert die >= 2  # a pip is left after the first exchange
    match.apply(seat, PlaceDie(die, "exchange", "exchange"))
    match.apply(seat, Exchange("vp"))
    middle = match.state
    assert match.undo() and match.undo()
    assert match.state == before
    assert match.redo() and match.redo()
    assert match.state == middle
    assert [p.dice for p in match.state.players] == [p.dice for p in middle.players]


def test_undo_stops_at_the_start_of_the_current_players_turn():
    match = Match(RULES, params(2), seed=6)
    _through_the_start(match)
    first = match.to_act()[0]
    die = match.state.players[first].dice[0]
    match.apply(first, PlaceDie(die, "vp", "vp"))
    assert match.to_act()[0] != first
    assert not match.can_undo()  # the previous player's move is theirs


def test_a_replay_of_the_log_rolls_the_very_same_dice_every_round():
    match = Match(RULES, params(3, pututu=True), seed=9)
    rnd = random.Random(9)
    while not match.is_over:
        seat = match.to_act()[0]
        match.apply(seat, rnd.choice(match.legal_actions(seat)))
    rolls = [e.dice for s in match.steps for e in s.events if isinstance(e, DiceRolled)]
    assert len(rolls) == 6
    texts = [(s.seat, s.text) for s in match.steps]
    again = Match.replay(RULES, params(3, pututu=True), 9, texts)
    assert again.state == match.state
    assert [e.dice for s in again.steps for e in s.events if isinstance(e, DiceRolled)] == rolls


def test_every_action_survives_its_text_form():
    state = player(blank(), 0, dice=(3, 4, 6))
    for action in legal(state):
        assert RULES.codec.decode(action.encode()) == action
    state, _ = play(state, PlaceDie(4, "exchange", "exchange"))
    for action in legal(state):
        assert RULES.codec.decode(action.encode()) == action
    assert Done() in legal(state)
