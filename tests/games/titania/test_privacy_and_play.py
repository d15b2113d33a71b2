"""Hidden information, undo barriers, whole random games and the rules help."""

from __future__ import annotations

from dataclasses import replace

import pytest

from boardgames.core.match import Match
from boardgames.core.playout import random_playout
from boardgames.core.rules import Params
from boardgames.games.titania.actions import DrawCards, PlayCard
from boardgames.games.titania.components import HIDDEN
from boardgames.games.titania.events import DeckReshuffled
from boardgames.games.titania.queries import player_summary

from .helpers import LAYOUT, RULES, fresh, of_type, position


def test_setup_deals_four_cards_and_hides_the_fog():
    state = fresh(players=4)
    assert [len(p.hand) for p in state.players] == [4, 4, 4, 4]
    assert len(state.draw_pile) == 36 - 16
    assert sum(tile is not None for tile in state.fog) == 22
    assert not any(state.fog_up)
    assert state.supply == (15, 15, 15)
    assert state.turn == 0


def test_a_view_hides_other_hands_the_piles_and_face_down_tiles():
    state = position(hands={0: ("blue", "red"), 1: ("yellow",)}, point_supply=(3, 4))
    state = replace(state, players=(state.players[0], replace(state.players[1], point_tiles=(5,))))
    view = RULES.view(state, 0)
    assert view.players[0].hand == ("blue", "red")
    assert view.players[1].hand == ("?",)
    assert view.players[1].point_tiles == (0,)
    assert set(view.draw_pile) == {"?"} and len(view.draw_pile) == len(state.draw_pile)
    assert view.point_supply == (0, 0)
    assert all(t is None or t.kind == HIDDEN for t in view.fog)
    assert view.rng != state.rng
    assert RULES.view(view, 0) == view
    assert player_summary(view, 1).hand_size == 1
    assert player_summary(view, 1).point_tiles == 1
    spectator = RULES.view(state, None)
    assert spectator.players[0].hand == ("?", "?")


def test_legal_actions_are_the_same_on_a_view():
    state = position(hands={0: ("blue", "blue/red", "yellow")}, shells={0: {"green": 2}})
    assert RULES.legal_actions(RULES.view(state, 0), 0) == RULES.legal_actions(state, 0)


def test_drawing_and_revealing_are_undo_barriers():
    match = Match(RULES, Params(players=2), seed=3, layout=LAYOUT)
    seat = match.to_act()[0]
    plays = [a for a in match.legal_actions(seat) if isinstance(a, PlayCard)]
    # A ship on a fog space flips its tile: no taking that back.
    match.apply(seat, plays[0])
    assert not match.can_undo()
    match = Match(RULES, Params(players=2), seed=3, layout=LAYOUT)
    match.apply(seat, DrawCards())
    assert not match.can_undo()


def test_placing_on_a_known_space_can_be_undone():
    state = position(hands={0: ("red", "red")}, ships={(1, -3): ("red",)})
    match = Match(RULES, Params(players=2), seed=1, layout=LAYOUT)
    match.states[0] = state
    match.apply(0, PlayCard("red", "red", (1, -4)).encode())  # a bonus space: 2 green shells
    assert match.can_undo()
    match.undo()
    assert match.state == state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_and_replay_identically(players):
    params = Params(players=players)
    for seed in (11, 12):
        result = random_playout(RULES, params, seed, check=True, keep_states=True, layout=LAYOUT)
        assert result.outcome is not None
        assert set(result.outcome.breakdown) == {"bonus", "building", "sea stars", "point tiles"}
        assert result.states[-1].era == 2
        match = Match.replay(RULES, params, seed, result.actions)
        assert match.states == result.states


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_keep_every_card_and_reshuffle_only_in_undo_barriers(players):
    params = Params(players=players)
    deck = len(LAYOUT.deck())
    result = random_playout(RULES, params, 11, layout=LAYOUT)
    match = Match.replay(RULES, params, 11, result.actions)
    for state in match.states:
        held = sum(len(p.hand) for p in state.players)
        assert held + len(state.draw_pile) + len(state.discard_pile) + len(state.played) == deck
    reshuffles = [s for s in match.steps if of_type(s.events, DeckReshuffled)]
    assert reshuffles and all(s.is_barrier for s in reshuffles)


@pytest.mark.soak
def test_many_random_games():
    for players in (2, 3, 4):
        for seed in range(100, 140):
            random_playout(RULES, Params(players=players), seed, layout=LAYOUT)


def test_help_text_is_ours_and_lists_our_decisions():
    text = RULES.help_text(LAYOUT)
    assert "OUR DECISIONS" in text
    assert "building space" in text.lower()
    assert "22 fog tiles" in text
