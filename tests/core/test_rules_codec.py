"""Action text forms round-trip exactly and bad texts fail with a reason."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boardgames.core.rules import Action, ActionCodec, winners_by


@dataclass(frozen=True)
class Move(Action):
    kind = "move"
    cell: tuple[int, int]
    label: str
    flag: bool = False
    extra: tuple[tuple[int, int], ...] = ()


CODEC = ActionCodec([Move])


@given(
    st.tuples(st.integers(-50, 50), st.integers(-50, 50)),
    st.text(max_size=12),
    st.booleans(),
    st.lists(st.tuples(st.integers(0, 9), st.integers(0, 9)), max_size=4),
)
def test_round_trip(cell, label, flag, extra):
    action = Move(cell, label, flag, tuple(extra))
    assert CODEC.decode(action.encode()) == action


def test_text_is_readable_and_stable():
    assert Move((1, 2), "a b").encode() == 'move cell=[1,2] label="a b" flag=false extra=[]'


@pytest.mark.parametrize(
    "text", ["jump x=1", "move cell=[1", "move nonsense", 'move cell=[1,2] label="x" bogus=1']
)
def test_bad_text_raises_value_error(text):
    with pytest.raises(ValueError):
        CODEC.decode(text)


def test_winners_by_tiebreak():
    assert winners_by([5, 7, 7]) == (1, 2)
    assert winners_by([5, 7, 7], tiebreak=[0, 1, 3]) == (2,)
    assert winners_by([5, 7, 7], tiebreak=[0, 2, 2]) == (1, 2)
