"""How a game wants its phones: where to listen and whether to print the links. Light on
purpose: the menu and the command line import it without loading the server."""

from __future__ import annotations

from dataclasses import dataclass

NO_SECRETS = "{title} has no secrets: everyone sees the same table, so it needs no phones."


@dataclass(frozen=True)
class PhoneSetup:
    host: str = ""  # "" : this computer's address on the local network
    port: int = 0  # 0: a free port
    announce: bool = False  # print "seat N (NAME): URL" per seat once listening (--phones)
