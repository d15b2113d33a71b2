"""Short sound effects, synthesized by our own code when the app starts (no sound files shipped).

Six effects for the moments that matter at a table: a die roll, a piece placed, a tile flipped,
points scored, a hand-off and the end of the game. Each is a few hundred milliseconds of sine
tones and filtered noise with a quick attack and a decaying tail, built sample by sample with
``array`` and ``math`` (numpy is not a dependency) and handed to ``pygame.mixer.Sound``.

Sound is an extra, never a requirement: where no audio device exists (a server, the tests with
``SDL_AUDIODRIVER=dummy``, a broken driver) ``Sounds`` stays silent and every call is harmless.
The generated effects are ours, under the project's licence (see ``assets/LICENSES.md``).
"""

from __future__ import annotations

import contextlib
import math
import random
import threading
from array import array
from collections.abc import Callable, Iterable, Sequence

import pygame

from boardgames.core.rules import Event

RATE = 22050
EFFECTS = ("roll", "place", "flip", "points", "handoff", "end")

# When one action brings several, the most telling one plays.
PRIORITY = ("points", "roll", "flip", "place")


def effect_for(events: Iterable[Event]) -> str | None:
    """The effect for one played action: the most telling of the sounds its events declare
    (``Event.sound``; None: silence)."""
    found = {e.sound for e in events}
    return next((e for e in PRIORITY if e in found), None)


# --- synthesis ------------------------------------------------------------------------------------
def _env(t: float, attack: float, decay: float) -> float:
    """A quick rise and an exponential fall: percussive, never a click at the start."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def _tone(
    freq: float, seconds: float, decay: float, harmonics: Sequence[float] = (1.0,)
) -> list[float]:
    n = int(RATE * seconds)
    out = [0.0] * n
    for i in range(n):
        t = i / RATE
        e = _env(t, 0.004, decay)
        s = 0.0
        for k, amp in enumerate(harmonics, start=1):
            s += amp * math.sin(2 * math.pi * freq * k * t)
        out[i] = e * s
    return out


def _noise(seconds: float, decay: float, rng: random.Random, smooth: float = 0.5) -> list[float]:
    """Low-passed noise (a one-pole filter: higher ``smooth`` is duller)."""
    n = int(RATE * seconds)
    out = [0.0] * n
    y = 0.0
    for i in range(n):
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        out[i] = y * _env(i / RATE, 0.002, decay)
    return out


def _mix(length: float, parts: Iterable[tuple[float, float, list[float]]]) -> list[float]:
    """Layers (start in seconds, gain, samples) summed into one buffer of ``length`` seconds."""
    out = [0.0] * int(RATE * length)
    for start, gain, samples in parts:
        i0 = int(start * RATE)
        for i, v in enumerate(samples):
            if i0 + i >= len(out):
                break
            out[i0 + i] += gain * v
    return out


def _roll(rng: random.Random) -> list[float]:
    # dice clattering: a handful of short knocks of falling spacing
    knocks, t = [], 0.0
    for k in range(7):
        pitch = rng.uniform(900, 1600)
        knocks.append((t, 0.55 - k * 0.05, _tone(pitch, 0.05, 0.012, (1.0, 0.4))))
        knocks.append((t, 0.5, _noise(0.03, 0.008, rng, 0.2)))
        t += rng.uniform(0.035, 0.07)
    return _mix(t + 0.08, knocks)


def _place(rng: random.Random) -> list[float]:
    # a wooden piece set down: a low knock with a little body
    return _mix(
        0.16,
        [
            (0.0, 0.9, _tone(180, 0.16, 0.035, (1.0, 0.5, 0.2))),
            (0.0, 0.5, _noise(0.04, 0.01, rng, 0.7)),
        ],
    )


def _flip(rng: random.Random) -> list[float]:
    # a card or tile turned: a short swish (noise that brightens) and a soft tap
    n = int(RATE * 0.14)
    swish = [0.0] * n
    y = 0.0
    for i in range(n):
        smooth = 0.9 - 0.6 * i / n
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        swish[i] = y * math.sin(math.pi * i / n)
    return _mix(0.2, [(0.0, 0.8, swish), (0.12, 0.5, _tone(520, 0.08, 0.02))])


def _points(rng: random.Random) -> list[float]:
    # two rising bell notes
    bell = (1.0, 0.0, 0.3, 0.0, 0.1)
    return _mix(
        0.45, [(0.0, 0.5, _tone(784, 0.3, 0.09, bell)), (0.09, 0.5, _tone(1175, 0.36, 0.12, bell))]
    )


def _handoff(rng: random.Random) -> list[float]:
    # a soft two-note chime: someone else's turn to look
    soft = (1.0, 0.25)
    return _mix(
        0.7, [(0.0, 0.45, _tone(523, 0.5, 0.2, soft)), (0.18, 0.45, _tone(392, 0.52, 0.22, soft))]
    )


def _end(rng: random.Random) -> list[float]:
    # a short fanfare: a rising arpeggio and a held chord
    notes = (523, 659, 784, 1047)
    parts = [(0.1 * i, 0.35, _tone(f, 0.3, 0.1, (1.0, 0.3, 0.1))) for i, f in enumerate(notes)]
    parts += [(0.4, 0.22, _tone(f, 0.6, 0.3, (1.0, 0.2))) for f in (523, 659, 784)]
    return _mix(1.0, parts)


SYNTHS: dict[str, Callable[[random.Random], list[float]]] = {
    "roll": _roll,
    "place": _place,
    "flip": _flip,
    "points": _points,
    "handoff": _handoff,
    "end": _end,
}


def synthesize(name: str) -> list[float]:
    """One effect's samples at ``RATE`` Hz, mono, peak-normalized to 0.8 (same every run)."""
    samples = SYNTHS[name](random.Random(name))
    peak = max((abs(v) for v in samples), default=0.0) or 1.0
    return [0.8 * v / peak for v in samples]


def pcm(samples: Sequence[float], rate: int, channels: int, bits: int) -> bytes:
    """Samples as the raw bytes the mixer was opened for (resampled by nearest sample)."""
    step = RATE / rate
    count = int(len(samples) / step)
    if bits == 8:
        data = array("B")
        for i in range(count):
            v = int(127.5 + 127 * samples[int(i * step)])
            data.extend([v] * channels)
        return data.tobytes()
    if abs(bits) == 32:  # float samples (an SDL mixer opened as AUDIO_F32)
        floats = array("f")
        for i in range(count):
            floats.extend([samples[int(i * step)]] * channels)
        return floats.tobytes()
    data16 = array("h")
    for i in range(count):
        v = int(32767 * samples[int(i * step)])
        data16.extend([v] * channels)
    return data16.tobytes()


class Sounds:
    """The app's effects. ``play`` is always safe: it does nothing without a working mixer.

    The samples are synthesized on a worker thread (about 0.15 s of pure Python) so the window
    opens at once; an effect asked for before its samples exist is skipped.
    """

    def __init__(self, enabled: bool = True, volume: float = 0.7, wait: bool = False) -> None:
        self.enabled = enabled
        self.volume = max(0.0, min(1.0, volume))
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.problem = ""  # why there is no sound ("" when it works)
        self.played: list[str] = []  # what was asked for, newest last (the tests read it)
        self._pcm: dict[str, bytes] = {}
        self._worker: threading.Thread | None = None
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            opened = pygame.mixer.get_init()
            if opened is None:
                raise pygame.error("the mixer did not open")
            rate, bits, channels = opened
        except (pygame.error, TypeError, ValueError, OSError) as exc:
            self.problem = str(exc) or type(exc).__name__  # no audio device: silent, not broken
            return
        self._worker = threading.Thread(
            target=self._build, args=(rate, channels, bits), name="sound synthesis", daemon=True
        )
        self._worker.start()
        if wait:
            self._worker.join()

    def _build(self, rate: int, channels: int, bits: int) -> None:
        for name in EFFECTS:
            self._pcm[name] = pcm(synthesize(name), rate, channels, bits)

    @property
    def available(self) -> bool:
        return self._worker is not None and not self.problem

    def ready(self) -> bool:
        """True once every effect can play (waits for the worker)."""
        if self._worker is None:
            return False
        self._worker.join()
        return all(self._sound(name) is not None for name in EFFECTS)

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        sound = self.sounds.get(name)
        if sound is None and name in self._pcm and not self.problem:
            try:
                sound = pygame.mixer.Sound(buffer=self._pcm[name])
                sound.set_volume(self.volume)
            except (pygame.error, ValueError) as exc:
                self.problem = str(exc) or type(exc).__name__
                return None
            self.sounds[name] = sound
        return sound

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
        for sound in self.sounds.values():
            sound.set_volume(self.volume)

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-50]
        if not self.enabled or self.volume <= 0 or not self.available:
            return
        sound = self._sound(name)
        if sound is None:
            return
        with contextlib.suppress(pygame.error):
            sound.play()

    def close(self) -> None:
        with contextlib.suppress(pygame.error):
            if pygame.mixer.get_init():
                pygame.mixer.stop()
