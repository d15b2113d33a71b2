"""bench's phone figures: five real sockets get every move the big screen plays."""

from __future__ import annotations

from boardgames.phones.figures import measure


def test_every_move_reaches_all_five_phones():
    figures = measure(moves=8, frames=10)
    assert figures["moves"] == 8  # a phone that never got a page raises instead
    assert 0 < figures["move_to_5_phones_ms_p50"] <= figures["move_to_5_phones_ms_p99"]
    assert figures["frame_ms_p99_5_phones"] > 0 and figures["frame_ms_p99_no_phones"] > 0
