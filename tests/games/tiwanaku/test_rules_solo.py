"""The solo game: five pawns, a par computed from the map, and a rating at the end."""

from __future__ import annotations

from dataclasses import replace

from boardgames.games.tiwanaku.actions import Divine, Move
from boardgames.games.tiwanaku.layout import BoardSpec
from boardgames.games.tiwanaku.par import par_choice, rating, solo_par
from boardgames.games.tiwanaku.rules import new_game
from boardgames.games.tiwanaku.state import OVER, redacted

from .rules_helpers import LAYOUT, RULES, land, play, position

# A valid little map: a sand square holding 1-4 and a rock pair holding 1-2.
MAP = land(["ssr", "ssr"], ["131", "242"])
BOARD = BoardSpec("tiny", 2, 3, ((0, 0), (1, 2)), 5)


def test_the_solo_player_has_five_pawns_and_a_par_from_the_start() -> None:
    s = new_game(LAYOUT, BOARD, MAP, 1)
    assert s.players[0].supply == 5
    assert isinstance(s.par, int)
    assert s.par == solo_par(replace(s, par=None))  # the same map always has the same par
    assert RULES.view(s, 0).par == s.par  # par is public


def test_no_par_with_more_players() -> None:
    assert new_game(LAYOUT, BOARD, MAP, 2).par is None


def test_the_end_rates_the_score_against_par() -> None:
    s = new_game(LAYOUT, BOARD, MAP, 1)
    assert s.par is not None
    finished = replace(s, phase=OVER)
    out = RULES.outcome(finished)
    assert out is not None
    assert out.notes[0] == f"Par for this map: {s.par}"
    assert "par" in out.notes[1]
    assert out.winners == (0,)


def test_rating_words() -> None:
    assert rating(50, 47) == "3 over par: Pachamama smiles"
    assert rating(47, 47) == "Exactly par: Pachamama nods"
    assert rating(40, 47) == "7 under par: Pachamama is unmoved"
    assert rating(80, 47).endswith("rejoices")
    assert rating(10, 47).endswith("frowns")


def test_the_par_player_sees_only_what_a_player_sees() -> None:
    s = new_game(LAYOUT, BOARD, MAP, 1)
    for _ in range(200):
        if s.phase == OVER:
            break
        action = par_choice(redacted(s))
        assert action in RULES.legal_actions(s, 0)
        s, _ = play(s, action)
    assert s.phase == OVER
    assert s.players[0].score == s.par


def test_the_par_player_moves_where_it_can_prove_a_crop() -> None:
    # All explored; potato, coca and chili are face up in the sand square, so (1, 1) is corn.
    # The rock pair's order is still open, worth only a guess.
    solo = new_game(LAYOUT, BOARD, MAP, 1).players[0]
    s = position(
        MAP,
        [replace(solo, pawns=((0, 1),), supply=0)],
        explored=MAP.cells(),
        tokens=[(0, 0), (1, 0), (0, 1)],
    )
    assert par_choice(redacted(s)) == Move((0, 1), (1, 1))
    s, _ = play(s, Move((0, 1), (1, 1)))
    assert par_choice(redacted(s)) == Divine((1, 1), 4)
