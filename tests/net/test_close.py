"""Closing leaves nothing behind: every task a host's (or a client's) loop ran has ended when its thread does, so
no coroutine is destroyed later, wherever the collector runs ("Event loop is closed" in another test)."""

from __future__ import annotations

import asyncio
import socket
from dataclasses import replace

from game.net.client import JoinClient
from game.net.loop import run_loop

from .conftest import QUICK


def test_a_task_main_leaves_waiting_is_cancelled_and_ended_before_the_loop_closes() -> None:
    left: list[asyncio.Future[bytes]] = []

    async def main() -> None:
        outbox: asyncio.Queue[bytes] = asyncio.Queue()
        left.append(asyncio.ensure_future(outbox.get()))  # as a friend's writer waits on its outbox
        await asyncio.sleep(0)

    run_loop(main, lambda loop: None)
    assert left[0].cancelled(), "cancelled and ended while its loop still ran"


def test_a_host_closing_on_a_friend_and_a_silent_socket_leaves_no_task(make_host) -> None:
    """A seated friend, and a socket that opened and never said anything (its handshake would wait
    ``open_timeout``, longer than the close waits): the host cuts the silent socket, and every task of its loop
    (the handlers, the friend's writer) has ended when ``close`` returns."""
    host = make_host(limits=replace(QUICK, open_timeout=30.0, close_timeout=0.2))
    ann = JoinClient("127.0.0.1", host.port, host.code, "Ann", open_timeout=2.0, retry_for=0.0)
    silent = socket.create_connection(("127.0.0.1", host.port), timeout=5.0)
    try:
        assert ann.connect(5.0).seat == 1
        loop = host._loop
        assert loop is not None
        host.close()
        assert loop.is_closed()
        assert not asyncio.all_tasks(loop), "no task of the host's loop is left pending"
        try:
            cut = silent.recv(16) == b""
        except ConnectionResetError:
            cut = True
        assert cut, "the silent socket was cut, not left open"
    finally:
        silent.close()
        ann.close(2.0)
