"""A table hosted for friends at other machines: the game's own table scene, its friend seats played through the
host's ``HostServer`` (``friends.seat_friends``), the rest as at any table — "me" seats are people here (several:
hot seat, the curtain raised only between them), computer seats think here.

What it adds to the table: the friends' names on their plates as they join, "waiting for NAME" while one is away
(and, if the host wishes, a computer plays that seat until they are back: ``HostedTable.stand_in``), and an
autosave that keeps the server's code, port and seat claims, so that hosting the saved game again
(``saved_hosting``) lets every friend rejoin their own seat.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

import pygame

from game import catalog
from game.i18n import _
from game.jsondoc import JSON
from game.net import protocol as p
from game.net.events import Joined, Left
from game.net.seatspec import FRIEND_FAMILIES, SeatSpec, friendly, game_key_for, levels_of, players_of  # noqa: F401
from game.net.server import DEFAULT_PORT, HostServer
from game.scenes.table.autosave import Autosave
from game.scenes.table.away import AwayButtons, Plated, pause_entries
from game.scenes.table.friends import TableHost, seat_friends
from game.scenes.table.guest import TABLES

if TYPE_CHECKING:
    from game.app import App
    from game.net.guard import Limits
    from game.scenes.table.scene import TableScene

log = logging.getLogger(__name__)

STAND_IN_KEY = pygame.K_F6  # the host hands away friends' seats to the computer (and back when they return)
HOSTED_SCENE = "hosted-table"  # the name the hosted table is opened under (app.registry)
FRIENDS_KEY = "friends"  # where a hosted table's save keeps its server's code, port, seats and claims
# what a friend's seat is shown after every move: the rules' observation, or more where the table needs it
OBSERVERS = {"qu4to": "game.rules.qu4to:friend_view"}


def setup_for(game_key: str, seats: Sequence[SeatSpec], setup: JSON | None = None, name: str = "") -> JSON:
    """The table's setup JSON: ``setup`` (the game's own choices) with the hosted seats; ``name`` for "me"."""
    family = catalog.game(game_key).family
    doc: JSON = dict(setup or {})
    doc["seats"] = [
        {
            "kind": "computer" if s.kind == "computer" else "human",
            "level": s.level if s.kind == "computer" else "easy",  # (a person's seat: --autoplay's, quick)
            "name": name if s.kind == "me" else "",
        }
        for s in seats
    ]
    if family == "quarto":
        doc["pieces"] = str(catalog.game(game_key).options["pieces"])
    if family == "set":  # SET, Set-Chain or UltraSet
        doc["mode"] = catalog.game(game_key).mode or "classic"
    return doc


def seat_infos(seats: Sequence[SeatSpec], name: str = "") -> list[p.SeatInfo]:
    """The seats as the Welcome and Lobby show them."""
    out = []
    for s in seats:
        if s.kind == "computer":
            out.append(p.SeatInfo(name=s.level.title()[:24], kind="computer"))
        elif s.kind == "me":
            out.append(p.SeatInfo(name=name[:24], kind="here"))
        else:
            out.append(p.SeatInfo(name="", kind="friend"))
    return out


def friend_seats(seats: Sequence[SeatSpec]) -> list[int]:
    return [i for i, s in enumerate(seats) if s.kind == "friend"]


def make_server(
    game_key: str,
    seats: Sequence[SeatSpec],
    *,
    setup: JSON | None = None,
    name: str = "",
    host: str | None = None,
    port: int = DEFAULT_PORT,
    code: str | None = None,
    claims: dict[int, tuple[str, str]] | None = None,
    limits: Limits | None = None,
) -> HostServer:
    """The server of a table hosted with ``seats`` (not started: ``start()`` binds the port)."""
    return HostServer(
        game=game_key,
        setup=setup_for(game_key, seats, setup, name),
        seats=seat_infos(seats, name),
        friend_seats=friend_seats(seats),
        claims=claims,
        host=host,
        port=port,
        code=code,
        limits=limits,
    )


class HostSave(Autosave):
    """The hosted table's autosave: the game, and what lets every friend rejoin when it is hosted again."""

    def __init__(self, app: App, game_id: Callable[[], str], draw: Any, hosted: HostedTable) -> None:
        super().__init__(app, game_id, draw=draw)
        self.hosted = hosted

    def save(self, document: dict[str, Any], soon: bool) -> None:
        super().save({**document, FRIENDS_KEY: self.hosted.saved()}, soon)


class HostedTable:
    """What a hosted table adds to its scene: the friends' names, who is away, a computer for an away seat."""

    def __init__(self, table: TableScene[Any, Any], server: HostServer, seats: Sequence[SeatSpec]) -> None:
        self.table = table
        self.server = server
        self.seats = list(seats)
        self.standing_in: set[int] = set()  # away friends' seats a computer plays meanwhile
        # "Computer plays" on an away friend's plate
        self.buttons = AwayButtons(table.drivers, self.hand_over, lambda: cast(Plated, table.view))
        self.rounds = 1  # games dealt at this table (Start's round)

    def heard(self, event: Joined | Left) -> None:
        """A friend sat (their name on the plate; their seat theirs again) or dropped ("waiting for NAME")."""
        seats = self.table.session.seats
        if isinstance(event, Joined):
            if 0 <= event.seat < len(seats):
                seats[event.seat].name = event.name
            self.back(event.seat)
            if event.rejoined:
                self.table.app.notify(_("{name} is back.").format(name=event.name), 4.0)
        else:  # (their seat keeps their name: the plate says "waiting for NAME", ``away.waiting_words``)
            # TRANSLATORS: "Computer plays" is the button on the away friend's plate (game/scenes/table/away.py,
            # say it as it is translated there); F6 is the key (STAND_IN_KEY) that does the same
            self.table.app.notify(
                _("Waiting for {name}… (“Computer plays” on their plate, or F6)").format(name=event.name), 8.0
            )
        self.table.view.invalidate()

    def away(self) -> dict[int, str]:
        host = self.table.drivers.host
        return {} if host is None else dict(host.away)

    def handler(self, handle: Callable[[pygame.event.Event], bool]) -> Callable[[pygame.event.Event], bool]:
        """The table's input, and STAND_IN_KEY: the computer plays every away friend's seat until they are back."""

        def handled(event: pygame.event.Event) -> bool:
            if event.type == pygame.KEYDOWN and event.key == STAND_IN_KEY and self.away():
                for seat in self.away():
                    self.hand_over(seat)
                return True
            if self.table.on_top and self.buttons.handle(event):
                self.table.app.audio.play("click")
                return True
            return handle(event)

        return handled

    def hand_over(self, seat: int) -> None:
        """The computer plays an away friend's seat until they are back, and the table says so (F6, the button
        on their plate, the pause menu)."""
        name = self.away().get(seat, "")
        if self.stand_in(seat):
            self.table.say(_("The computer plays for {name} until they are back.").format(name=name))

    def stand_in(self, seat: int) -> bool:
        """The computer plays an away friend's seat until they come back (True: it does now)."""
        host = self.table.drivers.host
        if host is None or seat not in host.away or seat in self.standing_in:
            return False
        self.standing_in.add(seat)
        del self.table.drivers.friends[seat]
        self.table.session.seats[seat].kind = "computer"
        self.table.session.seats[seat].stand_in = True  # (the seat keeps the friend's name meanwhile)
        self.table.session.seats[seat].stand_in_moves = 0
        self.rebot()
        self.table.view.invalidate()
        return True

    def back(self, seat: int) -> None:
        """A friend is back: their seat is theirs again (the computer that stood in stops)."""
        host = self.table.drivers.host
        if seat in self.standing_in and host is not None:
            self.standing_in.discard(seat)
            self.table.drivers.cancel()
            self.table.drivers.friends[seat] = host.drivers[seat]
            self.table.session.seats[seat].kind = "human"
            self.table.session.seats[seat].stand_in = False
            self.table.session.seats[seat].stand_in_moves = 0  # (their game is theirs again)
            self.rebot()

    def counted(self, moved: Callable[[Any, int], None]) -> Callable[[Any, int], None]:
        """The host's ``moved``, which first counts the moves the computer plays for an away friend (the result
        card says "Bob (computer for the last N moves) wins")."""

        def counting(move: Any, seat: int) -> None:
            if seat in self.standing_in:
                self.table.session.seats[seat].stand_in_moves += 1
            moved(move, seat)

        return counting

    def rebot(self) -> None:
        """A table whose session keeps its own computers (SET's bots) makes them again for the seats' kinds."""
        rebot = getattr(self.table, "rebot", None)
        if rebot is not None:
            rebot()

    def saved(self) -> JSON:
        """What the save keeps of the hosting: code, port, seats and each friend's claim."""
        return {
            "code": self.server.code,
            "port": self.server.port,
            "seats": ",".join(str(s) for s in self.seats),
            "claims": {str(n): [name, token] for n, (name, token) in self.server.claims().items()},
        }

    def rematch(self, again: Callable[[], None]) -> Callable[[], None]:
        """The table's Rematch, and then every friend is dealt in (their seat's view of the new game)."""

        def rematch() -> None:
            again()
            seats = self.table.session.seats
            name_seats(seats, self.server.lobby())  # everyone keeps their name at the new game
            for seat in seats:
                seat.stand_in_moves = 0  # (a computer still standing in counts this game's moves)
            host = self.table.drivers.host
            if host is not None:
                self.rounds += 1
                host.dealt(self.rounds)

        return rematch


def name_seats(seats: Sequence[Any], lobby: Sequence[p.SeatInfo]) -> None:
    """The table's plates say what the lobby said: each friend's name, and the names of the people here (the
    setup's, or the host's own), which the hosted setup does not carry."""
    for seat, info in enumerate(lobby):
        if info.kind in ("friend", "here") and info.name and seat < len(seats):
            seats[seat].name = info.name


def saved_hosting(doc: JSON | None) -> dict[str, Any] | None:
    """From a hosted table's save: its code, port, seats and claims (None: not a hosted table's save)."""
    friends = (doc or {}).get(FRIENDS_KEY)
    if not isinstance(friends, dict):
        return None
    try:
        claims = {int(n): (str(c[0]), str(c[1])) for n, c in friends.get("claims", {}).items()}
        return {
            "code": str(friends["code"]),
            "port": int(friends["port"]),
            "seats": str(friends["seats"]),
            "claims": claims,
        }
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def hosted_scene(
    app: App,
    game_key: str,
    seats: list[SeatSpec],
    server: HostServer,
    setup: dict[str, Any] | None = None,
    *,
    resume: dict[str, Any] | None = None,
    name: str = "",
) -> TableScene[Any, Any]:
    """The table of ``game_key``, its friend seats played through ``server``; ``resume``: its save hosted again."""
    family = catalog.game(game_key).family
    path = TABLES.get(family)
    if path is None or not friendly(game_key):
        raise ValueError(f"friends cannot play {game_key} yet")
    table_class = catalog.load(path)
    doc = setup_for(game_key, seats, setup, name)
    if resume is not None:
        resume = {k: v for k, v in resume.items() if k != FRIENDS_KEY}
    table: TableScene[Any, Any] = table_class(app, setup=doc, resume=resume)
    hosted = HostedTable(table, server, seats)
    observer = OBSERVERS.get(family)
    view: Callable[[Any, int], JSON] = (
        catalog.load(observer) if observer else (lambda state, seat: state.observation(seat))
    )
    seat_friends(
        table.drivers, game_key, server, friend_seats(seats), lambda seat: view(table.session.state, seat)
    )
    assert table.drivers.host is not None  # seat_friends set it
    table.drivers.host.heard.append(hosted.heard)
    table.drivers.host.moved = hosted.counted(table.drivers.host.moved)  # type: ignore[method-assign,assignment]
    if family == "set":
        from game.scenes.setgame.friends import host_set

        host_set(table, table.drivers.host)  # type: ignore[arg-type]
    if family == "quarto":
        from game.scenes.quarto.friends import host_quarto

        host_quarto(table, table.drivers.host)  # type: ignore[arg-type]  # a friend's hint is counted
    name_seats(table.session.seats, server.lobby())  # the names the lobby showed, friends' and here
    announce_rejoins(app, table.drivers.host, name)
    table.drivers.host.greet()
    table.autosave = HostSave(app, lambda: table.game_key, table.draw, hosted)
    table.rematch = hosted.rematch(table.rematch)  # type: ignore[method-assign]

    def save_game(
        soon: bool = False,
    ) -> None:  # kept whoever plays here (friends rejoin from it): even --autoplay's
        if not table.session.is_over:
            table.autosave.save(table.session.to_json(), soon=soon)

    table.save_game = save_game  # type: ignore[method-assign]
    table.hosted = hosted  # type: ignore[attr-defined]  # the plates and the pause menu ask it
    table.handle = hosted.handler(table.handle)  # type: ignore[method-assign,assignment]
    table.drivers.entries = lambda: pause_entries(table.drivers, hosted.hand_over)
    return table


def announce_rejoins(app: App, host: TableHost[Any], name: str = "") -> None:
    """A windowed host announces its table under way while a friend's seat waits, so the friend's Join list
    offers it to rejoin (a run without a window announces nothing: loopback only)."""
    from game.net.addresses import local_addresses
    from game.net.rejoins import Rejoins
    from game.scenes.friends.base import offstage

    if offstage(app):
        return
    server = host.server
    here = next((s.name for s in server.lobby() if s.kind == "here" and s.name), name)
    addresses = [server.host] if server.host else local_addresses()
    host.announce(Rejoins(server.game, here, server.port, addresses))


def open_hosted_table(
    app: App, game_key: str, seats: list[SeatSpec], server: HostServer, setup: dict[str, Any] | None = None
) -> None:
    """Push the table scene of game_key with seats played per SeatSpec (kind "me"|"friend"|"computer", level),
    friend seats driven through `server` (already started, friends possibly already joined in a lobby)."""
    app.registry[HOSTED_SCENE] = lambda app_, **_kw: hosted_scene(app_, game_key, seats, server, setup)
    app.go(HOSTED_SCENE)
