"""Lesson files and the step runner, without pygame.

Every shipped lesson file validates and plays through the real rules: each wanted action (or a
kind step's example) is legal at its step, every bot move is legal where it comes, and every claim
holds. The loader, the claims and the runner are also tried on small hand-made lessons.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from boardgames.core.layout import LayoutError
from boardgames.lessons import (
    check_lessons,
    finished_lessons,
    lesson_games,
    lesson_path,
    load_lesson,
    mark_finished,
    new_match,
    play_through,
)
from boardgames.lessons.check import MAX_STEPS, MIN_STEPS
from boardgames.lessons.claims import follow, plain
from boardgames.lessons.progress import progress_path
from boardgames.lessons.runner import BOT, FREE, LEARNER, NEXT, LessonRun

GAMES = ("tiwanaku", "pachamama", "titicaca", "titania", "cuzco")


def test_every_game_has_a_lesson_in_the_menus_order():
    assert lesson_games() == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_lesson_file_validates_and_plays_through(game):
    lesson = load_lesson(lesson_path(game))
    assert lesson.game == game
    assert MIN_STEPS <= len(lesson.steps) <= MAX_STEPS
    result = play_through(lesson)
    assert result.ok, "\n".join(result.problems)
    run = result.run
    assert run is not None and run.finished and not run.problems
    # The script ran to its end: the last step is one to read, and Next hands over to a game.
    assert not lesson.steps[-1].acts
    assert run.index == len(lesson.steps) and run.pending() == FREE
    assert not result.match.is_over  # the game goes on after the lesson
    assert "steps" in check_lessons(lesson_path(game))


@pytest.mark.parametrize("game", GAMES)
def test_every_wanted_action_is_legal_at_its_step(game):
    """Step by step on a fresh match: the wanted action is among the learner's legal actions, the
    lesson accepts it and refuses every other legal action with a line."""
    lesson = load_lesson(lesson_path(game))
    match = new_match(lesson)
    run = LessonRun(lesson, match)
    checked = 0
    while run.pending() != FREE:
        kind = run.pending()
        if kind == NEXT:
            if run.index == len(lesson.steps) - 1:
                break
            assert run.fits(lesson.learner, match.legal_actions(lesson.learner)[0]) is not None
            run.go_on()
            continue
        if kind == BOT:
            move = run.bot_move()
            assert move is not None, run.derailed
            assert move.seat != lesson.learner
            match.apply(move.seat, move.action)
            run.sync()
            continue
        assert kind == LEARNER
        step = run.step
        legal = match.legal_actions(lesson.learner)
        texts = [a.encode() for a in legal]
        wanted = match.rules.codec.decode(step.played).encode()
        assert wanted in texts, f"step {run.index + 1}: {wanted} not in {texts}"
        for other in legal:
            fits = run.fits(lesson.learner, other)
            if other.encode() == wanted or (step.kind and other.kind == step.kind):
                assert fits is None
            else:
                assert fits, f"step {run.index + 1} accepts {other.encode()}"
        assert step.clicks, f"step {run.index + 1} has no clicks"
        match.apply(lesson.learner, wanted)
        run.sync()
        checked += 1
    assert checked == sum(1 for s in lesson.steps if s.acts)
    assert not run.problems and not run.derailed


# --- small lessons for the loader, claims and runner -------------------------------------------
TIWANAKU = """\
game: tiwanaku
title: Test lesson
players: 2
names: [Ada, Bruno]
options: {scenario: first-steps}
seed: 1
steps:
  - text: Read this first.
  - text: Bring in a pawn.
    do: enter to=[2,0]
    clicks: [[2, 0]]
    expect:
      - gained: {equals: 1}
      - event: {type: TerrainDiscovered, terrain: earth}
    bots:
      - enter to=[0,4]
  - text: Move it down.
    given:
      - score: {seat: 1, equals: 1}
      - event: {type: TerrainDiscovered, seat: 1, terrain: rock}
      - to_act: [0]
    do: move pawn=[2,0] to=[3,0]
    clicks: [[2, 0], [3, 0]]
    refuse: Move the pawn down.
    expect:
      - state: {path: players.0.tracks, equals: [0, 1, 1, 0]}
      - over: false
    bots:
      - move pawn=[0,4] to=[0,3]
  - text: Any move at all.
    kind: enter
    example: enter to=[4,2]
    clicks: [[4, 2]]
  - text: The end.
"""


def write(tmp_path: Path, text: str, name: str = "tiwanaku.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_a_small_lesson_plays_through(tmp_path):
    lesson = load_lesson(write(tmp_path, TIWANAKU))
    assert lesson.starts == (0, 0, 2, 4, 5, 5)
    result = play_through(lesson)
    # Too short for a real lesson, but everything in it holds.
    assert result.problems == [f"5 steps; a lesson has {MIN_STEPS}-{MAX_STEPS}"]
    assert result.run.finished


def test_a_false_claim_is_reported_with_its_step_and_key_path(tmp_path):
    path = write(tmp_path, TIWANAKU.replace("gained: {equals: 1}", "gained: {equals: 4}"))
    problems = play_through(load_lesson(path)).problems
    assert any(
        "step 2:" in p and "steps[1].expect[0].gained" in p and "gained 1, not 4" in p
        for p in problems
    ), problems
    with pytest.raises(LayoutError, match="gained 1, not 4"):
        check_lessons(path)


def test_an_illegal_wanted_action_stops_the_check_with_the_legal_ones(tmp_path):
    path = write(tmp_path, TIWANAKU.replace("do: move pawn=[2,0] to=[3,0]", "do: enter to=[0,4]"))
    problems = play_through(load_lesson(path)).problems
    assert any("step 3" in p and "not legal" in p and "legal: " in p for p in problems), problems


def test_an_illegal_bot_move_is_reported(tmp_path):
    path = write(tmp_path, TIWANAKU.replace("      - enter to=[0,4]", "      - enter to=[2,0]"))
    problems = play_through(load_lesson(path)).problems
    assert any("bots' move 'enter to=[2,0]' is not legal" in p for p in problems), problems


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("seed: 1", "seed: 1\ncolour: red"), "colour: unknown key"),
        (
            ("    do: enter to=[2,0]", "    do: enter to=[2,0]\n    kind: enter"),
            "either do or kind",
        ),
        (("    example: enter to=[4,2]\n", ""), "a kind step needs an example"),
        (("    example: enter to=[4,2]", "    example: move pawn=[2,0] to=[3,0]"), "of the kind"),
        (("    clicks: [[2, 0]]\n", ""), "expected the clicks"),
        (
            ("  - text: Read this first.", "  - text: Read this first.\n    clicks: [[1, 1]]"),
            "no clicks",
        ),
        (
            ("  - text: Read this first.", "  - text: Read this first.\n    bots: [pass]"),
            "acting step",
        ),
        (("  - text: Read this first.", "  - text: " + "long " * 70), "at most 300"),
        (("names: [Ada, Bruno]", "names: [Ada]"), "a list of 2 names"),
        (("      - over: false", "      - guess: 3"), "unknown claim"),
        (("      - over: false", "      - score: {seat: 0}"), "with equals"),
        (("      - over: false", "      - state: {equals: 3}"), "with path"),
        (("    clicks: [[2, 0]]", "    clicks: [[2, 0, 1]]"), "a pair of whole numbers"),
    ],
)
def test_bad_lesson_files_fail_with_the_key_path(tmp_path, change, message):
    old, new = change
    assert old in TIWANAKU
    path = write(tmp_path, TIWANAKU.replace(old, new))
    with pytest.raises(LayoutError, match=message) as info:
        load_lesson(path)
    assert str(path) in str(info.value)


def test_unknown_game_is_a_problem_not_a_crash(tmp_path):
    path = write(tmp_path, TIWANAKU.replace("game: tiwanaku", "game: chess"))
    assert play_through(load_lesson(path)).problems == ["unknown game 'chess'"]


# --- the runner ----------------------------------------------------------------------------------
def small_run(tmp_path) -> LessonRun:
    lesson = load_lesson(write(tmp_path, TIWANAKU))
    return LessonRun(lesson, new_match(lesson))


def test_runner_wants_the_steps_in_order_and_refuses_the_rest(tmp_path):
    run = small_run(tmp_path)
    match = run.match
    codec = match.rules.codec
    assert run.pending() == NEXT and run.progress() == (1, 5)
    assert "Next" in run.fits(0, codec.decode("enter to=[2,0]"))
    assert run.go_on() and run.pending() == LEARNER and run.progress() == (2, 5)
    assert not run.go_on()  # an acting step does not go on by Next
    assert run.fits(0, codec.decode("enter to=[4,2]")) == run.lesson.refuse
    assert run.fits(0, codec.decode("enter to=[2,0]")) is None
    assert run.wanted_text() == "enter to=[2,0]"
    match.apply(0, "enter to=[2,0]")
    run.sync()
    assert run.pending() == BOT
    assert "Wait" in run.fits(0, codec.decode("enter to=[4,2]"))
    move = run.bot_move()
    assert move is not None and move.seat == 1 and move.action.encode() == "enter to=[0,4]"
    match.apply(move.seat, move.action)
    run.sync()
    assert run.index == 2 and run.pending() == LEARNER
    assert run.fits(0, codec.decode("enter to=[4,2]")) == "Move the pawn down."
    assert not run.problems


def test_undo_takes_the_lesson_back_to_the_undone_step(tmp_path):
    run = small_run(tmp_path)
    match = run.match
    run.go_on()
    for text in ("enter to=[2,0]", "enter to=[0,4]", "move pawn=[2,0] to=[3,0]"):
        match.apply(match.to_act()[0], text)
        run.sync()
    assert run.index == 2 and run.pending() == BOT
    match.apply(1, "move pawn=[0,4] to=[0,3]")
    run.sync()
    assert run.index == 3
    # Discoveries are undo barriers in Tiwanaku; move the cursor through the match's own states.
    match.cursor = 3
    run.sync()
    assert run.index == 2 and run.pending() == BOT
    match.cursor = 2
    run.sync()
    assert run.index == 2 and run.pending() == LEARNER
    match.cursor = 1
    run.sync()
    assert run.index == 1 and run.pending() == BOT
    match.cursor = 4
    run.sync()
    assert run.index == 3 and run.pending() == LEARNER
    assert not run.problems


def test_a_kind_step_takes_any_action_of_its_kind(tmp_path):
    run = small_run(tmp_path)
    match = run.match
    run.go_on()
    for text in (
        "enter to=[2,0]",
        "enter to=[0,4]",
        "move pawn=[2,0] to=[3,0]",
        "move pawn=[0,4] to=[0,3]",
    ):
        match.apply(match.to_act()[0], text)
        run.sync()
    assert run.index == 3 and run.wanted_text() is None
    assert run.fits(0, match.rules.codec.decode("enter to=[0,2]")) is None
    assert run.fits(0, match.rules.codec.decode("move pawn=[3,0] to=[4,0]")) is not None


def test_a_script_that_cannot_go_on_derails_into_a_normal_game(tmp_path):
    run = small_run(tmp_path)
    match = run.match
    run.go_on()
    match.apply(0, "enter to=[4,0]")  # off script (as after a kind step's other choice)
    run.sync()
    assert run.pending() == BOT
    move = run.bot_move()
    assert move is not None  # enter to=[0,4] is still legal
    match.apply(move.seat, move.action)
    run.sync()
    # No pawn stands on [2,0], so the wanted move cannot be played: the game goes on freely.
    assert not run.learner_ready()
    assert "not legal" in run.derailed and run.pending() == FREE
    assert run.fits(0, match.rules.codec.decode("enter to=[0,2]")) is None
    assert not run.finished


# --- claims helpers ------------------------------------------------------------------------------
def test_follow_reads_attributes_indexes_keys_and_methods():
    class Thing:
        items = ({"a": (1, 2)},)

        def total(self) -> int:
            return 7

    assert follow(Thing(), "items.0.a.1") == 2
    assert follow(Thing(), "total") == 7
    assert plain(((1, 2), frozenset({3, 1}))) == [[1, 2], [1, 3]]


# --- progress ------------------------------------------------------------------------------------
def test_finished_lessons_are_remembered_in_their_own_file():
    assert finished_lessons() == set()
    assert mark_finished("titicaca") is None
    assert mark_finished("tiwanaku") is None
    assert mark_finished("titicaca") is None
    assert finished_lessons() == {"titicaca", "tiwanaku"}
    data = json.loads(progress_path().read_text(encoding="utf-8"))
    assert data == {"format": 1, "finished": ["titicaca", "tiwanaku"]}
    assert progress_path().name == "lessons.json"


def test_a_damaged_progress_file_means_nothing_finished():
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    assert finished_lessons() == set()
    path.write_text('{"finished": "cuzco"}', encoding="utf-8")
    assert finished_lessons() == set()
    assert mark_finished("cuzco") is None
    assert finished_lessons() == {"cuzco"}


def test_a_progress_file_that_cannot_be_written_is_a_line_not_a_crash(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("BOARDGAMES_HOME", str(blocker))  # a file where the folder should be
    problem = mark_finished("cuzco")
    assert problem and problem.startswith("Could not remember")


def test_the_lessons_package_does_not_import_pygame():
    import subprocess
    import sys

    code = (
        "import sys\n"
        "import boardgames.lessons, boardgames.lessons.__main__\n"
        "from boardgames.lessons import check_lessons, lesson_path\n"
        "check_lessons(lesson_path('titania'))\n"
        "print(','.join(m for m in sys.modules if m.split('.')[0] == 'pygame'))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_the_authoring_tool_prints_the_steps_and_the_legal_actions(capsys):
    from boardgames.lessons.__main__ import main

    assert main([str(lesson_path("tiwanaku"))]) == 0
    out = capsys.readouterr().out
    assert "--- step 2: Pawns come in" in out and "[0] enter to=[2,0]" in out
    assert "legal for seat 0:" in out and "    move pawn=" in out
