"""What a seat's socket receives holds nothing of another seat's secrets, in every game with
phones: each page that arrives is checked against a state drawn at random from that seat's view
(the other seats' hands, bids and tiles drawn anew). A page that let another seat's secret through
would differ between the two."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import aiohttp
import pytest

from boardgames.games import REGISTRY, spec
from tests.phones.conftest import new_match, start_table

GAMES = [s.name for s in REGISTRY if s.phone]


def test_the_games_with_secrets_have_phone_pages():
    assert GAMES == ["titicaca", "titania", "cuzco"]
    assert spec("tiwanaku").phone == ""  # no secrets: no phones (the join screen is not needed)


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_receives_only_what_its_view_shows(game, pumped):
    players = 3
    m = new_match(game, players, seed=13)
    p = start_table(pumped, m)
    table = p.table
    rng = random.Random(2)
    checked = 0

    def move() -> int:
        with p.lock:
            seat = rng.choice(m.to_act())
            m.apply(seat, rng.choice(m.legal_actions(seat)))
            return m.cursor

    async def go() -> int:
        nonlocal checked
        async with aiohttp.ClientSession() as session:
            sockets = [await session.ws_connect(table.url(s) + "/ws") for s in range(players)]
            cursor = 0
            for _ in range(40):
                for seat, ws in enumerate(sockets):
                    page = await _page_at(ws, cursor)
                    with p.lock:
                        _check_page(table, m, seat, page, rng)
                    checked += 1
                if m.is_over:
                    break
                cursor = await asyncio.to_thread(move)
            for ws in sockets:
                await ws.close()
        return checked

    assert asyncio.run(asyncio.wait_for(go(), 60)) >= 40


async def _page_at(ws: aiohttp.ClientWebSocketResponse, cursor: int) -> dict[str, Any]:
    while True:
        msg = await ws.receive(timeout=10)
        data = json.loads(msg.data)
        if data["type"] == "state" and data["page"]["seq"] == cursor:
            page: dict[str, Any] = data["page"]
            return page


def _check_page(table: Any, m: Any, seat: int, page: dict[str, Any], rng: random.Random) -> None:
    """The page as sent equals the page of a state drawn from the seat's view."""
    assert page["seq"] == m.cursor
    view = m.view(seat)
    drawn = m.rules.sample_state(view, seat, rng)
    assert m.rules.view(drawn, seat) == view  # the draw is one the seat cannot tell apart
    expected = {k: v for k, v in table.page_of(drawn, seat).items() if k != "log"}
    sent = {k: v for k, v in page.items() if k not in ("log", "seq")}
    assert sent == json.loads(json.dumps(expected))
    # The log lines are the seat's own log: events hidden from it are not among them.
    assert page["log"] == m.log(seat)[-4:]
