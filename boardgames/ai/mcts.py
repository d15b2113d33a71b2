"""The medium and hard bots: information-set Monte Carlo tree search over the bot seat's view only.

Every iteration draws one full state the bot's seat cannot tell from its view (a determinization,
``common.determinizations``), then walks one tree shared by all of them, as in single-observer
ISMCTS (Cowling, Powley and Whitehouse 2012): a node's children are the actions taken there, and
an action only competes in the iterations whose determinization allows it (UCB counts how often
it was available rather than how often its parent was visited). So the bot's statistics are about
what it knows, never about one guessed state.

Simultaneous choices (several seats to act at once, like Titicaca's secret bids) are made
simultaneously: each acting seat picks from its own statistics at that node (decoupled UCT),
without knowing what the others pick in that iteration, and the joint choice leads on.

Where the game declares a heuristic, the search asks it about the actions the first time it
meets a node (at the root: every action, averaged over several determinizations, against the best
other seat, as the easy bot judges; inside the tree: at most ``PRIOR_ACTIONS`` of them in one
determinization), tries the favourite first and keeps a bias towards it that fades as the action
is tried (progressive bias). Only the favourites compete at a node, more as it is visited
(progressive widening), so a few hundred iterations go where they matter; and a playout stops
after a few actions for the heuristic to score the position (random playouts of many actions
mostly measure the random player).

A game may settle some choices by the seat's own deduction (``settled_action``: Tiwanaku's
divinations, from what is face up, never from the drawn state): hard plays them at once, in the
tree and in playouts, instead of branching on them, so its search values a move by the
divinations the bot will really make; such a game may also weigh the view before the search
(``weigh_view``). A game that declares ``margin_from_root`` has the rewards' margin counted from
the root's (``common.estimate_rewards``): far behind, every line otherwise scores about 0.

Playouts run on the game's fast path (``core.rules.fast_stepper``); a guided one takes, at each
of its first steps, the best of a few random actions by the game's heuristic for the seat to act
(medium: one such action; hard: four). Rewards are per seat: the share of the win plus a little
for the margin; alone, the value against the search's running mean (``_Search._solo``).
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Sequence
from typing import Any

from boardgames.ai.common import (
    Budget,
    Thinking,
    Votes,
    best_of_random,
    determinizations,
    end_rewards,
    estimate_rewards,
    relative,
    summed,
)
from boardgames.core.rules import (
    Action,
    Event,
    Rules,
    Seat,
    fast_apply,
    fast_stepper,
)

EXPLORATION = 0.7  # UCB constant for rewards in [0, 1]
PRIOR_WEIGHT = 3.0  # hard: weight of the heuristic's prior, fading as an action is tried
SAMPLE_CHUNK = 4  # determinizations drawn at a time
MIN_ITERATIONS = 16  # even past the time limit (drawing the samples may have taken it all)
WIDEN_BASE = 4  # actions competing at a node visited once; one more per square of visits
ROOT_PRIOR_SAMPLES = 6
PRIOR_ACTIONS = 24  # inside the tree, at most this many actions are judged for the prior  # determinizations the root's prior is averaged over
SOLO_SCALE = 10.0  # solo: points over the search's mean value that count as clearly better
MAX_PLAYOUT = 5000  # actions: a safety net, games end long before


class _Node:
    """Statistics of the action that leads here (from the acting seat's side) and the tree below.

    ``children`` holds the nodes below, by (seat, action) after a single seat acted or by the
    tuple of every acting seat's (seat, action) after a simultaneous choice; ``joint`` holds the
    per-seat statistics of a simultaneous choice made here: seat -> action -> [n, w, avail].
    """

    __slots__ = ("avail", "children", "joint", "n", "prior", "ranked", "visits", "w")

    def __init__(self) -> None:
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.children: dict[Any, _Node] = {}
        self.joint: dict[Seat, dict[Action, list[float]]] | None = None
        self.prior: dict[Action, float] | None = None  # the heuristic's view, in [0, 1]
        self.ranked: list[Action] | None = None  # the prior's actions, best first
        self.visits = 0  # iterations that chose an action here (for progressive widening)


class SearchBot:
    """ISMCTS with a budget; ``guided`` chooses the first ``guided_steps`` playout actions as
    the best of ``candidates`` random ones by the heuristic.

    With a game heuristic the search uses it for the tree's prior and to score a playout after
    ``cutoff`` actions (with ``cutoff_per_opponent``, that many for every other seat, so that the
    others get to answer at a full table too); without one, playouts are random and run to the end.
    """

    def __init__(
        self,
        seed: int = 0,
        budget: Budget | None = None,
        guided: bool = False,
        pool: int = 24,
        cutoff: int = 8,
        guided_steps: int = 8,
        candidates: int = 4,
        name: str = "",
        cutoff_per_opponent: bool = False,
        deduces: bool = False,
        helpers: Any = None,
    ) -> None:
        self._rng = random.Random(seed)
        # What a worker process needs to search as this bot does (``workers``).
        self.settings: dict[str, Any] = {
            "guided": guided,
            "pool": pool,
            "cutoff": cutoff,
            "guided_steps": guided_steps,
            "candidates": candidates,
            "name": name,
            "cutoff_per_opponent": cutoff_per_opponent,
        }
        # Worker processes searching the same decisions (``workers.SearchPool``), or None.
        self.helpers = helpers
        self.budget = budget or Budget(iterations=1000)
        self.guided = guided
        self.pool = pool  # determinizations drawn per decision, cycled through
        self.cutoff = cutoff  # guided playouts: actions before the heuristic scores the position
        self.cutoff_per_opponent = cutoff_per_opponent
        self.deduces = deduces  # take the game's ``deduced_action`` where it offers one
        self.guided_steps = guided_steps  # guided playouts: the first actions are chosen ...
        self.candidates = candidates  # ... as the best of this many random ones
        self.name = name or ("hard" if guided else "medium")
        self.iterations = 0  # of the last decision, for measurements
        self.tried = 0  # root actions the last decision tried (after a single seat's choice)
        # the last decision's root actions, most tried first: (action, tries, mean reward)
        self.ranking: list[tuple[Action, int, float]] = []
        self._hint: Any = None  # a state drawn for the last move, to start the next from

    def choose(
        self,
        rules: Rules[Any],
        view: Any,
        seat: Seat,
        seen: Sequence[Event] = (),
        players: int = 2,
        stop: threading.Event | None = None,
    ) -> Action:
        actions = rules.legal_actions(view, seat)
        if not actions:
            raise RuntimeError(f"{rules.title}: seat {seat} must act but has no legal action")
        if len(actions) == 1:
            self.iterations = 0
            self.ranking = [(actions[0], 0, 0.0)]
            return actions[0]
        thinking = Thinking(self.budget, stop)
        rng = self._rng
        deduced = getattr(rules, "deduced_action", None) if self.deduces else None
        if deduced is not None:
            # The game's own deduction settles some choices better than a search of drawn
            # states can (Tiwanaku's divinations: a search whose playouts read the drawn crops
            # guesses as if it knew them).
            action: Action | None = deduced(view, seat, rng, thinking.deadline)
            if action is not None:
                self.iterations = 0
                self.ranking = [(action, 0, 0.0)]
                return action
        helpers = self.helpers
        if helpers is not None:
            seeds = [rng.randrange(2**31) for _ in range(helpers.size)]
            answering = helpers.search(
                rules.name, view, seat, seen, players, self.settings, seeds, self.budget
            )
        try:
            votes = self._search(rules, view, seat, seen, players, thinking, actions)
        except BaseException:  # stopped (or failed): the workers stop too, answers dropped
            if helpers is not None:
                helpers.abandon(answering)
            raise
        if helpers is not None:
            answers = helpers.gather(answering, self.budget, stop)
            votes = summed([votes, *(v for v, _ in answers if v is not None)])
            self.iterations += sum(n for _, n in answers)
        self.ranking = ranked(votes)
        return _best(votes, actions, rng)

    def votes(
        self,
        rules: Rules[Any],
        view: Any,
        seat: Seat,
        seen: Sequence[Event],
        players: int,
        stop: Any = None,
    ) -> Votes:
        """The root statistics of one search of the decision (what a worker process answers)."""
        thinking = Thinking(self.budget, stop)
        return self._search(
            rules, view, seat, seen, players, thinking, rules.legal_actions(view, seat)
        )

    def _search(
        self,
        rules: Rules[Any],
        view: Any,
        seat: Seat,
        seen: Sequence[Event],
        players: int,
        thinking: Thinking,
        actions: list[Action],
    ) -> Votes:
        rng = self._rng
        weigh = getattr(rules, "weigh_view", None) if self.guided else None
        if weigh is not None:  # what the game's settled choices and heuristic reckon with
            weigh(view, thinking.sampling_deadline())
        pool = self._determinizations(rules, view, seat, seen, thinking)
        search = _Search(
            rules,
            players,
            rng,
            self.guided,
            self.playout_cutoff(players),
            self.guided_steps,
            self.candidates,
        )
        root = _Node()
        if search.heuristic is not None and len(rules.to_act(view)) == 1:
            # The root's prior from one determinization would favour what that one drew (in
            # Tiwanaku: the crop it put under a pawn); averaged over several, it is the seat's
            # expectation, which is what the easy bot plays by and what the search refines.
            root.prior = search.prior_over(pool[:ROOT_PRIOR_SAMPLES], seat, actions)
            if getattr(rules, "margin_from_root", False):
                search.centre_on(pool[:ROOT_PRIOR_SAMPLES])
        done = 0
        while thinking.more(done) or (done < MIN_ITERATIONS and not thinking.capped(done)):
            search.iterate(root, pool[done % len(pool)])
            done += 1
        self.iterations = done
        self.tried = len(root.children)
        return _votes(root, seat, actions)

    def playout_cutoff(self, players: int) -> int:
        """Actions a guided playout takes before the heuristic scores it, at this table."""
        return self.cutoff * max(1, players - 1) if self.cutoff_per_opponent else self.cutoff

    def _determinizations(
        self, rules: Rules[Any], view: Any, seat: Seat, seen: Sequence[Event], thinking: Thinking
    ) -> list[Any]:
        """The pool of full states to cycle through, drawn a few at a time: with a time limit,
        drawing stops once it has taken a quarter of the time."""
        pool: list[Any] = []
        deadline = thinking.sampling_deadline()
        while len(pool) < self.pool:
            thinking.check()
            n = min(SAMPLE_CHUNK, self.pool - len(pool))
            hint = pool[-1] if pool else self._hint
            pool += determinizations(rules, view, seat, self._rng, seen, n, hint, deadline)
            if deadline is not None and time.perf_counter() > deadline:
                break
        self._hint = pool[-1]
        return pool


def _votes(root: _Node, seat: Seat, actions: list[Action]) -> Votes:
    """Per action of the seat tried at the root: its visits and summed reward."""
    if root.joint is not None and seat in root.joint:
        stats = root.joint[seat]
        return {a: (stats[a][0], stats[a][1]) for a in actions if a in stats}
    out: Votes = {}
    for a in actions:
        child = root.children.get((seat, a))
        if child is not None:
            out[a] = (child.n, child.w)
    return out


def ranked(votes: Votes) -> list[tuple[Action, int, float]]:
    """The actions the search tried, most tried first (ties: the better average), each with its
    tries and mean reward (what a suggestion quotes)."""
    out = [(a, int(n), w / n) for a, (n, w) in votes.items() if n]
    out.sort(key=lambda t: (t[1], t[2]), reverse=True)
    return out


def _best(votes: Votes, actions: list[Action], rng: random.Random) -> Action:
    """The most tried of the actions (ties: the better average, then any)."""
    scored = [(n, w / max(1, n), a) for a, (n, w) in votes.items()]
    if not scored:
        return rng.choice(actions)
    top = max(scored, key=lambda t: (t[0], t[1]))
    return top[2]


class _Search:
    def __init__(
        self,
        rules: Rules[Any],
        players: int,
        rng: random.Random,
        guided: bool,
        cutoff: int,
        guided_steps: int,
        candidates: int,
    ) -> None:
        self.rules = rules
        self.players = players
        self.rng = rng
        self.guided = guided
        self.cutoff = cutoff
        self.guided_steps = guided_steps
        self.candidates = candidates
        self.step = fast_stepper(rules)
        self.heuristic = getattr(rules, "heuristic", None)  # a game may have none
        # Choices the game settles by the seat's own deduction inside a search (Tiwanaku's
        # divinations): played at once, in the tree and in playouts, never branched on.
        self.settled = getattr(rules, "settled_action", None) if guided else None
        # Per seat, the margin rewards count from (``common.estimate_rewards``), or None.
        self.centre: list[float] | None = None
        self._solo_n = 0  # solo: values seen so far, and their mean (see ``_solo``)
        self._solo_mean = 0.0

    def iterate(self, root: _Node, state: Any) -> None:
        rules, rng = self.rules, self.rng
        node = root
        path: list[tuple[list[float] | _Node, Seat]] = []  # what to credit, and for whom
        expanded = False
        while True:
            acting = rules.to_act(state)
            if not acting:
                break
            if len(acting) == 1:
                seat = acting[0]
                if self.settled is not None:
                    settled = self.settled(state, seat)
                    if settled is not None:
                        state = fast_apply(rules, state, seat, settled)
                        continue
                legal = rules.legal_actions(state, seat)
                children = node.children
                fresh = [a for a in legal if (seat, a) not in children]
                prior = node.prior
                if prior is None and self.heuristic is not None and len(legal) > 1:
                    prior = node.prior = self._prior(state, seat, legal)
                if prior is not None:
                    # Progressive widening: only the heuristic's favourites compete, more of
                    # them as the node is visited. Hundreds of iterations spread over a hundred
                    # actions (a Tiwanaku turn) leave every one with a few noisy playouts.
                    node.visits += 1
                    width = WIDEN_BASE + int(math.sqrt(node.visits))
                    if len(legal) > width:
                        if node.ranked is None:
                            node.ranked = sorted(prior, key=prior.__getitem__, reverse=True)
                        allowed = set(node.ranked[:width])
                        legal = [a for a in legal if a in allowed] or legal
                        fresh = [a for a in legal if (seat, a) not in children]
                if fresh:
                    if prior is None:
                        action = rng.choice(fresh)
                    else:  # the heuristic's favourite first (progressive bias)
                        action = max(fresh, key=lambda a: (prior.get(a, 0.5), rng.random()))
                    child = children[(seat, action)] = _Node()
                    for a in legal:
                        known = children.get((seat, a))
                        if known is not None:
                            known.avail += 1
                    expanded = True
                else:
                    child, action = self._select(children, seat, legal, prior)
                path.append((child, seat))
                state = fast_apply(rules, state, seat, action)
                node = child
            else:
                node, state, expanded = self._simultaneous(node, state, acting, path)
            if expanded:
                break
        rewards = self._playout(state)
        for item, seat in path:
            if isinstance(item, _Node):
                item.n += 1
                item.w += rewards[seat]
            else:
                item[0] += 1
                item[1] += rewards[seat]

    def centre_on(self, states: Sequence[Any]) -> None:
        """Count the margins in rewards from each seat's mean margin over ``states`` (the
        root's), by the heuristic: far behind or ahead, a search still tells moves apart."""
        h = self.heuristic
        if h is None or self.players < 2 or not states:
            return
        sums = [0.0] * self.players
        for state in states:
            values = [h(state, s) for s in range(self.players)]
            for s in range(self.players):
                sums[s] += relative(values, s)
        self.centre = [v / len(states) for v in sums]

    def _solo(self, value: float) -> list[float]:
        """A solo game's reward: the value against the running mean of this search's values.
        A fixed yardstick does not fit every game (a Tiwanaku solo scores 150 or more, where
        one tuned for 40 points calls every line a sure win)."""
        self._solo_n += 1
        self._solo_mean += (value - self._solo_mean) / self._solo_n
        return [0.5 + 0.5 * math.tanh((value - self._solo_mean) / SOLO_SCALE)]

    def _prior(self, state: Any, seat: Seat, legal: list[Action]) -> dict[Action, float]:
        """How much the heuristic likes each action for the seat, scaled to [0, 1] (inside the
        tree: one determinization and the seat's own value, for speed)."""
        h = self.heuristic
        assert h is not None
        if len(legal) > PRIOR_ACTIONS:
            # Judging a hundred actions at every node costs more than the search itself; a
            # random share of them is judged, and widening lets only those compete here.
            legal = self.rng.sample(legal, PRIOR_ACTIONS)
        values = [h(fast_apply(self.rules, state, seat, a), seat) for a in legal]
        low, high = min(values), max(values)
        span = high - low or 1.0
        return {a: (v - low) / span for a, v in zip(legal, values, strict=True)}

    def prior_over(
        self, states: Sequence[Any], seat: Seat, legal: list[Action]
    ) -> dict[Action, float]:
        """The heuristic's average over ``states`` for each action (the seat's value against the
        best other seat, as the easy bot judges), scaled to [0, 1]."""
        h = self.heuristic
        assert h is not None
        rules, players = self.rules, self.players
        totals = dict.fromkeys(legal, 0.0)
        for state in states:
            for a in legal:
                after = fast_apply(rules, state, seat, a)
                totals[a] += relative([h(after, s) for s in range(players)], seat)
        low, high = min(totals.values()), max(totals.values())
        span = high - low or 1.0
        return {a: (v - low) / span for a, v in totals.items()}

    def _select(
        self,
        children: dict[Any, _Node],
        seat: Seat,
        legal: list[Action],
        prior: dict[Action, float] | None,
    ) -> tuple[_Node, Action]:
        best: _Node | None = None
        best_action = legal[0]
        best_score = -1.0
        for a in legal:
            child = children[(seat, a)]
            child.avail += 1
            score = child.w / child.n + EXPLORATION * math.sqrt(math.log(child.avail) / child.n)
            if prior is not None:
                score += PRIOR_WEIGHT * prior.get(a, 0.5) / (child.n + 1)
            if score > best_score:
                best, best_action, best_score = child, a, score
        assert best is not None
        return best, best_action

    def _simultaneous(
        self,
        node: _Node,
        state: Any,
        acting: tuple[Seat, ...],
        path: list[tuple[list[float] | _Node, Seat]],
    ) -> tuple[_Node, Any, bool]:
        """Every acting seat picks from its own statistics here, none seeing the others' picks."""
        rules, rng = self.rules, self.rng
        if node.joint is None:
            node.joint = {}
        picks: list[tuple[Seat, Action]] = []
        for seat in acting:
            stats = node.joint.setdefault(seat, {})
            legal = rules.legal_actions(state, seat)
            for a in legal:
                entry = stats.get(a)
                if entry is None:
                    entry = stats[a] = [0, 0.0, 0]
                entry[2] += 1
            fresh = [a for a in legal if not stats[a][0]]
            if fresh:
                action = rng.choice(fresh)
            else:
                action = max(
                    legal,
                    key=lambda a: (
                        stats[a][1] / stats[a][0]
                        + EXPLORATION * math.sqrt(math.log(stats[a][2]) / stats[a][0])
                    ),
                )
            picks.append((seat, action))
            path.append((stats[action], seat))
        for seat, action in picks:
            if seat in rules.to_act(state):
                state = fast_apply(rules, state, seat, action)
        key = tuple(picks)
        child = node.children.get(key)
        if child is None:
            child = node.children[key] = _Node()
            return child, state, True
        return child, state, False

    def _playout(self, state: Any) -> list[float]:
        rules, rng, step = self.rules, self.rng, self.step
        h = self.heuristic
        guided = self.guided_steps if self.guided and h is not None else 0
        cutoff = self.cutoff if h is not None else MAX_PLAYOUT
        settle = self.settled
        taken = 0  # actions chosen (settled ones do not count: they are not choices)
        for _ in range(MAX_PLAYOUT):
            acting = rules.to_act(state)
            if not acting:
                if self.players == 1:
                    outcome = rules.outcome(state)
                    assert outcome is not None
                    return self._solo(float(outcome.scores[0]))
                return end_rewards(rules, state, self.players, self.centre)
            if taken >= cutoff:
                assert h is not None
                if self.players == 1:
                    return self._solo(h(state, 0))
                return estimate_rewards([h(state, s) for s in range(self.players)], self.centre)
            if len(acting) > 1:  # a simultaneous choice: nothing to judge it by yet
                state = step(state, acting[int(rng.random() * len(acting))], rng)
                taken += 1
                continue
            seat = acting[0]
            if settle is not None:
                settled = settle(state, seat)
                if settled is not None:
                    state = fast_apply(rules, state, seat, settled)
                    continue
            taken += 1
            if taken > guided:
                state = step(state, seat, rng)
                continue
            assert h is not None
            # Of a few random actions, the one the heuristic likes best for the seat to act.
            state = best_of_random(rules, state, seat, rng, h, self.candidates)
        return estimate_rewards([0.0] * self.players)
