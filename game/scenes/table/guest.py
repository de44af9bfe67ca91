"""The joiner's table: the same table scene as the host's for the game, fed by the host.

The host's game is the one truth. The joiner's state is rebuilt from every ``Table`` the host sends (the rules'
``from_observation``); the joiner's own seat is a person seat at the bottom, every other seat a ``RemoteDriver``
that never moves here. A move made on this screen goes through ``TableScene.play`` as always, and there
``SeatDrivers.sent`` hands it to ``TableGuest.send``: it goes to the host instead of being applied. The host's
``Played`` animates it here when the rebuilt state allows, and the ``Table`` after it replaces the state.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from game import catalog
from game.i18n import N_, _
from game.jsondoc import JSON
from game.net import protocol as p
from game.net import recall
from game.net.client import Dropped, Failed, Gone, JoinClient
from game.net.observed import rebuilder
from game.rules.errors import IllegalMove, NotationError
from game.scenes.table.autosave import Autosave
from game.scenes.table.drivers import SeatDriver, Turn

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.table.scene import TableScene

log = logging.getLogger(__name__)

M = TypeVar("M")

# the table scene of each rules family ("module:Class")
TABLES = {
    "quarto": "game.scenes.quarto.scene:QuartoTableScene",
    "qu4to": "game.scenes.qu4to.scene:Qu4toTableScene",
    "set": "game.scenes.setgame.scene:SetTableScene",
}
SEND_GAP_S = 0.06  # at most ≈16 moves a second: within the host's rate limit (guard.Limits: 20 a second)
RESEND_S = 2.0  # a move the host has not answered in this long is sent again (it may have been dropped)
WAIT_NOTICE_S = 6.0  # before the host starts: "Waiting for NAME…" is said this often, for as long
# TRANSLATORS: a friend who joined a hosted QU4TO table pressed "Review round"; the host is the one who hosts
REVIEW_AT_HOST = N_("The round review needs the whole match, which only the host's Quadrille keeps.")
# TRANSLATORS: a friend at a hosted table pressed "New setup" on the result card
SETUP_AT_HOST = N_("The host chooses the next setup; Menu leaves this table.")
JOINED_SCENE = "joined-table"  # the name the joiner's table is opened under (app.registry)


class RemoteDriver(SeatDriver[Any]):
    """Another seat at the host's table, seen from a joiner's: its moves come from the host, never from here."""

    kind = "remote"


class StandInDriver(SeatDriver[Any]):
    """The computer at a joiner's QU4TO seat (--autoplay): the family's instant stand-in player, in the frame. The
    AI worker takes a game by its record, and a state rebuilt from an observation has none."""

    kind = "computer"

    def __init__(self, choose: Callable[[Any, str, random.Random], Any], rng: random.Random) -> None:
        self.choose, self.rng = choose, rng

    def step(self, dt: float, turn: Turn) -> Any:
        if turn.position is None or not turn.ready:
            return None
        return self.choose(turn.position, turn.level, self.rng)


class NoSave(Autosave):
    """A joiner keeps no save of the host's game (the host's autosave is the one that counts), and never
    touches the player's own saved game of the same name."""

    def save(self, document: dict[str, Any], soon: bool) -> None:
        return

    def forget(self) -> None:
        return


class TableGuest(Generic[M]):
    """A joiner's end of a hosted table: what the host says, turned into the table's state, moves and words."""

    def __init__(self, table: TableScene[Any, M], client: JoinClient, welcome: p.Welcome) -> None:
        self.table = table
        self.client = client
        self.seat = welcome.seat
        family = catalog.game(welcome.game).family
        self.family = family
        self.rebuild: Callable[[JSON], Any] = rebuilder(family)
        fam = catalog.family(family)
        self.parse: Callable[[str], M] | None = (
            None if fam.parse_move is None else catalog.load(fam.parse_move)
        )
        self.moves = -1  # the move number of the newest Table (-1: none yet)
        self.sent_on: int | None = None  # the Table a move was sent on, until the host answers
        self.outgoing: tuple[str, int] | None = None  # a move to send (text, seen) as soon as the pace allows
        self.last: tuple[str, int] | None = None  # the move sent last
        self.sent_at = -1e9  # when (time.monotonic) a move was last sent
        self.animated = -1  # the move number of the last Played shown here before its Table came
        self.unshown: p.Played | None = None  # the last Played not shown here (its Table writes its line)
        self.saw_end = False  # a Table of the finished game came
        self.gone: str | None = None  # the host went away (and why): the table ends
        self.on_end: Callable[[TableGuest[M]], None] | None = (
            None  # the host went away, or the game's end seen
        )
        # before the host's Start the table here is only a stand-in deal: say who it waits for, again and again
        self.host_name = next((s.name for s in welcome.seats if s.kind == "here" and s.name), "")
        self.kinds = [s.kind for s in welcome.seats]  # each seat here, a friend's or a computer (the plates')
        self.host_seat = self.kinds.index("here") if "here" in self.kinds else None  # the host's own
        self.dealt_in = False  # a Table came: the game is the host's, under way
        self.hailed = -1e9  # when (time.monotonic) "Waiting for NAME…" was last said
        self.buzzed: Callable[[p.Buzzed], None] | None = None  # SET: who holds the host's buzzer
        # the table's own part of taking a new state, given the Table's observation (SET's: the buzzer)
        self.adopted: Callable[[JSON], None] | None = None

    @property
    def waiting(self) -> bool:
        """A move of this seat is on its way to the host, or a move shown here waits for its Table: the seat
        makes no move until the host's answer (no Table yet: none either)."""
        return self.moves < 0 or self.animated > self.moves or self.sent_on == self.moves

    def send(self, move: M, seat: int) -> bool:
        """The person's (or, under --autoplay, the computer's) move for this screen's seat goes to the host."""
        if seat != self.seat:  # another seat is the host's to play: nothing is sent, nothing played here
            log.debug("a move for seat %d was not this screen's to make", seat)
            return True
        if not self.waiting and self.gone is None:
            self.outgoing = (str(move), self.moves)
            self.sent_on = self.moves
            self.flush()
        return True

    def flush(self) -> None:
        """The move to send goes when the host's rate limit allows; one the host did not answer goes again (the
        host drops a move made on a table that has changed since, so a copy is never played twice)."""
        now = time.monotonic()
        if self.outgoing is not None and now - self.sent_at >= SEND_GAP_S:
            self.client.send_move(*self.outgoing)
            log.debug("sent %s on table %d", *self.outgoing)
            self.last, self.outgoing, self.sent_at = self.outgoing, None, now
        elif (
            self.waiting
            and self.sent_on is not None
            and self.last is not None
            and now - self.sent_at > RESEND_S
        ):
            self.client.send_move(*self.last)
            self.sent_at = now

    # what the host said ------------------------------------------------------------------------------------
    def pump(self) -> None:
        if self.saw_end and self.on_end is not None and self.table.ending.shown:
            self.on_end(self)  # the end seen, and shown a moment (its card up)
            self.on_end = None
            return
        self.flush()
        for item in self.client.poll():
            if isinstance(item, p.Table):
                self.adopt(item)
            elif isinstance(item, p.Played):
                self.played(item)
            elif isinstance(item, p.Start):  # (again) at the table: the Table that follows is the truth
                self.moves, self.sent_on, self.animated, self.outgoing = -1, None, -1, None
                if item.round > 1:  # a rematch: the Join screen keeps this table's code again
                    recall.dealt_again(self.table.app.settings, self.client.where, self.client.code)
            elif isinstance(item, p.MoveRefused):
                self.sent_on = None
                self.table.say(item.reason)
                self.table.app.audio.play("error")
            elif isinstance(item, p.Buzzed) and self.buzzed is not None:
                self.buzzed(item)
            elif isinstance(item, p.Waiting):
                self.table.app.notify(_("Waiting for {name}…").format(name=item.name), 4.0)
            elif isinstance(item, Dropped):
                # TRANSLATORS: a joiner lost the connection to the host's table and is trying to get it back
                self.table.app.notify(N_("Reconnecting…"), 6.0)
            elif isinstance(item, Gone | Failed):
                self.went(item)
        now = time.monotonic()
        if not self.dealt_in and self.gone is None and self.host_name and now - self.hailed > WAIT_NOTICE_S:
            self.hailed = now
            self.table.app.notify(_("Waiting for {name}…").format(name=self.host_name), WAIT_NOTICE_S)

    def played(self, item: p.Played) -> None:
        """A move the host played: shown here at once when the state here allows it; the Table after it rules."""
        if item.move <= self.moves or self.parse is None:
            return
        self.unshown = item  # (until it is shown here, or its Table says what it was)
        try:
            move = self.readable(item)
            if move is None:
                return
            self.table.apply(move, item.seat)
        except (IllegalMove, NotationError, ValueError) as exc:  # another hand's cards are not known here
            log.debug("the move %s is not shown before its table: %s", item.text, exc)
            return
        self.animated, self.unshown = item.move, None

    def readable(self, item: p.Played) -> M | None:
        """The move as this table can play it on the state it has (another seat's hidden cards lent to it)."""
        if self.parse is None or self.family == "set":  # SET: the cards dealt are the host's (its Table)
            return None
        if self.family == "qu4to":
            move: M | None = lend(self.table.session.state, item.seat, item.text, self.parse)
            return move
        return self.parse(item.text)

    def adopt(self, item: p.Table) -> None:
        """The host's view of this seat: the state here rebuilt from it, and the table goes on from there."""
        if item.move < self.moves:
            return
        joining, self.dealt_in = not self.dealt_in, True
        try:
            state = self.rebuild(item.observation)
        except (NotationError, ValueError, KeyError, TypeError) as exc:
            log.warning("the host's table could not be read: %s", exc)
            return
        fresh = item.move > self.moves
        self.moves = item.move
        self.sent_on = None
        session = self.table.session
        old = session.state
        if self.family == "quarto" and len(state.history) < len(old.history):
            session.next_game()  # the host dealt the next game of the match
        elif self.family == "quarto":
            from game.scenes.quarto.friends import carry_hints

            carry_hints(self.table, old, state)  # the same game: its hints still count
        session.state = state
        if self.unshown is not None and self.unshown.move == item.move and self.family == "qu4to":
            from game.scenes.qu4to.points import unshown_lines

            qu4to: Any = (
                self.table
            )  # the move list's line for a move this table could not play before its Table
            qu4to.log.extend(unshown_lines(session.name(self.unshown.seat), self.unshown, old.table, state))
        self.unshown = None
        if self.family == "quarto":
            from game.play.quarto.session import _replay_movers

            session.movers = _replay_movers(state)
        after_move = getattr(session, "after_move", None)  # (SET's session keeps no move cache)
        if after_move is not None:
            after_move()
        if self.adopted is not None:
            self.adopted(item.observation)
        self.table.view.invalidate()
        if old.is_terminal and not state.is_terminal:
            self.table.ending.reset()
            self.table.reset_moments()
        if joining and self.family == "qu4to":
            self.catch_up(state)
        if fresh and not (state.is_terminal and self.table.ending.card is not None):  # (its end told once)
            self.table.followed()
        if state.is_terminal:
            # the game is over: the Join screen no longer fills in its code (a no-op once forgotten)
            recall.forget_code(self.table.app.settings, self.client.where)
            self.saw_end = True

    def catch_up(self, state: Any) -> None:
        """Seated (again) in a QU4TO match: no summary of rounds this table never saw, and the move list the host's
        table wrote so far, rebuilt from the public record the friend's view carries (only the round's heading
        when the host sent none)."""
        from game.scenes.qu4to.points import record_lines

        qu4to: Any = self.table
        if qu4to.rounds_seen != state.round_no:
            qu4to.rounds_seen = state.round_no
            qu4to.log.append(qu4to._round_heading())
        if state.log:
            try:  # (the record's lines passed observed._public_line; their seats are checked here)
                qu4to.log = record_lines(state.log, state.players, self.table.session.name)
            except (NotationError, ValueError) as exc:
                log.warning("the host's record could not be read: %s", exc)

    def went(self, item: Gone | Failed) -> None:
        """The host went away (or closed the table): a notice, and the table ends."""
        self.gone = item.text if isinstance(item, Gone) else item.error.text
        log.info("the host's table ended: %s", self.gone)
        if self.on_end is not None:
            self.on_end(self)
            self.on_end = None
            return
        if not self.saw_end:
            self.table.app.notify(N_("The host closed the table."), 6.0)
            self.table.app.go("menu")

    def rematch(self) -> None:
        """The result card's Rematch at a joiner's table: the host deals the next game; this table follows. Said
        at the top of the window: the table's own toast sits under the result card, where no one sees it."""
        self.table.app.notify(N_("The host deals the next game."), 5.0)

    def close(self) -> None:
        self.client.close(timeout=2.0)


def lend(state: Any, seat: int, text: str, parse: Callable[[str], Any]) -> Any:
    """Another QU4TO seat's move as this state can play it: the cards it played put in its hand here (the hand
    here is made up, with the right backs), and a rotate (whose card no other seat is told) turns any card."""
    from game.rules.qu4to import Play, Rotate
    from game.rules.qu4to.deal import FOURS

    hand = state.hands[seat]
    if text == "rotate":
        code = next((c for c in range(len(hand)) if hand[c] and c not in FOURS), None)
        return None if code is None else Rotate(code)
    move = parse(text)
    if isinstance(move, Play) and seat != state.turn:
        return None
    if isinstance(move, Play):
        for code in move.codes:
            while hand[code] < move.codes.count(code):
                spare = next(
                    (c for c in range(len(hand)) if hand[c] and c & 1 == code & 1 and c not in move.codes),
                    None,
                )
                if spare is None:
                    return None
                hand[spare] -= 1
                hand[code] += 1
    return move


def joined_scene(app: App, client: JoinClient, welcome: p.Welcome) -> TableScene[Any, Any]:
    """The joiner's table for the welcome's game: the host's setup, this seat a person's, the others remote."""
    family = catalog.game(welcome.game).family
    path = TABLES.get(family)
    if path is None:
        raise ValueError(f"a joiner cannot play {welcome.game} yet")
    table_class = catalog.load(path)
    setup = dict(welcome.setup)
    seats = setup.get("seats")
    # the seats as at the host: no computer thinks here (every other seat is remote); --autoplay plays this one quickly
    if isinstance(seats, list):  # (the host's computers as computers, at the level their name says)
        setup["seats"] = [
            {"kind": "computer", "level": info.name.lower(), "name": ""}
            if info.kind == "computer"
            else {"kind": "human", "level": "easy", "name": info.name or ""}
            for info in welcome.seats
        ]
    table: TableScene[Any, Any] = table_class(app, setup=setup)
    guest: TableGuest[Any] = TableGuest(table, client, welcome)
    table.autosave = NoSave(app, lambda: table.game_key)
    table.save_game = lambda soon=False: None  # type: ignore[method-assign]  # the host's save is the game's
    for seat in range(len(welcome.seats)):
        if seat != welcome.seat:
            table.drivers.friends[seat] = RemoteDriver()
    table.drivers.guest = guest
    table.drivers.home = welcome.seat
    table.rematch = guest.rematch  # type: ignore[method-assign]  # the host deals the next game
    # the result card's New setup would leave the host's table for a hot-seat setup here, without a word
    table.new_setup = lambda: app.notify(SETUP_AT_HOST, 6.0)  # type: ignore[method-assign]
    fam = catalog.family(family)
    if family == "qu4to" and fam.standin is not None:
        table.drivers.computer.close()
        table.drivers.computer = StandInDriver(catalog.load(fam.standin), table.rng)
    table.session.can_take_back = False  # the host's game has no take-backs from here
    if family == "qu4to":  # the coach and the review read the whole match's record, which no joiner has
        qu4to: Any = table
        qu4to.can_hint, qu4to.ask_hint = (lambda: False), (lambda: None)
        qu4to.review_round = lambda n: app.notify(REVIEW_AT_HOST, 6.0)  # (a silent button looked broken)
    if family == "qu4to":
        table.keep_in_history = lambda: None  # type: ignore[method-assign]  # other hands are unknown here
    if family == "quarto":
        from game.scenes.quarto.friends import join_quarto

        join_quarto(table, guest)  # type: ignore[arg-type]
    if family == "set":
        from game.scenes.setgame.friends import join_set

        join_set(table, guest)  # type: ignore[arg-type]
    return table


def open_joined_table(app: App, client: JoinClient, welcome: p.Welcome) -> None:
    """Push the joiner's table scene for the welcome's game, the joiner's own seat at the bottom."""
    app.registry[JOINED_SCENE] = lambda app_, **_kw: joined_scene(app_, client, welcome)
    app.go(JOINED_SCENE)


def guest_of(table: object) -> TableGuest[Any] | None:
    """The joiner's end of ``table`` (None: a table played here or hosted here)."""
    drivers = getattr(table, "drivers", None)
    guest = getattr(drivers, "guest", None)
    return guest if isinstance(guest, TableGuest) else None
