"""A player for ``test_killed_mid_game``: one game through the real menu and scene stack, headless,
saying on stdout (a line each, flushed) what it did, so the test can ``kill -9`` it at a chosen
moment and then check what the disk kept.

Run as ``python -m tests.ui.kill_driver --game G ...`` with ``BOARDGAMES_HOME`` set. It opens the
menu; when the menu lists an unfinished game of ``G`` it presses that game's Continue, else it sets
up a new game (seats, seed) and presses Start. Then it plays random legal moves for the person's
seat through the play scene, while the play scene runs the bot seats, autosaving after each
action. Lines:

    STARTED                     a new game is on the screen
    RESUMED <n> <json texts>    Continue put an autosaved game of n actions on the screen
    APPLIED <n> <seat> <text>   action n was applied (its autosave is written next)
    WRITING <n>                 the autosave of n actions is on disk under its temporary name
    SAVED <n>                   the autosave of n actions is in place
    THINKING                    a bot starts thinking (about the action after the last one)
    OVER                        the game ended (its autosave slot is gone)

``--slow-write`` holds each autosave under its temporary name that long (before the rename),
``--slow-bot`` makes each bot think that long, so a kill can land right there.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import stat
import sys
import time
from typing import Any


def say(*parts: object) -> None:
    sys.stdout.write(" ".join(str(p) for p in parts) + "\n")
    sys.stdout.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", type=int, default=1, help="the last seats are bots")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--moves", type=int, default=10**6, help="stop after this many")
    parser.add_argument("--pause", type=float, default=0.0, help="seconds between moves")
    parser.add_argument("--slow-write", type=float, default=0.0)
    parser.add_argument("--slow-bot", type=float, default=0.0)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    import pygame

    from boardgames.core import savefile
    from boardgames.core.match import Match
    from boardgames.ui import bot_turn
    from boardgames.ui.app import App
    from boardgames.ui.scenes.handoff import HandoffScene
    from boardgames.ui.scenes.menu import MenuScene
    from boardgames.ui.scenes.play import PlayScene

    live = {"on": False}

    # --- what happens is said as it happens ------------------------------------------------------
    real_apply = Match.apply

    def apply(self: Match, seat: int, action: Any) -> Any:
        events = real_apply(self, seat, action)
        if live["on"]:
            say("APPLIED", self.cursor, seat, self.steps[self.cursor - 1].text)
        return events

    Match.apply = apply  # type: ignore[method-assign]

    real_autosave = savefile.autosave
    writing = {"n": 0}

    def autosave(match: Match) -> Any:
        writing["n"] = len(match.steps)
        if match.is_over:
            # Said before the finished game's slot goes: a kill right after the removal would
            # otherwise look like a lost game (the soak found this race).
            say("OVER")
        path = real_autosave(match)
        if not match.is_over:
            say("SAVED", len(match.steps))
        return path

    savefile.autosave = autosave

    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        real_fsync(fd)
        if live["on"] and stat.S_ISREG(os.fstat(fd).st_mode):
            # The autosave is written and flushed under its temporary name; the rename is next.
            say("WRITING", writing["n"])
            time.sleep(args.slow_write)

    os.fsync = fsync  # savefile calls os.fsync

    real_choose = bot_turn.choose

    def choose(*what: Any, **how: Any) -> Any:
        if live["on"]:
            say("THINKING")
            time.sleep(args.slow_bot)
        return real_choose(*what, **how)

    bot_turn.choose = choose  # the worker thread asks any bot through it

    # --- the menu: Continue this game's autosave, or start a new one ----------------------------
    app = App((1024, 700), headless=True)
    app.settings.animations = False
    app.settings.bot_delay = 0.0
    menu = MenuScene(app, game=args.game)
    app.push(menu)
    app.step(1 / 60)
    cards = [c for c in menu.cards if c.info.game == args.game and not c.info.problem]
    if cards:
        menu.card_offset = menu.cards.index(cards[0])
        menu.resize(app.size)
        click(app, cards[0].cont.rect.center)
    else:
        menu.players_choice.set(str(args.players))
        menu.resize(app.size)
        kinds = menu.seat_choices[0].choices
        bot = "random bot" if "random bot" in kinds else "easy bot"  # quick, and the same each run
        for i in range(args.players):
            menu.seat_choices[i].set(bot if i >= args.players - args.bots else "person")
        options = dict(pair.split("=", 1) for pair in args.option)
        for opt, widget in menu.option_widgets:
            if opt.key in options:
                widget.set(options[opt.key])  # type: ignore[union-attr]
        menu.seed_field.text = str(args.seed)
        menu.anim_choice.set("off")
        click(app, menu.start_button.rect.center)
    scene = app.top
    if not isinstance(scene, PlayScene):
        say("FAILED", getattr(menu, "status", "no play scene"))
        return 1
    match = scene.match
    if cards:
        say("RESUMED", len(match.steps), json.dumps([s.text for s in match.steps]))
    else:
        say("STARTED")
    live["on"] = True

    # --- play: random legal moves for the person, the bots by the play scene ---------------------
    rng = random.Random(args.seed * 1009 + len(match.steps))
    moves = 0
    while app.running and moves < args.moves:
        app.step(1 / 60)
        top = app.top
        if match.is_over:
            say("OVER")
            return 0
        if isinstance(top, HandoffScene):
            post_key(pygame.K_SPACE)
            continue
        if top is not scene:
            continue
        seat = scene.controller.seat
        if seat is None or match.is_bot(seat) or seat not in match.to_act():
            continue
        scene.play(rng.choice(match.legal_actions(seat)), seat)
        moves += 1
        if args.pause:
            time.sleep(args.pause)
    return 0


def click(app: Any, pos: tuple[int, int]) -> None:
    import pygame

    for kind, extra in (
        (pygame.MOUSEMOTION, {"rel": (0, 0), "buttons": (0, 0, 0)}),
        (pygame.MOUSEBUTTONDOWN, {"button": 1}),
        (pygame.MOUSEBUTTONUP, {"button": 1}),
    ):
        pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
        app.step(1 / 60)


def post_key(key: int) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=" "))


if __name__ == "__main__":
    sys.exit(main())
