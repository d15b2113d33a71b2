"""What a new player tripped over in Titania (issue 25): legal spaces that looked paler than the
rest (read as "disabled"), and one letter, B, for both the blue ship and the brown shell."""

from __future__ import annotations

from boardgames.cli import played_match
from boardgames.games import spec
from boardgames.games.titania.palette_view import SHELL_LETTER, SHIP_LETTER
from boardgames.ui.scenes.play import PlayScene
from tests.ui.helpers import new_app


def test_a_legal_space_stands_out_with_a_rim_and_no_pale_wash():
    app = new_app()
    match = played_match("titania", 3, 4, 30, {})
    scene = PlayScene(app, spec("titania"), match, autosave=False)
    app.push(scene)
    scene.reveal_to(match.to_act()[0])
    app.draw()
    glow = scene.controller.art.glow
    w, h = glow.get_size()
    assert glow.get_at((w // 2, h // 2)).a == 0, "the space itself is not washed out"
    rim = [glow.get_at((x, h // 2)) for x in range(w // 2)]
    strongest = max(rim, key=lambda c: c.a)
    assert strongest.a == 255
    lum = 0.2126 * strongest.r + 0.7152 * strongest.g + 0.0722 * strongest.b
    assert lum > 180 and strongest.b < 120, strongest  # a bright gold, not white or grey
    app.close()


def test_ship_and_shell_letters_never_share_a_letter():
    assert not set(SHIP_LETTER.values()) & set(SHELL_LETTER.values())
