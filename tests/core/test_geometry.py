"""Pixel <-> cell maths: every cell's centre maps back to the cell, neighbours are mutual."""

from __future__ import annotations

import pytest

from boardgames.core import geometry as geo


@pytest.mark.parametrize("pointy", [True, False])
def test_hex_center_round_trip(pointy):
    for q in range(-4, 5):
        for r in range(-4, 5):
            assert geo.hex_at(geo.hex_center((q, r), pointy), pointy) == (q, r)


def test_hex_neighbours_are_at_distance_one_and_share_an_edge():
    for n in geo.hex_neighbours((2, -1)):
        assert geo.hex_distance((2, -1), n) == 1
        a = geo.hex_polygon((2, -1))
        b = geo.hex_polygon(n)
        shared = [
            p for p in a if any(abs(p[0] - q[0]) < 1e-9 and abs(p[1] - q[1]) < 1e-9 for q in b)
        ]
        assert len(shared) == 2


def test_square_neighbours_clip_to_board():
    assert sorted(geo.square_neighbours((0, 0), 5, 9)) == [(0, 1), (1, 0)]
    assert len(geo.square_neighbours((2, 2), 5, 9, diagonal=True)) == 8
    assert geo.square_at(geo.square_center((3, 7))) == (3, 7)


def test_triangle_round_trip_and_neighbours():
    for r in range(0, 4):
        for c in range(0, 8):
            assert geo.tri_at(geo.tri_center((r, c))) == (r, c)
            for n in geo.tri_neighbours((r, c)):
                assert (r, c) in geo.tri_neighbours(n)


def test_point_in_polygon():
    square = [(0, 0), (1, 0), (1, 1), (0, 1)]
    assert geo.point_in_polygon((0.5, 0.5), square)
    assert not geo.point_in_polygon((1.5, 0.5), square)
