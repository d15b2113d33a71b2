"""Real phones: headless Chromium opens seat pages on 127.0.0.1 and taps their buttons."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from boardgames.games.titicaca.actions import Bid
from tests.phones.conftest import new_match, open_phone, start_table, tap

pytestmark = pytest.mark.browser


def wait_for(driver: Any, check: Any, timeout: float = 10.0) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(lambda d: check(d))


def text(driver: Any, element_id: str) -> str:
    from selenium.webdriver.common.by import By

    return str(driver.find_element(By.ID, element_id).text)


@pytest.mark.soak  # the big screen's bid round on three phones covers it in CI
def test_three_phones_bid_at_once_and_the_page_follows_the_game(pumped, phones):
    m = new_match("titicaca", 3)
    p = start_table(pumped, m)
    t0 = time.perf_counter()
    drivers = [open_phone(phones, p.table.url(s)) for s in range(3)]
    for d, name in zip(drivers, ("Ada", "Bruno", "Chloe"), strict=True):
        wait_for(d, lambda d, name=name: text(d, "name") == name)
        assert text(d, "status") == "Your turn"
        assert "Bid weapons in secret" in text(d, "prompt")
    loaded = time.perf_counter() - t0
    t0 = time.perf_counter()
    for d, bid in zip(drivers, (3, 1, 2), strict=True):
        tap(d, Bid(bid).encode())
    for d in drivers:
        wait_for(d, lambda d: "Your turn" not in text(d, "status") or text(d, "hint"))
    with p.lock:
        bids = sorted((s.seat, s.text) for s in m.steps[:3])
        cursor = m.cursor
    round_s = time.perf_counter() - t0
    assert bids == [(0, "bid value=3"), (1, "bid value=1"), (2, "bid value=2")]
    assert cursor == 3
    # Ada bid most: her turn to place, on the big screen; the others wait for her.
    wait_for(drivers[0], lambda d: "big screen" in text(d, "hint"))
    assert "Waiting for Ada" in text(drivers[1], "status")
    print(f"\nthree phones loaded in {loaded:.2f} s; a bid round on three phones {round_s:.2f} s")


def test_a_refused_tap_says_why_in_one_line(pumped, phones):
    m = new_match("titicaca", 2)
    p = start_table(pumped, m)
    d = open_phone(phones, p.table.url(0))
    wait_for(d, lambda d: text(d, "status") == "Your turn")
    with p.lock:  # the table is busy: the page still shows its buttons
        m.apply(0, Bid(2))  # made meanwhile (on another device, say)
        tap(d, Bid(3).encode())
        time.sleep(0.3)
    wait_for(d, lambda d: text(d, "error") == "It is not your turn.")
    wait_for(d, lambda d: text(d, "status") == "Waiting for Bruno")
    with p.lock:
        assert [s.text for s in m.steps] == ["bid value=2"]


def test_a_second_device_takes_over_and_the_first_says_so(pumped, phones):
    p = start_table(pumped, new_match("titicaca", 2))
    first = open_phone(phones, p.table.url(1))
    wait_for(first, lambda d: text(first, "name") == "Bruno")
    second = open_phone(phones, p.table.url(1))
    wait_for(second, lambda d: text(second, "name") == "Bruno")
    wait_for(first, lambda d: "opened on another device" in text(first, "cover-text"))
    tap(second, Bid(1).encode())
    wait_for(second, lambda d: text(d, "status").startswith("Waiting"))


def test_a_phone_reconnects_by_itself_and_shows_the_present_state(pumped, phones):
    m = new_match("titicaca", 2)
    p = start_table(pumped, m)
    d = open_phone(phones, p.table.url(0))
    wait_for(d, lambda d: text(d, "conn") == "Connected to the table")
    # Every socket dropped (the Wi-Fi went away); a move is made meanwhile.
    p.table.server.drop_all()
    with p.lock:
        m.apply(0, Bid(5))
    wait_for(d, lambda d: "5 (secret" in text(d, "sections"))
    assert text(d, "conn") == "Connected to the table"
    assert p.table.server.connects >= 2


@pytest.mark.parametrize("game", ["titicaca", "titania", "cuzco"])
def test_the_page_fits_a_small_phone_with_big_enough_text_and_buttons(game, pumped, phones):
    m = new_match(game, 3, seed=11)
    p = start_table(pumped, m)
    rng = random.Random(1)
    with p.lock:  # on to a moment when Ada has buttons on her phone (a god card to play...)
        while not (0 in m.to_act() and p.table.phone_choices(0)):
            seat = m.to_act()[0]
            m.apply(seat, rng.choice(m.legal_actions(seat)))
    d = open_phone(phones, p.table.url(0), size=(360, 640))
    wait_for(d, lambda d: text(d, "status") == "Your turn")
    found = d.execute_script(
        """
        const texts = [...document.querySelectorAll('body *')].filter(
          (e) => e.childNodes.length && [...e.childNodes].some(
            (n) => n.nodeType === 3 && n.textContent.trim()) && e.offsetParent !== null);
        const buttons = [...document.querySelectorAll('#choices button')];
        return {
          smallest: Math.min(...texts.map((e) => parseFloat(getComputedStyle(e).fontSize))),
          lowest: Math.min(...buttons.map((b) => b.getBoundingClientRect().height)),
          narrowest: Math.min(...buttons.map((b) => b.getBoundingClientRect().width)),
          buttons: buttons.length,
          wide: document.documentElement.scrollWidth,
          room: window.innerWidth,
        };
        """
    )
    assert found["buttons"] > 0
    assert found["smallest"] >= 16
    assert found["lowest"] >= 44 and found["narrowest"] >= 44
    assert found["wide"] <= found["room"]  # nothing runs off the side


def test_a_bid_is_a_keypad_not_a_long_list(pumped, phones):
    m = new_match("titicaca", 3, seed=11)
    p = start_table(pumped, m)
    d = open_phone(phones, p.table.url(0), size=(360, 640))
    wait_for(d, lambda d: text(d, "status") == "Your turn")
    rows = d.execute_script(
        """
        const buttons = [...document.querySelectorAll('#choices button')];
        return buttons.map((b) => [b.textContent, Math.round(b.getBoundingClientRect().top)]);
        """
    )
    bids = [top for label, top in rows if label.isdigit()]
    assert len(bids) >= 20  # 1 to 20 weapons
    # Side by side, four or more a row: every bid within six rows, so no long scroll to bid 15.
    assert len(set(bids)) <= 6
    passing = [top for label, top in rows if not label.isdigit()]
    assert passing and passing[0] < min(bids)  # passing keeps its own row, above the numbers
