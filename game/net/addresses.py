"""The addresses a host's screen shows, so that friends on the same network (or a VPN) can type one."""

from __future__ import annotations

import ipaddress
import socket

# a documentation-only address (RFC 5737): a UDP socket "connected" to it asks the system which interface
# would be used, and sends nothing
_PROBE = "192.0.2.1"


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses a friend could reach, the likeliest first; loopback only when alone."""
    found: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect((_PROBE, 9))
            found.append(probe.getsockname()[0])
    except OSError:  # no route at all (offline): the names below may still know an address
        pass
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET, socket.SOCK_STREAM)
    except OSError:  # the host name does not resolve: keep what the probe found
        infos = []
    found += [str(info[4][0]) for info in infos]
    usable = [a for a in dict.fromkeys(found) if not ipaddress.ip_address(a).is_loopback]
    usable = [a for a in usable if not ipaddress.ip_address(a).is_unspecified]
    return usable or ["127.0.0.1"]


LOOPBACK = "127.0.0.1"


def listens_everywhere(bind: str | None) -> bool:
    """A server given ``bind`` listens on every interface (None, "", 0.0.0.0 or ::), loopback among them."""
    return not bind or ipaddress.ip_address(bind).is_unspecified


def join_addresses(bind: str | None) -> list[str]:
    """Where friends can join a table listening at ``bind``: this machine's network addresses first (a friend
    on the network), then 127.0.0.1 (a friend, or a second window, on this machine) where the server hears it."""
    if not listens_everywhere(bind):
        return [str(bind)]
    return list(dict.fromkeys([*local_addresses(), LOOPBACK]))


def network_only(addresses: list[str]) -> list[str]:
    """The addresses worth announcing on the network: not loopback (another machine's 127.0.0.1 is itself),
    unless there is nothing else."""
    return [a for a in addresses if not ipaddress.ip_address(a).is_loopback] or addresses
