"""The end of the game at the edges: a board that fills before or exactly at a scoring lake.

The help text must say what happens, and the code must do what the help says.
"""

from __future__ import annotations

import dataclasses

from boardgames.core.rules import Params, PointsScored
from boardgames.games.titicaca.actions import EndTurn
from boardgames.games.titicaca.events import GameEnded, ScoringStarted, WeaponsReceived
from boardgames.games.titicaca.rules import TiticacaRules
from boardgames.games.titicaca.state import END, OVER
from tests.games.titicaca.titicaca_sketch import RED, YELLOW, sketch

RULES = TiticacaRules()


def _end_turn_of(state, seat, round_, field):
    return dataclasses.replace(
        state,
        round=round_,
        phase=END,
        order=(seat,),
        turn=0,
        new_field=field,
        bids=tuple(1 if s == seat else 0 for s in range(state.players)),
    )


def test_board_full_before_lake_5_drops_the_lake_5_scoring_too() -> None:
    # Rulebook: "Points are also awarded if rounds 5 or 10 were skipped, because no free fields
    # were available at the corresponding lake."  The code ends the game at once instead.
    sk = sketch("..\n  ~3   FyA  ~5\n", players=2)
    state = _end_turn_of(sk.state, YELLOW, 3, sk.at(1, 1))
    state, events = RULES.apply(state, YELLOW, EndTurn())
    assert GameEnded("no free field is left") in events
    titles = [e.title for e in events if isinstance(e, ScoringStarted)]
    assert titles == ["Final scoring"]  # neither "after lake 5" nor "after lake 10" is held


def test_help_says_which_interim_scorings_an_early_end_drops() -> None:
    # help.py: "The game ends at once when no free field is left after a round, even before
    # lake 10: the scoring after that lake is then not held" -- it names only lake 10, yet the
    # test above shows that the scoring after lake 5 is dropped as well.
    text = RULES.help_text(RULES.load_layout(Params(2)))
    decision = text[text.index("The game ends at once") :].split("\n- ")[0]
    assert "lake 5" in decision, decision


def test_end_right_after_lake_10_pays_its_new_weapons_as_points() -> None:
    # Undocumented in help.py: when the round at lake 10 leaves no free field, the scoring after
    # lake 10 is held, new weapons (houses + 3 x chain) are handed out, and the final scoring
    # then counts them as weapon points.
    sk = sketch("..\n  ~10  FyA  Gr.\n", players=2)
    state = dataclasses.replace(sk.state, weapons=(0, 0))
    state = _end_turn_of(state, YELLOW, 10, sk.at(1, 1))
    state, events = RULES.apply(state, YELLOW, EndTurn())
    assert state.phase == OVER
    assert WeaponsReceived(YELLOW, 1 + 3 * 1, 1, 1) in events
    assert WeaponsReceived(RED, 1 + 3 * 1, 1, 1) in events
    assert PointsScored(YELLOW, 4, "weapons", "weapons held at the end") in events
