"""This computer's address on the local network, found without sending anything.

Connecting a UDP socket only picks the route and the local address the system would use; no packet
leaves the machine. Without a network (or with only loopback) it is 127.0.0.1.
"""

from __future__ import annotations

import socket

LOOPBACK = "127.0.0.1"


def lan_address() -> str:
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.254.254.254", 1))  # any non-local address; UDP connect sends nothing
            found = str(s.getsockname()[0])
    except OSError:
        return LOOPBACK
    return found if found and not found.startswith("0.") else LOOPBACK
