"""The lobby shows where friends join: the network's address first and large, then "On this machine:
127.0.0.1:port" where the column has room above the code, whole at 150 % text (the server itself listens on
127.0.0.1 alone in tests: the addresses shown are set as a networked machine's would be)."""

from __future__ import annotations

import pytest
from helpers import step
from test_text_fits import Case, case_id, fitting_app, look, switch

from game.i18n import _

CASES: list[Case] = [("en", 150, (1280, 720)), ("de", 150, (1920, 1080)), ("en", 100, (1024, 640))]


def _lobby(app):
    app.go("menu")
    app.push(
        "friends-lobby", game="quarto", seats=["me", "friend"], host_name="Ann", port=0, bind="127.0.0.1"
    )
    lobby = app.stack.top
    assert lobby.server is not None and lobby.addresses == ["127.0.0.1"]
    return lobby


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_the_network_address_first_then_this_machine_s(tmp_path, monkeypatch, case: Case) -> None:
    app = fitting_app(tmp_path, monkeypatch, case)
    lobby = _lobby(app)
    lobby.addresses = ["192.168.1.20", "127.0.0.1"]  # as join_addresses gives on a machine with a network
    switch(app, case)
    step(app)
    found = look(app, "lobby")
    port = lobby.server.port
    texts = [(d.text, d.rect) for d in app.theme.report.drawn]
    lan = next(rect for text, rect in texts if text == f"192.168.1.20:{port}")
    here = _("On this machine: {address}").format(address=f"127.0.0.1:{port}")
    local = next((rect for text, rect in texts if text == here), None)
    assert local is not None, f"{case_id(case)}: 127.0.0.1 is not shown"
    assert lan.bottom <= local.top, "the network's address comes first"
    code = next(rect for text, rect in texts if text == _("Code"))
    assert local.bottom <= code.top
    app.close()
    assert not found, "\n".join(found)


def test_alone_on_loopback_the_one_address_is_this_machine_s(tmp_path, monkeypatch) -> None:
    app = fitting_app(tmp_path, monkeypatch, ("en", 100, (1280, 720)))
    lobby = _lobby(app)
    step(app)
    look(app, "lobby")
    drawn = [d.text for d in app.theme.report.drawn]
    assert f"On this machine: 127.0.0.1:{lobby.server.port}" in drawn
    app.close()
