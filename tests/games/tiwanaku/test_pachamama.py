"""The Pachamama puzzle mode: marks, commits and mistakes, hints, views, scoring, codes and the
daily puzzle."""

from __future__ import annotations

import datetime
import re
from dataclasses import replace

import pytest

from boardgames.core.match import Match
from boardgames.core.rules import IllegalAction, Params
from boardgames.games.tiwanaku.deducer import HARD_AFTER_STEPS, LOCKED_PAIR, TECHNIQUE_LEVEL
from boardgames.games.tiwanaku.mapgen import generate
from boardgames.games.tiwanaku.pachamama import (
    HIDDEN,
    AutoMarks,
    ClearMarks,
    Commit,
    CropPlaced,
    Hint,
    HintGiven,
    Mark,
    PachamamaRules,
    PachamamaState,
    PuzzleSolved,
    WrongGuess,
    candidates_for,
    hint_for,
)
from boardgames.games.tiwanaku.pachamama_help import HELP
from boardgames.games.tiwanaku.puzzlecode import daily_seed, encode, encode_givens, read_givens
from boardgames.games.tiwanaku.solver import DIFFICULTIES, rate

from .puzzle_helpers import drawn_land, known_of

RULES = PachamamaRules()


def start(**options: str) -> PachamamaState:
    return RULES.setup(Params(1, ("Ana",), options), None, 11)


def small_puzzle() -> PachamamaState:
    """A 1x4 strip: sand (potato, coca) then earth (potato, coca); the first potato face up."""
    land = drawn_land(["S S E E"], ["1 2 1 2"], given_crops=[(0, 0)], difficulty="easy")
    return PachamamaState(land=land, placed=land.given_crops, marks=(frozenset(),) * 4)


def wrong_crop(state: PachamamaState, cell: tuple[int, int]) -> int:
    size = state.region_size(cell)
    return next(k for k in range(1, size + 1) if k != state.land.crop_at(cell))


# --- setting up ----------------------------------------------------------------------------------


def test_the_menu_offers_size_difficulty_source_and_a_code_field() -> None:
    options = {o.key: o for o in RULES.options()}
    assert options["size"].choices == ("5x5", "5x9") and options["size"].default == "5x5"
    assert options["difficulty"].choices == ("easy", "medium", "hard")
    assert options["source"].choices == ("random", "daily")
    assert options["code"].choices == ("",) and options["code"].default == ""
    assert (RULES.name, RULES.title, RULES.min_players, RULES.max_players) == (
        "pachamama",
        "Pachamama puzzle",
        1,
        1,
    )
    assert RULES.load_layout(Params(1)) is None


def test_a_new_puzzle_shows_only_the_face_up_crops() -> None:
    state = start(size="5x9", difficulty="hard")
    assert (state.land.rows, state.land.cols, state.land.difficulty) == (5, 9, "hard")
    assert state.land == generate(5, 9, 11, "hard")
    assert state.placed == state.land.given_crops
    assert all(not m for m in state.marks)
    assert (state.mistakes, state.hints, state.solved) == (0, 0, False)
    assert RULES.to_act(state) == (0,)
    assert state.code == encode(state.land)


def test_a_code_brings_back_the_same_puzzle_whatever_else_is_chosen() -> None:
    land = generate(5, 9, 99, "easy")
    state = start(code=encode(land), size="5x5", source="daily")
    assert state.land == land and state.source == "code"


def test_a_typed_code_is_shown_tidy_and_labelled_with_the_solvers_rating() -> None:
    land = generate(5, 5, 3, "hard")
    code = encode(land)
    state = start(code=" " + code.replace("-", " ").lower() + " ")
    assert state.code == code
    assert state.label == f"Shared puzzle (5x5, {land.difficulty})"


def test_a_bad_code_fails_with_a_reason() -> None:
    with pytest.raises(ValueError, match="checksum"):
        start(code="ABCDE-FGHJK-MNPQR")


def test_the_daily_puzzle_depends_only_on_the_date_size_and_difficulty() -> None:
    a = start(source="daily", date="2026-03-14", difficulty="easy")
    b = RULES.setup(
        Params(1, ("Bo",), {"source": "daily", "date": "2026-03-14", "difficulty": "easy"}), None, 5
    )
    assert a.land == b.land == generate(5, 5, daily_seed(datetime.date(2026, 3, 14)), "easy")
    assert "2026-03-14" in a.label
    other_day = start(source="daily", date="2026-03-15", difficulty="easy")
    assert other_day.land != a.land


def test_a_badly_written_date_is_refused() -> None:
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        start(source="daily", date="14/03/2026")


# --- pencil marks --------------------------------------------------------------------------------


def test_marking_toggles_and_clearing_rubs_out() -> None:
    state = small_puzzle()
    state, events = RULES.apply(state, 0, Mark((0, 2), 1))
    state, _ = RULES.apply(state, 0, Mark((0, 2), 2))
    assert state.marks_at((0, 2)) == {1, 2} and events == []
    state, _ = RULES.apply(state, 0, Mark((0, 2), 1))
    assert state.marks_at((0, 2)) == {2}
    assert ClearMarks((0, 2)) in RULES.legal_actions(state, 0)
    state, _ = RULES.apply(state, 0, ClearMarks((0, 2)))
    assert state.marks_at((0, 2)) == frozenset()
    assert ClearMarks((0, 2)) not in RULES.legal_actions(state, 0)


def test_marks_stay_within_the_crops_a_region_can_grow() -> None:
    state = small_puzzle()
    with pytest.raises(IllegalAction, match="only crops 1 to 2"):
        RULES.apply(state, 0, Mark((0, 2), 3))
    assert Mark((0, 2), 3) not in RULES.legal_actions(state, 0)


def test_a_placed_space_takes_no_marks() -> None:
    with pytest.raises(IllegalAction, match="already holds its crop"):
        RULES.apply(small_puzzle(), 0, Mark((0, 0), 2))


def test_auto_marks_pencils_every_open_space_with_its_candidates() -> None:
    state = small_puzzle()
    state, _ = RULES.apply(state, 0, Mark((0, 3), 2))
    state, _ = RULES.apply(state, 0, AutoMarks())
    assert state.marks_at((0, 0)) == frozenset()
    assert state.marks_at((0, 1)) == {2}  # its region already has the potato
    assert state.marks_at((0, 2)) == {1, 2}
    assert state.marks_at((0, 3)) == {1, 2}  # replaced, not merged
    assert candidates_for(state) == {(0, 1): {2}, (0, 2): {1, 2}, (0, 3): {1, 2}}


# --- commits and mistakes ------------------------------------------------------------------------


def test_a_right_commit_places_the_crop_and_reveals() -> None:
    state = small_puzzle()
    state, _ = RULES.apply(state, 0, Mark((0, 1), 2))
    state, events = RULES.apply(state, 0, Commit((0, 1), 2))
    assert (0, 1) in state.placed and state.mistakes == 0
    assert state.marks_at((0, 1)) == frozenset()
    assert events == [CropPlaced((0, 1), 2)] and events[0].reveals


def test_a_wrong_commit_counts_a_mistake_and_places_nothing() -> None:
    state = small_puzzle()
    state, _ = RULES.apply(state, 0, Mark((0, 2), 2))
    state, _ = RULES.apply(state, 0, Mark((0, 2), 1))
    after, events = RULES.apply(state, 0, Commit((0, 2), 2))
    assert after.mistakes == 1
    assert after.placed == state.placed
    assert after.marks_at((0, 2)) == {1}  # the disproved mark is rubbed out
    assert events == [WrongGuess((0, 2), 2)] and events[0].reveals
    assert "wrong" in events[0].describe(["Ana"])


def test_auto_marks_never_puts_back_a_crop_found_wrong() -> None:
    state = small_puzzle()
    state, _ = RULES.apply(state, 0, Commit((0, 2), 2))  # wrong: potato grows there
    assert state.mistakes == 1
    state, _ = RULES.apply(state, 0, AutoMarks())
    assert state.marks_at((0, 2)) == {1}, "the refuted coca stays crossed out"
    assert state.marks_at((0, 3)) == {1, 2}


def test_committing_to_a_placed_space_is_refused() -> None:
    with pytest.raises(IllegalAction, match="already holds"):
        RULES.apply(small_puzzle(), 0, Commit((0, 0), 1))


def test_a_space_off_the_map_is_refused() -> None:
    with pytest.raises(IllegalAction, match="not on the map"):
        RULES.apply(small_puzzle(), 0, Commit((3, 9), 1))


# --- hints ---------------------------------------------------------------------------------------


def test_a_hint_names_a_space_whose_crop_is_right_and_says_why() -> None:
    state = start(size="5x9", difficulty="medium")
    after, events = RULES.apply(state, 0, Hint())
    assert after.hints == 1 and after.placed == state.placed and after.mistakes == 0
    [event] = events
    assert isinstance(event, HintGiven) and event.reveals
    assert event.cell not in state.placed
    assert state.land.crop_at(event.cell) == event.crop
    r, c = event.cell
    assert event.reason.startswith(f"Row {r + 1}, column {c + 1} must be")
    assert event.reason in event.describe(["Ana"])


def test_the_hint_query_works_on_the_players_view() -> None:
    state = start(difficulty="hard")
    view = RULES.view(state, 0)
    assert hint_for(view) == hint_for(state)
    assert candidates_for(view) == candidates_for(state)


def test_following_every_hint_solves_the_puzzle() -> None:
    state = start(size="5x9", difficulty="hard")
    while not state.solved:
        found = hint_for(RULES.view(state, 0))
        assert found is not None
        state, events = RULES.apply(state, 0, Commit(found.cell, found.crop))
        assert isinstance(events[0], CropPlaced)
    assert isinstance(events[-1], PuzzleSolved)
    assert RULES.to_act(state) == () and RULES.legal_actions(state, 0) == []


# --- the view ------------------------------------------------------------------------------------


def test_the_view_hides_unplaced_crops_and_shows_all_terrain() -> None:
    state = start()
    view = RULES.view(state, 0)
    assert view.land.terrain == state.land.terrain
    for cell in state.land.cells():
        shown = view.land.crop_at(cell)
        assert shown == (state.land.crop_at(cell) if cell in state.placed else HIDDEN)
    assert RULES.view(view, 0) == view
    assert RULES.legal_actions(view, 0) == RULES.legal_actions(state, 0)
    assert RULES.view(state, None) == view


def test_the_puzzle_code_in_a_view_holds_only_what_the_view_shows() -> None:
    """The code used to carry every crop, so the view leaked the solution (audit finding). Now it
    is made from the terrain, the face-up crops and the face-up terrain tiles alone: everything in
    it can be read off the view's own map, and no unplaced crop is in the view at all."""
    state = start(size="5x5", difficulty="easy")
    state, _ = RULES.apply(state, 0, Hint())
    view = RULES.view(state, 0)
    hidden = [c for c in state.land.cells() if c not in state.placed]
    assert hidden and all(view.land.crop_at(c) == HIDDEN for c in hidden)
    land = view.land
    face_up = {cell: land.crop_at(cell) for cell in land.given_crops}
    assert all(crop != HIDDEN for crop in face_up.values())
    assert view.code == encode_givens(
        land.rows, land.cols, land.terrain, face_up, land.given_terrain
    )
    given = read_givens(view.code)
    assert given.crops == face_up and set(given.crops) <= view.placed


# --- the end and the score -----------------------------------------------------------------------


def solve(state: PachamamaState) -> PachamamaState:
    for cell in state.land.cells():
        if cell not in state.placed:
            state, _ = RULES.apply(state, 0, Commit(cell, state.land.crop_at(cell)))
    return state


def test_a_clean_solve_scores_one_hundred() -> None:
    state = solve(start())
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert outcome.scores == (100,) and outcome.winners == (0,)
    assert outcome.breakdown == {"solved": (100,), "mistakes": (0,), "hints": (0,)}


def test_mistakes_and_hints_cost_points() -> None:
    state = start()
    state, _ = RULES.apply(state, 0, Hint())
    open_cell = next(c for c in state.land.cells() if c not in state.placed)
    state, _ = RULES.apply(state, 0, Commit(open_cell, wrong_crop(state, open_cell)))
    assert RULES.outcome(state) is None
    outcome = RULES.outcome(solve(state))
    assert outcome is not None
    assert outcome.scores == (100 - 10 - 5,)
    assert outcome.breakdown == {"solved": (100,), "mistakes": (-10,), "hints": (-5,)}


def test_the_score_never_drops_below_zero() -> None:
    state = replace(solve(start()), mistakes=20)
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.scores == (0,)


def test_nothing_can_be_done_after_the_last_crop() -> None:
    with pytest.raises(IllegalAction, match="already solved"):
        RULES.apply(solve(start()), 0, Hint())


# --- through the match: undo, barriers and replay ------------------------------------------------


def test_marks_can_be_undone_but_commits_and_hints_cannot() -> None:
    match = Match(RULES, Params(1, ("Ana",), {}), seed=4)
    cell = next(c for c in match.state.land.cells() if c not in match.state.placed)
    match.apply(0, Mark(cell, 1))
    assert match.can_undo()
    match.undo()
    assert match.state.marks_at(cell) == frozenset()
    match.redo()
    match.apply(0, Hint())
    assert not match.can_undo()
    match.apply(0, Commit(cell, match.state.land.crop_at(cell)))
    assert not match.can_undo()


def test_a_played_puzzle_replays_from_its_action_texts() -> None:
    params = Params(1, ("Ana",), {"size": "5x9", "difficulty": "easy"})
    match = Match(RULES, params, seed=8)
    cell = next(c for c in match.state.land.cells() if c not in match.state.placed)
    for action in (Mark(cell, 1), AutoMarks(), Hint(), ClearMarks(cell)):
        match.apply(0, action)
    match.apply(0, Commit(cell, wrong_crop(match.state, cell)))
    again = Match.replay(RULES, params, 8, [(s.seat, s.text) for s in match.steps])
    assert again.states == match.states


def help_paragraph(label: str) -> str:
    text = " ".join(HELP.split())
    match = re.search(rf"{label}: (.*?)(?= Easy:| Medium:| Hard:| SCORE)", text)
    assert match, label
    return match[1]


def test_the_help_puts_every_technique_at_the_level_the_rater_gives_it() -> None:
    """The help called locked pairs hard while the rater counts them medium (audit finding)."""
    paragraphs = [help_paragraph(level.capitalize()) for level in DIFFICULTIES]
    for technique, level in TECHNIQUE_LEVEL.items():
        named_in = [i for i, text in enumerate(paragraphs) if f'"{technique}"' in text]
        assert named_in == [level], technique
    assert f"{HARD_AFTER_STEPS} or more separate moments" in paragraphs[2]


def test_a_puzzle_needing_a_locked_pair_is_medium_as_the_help_says() -> None:
    land = generate(5, 5, 73, "medium")
    solved, difficulty, used = rate(5, 5, land.terrain, known_of(land))
    assert solved and LOCKED_PAIR in used and difficulty == "medium"
    assert f'"{LOCKED_PAIR}"' in help_paragraph("Medium")


def test_the_help_explains_the_puzzle_and_lists_our_decisions() -> None:
    text = RULES.help_text(None)
    for heading in (
        "PENCIL MARKS",
        "COMMITTING",
        "HINTS",
        "DIFFICULTY",
        "PUZZLE CODES",
        "DECISIONS",
    ):
        assert heading in text


def test_a_score_floored_at_zero_still_adds_up_in_the_breakdown():
    """Regression (found by the soak): many mistakes floor the score at 0, and the results
    table's categories must still add up to that total."""
    from dataclasses import replace as _replace

    from boardgames.core.rules import Params as _Params
    from boardgames.games.tiwanaku.pachamama import PachamamaRules

    rules = PachamamaRules()
    params = _Params(1, options={o.key: o.default for o in rules.options()})
    state = rules.setup(params, rules.load_layout(params), 3)
    everything = frozenset((r, c) for r in range(state.land.rows) for c in range(state.land.cols))
    done = _replace(state, placed=everything, mistakes=30, hints=2)
    outcome = rules.outcome(done)
    assert outcome.scores == (0,)
    assert sum(v[0] for v in outcome.breakdown.values()) == 0
    # The row that makes up the difference says what it is, not "floor at 0" (read as a bonus).
    extra = [k for k in outcome.breakdown if k not in ("solved", "mistakes", "hints")]
    assert extra == ["penalties waived (no score below 0)"]
