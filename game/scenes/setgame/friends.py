"""SET with friends at other machines: the few hooks a SET table needs at the host and at a joiner's screen.

SET is real-time: every seat may call at once, so a friend's call made on a table that changed before it reached
the host is judged as a late click is here (``SetCall.since``: the clock of the table it was made on), never
dropped for its move number alone. Who may pick is decided by buzzing, as at a hot-seat table: a friend buzzes with
their own seat's buzz key on their own screen (``Buzz``), the host's table takes the buzzer for that seat, and every
friend is told who holds it (``Buzzed``). The host's table alone runs the clocks (a buzzer running out, a lockout
ending): each such change sends every friend their table again.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from game.jsondoc import JSON
from game.net import protocol as p
from game.play.setgame.session import SetCall

if TYPE_CHECKING:
    from game.scenes.setgame.scene import SetTableScene
    from game.scenes.table.friends import TableHost
    from game.scenes.table.guest import TableGuest

BUZZ_SLACK_S = 0.5  # a joiner's buzzer lasts this much longer: the host's timeout (its table) comes first
BUZZER_KEY = "buzzer"  # a SET Table's observation: the seat that holds the host's buzzer (or null), and
BUZZ_LEFT_KEY = "buzz_left"  # its seconds left; so a friend who (re)joins mid-claim sees who holds it


def held_buzzer(session: Any) -> JSON:
    """What a friend's Table adds to the rules' observation: who holds the host's buzzer, and for how long."""
    if session.buzzer is None:
        return {BUZZER_KEY: None}
    return {BUZZER_KEY: session.buzzer, BUZZ_LEFT_KEY: round(max(0.0, session.buzz_left), 3)}


def buzzer_in(observation: JSON, players: int, buzz_s: float) -> tuple[int, float] | None:
    """The buzzer a Table says is held (seat, seconds left), or None: not held, or anything but a seat of this
    table and a number of seconds within its buzzer's time (the wire's data is checked, never trusted)."""
    seat, left = observation.get(BUZZER_KEY), observation.get(BUZZ_LEFT_KEY)
    if type(seat) is not int or not 0 <= seat < players:
        return None
    if not isinstance(left, int | float) or isinstance(left, bool) or not math.isfinite(left):
        return None
    return seat, min(max(float(left), 0.0), float(buzz_s))


def host_set(table: SetTableScene, host: TableHost[Any]) -> None:
    """A hosted SET table: friends' late calls dated, their buzzes taken, the table's own changes sent on."""
    session = lambda: table.session  # noqa: E731  (a rematch makes a new session)
    host.stamp = lambda: session().clock
    observe = host.observe
    host.observe = lambda seat: {**observe(seat), **held_buzzer(session())}  # (a rejoin sees the buzzer)
    host.stamps[host.moves] = session().clock
    host.dating = lambda call, since: SetCall(call.cards, since)
    buzz, advance, autoplay, start_next = table.buzz, table.advance, table.autoplay, table.start_next

    def held(seat: int) -> bool:
        """``seat`` buzzes (the table's own words and sounds); True when it now holds the buzzer."""
        before = session().buzzer
        buzz(seat)
        return before is None and session().buzzer == seat

    def local(seat: int) -> None:
        """A buzz key at the host's screen: only for the people here (a friend buzzes on their own screen)."""
        if seat not in table.drivers.friends and held(seat):
            host.buzzed(seat)

    def advanced(dt: float) -> bool:
        state = session().state
        before = None if state is None else len(state.events)
        moving = advance(dt)
        state = session().state
        if state is not None and before is not None and len(state.events) != before:
            host.changed()  # a buzzer ran out (its penalty) or a lockout ended
        return moving

    def no_bots() -> None:
        """A friend's seat is theirs, not a computer's, under --autoplay too (unless the host's F6 stands in)."""
        for seat in host.drivers:
            if seat in table.drivers.friends:
                session().bots.pop(seat, None)

    def autoplayed(frame: int) -> None:
        autoplay(frame)
        no_bots()

    def rebot() -> None:
        session().make_bots(autoplay=table.autoplaying)
        no_bots()

    def dealt() -> None:
        start_next()
        no_bots()

    host.buzz = held
    table.buzz = local  # type: ignore[method-assign]
    table.advance = advanced  # type: ignore[method-assign]
    table.autoplay = autoplayed  # type: ignore[method-assign]
    table.start_next = dealt  # type: ignore[method-assign]
    table.rebot = rebot  # type: ignore[attr-defined]  # the host's F6 stood in for a friend, or they are back


def join_set(table: SetTableScene, guest: TableGuest[Any]) -> None:
    """A joiner's SET table: its buzz key asks the host, the host's Buzzed holds the buzzer here, and each Table
    puts the cards in their slots (what the host's dealing made up is never shown before it)."""
    buzz = table.buzz

    def asked(seat: int) -> None:
        """This screen's seat buzzes at the host (never another seat's key); the host's Buzzed answers."""
        if seat == guest.seat and guest.moves >= 0 and guest.gone is None:
            guest.client.send_buzz(guest.moves)

    def buzzed(item: p.Buzzed) -> None:
        s = table.session
        if item.move < guest.moves or not 0 <= item.seat < s.setup.players:
            return
        s.buzzer = None
        buzz(item.seat)  # the table's words and sound
        s.buzzer, s.buzz_left = item.seat, float(s.setup.buzz_s) + BUZZ_SLACK_S

    def adopted(observation: JSON) -> None:
        """A Table from the host: its buzzer is the one held here (the host's clocks rule), said as a buzz here
        is when it is news (a friend who rejoins mid-claim sees who holds it)."""
        s = table.session
        before = s.buzzer
        s.buzzer, s.locks = None, {}
        held = None if s.is_over else buzzer_in(observation, s.setup.players, s.setup.buzz_s)
        if held is not None:
            seat, left = held
            if seat != before:
                buzz(seat)  # the table's words and sound, as for a buzz here
            s.buzzer, s.buzz_left = seat, left + BUZZ_SLACK_S
        if s.hot_seat and s.buzzer != guest.seat:  # (picks are made holding the buzzer)
            table.picked = []
        table.picked = [c for c in table.picked if s.pickable(c)]
        if not table.picked:
            table.picking_since = None
        table.slots.sync(s.table)
        table.view.relayout_cards()

    table.buzz = asked  # type: ignore[method-assign]
    guest.buzzed = buzzed
    guest.adopted = adopted
    table.keep_in_history = lambda: None  # type: ignore[method-assign]  # its deck is made up here
