"""Figures for the phones (run by hand, not by pytest):

    PYTHONPATH=$PWD python -m tests.phones.latency [MOVES]

A 5-player Titicaca game on the headless big screen with 5 phones on 127.0.0.1 (plain sockets):
the time from a move played on the big screen to every phone holding the new page (p50, p99),
and the big screen's frame time with the 5 phones connected against none.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import sys
import threading
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import aiohttp

from boardgames.games import spec
from boardgames.phones.setup import PhoneSetup
from boardgames.ui.app import App
from tests.phones.conftest import new_match


class Listeners:
    """Five phones: each socket notes when it got the page of each match cursor."""

    def __init__(self, urls: list[str]) -> None:
        self.got: dict[int, dict[int, float]] = {s: {} for s in range(len(urls))}
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(urls,), daemon=True)
        self.thread.start()
        self.ready.wait(10)

    def _run(self, urls: list[str]) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._listen(urls))

    async def _listen(self, urls: list[str]) -> None:
        async with aiohttp.ClientSession() as session:
            sockets = [await session.ws_connect(u + "/ws") for u in urls]
            self.ready.set()
            await asyncio.gather(*(self._read(s, ws) for s, ws in enumerate(sockets)))

    async def _read(self, seat: int, ws: Any) -> None:
        async for msg in ws:
            data = json.loads(msg.data)
            if data["type"] == "state":
                self.got[seat].setdefault(data["page"]["seq"], time.perf_counter())


def frame_ms(app: App, frames: int) -> list[float]:
    """Whole frames: input, the phones' requests and pages, update and draw."""
    out = []
    for _ in range(frames):
        start = time.perf_counter()
        app.step(1 / 60)
        out.append((time.perf_counter() - start) * 1000)
    return out


def p99(values: list[float]) -> float:
    return sorted(values)[max(0, int(len(values) * 0.99) - 1)]


def main() -> None:
    moves = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    app = App((1280, 800), headless=True)
    app.settings.animations = False
    m = new_match("titicaca", 5, seed=3)
    play: Any = app.make("play", spec("titicaca"), m, autosave=False, phones=PhoneSetup("127.0.0.1"))
    app.push(play)
    app.step(1 / 60)
    app.pop()  # the join screen
    alone = frame_ms(app, 300)
    phones = Listeners([play.phones.url(s) for s in range(5)])
    while play.phones.live() != set(range(5)):
        app.step(1 / 60)
    with_phones = frame_ms(app, 300)
    rng = random.Random(4)
    delays: list[float] = []
    for _ in range(moves):
        if m.is_over:
            break
        seat = rng.choice(m.to_act())
        start = time.perf_counter()
        play.play(rng.choice(m.legal_actions(seat)), seat)
        cursor = m.cursor
        while not all(cursor in phones.got[s] for s in range(5)):
            app.step(1 / 60)
            if time.perf_counter() - start > 5:
                raise SystemExit("a phone never got the page")
        delays.append((max(phones.got[s][cursor] for s in range(5)) - start) * 1000)
    app.close()
    print(f"{len(delays)} moves, 5 phones on 127.0.0.1")
    print(
        f"move on the big screen -> all 5 phones hold the new page: "
        f"p50 {statistics.median(delays):.1f} ms, p99 {p99(delays):.1f} ms"
    )
    print(
        f"big screen frame: p99 {p99(alone):.2f} ms without phones, "
        f"{p99(with_phones):.2f} ms with 5 connected"
    )


if __name__ == "__main__":
    main()
