"""SET with friends at other machines: the few hooks a SET table needs at the host and at a joiner's screen.

SET is real-time: every seat may call at once, so a friend's call made on a table that changed before it reached
the host is judged as a late click is here (``SetCall.since``: the clock of the table it was made on), never
dropped for its move number alone. Who may pick is decided by buzzing, as at a hot-seat table: a friend buzzes with
their own seat's buzz key on their own screen (``Buzz``), the host's table takes the buzzer for that seat, and every
friend is told who holds it (``Buzzed``). The host's table alone runs the clocks (a buzzer running out, a lockout
ending): each such change sends every friend their table again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.jsondoc import JSON
from game.net import protocol as p
from game.play.setgame.calls import SetCall
from game.scenes.setgame.friend_view import buzzer_in, clock_in, hints_in, set_extras, slots_in, stats_in

# the SET result card's button (SetTableScene.review_button), left off a joiner's card
REVIEW_LABEL = "Review game"

if TYPE_CHECKING:
    from game.scenes.setgame.scene import SetTableScene
    from game.scenes.table.friends import TableHost
    from game.scenes.table.guest import TableGuest
    from game.scenes.table.result_card import ResultCard

BUZZ_SLACK_S = 0.5  # a joiner's buzzer lasts this much longer: the host's timeout (its table) comes first


def host_set(table: SetTableScene, host: TableHost[Any]) -> None:
    """A hosted SET table: friends' late calls dated, their buzzes taken, the table's own changes sent on."""
    session = lambda: table.session  # noqa: E731  (a rematch makes a new session)
    host.stamp = lambda: session().clock
    observe = host.observe
    host.observe = lambda seat: {**observe(seat), **set_extras(session(), table.slots.slots)}
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

    def friend_hint(seat: int) -> bool:
        """A friend asked for a hint on their screen: counted here as a hint asked at this table is."""
        s = session()
        if not s.setup.hints or s.is_over or not s.sets_on_table():
            return False
        s.hints += 1
        s.hinted = True
        return True

    host.buzz = held
    host.hint = friend_hint
    host.hint_cap = session().claim_size  # (a local hint shows at most the call's cards, one a press)
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
        if {c for c in table.slots.slots if c is not None} != set(s.table):
            s.hint, s.since_change = [], 0.0  # the table changed: a hint shown here was of the old one
        stats = stats_in(observation, s.setup.players)
        if stats is not None:  # the host's counts: the result card's SETs, times and wrong calls
            s.stats = stats
        clock = clock_in(observation)
        if clock is not None:
            s.clock = clock
        hints = hints_in(observation)
        if hints:  # the table's hints, anyone's (as at a hot-seat table); this screen's own are counted too
            s.hints, s.hinted = max(s.hints, hints), True
        slots = slots_in(observation, s.table)
        if slots is not None:
            table.slots.slots = slots  # each card where the host's screen has it
        else:
            table.slots.sync(s.table)
        table.view.relayout_cards()

    press_hint = table.press_hint

    def hint() -> None:
        """A hint here (shown on this screen as ever), and the host is told it was asked: it counts it."""
        before = table.session.hints
        press_hint()
        if table.session.hints > before and guest.moves >= 0 and guest.gone is None:
            guest.client.send_hint(guest.moves)

    card_of = table.result_card

    def result_card() -> ResultCard:
        """The result card without "Review game": the review replays the game's record, which only the host
        keeps (the deck here is made up; its record cannot be written)."""
        card = card_of()
        card.buttons = [b for b in card.buttons if b.label != REVIEW_LABEL]
        return card

    table.result_card = result_card  # type: ignore[method-assign]
    # one person sits at a friend's screen: they buzz with the first buzz key (Space unless changed), whatever
    # their seat's number at the host's table (the plate says which)
    table.input.buzz_index = lambda seat: 0  # type: ignore[method-assign]
    table.press_hint = hint  # type: ignore[method-assign]
    table.hint_button.action = hint  # (the button was given the method before)
    table.buzz = asked  # type: ignore[method-assign]
    guest.buzzed = buzzed
    guest.adopted = adopted
    table.keep_in_history = lambda: None  # type: ignore[method-assign]  # its deck is made up here
