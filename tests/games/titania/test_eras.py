"""The end of era 1, the board between the eras, and the end of the game with its tie-breaks."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from boardgames.core.rules import PointsScored
from boardgames.games.titania.actions import Build, Discard, EndTurn, PlaceExtraShip, PlayCard
from boardgames.games.titania.components import SHELL_COLOURS
from boardgames.games.titania.events import (
    EraBegun,
    EraEnded,
    GameEnded,
    PointTilesRevealed,
)
from boardgames.games.titania.layout import CASTLE, FOG
from boardgames.games.titania.queries import prompt, ships_left, step
from boardgames.games.titania.state import OVER

from .helpers import (
    BROWN_TOWER,
    CRANE,
    GREEN_WHITE_TOWER,
    LAYOUT,
    NAMES,
    RULES,
    act,
    gift,
    of_type,
    position,
)


def last_blue_ship(**kw):
    """Blue has one ship left; the player holds two blue cards."""
    kw.setdefault("hands", {0: ("blue", "blue")})
    return position(supply=(1, 9, 4), **kw)


def test_placing_the_last_ship_of_a_colour_ends_the_era_and_the_turn():
    state = last_blue_ship(draw_pile=("red", "red", "yellow"))
    state, events = act(state, PlayCard("blue", "blue", (0, -1)))
    assert of_type(events, EraEnded) == [EraEnded(1, 0)]
    assert RULES.legal_actions(state, 0) == [EndTurn()]  # a blue card is left, but no more play
    assert step(state) == "end turn"
    assert prompt(state, NAMES) == "The era is over: Turtle ends the turn and draws 2 cards."
    state, events = act(state, EndTurn())
    assert state.players[0].hand == ("blue", "red", "red")  # the draw still happens
    assert of_type(events, EraBegun) == [EraBegun(2, 1)]
    assert state.era == 2 and state.turn == 1


def test_the_space_of_the_last_ship_is_still_resolved():
    state = last_blue_ship(
        ships={(3, -2): ("blue",)},
        shells={0: {"brown": 3}},
    )
    state, _ = act(state, PlayCard("blue", "blue", CRANE))
    assert step(state) == "build"
    state, _ = act(state, Build(BROWN_TOWER, "brown"), Build(BROWN_TOWER, "brown"))
    assert step(state) == "end turn"
    assert state.players[0].score == 6


def test_between_the_eras_the_board_is_rebuilt():
    fog_cells = LAYOUT.cells_of(FOG)
    revealed, hidden, removed = fog_cells[0], fog_cells[1], fog_cells[2]
    state = last_blue_ship(
        ships={(2, -3): ("red", "yellow"), revealed: ("yellow",), removed: ("red", "yellow")},
        fog={revealed: ("3 white shells", True), hidden: "2 sea stars", removed: None},
        shells={0: {"green": 4}},
        sea_stars={0: 2, 1: 1},
        stories={BROWN_TOWER: {"brown": 2}},
        starred=[BROWN_TOWER, GREEN_WHITE_TOWER],
    )
    state = replace(state, fog_aside=(gift("extra ship"),), point_supply=(4, 5))
    stars_supply = state.sea_star_supply
    hand_1 = state.players[1].hand
    state, _ = act(state, PlayCard("blue", "blue", (0, -1)), EndTurn())

    # Only the castle's six ships remain; 18 of each colour wait.
    on_board = {s.at: state.ships_at(s.at) for s in LAYOUT.spaces if state.ships_at(s.at)}
    assert on_board == {s.at: s.start_ships for s in LAYOUT.spaces if s.kind == CASTLE}
    assert ships_left(state) == {"blue": 18, "yellow": 18, "red": 18}
    # Sea stars on tower spaces go back; the players keep theirs.
    assert not any(state.starred)
    assert state.sea_star_supply == stars_supply + 2
    assert [p.sea_stars for p in state.players] == [2, 1]
    # Towers, shells and hands stay.
    assert state.stories[state.index(BROWN_TOWER)] == (2,)
    assert state.players[0].shells[1] == 4
    assert state.players[1].hand == hand_1
    # Every fog space has a face-down tile again; the unrevealed one stayed where it was.
    assert all(state.fog[state.index(c)] is not None for c in fog_cells)
    assert not any(state.fog_up)
    assert state.fog[state.index(hidden)] == gift("2 sea stars")
    assert state.fog_aside == ()
    tiles = Counter(state.fog[state.index(c)].label for c in fog_cells)
    assert tiles["3 white shells"] == 1 and tiles["extra ship"] == 1
    assert state.point_supply == (4, 5)  # point tiles are not reset


def test_era_two_starts_left_of_whoever_ended_era_one():
    state = replace(position(players=3, supply=(1, 9, 4), hands={2: ("blue",)}), turn=2)
    state, events = act(state, PlayCard("blue", "blue", (0, -1)), EndTurn())
    assert state.era == 2 and state.turn == 0
    assert of_type(events, EraBegun)[0].seat == 0


def test_a_hand_limit_discard_comes_before_era_two_and_the_next_player_starts_it():
    hand = ("blue", "red", "red", "yellow", "yellow", "blue/red", "blue/yellow")
    state = position(players=3, turn=1, supply=(1, 9, 4), hands={1: hand})
    state = replace(state, draw_pile=("red", "yellow", "yellow/red"))
    state, _ = act(state, PlayCard("blue", "blue", (0, -1)), EndTurn())
    # Eight cards after the draw: era 1 is not over until the player is down to seven.
    assert step(state) == "discard" and RULES.to_act(state) == (1,)
    assert state.era == 1 and state.ships_at((0, -1)) == ("blue",)
    state, events = act(state, Discard("red"))
    assert len(state.players[1].hand) == 7
    assert of_type(events, EraBegun) == [EraBegun(2, 2)]
    assert state.era == 2 and state.turn == 2 and step(state) == "start"
    assert state.ships_at((0, -1)) == ()
    assert state.discard_pile == ("blue", "red")


def test_an_extra_ship_from_a_fog_tile_can_end_the_era():
    # Blue has two ships left: the card's ship lifts an extra-ship tile and the extra ship is the
    # last. Its space is still resolved, then only the end of the turn remains.
    state = position(
        hands={0: ("blue", "blue")},
        supply=(2, 9, 4),
        fog={(0, -1): "extra ship", (0, -2): "2 white shells"},
        draw_pile=("red", "red", "yellow"),
    )
    state, events = act(state, PlayCard("blue", "blue", (0, -1)))
    assert not of_type(events, EraEnded) and step(state) == "extra ship"
    state, events = act(state, PlaceExtraShip((0, -2)))
    assert of_type(events, EraEnded) == [EraEnded(1, 0)]
    assert ships_left(state)["blue"] == 0
    assert state.players[0].shells[SHELL_COLOURS.index("white")] == 2
    assert RULES.legal_actions(state, 0) == [EndTurn()]  # a blue card is left, but no more play
    state, events = act(state, EndTurn())
    assert state.players[0].hand == ("blue", "red", "red")  # 1 card played: 2 drawn
    assert of_type(events, EraBegun) == [EraBegun(2, 1)]
    assert state.era == 2 and state.turn == 1


def end_of_game(**kw):
    kw.setdefault("hands", {0: ("blue", "blue")})
    state = position(supply=(1, 5, 5), **kw)
    return replace(state, era=2)


def test_the_last_ship_of_era_two_ends_the_game_at_once():
    state = end_of_game(draw_pile=("red",))
    state, events = act(state, PlayCard("blue", "blue", (0, -1)))
    assert state.phase == OVER
    assert RULES.to_act(state) == ()
    assert of_type(events, GameEnded)
    assert state.players[0].hand == ("blue",)  # no end-of-turn draw
    assert prompt(state, NAMES) == "The game is over."


def test_the_game_waits_for_the_last_space_to_be_resolved():
    state = end_of_game(ships={(3, -2): ("blue",)}, shells={0: {"brown": 1}})
    state, _ = act(state, PlayCard("blue", "blue", CRANE))
    assert RULES.outcome(state) is None and step(state) == "build"
    state, _ = act(state, Build(BROWN_TOWER, "brown"))
    assert RULES.outcome(state) is not None


def finished(
    points: list[tuple[int, int, int]],
    tiles: list[tuple[int, ...]],
    shells: list[int],
    stars: list[int],
):
    # The last ship lands on an extra-ship fog tile, which gives nothing: no blue ship is left.
    state = end_of_game(hands={0: ("blue",)}, players=len(points), fog={(0, -1): "extra ship"})
    players = tuple(
        replace(p, points=pts, point_tiles=t, shells=(s, 0, 0, 0), sea_stars=st)
        for p, pts, t, s, st in zip(state.players, points, tiles, shells, stars, strict=True)
    )
    state = replace(state, players=players)
    state, events = act(state, PlayCard("blue", "blue", (0, -1)))
    return state, events


def test_point_tiles_are_revealed_and_scored_by_category():
    state, events = finished([(3, 9, 5), (6, 0, 0)], [(5, 4), (3,)], [0, 0], [0, 0])
    outcome = RULES.outcome(state)
    assert outcome.scores == (26, 9)
    assert outcome.breakdown == {
        "bonus": (3, 6),
        "building": (9, 0),
        "sea stars": (5, 0),
        "point tiles": (9, 3),
    }
    assert outcome.winners == (0,)
    revealed = of_type(events, PointTilesRevealed)
    assert [(e.seat, e.values) for e in revealed] == [(0, (5, 4)), (1, (3,))]
    tile_points = [e for e in of_type(events, PointsScored) if e.category == "point tiles"]
    assert [(e.seat, e.points) for e in tile_points] == [(0, 9), (1, 3)]
    assert RULES.view(state, 1).players[0].point_tiles == (5, 4)  # no longer secret


def test_a_tie_goes_to_most_shells_plus_sea_stars():
    state, _ = finished([(10, 0, 0), (7, 0, 0)], [(), (3,)], [2, 1], [0, 2])
    outcome = RULES.outcome(state)
    assert outcome.scores == (10, 10)
    assert outcome.winners == (1,)
    assert outcome.notes


def test_a_tie_on_both_is_a_shared_victory():
    state, _ = finished([(10, 0, 0), (10, 0, 0), (4, 0, 0)], [(), (), ()], [1, 0, 5], [1, 2, 0])
    outcome = RULES.outcome(state)
    assert outcome.winners == (0, 1)
    assert "shared" in " ".join(outcome.notes)
