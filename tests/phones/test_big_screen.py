"""The big screen (the headless play scene) with real phones (headless Chromium): bids made on
three phones at once, never a hand-off for a seat with a phone, public moves clicked on the
screen, a phone that goes away and the fall back to the hand-off."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import pytest

from boardgames.core.match import Match
from boardgames.games import spec
from boardgames.phones.setup import PhoneSetup
from boardgames.ui.app import App
from tests.phones.conftest import HOST, new_match, open_phone, tap

pytestmark = pytest.mark.browser


class Table:
    """A headless big screen with a game that has phones on."""

    def __init__(self, match: Match, size: tuple[int, int] = (1280, 800)) -> None:
        self.app = App(size, headless=True)
        self.app.settings.animations = False
        self.match = match
        self.play: Any = self.app.make(
            "play", spec(match.rules.name), match, autosave=False, phones=PhoneSetup(HOST)
        )
        self.app.push(self.play)
        self.handoffs = 0
        self.step()
        assert self.names() == ["PlayScene", "JoinScene"]

    def names(self) -> list[str]:
        return [type(s).__name__ for s in self.app.scenes]

    def step(self) -> None:
        self.app.step(1 / 60)
        self.handoffs += "HandoffScene" in self.names()

    def until(self, check: Callable[[], Any], timeout: float = 10.0) -> Any:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.step()
            found = check()
            if found:
                return found
            time.sleep(0.003)
        raise AssertionError("the table did not get there in time")

    def close(self) -> None:
        self.app.close()


def choices(driver: Any, wanted: set[str] | None = None) -> list[str]:
    """The actions of the page's choice buttons (only those of ``wanted``, where given: a page
    not yet redrawn still shows the choices of a moment ago)."""
    acts = driver.execute_script(
        "return [...document.querySelectorAll('#choices button[data-act]:enabled')]"
        ".map((b) => b.dataset.act);"
    )
    return [a for a in acts if wanted is None or a in wanted]


def phone_choices(table: Table, seat: int) -> set[str]:
    return {a.encode() for a in table.play.phones.phone_choices(seat)}


def page_text(driver: Any, element_id: str) -> str:
    from selenium.webdriver.common.by import By

    return str(driver.find_element(By.ID, element_id).text)


def play_titicaca(table: Table, drivers: list[Any], rng: random.Random, rounds: int) -> list[float]:
    """Play ``rounds`` rounds: every bid and temple on the phones, every other move clicked on
    the big screen. Returns how long each bid round took."""
    m = table.match
    timings = []
    while not m.is_over and m.state.round_number <= rounds:
        if m.state.phase == "bid":
            start = time.perf_counter()
            bidders = list(m.to_act())
            cursor = m.cursor
            for seat in bidders:
                wanted = phone_choices(table, seat)
                acts = table.until(lambda seat=seat, w=wanted: choices(drivers[seat], w))
                tap(drivers[seat], rng.choice(sorted(acts)))
            # (all passing goes straight on to the next round's bids)
            goal = cursor + len(bidders)
            table.until(lambda goal=goal: m.cursor >= goal)
            timings.append(time.perf_counter() - start)
            continue
        seat = m.to_act()[0]
        assert table.play.controller.seat == seat  # the screen offers the public moves
        assert table.play.viewer is None  # in the public view
        on_phone = table.play.phones.phone_choices(seat)
        cursor = m.cursor
        if on_phone and rng.random() < 0.5:
            wanted = phone_choices(table, seat)
            acts = table.until(lambda seat=seat, w=wanted: choices(drivers[seat], w))
            tap(drivers[seat], rng.choice(sorted(acts)))
        else:
            legal = table.play.controller.legal
            assert legal and not any(a.kind in ("bid", "temple") for a in legal)
            table.play.play(rng.choice(legal))
        table.until(lambda cursor=cursor: m.cursor > cursor)
    return timings


def test_a_titicaca_bid_round_on_three_phones_without_a_hand_off(phones):
    m = new_match("titicaca", 3, seed=11)
    table = Table(m)
    try:
        t0 = time.perf_counter()
        drivers = [open_phone(phones, table.play.phones.url(s)) for s in range(3)]
        table.until(lambda: table.play.phones.live() == {0, 1, 2})
        loaded = time.perf_counter() - t0
        table.until(lambda: all(page_text(d, "status") == "Your turn" for d in drivers))
        for seat, d in enumerate(drivers):  # each name bar in its seat's colour (yellow, red...)
            r, g, b = table.play.controller.player_color(seat)[:3]
            bar = d.execute_script("return getComputedStyle(document.getElementById('seat'))"
                                   ".backgroundColor")
            assert bar == f"rgb({r}, {g}, {b})", (seat, bar)
        assert len({d.execute_script("return document.getElementById('seat').style.background")
                    for d in drivers}) == 3
        table.app.pop()  # Start
        timings = play_titicaca(table, drivers, random.Random(3), rounds=2)
        assert table.handoffs == 0
        assert len(timings) >= 2
        seats_bid = sorted(s.seat for s in m.steps[:3])  # the first round: three bids
        assert seats_bid == [0, 1, 2]
        # The big screen never showed a seat's view: its controller held the public view.
        assert table.play.viewer is None
        print(f"\nthree phones joined in {loaded:.2f} s; bid rounds took " + ", ".join(
            f"{t:.2f} s" for t in timings
        ))
    finally:
        table.close()


def test_a_whole_titicaca_game_on_three_phones(phones):
    m = new_match("titicaca", 3, seed=5)
    table = Table(m)
    try:
        drivers = [open_phone(phones, table.play.phones.url(s)) for s in range(3)]
        table.until(lambda: table.play.phones.live() == {0, 1, 2})
        table.app.pop()
        play_titicaca(table, drivers, random.Random(8), rounds=99)
        assert m.is_over and table.handoffs == 0
        table.until(lambda: "ResultsScene" in table.names())
        replayed = Match.replay(m.rules, m.params, m.seed, [(s.seat, s.text) for s in m.steps])
        assert replayed.outcome() == m.outcome()
        for d in drivers:
            table.until(lambda d=d: "The game is over" in page_text(d, "status"))
    finally:
        table.close()


def test_a_phone_that_goes_away_can_fall_back_to_the_hand_off(phones):
    m = new_match("titicaca", 2, seed=4)
    table = Table(m)
    try:
        drivers = [open_phone(phones, table.play.phones.url(s)) for s in range(2)]
        table.until(lambda: table.play.phones.live() == {0, 1})
        table.app.pop()
        tap(drivers[0], table.until(lambda: choices(drivers[0]))[0])
        table.until(lambda: 0 not in m.to_act())
        drivers[1].quit()  # Bruno's phone dies before he bids
        phones.remove(drivers[1])
        table.until(lambda: table.play.phone_waiting() == [1])
        assert "Waiting for Bruno's phone" in table.play._waiting()
        assert table.handoffs == 0
        button = table.play.fallback_button
        import pygame

        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, button=1, pos=button.rect.center))
        table.until(lambda: "HandoffScene" in table.names())
        assert table.play.phones.fallback == {1}
    finally:
        table.close()


def play_on_phones(table: Table, drivers: list[Any], rng: random.Random, taps: int) -> int:
    """Play until ``taps`` choices were made on phones: a seat's secret choices on its phone,
    its public moves on the big screen. Returns how many moves were made in all."""
    m = table.match
    phones = table.play.phones
    tapped = moves = 0
    while tapped < taps and not m.is_over and moves < 400:
        seat = m.to_act()[0]
        cursor = m.cursor
        legal = phones.phone_choices(seat)
        secret = {a.encode() for a in legal if not phones.module.pick(a)}
        picks = {"pick " + phones.module.pick(a) for a in legal} - {"pick "}
        controller = table.play.controller
        public = list(controller.legal) if controller.seat == seat else []
        assert table.play.viewer is None  # the screen shows no seat's view
        assert not any(a.encode() in secret for a in public)
        if (secret or picks) and (not public or rng.random() < 0.7):
            wanted = secret | picks
            acts = table.until(lambda seat=seat, w=wanted: choices(drivers[seat], w))
            act = rng.choice(sorted(acts))
            tap(drivers[seat], act)
            tapped += 1
            if act in picks:  # the card on the phone, then its space on the big screen
                token = act.removeprefix("pick ")
                picked = table.until(
                    lambda seat=seat, token=token: phones.picked.get(seat) == token
                    and [a for a in table.play.controller.legal if phones.module.pick(a) == token]
                )
                assert {phones.module.pick(a) for a in table.play.controller.legal} <= {"", token}
                table.play.play(rng.choice(picked))
        else:
            assert public, f"nothing to do for seat {seat} on the screen or the phone"
            table.play.play(rng.choice(public))
        table.until(lambda cursor=cursor: m.cursor > cursor)
        moves += 1
    return tapped


@pytest.mark.parametrize("game", ["titania", "cuzco"])
def test_hands_live_on_the_phones(game, phones):
    m = new_match(game, 2, seed=21)
    table = Table(m)
    try:
        drivers = [open_phone(phones, table.play.phones.url(s)) for s in range(2)]
        table.until(lambda: table.play.phones.live() == {0, 1})
        table.app.pop()
        hand = page_text(drivers[0], "sections").lower()  # headings are in capitals
        assert ("your hand" if game == "titania" else "your god cards") in hand
        tapped = play_on_phones(table, drivers, random.Random(5), taps=4)
        assert tapped == 4
        assert table.handoffs == 0
        kinds = {s.text.split()[0] for s in m.steps}
        assert kinds & ({"play", "discard"} if game == "titania" else {"god"})
    finally:
        table.close()


def test_a_phone_that_joins_during_its_hand_off_takes_the_seat_from_the_screen(phones):
    m = new_match("titicaca", 3, seed=6)
    table = Table(m)
    try:
        table.app.pop()  # Start with no phone yet: the screen hands over to Ada as before
        table.until(lambda: "HandoffScene" in table.names())
        assert table.app.scenes[-1].seat == 0
        driver = open_phone(phones, table.play.phones.url(0))  # Ada's phone joins meanwhile
        # Ada's hand-off goes away by itself; the screen hands over to Bruno instead.
        table.until(lambda: table.names()[-1] == "HandoffScene" and table.app.scenes[-1].seat == 1)
        assert table.play.viewer != 0
        tap(driver, table.until(lambda: choices(driver))[0])  # Ada bids on her phone
        table.until(lambda: 0 not in m.to_act())
        assert table.names()[-1] == "HandoffScene" and table.app.scenes[-1].seat == 1
    finally:
        table.close()
