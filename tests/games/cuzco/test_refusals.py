"""Every refusal says why, in one line of the game's words (issue 24, point 8).

``refusals.why_not`` answers for any action that is not legal now. The walk builds, at states of
random games (2-4 players, Pututu on and off), every plausible action of every class, and asks
about each illegal one: the answer is one line, not empty, names no internal id, and is never the
old "Nothing to do there now.". The examples check the reasons the issue names.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from boardgames.core.rules import Action, IllegalAction
from boardgames.games.cuzco import refusals
from boardgames.games.cuzco.actions import (
    Activate,
    Blessing,
    Buy,
    CompleteMission,
    Done,
    Exchange,
    Move,
    PlaceDie,
    PlaceFeather,
    PlayGod,
    Reallocate,
    ReturnMission,
    SlideUp,
    TakeGod,
    TakeMission,
    TakeTile,
    UseAbility,
    UsePututu,
)
from boardgames.games.cuzco.layout import CUZCO
from boardgames.games.cuzco.state import FEATHER, CuzcoState, Task

from .helpers import (
    LAYOUT,
    RULES,
    blank,
    cards_of,
    dice_on,
    of_type,
    params,
    phase_two,
    play,
    player,
    slots,
    tiles,
)
from .test_plain_words import faults

A, B = 0, 1
# The last resort of each reason: an illegal action of the walk should always find a better one.
CATCH_ALL = {
    "That die cannot go there now.",
    "That slot cannot take a feather now.",
    "That tile cannot slide down now.",
    "That circlet cannot be adorned now.",
    "That blessing cannot be taken now.",
    "That ability cannot be used now.",
    "The exchange does not offer that now.",
}


def candidates(state: CuzcoState) -> list[Action]:
    """Plausible actions of every class, legal or not, for the state's player."""
    layout = state.layout
    seat = state.turn
    p = state.players[seat]
    spaces = layout.spaces_for(state.n_players)
    codes = sorted(
        {c for c, _ in p.people}
        | {t for t in (*state.study_row, *state.farm_row) if t}
        | set(state.study_discard[:3])
        | {"S03-3", "F12-1"}
    )
    missions = sorted({*p.missions, *state.palace, "S-01", "07"})
    out: list[Action] = [Done()]
    out += [PlaceFeather(s) for s in range(12)]
    out += [UsePututu(d, c) for d in range(1, 7) for c in (-2, -1, 1, 2)]
    out += [PlaceDie(d, s.id, a) for d in range(1, 7) for s in spaces for a in s.actions]
    out += [PlaceDie(3, spaces[0].id, "temple")]
    out += [Move(v.id, r) for v in layout.villages for r in (0, 1)] + [Move(CUZCO, 0)]
    out += [TakeTile(c) for c in codes]
    out += [Exchange(w, c) for w in ("status", "food") for c in codes]
    out += [Exchange("vp"), Exchange("offering"), Exchange("quipu"), Exchange("magic")]
    out += [Exchange("god", g) for g in layout.god_names]
    out += [Exchange("feather", str(s)) for s in range(12)]
    out += [Activate(c) for c in range(1, 7)]
    firsts = ["", "offering", *layout.god_names]
    out += [Blessing(f, s) for f in firsts for s in ("status", "food")]
    out += [PlayGod(c, m) for c in range(1, 16) for m in (False, True)]
    out += [SlideUp(c) for c in codes]
    out += [
        Reallocate(a.id, o, d, b.id)
        for a in spaces[:3]
        for b in spaces[:3]
        for o in (0, 1)
        for d in (2, 5)
    ]
    out += [TakeGod(g) for g in layout.god_names]
    out += [UseAbility(k, a) for k in ("study", "farm") for a in range(1, 13)]
    out += [Buy(c) for c in range(5)]
    out += [CompleteMission(m) for m in missions] + [ReturnMission(m) for m in missions]
    out += [TakeMission(m) for m in missions]
    return out


def check(state: CuzcoState, action: Action) -> str:
    line = refusals.why_not(state, state.turn, action)
    assert line.strip(), action
    assert "\n" not in line, (action, line)
    assert line != "Nothing to do there now.", action
    assert line not in CATCH_ALL, (action, line)
    assert faults(line) == [], (action, line)
    return line


@pytest.mark.parametrize("pututu", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_illegal_action_of_random_games_gets_a_reason(players, pututu):
    rng = random.Random(players * 10 + pututu)
    asked = set()
    for game in range(2):
        state = RULES.setup(params(players, pututu), LAYOUT, 500 + game)
        step = 0
        while RULES.to_act(state):
            seat = state.turn
            legal = RULES.legal_actions(state, seat)
            if step % 9 == 0:
                for action in candidates(state):
                    if action not in legal:
                        check(state, action)
                        asked.add(type(action))
                # and the other players, whose turn it is not
                other = (seat + 1) % players
                assert refusals.why_not(state, other, legal[0]) == "It is another player's turn."
            state, _ = RULES.apply(state, seat, rng.choice(legal))
            step += 1
    assert len(asked) == 18  # every action class was asked about


def test_anything_else_gets_a_generic_sentence():
    class Wave(Action):
        kind = "wave"

    assert refusals.why_not(blank(), A, Wave()) == "That is not a move of this game."


def test_the_rules_refuse_with_the_same_reason():
    state = blank()
    with pytest.raises(IllegalAction, match="Pips are spent after a die on the exchange space"):
        play(state, Exchange("vp"))


# --- the reasons the issue names ---------------------------------------------------------------
def test_a_feather_on_a_slot_of_the_wrong_colour():
    state = replace(blank(), pending=(Task(FEATHER, colour="orange"),))
    pink = slots(state, A, "pink")[0]
    assert refusals.why_not(state, A, PlaceFeather(pink)) == (
        "That slot takes a pink feather; this one is orange."
    )
    with pytest.raises(IllegalAction, match="takes a pink feather"):
        play(state, PlaceFeather(pink))


def test_a_study_ability_when_the_mask_has_no_empty_space():
    full = (
        *tiles("S", 12, 1),
        *tiles("F", 1, 3),
        *tiles("F", 2, 3),
        *tiles("F", 5, 3),
        *tiles("S", 2, 2),
    )
    state = player(phase_two(blank(), A), A, people=full)
    assert UseAbility("study", 12) not in of_type(state, UseAbility)
    assert refusals.why_not(state, A, UseAbility("study", 12)) == (
        "Your mask has no empty space for another people tile."
    )


def test_a_god_card_without_an_offering():
    card = cards_of("Viracocha")[0]
    state = player(blank(), A, hand=(card,), offerings=0)
    assert refusals.why_not(state, A, PlayGod(card)).endswith(
        "costs an offering, and you have none."
    )


def test_a_tile_out_of_reach_of_the_die():
    state = player(blank(), A, dice=(2, 2, 2))
    state, _ = play(state, PlaceDie(2, "study", "study"))
    far = state.study_row[4]
    assert far is not None
    assert refusals.why_not(state, A, TakeTile(far)) == (
        "That tile needs a die of 5 or more; yours counts 2."
    )


def test_a_village_the_chasqui_cannot_reach():
    state = player(blank(), A, dice=(6, 6, 6))
    state, _ = play(state, PlaceDie(6, "stone", "stone"))  # from Cuzco: inner villages only
    far = next(v.id for v in LAYOUT.villages if v.ring == "outer")
    line = refusals.why_not(state, A, Move(far, 0))
    assert line.startswith("No road leads from your chasqui straight to the outer")


def test_a_die_other_than_the_turned_one():
    state = player(blank(pututu=True), A, dice=(2, 6, 6), pututu=(1, 1))
    state, _ = play(state, UsePututu(6, -1))
    assert "turned your die to 5" in refusals.why_not(state, A, PlaceDie(2, "vp", "vp"))
    assert "only that die" in refusals.why_not(state, A, UsePututu(2, 1))


def test_a_die_on_a_space_with_a_lower_die():
    state = dice_on(player(blank(), A, dice=(4, 5, 6)), "temple", (B, 3))
    assert refusals.why_not(state, A, PlaceDie(4, "temple", "temple")) == (
        "A die here must show fewer pips than the 3 already there."
    )
