"""Claims a lesson makes about the game ("this discovery scores 3"), as data checked by the rules.

A claim is a one-key mapping in a step's ``given`` (checked when the step begins) or ``expect``
(checked after the step's action) list. The kinds are few and generic:

* ``score: {seat: 0, equals: 3}``: a seat's score now (the score the side panel shows);
* ``gained: {seat: 0, equals: 3}``: how much it changed over what the claim looks back on: for
  ``expect`` the step's own action, for ``given`` the other seats' moves since the learner's
  last action (a read step's ``expect`` is the same as its ``given``);
* ``event: {type: TerrainDiscovered, terrain: sand}``: among those same actions' events one of
  this type with these field values (``none: true`` claims there is none);
* ``legal: {seat: 0, includes: [texts], excludes: [texts], count: 3, kind: move}``: the seat's
  legal actions (``count`` of those of ``kind``, or of all);
* ``state: {path: players.0.held, equals: [2, 3]}``: a value inside the full state, reached by
  attribute names, indexes and method names without arguments;
* ``to_act: [1]``: who must act now;
* ``over: true``: whether the game has ended (and ``winners: [0]`` who won).

Claims look at the full state, not a view: the lesson's author knows the hidden map. Pure Python.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from boardgames.core.layout import LayoutError, Node
from boardgames.core.rules import Event, Rules, Seat

KINDS = ("score", "gained", "event", "legal", "state", "to_act", "over")


@dataclass(frozen=True)
class Claim:
    kind: str
    args: Mapping[str, Any]
    where: str = ""  # the key path in the lesson file, for failures

    def describe(self) -> str:
        return f"{self.kind} {dict(self.args)}"


@dataclass(frozen=True)
class Context:
    """What a claim is checked against: the state now, the state and events it looks back on."""

    game: str
    rules: Rules[Any]
    state: Any
    before: Any
    events: Sequence[Event]
    learner: Seat


def parse_claims(node: Node) -> tuple[Claim, ...]:
    out = []
    for item in node.list():
        if not isinstance(item.value, Mapping) or len(item.value) != 1:
            raise item.error("a claim: a mapping with one key, one of " + ", ".join(KINDS))
        ((kind, arg),) = item.items()
        if kind not in KINDS:
            raise LayoutError(
                f"{arg.file}: {arg.path}: unknown claim (expected one of {', '.join(KINDS)})"
            )
        out.append(Claim(kind, _args(kind, arg), arg.path))
    return tuple(out)


def _args(kind: str, node: Node) -> dict[str, Any]:
    if kind == "to_act":
        return {"seats": [n.int(0) for n in node.list()]}
    if kind == "over":
        if isinstance(node.value, bool):
            return {"equals": node.value}
        args = dict(node.value) if isinstance(node.value, Mapping) else None
        if args is None or not set(args) <= {"equals", "winners"}:
            raise node.error("true, false or {equals: true, winners: [seats]}")
        if "equals" in args:
            node["equals"].bool()
        if "winners" in args:
            args["winners"] = [n.int(0) for n in node["winners"].list()]
        return args
    if not isinstance(node.value, Mapping):
        raise node.error("a mapping")
    args = dict(node.value)
    required = {
        "score": {"equals"},
        "gained": {"equals"},
        "event": {"type"},
        "legal": set(),
        "state": {"path", "equals"},
    }[kind]
    missing = required - set(args)
    if missing:
        raise node.error("a mapping with " + ", ".join(sorted(missing)))
    if "seat" in args:
        node["seat"].int(0)
    if kind in ("score", "gained"):
        node["equals"].int()
    if kind == "event":
        node["type"].str()
    if kind == "state":
        node["path"].str()
    if kind == "legal":
        allowed = {"seat", "includes", "excludes", "count", "kind"}
        stray = set(args) - allowed
        if stray:
            raise node.error("a mapping of " + ", ".join(sorted(allowed)))
        for key in ("includes", "excludes"):
            if key in args:
                args[key] = [" ".join(n.str().split()) for n in node[key].list()]
        if "count" in args:
            node["count"].int(0)
        if "kind" in args:
            node["kind"].str()
    return args


# --- checking ------------------------------------------------------------------------------------
def failures(claims: Sequence[Claim], ctx: Context) -> list[str]:
    """A line for each claim that does not hold (empty when all do)."""
    out = []
    for claim in claims:
        problem = _check(claim, ctx)
        if problem:
            out.append(f"{claim.where}: {problem}")
    return out


def _check(claim: Claim, ctx: Context) -> str | None:
    a = claim.args
    kind = claim.kind
    seat = int(a.get("seat", ctx.learner))
    if kind == "score":
        got = score(ctx.rules, ctx.state, seat)
        return None if got == a["equals"] else f"seat {seat} scores {got}, not {a['equals']}"
    if kind == "gained":
        got = score(ctx.rules, ctx.state, seat) - score(ctx.rules, ctx.before, seat)
        return None if got == a["equals"] else f"seat {seat} gained {got}, not {a['equals']}"
    if kind == "event":
        return _check_event(a, ctx.events)
    if kind == "legal":
        return _check_legal(a, ctx, seat)
    if kind == "state":
        try:
            got = plain(follow(ctx.state, str(a["path"])))
        except (AttributeError, IndexError, KeyError, TypeError) as exc:
            return f"no value at {a['path']!r} ({exc})"
        want = plain(a["equals"])
        return None if got == want else f"{a['path']} is {got!r}, not {want!r}"
    if kind == "to_act":
        acting = list(ctx.rules.to_act(ctx.state))
        return None if acting == a["seats"] else f"to act: {acting}, not {a['seats']}"
    if kind == "over":
        outcome = ctx.rules.outcome(ctx.state)
        if (outcome is not None) != bool(a.get("equals", True)):
            return "the game is over" if outcome is not None else "the game is not over"
        if outcome is not None and "winners" in a and list(outcome.winners) != list(a["winners"]):
            return f"winners {list(outcome.winners)}, not {a['winners']}"
        return None
    return f"unknown claim {kind!r}"


def _check_event(a: Mapping[str, Any], events: Sequence[Event]) -> str | None:
    want = {k: plain(v) for k, v in a.items() if k not in ("type", "none")}
    hits = [
        e
        for e in events
        if type(e).__name__ == a["type"]
        and all(plain(getattr(e, k, _MISSING)) == v for k, v in want.items())
    ]
    if a.get("none"):
        return f"an unwanted {a['type']} event happened" if hits else None
    if hits:
        return None
    seen = ", ".join(_event_line(e) for e in events) or "none"
    return f"no {a['type']} event with {want} (events: {seen})"


def _event_line(e: Event) -> str:
    fields = {f.name: plain(getattr(e, f.name)) for f in dataclasses.fields(e)}
    return f"{type(e).__name__}{fields}"


def _check_legal(a: Mapping[str, Any], ctx: Context, seat: Seat) -> str | None:
    texts = [x.encode() for x in ctx.rules.legal_actions(ctx.state, seat)]
    for t in a.get("includes", ()):
        if t not in texts:
            return f"{t!r} is not legal for seat {seat}"
    for t in a.get("excludes", ()):
        if t in texts:
            return f"{t!r} is legal for seat {seat}"
    if "count" in a:
        kind = a.get("kind")
        counted = [t for t in texts if kind is None or t.split(" ", 1)[0] == kind]
        if len(counted) != a["count"]:
            what = f"{kind} actions" if kind else "actions"
            return f"seat {seat} has {len(counted)} legal {what}, not {a['count']}: {counted}"
    return None


_MISSING = object()


def follow(value: Any, path: str) -> Any:
    """``players.0.held``: attributes, mapping keys, indexes, and methods called without
    arguments."""
    for part in path.split("."):
        if isinstance(value, Mapping):
            value = value[part]
        elif part.lstrip("-").isdigit() and isinstance(value, Sequence | frozenset | set):
            value = list(value)[int(part)] if not isinstance(value, Sequence) else value[int(part)]
        else:
            value = getattr(value, part)
            if callable(value):
                value = value()
    return value


def plain(value: Any) -> Any:
    """Tuples as lists, sets as sorted lists: what YAML can write down."""
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted((plain(v) for v in value), key=repr)
    return value


# --- scores --------------------------------------------------------------------------------------
def score(rules: Rules[Any], state: Any, seat: Seat) -> int:
    """A seat's score as the play scene shows it: the game's own running score."""
    return int(rules.score(state, seat))
