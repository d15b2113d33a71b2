"""The soak: many random games of one game and player count, every protocol promise checked after
every action, spread over processes.

Checked at each step: a game not over has a seat to act and that seat has a legal action; ``apply``
leaves its input unchanged; the same action applied the search's way (``apply_unchecked``: no
legality check, no events) reaches the very same state as the checked ``apply``, and the game's
cheap random pick (``random_action``) gives one of the listed legal actions; undo then redo
returns the same state; every seat's view is stable
(viewing a view changes nothing) and the public view follows from each seat's view. At the end: the
game ended within the bound (``max_actions`` on the rules object, else the playout bound), the
outcome's breakdown adds up to its totals, and a save written and loaded again replays to the very
same states. A game that breaks a promise is written as a save file that reproduces it (its seed,
player count and actions), named in the report. Pure Python: no pygame.

The seats are played by bots: uniformly random legal actions by default, or the levels named in
``bots`` (rotated over the seats from game to game, as in the arena). A bot decides from its
seat's view and the events that seat has seen, so the soak also proves that every bot finds a
legal action from what it may know, all the way to the end of the game.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import pickle
import random
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from boardgames.ai import choose, kind_of, make_bot, seen_by
from boardgames.core import savefile
from boardgames.core.match import BOT_RANDOM, Match
from boardgames.core.playout import MAX_ACTIONS
from boardgames.core.rules import Params, fast_apply
from boardgames.games import find_rules


@dataclass
class Fault:
    seed: int
    problem: str
    save: str = ""  # a save file that replays the game up to the fault


@dataclass
class SoakResult:
    game: str
    players: int
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    faults: list[Fault] = field(default_factory=list)
    bots: tuple[str, ...] = ("random",)

    def summary(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "faults": len(self.faults),
            "actions": self.actions,
            "seconds": round(self.seconds, 2),
            "bots": list(self.bots),
        }


class Broken(AssertionError):
    """A promise of the protocol broken during a soak game."""


class _LayoutOnce:
    """A game's rules that read their layout file once per process: the soak starts thousands of
    matches of one configuration, and parsing the YAML again for each was a third of the time."""

    def __init__(self, rules: Any) -> None:
        self._rules = rules
        self._layouts: dict[str, Any] = {}

    def load_layout(self, params: Params) -> Any:
        key = json.dumps(params.to_json(), sort_keys=True)
        if key not in self._layouts:
            self._layouts[key] = self._rules.load_layout(params)
        return self._layouts[key]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)


def soak_one(
    game: str, params: Params, seed: int, rules: Any = None, bots: Sequence[str] = ("random",)
) -> tuple[int, Match, str | None]:
    """One game with every check, its seats played by ``bots`` (rotated by the seed);
    (actions, match, problem or None)."""
    rules = rules or find_rules(game)
    assert rules is not None
    match = Match(rules, params, seed)
    rng = random.Random(seed ^ 0x50AC)
    # the search's random picks draw from a stream of their own, so checking them leaves the
    # soak's games the very same games as before the check existed
    picks = random.Random(seed ^ 0x91C5)
    seat_bots = _seat_bots(rules, bot_kinds(bots), seed, params.players)
    bound = int(getattr(rules, "max_actions", MAX_ACTIONS))
    try:
        while True:
            state = match.state
            outcome = rules.outcome(state)
            acting = rules.to_act(state)
            if outcome is not None:
                if acting:
                    raise Broken(f"the game is over but seats {acting} are to act")
                _check_outcome(outcome, params.players)
                break
            if not acting:
                raise Broken("the game is not over but nobody is to act")
            legal_by_seat = {s: rules.legal_actions(state, s) for s in acting}
            for s, legal in legal_by_seat.items():
                if not legal:
                    raise Broken(f"seat {s} is to act but has no legal action")
            _check_views(rules, state, params.players)
            seat = acting[0] if len(acting) == 1 else rng.choice(acting)
            bot = seat_bots[seat]
            if bot is None:
                action = rng.choice(legal_by_seat[seat])
            else:
                action = _bot_action(bot, rules, match, seat, params.players)
                if action not in legal_by_seat[seat]:
                    raise Broken(f"the bot chose an illegal action ({action.encode()})")
            _check_search_pick(rules, state, seat, legal_by_seat[seat], picks)
            before = _fingerprint(state, match.layout)
            unchecked = fast_apply(rules, state, seat, action)
            if _fingerprint(state, match.layout) != before:
                raise Broken(f"apply_unchecked changed its input state ({action.encode()})")
            match.apply(seat, action)
            if _fingerprint(state, match.layout) != before:
                raise Broken(f"apply changed its input state ({action.encode()})")
            here = match.state
            if unchecked != here:
                raise Broken(
                    f"apply_unchecked and apply reach different states ({action.encode()})"
                )
            if match.undo():
                if match.state != state:
                    raise Broken("undo did not return to the state before the action")
                match.redo()
                if match.state != here:
                    raise Broken("redo did not return to the state after the action")
            if len(match.steps) > bound:
                raise Broken(f"no end after {bound} actions")
        loaded = savefile.from_json(
            json.loads(json.dumps(savefile.to_json(match))),
            lambda name: rules if name == game else None,
            "soak",
        )
        if loaded.states != match.states:
            raise Broken("a save loaded again does not replay to the same states")
    except Exception as exc:  # every failure, the rules' own crashes too, becomes a fault
        return len(match.steps), match, f"{type(exc).__name__}: {exc}"
    return len(match.steps), match, None


def bot_kinds(names: Sequence[str]) -> tuple[str, ...]:
    """The seat kinds of bot level names ("easy" or "bot:easy"); random when none are named.
    Raises ValueError naming an unknown level."""
    return tuple(kind_of(name.strip()) for name in names if name.strip()) or (BOT_RANDOM,)


def _seat_bots(rules: Any, kinds: Sequence[str], seed: int, players: int) -> list[Any]:
    """Each seat's bot for the game of ``seed`` (None for the soak's own random choice, which
    keeps a random-only soak the very same games as before bots could join it)."""
    seats: list[Any] = []
    for s in range(players):
        kind = kinds[(s + seed) % len(kinds)]
        seats.append(None if kind == BOT_RANDOM else make_bot(kind, rules, seed=seed * 8 + s))
    return seats


def _bot_action(bot: Any, rules: Any, match: Match, seat: int, players: int) -> Any:
    """The bot's move from its seat's view and what that seat has seen, never the state."""
    return choose(bot, rules, match.view(seat), seat, seen_by(match, seat), players)


def _check_search_pick(
    rules: Any, state: Any, seat: int, legal: Sequence[Any], rng: random.Random
) -> None:
    """The game's cheap random pick for search (if it has one) gives a listed legal action."""
    pick = getattr(rules, "random_action", None)
    if pick is None:
        return
    picked = pick(state, seat, rng)
    if picked not in legal:
        raise Broken(f"random_action picked an illegal action ({picked.encode()})")


def _fingerprint(state: Any, layout: Any) -> tuple[bytes, ...]:
    """Bytes that change whenever the state changes: pickled, at a tenth of a deep copy's cost.
    A state's reference to the (immutable, shared) layout is left out, as it is most of the
    bytes in Cuzco and Titania."""
    names = getattr(state, "__dataclass_fields__", None)
    if names is None:
        return (pickle.dumps(state),)
    return tuple(
        pickle.dumps(value)
        for value in (getattr(state, name) for name in names)
        if value is not layout
    )


def _check_views(rules: Any, state: Any, players: int) -> None:
    public = rules.view(state, None)
    for seat in range(players):
        view = rules.view(state, seat)
        if rules.view(view, seat) != view:
            raise Broken(f"seat {seat}'s view changes when viewed again")
        if rules.view(view, None) != public:
            raise Broken(f"the public view does not follow from seat {seat}'s view")


def _check_outcome(outcome: Any, players: int) -> None:
    if len(outcome.scores) != players:
        raise Broken("the outcome does not score every player")
    if not outcome.winners:
        raise Broken("the outcome names no winner")
    if outcome.breakdown:
        totals = [sum(values[s] for values in outcome.breakdown.values()) for s in range(players)]
        if totals != list(outcome.scores):
            raise Broken(
                f"the breakdown adds up to {totals}, not the scores {list(outcome.scores)}"
            )


def _work(job: tuple[str, dict[str, Any], list[int], str, tuple[str, ...]]) -> dict[str, Any]:
    game, params_json, seeds, out_dir, bots = job
    params = Params.from_json(params_json)
    rules = _LayoutOnce(find_rules(game))
    actions = 0
    faults: list[dict[str, Any]] = []
    for seed in seeds:
        n, match, problem = soak_one(game, params, seed, rules, bots)
        actions += n
        if problem is not None:
            path = Path(out_dir) / f"soak-{game}-{params.players}p-seed{seed}.json"
            try:
                savefile.save(match, path)
                where = str(path)
            except OSError as exc:
                where = f"(could not write {path}: {exc})"
            faults.append({"seed": seed, "problem": problem, "save": where})
    return {"actions": actions, "faults": faults}


def soak(
    game: str,
    params: Params,
    games: int,
    seed: int = 1,
    jobs: int | None = None,
    out_dir: Path | None = None,
    bots: Sequence[str] = ("random",),
) -> SoakResult:
    """Play ``games`` games (seeds ``seed``.. ``seed + games - 1``) with every check, the seats
    played by ``bots`` (level names; "random" by default)."""
    kinds = bot_kinds(bots)  # an unknown level is refused before any process starts
    jobs = max(1, jobs or os.cpu_count() or 1)
    out = out_dir or Path(tempfile.gettempdir())
    seeds = list(range(seed, seed + games))
    chunk = max(1, min(50, games // (jobs * 4) or 1))
    batches = [
        (game, params.to_json(), seeds[i : i + chunk], str(out), kinds)
        for i in range(0, len(seeds), chunk)
    ]
    result = SoakResult(game, params.players, bots=tuple(k.removeprefix("bot:") for k in kinds))
    start = time.perf_counter()
    if jobs == 1 or len(batches) == 1:
        parts = [_work(b) for b in batches]
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            parts = pool.map(_work, batches)
    for part in parts:
        result.actions += part["actions"]
        result.faults += [Fault(**f) for f in part["faults"]]
    result.games = games
    result.seconds = time.perf_counter() - start
    return result
