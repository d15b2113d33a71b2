"""Bots, built only on the rules protocol: they see a seat's view and what that seat has seen.

Seat kinds (the strings ``core.match`` keeps per seat, saved with a match):

* ``bot:random`` - uniformly random legal actions (``random_bot``);
* ``bot:easy`` - one action ahead on the game's heuristic, with some noise (``greedy``);
* ``bot:medium`` / ``bot:hard`` - information-set Monte Carlo tree search (``mcts``) over
  full states drawn from the seat's view; hard thinks longer and looks further past its tree
  (four heuristic-guided playout actions to medium's one), and takes the choices a game settles
  by its own deduction from the view (``deduced_action``: Tiwanaku's divinations).

``make_bot(..., processes=N)`` lets medium and hard search in N processes at once (``workers``).
The cheating yardstick (``yardstick``) reads full states: only the arena seats it.

``make_bot(kind, rules, seed)`` builds one. A game a bot cannot search without peeking (no
``sample_state`` and hidden information) gets the random bot for every level. Every bot has
``choose(rules, view, seat, seen=(), players=2, stop=None) -> Action``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from boardgames.ai.common import Budget, Stopped, can_search
from boardgames.ai.greedy import GreedyBot
from boardgames.ai.mcts import SearchBot
from boardgames.ai.random_bot import RandomBot
from boardgames.ai.workers import shared_pool
from boardgames.core.match import BOT_RANDOM, Match
from boardgames.core.rules import Event, Rules, Seat

BOT_EASY = "bot:easy"
BOT_MEDIUM = "bot:medium"
BOT_HARD = "bot:hard"
BOT_KINDS: tuple[str, ...] = (BOT_RANDOM, BOT_EASY, BOT_MEDIUM, BOT_HARD)
LEVELS: dict[str, str] = {
    "random": BOT_RANDOM,
    "easy": BOT_EASY,
    "medium": BOT_MEDIUM,
    "hard": BOT_HARD,
}

# Thinking limits per move. The time limits decide on a shared machine (Tiwanaku's hard bot
# reaches its iterations only on an idle one): the arena's mean per move stays under a second
# for every level, hard's longest under three; see the arena table in issue #12.
# Easy judges every action once; its time limit only bounds drawing the states it judges on.
EASY_BUDGET = Budget(seconds=1.0)
MEDIUM_BUDGET = Budget(iterations=150, seconds=0.6)
HARD_BUDGET = Budget(iterations=600, seconds=0.9)

__all__ = [
    "BOT_EASY",
    "BOT_HARD",
    "BOT_KINDS",
    "BOT_MEDIUM",
    "BOT_RANDOM",
    "LEVELS",
    "Budget",
    "GreedyBot",
    "RandomBot",
    "SearchBot",
    "Stopped",
    "choose",
    "decide",
    "make_bot",
    "seen_by",
]


def kind_of(name: str) -> str:
    """A seat kind from a level name ("hard") or a kind ("bot:hard")."""
    if name in LEVELS:
        return LEVELS[name]
    if name in BOT_KINDS:
        return name
    raise ValueError(f"unknown bot {name!r} (known: {', '.join(LEVELS)})")


def make_bot(
    kind: str,
    rules: Rules[Any],
    seed: int = 0,
    budget: Budget | None = None,
    processes: int = 1,
) -> Any:
    """A bot of a seat kind (or level name) for a game; the random bot where the game cannot be
    searched without peeking. ``budget`` replaces the level's thinking limits; with
    ``processes`` above 1, medium and hard search in that many processes at once (the app's
    shared worker pool, ``workers.shared_pool``), each within the budget."""
    kind = kind_of(kind)
    helpers = shared_pool(processes - 1) if processes > 1 else None
    if kind == BOT_RANDOM or not can_search(rules):
        return RandomBot(seed)
    if kind == BOT_EASY:
        return GreedyBot(seed, budget=budget or EASY_BUDGET)
    if kind == BOT_MEDIUM:
        # Playouts of four actions, only the first the best of a few random ones by the
        # heuristic, before the heuristic scores the position. Scoring after a single action
        # judged positions in mid-turn (a Titicaca bid not yet resolved) and lost to the easy
        # bot in 4 games of 10 there; four actions let the turn play out (23 of 24 against easy
        # in Titicaca, 15 of 16 in Tiwanaku) while hard, guided at every step and searching four
        # times as long, still wins most games against it (see the arena table in issue #12).
        return SearchBot(
            seed,
            budget or MEDIUM_BUDGET,
            guided=True,
            cutoff=4,
            guided_steps=1,
            name="medium",
            helpers=helpers,
        )
    # Playouts of four actions per other seat, the first four guided: on a loaded machine a hard
    # move gets only a hundred or two iterations in Tiwanaku at 2 players, and more of them beat
    # longer (clairvoyant) playouts. At 3 players four actions stop in mid-round (Titicaca's
    # bids and placements take two actions a seat), and hard won only 4 of 12 games against
    # medium; with eight it won 10 of the same 12 (see issue #12).
    return SearchBot(
        seed,
        budget or HARD_BUDGET,
        guided=True,
        cutoff=4,
        guided_steps=4,
        name="hard",
        cutoff_per_opponent=True,
        deduces=True,
        helpers=helpers,
    )


def seen_by(match: Match, seat: Seat) -> list[Event]:
    """The events ``seat`` has seen so far, oldest first: what a bot may remember."""
    return [e for step in match.played() for e in step.events if e.visible(seat)]


def decide(
    bot: Any,
    rules: Rules[Any],
    state: Any,
    seat: Seat,
    seen: Sequence[Event],
    players: int,
    stop: Any = None,
) -> Any:
    """A bot's action for ``seat`` in a match at ``state``: the bot gets only the seat's view
    (and the events it has seen), never the state itself."""
    return choose(bot, rules, rules.view(state, seat), seat, seen, players, stop)


def choose(
    bot: Any,
    rules: Rules[Any],
    view: Any,
    seat: Seat,
    seen: Sequence[Event],
    players: int,
    stop: Any = None,
) -> Any:
    """Ask any bot for its action (the random bot takes neither memory nor a stop signal)."""
    if isinstance(bot, RandomBot):
        return bot.choose(rules, view, seat)
    return bot.choose(rules, view, seat, seen, players=players, stop=stop)
