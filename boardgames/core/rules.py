"""The rules protocol every game implements, and the pieces it speaks in.

A game's rules are pure functions over immutable states, in the spirit of Simon Tatham's puzzle
backends and OpenSpiel: ``setup`` builds the first state, ``to_act`` says who must act,
``legal_actions`` lists exactly what they may do, ``apply`` returns a *new* state plus the
``Event``s that describe what happened, ``view`` redacts what a seat may not see, and ``outcome``
scores a finished game.

Actions and events are frozen dataclasses. Actions have a stable one-line text form
(``encode``/``decode``): the match stores only that text, so saves, replays and undo exercise it
all the time. Nothing here imports pygame.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, TypeVar, runtime_checkable

Seat = int


class IllegalAction(ValueError):
    """An action the rules do not allow here; the message is a sentence a player can read."""


@dataclass(frozen=True)
class Action:
    """Base of every game action; subclasses set ``kind`` and add fields.

    Field values must be ints, strs, bools, None, or (nested) tuples of those, so the text form
    round-trips exactly.
    """

    kind: ClassVar[str] = "action"

    def encode(self) -> str:
        parts = [self.kind]
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            parts.append(f"{f.name}={json.dumps(value, separators=(',', ':'))}")
        return " ".join(parts)


A = TypeVar("A", bound=Action)


def _tuplify(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


class ActionCodec:
    """Turns a game's action texts back into actions; one per game, built from its action
    classes."""

    def __init__(self, classes: Sequence[type[Action]]) -> None:
        self._by_kind: dict[str, type[Action]] = {}
        for cls in classes:
            if cls.kind in self._by_kind:
                raise ValueError(f"two action classes share the kind {cls.kind!r}")
            self._by_kind[cls.kind] = cls

    def decode(self, text: str) -> Action:
        kind, _, rest = text.strip().partition(" ")
        cls = self._by_kind.get(kind)
        if cls is None:
            raise ValueError(f"unknown action {kind!r}")
        kwargs: dict[str, Any] = {}
        for token in _split_fields(rest):
            name, sep, raw = token.partition("=")
            if not sep:
                raise ValueError(f"action field {token!r} has no '='")
            try:
                kwargs[name] = _tuplify(json.loads(raw))
            except json.JSONDecodeError as exc:
                raise ValueError(f"action field {name!r} is not valid: {raw!r}") from exc
        try:
            return cls(**kwargs)
        except TypeError as exc:
            raise ValueError(f"action {kind!r} has wrong fields: {exc}") from exc


def _split_fields(rest: str) -> list[str]:
    """Split ``a=1 b="x y" c=[1,2]`` on spaces outside JSON strings."""
    tokens: list[str] = []
    buf: list[str] = []
    in_string = escaped = False
    for ch in rest:
        if in_string:
            buf.append(ch)
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
            buf.append(ch)
        elif ch == " ":
            if buf:
                tokens.append("".join(buf))
                buf = []
        else:
            buf.append(ch)
    if buf:
        tokens.append("".join(buf))
    return tokens


@dataclass(frozen=True)
class Event:
    """Something that happened, for animations and the game log.

    ``visible_to`` limits who may learn of it (None: everyone). ``reveals`` marks events that
    uncover hidden information: the match makes the action that caused one an undo barrier.
    ``sound`` is the effect the table hears when it happens ("roll", "flip", "place",
    "points"; None: silence): each game says it of its own events.
    """

    reveals: ClassVar[bool] = False
    sound: ClassVar[str | None] = None

    def visible(self, seat: Seat | None) -> bool:
        to = getattr(self, "visible_to", None)
        return to is None or (seat is not None and seat in to)

    def describe(self, names: Sequence[str]) -> str:
        """A log line; names the players, never says "you"."""
        return type(self).__name__


@dataclass(frozen=True)
class PointsScored(Event):
    """A seat gains (or loses, when negative) points; ``category`` feeds the results table."""

    sound: ClassVar[str | None] = "points"

    seat: Seat
    points: int
    category: str
    reason: str
    where: Any = None

    def describe(self, names: Sequence[str]) -> str:
        sign = "+" if self.points >= 0 else ""
        return f"{names[self.seat]} {sign}{self.points}: {self.reason}"


@dataclass(frozen=True)
class Message(Event):
    """A plain log line with no animation."""

    text: str
    visible_to: tuple[Seat, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        return self.text


@dataclass(frozen=True)
class Outcome:
    """Final result: totals, the per-category breakdown and the winner(s) after tie-breaks."""

    scores: tuple[int, ...]
    breakdown: Mapping[str, tuple[int, ...]]
    winners: tuple[Seat, ...]
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Option:
    """A menu choice a game offers (a variant, a board size): key, label, allowed values, and a
    one-line ``hint`` on what it changes (the menu shows it when the pointer is on the option)."""

    key: str
    label: str
    choices: tuple[str, ...]
    default: str
    hint: str = ""


@dataclass(frozen=True)
class Params:
    """What ``setup`` needs besides the layout and seed."""

    players: int
    names: tuple[str, ...] = ()
    options: Mapping[str, str] = field(default_factory=dict)

    def option(self, key: str, default: str = "") -> str:
        return self.options.get(key, default)

    def name(self, seat: Seat) -> str:
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "names": list(self.names), "options": dict(self.options)}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Params:
        return Params(
            players=int(data["players"]),
            names=tuple(str(n) for n in data.get("names", ())),
            options={str(k): str(v) for k, v in dict(data.get("options", {})).items()},
        )


S = TypeVar("S")
T = TypeVar("T")
V = TypeVar("V")


@runtime_checkable
class Rules(Protocol[S]):
    """What every game's rules object provides. States are immutable and comparable with ``==``."""

    name: str
    title: str
    min_players: int
    max_players: int
    codec: ActionCodec

    def options(self) -> Sequence[Option]: ...
    def load_layout(self, params: Params) -> Any: ...
    def setup(self, params: Params, layout: Any, seed: int) -> S: ...
    def to_act(self, state: S) -> tuple[Seat, ...]: ...
    def legal_actions(self, state: S, seat: Seat) -> list[Action]: ...
    def apply(self, state: S, seat: Seat, action: Action) -> tuple[S, list[Event]]: ...
    def view(self, state: S, seat: Seat | None) -> S: ...
    def outcome(self, state: S) -> Outcome | None: ...
    def score(self, state: S, seat: Seat) -> int:
        """A seat's running score as the table shows it (points so far; the puzzle counts its
        mistakes against it), for the side panel, the lessons and the demo."""
        ...

    def help_text(self, layout: Any) -> str: ...


class SearchRules(Protocol[S]):
    """Optional extras of a rules object for bots and fast playouts; every one may be missing.

    The helpers below (``fast_apply``, ``random_legal``, ``fast_stepper``, ``sample_state``,
    ``heuristic``, ``has_hidden_state``) fall back to the plain protocol when a game lacks them,
    so a game without any of them still works with every bot (slower, or as the random bot).

    * ``apply_unchecked(state, seat, action) -> State``: the trusted fast path for search. It
      skips the legality check and builds no events, so it must only ever get an action from
      ``legal_actions`` or ``random_action`` of that very state. Same resulting state as ``apply``.
    * ``random_action(state, seat, rng) -> Action``: some legal action chosen at random with the
      ``random.Random`` given, cheaper than listing them all (it need not be uniform).
    * ``sample_state(view, seat, rng, seen) -> State``: a full state consistent with ``view`` (the
      seat's view) and ``seen`` (the events visible to ``seat`` so far, oldest first, as
      ``Match.seen(seat)`` lists them): ``view(sample, seat) == view``. What the seat cannot see
      is drawn at random from what it may still be.
    * ``sample_states(view, seat, rng, seen, n, hint=None, deadline=None) -> list[State]``: ``n``
      such samples at once, where sharing work between them is much cheaper (they may be alike);
      ``hint`` is a state sampled earlier in the same game, to start from where it still fits;
      ``deadline`` (a ``time.perf_counter()`` value) is when a sampler whose search can run long
      should settle for a less typical sample that still agrees with the view, so a bot's move
      keeps to its time. Without it, samples depend only on ``rng``.
    * ``heuristic(state, seat) -> float``: how well ``seat`` stands, in about the game's points
      (its score now plus a little of what it is building), for bots.
    * ``describe_move(view, seat, action, worlds, names) -> str``: the action as a player would
      say it, for a suggested move ("Divine quinoa at row 3, column 9"), from the seat's view;
      ``worlds`` are full states drawn from that view, to say how often a guess is right. Without
      it a suggestion uses the game's log words for the move.
    * ``hidden_state: bool``: False declares that views hide nothing, so a bot may search the
      view itself (a game without it and without ``sample_state`` gets the random bot).
    """

    def apply_unchecked(self, state: S, seat: Seat, action: Action) -> S: ...
    def random_action(self, state: S, seat: Seat, rng: random.Random) -> Action: ...
    def sample_state(self, view: S, seat: Seat, rng: random.Random, seen: Sequence[Event]) -> S: ...
    def heuristic(self, state: S, seat: Seat) -> float: ...


def fast_apply(rules: Rules[Any], state: Any, seat: Seat, action: Action) -> Any:
    """The state after a legal action, through the game's unchecked fast path if it has one."""
    unchecked = getattr(rules, "apply_unchecked", None)
    if unchecked is not None:
        return unchecked(state, seat, action)
    return rules.apply(state, seat, action)[0]


def random_legal(rules: Rules[Any], state: Any, seat: Seat, rng: random.Random) -> Action:
    """A random legal action: the game's cheap one if it has one, else one of the listed."""
    pick = getattr(rules, "random_action", None)
    if pick is not None:
        picked: Action = pick(state, seat, rng)
        return picked
    return rng.choice(rules.legal_actions(state, seat))


def fast_stepper(rules: Rules[Any]) -> Callable[[Any, Seat, random.Random], Any]:
    """A function (state, seat, rng) -> state after a random legal action, as fast as the game
    allows: what random playouts in a search run on."""
    unchecked = getattr(rules, "apply_unchecked", None)
    pick = getattr(rules, "random_action", None)
    if unchecked is not None and pick is not None:
        return lambda state, seat, rng: unchecked(state, seat, pick(state, seat, rng))
    return lambda state, seat, rng: fast_apply(
        rules, state, seat, random_legal(rules, state, seat, rng)
    )


def sample_states(
    rules: Rules[Any],
    view: Any,
    seat: Seat,
    rng: random.Random,
    seen: Sequence[Event],
    n: int,
    hint: Any = None,
    deadline: float | None = None,
) -> list[Any]:
    """``n`` full states consistent with ``seat``'s view: the game's batch sampler if it has one
    (``sample_states``, which may share work between samples, start from ``hint``, a state
    sampled earlier in the same game, and settle for less past ``deadline``), else
    ``sample_state`` n times."""
    batch = getattr(rules, "sample_states", None)
    if batch is not None:
        return list(batch(view, seat, rng, seen, n, hint=hint, deadline=deadline))
    return [rules.sample_state(view, seat, rng, seen) for _ in range(n)]  # type: ignore[attr-defined]


def has_hidden_state(rules: Rules[Any]) -> bool:
    """Whether a game's views may hide something (True unless it declares otherwise)."""
    return bool(getattr(rules, "hidden_state", True))


def evolve(obj: T, **changes: Any) -> T:
    """``dataclasses.replace`` without running ``__init__``: a shallow copy with fields changed.

    Several times quicker, for the states search copies thousands of times a second. Only for
    (frozen) dataclasses without ``__post_init__``, ``InitVar`` or cached properties, and only with
    real field names (nothing checks them). The copy leaves out the ``derived`` scratch data.
    """
    attrs = obj.__dict__.copy()
    cache = attrs.pop(DERIVED, None)
    if cache:
        # Keep what was derived only from fields that stay the same.
        kept = None
        for key, value in cache.items():
            if changes.keys().isdisjoint(_DEPENDS.get(key, changes)):
                if kept is None:
                    kept = attrs[DERIVED] = {}
                kept[key] = value
    attrs.update(changes)
    new = _new(type(obj))
    _set_attr(new, "__dict__", attrs)  # frozen: past the dataclass's __setattr__
    return new


_new = object.__new__
_set_attr = object.__setattr__


DERIVED = "_derived"
_DEPENDS: dict[str, frozenset[str]] = {}


def derived(obj: Any) -> dict[str, Any]:
    """A scratch dict of data derived from a frozen state, kept on the state itself.

    It is not a field: equality, hashing and views ignore it. ``dataclasses.replace`` never
    copies it and ``evolve`` keeps only entries whose fields (``derives_from``) stay the same, so
    it is never stale. A game fills it lazily and may hand the next state an updated entry
    where that is cheaper than starting over.
    """
    attrs = obj.__dict__
    cache: dict[str, Any] | None = attrs.get(DERIVED)
    if cache is None:
        cache = attrs[DERIVED] = {}
    return cache


def kept_on(obj: Any, key: str, work: Callable[[Any], V]) -> V:
    """``work(obj)``, worked out once and kept in ``derived(obj)`` under ``key`` (a key declared
    with ``derives_from``)."""
    cache = derived(obj)
    found = cache.get(key, _MISSING)
    if found is _MISSING:
        found = cache[key] = work(obj)
    return found  # type: ignore[no-any-return]


_MISSING = object()


def derives_from(key: str, *fields: str) -> str:
    """Declare the fields a ``derived`` entry is computed from; returns the key."""
    _DEPENDS[key] = frozenset(fields)
    return key


def check_legal(rules: Rules[Any], state: Any, seat: Seat, action: Action) -> None:
    """The slow, sure legality check: raises IllegalAction unless ``action`` is listed."""
    if seat not in rules.to_act(state):
        raise IllegalAction("It is not this player's turn.")
    if action not in rules.legal_actions(state, seat):
        raise IllegalAction("That move is not allowed now.")


def winners_by(scores: Sequence[int], tiebreak: Sequence[Any] | None = None) -> tuple[Seat, ...]:
    """Seats with the best score; among them those with the best tie-break value; else all."""
    best = max(scores)
    top = [s for s, v in enumerate(scores) if v == best]
    if tiebreak is not None and len(top) > 1:
        best_tb = max(tiebreak[s] for s in top)
        top = [s for s in top if tiebreak[s] == best_tb]
    return tuple(top)
