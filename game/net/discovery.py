"""Tables announced on the local network (mDNS/DNS-SD with python-zeroconf), so a friend can pick one from a list
instead of typing an address. Headless: no pygame. Every network step runs on a thread of its own, the main loop
only polls; where multicast does not work (no network, a firewall) discovery is silently off, and typing an
address still works. ``QUADRILLE_NO_DISCOVERY=1`` turns it off (the tests: mDNS would leave 127.0.0.1).
"""

from __future__ import annotations

import logging
import os
import queue
import re
import socket
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, cast

log = logging.getLogger(__name__)

SERVICE = "_quadrille._tcp.local."
OFF_VARIABLE = "QUADRILLE_NO_DISCOVERY"
LOOPBACK_VARIABLE = "QUADRILLE_DISCOVERY_LOOPBACK"  # =1: announce and look on 127.0.0.1 only (playtests)
RESOLVE_MS = 3000  # how long the browser's thread waits for a found table's address and properties
MAX_FOUND = 32  # tables kept from one network: a flood of announcements costs a list this long at most
MAX_VALUE = 64  # bytes of one TXT value read back (a name is at most 24 characters)
MAX_SEATS = 8
_GAME_KEY = re.compile(r"[a-z0-9][a-z0-9-]{0,31}")


def enabled() -> bool:
    """Discovery is on unless QUADRILLE_NO_DISCOVERY=1."""
    return os.environ.get(OFF_VARIABLE, "") != "1"


@dataclass(frozen=True)
class Announced:
    """What a hosted table tells the network: its game, its host's name, its free seats, its protocol version."""

    game: str
    host: str
    free: int
    version: int
    rejoin: bool = False  # a game under way whose free seats wait for the friends who dropped


@dataclass(frozen=True)
class FoundTable:
    """A table some host on the network announced, with the address and port to join it at."""

    key: str  # the service's instance name: one per table
    game: str
    host: str
    free: int
    version: int
    address: str
    port: int
    rejoin: bool = False  # a game under way: its free seats are for friends who dropped, to rejoin

    @property
    def where(self) -> str:
        """host:port as a person types it (an IPv6 address in brackets)."""
        return f"[{self.address}]:{self.port}" if ":" in self.address else f"{self.address}:{self.port}"


class InfoLike(Protocol):
    """What this module reads from a zeroconf ServiceInfo (a test gives a plain object)."""

    name: str
    port: int | None
    properties: Mapping[bytes, bytes | None]

    def parsed_addresses(self) -> list[str]: ...


def properties(table: Announced) -> dict[str, str]:
    """The TXT record of an announced table (short keys: the record travels in every answer)."""
    txt = {"game": table.game, "host": table.host, "free": str(table.free), "proto": str(table.version)}
    if table.rejoin:
        txt["rejoin"] = "1"
    return txt


def _instance(port: int) -> str:
    """The service's instance name: this machine's name and the port, ASCII, within a DNS label."""
    host = re.sub(r"[^A-Za-z0-9-]", "-", socket.gethostname())[:40] or "quadrille"
    return f"Quadrille {host} {port}"


def service_info(table: Announced, port: int, addresses: list[str]) -> Any:
    """The zeroconf ServiceInfo that announces ``table`` at ``port`` on ``addresses`` (IPv4 or IPv6 text)."""
    from zeroconf import ServiceInfo

    name = _instance(port)
    packed = []
    for address in addresses:
        try:
            family = socket.AF_INET6 if ":" in address else socket.AF_INET
            packed.append(socket.inet_pton(family, address))
        except OSError:
            continue
    server = re.sub(r"[^A-Za-z0-9-]", "-", socket.gethostname())[:40] or "quadrille"
    return ServiceInfo(
        SERVICE,
        f"{name}.{SERVICE}",
        port=port,
        properties=properties(table),
        server=f"{server}.local.",
        addresses=packed,
    )


def _text(props: Mapping[Any, Any], key: bytes) -> str | None:
    value = props.get(key)
    if not isinstance(value, bytes) or len(value) > MAX_VALUE:
        return None
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _number(text: str | None, top: int) -> int | None:
    if text is None or not text.isascii() or not text.isdigit() or len(text) > 6:
        return None
    n = int(text)
    return n if 0 <= n <= top else None


def found_table(info: InfoLike) -> FoundTable | None:
    """A found service read back as a table, or None when anything about it is missing, the wrong type, out of
    bounds or not ours: what the network says is data, never trusted."""
    try:
        name, port, props = info.name, info.port, info.properties
        addresses = list(info.parsed_addresses())
    except (AttributeError, TypeError, ValueError, OSError) as exc:  # a broken record: ignored
        log.info("a found table could not be read: %r", exc)
        return None
    if not isinstance(name, str) or not name.endswith("." + SERVICE) or len(name) > 255:
        return None
    if not isinstance(port, int) or isinstance(port, bool) or not 0 < port < 65536:
        return None
    if not isinstance(props, Mapping):
        return None
    game, host = _text(props, b"game"), _text(props, b"host")
    free, version = _number(_text(props, b"free"), MAX_SEATS), _number(_text(props, b"proto"), 100_000)
    if game is None or not _GAME_KEY.fullmatch(game) or free is None or version is None:
        return None
    if host is None or not host.strip() or len(host) > 24 or not host.isprintable():
        return None
    usable = [a for a in addresses if isinstance(a, str) and len(a) <= 64]
    usable.sort(key=lambda a: ":" in a)  # IPv4 first: the likelier to be reachable
    if not usable:
        return None
    rejoin = _text(props, b"rejoin") == "1"
    return FoundTable(name, game, host.strip(), free, version, usable[0], port, rejoin)


class Listener:
    """The browser's listener: a found table is resolved (on the browser's thread) and kept until it goes away.
    ``tables()`` is safe to call from the main loop."""

    def __init__(self, resolve: Callable[[str, str], InfoLike | None]) -> None:
        self.resolve = resolve  # (service type, name) -> info, or None when it did not answer
        self._lock = threading.Lock()
        self._found: dict[str, FoundTable] = {}

    def add_service(self, zc: Any, type_: str, name: str) -> None:
        self._look(type_, name)

    def update_service(self, zc: Any, type_: str, name: str) -> None:
        self._look(type_, name)

    def remove_service(self, zc: Any, type_: str, name: str) -> None:
        with self._lock:
            self._found.pop(name, None)

    def _look(self, type_: str, name: str) -> None:
        try:
            info = self.resolve(type_, name)
        except Exception:  # a failed lookup is a table not shown, never a crash
            log.info("a found table did not resolve", exc_info=True)
            return
        table = found_table(info) if info is not None else None
        with self._lock:
            if table is None or table.key != name:
                self._found.pop(name, None)
            elif name in self._found or len(self._found) < MAX_FOUND:
                self._found[name] = table

    def tables(self) -> list[FoundTable]:
        """The tables found now, by host's name."""
        with self._lock:
            found = list(self._found.values())
        return sorted(found, key=lambda t: (t.host.casefold(), t.key))


class Browser:
    """Looks for tables on the local network while the Join screen is open; off or failed, it finds none."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        self.interfaces = interfaces  # None: every interface (a test: ["127.0.0.1"], loopback only)
        self._zc: Any = None
        self._browser: Any = None
        self._lock = threading.Lock()
        self._closed = False
        self.listener = Listener(self._resolve)
        self.failed = False

    def start(self) -> None:
        if enabled():
            threading.Thread(target=self._open, name="quadrille-browse", daemon=True).start()

    def _open(self) -> None:
        try:
            from zeroconf import ServiceBrowser

            zc = _zeroconf(self.interfaces)
        except Exception:  # no multicast here: discovery is off, typing an address works
            log.info("tables on the network cannot be looked for", exc_info=True)
            self.failed = True
            return
        with self._lock:
            if self._closed:
                zc.close()
                return
            self._zc = zc
            try:
                self._browser = ServiceBrowser(zc, SERVICE, cast(Any, self.listener))  # (duck-typed)
            except Exception:  # as above
                log.info("tables on the network cannot be looked for", exc_info=True)
                self.failed = True

    def _resolve(self, type_: str, name: str) -> InfoLike | None:
        zc = self._zc
        return None if zc is None else zc.get_service_info(type_, name, timeout=RESOLVE_MS)

    def tables(self) -> list[FoundTable]:
        return self.listener.tables()

    def close(self) -> None:
        """Stop looking (the sockets close on a thread: the frame never waits on them)."""
        with self._lock:
            self._closed = True
            zc, browser, self._zc, self._browser = self._zc, self._browser, None, None
        if zc is not None:
            threading.Thread(target=_close, args=(zc, browser, None), daemon=True).start()


def _zeroconf(interfaces: list[str] | None) -> Any:
    """A Zeroconf on every interface, or only on ``interfaces`` (["127.0.0.1"]: nothing leaves this machine)."""
    from zeroconf import Zeroconf

    if interfaces is None and os.environ.get(LOOPBACK_VARIABLE, "") == "1":
        interfaces = ["127.0.0.1"]
    return Zeroconf() if interfaces is None else Zeroconf(interfaces=interfaces)


def _close(zc: Any, browser: Any, info: Any) -> None:
    try:
        if browser is not None:
            browser.cancel()
        if info is not None:
            zc.unregister_service(info)
        zc.close()
    except Exception:  # the network went away first: nothing is left to close
        log.info("discovery closed with", exc_info=True)


class Announcer:
    """Announces one hosted table while its lobby is open; ``update`` tells the network its free seats, ``close``
    takes the announcement back. Registering takes zeroconf a second or so: a worker thread does it."""

    def __init__(
        self, table: Announced, port: int, addresses: list[str], interfaces: list[str] | None = None
    ) -> None:
        self.table, self.port, self.addresses = table, port, addresses
        self.interfaces = interfaces  # as Browser's
        self._jobs: queue.SimpleQueue[Announced | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self.failed = False

    def start(self) -> None:
        if enabled() and self._thread is None:
            self._thread = threading.Thread(target=self._run, name="quadrille-announce", daemon=True)
            self._thread.start()

    def update(self, free: int) -> None:
        """The table's free seats changed."""
        if free != self.table.free:
            t = self.table
            self.table = Announced(t.game, t.host, free, t.version, t.rejoin)
            if self._thread is not None:
                self._jobs.put(self.table)

    def close(self) -> None:
        """Unregister (on the worker thread: the caller never waits)."""
        if self._thread is not None:
            self._jobs.put(None)
            self._thread = None

    def _run(self) -> None:
        try:
            zc = _zeroconf(self.interfaces)
            info = service_info(self.table, self.port, self.addresses)
            zc.register_service(info, allow_name_change=True)
        except Exception:  # no multicast here: friends type the address instead
            log.info("the table is not announced on the network", exc_info=True)
            self.failed = True
            while self._jobs.get() is not None:  # (drain until closed)
                pass
            return
        while True:
            job = self._jobs.get()
            try:
                if job is None:
                    _close(zc, None, info)
                    return
                fresh = service_info(job, self.port, self.addresses)
                fresh.name = info.name  # (the name zeroconf settled on)
                zc.update_service(fresh)
                info = fresh
            except Exception:  # as above: the announcement is stale, the table works
                log.info("the table's announcement was not updated", exc_info=True)
