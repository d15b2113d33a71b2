"""What a move did in words and which rule it used: the demo's caption under every move.

Each game keeps its own ``Captions`` beside its rules (``games/<name>/captions.py``) and its
rules object offers it as ``captions``: the rules its public events stand for, in order of
precedence (the first entry a move matches names its rule, so the specific ones come first),
and the words for a move whose events nobody else may see.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardgames.core.rules import Event

RuleWord = str | Callable[[Any], str]


@dataclass(frozen=True)
class Captions:
    """``rules``: (an event's class name, or "action:" and an action's class name; the rule it
    stands for, or a function of the event that says it). ``actions``: what a move of that
    action class did, said of its mover, when none of its events is public."""

    rules: Sequence[tuple[str, RuleWord]]
    actions: Mapping[str, str] = field(default_factory=dict)

    def rule_used(self, public: Sequence[Event], kind: str = "") -> str:
        """The rule a move used, from its public events and its kind of action; "" if none."""
        for key, word in self.rules:
            if key.startswith("action:"):
                if key[len("action:") :] == kind:
                    return word if isinstance(word, str) else ""
                continue
            for event in public:
                if type(event).__name__ == key:
                    return word if isinstance(word, str) else word(event)
        return ""

    def action_words(self, kind: str) -> str:
        """What a move of this kind did, when nothing of it is public."""
        return self.actions.get(kind, "makes a move")
