"""The in-state generator is deterministic, immutable and uniform enough for shuffles."""

from __future__ import annotations

from collections import Counter

from boardgames.core.rng import Rng


def test_same_seed_same_sequence_and_value_semantics():
    a, b = Rng.from_seed(5), Rng.from_seed(5)
    assert a == b
    x, a2 = a.below(100)
    y, _ = b.below(100)
    assert x == y and a2 != a and a == Rng.from_seed(5)


def test_shuffle_is_a_permutation_and_spread():
    counts: Counter[int] = Counter()
    rng = Rng.from_seed(1)
    for _ in range(2000):
        out, rng = rng.shuffled(range(5))
        assert sorted(out) == [0, 1, 2, 3, 4]
        counts[out[0]] += 1
    assert all(300 < counts[i] < 500 for i in range(5))
