"""The actions of Titicaca, each with a stable one-line text form.

A round is a secret ``Bid`` from every seat that can bid, then for each player on turn:
``PlaceHouse``, optionally ``JoinNew`` (the new land with a neighbouring land), optionally
``JoinLands`` (two other lands), optionally ``BuildTemple``, and ``EndTurn``. Any optional step
is skipped by taking a later one or by ending the turn. Lands are named by their representative
field (their smallest field), fields by axial (q, r).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.rules import Action, ActionCodec

Cell = tuple[int, int]


@dataclass(frozen=True)
class Bid(Action):
    """Choose weapons worth ``value`` in secret (0: take no turn this round)."""

    kind: ClassVar[str] = "bid"
    value: int


@dataclass(frozen=True)
class PlaceHouse(Action):
    kind: ClassVar[str] = "place"
    field: Cell


@dataclass(frozen=True)
class JoinNew(Action):
    """Join the new one-field land with the neighbouring land named by ``land``."""

    kind: ClassVar[str] = "join"
    land: Cell


@dataclass(frozen=True)
class JoinLands(Action):
    """Join two other lands that share a border stick (``a`` < ``b``, both representatives)."""

    kind: ClassVar[str] = "merge"
    a: Cell
    b: Cell


@dataclass(frozen=True)
class BuildTemple(Action):
    kind: ClassVar[str] = "temple"
    field: Cell
    value: int


@dataclass(frozen=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end"


CODEC = ActionCodec([Bid, PlaceHouse, JoinNew, JoinLands, BuildTemple, EndTurn])
