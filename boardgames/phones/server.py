"""The phone server: aiohttp (HTTP and WebSocket) on a thread of its own with its own event loop.

The pygame loop owns the Match. This server never touches it: a phone's action becomes a
``Request`` on a thread-safe queue that the play scene drains every frame; the socket's handler
waits on an asyncio future that the answer resolves through ``loop.call_soon_threadsafe``. What a
seat's page shows arrives the other way, through ``publish``, already turned into page data from
that seat's view: the server keeps the latest per seat (a phone that reconnects gets the present
state at once) and knows nothing of the game.

Routes: ``/p/TOKEN`` the seat's page, ``/p/TOKEN/ws`` its socket, ``/p/TOKEN/hello`` a check a
page makes before reconnecting (403 once its code was replaced), ``/static/...`` the page's script
and style. A wrong or old token gets 403 and nothing more. A second device opening a seat takes it
over; the first is told so and stops reconnecting.

Every message from a phone is checked here for shape before it goes anywhere: text only, at most
``MAX_TEXT`` characters, JSON ``{"act": "<action text>"}``, at most ``RATE`` a second on one
connection (a token bucket); anything else gets a one-line refusal on that connection and a line
in the log, and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from aiohttp import WSCloseCode, WSMsgType, web

from boardgames.phones.keys import SeatKeys

log = logging.getLogger("boardgames.phones")

MAX_TEXT = 2000  # characters: the longest action text of any game is under 200
MAX_FRAME = 2 * 1024 * 1024  # bytes: a larger frame closes the socket (aiohttp's own check)
RATE = 10.0  # messages a second on one connection, on average...
BURST = 20.0  # ...with this many at once
ANSWER_TIMEOUT = 5.0  # seconds to wait for the table; a busy table is said so, nothing is lost
HEARTBEAT = 10.0  # seconds between pings: a half-open socket is closed within two of them
TAKEN = 4000  # close code: the seat was opened on another device
REPLACED = 4003  # close code: the host issued a new code for the seat

PAGE_FILES = {"phone.js": "text/javascript", "phone.css": "text/css"}


@dataclass
class Request:
    """A phone's action on its way to the pygame loop. ``answer`` is called there once, with ""
    when the action was played or a one-line reason when it was not."""

    seat: int
    text: str
    answer: Callable[[str], None]


class _Bucket:
    """A token bucket: ``take`` is False once a connection sends faster than ``RATE``."""

    def __init__(self) -> None:
        self.tokens = BURST
        self.at = time.monotonic()
        self.refused_at = 0.0

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.at) * RATE)
        self.at = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


def page_file(name: str) -> bytes:
    return resources.files("boardgames.phones").joinpath("page", name).read_bytes()


class PhoneServer:
    """One game's server: start it, publish page data per seat, drain ``requests``, stop it."""

    def __init__(
        self, keys: SeatKeys, host: str, port: int = 0, log_path: Path | None = None
    ) -> None:
        self.keys = keys
        self.host = host
        self.port = port
        self.log_path = log_path
        self.requests: queue.Queue[Request] = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._ready = threading.Event()
        self._failed: BaseException | None = None
        self._sockets: dict[int, web.WebSocketResponse] = {}  # touched on the loop's thread only
        self._latest: dict[int, str] = {}  # ditto: the last page data per seat, as sent
        self._lock = threading.Lock()
        self._live: set[int] = set()  # seats with an open socket (read from the pygame thread)
        self._handler: logging.Handler | None = None
        self._tasks: set[asyncio.Future[None]] = set()
        self.connects = 0  # sockets opened, for tests and the bench

    # --- from the pygame thread ----------------------------------------------------------------
    def start(self) -> None:
        """Listen; returns once the socket is bound. Raises OSError with a readable message when
        the address cannot be used."""
        if self.log_path is not None:
            with contextlib.suppress(OSError):
                self.log_path.parent.mkdir(parents=True, exist_ok=True)
                handler = logging.FileHandler(self.log_path, encoding="utf-8")
                handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
                log.addHandler(handler)
                log.setLevel(logging.INFO)
                self._handler = handler
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self._failed is not None:
            self.stop()
            raise OSError(f"cannot listen on {self.host}:{self.port}: {self._failed}")

    def stop(self) -> None:
        """Close every socket, stop listening and end the thread (idempotent)."""
        loop, thread = self._loop, self._thread
        if loop is not None and thread is not None and thread.is_alive():
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(5)
            loop.call_soon_threadsafe(loop.stop)
            thread.join(5)
        self._thread = None
        if self._handler is not None:
            log.removeHandler(self._handler)
            self._handler.close()
            self._handler = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def url(self, seat: int) -> str:
        return f"http://{self.host}:{self.port}/p/{self.keys.token(seat)}"

    def live(self) -> set[int]:
        """Seats whose phone has an open socket now."""
        with self._lock:
            return set(self._live)

    def publish(self, seat: int, page: dict[str, Any]) -> None:
        """What ``seat``'s page shows now; sent at once if its phone is connected, and kept for
        when it connects."""
        text = json.dumps({"type": "state", "page": page}, separators=(",", ":"))
        if self._loop is not None:
            with contextlib.suppress(RuntimeError):  # the loop has just closed
                self._loop.call_soon_threadsafe(self._push, seat, text)

    def reissue(self, seat: int) -> str:
        """A new code for ``seat``: the old link stops working and its phone is told so."""
        self.keys.reissue(seat)
        if self._loop is not None:
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(self._drop(seat, REPLACED), self._loop).result(5)
        return self.url(seat)

    def drop_all(self) -> None:
        """Close every phone's socket as a lost network would (the phones reconnect)."""
        if self._loop is not None:
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(self._drop_all(), self._loop).result(5)

    # --- the server's thread --------------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen())
        except OSError as exc:
            self._failed = exc
            self._ready.set()
            loop.close()
            return
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            with contextlib.suppress(Exception):
                loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _listen(self) -> None:
        app = web.Application(client_max_size=64 * 1024)
        app.router.add_get("/p/{token}", self._page)
        app.router.add_get("/p/{token}/ws", self._socket)
        app.router.add_get("/p/{token}/hello", self._hello)
        app.router.add_get("/static/{name}", self._static)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        if self._runner.addresses:  # port 0: the free port the system chose
            self.port = int(self._runner.addresses[0][1])

    async def _drop_all(self) -> None:
        for seat in list(self._sockets):
            await self._drop(seat, WSCloseCode.GOING_AWAY)

    async def _shutdown(self) -> None:
        await self._drop_all()
        if self._runner is not None:
            await self._runner.cleanup()

    def _seat(self, request: web.Request) -> int:
        seat = self.keys.seat_of(request.match_info.get("token", ""))
        if seat is None:
            log.info("refused %s: a wrong or old code", request.remote)
            raise web.HTTPForbidden(text="This link does not open any seat.")
        return seat

    async def _page(self, request: web.Request) -> web.Response:
        self._seat(request)
        return web.Response(
            body=page_file("index.html"),
            content_type="text/html",
            charset="utf-8",
            headers=_HEADERS,
        )

    async def _hello(self, request: web.Request) -> web.Response:
        self._seat(request)
        return web.Response(text="ok", headers=_HEADERS)

    async def _static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in PAGE_FILES:
            raise web.HTTPNotFound()
        return web.Response(body=page_file(name), content_type=PAGE_FILES[name], charset="utf-8")

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        seat = self._seat(request)
        ws = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=MAX_FRAME)
        await ws.prepare(request)
        await self._drop(seat, TAKEN)  # a second device takes the seat over
        self._sockets[seat] = ws
        with self._lock:
            self._live.add(seat)
            self.connects += 1
        log.info("seat %d connected from %s", seat, request.remote)
        try:
            if seat in self._latest:
                await ws.send_str(self._latest[seat])
            await self._serve(seat, ws, request.remote or "?")
        finally:
            if self._sockets.get(seat) is ws:
                del self._sockets[seat]
                with self._lock:
                    self._live.discard(seat)
            log.info("seat %d disconnected", seat)
        return ws

    async def _serve(self, seat: int, ws: web.WebSocketResponse, peer: str) -> None:
        bucket = _Bucket()
        async for msg in ws:
            if self._sockets.get(seat) is not ws:
                break  # taken over or replaced meanwhile
            if msg.type == WSMsgType.ERROR:
                break
            if not bucket.take():
                # One refusal a second at most: answering a flood message by message would be
                # a flood of its own.
                if time.monotonic() - bucket.refused_at >= 1.0:
                    bucket.refused_at = time.monotonic()
                    await self._refuse(ws, seat, peer, "Too many messages: slow down.")
                continue
            if msg.type != WSMsgType.TEXT:
                await self._refuse(ws, seat, peer, "This page only sends text.")
                continue
            if len(msg.data) > MAX_TEXT:
                await self._refuse(ws, seat, peer, "That message is too long.")
                continue
            text = _action_text(msg.data)
            if text is None:
                await self._refuse(ws, seat, peer, "That is not a message this page sends.")
                continue
            answer = await self._ask(seat, text)
            if answer:
                await self._refuse(ws, seat, peer, answer, quiet=True)
            else:
                await ws.send_str(json.dumps({"type": "ok", "act": text}))

    async def _ask(self, seat: int, text: str) -> str:
        """Hand the action to the pygame loop and wait for its verdict."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[str] = loop.create_future()

        def settle(answer: str) -> None:
            if not future.done():
                future.set_result(answer)

        def answer(verdict: str) -> None:
            with contextlib.suppress(RuntimeError):  # the server stopped meanwhile
                loop.call_soon_threadsafe(settle, verdict)

        self.requests.put(Request(seat, text, answer))
        try:
            return await asyncio.wait_for(future, ANSWER_TIMEOUT)
        except TimeoutError:
            return "The table did not answer in time: try again."

    async def _refuse(
        self, ws: web.WebSocketResponse, seat: int, peer: str, reason: str, quiet: bool = False
    ) -> None:
        if not quiet:
            log.info("seat %d (%s): refused: %s", seat, peer, reason)
        else:
            log.info("seat %d (%s): not played: %s", seat, peer, reason)
        with contextlib.suppress(ConnectionError, RuntimeError):
            await ws.send_str(json.dumps({"type": "error", "text": reason}))

    def _push(self, seat: int, text: str) -> None:
        if self._latest.get(seat) == text:
            return
        self._latest[seat] = text
        ws = self._sockets.get(seat)
        if ws is not None and not ws.closed:
            task = asyncio.ensure_future(_send(ws, text))
            self._tasks.add(task)  # kept until done: the loop holds tasks only weakly
            task.add_done_callback(self._tasks.discard)

    async def _drop(self, seat: int, code: int) -> None:
        ws = self._sockets.pop(seat, None)
        if ws is None:
            return
        with self._lock:
            self._live.discard(seat)
        kind = {TAKEN: "taken", REPLACED: "replaced"}.get(code, "closed")
        with contextlib.suppress(ConnectionError, RuntimeError):
            await ws.send_str(json.dumps({"type": kind}))
        with contextlib.suppress(ConnectionError, RuntimeError):
            await ws.close(code=code, message=kind.encode())


_HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",  # the token is in the address: never pass it on
    "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:",
    "X-Content-Type-Options": "nosniff",
}


async def _send(ws: web.WebSocketResponse, text: str) -> None:
    with contextlib.suppress(ConnectionError, RuntimeError):
        await ws.send_str(text)


def _action_text(data: Any) -> str | None:
    """The action text of a well-formed message, else None."""
    if not isinstance(data, str) or len(data) > MAX_TEXT:
        return None
    try:
        message = json.loads(data)
    except ValueError:
        return None
    if not isinstance(message, dict) or set(message) != {"act"}:
        return None
    act = message["act"]
    if not isinstance(act, str) or not act.strip() or not act.isprintable():
        return None
    return act
