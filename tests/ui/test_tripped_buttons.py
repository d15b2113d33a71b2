"""A newly shown decision never takes the place of the button just clicked (issue 13, point 2).

In Titania a fog space's sea star brought "Keep sea stars" exactly where "End turn" had been, so a
quick double click kept the stars and ended the turn. Now every kind of step button has its own
place in Titania, Titicaca and Tiwanaku. The tests click through real games on the scene stack and,
after every click on a game button, look at what is under the same point: the same button, a
disabled one or nothing, never a different decision.
"""

from __future__ import annotations

import random

import pygame
import pytest

from boardgames.core.match import Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.games.titania import queries as titania_queries
from boardgames.games.titania.actions import KeepSeaStars, PlayCard
from boardgames.ui.app import App
from boardgames.ui.scenes.handoff import HandoffScene
from boardgames.ui.scenes.play import PlayScene
from tests.ui import test_titania_by_clicks as titania_clicks
from tests.ui import test_titicaca_by_clicks as titicaca_clicks
from tests.ui import test_tiwanaku_by_clicks as tiwanaku_clicks
from tests.ui.helpers import button, click, new_app, settle


def sized_app(size: tuple[int, int]) -> App:
    """A headless app whose window is ``size`` from the start (the dummy driver keeps its window
    at the first size, so a resize event would only stretch the scenes, not the window)."""
    app = App(size, headless=True)
    app.settings.bot_delay = 0.0
    return app


def game_buttons(app) -> list:
    """The enabled game buttons of the play scene, if it is on top (not behind a hand-off)."""
    play = app.scenes[0] if app.scenes else None
    if not isinstance(play, PlayScene) or app.top is not play:
        return []
    return [b for b in play.controller.buttons() if b.enabled]


def button_at(app, pos) -> str | None:
    """The id of the enabled game button under ``pos``."""
    under = [b.id for b in game_buttons(app) if b.rect.collidepoint(pos)]
    assert len(under) <= 1, f"buttons overlap at {pos}: {under}"
    return under[0] if under else None


class Watch:
    """A ``click`` that checks, after each click on a game button, what now lies where that
    button was: anywhere on it, since a person's second click lands anywhere on the button."""

    def __init__(self, frames_after: int = 0) -> None:
        self.frames_after = frames_after  # bots may move in the moment before a second click
        self.clicks = 0  # clicks on game buttons
        self.changes: list[str] = []  # decisions that came under the mouse

    def __call__(self, app, pos, button: int = 1) -> None:
        hit = [b for b in game_buttons(app) if b.rect.collidepoint(pos)] if button == 1 else []
        click(app, pos, button)
        if not hit:
            return
        clicked, spot = hit[0].id, hit[0].rect.copy()
        self.clicks += 1
        self.look(app, spot, clicked)
        if self.frames_after:
            settle(app, self.frames_after)
            self.look(app, spot, clicked)

    def look(self, app, spot: pygame.Rect, clicked: str) -> None:
        for b in game_buttons(app):
            if b.id != clicked and b.rect.colliderect(spot):
                self.changes.append(f"{clicked} -> {b.id}")


def titania_sea_star_turn() -> tuple[Match, PlayCard]:
    """A Titania match in which the next card played lands on a fog space with a sea star."""
    for seed in range(1, 60):
        match = Match(rules("titania"), Params(players=2), seed=seed)
        rng = random.Random(seed)
        for _ in range(200):
            if match.is_over:
                break
            seat = match.to_act()[0]
            actions = match.legal_actions(seat)
            if titania_queries.step(match.view(seat)) == titania_queries.PLAY:
                for action in actions:
                    if not isinstance(action, PlayCard):
                        continue
                    trial = Match(rules("titania"), Params(players=2), seed=seed)
                    for step in match.played():
                        trial.apply(step.seat, step.text)
                    trial.apply(seat, action)
                    if titania_queries.step(trial.view(seat)) == titania_queries.STEP_SEA_STARS:
                        return match, action
            match.apply(seat, rng.choice(actions))
    raise AssertionError("no sea star from a fog space in the seeds tried")


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_titania_keep_sea_stars_never_appears_where_end_turn_was(size):
    match, action = titania_sea_star_turn()
    app = sized_app(size)
    app.settings.animations = False
    scene = PlayScene(app, spec("titania"), match, autosave=False)
    app.push(scene)
    settle(app)
    if isinstance(app.top, HandoffScene):
        click(app, (size[0] // 2, size[1] // 2))
    assert app.top is scene and scene.controller.seat == match.to_act()[0]
    end = button(scene, "end").rect.copy()
    titania_clicks.perform(app, scene, action)  # the card, then the fog space on the board
    now = titania_queries.step(match.view(scene.controller.seat))
    assert now == titania_queries.STEP_SEA_STARS
    keep = button(scene, "keep").rect.copy()
    assert not keep.colliderect(end), "Keep sea stars took End turn's place"
    assert not [b.id for b in game_buttons(app) if b.rect.colliderect(end)]
    # and the other way round: keeping the stars brings End turn back, but not under the mouse
    click(app, keep.center)
    assert match.steps[-1].text == KeepSeaStars().encode()
    assert not [b.id for b in game_buttons(app) if b.rect.colliderect(keep)]
    assert button(scene, "end").rect == end, "End turn keeps its own place"


def test_titania_by_clicks_no_decision_lands_under_the_mouse(monkeypatch):
    watch = Watch()
    monkeypatch.setattr(titania_clicks, "click", watch)
    app = new_app()
    app.settings.animations = False
    match = Match(rules("titania"), Params(players=2), seed=31)
    scene = PlayScene(app, spec("titania"), match, autosave=False)
    app.push(scene)
    rng = random.Random(31)
    for _ in range(600):
        settle(app, 1)
        if match.is_over:
            break
        if isinstance(app.top, HandoffScene):
            click(app, (640, 400))
            continue
        seat = match.to_act()[0]
        titania_clicks.perform(app, scene, rng.choice(match.legal_actions(seat)))
    assert watch.clicks > 150
    assert not watch.changes, watch.changes[:10]


def test_titicaca_by_clicks_no_decision_lands_under_the_mouse(monkeypatch):
    # One person and three bots: after "End turn" the bots play at once (animations are off),
    # so the next round's bidding comes while a double click's second click could still land.
    watch = Watch(frames_after=20)
    monkeypatch.setattr(titicaca_clicks, "click", watch)
    app = new_app()
    scene = titicaca_clicks.start_from_menu(app, players=4, seed=4, bots=3)
    titicaca_clicks.play_to_results(app, scene, random.Random(4))
    assert watch.clicks > 20
    assert not watch.changes, watch.changes[:10]


def test_titicaca_end_turn_never_shares_a_place_with_the_bid_buttons():
    for size in ((800, 560), (1280, 800), (1920, 1080)):
        app = sized_app(size)
        match = Match(rules("titicaca"), Params(players=3), seed=3)
        scene = PlayScene(app, spec("titicaca"), match, autosave=False)
        app.push(scene)
        panel = scene.controller.panel
        panel.place(scene.controller.panel_rect, "bid", scene.controller.stack_buttons)
        bids = [b.rect.copy() for b in panel.bid_buttons.values()]
        panel.place(scene.controller.panel_rect, "end", scene.controller.stack_buttons)
        end = panel.turn_buttons["end"].rect
        assert end.height > 0
        assert not any(end.colliderect(r) for r in bids), size
        assert all(r.bottom <= scene.controller.panel_rect.bottom for r in [*bids, end]), size


def test_tiwanaku_by_clicks_no_decision_lands_under_the_mouse(monkeypatch):
    watch = Watch()
    monkeypatch.setattr(tiwanaku_clicks, "click", watch)
    for seed in (5, 6, 7):
        app = new_app()
        app.settings.animations = False
        match = Match(rules("tiwanaku"), Params(players=2, options={"board": "5x5"}), seed=seed)
        scene = PlayScene(app, spec("tiwanaku"), match, autosave=False)
        app.push(scene)
        rng = random.Random(seed)
        for _ in range(2000):
            settle(app, 1)
            if match.is_over:
                break
            seat = match.to_act()[0]
            tiwanaku_clicks.perform(app, scene, rng.choice(match.legal_actions(seat)))
        assert match.is_over
    assert watch.clicks > 80
    assert not watch.changes, watch.changes[:10]
