"""Join a table: the tables announced on this network (a click fills the address), or an address typed as
host:port; the code (the code's letters only, upper case) and a name. Join connects in the background
("Joining…"; the frame never waits), then the joined table opens; a refusal is one sentence on the screen and the
field it is about gets the focus, to fix and try again. A friend who comes back finds the last address and name
filled in, and that table's code while its game goes on (``game.net.recall``)."""

from __future__ import annotations

import functools
import logging
import threading
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.i18n import N_, _, ngettext
from game.net import code as join_code
from game.net import discovery, recall
from game.net import protocol as p
from game.net.client import Failed, JoinClient, JoinError
from game.net.server import DEFAULT_PORT
from game.scenes.friends.base import FriendsScene, clean_name, offstage
from game.ui.textfield import LineField
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)
JOINED_TABLE = "game.scenes.table.guest:open_joined_table"  # the table a friend sees, opened on Welcome
SHOWN_TABLES = 4  # found tables listed at once (the nearest hosts' first, by name)


def code_letter(ch: str) -> str:
    """A typed character of a join code: upper case, and only the code's alphabet (no 0/O, 1/I/L, U/V)."""
    up = ch.upper()
    return up if up in join_code.ALPHABET else ""


def address_letter(ch: str) -> str:
    return ch if ch.isascii() and (ch.isalnum() or ch in ".:-[]_%") else ""


def parse_address(text: str) -> tuple[str, int] | None:
    """``host:port``, ``[v6]:port`` or a bare host (the default port), or None when it is none of these."""
    text = text.strip()
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port_text = rest[1:] if rest.startswith(":") else "" if not rest else None
    elif text.count(":") == 1:
        host, _, port_text = text.partition(":")
    elif text.count(":") > 1:  # a bare IPv6 address
        host, port_text = text, ""
    else:
        host, port_text = text, ""
    if not host or port_text is None:
        return None
    if not port_text:
        return host, DEFAULT_PORT
    if not port_text.isdigit() or len(port_text) > 5 or not 0 < int(port_text) < 65536:
        return None
    return host, int(port_text)


def refusal_text(err: JoinError, where: str) -> str:
    """A JoinError as the joiner's screen says it, in the joiner's language (the host's text is English data)."""
    if err.kind == "code":
        return _("That is not this table's code: check the six characters with your host.")
    if err.kind == "full":
        return _("Every friend seat at that table is taken.")
    if err.kind == "name":
        return _("Someone at that table already has that name: choose another.")
    if err.kind == "wait":
        return _("Too many wrong codes from this machine: wait a minute, then try again.")
    if err.kind == "version":
        return _(
            "That table speaks version {theirs} of the friends' protocol, this Quadrille version {ours}: "
            "play with the same version of Quadrille."
        ).format(theirs=err.host_version if err.host_version is not None else "?", ours=p.PROTOCOL_VERSION)
    if err.kind == "bad":
        return _("The table at {where} answered something this Quadrille cannot read.").format(where=where)
    return _("Nothing answered at {where}: check the address, and that the table is still open.").format(
        where=where
    )


class _Joining(JoinClient):
    """A JoinClient whose poll() gives back, first, what the Join screen read after the Welcome."""

    held: list[Any]

    def poll(self) -> list[Any]:
        held, self.held = getattr(self, "held", []), []
        return held + super().poll()


class JoinScene(FriendsScene):
    """Owns the network browser while open, and the client until the joined table takes it."""

    name = "friends-join"
    title = N_("Join a table")
    subtitle = N_("Pick a table found on this network, or type the address your host shows; then the code.")
    column_titles = (N_("Tables on this network"), N_("Your seat"))

    address_field: LineField
    code_field: LineField
    name_field: LineField

    def __init__(self, app: App, **options: Any) -> None:
        self.found: list[discovery.FoundTable] = []
        self.client: JoinClient | None = None
        self.where = ""
        self.browser = discovery.Browser()
        super().__init__(app, **options)
        if not offstage(app):
            self.browser.start()
        fields = (self.address_field, self.code_field, self.name_field)
        filled = all(f.text for f in fields)  # a friend back at the table they left: Enter joins it again
        self.form.focus = self.form.widgets.index(self.go_button if filled else self.address_field)

    def build(self) -> list[Widget]:
        old = getattr(self, "address_field", None)
        if old is None:  # opened: what this friend joined last (the code only while that game goes on)
            address, code = recall.recalled(self.app.settings)
            keep = {"address": address, "code": join_code.normalize(code)}
        else:
            keep = {"address": old.text, "code": self.code_field.text, "name": self.name_field.text}
        self.address_field = LineField(
            N_("Address"),
            keep.get("address", ""),
            limit=64,
            allow=address_letter,
            placeholder=N_("host:port"),
        )
        self.code_field = LineField(
            N_("Code"), keep.get("code", ""), limit=join_code.LENGTH, allow=code_letter, size=22
        )
        self.name_field = LineField(
            N_("Your name"), keep.get("name", self.app.settings["net_name"]), limit=24, on_submit=self.join
        )
        self.table_buttons = [
            Button(
                t.host,
                functools.partial(self.pick, t),
                sublabel=self._table_line(t),
                size=20,
            )
            for t in self.found[:SHOWN_TABLES]
        ]
        self.left: list[Widget] = list(self.table_buttons)
        self.right: list[Widget] = [self.address_field, self.code_field, self.name_field]
        self.back_button = Button(N_("Back"), self.app.back, size=20)
        self.go_button = Button(N_("Join"), self.join, primary=True, size=22)
        return [*self.left, *self.right, self.back_button, self.go_button]

    def _table_line(self, t: discovery.FoundTable) -> str:
        game = _(catalog.game(t.game).title) if t.game in catalog.GAMES else t.game
        if t.rejoin:  # a game under way, announced again while a friend who dropped is away
            # TRANSLATORS: a table in the Join list whose game is under way: its free seats wait for friends who
            # dropped (the same code and name take one back)
            free = ngettext("{n} seat to rejoin", "{n} seats to rejoin", t.free).format(n=t.free)
        else:
            free = ngettext("{n} free seat", "{n} free seats", t.free).format(n=t.free)
        return f"{game} · {free}"  # (its address goes into the field when it is picked)

    def pick(self, table: discovery.FoundTable) -> None:
        """A found table: its address in the field, its code if this friend sat there (a game under way), and
        the focus on the code."""
        kept = recall.code_for(self.app.settings, self.address_field.text)
        self.address_field.set_text(table.where)
        code = join_code.normalize(recall.code_for(self.app.settings, table.where))
        if code or (kept and self.code_field.text == join_code.normalize(kept)):
            self.code_field.set_text(code)  # (another table's remembered code is not this one's)
        self.form.focus = self.form.widgets.index(self.code_field)

    # joining -------------------------------------------------------------------------------------------
    def join(self) -> None:
        if self.client is not None:
            return
        at = parse_address(self.address_field.text)
        code = join_code.normalize(self.code_field.text)
        name = clean_name(self.name_field.text)
        if at is None:
            self._refuse(_("Type the address as host:port, e.g. 192.168.1.20:47812."), self.address_field)
        elif not join_code.is_valid(code):
            self._refuse(_("The code is the six characters your host's screen shows."), self.code_field)
        elif not name:
            self._refuse(_("Type your name: the others see it at the table."), self.name_field)
        else:
            self.app.settings.set("net_name", name)
            recall.remember_address(self.app.settings, self.address_field.text)
            self.client = _Joining(at[0], at[1], code, name)
            self.where = self.client.where
            self.client.start()
            self.go_button.enabled = False
            self.say(_("Joining {where}…").format(where=self.where))

    def _refuse(self, text: str, field: LineField) -> None:
        self.say(text, bad=True)
        self.form.focus = self.form.widgets.index(field)
        self.app.audio.play("error")

    def update(self, dt: float) -> bool:
        moved = super().update(dt)
        if self.client is not None:
            return self._follow(self.client) or True
        found = self.browser.tables()
        if found != self.found:
            self.found = found
            self._rebuild()
            return True
        return moved

    def _follow(self, client: JoinClient) -> bool:
        """The client's news: a Welcome opens the joined table, a failure says why."""
        if client.welcome is None:
            items = client.poll()
            for i, item in enumerate(items):
                if isinstance(item, Failed):
                    self._failed(item.error)
                    return True
                if isinstance(item, p.Welcome) and isinstance(client, _Joining):
                    client.held = items[i + 1 :]  # (the table reads them: the Lobby after the Welcome)
                    break
        welcome = client.welcome
        if welcome is None:
            return False
        self.client = None  # the table owns it now
        recall.remember_table(self.app.settings, client.where, client.code)  # (forgotten at the game's end)
        open_joined_table = catalog.load(JOINED_TABLE)  # (imported on use)
        try:
            open_joined_table(self.app, client, welcome)
        except ValueError as exc:  # a game this Quadrille cannot join yet: said, the client let go
            log.warning("the joined table did not open: %s", exc)
            threading.Thread(target=client.close, name="quadrille-join-close", daemon=True).start()
            self.go_button.enabled = True
            self._refuse(
                _("This Quadrille cannot play that table's game with friends yet."), self.address_field
            )
        return True

    def _failed(self, err: JoinError) -> None:
        log.info("joining %s failed: %s", self.where, err.text)
        self.client = None
        self.go_button.enabled = True
        field = {"code": self.code_field, "name": self.name_field, "wait": self.code_field}.get(
            err.kind, self.address_field
        )
        self._refuse(refusal_text(err, self.where), field)

    def _rebuild(self) -> None:
        focused = self.form.focused()
        self.form.set_widgets(self.build())
        for i, w in enumerate(self.form.widgets):
            if focused is not None and w.label == focused.label and type(w) is type(focused):
                self.form.focus = i
        self.layout(self.app.size)

    def exit(self) -> None:
        """Leaving: stop looking for tables, and give up a join still under way (on a thread: no waiting)."""
        self.browser.close()
        client, self.client = self.client, None
        if client is not None:
            threading.Thread(target=client.close, name="quadrille-join-close", daemon=True).start()

    # drawing -------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        x0, w, _gap, left_end, _right_end = self.place_columns(size)
        h = max(th.px(56), th.font(20, True).get_height() + th.font(14).get_height() + th.px(14))
        y = self.top
        for b in self.table_buttons:
            b.rect = pygame.Rect(x0, y, w, h)
            y += h + th.px(8)
        self.none_at = (x0, self.top, w)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_columns(surface)
        if self.table_buttons:
            return
        th = self.app.theme
        x, y, w = self.none_at
        if not discovery.enabled() or self.browser.failed or offstage(self.app):
            text = _("Looking for tables on this network is off here: type the address your host shows.")
        else:
            text = _("Looking… A table on this network appears here; over a VPN, type its address.")
        for line in th.wrap(text, 17, w):
            th.blit_text(surface, line, 17, PALETTE["muted"], (x, y))
            y += th.font(17).get_linesize()
