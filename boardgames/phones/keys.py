"""The secret in each seat's link: a token opens that seat and nothing else.

A token is ``secrets.token_urlsafe(24)`` (192 bits); issuing a new one for a seat makes the old one
stop working at once. Lookups compare in constant time so a guess learns nothing from timing.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Iterable

TOKEN_BYTES = 24


class SeatKeys:
    """The current token of every seat that may have a phone; safe to use from two threads."""

    def __init__(self, seats: Iterable[int]) -> None:
        self._lock = threading.Lock()
        self._tokens: dict[int, str] = {s: secrets.token_urlsafe(TOKEN_BYTES) for s in seats}

    @property
    def seats(self) -> tuple[int, ...]:
        with self._lock:
            return tuple(sorted(self._tokens))

    def token(self, seat: int) -> str:
        with self._lock:
            return self._tokens[seat]

    def reissue(self, seat: int) -> str:
        """A new token for ``seat``; the old one opens nothing from now on."""
        with self._lock:
            if seat not in self._tokens:
                raise KeyError(seat)
            self._tokens[seat] = secrets.token_urlsafe(TOKEN_BYTES)
            return self._tokens[seat]

    def seat_of(self, token: str) -> int | None:
        """The seat this token opens, or None (a wrong, old or malformed token)."""
        if not token or len(token) > 100:
            return None
        found = None
        with self._lock:
            for seat, good in self._tokens.items():
                if secrets.compare_digest(good.encode(), token.encode("utf-8", "replace")):
                    found = seat
        return found
