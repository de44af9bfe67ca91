"""What a hosted SET table tells a friend besides the rules' observation: who holds the buzzer (a friend who
(re)joins mid-claim sees it, as a buzz at their own screen would show it), the clock and each seat's SET times and
wrong calls (the friend's result card counts what the host counted), and where each card lies. Every value of it
is checked like any byte from the wire."""

from __future__ import annotations

import math

import pytest

from game.net.client import JoinClient
from game.play.setgame.calls import SetCall
from game.scenes.setgame.friend_view import buzzer_in, clock_in, held_buzzer, hints_in, slots_in, stats_in
from game.scenes.table.guest import guest_of, joined_scene
from scenes.table.test_set_friends import set_table, settle  # noqa: F401  (the fixture)


def test_a_friend_who_rejoins_mid_claim_sees_who_holds_the_buzzer(set_table) -> None:  # noqa: F811
    app, host, table, guest, client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.session.bots.clear()  # (no computer call ends the claim under the test)
    client.close()  # Ann drops
    settle(app, table, guest, lambda: bool(host.drivers.host.away), 5.0)
    host.buzz(0)  # Hana, at the host's screen, buzzes while Ann is away
    assert host.session.buzzer == 0
    again = JoinClient("127.0.0.1", host.drivers.host.server.port, host.drivers.host.server.code, "Ann")
    try:
        welcome = again.connect(5.0)
        assert welcome.seat == 1, "Ann's own seat, by her name"
        back = joined_scene(app, again, welcome)
        back.layout(app.size)
        rejoined = guest_of(back)
        assert rejoined is not None
        said: list[str] = []
        say = back.say
        back.say = lambda text, *a, **k: (said.append(text), say(text, *a, **k))  # type: ignore[method-assign]
        settle(app, back, rejoined, lambda: rejoined.moves >= 0)
        s = back.session
        assert s.buzzer == 0, "the rejoined screen shows that Hana holds the buzzer"
        assert 0 < s.buzz_left <= host.session.setup.buzz_s + 1.0
        assert any("Hana buzzed" in text for text in said), f"said as a buzz here is: {said}"
        assert back.picker() == 0 and not s.may_pick(1), "Ann cannot pick while Hana holds it"
        seen = len(said)
        rejoined.adopt(_table_again(host, rejoined))
        assert s.buzzer == 0 and len(said) == seen, "the same holder in the next Table: not said twice"
    finally:
        again.close()


def _table_again(host, guest):
    from game.net import protocol as p

    return p.Table(move=guest.moves, observation=host.drivers.host.observe(guest.seat))


def test_a_table_released_by_the_host_releases_the_buzzer_here(set_table) -> None:  # noqa: F811
    app, host, table, guest, _client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.session.bots.clear()
    host.buzz(0)
    settle(app, table, guest, lambda: table.session.buzzer == 0, 3.0)
    assert table.session.buzzer == 0
    host.session.buzzer = None  # (the host's buzzer is free again: its next Table says so)
    host.drivers.host.changed()
    settle(app, table, guest, lambda: table.session.buzzer is None, 3.0)
    assert table.session.buzzer is None


class _Session:
    def __init__(self, buzzer, left) -> None:
        self.buzzer, self.buzz_left = buzzer, left


def test_what_the_host_adds_to_a_set_table() -> None:
    assert held_buzzer(_Session(None, 0.0)) == {"buzzer": None}
    assert held_buzzer(_Session(2, 3.21456)) == {"buzzer": 2, "buzz_left": 3.215}
    assert held_buzzer(_Session(1, -0.5)) == {"buzzer": 1, "buzz_left": 0.0}


@pytest.mark.parametrize(
    "observation",
    [
        {},
        {"buzzer": None},
        {"buzzer": 3, "buzz_left": 2.0},  # no such seat at a table of three
        {"buzzer": -1, "buzz_left": 2.0},
        {"buzzer": True, "buzz_left": 2.0},  # a bool is not a seat
        {"buzzer": 1.0, "buzz_left": 2.0},
        {"buzzer": "1", "buzz_left": 2.0},
        {"buzzer": 1},
        {"buzzer": 1, "buzz_left": "2"},
        {"buzzer": 1, "buzz_left": math.nan},
        {"buzzer": 1, "buzz_left": math.inf},
        {"buzzer": 1, "buzz_left": [2]},
        {"buzzer": 1, "buzz_left": True},
    ],
)
def test_a_buzzer_the_wire_gets_wrong_is_no_buzzer(observation) -> None:
    assert buzzer_in(observation, 3, 7.0) is None


def test_a_buzzer_read_from_the_wire_is_bounded_by_the_tables_time() -> None:
    assert buzzer_in({"buzzer": 1, "buzz_left": 2.5}, 3, 7.0) == (1, 2.5)
    assert buzzer_in({"buzzer": 0, "buzz_left": 1e300}, 3, 7.0) == (0, 7.0)
    assert buzzer_in({"buzzer": 2, "buzz_left": -4}, 3, 7.0) == (2, 0.0)


def test_the_friend_sees_the_hosts_grid_clock_and_counts(set_table) -> None:  # noqa: F811
    app, host, table, guest, _client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.session.bots.clear()
    host.session.stats[0].wrong = 2  # (Hana's two wrong calls, and a SET in 4.5 s, as the host counted them)
    host.session.stats[0].times.append(4.5)
    host.session.clock = 93.0
    table.session.hint = [table.session.table[0]]  # a hint shown here, on the table as it was
    answer = host.session.sets_on_table()[0]
    seen = guest.moves
    assert host.play(SetCall(answer), 0)
    settle(app, table, guest, lambda: guest.moves > seen, 3.0)
    assert table.slots.slots == host.slots.slots, "every card in the slot it has at the host"
    s = table.session
    assert [st.to_json() for st in s.stats] == [st.to_json() for st in host.session.stats]
    assert s.stats[0].wrong == 2 and len(s.stats[0].times) == 2
    assert abs(s.clock - host.session.clock) < 1.0, "the host's clock"
    assert s.hint == [], "the table changed: the old table's hint is gone"
    card = table.result_card()
    hana = next(row for row, _score in card.scores if row.startswith("Hana"))
    assert "2 wrong calls" in hana and "avg" in hana, hana


@pytest.mark.parametrize(
    "stats",
    [
        None,
        "x",
        [],  # not one per seat
        [{"times": [], "wrong": 0}] * 2,
        [{"times": [], "wrong": 0}] * 2 + [{"times": [], "wrong": -1}],
        [{"times": [], "wrong": 0}] * 2 + [{"times": [], "wrong": True}],
        [{"times": [], "wrong": 0}] * 2 + [{"times": ["1"], "wrong": 0}],
        [{"times": [], "wrong": 0}] * 2 + [{"times": [math.nan], "wrong": 0}],
        [{"times": [], "wrong": 0}] * 2 + [{"times": [-1.0], "wrong": 0}],
        [{"times": [], "wrong": 0}] * 2 + [{"times": [1.0] * 82, "wrong": 0}],
        [{"times": [], "wrong": 0}] * 2 + [{"times": [], "wrong": 0, "more": 1}],
        [{"times": [], "wrong": 0}] * 2 + [{"times": 3, "wrong": 0}],
    ],
)
def test_counts_the_wire_gets_wrong_are_ignored(stats) -> None:
    assert stats_in({"stats": stats}, 3) is None


def test_counts_and_a_clock_read_from_the_wire() -> None:
    read = stats_in({"stats": [{"times": [1, 2.5], "wrong": 3}, {"times": [], "wrong": 0}]}, 2)
    assert read is not None and read[0].times == [1.0, 2.5] and read[0].wrong == 3
    assert clock_in({"clock": 61.5}) == 61.5
    for bad in (None, "1", True, -1, math.inf, 1e7):
        assert clock_in({"clock": bad}) is None


def test_a_grid_is_taken_only_when_it_holds_the_table_each_card_once() -> None:
    table = (0, 1, 2)
    from game.rules.setgame.cards import format_card

    names = [format_card(c) for c in table]
    assert slots_in({"slots": [names[2], None, names[0], names[1]]}, table) == [2, None, 0, 1]
    for bad in (
        None,
        names[:2],  # a card missing
        [*names, names[0]],  # a card twice
        [*names, format_card(5)],  # a card not on the table
        [*names, "9zzz"],
        [*names, 7],
        [None] * 82,
    ):
        assert slots_in({"slots": bad}, table) is None, bad


def test_the_friends_result_card_offers_no_review_the_host_alone_can_write(set_table) -> None:  # noqa: F811
    app, host, table, guest, _client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    labels = [b.label for b in table.result_card().buttons]
    assert "Review game" not in labels and "Rematch" in labels, labels
    assert "Review game" in [b.label for b in host.result_card().buttons], "the host's card keeps it"


def test_the_tables_hints_reach_the_friend_whose_own_count_was_lost(set_table) -> None:  # noqa: F811
    """A friend whose Quadrille restarted has lost the count of their own hints: the host's count of the table's
    hints (anyone's, as at a hot-seat table) still marks their game as hinted."""
    app, host, table, guest, _client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.session.bots.clear()
    host.session.hints, host.session.hinted = 2, True
    host.drivers.host.changed()
    settle(app, table, guest, lambda: table.session.hints == 2, 3.0)
    assert table.session.hints == 2 and table.session.hinted
    assert "2 hints asked" in table.result_card().footnote


def test_a_hint_count_from_the_wire_is_a_bounded_count() -> None:
    assert hints_in({"hints": 3}) == 3
    for bad in (None, "3", 3.0, True, -1, 10**9):
        assert hints_in({"hints": bad}) is None


def test_the_one_person_at_a_friends_screen_buzzes_with_the_first_buzz_key(set_table) -> None:  # noqa: F811
    """Ann sits at seat 2 of Hana's table, alone at her own screen: Space (the first buzz key) buzzes for her
    there, and her plate says so; Enter, seat 2's key at a shared screen, is nobody's here."""
    import pygame
    from helpers import step

    app, host, table, guest, client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.session.bots.clear()
    assert table.input.buzz_name(1) == "Space" and table.buzz_keys() == {1: "Space"}
    assert host.input.buzz_name(0) == "Space" and host.buzz_keys() == {0: "Space"}, (
        "the host's screen as ever"
    )
    sent: list[int] = []
    real = client.send_buzz
    client.send_buzz = lambda seen: (sent.append(seen), real(seen))  # type: ignore[method-assign]
    app.stack.scenes.append(table)  # (Ann's table on top, to take her keys)
    try:
        enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
        step(app, [enter], 1)
        assert not sent, "Enter is nobody's key at Ann's screen"
        space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44)
        step(app, [space], 1)
        assert sent == [guest.moves], "Space buzzes for Ann"
    finally:
        app.stack.scenes.remove(table)
    settle(app, table, guest, lambda: host.session.buzzer == 1, 3.0)
    assert host.session.buzzer == 1, "the host gave Ann the buzzer"
