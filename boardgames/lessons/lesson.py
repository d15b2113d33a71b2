"""A lesson file: a guided first game for one game, read from ``layouts/lessons/<game>.yaml``.

A lesson is data: the match to start (players, names, seed, the game's options such as a
hand-built scenario), the seat the learner plays, and 10-25 steps. A step has

* ``text``: what to say, in a few short lines;
* ``do``: the one exact action wanted, by its text form (``move pawn=[4,0] to=[3,0]``), or
  ``kind``: any action of that kind, with an ``example`` of it for the checks and tests; a step
  with neither waits for a click on "Next";
* ``clicks``: the clicks that perform the wanted action, in order: a cell or spot as a pair of
  whole numbers (the ids the game's controller uses), a button as its id (text);
* ``show``: cells and buttons to light up that are not clicked (``{cells: [...], buttons: [...]}``);
* ``refuse``: the line shown when the learner tries another action (a default otherwise);
* ``given`` and ``expect``: claims the runner checks against the real state (see ``claims``),
  ``given`` when the step begins, ``expect`` after its action;
* ``bots``: the action texts the other seats play, in order, after this step's action.

Loading checks the shape only; ``check`` plays the lesson through the real rules. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from boardgames.core.layout import LayoutError, Node, layouts_dir, load_yaml
from boardgames.games import REGISTRY
from boardgames.lessons.claims import Claim, parse_claims

LESSON_FOLDER = "lessons"
AFTER = ("play", "menu")
STEP_KEYS = {"text", "do", "kind", "example", "clicks", "show", "refuse", "given", "expect", "bots"}
TOP_KEYS = {
    "game",
    "title",
    "players",
    "names",
    "seed",
    "options",
    "learner",
    "after",
    "refuse",
    "steps",
}
MAX_TEXT = 300  # about three lines of the lesson card

Click = tuple[int, int] | str


@dataclass(frozen=True)
class Step:
    text: str
    do: str | None = None  # the exact action text wanted
    kind: str | None = None  # or any action of this kind ...
    example: str | None = None  # ... of which this one is played by the checks and tests
    clicks: tuple[Click, ...] = ()
    show_cells: tuple[tuple[int, int], ...] = ()
    show_buttons: tuple[str, ...] = ()
    refuse: str | None = None
    given: tuple[Claim, ...] = ()
    expect: tuple[Claim, ...] = ()
    bots: tuple[str, ...] = ()

    @property
    def acts(self) -> bool:
        """Whether the learner must play an action (else: read, then click Next)."""
        return self.do is not None or self.kind is not None

    @property
    def played(self) -> str | None:
        """The action text the checks play for this step."""
        return self.do if self.do is not None else self.example

    def click_cells(self) -> list[tuple[int, int]]:
        return [c for c in self.clicks if isinstance(c, tuple)]

    def click_buttons(self) -> list[str]:
        return [c for c in self.clicks if isinstance(c, str)]


@dataclass(frozen=True)
class Lesson:
    game: str
    title: str
    players: int
    seed: int
    steps: tuple[Step, ...]
    names: tuple[str, ...] = ()
    options: dict[str, str] = field(default_factory=dict)
    learner: int = 0
    after: str = "play"  # when the script ends: play on against bots, or back to the menu
    refuse: str = "Not that one yet: try the glowing mark first."
    path: str = ""

    @property
    def starts(self) -> tuple[int, ...]:
        """The match cursor at which each step begins (one past the last: where the script ends)."""
        out = [0]
        for step in self.steps:
            out.append(out[-1] + (1 if step.acts else 0) + len(step.bots))
        return tuple(out)


def lessons_dir() -> Path:
    return layouts_dir() / LESSON_FOLDER


def lesson_path(game: str) -> Path:
    return lessons_dir() / f"{game}.yaml"


def lesson_games() -> tuple[str, ...]:
    """The games that have a lesson file, in the menu's order (the registry's; a lesson file of
    a game the registry does not know is still listed, last)."""
    folder = lessons_dir()
    found = {p.stem for p in folder.glob("*.yaml")} if folder.is_dir() else set()
    games = tuple(s.name for s in REGISTRY)
    return tuple(g for g in games if g in found) + tuple(sorted(found - set(games)))


def load_lesson(path: Path | str) -> Lesson:
    """Read and shape-check a lesson file; raises LayoutError naming the file and key path."""
    root = load_yaml(path)
    _no_stray_keys(root, TOP_KEYS)
    game = root["game"].str()
    players = root["players"].int(1, 5)
    names = tuple(n.str() for n in root.get("names", []).list()) if root.has("names") else ()
    if names and len(names) != players:
        raise root["names"].error(f"a list of {players} names")
    options: dict[str, str] = {}
    if root.has("options"):
        for key, node in root["options"].items():
            if not isinstance(node.value, str | int) or isinstance(node.value, bool):
                raise node.error("text or a whole number")
            options[key] = str(node.value)
    learner = root["learner"].int(0, players - 1) if root.has("learner") else 0
    after = root["after"].str(AFTER) if root.has("after") else "play"
    steps = tuple(_step(n) for n in root["steps"].list(min_len=1))
    lesson = Lesson(
        game=game,
        title=root["title"].str() if root.has("title") else f"Learn {game}",
        players=players,
        seed=root["seed"].int(0) if root.has("seed") else 0,
        steps=steps,
        names=names,
        options=options,
        learner=learner,
        after=after,
        path=str(path),
    )
    if root.has("refuse"):
        lesson = replace(lesson, refuse=root["refuse"].str())
    return lesson


def _no_stray_keys(node: Node, allowed: set[str]) -> None:
    for key, child in node.items():
        if key not in allowed:
            known = ", ".join(sorted(allowed))
            raise LayoutError(f"{child.file}: {child.path}: unknown key (expected one of {known})")


def _step(node: Node) -> Step:
    _no_stray_keys(node, STEP_KEYS)
    text = " ".join(node["text"].str().split())
    if len(text) > MAX_TEXT:
        raise node["text"].error(f"at most {MAX_TEXT} characters (about three lines)")
    do = _action_text(node["do"]) if node.has("do") else None
    kind = node["kind"].str() if node.has("kind") else None
    example = _action_text(node["example"]) if node.has("example") else None
    if do is not None and kind is not None:
        raise LayoutError(f"{node.file}: {node.path}: give either do or kind, not both")
    if kind is not None and example is None:
        raise LayoutError(f"{node.file}: {node.path}.example: a kind step needs an example action")
    if kind is not None and example is not None and example.split(" ", 1)[0] != kind:
        raise node["example"].error(f"an action of the kind {kind!r}")
    if example is not None and kind is None:
        raise LayoutError(f"{node.file}: {node.path}.example: only a kind step has an example")
    clicks = tuple(_click(n) for n in node["clicks"].list()) if node.has("clicks") else ()
    if clicks and do is None and kind is None:
        raise LayoutError(
            f"{node.file}: {node.path}.clicks: a step without an action has no clicks"
        )
    if (do is not None or kind is not None) and not clicks:
        raise LayoutError(f"{node.file}: {node.path}.clicks: expected the clicks for the action")
    show_cells: tuple[tuple[int, int], ...] = ()
    show_buttons: tuple[str, ...] = ()
    if node.has("show"):
        show = node["show"]
        _no_stray_keys(show, {"cells", "buttons"})
        if show.has("cells"):
            show_cells = tuple(n.pair() for n in show["cells"].list())
        if show.has("buttons"):
            show_buttons = tuple(n.str() for n in show["buttons"].list())
    bots = tuple(_action_text(n) for n in node["bots"].list()) if node.has("bots") else ()
    if bots and do is None and kind is None:
        raise LayoutError(
            f"{node.file}: {node.path}.bots: bots play after an action; give them to an acting step"
        )
    return Step(
        text=text,
        do=do,
        kind=kind,
        example=example,
        clicks=clicks,
        show_cells=show_cells,
        show_buttons=show_buttons,
        refuse=node["refuse"].str() if node.has("refuse") else None,
        given=parse_claims(node["given"]) if node.has("given") else (),
        expect=parse_claims(node["expect"]) if node.has("expect") else (),
        bots=bots,
    )


def _action_text(node: Node) -> str:
    text = node.str().strip()
    if not text:
        raise node.error("an action's text form")
    return text


def _click(node: Node) -> Click:
    if isinstance(node.value, str):
        return node.str()
    return node.pair()
