"""The review graph's numbered turning points: close ones stack instead of covering each other."""

from __future__ import annotations

from boardgames.ui.scenes.review import marker_rows


def test_close_turning_points_never_cover_each_others_numbers():
    xs = [100, 108, 300, 104]  # three turning points within a marker's width, one apart
    rows = marker_rows(xs, 22)
    spots = list(zip(xs, rows, strict=True))
    for i, (x, r) in enumerate(spots):
        for x2, r2 in spots[i + 1 :]:
            assert r != r2 or abs(x - x2) >= 22
    assert rows == [0, 1, 0, 2]  # the lone one stays on the bottom row
