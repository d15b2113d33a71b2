"""The cheating yardstick: reachable only from the arena, and a legal player of every game."""

from __future__ import annotations

import json

import pytest

from boardgames.__main__ import main
from boardgames.ai import BOT_KINDS, LEVELS, RandomBot, make_bot
from boardgames.ai.arena import SEATABLE, run_arena
from boardgames.ai.yardstick import CHEATING_YARDSTICK, CheatingYardstick
from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules as make_rules
from boardgames.ui.scenes import demo, menu


def test_the_yardstick_is_offered_nowhere_but_the_arena():
    assert CHEATING_YARDSTICK in SEATABLE
    assert "cheat" in CHEATING_YARDSTICK  # its name says what it is
    offered = [*LEVELS, *BOT_KINDS, *menu.SEAT_KINDS, *menu.SEAT_KINDS.values(), *demo.LEVELS]
    assert not [name for name in offered if "yardstick" in name or "cheat" in name]
    for name in (CHEATING_YARDSTICK, f"bot:{CHEATING_YARDSTICK}"):
        with pytest.raises(ValueError, match="unknown bot"):
            make_bot(name, make_rules("titicaca"))


GAMES = [
    ("tiwanaku", {"board": "5x5", "scenario": "generated"}),
    ("titicaca", {}),
    ("titania", {}),
    ("cuzco", {}),
]


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize(("game", "options"), GAMES)
def test_the_yardstick_plays_whole_legal_games(game, options, players):
    """Yardsticks in every seat but the first (a random bot, as the arena always seats a fair
    bot: two yardsticks alone can draw Titania cards forever): each action a yardstick picks
    passes the match's legality check, the game ends, and the yardsticks outscore the random bot."""
    rules = make_rules(game)
    match = Match(rules, Params(players=players, options=options), 11)
    bots = [RandomBot(0), *(CheatingYardstick(seed) for seed in range(1, players))]
    for _ in range(5000):
        acting = match.to_act()
        if not acting:
            break
        for seat in acting:
            if seat not in match.to_act():
                continue
            if seat == 0:
                match.apply(seat, bots[0].choose(rules, match.view(seat), seat))
            else:
                match.apply(seat, bots[seat].choose(rules, match.state, seat, players))
    outcome = match.outcome()
    assert outcome is not None
    assert max(outcome.scores[1:]) > outcome.scores[0]


def test_the_arena_seats_the_yardstick_with_the_full_state(capsys):
    """Handed the full state, the yardstick divines Tiwanaku's hidden crops without a miss: it
    wins most games against the random bot, and its mean score is in the arena's figures."""
    rules = make_rules("tiwanaku")
    params = Params(players=2, options={"board": "5x5", "scenario": "generated"})
    result = run_arena(rules, params, ["random", CHEATING_YARDSTICK], 4, seed=5)
    cheat = result["bots"][CHEATING_YARDSTICK]
    assert cheat["win_rate"] >= 0.75
    assert cheat["mean_score"] > result["bots"]["random"]["mean_score"]
    args = f"arena --game titania --players 2 --bots easy,{CHEATING_YARDSTICK} --games 2 --json"
    assert main(args.split()) == 0
    assert set(json.loads(capsys.readouterr().out)["bots"]) == {"easy", CHEATING_YARDSTICK}
    assert main(["arena", "--game", "titania", "--players", "2", "--bots", "yardstick"]) == 2
    assert CHEATING_YARDSTICK in capsys.readouterr().err  # the error names the real choice
