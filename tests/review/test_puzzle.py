"""The Pachamama puzzle reviewed against par (a clean solve) by the game's own judge: a sure
commit leaves nothing, a right guess is luck, a wrong commit and a hint leave their cost with
the solver's step from the same knowledge, and the judgment never reads the hidden crops."""

from __future__ import annotations

from dataclasses import replace

from boardgames.core.match import HUMAN, Match
from boardgames.core.rules import Params
from boardgames.games import rules
from boardgames.games.tiwanaku.pachamama_actions import Commit, Hint, WrongGuess
from boardgames.review import review_match
from tests.ui.test_review_by_clicks import puzzle_with_a_hint_and_a_mistake


def fresh() -> Match:
    params = Params(players=1, options={"size": "5x5", "difficulty": "medium", "source": "random"})
    return Match(rules("pachamama"), params, 5, [HUMAN])


def test_sure_steps_cost_nothing_and_mistakes_and_hints_cost_their_points() -> None:
    match = fresh()
    r = match.rules
    view = r.view(match.state, 0)
    hint = r.judge_step(view, 0, Hint(), [], ("Ana",))
    assert hint.loss == 5 and hint.best is not None and "hint cost 5 points" in hint.why
    sure = hint.best  # the solver's next step is sure: nothing left, not luck
    verdict = r.judge_step(view, 0, sure, [], ("Ana",))
    assert verdict.loss == 0 and not verdict.lucky and "deduced" in verdict.why
    wrong = Commit(sure.cell, 1 if sure.crop != 1 else 2)
    verdict = r.judge_step(view, 0, wrong, [WrongGuess(wrong.cell, wrong.crop)], ("Ana",))
    assert verdict.loss == 10 and "Ana" in verdict.why and "ruled out" in verdict.why


def test_the_review_counts_the_points_left_against_par() -> None:
    review = review_match(puzzle_with_a_hint_and_a_mistake())
    assert review.solo and review.par() == 100 and review.total_loss(0) == 15
    assert [round(d.loss) for d in review.costliest(0)] == [10, 5]
    assert review.decisions[-1].chance == (85.0,)  # the graph ends at the score made
    assert any(d.luck and d.loss == 0 for d in review.decisions)
    assert len(review.turning_points()) == 2  # only the steps that left points


def test_the_judgment_never_reads_the_hidden_crops() -> None:
    match = fresh()
    r = match.rules
    state = match.state
    land = state.land
    hidden = [c for c in land.cells() if c not in state.placed]
    # another full state: the same view, every hidden crop changed
    crops = [list(row) for row in land.crops]
    for row, col in hidden:
        crops[row][col] = 5 - crops[row][col] % 5
    other = replace(state, land=replace(land, crops=tuple(tuple(row) for row in crops)))
    assert r.view(other, 0) == r.view(state, 0)
    action = Commit(hidden[0], 2)
    a = r.judge_step(r.view(state, 0), 0, action, [], ("Ana",))
    b = r.judge_step(r.view(other, 0), 0, action, [], ("Ana",))
    assert a == b
