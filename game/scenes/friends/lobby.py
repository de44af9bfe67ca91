"""The lobby of a hosted table: the server listens, the table is announced on the network, the screen shows where
friends join (addresses, port, the code in large letters) and who sits where; Start opens the table once every
friend seat is taken, Cancel closes the server. A port in use is a sentence on the screen, never a crash."""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.i18n import N_, _, ngettext
from game.jsondoc import JSON
from game.net import discovery
from game.net import protocol as p
from game.net.addresses import LOOPBACK, join_addresses, network_only
from game.net.events import Joined, Left
from game.net.seatspec import SeatSpec, parse_seats
from game.net.server import DEFAULT_PORT, HostError, HostServer, PortInUse
from game.scenes.friends.base import FriendsScene, offstage
from game.scenes.table.words import computer_title, seat_title
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)
HOSTED_TABLE = "game.scenes.table.hosting:open_hosted_table"  # the host's table, opened by Start
KINDS: dict[str, p.Kind] = {"me": "here", "friend": "friend", "computer": "computer"}


def seat_infos(specs: list[SeatSpec], setup: JSON, host_name: str) -> list[p.SeatInfo]:
    """Each seat as the lobby shows it: a person here by the name the setup gave (the host's for the first
    unnamed one), a computer as "Computer · Level", a friend's seat open (no name) until someone takes it."""
    seats = setup.get("seats") if isinstance(setup, dict) else None
    names = [str(s.get("name", "")) if isinstance(s, dict) else "" for s in (seats or [])]
    infos = []
    spare = host_name  # the host's name goes to the first unnamed seat here only (hot-seat: not to two)
    for i, spec in enumerate(specs):
        if spec.kind == "friend":
            name = ""
        elif spec.kind == "computer":
            name = computer_title(spec.level or "")
        else:
            name = (names[i] if i < len(names) else "").strip() or spare or seat_title(i)
            spare = "" if name == spare else spare
        infos.append(p.SeatInfo(name=name[:24], kind=KINDS[spec.kind], connected=spec.kind != "friend"))
    return infos


def with_port(address: str, port: int) -> str:
    """An address as a friend types it: "192.168.1.20:47812", an IPv6 one in brackets."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"


class LobbyScene(FriendsScene):
    """Owns the HostServer until Start hands it to the table (or Cancel closes it) and the announcement."""

    name = "friends-lobby"
    column_titles = (N_("Friends join at"), N_("Seats"))

    def __init__(
        self,
        app: App,
        game: str = "quarto",
        setup: JSON | None = None,
        seats: list[str] | None = None,
        host_name: str = "",
        port: int = DEFAULT_PORT,
        bind: str | None = None,
        **options: Any,
    ) -> None:
        self.game, self.setup, self.host_name = game, setup or {}, host_name
        self.specs = parse_seats(",".join(seats or ["me", "friend"]))
        self.server: HostServer | None = None
        self.announcer: discovery.Announcer | None = None
        self.handed = False  # Start gave the server to the table: the lobby no longer closes it
        self.error = ""  # why the table could not be hosted (a sentence for the screen)
        self.seats = seat_infos(self.specs, self.setup, host_name)
        self.addresses: list[str] = []
        super().__init__(app, **options)
        self.title = catalog.game(game).title if game in catalog.GAMES else game
        self._listen(port, bind)
        self._refresh()

    def _listen(self, port: int, bind: str | None) -> None:
        friends = [i for i, s in enumerate(self.specs) if s.kind == "friend"]
        if bind is None and offstage(self.app):
            bind = "127.0.0.1"
        try:
            server = HostServer(
                game=self.game, setup=self.setup, seats=self.seats, friend_seats=friends, host=bind, port=port
            )
            server.start()
        except PortInUse:
            self.error = _(
                "Port {port} is in use: another program, or another table, listens on it. Go back and "
                "choose another port."
            ).format(port=port)
            return
        except (HostError, ValueError) as exc:
            log.warning("the table could not be hosted: %s", exc)
            self.error = _("The table could not be hosted: {reason}").format(reason=str(exc))
            return
        self.server = server
        self.addresses = join_addresses(bind)
        table = discovery.Announced(self.game, self.host_name or "?", len(friends), p.PROTOCOL_VERSION)
        if not offstage(self.app):
            self.announcer = discovery.Announcer(table, server.port, network_only(self.addresses))
            self.announcer.start()

    def build(self) -> list[Widget]:
        self.left: list[Widget] = []
        self.right: list[Widget] = []
        self.back_button = Button(N_("Cancel"), self.cancel, size=20)
        self.go_button = Button(N_("Start"), self.start, primary=True, size=22, enabled=False)
        return [self.back_button, self.go_button]

    # the server ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moved = super().update(dt)
        if self.server is None or self.handed:
            return moved
        events = self.server.poll()
        if any(isinstance(e, (Joined, Left)) for e in events):
            for e in events:
                if isinstance(e, Joined):
                    log.info("seat %d taken by %s", e.seat, e.name)
                    self.app.audio.play("click")
            self._refresh()
            return True
        return moved

    def open_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "friend" and not s.name]

    def _refresh(self) -> None:
        """Who sits where, from the server; Start once no friend seat is open."""
        if self.server is not None:
            self.seats = self.server.lobby()
        waiting = len(self.open_seats())
        self.go_button.enabled = self.server is not None and waiting == 0
        if self.announcer is not None:
            self.announcer.update(waiting)
        if self.error:
            self.say(self.error, bad=True)
        elif waiting:
            self.say(
                ngettext("Waiting for {n} friend…", "Waiting for {n} friends…", waiting).format(n=waiting)
            )
        else:
            self.say(_("Every seat is taken: Start when you are ready."))
        if self.go_button.enabled:
            self.form.focus = self.form.widgets.index(self.go_button)

    def start(self) -> None:
        """The hosted table opens with the server (the friends' seats are all taken)."""
        if self.server is None or self.open_seats():
            return
        self.handed = True
        self._unannounce()
        open_hosted_table = catalog.load(HOSTED_TABLE)  # (imported on use)
        try:
            open_hosted_table(self.app, self.game, list(self.specs), self.server, setup=self.setup)
        except ValueError as exc:  # a game whose table cannot seat friends yet: said, the lobby stays
            log.warning("the hosted table did not open: %s", exc)
            self.handed = False
            self.say(_("This game cannot be played with friends yet."), bad=True)

    def cancel(self) -> None:
        self.app.back()

    def _unannounce(self) -> None:
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None

    def exit(self) -> None:
        """Leaving the lobby without Start: the announcement goes, the server closes (on a thread: saying Bye
        to friends takes a moment, the frame does not wait)."""
        self._unannounce()
        server, self.server = self.server, None
        if server is not None and not self.handed:
            self.closer = threading.Thread(target=server.close, name="quadrille-host-close", daemon=True)
            self.closer.start()

    closer: threading.Thread | None = None

    # drawing -------------------------------------------------------------------------------------------
    def subtitle_text(self) -> str:
        if self.error:
            return _("The table is not open.")
        return _(
            "Friends choose Join a table, then type an address below and the code. Start opens the table."
        )

    def layout(self, size: tuple[int, int]) -> None:
        self.place_columns(size)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_columns(surface)
        x0, y0 = self.heads[0][0], self.top
        w = self.heads[1][0] - x0 - self.app.theme.px(40)
        if self.server is not None:
            self.draw_where(surface, pygame.Rect(x0, y0, w, self.back_button.box.y - y0))
        self.draw_seats(surface, pygame.Rect(self.heads[1][0], y0, w, self.back_button.box.y - y0))

    def draw_where(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The addresses with the port (the network's first, large; 127.0.0.1 under them, named, where there is
        room), then the join code, a tile a character, large."""
        th = self.app.theme
        server = self.server
        if server is None:
            return
        y = box.y
        lan = [a for a in self.addresses if a != LOOPBACK][:2]
        for address in lan:
            text, size = th.fit_text(with_port(address, server.port), 24, box.w, bold=True)
            th.blit_text(surface, text, size, PALETTE["cream"], (box.x, y), bold=True)
            y += th.font(24, True).get_linesize()
        code_h = th.px(16) + th.font(22, True).get_linesize() + th.px(8) + round(th.px(40) * 1.2)
        here_h = th.font(18).get_linesize() + th.px(4)
        if LOOPBACK in self.addresses and (not lan or y + here_h + code_h <= box.bottom):
            # TRANSLATORS: the address a friend (or a second window) on the host's own machine joins at
            here = _("On this machine: {address}").format(address=with_port(LOOPBACK, server.port))
            text, size = th.fit_text(here, 18, box.w)
            th.blit_text(
                surface, text, size, PALETTE["muted"] if lan else PALETTE["cream"], (box.x, y + th.px(4))
            )
            y += here_h
        y += th.px(16)
        th.blit_text(surface, _("Code"), 22, PALETTE["gold"], (box.x, y), bold=True)
        y += th.font(22, True).get_linesize() + th.px(8)
        gap = th.px(10)
        tile = min(th.px(64), (box.w - 5 * gap) // 6, max(th.px(40), box.bottom - y - th.px(16)))
        size = min(th.fit(ch, 44, tile - th.px(8), bold=True) for ch in server.code)  # one size for all six
        for i, ch in enumerate(server.code):
            r = pygame.Rect(box.x + i * (tile + gap), y, tile, round(tile * 1.2))
            th.panel(surface, r, color=PALETTE["paper_hi"], radius=10, shadow=True, shadow_alpha=60)
            th.blit_text(surface, ch, size, PALETTE["ink"], r.center, anchor="center", bold=True)

    def draw_seats(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """A plate a seat: "Seat N", who sits there, and whether a friend is connected, waited for, or open."""
        th = self.app.theme
        n = max(1, len(self.seats))
        gap = th.px(8)
        h = max(th.px(40), min(th.px(64), (box.h - th.px(8)) // n - gap))
        h = max(h, th.font(20, True).get_height() + th.px(12))
        label_w = max(th.font(16).size(seat_title(i))[0] for i in range(n))  # the names line up
        for i, seat in enumerate(self.seats):
            r = pygame.Rect(box.x, box.y + i * (h + gap), box.w, h)
            th.panel(surface, r, color=PALETTE["paper"], radius=12, shadow=True, shadow_alpha=60)
            if seat.kind == "friend":
                state, colour = (
                    (_("connected"), PALETTE["ok"]) if seat.connected and seat.name
                    else (_("waiting"), PALETTE["gold_dark"]) if seat.name
                    else (_("open"), PALETTE["disabled"])
                )  # fmt: skip
            else:
                state, colour = (_("here") if seat.kind == "here" else "", PALETTE["ink_soft"])
            # TRANSLATORS: a seat at a hosted table nobody has taken yet: a friend will
            who = seat.name or _("a friend")
            right = r.right - th.px(18)
            if state:
                sr = th.blit_text(
                    surface, state, 17, colour, (right, r.centery), anchor="midright", bold=True
                )
                right = sr.x - th.px(14)
            th.blit_text(
                surface,
                seat_title(i),
                16,
                PALETTE["ink_soft"],
                (r.x + th.px(18), r.centery),
                anchor="midleft",
            )
            left = r.x + th.px(18) + label_w + th.px(16)
            ink = PALETTE["ink"] if seat.name else PALETTE["disabled"]
            text, size = th.fit_text(who, 20, max(1, right - left), bold=True)
            th.blit_text(surface, text, size, ink, (left, r.centery), anchor="midleft", bold=True)
