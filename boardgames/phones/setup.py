"""How a game wants its phones: where to listen and whether to print the links. Light on
purpose: the menu and the command line import it without loading the server."""

from __future__ import annotations

from dataclasses import dataclass

NO_SECRETS = "{title} has no secrets: everyone sees the same table, so it needs no phones."


# The match's extras key of a game played with phones: Continue opens its phones again.
PLAYED_WITH_PHONES = "phones"


def played_with_phones(extras: dict[str, object]) -> bool:
    """Whether a match's extras say its seats played from phones (a damaged mark reads as no)."""
    return extras.get(PLAYED_WITH_PHONES) is True


@dataclass(frozen=True)
class PhoneSetup:
    host: str = ""  # "" : this computer's address on the local network
    port: int = 0  # 0: a free port
    announce: bool = False  # print "seat N (NAME): URL" per seat once listening (--phones)
