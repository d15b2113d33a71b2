"""Sound effects: synthesized at start, played on game events, muted by M, never a crash.

The tests run with ``SDL_AUDIODRIVER=dummy``: the mixer may open (and play into nothing) or not;
either way the app goes on. ``Sounds.played`` records what was asked for, so the tests can see
which effect an event brought even where nothing is audible.
"""

from __future__ import annotations

import random

import pygame
import pytest

from boardgames.cli import played_match
from boardgames.games import REGISTRY, spec
from boardgames.ui import sound
from boardgames.ui.scenes.handoff import HandoffScene
from boardgames.ui.scenes.menu import MenuScene
from boardgames.ui.scenes.play import PlayScene
from boardgames.ui.sound import EFFECTS, Sounds, effect_for, pcm, synthesize
from tests.ui.helpers import key, new_app, settle

PLAYERS = {"pachamama": 1, "tiwanaku": 2, "titicaca": 3, "titania": 2, "cuzco": 2}


def test_every_effect_is_short_loud_enough_and_the_same_every_run():
    for name in EFFECTS:
        samples = synthesize(name)
        assert 0.1 <= len(samples) / sound.RATE <= 1.2, name
        assert max(abs(v) for v in samples) == pytest.approx(0.8)
        assert abs(samples[0]) < 0.2, "no click at the start"
        assert synthesize(name) == samples


@pytest.mark.parametrize(
    ("rate", "channels", "bits", "width"),
    [
        (22050, 1, -16, 2),
        (44100, 2, -16, 2),
        (22050, 2, 8, 1),
        (48000, 2, 32, 4),
    ],
)
def test_samples_fit_whatever_format_the_mixer_opened(rate, channels, bits, width):
    samples = synthesize("place")
    data = pcm(samples, rate, channels, bits)
    frames = int(len(samples) / (sound.RATE / rate))
    assert len(data) == frames * channels * width


def test_each_game_says_which_sound_its_events_make():
    """The sound comes from the events the game declares, the most telling one first."""
    from boardgames.core.rules import Event, Message, PointsScored
    from boardgames.games.cuzco.events import DiceRolled, DiePlaced, PhaseBegan
    from boardgames.games.titania.events import FogRevealed, ShipPlaced
    from boardgames.games.titicaca.events import HousePlaced
    from boardgames.games.tiwanaku.events import PawnMoved, TerrainDiscovered

    assert effect_for([DiceRolled.__new__(DiceRolled), DiePlaced.__new__(DiePlaced)]) == "roll"
    assert effect_for([HousePlaced.__new__(HousePlaced), PointsScored(0, 3, "x", "y")]) == "points"
    assert effect_for([TerrainDiscovered.__new__(TerrainDiscovered)]) == "flip"
    assert effect_for([FogRevealed.__new__(FogRevealed), ShipPlaced.__new__(ShipPlaced)]) == "flip"
    assert effect_for([PawnMoved.__new__(PawnMoved)]) == "place"
    assert effect_for([PhaseBegan.__new__(PhaseBegan), Message("hello")]) is None
    assert effect_for([]) is None
    # every event class of every game declares one of the effects, or silence
    import importlib
    import inspect
    import pkgutil

    import boardgames.games as games

    for info in pkgutil.walk_packages(games.__path__, "boardgames.games."):
        if info.name.endswith(("_view", "controller")):
            continue
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, Event):
                assert cls.sound is None or cls.sound in EFFECTS, cls


def test_no_audio_device_is_silence_not_a_crash(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    sounds = Sounds()
    assert not sounds.available and "no audio" in sounds.problem
    for name in EFFECTS:
        sounds.play(name)
    assert sounds.played == list(EFFECTS)
    assert not sounds.ready()
    sounds.set_volume(0.2)
    sounds.close()


def test_the_dummy_driver_plays_every_effect_harmlessly():
    sounds = Sounds(wait=True)
    if sounds.available:
        assert sounds.ready()
    for name in EFFECTS:
        sounds.play(name)
    sounds.close()


@pytest.mark.parametrize("game", [s.name for s in REGISTRY])
def test_the_play_scene_plays_the_effect_of_each_action(game):
    app = new_app()
    app.settings.animations = False
    match = played_match(game, PLAYERS[game], 2, 0, {})
    scene = PlayScene(app, spec(game), match, autosave=False)
    app.push(scene)
    rng = random.Random(2)
    heard: set[str] = set()
    got: list[str] = []
    real = app.sounds.play
    app.sounds.play = lambda name: (got.append(name), real(name))  # type: ignore[method-assign]
    for _ in range(60):
        acting = match.to_act()
        if not acting:
            break
        seat = acting[0]
        got.clear()
        scene.play(rng.choice(match.legal_actions(seat)), seat)
        expected = effect_for(match.steps[-1].events)
        assert got == ([expected] if expected else []), (game, match.steps[-1].text)
        heard.update(got)
    assert heard, f"{game}: sixty actions and not one sound"
    app.close()


def test_hand_off_and_results_have_their_sounds_and_m_mutes():
    app = new_app()
    app.settings.animations = False
    match = played_match("titicaca", 3, 4, 3, {})
    scene = PlayScene(app, spec("titicaca"), match, autosave=False)
    app.push(scene)
    app.push(HandoffScene(app, scene, match.to_act()[0]))
    assert app.sounds.played[-1] == "handoff"
    key(app, pygame.K_SPACE)
    assert app.top is scene
    key(app, pygame.K_m)
    assert app.settings.sound is False and app.sounds.enabled is False
    key(app, pygame.K_m)
    assert app.settings.sound is True
    done = played_match("titicaca", 3, 4, 100000, {})
    app.reset(PlayScene(app, spec("titicaca"), done, autosave=False))
    settle(app)
    assert app.sounds.played[-1] == "end"
    app.close()


def test_typing_m_in_a_name_does_not_mute():
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    field = menu.name_fields[0]
    field.focused = True
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="m"))
    settle(app, 1)
    assert app.settings.sound is True and field.text.endswith("m")
    field.focused = False
    assert not app.toast.text, "typing shows no notice"
    key(app, pygame.K_m)
    assert app.settings.sound is False
    app.close()


def test_m_says_on_screen_what_it_did():
    """M acts without a screen of its own: a short notice says whether sound is on or off, drawn
    over the scene, and goes after a moment."""
    app = new_app()
    app.push(MenuScene(app))
    settle(app, 1)
    before = pygame.image.tobytes(app.screen, "RGB")
    key(app, pygame.K_m)
    assert app.toast.text == "Sound off (M to turn it on)"
    assert pygame.image.tobytes(app.screen, "RGB") != before, "the notice is drawn"
    key(app, pygame.K_m)
    assert app.toast.text == "Sound on (M to mute)"
    for _ in range(150):
        app.step(1 / 60)
    assert not app.toast.text
    app.close()
