"""Small windows (issue 13, point 1) in Titania, Titicaca, Tiwanaku and the Pachamama puzzle: at
800x560 "New pawn (3 waiting)" spilled out of its button and text was 8 px high. Now every game
button's label fits its button at the normal size (a shorter form is chosen where the long one
does not fit), every button lies inside the game's part of the side panel (a short window gets
tighter rows, never buttons hidden under the log), and no text those games draw is smaller than
the theme's "tiny" size."""

from __future__ import annotations

import random
import sys

import pytest

from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.games.titania.cardbutton_view import CardButton
from boardgames.games.tiwanaku.view import CropButton
from boardgames.ui.app import App
from boardgames.ui.scenes.handoff import HandoffScene
from boardgames.ui.scenes.play import PlayScene
from tests.ui.helpers import button, click, settle


def sized_app(size: tuple[int, int]) -> App:
    """A headless app whose window is ``size`` from the start (the dummy driver keeps its window
    at the first size, so a resize event would only stretch the scenes, not the window)."""
    app = App(size, headless=True)
    app.settings.bot_delay = 0.0
    return app


SIZES = ((800, 560), (1920, 1080))  # the smallest window and a big screen
GAMES = {
    "tiwanaku": Params(players=2, options={"board": "5x5"}),
    "titicaca": Params(players=3),
    "titania": Params(players=2),
    "pachamama": Params(players=1, options={"size": "5x5"}),
}
OURS = ("boardgames.games.tiwanaku", "boardgames.games.titicaca", "boardgames.games.titania")
PAD = 10  # a label keeps 5 px from each edge of its button


class SizeSpy:
    """Wraps a theme's text calls and notes the sizes our game modules ask for."""

    def __init__(self, theme) -> None:
        self.theme = theme
        self.asked: list[tuple[str, str, str]] = []  # (module, size, text)
        for name in ("text", "outlined", "font", "wrap"):
            setattr(theme, name, self._wrap(getattr(theme, name), name))

    def _wrap(self, real, name):
        def call(*args, **kw):
            caller = sys._getframe(1).f_globals.get("__name__", "")
            if caller.startswith(OURS):
                size = kw.get("size")
                if size is None:
                    if name in ("text", "outlined"):
                        size = args[1] if len(args) > 1 else "normal"
                    elif name == "font":
                        size = args[0] if args else "normal"
                    else:
                        size = args[2] if len(args) > 2 else "normal"
                text = str(args[0]) if name != "font" and args else ""
                self.asked.append((caller, size, text))
            return real(*args, **kw)

        return call

    def too_small(self) -> list[tuple[str, str, str]]:
        px = self.theme.px
        return [a for a in self.asked if px[a[1]] < px["tiny"]]


def scenes(game: str, size: tuple[int, int], samples: int = 12):
    """Play scenes of ``game`` at ``size`` at several moments of a random game (and, in them,
    with a card, pawn or space picked where the game has one)."""
    match = Match(rules(game), GAMES[game], seed=7)
    rng = random.Random(7)
    steps = 0
    for _ in range(samples):
        app = sized_app(size)
        app.settings.animations = False
        scene = PlayScene(app, spec(game), match, autosave=False)
        app.push(scene)
        settle(app)
        if isinstance(app.top, HandoffScene):
            click(app, (size[0] // 2, size[1] // 2))
        yield app, scene
        pick(app, scene, game)
        yield app, scene
        for _ in range(rng.randint(2, 9)):
            if match.is_over:
                return
            seat = match.to_act()[0]
            match.apply(seat, rng.choice(match.legal_actions(seat)))
            steps += 1


def pick(app, scene: PlayScene, game: str) -> None:
    """Select something, as a player would before deciding (a card, a pawn, a space)."""
    controller = scene.controller
    if controller.seat is None:
        return
    if game == "titania":
        cards = [b for b in controller.buttons() if b.id.startswith("card:")]
        jokers = [b for b in cards if "/" in getattr(b, "card", "")]
        if jokers or cards:
            click(app, (jokers or cards)[0].rect.center)
    elif game == "pachamama":
        cell = next(c for c in controller.board.cells if c not in scene.match.state.placed)
        click(app, controller.board.center(cell))
        click(app, button(scene, "pencil").rect.center)
    elif controller.targets():
        click(app, controller.board.center(sorted(controller.targets())[0]))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game", list(GAMES))
def test_labels_fit_their_buttons_and_text_is_never_tiny(game, size):
    seen = 0
    for app, scene in scenes(game, size):
        spy = SizeSpy(app.theme)
        app.draw()
        font = app.theme.font("normal")
        panel = scene.controller.panel_rect
        for b in scene.controller.buttons():
            # every button shows: inside the game's part of the panel, never under the log
            assert panel.contains(b.rect), (game, size, b.id, b.rect, panel)
            if not b.label or b.rect.width == 0 or isinstance(b, CropButton | CardButton):
                continue  # crops and cards draw their tokens and letters, not the label
            seen += 1
            width = font.size(b.label)[0]
            assert width <= b.rect.width - PAD, (game, size, b.id, b.label, b.rect)
        assert not spy.too_small(), spy.too_small()[:5]
    assert seen > 6


def test_the_new_pawn_label_fits_at_800x560():
    app = sized_app((800, 560))
    match = Match(rules("tiwanaku"), GAMES["tiwanaku"], seed=3)
    scene = PlayScene(app, spec("tiwanaku"), match, autosave=False)
    app.push(scene)
    settle(app)
    new = button(scene, "new")
    assert new.label.startswith("New")
    assert app.theme.font("normal").size(new.label)[0] <= new.rect.width - PAD
    assert "3" in new.label or "5" in new.label  # the number waiting still shows


def moments(game: str, want, seed: int = 7, limit: int = 3000):
    """Matches of ``game`` at the first moment each of ``want(match)``'s answers turns up."""
    match = Match(rules(game), GAMES[game], seed=seed)
    rng = random.Random(seed)
    seen: set[str] = set()
    steps = []
    for _ in range(limit):
        if match.is_over:
            break
        what = want(match)
        if what and what not in seen:
            seen.add(what)
            again = Match(rules(game), GAMES[game], seed=seed)
            for seat, text in steps:
                again.apply(seat, text)
            yield what, again
        seat = match.to_act()[0]
        action = rng.choice(match.legal_actions(seat))
        match.apply(seat, action)
        steps.append((seat, action.encode()))


def tiwanaku_phase(match) -> str:
    return match.state.phase


def titania_joker(match) -> str:
    from boardgames.games.titania import queries

    seat = match.to_act()[0]
    view = match.view(seat)
    if queries.step(view) in (queries.START, queries.PLAY) and any(
        "/" in c for c in view.players[seat].hand
    ):
        return "joker"
    return queries.step(view)


@pytest.mark.parametrize(
    ("game", "want"), [("tiwanaku", tiwanaku_phase), ("titania", titania_joker)]
)
def test_every_step_shows_all_its_buttons_in_a_short_window(game, want):
    found = set()
    for what, match in moments(game, want):
        app = sized_app((800, 560))
        app.settings.animations = False
        scene = PlayScene(app, spec(game), match, autosave=False)
        app.push(scene)
        settle(app)
        if isinstance(app.top, HandoffScene):
            click(app, (400, 280))
        pick(app, scene, game)
        if game == "titania" and what == "joker":
            joker = next(b for b in scene.controller.buttons() if "/" in getattr(b, "card", ""))
            if not joker.selected:
                click(app, joker.rect.center)
            assert any(b.id.startswith("colour:") for b in scene.controller.buttons())
        panel = scene.controller.panel_rect
        for b in scene.controller.buttons():
            assert panel.contains(b.rect), (game, what, b.id, b.rect, panel)
            assert not scene.log.rect.colliderect(b.rect), (game, what, b.id)
        found.add(what)
    assert len(found) >= 3, found
