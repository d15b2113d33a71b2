"""Learn to play: a guided first game for every game, from lesson files in ``layouts/lessons/``.

A lesson is data (``lesson``): a match to start and 10-25 steps, each a short text, what to light
up, the action wanted and the claims it makes about the rules (``claims``). ``runner`` follows a
real match through the steps (what is wanted now, whether an action fits, the claims checked
against the state); ``check`` plays a lesson file through the real rules (``check_lessons`` is
the ``check-layout`` hook); ``progress`` remembers finished lessons. ``python -m
boardgames.lessons FILE`` plays a lesson file as far as it goes and prints the legal actions
there, for writing lessons. No pygame here: the lesson scene is ``boardgames.ui.scenes.lesson``.
"""

from boardgames.lessons.check import check_lessons, play_through
from boardgames.lessons.lesson import Lesson, Step, lesson_games, lesson_path, load_lesson
from boardgames.lessons.progress import finished_lessons, mark_finished
from boardgames.lessons.runner import LessonRun, new_match

__all__ = [
    "Lesson",
    "LessonRun",
    "Step",
    "check_lessons",
    "finished_lessons",
    "lesson_games",
    "lesson_path",
    "load_lesson",
    "mark_finished",
    "new_match",
    "play_through",
]
