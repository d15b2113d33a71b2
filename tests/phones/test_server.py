"""The phone server against real sockets on 127.0.0.1: tokens, 403s, a seat taken over or its
code replaced, hostile messages, reconnecting, and the server and its thread gone after stop."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp

from boardgames.games.titicaca.actions import Bid, PlaceHouse
from tests.phones.conftest import Pumped, new_match, start_table


def run(coro: Awaitable[Any]) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 30))  # type: ignore[arg-type]


async def receive(
    ws: aiohttp.ClientWebSocketResponse, kind: str, seq: int | None = None
) -> dict[str, Any]:
    """The next message of ``kind`` (earlier ones of other kinds are skipped); for a page, the
    first at match cursor ``seq`` where one is given."""
    while True:
        msg = await ws.receive(timeout=10)
        assert msg.type == aiohttp.WSMsgType.TEXT, msg
        data: dict[str, Any] = json.loads(msg.data)
        if data["type"] == kind and (seq is None or data["page"]["seq"] == seq):
            return data


def with_socket(
    p: Pumped, seat: int, body: Callable[[aiohttp.ClientWebSocketResponse], Awaitable[Any]]
) -> Any:
    async def go() -> Any:
        async with (
            aiohttp.ClientSession() as session,
            session.ws_connect(p.table.url(seat) + "/ws") as ws,
        ):
            return await body(ws)

    return run(go())


def test_each_seat_has_its_own_long_token_and_a_wrong_one_gets_403(pumped):
    p = start_table(pumped, new_match("titicaca", 3))
    urls = [p.table.url(s) for s in range(3)]
    tokens = [u.rsplit("/", 1)[1] for u in urls]
    assert len(set(tokens)) == 3
    assert all(len(t) >= 22 for t in tokens)  # 16 bytes and more in base64: 128 bits at least
    assert all(u.startswith("http://127.0.0.1:") for u in urls)

    async def go() -> list[int]:
        async with aiohttp.ClientSession() as s:
            codes = []
            for url in (urls[0], urls[0] + "/hello", urls[0][:-4] + "AAAA", urls[0] + "x"):
                async with s.get(url) as r:
                    codes.append(r.status)
                    if r.status == 403:
                        assert "Ada" not in await r.text()
            try:
                await s.ws_connect(urls[1][:-2] + "zz/ws")
                codes.append(101)
            except aiohttp.WSServerHandshakeError as exc:
                codes.append(exc.status)
            return codes

    assert run(go()) == [200, 200, 403, 403, 403]


def test_a_seat_receives_its_page_and_a_bid_is_played_once(pumped):
    m = new_match("titicaca", 3)
    p = start_table(pumped, m)

    async def body(ws: aiohttp.ClientWebSocketResponse) -> None:
        page = (await receive(ws, "state"))["page"]
        assert page["name"] == "Ada" and page["turn"] and page["status"] == "Your turn"
        acts = [c["act"] for c in page["choices"]]
        assert Bid(3).encode() in acts
        await ws.send_str(json.dumps({"act": Bid(3).encode()}))
        # the new page and the "ok" come in either order
        seen: dict[str, Any] = {}
        while "ok" not in seen or "state" not in seen:
            data = json.loads((await ws.receive(timeout=10)).data)
            if data["type"] == "ok" or data["page"]["seq"] == 1:
                seen[data["type"]] = data
        assert seen["ok"]["act"] == Bid(3).encode()
        after = seen["state"]["page"]
        assert not after["turn"] and after["choices"] == []
        assert "Waiting for Bruno, Chloe" in after["status"]
        # the same bid again: played once only
        await ws.send_str(json.dumps({"act": Bid(3).encode()}))
        assert (await receive(ws, "error"))["text"] == "It is not your turn."

    with_socket(p, 0, body)
    with p.lock:
        assert [(s.seat, s.text) for s in m.steps] == [(0, "bid value=3")]


def test_hostile_messages_get_one_line_and_change_nothing(pumped):
    m = new_match("titicaca", 2)
    p = start_table(pumped, m)

    async def body(ws: aiohttp.ClientWebSocketResponse) -> list[str]:
        await receive(ws, "state")
        said = []
        for raw in (
            "garbage",
            "{not json",
            json.dumps([1, 2]),
            json.dumps({"act": 3}),
            json.dumps({"act": "bid value=1", "seat": 1}),
            json.dumps({"act": "launch missiles=1"}),
            json.dumps({"act": "bid value=999"}),
            json.dumps({"act": "bid value=\"x\""}),
            json.dumps({"act": "place field=[0,0]"}),
            json.dumps({"act": "bid\u0000value=1"}),
            json.dumps({"act": "pick blue:blue"}),  # Titicaca has no cards to pick
            json.dumps({"act": "x" * 1_000_000}),  # a 1 MB message
        ):
            await ws.send_str(raw)
            said.append((await receive(ws, "error"))["text"])
        await ws.send_bytes(b"\x00\x01")
        said.append((await receive(ws, "error"))["text"])
        return said

    said = with_socket(p, 0, body)
    assert said == [
        "That is not a message this page sends.",
        "That is not a message this page sends.",
        "That is not a message this page sends.",
        "That is not a message this page sends.",
        "That is not a message this page sends.",
        "That is not a move of this game.",
        "That move is not allowed now.",
        "That move is not allowed now.",
        "That move is not allowed now.",
        "That is not a message this page sends.",
        "That card cannot be played now.",
        "That message is too long.",
        "This page only sends text.",
    ]
    with p.lock:
        assert m.steps == [] and m.cursor == 0


def test_not_your_turn_and_another_seats_move(pumped):
    m = new_match("titicaca", 2)
    p = start_table(pumped, m)
    with p.lock:
        m.apply(0, Bid(2))
        m.apply(1, Bid(1))
        current = m.state.current
        place = next(a for a in m.legal_actions(current) if isinstance(a, PlaceHouse))
    other = 1 - current

    async def body(ws: aiohttp.ClientWebSocketResponse) -> str:
        page = (await receive(ws, "state", seq=2))["page"]
        assert not page["turn"] and page["choices"] == []
        await ws.send_str(json.dumps({"act": place.encode()}))  # legal for the seat on turn
        return str((await receive(ws, "error"))["text"])

    assert with_socket(p, other, body) == "It is not your turn."
    with p.lock:
        assert m.cursor == 2


def test_a_flood_is_refused_and_the_connection_still_works(pumped):
    m = new_match("titicaca", 2)
    p = start_table(pumped, m)

    async def body(ws: aiohttp.ClientWebSocketResponse) -> tuple[int, int]:
        await receive(ws, "state")
        for _ in range(1000):  # a thousand in well under a second
            await ws.send_str(json.dumps({"act": "bid value=999"}))
        errors = slow = 0
        while True:
            try:
                msg = await ws.receive(timeout=1.0)
            except TimeoutError:
                break
            data = json.loads(msg.data)
            errors += data["type"] == "error"
            slow += data.get("text") == "Too many messages: slow down."
        await asyncio.sleep(1.0)  # the bucket fills again (ten a second)
        await ws.send_str(json.dumps({"act": Bid(1).encode()}))
        await receive(ws, "ok")
        return errors, slow

    errors, slow = with_socket(p, 0, body)
    assert 1 <= slow <= 3  # one refusal a second, not one per message
    assert errors <= 40  # the burst was checked and answered; the rest were dropped
    with p.lock:
        assert [s.text for s in m.steps] == ["bid value=1"]


def test_a_second_device_takes_the_seat_over(pumped):
    p = start_table(pumped, new_match("titicaca", 2))

    async def go() -> tuple[str, Any, bool]:
        async with aiohttp.ClientSession() as s:
            first = await s.ws_connect(p.table.url(0) + "/ws")
            await receive(first, "state")
            second = await s.ws_connect(p.table.url(0) + "/ws")
            page = (await receive(second, "state"))["page"]
            told = (await receive(first, "taken"))["type"]
            closed = await first.receive(timeout=5)
            await second.send_str(json.dumps({"act": Bid(0).encode()}))
            await receive(second, "ok")
            ok = page["name"] == "Ada"
            await second.close()
            await first.close()
            return told, closed.type, ok

    told, closed, ok = run(go())
    assert told == "taken" and ok
    assert closed in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
    assert p.table.server.connects == 2


def test_a_new_code_stops_the_old_one(pumped):
    p = start_table(pumped, new_match("titicaca", 2))
    old = p.table.url(1)

    async def go() -> tuple[str, int, int]:
        async with aiohttp.ClientSession() as s:
            ws = await s.ws_connect(old + "/ws")
            await receive(ws, "state")
            new = await asyncio.to_thread(p.table.reissue, 1)
            told = (await receive(ws, "replaced"))["type"]
            async with s.get(old + "/hello") as r:
                gone = r.status
            async with s.get(new) as r:
                works = r.status
            await ws.close()
            return told, gone, works

    assert run(go()) == ("replaced", 403, 200)
    assert p.table.url(1) != old


def test_reconnecting_shows_the_present_state(pumped):
    m = new_match("titicaca", 2)
    p = start_table(pumped, m)

    async def first(ws: aiohttp.ClientWebSocketResponse) -> None:
        await receive(ws, "state")

    with_socket(p, 0, first)
    with p.lock:
        m.apply(0, Bid(4))  # played while the phone was away

    async def again(ws: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
        page: dict[str, Any] = (await receive(ws, "state", seq=1))["page"]
        return page

    page = with_socket(p, 0, again)
    assert not page["turn"]
    assert ["4 (secret until all have bid)"] in [s["lines"] for s in page["sections"]]


def test_stop_leaves_no_thread_and_no_socket(pumped):
    p = start_table(pumped, new_match("titicaca", 2))
    url = p.table.url(0)
    p.stop()
    pumped.remove(p)
    assert not p.table.server.running
    assert not [t for t in threading.enumerate() if t.name == "phone-server"]

    async def go() -> bool:
        async with aiohttp.ClientSession() as s:
            try:
                async with s.get(url):
                    return True
            except aiohttp.ClientConnectionError:
                return False

    assert run(go()) is False
