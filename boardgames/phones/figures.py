"""The phones' figures for ``bench``: a 5-player Titicaca game on the headless big screen with
five phones on 127.0.0.1 (plain WebSocket clients, as a phone's page is one): the time from a
move played on the big screen to every phone holding the new page, and the big screen's frame
time with the five phones connected against none. The issue's bars: p99 under 200 ms and the
frame p99 under 8 ms."""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import threading
import time
from typing import Any

import aiohttp

from boardgames.core.match import DEFAULT_NAMES, HUMAN, Match
from boardgames.core.rules import Params
from boardgames.games import rules, spec
from boardgames.phones.setup import PhoneSetup
from boardgames.ui.app import App

PHONES = 5


class Listeners:
    """The phones: each socket notes when it got the page of each match cursor."""

    def __init__(self, urls: list[str]) -> None:
        self.got: dict[int, dict[int, float]] = {s: {} for s in range(len(urls))}
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=self._run, args=(urls,), daemon=True)
        self.thread.start()
        if not self.ready.wait(10):
            raise RuntimeError("the phones could not connect")

    def _run(self, urls: list[str]) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._listen(urls))

    async def _listen(self, urls: list[str]) -> None:
        self._stop = asyncio.Event()
        async with aiohttp.ClientSession() as session:
            sockets = [await session.ws_connect(u + "/ws") for u in urls]
            self.ready.set()
            readers = [asyncio.ensure_future(self._read(s, ws)) for s, ws in enumerate(sockets)]
            await self._stop.wait()
            for task in readers:
                task.cancel()
            for ws in sockets:
                await ws.close()

    async def _read(self, seat: int, ws: Any) -> None:
        async for msg in ws:
            data = json.loads(msg.data)
            if data.get("type") == "state":
                self.got[seat].setdefault(data["page"]["seq"], time.perf_counter())

    def close(self) -> None:
        if self._stop is not None:
            self.loop.call_soon_threadsafe(self._stop.set)
        self.thread.join(5)


def _frames_ms(app: App, frames: int) -> list[float]:
    """Whole frames: input, the phones' requests and pages, update and draw."""
    out = []
    for _ in range(frames):
        start = time.perf_counter()
        app.step(1 / 60)
        out.append((time.perf_counter() - start) * 1000)
    return out


def _p99(values: list[float]) -> float:
    return sorted(values)[max(0, int(len(values) * 0.99) - 1)]


def measure(moves: int = 100, frames: int = 300) -> dict[str, float]:
    """Play ``moves`` random moves on the big screen with five phones listening."""
    app = App((1280, 800), headless=True)
    app.settings.animations = False
    match = Match(rules("titicaca"), Params(PHONES, DEFAULT_NAMES[:PHONES]), 3, [HUMAN] * PHONES)
    try:
        play: Any = app.make(
            "play", spec("titicaca"), match, autosave=False, phones=PhoneSetup("127.0.0.1")
        )
        app.push(play)
        app.step(1 / 60)
        app.pop()  # the join screen
        alone = _frames_ms(app, frames)
        phones = Listeners([play.phones.url(s) for s in range(PHONES)])
        try:
            while play.phones.live() != set(range(PHONES)):
                app.step(1 / 60)
            with_phones = _frames_ms(app, frames)
            rng = random.Random(4)
            delays: list[float] = []
            for _ in range(moves):
                if match.is_over:
                    break
                seat = rng.choice(match.to_act())
                start = time.perf_counter()
                play.play(rng.choice(match.legal_actions(seat)), seat)
                cursor = match.cursor
                while not all(cursor in phones.got[s] for s in range(PHONES)):
                    app.step(1 / 60)
                    if time.perf_counter() - start > 5:
                        raise RuntimeError("a phone never got the page")
                delays.append((max(phones.got[s][cursor] for s in range(PHONES)) - start) * 1000)
        finally:
            phones.close()
    finally:
        app.close()
    return {
        "moves": len(delays),
        "move_to_5_phones_ms_p50": round(statistics.median(delays), 2),
        "move_to_5_phones_ms_p99": round(_p99(delays), 2),
        "frame_ms_p99_no_phones": round(_p99(alone), 2),
        "frame_ms_p99_5_phones": round(_p99(with_phones), 2),
    }
