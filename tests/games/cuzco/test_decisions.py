"""Where the rulebook is silent the app decides (the F1 help lists every decision under OUR
DECISIONS); each decision not tested elsewhere is tested here, and the help is checked to name
them and the layout's invented numbers."""

from __future__ import annotations

from dataclasses import replace

from boardgames.games.cuzco.actions import (
    Activate,
    Done,
    Exchange,
    Move,
    PlaceDie,
    PlayGod,
    Reallocate,
    TakeTile,
    UseAbility,
    UsePututu,
)
from boardgames.games.cuzco.state import DISCARD_TILE
from boardgames.ui.scenes.help import reflow

from .helpers import (
    LAYOUT,
    RULES,
    blank,
    dice_on,
    legal,
    of_type,
    phase_two,
    play,
    player,
    ready_circlet,
    tiles,
)

A, B = 0, 1


def test_iliapa_01_with_one_circlet_tile_adorns_one_circlet_of_up_to_6():
    state = player(blank(), A, people=tiles("S", 9, 1), offerings=1, hand=(1,))
    for c in range(1, 7):
        state = ready_circlet(state, A, c)
    state = player(phase_two(state, A), B, people=tiles("S", 2, 1))
    state, _ = play(state, PlayGod(1), UseAbility("study", 9))
    assert {a.circlet for a in of_type(state, Activate)} == set(range(1, 7))
    state, _ = play(state, Activate(6))
    assert sum(state.players[A].circlets) == 1  # one circlet, not two


def test_mama_quilia_05_in_the_extra_turn_gives_yet_another():
    state = player(blank(), A, dice=(4, 5, 6), offerings=2, hand=(5, 5))
    state, _ = play(state, PlayGod(5), PlaceDie(4, "vp", "vp"))
    assert state.bonus and PlayGod(5) in legal(state)
    state, _ = play(state, PlayGod(5), PlaceDie(1, "exchange", "exchange"), Exchange("vp"))
    assert state.turn == A and state.bonus
    state, _ = play(state, PlaceDie(1, "rope", "rope"))
    state, _ = play(state, of_type(state, Move)[0])
    assert state.players[A].dice == (5, 6) and state.players[A].chasqui != "C"


def test_mama_quilia_06_may_be_left_unused():
    state = dice_on(blank(), "study", (B, 2))
    state = player(state, A, dice=(3, 5, 6), offerings=1, hand=(6,))
    state, _ = play(state, PlayGod(6))
    assert Done() in legal(state) and of_type(state, Reallocate)
    state, _ = play(state, Done())
    assert state.spaces[state.space_index("study")] == ((B, 2),)
    assert of_type(state, PlaceDie)  # the turn goes on: place a die


def test_viracocha_09_may_be_declined_and_needs_a_second_empty_space():
    state = player(blank(), A, dice=(6, 6, 6), offerings=1, hand=(9,))
    state = replace(state, study_discard=("S03-2",))
    row = state.study_row
    state, _ = play(state, PlaceDie(6, "study", "study"), PlayGod(9), TakeTile(row[0]))
    assert state.task is not None and state.task.kind == DISCARD_TILE
    declined, _ = play(state, Done())
    assert declined.players[A].people == ((row[0], False),) and declined.turn == B
    full = player(state, A, quipus=10, people=((row[0], False), ("F01-1", False)))
    assert legal(full) == [Done()]  # no empty space for the extra tile


def test_no_pututu_in_mama_quilia_05s_extra_turn():
    state = player(blank(pututu=True), A, dice=(4, 5, 6), offerings=1, hand=(5,), pututu=(1,))
    state, _ = play(state, PlayGod(5), PlaceDie(4, "vp", "vp"))
    assert state.bonus and of_type(state, UsePututu) == []


def test_a_short_supply_gives_what_it_still_has():
    state = player(blank(), A, people=tiles("F", 10, 3))
    state = player(replace(state, food_supply=2), B, people=tiles("S", 2, 1))
    state, _ = play(phase_two(state, A), UseAbility("farm", 10))
    assert state.players[A].food == 2 and state.food_supply == 0


def test_an_empty_offering_supply_leaves_the_exchange_without_offerings():
    state = replace(player(blank(), A, dice=(6, 6, 6)), offering_supply=0)
    state, _ = play(state, PlaceDie(6, "exchange", "exchange"))
    assert Exchange("offering") not in legal(state)


# --- the help --------------------------------------------------------------------------------
def help_text():
    return RULES.help_text(LAYOUT)


def test_the_help_covers_each_part_of_the_game_and_ends_with_our_decisions():
    text = help_text()
    titles = [line for line in text.splitlines() if line.strip() and line.isupper()]
    for wanted in (
        "SETUP",
        "PHASE I: DICE AND ACTIONS",
        "GOD CARDS AND INTI MEDALS",
        "PHASE II: STUDIES AND FARMING",
        "PHASE III: THE CUZCO BOARD",
        "END OF THE GAME",
        "THE PUTUTU MODULE (A MENU OPTION)",
        "OUR DECISIONS WHERE THE RULEBOOK IS SILENT",
    ):
        assert wanted in titles, wanted
    assert titles.index("OUR DECISIONS WHERE THE RULEBOOK IS SILENT") > titles.index(
        "THE PUTUTU MODULE (A MENU OPTION)"
    )


def test_the_help_names_every_action_card_ability_and_mission():
    flat = " ".join(help_text().split())
    for space in ("Stone trail", "Study / farming", "Exchange:", "Temple:", "Headdress:"):
        assert space in flat
    for g in LAYOUT.gods:
        assert f"{g.ability:02d} {g.god}" in flat
    for a in LAYOUT.abilities:
        assert f"{a.ability:02d} {a.name}" in flat
    for m in LAYOUT.missions:
        assert f"- {m.id}: " in flat


def test_the_help_lists_the_decisions():
    flat = " ".join(help_text().split())
    for phrase in (
        "An action that could do nothing cannot be chosen",
        "ignores the lower-die rule",
        "looks at all its dice",
        "go back to the supply",
        "face up onto the discard pile, at 2 players too",
        "random position",
        "taken from the face-up display",
        "The feather comes with a delivered quipu only",
        "Supplies are finite",
        "exactly one unit short",
        "one more identical tile",
        "taken in phase II may be used in the same phase",
        "arrived last",
        "Priests stay on the temple steps",
        "would pass 1 or 6 is not allowed",
        "Status markers start on space 0",
    ):
        assert phrase in flat, phrase


def test_the_help_gives_the_layouts_invented_numbers():
    flat = " ".join(help_text().split())
    for v in LAYOUT.villages:
        assert f"{v.id} {v.feather} {v.vp} VP" in flat
    for r in LAYOUT.roads:
        assert f"{r.a}-{r.b} {r.kind} {r.pips}" in flat
    for g in LAYOUT.goods:
        assert f"{g.name} {g.food} food for {g.vp} VP" in flat
    assert "Circlet VP for 1 to 6 pips: " + ", ".join(map(str, LAYOUT.circlet_vp)) in flat
    assert "up to 15" in flat and "1/2/3 status" in flat and "1/2/3 food" in flat
    assert "10, 10, 7, 7, 4 and 4 VP in rounds 1 to 6" in flat


def test_the_help_reflows_into_whole_paragraphs_and_items():
    text = help_text()
    lines = reflow(text).splitlines()
    # No wrapped line was mistaken for a list item: every item starts as one in the source.
    items = [line for line in lines if line.startswith("- ")]
    assert len(items) == sum(1 for line in text.splitlines() if line.startswith("- "))
    assert all(not line.startswith(" ") for line in lines)
