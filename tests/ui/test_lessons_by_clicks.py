"""Every lesson played to its end by posting the wanted clicks to the real scene stack.

At each step the test clicks what the lesson makes glow - Next on a step to read, the step's click
path (cells and buttons by the controller's ids) on a step to play - and checks that the glowing
mark is the one clicked, that the clicks played exactly the wanted action, that the bots played
their scripted moves, and that every claim of the step held in the real state. Then: a wrong move
is refused with the step's line, undo works inside a lesson, a lesson can be restarted and left,
and a finished lesson is remembered and hands over to a normal game.
"""

from __future__ import annotations

import json

import pygame
import pytest

from boardgames.lessons import finished_lessons, lesson_games
from boardgames.lessons.progress import progress_path
from boardgames.lessons.runner import FREE, LEARNER, NEXT
from boardgames.ui.app import App
from boardgames.ui.scenes.lesson import LessonScene, start_lesson
from boardgames.ui.scenes.menu import MenuScene
from tests.ui.helpers import click, key, new_app, settle

GAMES = ("tiwanaku", "pachamama", "titicaca", "titania", "cuzco")


def where(scene: LessonScene, item) -> tuple[float, float]:
    """The screen point of a click item: a cell or spot id, or a button id."""
    if isinstance(item, tuple):
        assert item in scene.controller.board.cells, f"no cell {item}"
        return scene.controller.board.center(item)
    for b in [*scene.card_buttons, *scene.buttons, *scene.controller.buttons()]:
        if b.id == item:
            assert b.enabled, f"button {item!r} is disabled"
            return b.rect.center
    ids = [b.id for b in scene.controller.buttons()]
    raise AssertionError(f"no button {item!r} on screen (there are {ids})")


def wait(app: App, scene: LessonScene, frames: int = 600) -> None:
    """Let animations and the scripted bots run until the lesson waits for the learner."""
    for _ in range(frames):
        settle(app, 1)
        if scene.animator.busy:
            continue
        pending = scene.run.pending()
        if pending in (LEARNER, NEXT):
            return
        if pending == FREE and (scene.controller.seat is not None or scene.match.is_over):
            return  # a normal game again: the bots have played until it is the learner's turn
    raise AssertionError(f"the lesson did not come back to the learner: {scene.run.pending()}")


def play_step(app: App, scene: LessonScene) -> None:
    """Click through the current step the way the lesson shows it."""
    run = scene.run
    number = run.progress()[0]
    if run.pending() == NEXT:
        assert scene.card_buttons[0].label in ("Next", "Play on", "Finish")
        click(app, scene.card_buttons[0].rect.center)
        return
    assert run.pending() == LEARNER, run.derailed
    step = run.step
    before = scene.match.cursor
    for i, item in enumerate(step.clicks):
        assert scene.next_click() == item, f"step {number}: click {i + 1} should glow"
        click(app, where(scene, item))
    assert scene.match.cursor > before, f"step {number}: the clicks played nothing ({scene.status})"
    played = scene.match.steps[before]
    assert played.seat == scene.lesson.learner
    assert played.text == scene.match.rules.codec.decode(step.played).encode()


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_played_to_its_end_by_clicks(game):
    app = new_app()
    app.settings.animations = game == "titicaca"  # one lesson with animations running
    scene = start_lesson(app, game)
    assert app.top is scene and isinstance(scene, LessonScene)
    lesson = scene.lesson
    total = len(lesson.steps)
    seen = []
    for _ in range(3 * total):
        wait(app, scene)
        run = scene.run
        assert not run.problems, run.problems
        assert not run.derailed, run.derailed
        if run.index == total - 1:
            break
        seen.append(run.progress())
        play_step(app, scene)
    run = scene.run
    assert run.index == total - 1, f"stopped at step {run.index + 1} of {total}"
    assert seen == [(n, total) for n in range(1, total)]
    # The scripted bots played exactly the moves the lesson lists, in order.
    script = [t for s in lesson.steps for t in ([s.played] if s.acts else []) + list(s.bots)]
    codec = scene.match.rules.codec
    assert [s.text for s in scene.match.steps] == [codec.decode(t).encode() for t in script]
    # Reaching the last step finishes the lesson; Play on hands over to a normal game.
    assert game in finished_lessons()
    assert scene.card_buttons[0].label == "Play on"
    click(app, scene.card_buttons[0].rect.center)
    assert run.pending() == FREE
    wait(app, scene)
    assert scene.controller.seat == lesson.learner or scene.match.is_over
    assert len(scene.match.steps) >= len(script)
    assert not run.problems


def scene_at(game: str, number: int) -> tuple[App, LessonScene]:
    """A lesson played by its clicks up to step ``number``."""
    app = new_app()
    app.settings.animations = False
    scene = start_lesson(app, game)
    while True:
        wait(app, scene)
        if scene.run.index == number - 1:
            return app, scene
        play_step(app, scene)


def test_a_move_the_step_does_not_want_is_refused_with_its_line():
    app, scene = scene_at("tiwanaku", 3)  # "move your pawn one space down"
    step = scene.run.step
    cursor = scene.match.cursor
    click(app, where(scene, (2, 0)))
    assert scene.next_click() == (3, 0)
    click(app, where(scene, (1, 0)))  # a legal move, but not the lesson's
    assert scene.match.cursor == cursor
    assert scene.status == step.refuse and scene.status_bad
    assert scene.next_click() == (2, 0), "a refusal starts the step's clicks again"
    # A click that is no move at all gets the rules' own reason, as in a normal game.
    click(app, where(scene, (0, 0)))
    assert scene.match.cursor == cursor and scene.status_bad
    play_step(app, scene)
    assert scene.run.index >= 3


def test_next_is_the_only_way_on_from_a_step_to_read():
    app, scene = scene_at("titicaca", 1)
    assert scene.run.pending() == NEXT
    click(app, where(scene, "plus1"))  # choosing the amount is no move: nothing to refuse
    assert scene.run.index == 0 and not scene.status_bad
    click(app, where(scene, "bid"))  # a bid is a move: the step wants reading first
    assert scene.run.index == 0 and scene.match.cursor == 0
    assert scene.status_bad and "Next" in scene.status
    key(app, pygame.K_SPACE)
    assert scene.run.index == 1
    key(app, pygame.K_RETURN)  # Enter bids here (the game's own key), and no step is skipped
    assert scene.run.index == 1


def test_undo_takes_the_lesson_back_a_step():
    app, scene = scene_at("titicaca", 4)  # the house is placed; "End turn" is wanted
    run = scene.run
    assert scene.match.can_undo()
    click(app, where(scene, "undo"))
    assert run.index == 2 and run.pending() == LEARNER
    assert run.wanted_text() == "place field=[1,1]"
    assert scene.next_click() == (1, 1)
    play_step(app, scene)
    wait(app, scene)
    assert run.index == 3 and not run.problems
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert run.index == 2
    click(app, where(scene, "redo"))
    assert run.index == 3 and not run.problems


def test_a_lesson_can_be_restarted_and_left_at_any_step():
    app, scene = scene_at("pachamama", 5)
    click(app, where(scene, "restart"))
    fresh = app.top
    assert isinstance(fresh, LessonScene) and fresh is not scene
    assert fresh.run.index == 0 and fresh.match.cursor == 0
    assert len(app.scenes) == 1
    click(app, where(fresh, "leave"))
    assert isinstance(app.top, MenuScene)
    assert "pachamama" not in finished_lessons()
    assert not progress_path().exists()


def test_the_menu_hook_lists_the_lessons_and_what_was_finished():
    assert lesson_games() == GAMES
    app = new_app()
    for game in GAMES:
        scene = start_lesson(app, game)
        settle(app, 2)
        assert app.scenes == [scene] and scene.spec.name == game
        assert scene.run.progress() == (1, len(scene.lesson.steps))
    assert finished_lessons() == set()
    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_text(json.dumps({"format": 1, "finished": ["cuzco"]}))
    assert finished_lessons() == {"cuzco"}


def edited_lesson(tmp_path, old: str, new: str) -> LessonScene:
    from boardgames.lessons import lesson_path, load_lesson

    text = lesson_path("tiwanaku").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "tiwanaku.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return load_lesson(path)


def test_an_edited_lesson_whose_claim_fails_says_so(tmp_path):
    lesson = edited_lesson(tmp_path, "      - gained: {equals: 1}", "      - gained: {equals: 5}")
    app = new_app()
    app.settings.animations = False
    scene = LessonScene(app, lesson)
    app.reset(scene)
    wait(app, scene)
    play_step(app, scene)  # Next
    wait(app, scene)
    play_step(app, scene)  # the first discovery, which scores 1, not 5
    # The line stays on the card (the status line moves on with the bots' moves).
    assert scene.problem_line.startswith("Lesson check failed: step 2:")
    assert "gained 1, not 5" in scene.problem_line
    settle(app, 2)
    assert scene.run.pending() == LEARNER  # the lesson goes on


def test_a_script_that_cannot_go_on_becomes_a_normal_game(tmp_path):
    lesson = edited_lesson(tmp_path, "      - enter to=[0,4]", "      - enter to=[2,0]")
    app = new_app()
    app.settings.animations = False
    scene = LessonScene(app, lesson)
    app.reset(scene)
    wait(app, scene)
    play_step(app, scene)
    wait(app, scene)
    play_step(app, scene)  # the learner's move; Bruno's scripted answer is not legal
    wait(app, scene)
    assert scene.run.derailed and scene.run.pending() == FREE
    assert scene.controller.seat == 0 and len(scene.match.steps) == 2  # Bruno played a bot move
    assert "tiwanaku" not in finished_lessons() and not scene.run.finished
    click(app, where(scene, (2, 0)))  # any legal move is fine now
    click(app, where(scene, (3, 0)))
    assert len(scene.match.steps) >= 3


def test_a_titicaca_lesson_hint_follows_an_overshot_bid():
    """Step 2 wants Bid 3 by +1 twice; a learner who pressed +5 (the bid shows 6) is pointed
    at -1, and pressing Bid 6 is refused with the way back from there, not "raise with +1"."""
    app = new_app()
    app.settings.animations = False
    scene = start_lesson(app, "titicaca")
    wait(app, scene)
    play_step(app, scene)  # the welcome card's Next
    wait(app, scene)
    assert scene.run.pending() == LEARNER and scene.next_click() == "plus1"
    click(app, where(scene, "plus5"))
    assert scene.controller.amount == 6
    assert scene.next_click() == "minus1", "the glow follows the bid shown"
    assert "Lower it to 3 with -1 3 times" in scene.status, scene.status
    before = scene.match.cursor
    click(app, where(scene, "bid"))
    assert scene.match.cursor == before and "Raise" not in scene.status, scene.status
    assert "The bid shows 6. Lower it to 3" in scene.status
    for _ in range(3):
        click(app, where(scene, scene.next_click()))
    assert scene.controller.amount == 3 and scene.next_click() == "bid"
    click(app, where(scene, "bid"))
    assert scene.match.cursor > before and scene.match.steps[before].text == "bid value=3"
