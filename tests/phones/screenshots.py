"""Screenshots of the phone screens (run by hand, not by pytest):

    PYTHONPATH=$PWD python -m tests.phones.screenshots OUT_DIR

The join screen and the big screen during a phone bid at 800x560, 1280x800, 1920x1080 and at
1280x800 with 150% text (headless pygame, phones connected over real sockets on 127.0.0.1), and
each game's phone page in headless Chromium at 360x640, 390x844 and a 800x1280 tablet.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import aiohttp
import pygame

from boardgames.games import spec
from boardgames.phones.setup import PhoneSetup
from boardgames.phones.table import PhoneTable
from boardgames.ui.app import App
from tests.phones.conftest import Pumped, new_match, open_phone

SCREENS = [((800, 560), 1.0), ((1280, 800), 1.0), ((1920, 1080), 1.0), ((1280, 800), 1.5)]
PHONES = [(360, 640), (390, 844), (800, 1280)]


class Sockets:
    """Phones as plain sockets on a thread of their own: connect, send an action, close."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.session: Any = self.run(self._session())
        self.open: dict[int, Any] = {}

    async def _session(self) -> aiohttp.ClientSession:
        return aiohttp.ClientSession()

    def run(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(10)

    def connect(self, seat: int, url: str) -> None:
        self.open[seat] = self.run(self.session.ws_connect(url + "/ws"))

    def send(self, seat: int, act: str) -> None:
        self.run(self.open[seat].send_str(json.dumps({"act": act})))

    def close(self) -> None:
        for ws in self.open.values():
            self.run(ws.close())
        self.run(self.session.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


def frames(app: App, n: int = 20) -> None:
    for _ in range(n):
        app.step(1 / 60)
        time.sleep(0.01)


def big_screen(out: Path) -> list[Path]:
    saved = []
    for (w, h), scale in SCREENS:
        tag = f"{w}x{h}" + ("-150" if scale != 1.0 else "")
        app = App((w, h), headless=True)
        app.settings.animations = False
        app.settings.text_scale = scale
        app.relayout()
        m = new_match("titicaca", 3, seed=11)
        play: Any = app.make(
            "play", spec("titicaca"), m, autosave=False, phones=PhoneSetup("127.0.0.1")
        )
        app.push(play)
        sockets = Sockets()
        try:
            frames(app, 2)
            for seat in (0, 1):
                sockets.connect(seat, play.phones.url(seat))
            frames(app)
            saved.append(out / f"join-{tag}.png")
            pygame.image.save(app.screen, str(saved[-1]))
            sockets.connect(2, play.phones.url(2))
            frames(app)
            app.pop()  # Start
            sockets.send(0, "bid value=3")
            frames(app)
            saved.append(out / f"bigscreen-bid-{tag}.png")
            pygame.image.save(app.screen, str(saved[-1]))
            sockets.send(1, "bid value=1")
            sockets.send(2, "bid value=2")
            frames(app)
            saved.append(out / f"bigscreen-place-{tag}.png")  # Ada places on the big screen
            pygame.image.save(app.screen, str(saved[-1]))
            if (w, h) == (1280, 800) and scale == 1.0:
                # Play the round's turns by clicks' actions on the big screen (no temples), then
                # Ada's phone goes away before the next bids.
                while m.state.phase != "bid":
                    legal = [a for a in play.controller.legal if a.kind != "temple"]
                    play.play(legal[0])
                    frames(app, 2)
                sockets.run(sockets.open.pop(0).close())
                frames(app, 40)
                saved.append(out / f"bigscreen-waiting-{tag}.png")
                pygame.image.save(app.screen, str(saved[-1]))
        finally:
            sockets.close()
            app.close()
    return saved


def phone_pages(out: Path) -> list[Path]:
    saved = []
    opened: list[object] = []
    for game in ("titicaca", "titania", "cuzco"):
        m = new_match(game, 3, seed=11)
        table = PhoneTable(m, spec(game).phone, "127.0.0.1")
        p = Pumped(table).start()
        try:
            if game == "titicaca":
                with p.lock:
                    m.apply(1, m.legal_actions(1)[2])
            for size in PHONES:
                t0 = time.perf_counter()
                d: Any = open_phone(opened, table.url(0), size)
                for _ in range(100):
                    if d.find_element("id", "name").text == "Ada":
                        break
                    time.sleep(0.05)
                loaded = time.perf_counter() - t0
                time.sleep(0.3)
                path = out / f"phone-{game}-{size[0]}x{size[1]}.png"
                d.save_screenshot(str(path))
                saved.append(path)
                print(f"{path.name}: browser start and page load {loaded:.2f} s")
                d.quit()
                opened.remove(d)
        finally:
            p.stop()
    return saved


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "shots")
    out.mkdir(parents=True, exist_ok=True)
    for path in big_screen(out) + phone_pages(out):
        print(path)


if __name__ == "__main__":
    main()
