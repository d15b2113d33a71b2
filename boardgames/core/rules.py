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
from collections.abc import Mapping, Sequence
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
    """Turns a game's action texts back into actions; one per game, built from its action classes."""

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
    """

    reveals: ClassVar[bool] = False

    def visible(self, seat: Seat | None) -> bool:
        to = getattr(self, "visible_to", None)
        return to is None or (seat is not None and seat in to)

    def describe(self, names: Sequence[str]) -> str:
        """A log line; names the players, never says "you"."""
        return type(self).__name__


@dataclass(frozen=True)
class PointsScored(Event):
    """A seat gains (or loses, when negative) points; ``category`` feeds the results table."""

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
    """A menu choice a game offers (a variant, a board size): key, label, allowed values."""

    key: str
    label: str
    choices: tuple[str, ...]
    default: str


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
    def help_text(self, layout: Any) -> str: ...


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
