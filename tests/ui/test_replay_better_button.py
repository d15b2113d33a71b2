"""The replay at a reviewed decision rings the better move where it was played by a button (a
bid, an end of turn), not only on board cells: the deciding seat's choices are shown beside the
board at that moment, the better one ringed; stepping away goes back to the public board."""

from __future__ import annotations

import pygame

from boardgames.ai.common import Budget
from boardgames.core.match import BOT_RANDOM
from boardgames.games import spec
from boardgames.ui import theme as th
from boardgames.ui.scenes.replay import ReplayScene
from tests.review.helpers import bot_match
from tests.ui.helpers import key, new_app, settle


def test_a_better_bid_is_ringed_on_its_button() -> None:
    match = bot_match("titicaca", 4, ("bot:hard", BOT_RANDOM), Budget(iterations=20))
    rules = match.rules
    # the first bid with a choice, and another bid it could have made
    index, seat, better = next(
        (i, step.seat, other)
        for i, step in enumerate(match.steps)
        if step.text.startswith("bid")
        for other in rules.legal_actions(rules.view(match.states[i], step.seat), step.seat)
        if other.kind == "bid" and other.encode() != step.text
    )
    app = new_app()
    replay = ReplayScene(
        app, spec("titicaca"), match, at=index, better=better.encode(), note="x", seat=seat
    )
    app.push(replay)
    settle(app, 2)
    marks = replay.better_marks()
    assert len(marks) == 1, "the better bid's button is ringed"
    (x0, y0), (x1, y1) = marks[0][0], marks[0][2]
    ring = {tuple(app.screen.get_at((x, int(y0)))[:3]) for x in range(int(x0), int(x1))} | {
        tuple(app.screen.get_at((int(x0), y))[:3]) for y in range(int(y0), int(y1))
    }
    assert any(
        abs(c[0] - th.SKY[0]) + abs(c[1] - th.SKY[1]) + abs(c[2] - th.SKY[2]) < 60 for c in ring
    )
    assert replay.panel.contains(pygame.Rect(x0, y0, x1 - x0, y1 - y0).inflate(-8, -8))
    key(app, pygame.K_RIGHT)
    assert replay.better_marks() == [] and replay.controller.seat is None
    app.close()
