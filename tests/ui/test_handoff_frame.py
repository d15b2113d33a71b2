"""The hand-off screen's big glyph has a frame with sharp corners (issue 25: the square's and the
triangle's frames were notched at every corner)."""

from __future__ import annotations

import pytest

from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.ui import theme as th
from boardgames.ui.scenes.handoff import HandoffScene
from boardgames.ui.scenes.play import PlayScene
from tests.ui.helpers import new_app


@pytest.mark.parametrize("seat", [1, 2, 3], ids=["triangle", "square", "diamond"])
def test_every_corner_of_the_frame_is_filled(seat):
    app = new_app()
    match = Match(rules("titicaca"), Params(players=4), seed=2)
    play = PlayScene(app, spec("titicaca"), match, autosave=False)
    app.push(play)
    app.push(HandoffScene(app, play, seat))
    app.draw()
    w, h = app.screen.get_size()
    center, radius = (w / 2, h * 0.3), h * 0.09
    glyph = th.player_style(seat).glyph
    pts = th.glyph_points(glyph, center, radius)
    for x, y in pts:
        # Just outside the glyph's own corner, along the line from the centre: the frame.
        dx, dy = x - center[0], y - center[1]
        norm = (dx * dx + dy * dy) ** 0.5
        probe = (int(x + 3 * dx / norm), int(y + 3 * dy / norm))
        assert app.screen.get_at(probe)[:3] == th.WHITE, (glyph, (x, y), probe)
    app.close()
