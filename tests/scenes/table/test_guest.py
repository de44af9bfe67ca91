"""The joiner's table: the same table scene as the host's, rebuilt from each Table the host sends. A joiner over
127.0.0.1 plays a QU4TO seat of a hosted table (me, friend, computer:easy) to the end by its own table's move path;
its screen shows its own hand, no curtain, and at the end exactly what the host's game shows that seat."""

from __future__ import annotations

import time

import pytest
from helpers import Progress, make_app, step

from game.net.client import JoinClient
from game.net.guard import Limits
from game.net.seatspec import parse_seats
from game.play.rating import rating_of
from game.rules.qu4to import friend_view
from game.scenes.table.guest import RemoteDriver, guest_of, joined_scene, open_joined_table
from game.scenes.table.hosting import make_server, open_hosted_table

# the game's own bounds: a test here waits for no timeout, and a thread of a loaded machine (the joiner's, saying
# Hello; answering a ping) can stall past a test's short one (1-2 s), which drops the friend mid-game
LIMITS = Limits()


def lobby(tmp_path, monkeypatch, game: str, spec: str, name: str = "Hana"):
    """A host named ``name`` (1280x720, seed 5, animation off) whose server for ``game`` with seats ``spec``
    listens on 127.0.0.1, its table not yet started: (app, seats, server)."""
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=5)
    app.settings.set("animation", "off")
    seats = parse_seats(spec)
    server = make_server(game, seats, name=name, host="127.0.0.1", port=0, limits=LIMITS)
    server.start()
    return app, seats, server


def start(app, game: str, seats, server):
    """The host presses Start: its table opens, two frames drawn; the table scene."""
    open_hosted_table(app, game, seats, server)
    step(app, frames=2)
    return app.stack.top


def hosted(tmp_path, monkeypatch, game: str, spec: str, name: str = "Hana"):
    """A host named ``name`` at its started table for ``game`` with seats ``spec``: (app, table, server)."""
    app, seats, server = lobby(tmp_path, monkeypatch, game, spec, name)
    return app, start(app, game, seats, server), server


def seated(app, client):
    """The joiner's table once ``client`` is connected and welcomed, laid out for the app's window: (table,
    its guest part)."""
    table = joined_scene(app, client, client.connect(5.0))
    table.layout(app.size)
    return table, guest_of(table)


def until(app, ready, frames: int = 300) -> None:
    """The host's frames, at most ``frames`` of them, until ``ready()`` (a friend seated, a friend away...)."""
    for _ in range(frames):
        app.step([], 1 / 60)
        if ready():
            return
        time.sleep(0.01)


def test_a_joiner_plays_a_qu4to_seat_to_the_end_on_its_own_table(tmp_path, monkeypatch) -> None:
    app, host, server = hosted(tmp_path, monkeypatch, "qu4to", "me,friend,computer:easy")
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        welcome = client.connect(5.0)
        assert welcome.seat == 1 and welcome.game == "qu4to"
        table = joined_scene(app, client, welcome)
        table.layout(app.size)
        guest = guest_of(table)
        assert guest is not None and isinstance(table.drivers.of(0, computer=False), RemoteDriver)
        assert table.bottom_seat() == 1 and table.humans() == [1], "the joiner's own seat, at the bottom"
        sent = 0
        # bounded by the match's moves, each within STALL_S (not by a deadline for the whole: a guess at the speed)
        match = Progress(
            lambda: (len(host.session.movers), guest.moves, host.summary is None, table.summary is None)
        )
        while not (table.state.is_terminal and host.state.is_terminal) and match.going():
            for scene in (host, table):
                if scene.summary is not None:
                    scene.next_round()  # each person dismisses the round's card
            st = host.state
            if st.turn == 0 and not st.is_terminal and host.summary is None:
                assert host.play(st.legal_moves()[0])
            app.step([], 1 / 60)
            table.update(1 / 60)
            mine = table.state
            if guest.moves >= 0 and not guest.waiting and mine.turn == 1 and not mine.is_terminal:
                assert table.play(mine.legal_moves(1)[-1]), "the person's move goes to the host"
                assert guest.waiting
                sent += 1
            time.sleep(0.001)
        assert host.state.is_terminal, "the match reached its end"
        assert sent > 10 and 1 in host.session.movers
        assert friend_view(table.state, 1) == friend_view(host.state, 1), "the joiner sees the host's end"
        assert guest.saw_end and table.ending.card is not None, "and its own table's result card"
        assert app.stack.top is host, "no curtain was raised at the host for the friend's seat"
        table.draw(app.screen)
    finally:
        client.close()
        server.close()


def test_the_hosted_save_keeps_what_lets_friends_rejoin(tmp_path, monkeypatch) -> None:
    from game.scenes.table.hosting import saved_hosting

    app, host, server = hosted(tmp_path, monkeypatch, "quarto", "me,friend")
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        client.connect(5.0)
        until(app, lambda: host.drivers.host.started, 200)
        assert host.session.name(1) == "Ann", "the friend's name on their plate"
        host.save_game()
        app.saves.flush()
        doc = app.saves.slots["quarto"]["state"]
        saved = saved_hosting(doc)
        assert saved is not None and saved["code"] == server.code and saved["port"] == server.port
        assert saved["seats"] == "me,friend" and saved["claims"][1][0] == "Ann"
        assert saved["claims"] == server.claims()
    finally:
        client.close()
        server.close()


def test_a_refused_move_is_said_on_the_joiners_table(tmp_path, monkeypatch) -> None:
    app, host, server = hosted(tmp_path, monkeypatch, "quarto", "friend,me")
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        welcome = client.connect(5.0)
        table = joined_scene(app, client, welcome)
        table.layout(app.size)
        guest = guest_of(table)
        for _ in range(500):
            app.step([], 1 / 60)
            table.update(1 / 60)
            if guest.moves >= 0 and not guest.waiting:
                break
            time.sleep(0.005)
        assert table.state.observation(0) == host.state.observation(0)
        if table.state.to_move != 0:  # the host gives first: its person moves
            host.play(host.state.legal_moves()[0])
            for _ in range(500):
                app.step([], 1 / 60)
                table.update(1 / 60)
                if table.state.to_move == 0 and not guest.waiting:
                    break
                time.sleep(0.005)
        guest.client.send_move("give:zz", seen=guest.moves)  # a move the person's screen would never make
        for _ in range(500):
            app.step([], 1 / 60)
            table.update(1 / 60)
            if table.toast.text:
                break
            time.sleep(0.005)
        assert table.toast.text, "the host's refusal is said on the joiner's table"
        assert not host.toast.text
    finally:
        client.close()
        server.close()


def test_a_joiner_that_drops_mid_game_rejoins_its_seat_and_finishes(tmp_path, monkeypatch) -> None:
    app, host, server = hosted(tmp_path, monkeypatch, "quarto", "me,friend")
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    heard: list[object] = []
    try:
        welcome = client.connect(5.0)
        table = joined_scene(app, client, welcome)
        table.layout(app.size)
        guest = guest_of(table)
        host.drivers.host.heard.append(heard.append)
        notices: list[str] = []
        monkeypatch.setattr(app, "notify", lambda text, seconds=8.0: notices.append(text))
        dropped = False
        game = Progress(lambda: (len(host.state.history), guest.moves))
        while not (host.state.is_over and table.state.is_over) and game.going():
            st = host.state
            if st.to_move == 0 and not st.is_over:
                assert host.play(st.legal_moves()[0])
            app.step([], 1 / 60)
            table.update(1 / 60)
            mine = table.state
            if guest.moves >= 0 and not guest.waiting and mine.to_move == 1 and not mine.is_over:
                table.play(mine.legal_moves()[0])
            if not dropped and len(host.state.history) >= 6:
                dropped = True
                client.reconnect()  # Wi-Fi gone for a moment
            time.sleep(0.002)
        assert host.state.is_over, "the game reached its end"
        assert table.state.observation(1) == host.state.observation(1)
        names = [type(e).__name__ for e in heard]
        assert names[:2] == ["Joined", "Left"] and names[2] == "Joined" and heard[2].rejoined, names
        assert "Reconnecting…" in notices, "the joiner's screen said so meanwhile"
        waiting = [n for n in notices if n.startswith("Waiting for Ann")]
        assert waiting, "and the host's"
        assert "“Computer plays” on their plate" in waiting[0], "which names the plate's button"
    finally:
        client.close()
        server.close()


@pytest.mark.parametrize("by_key", [True, False], ids=["F6", "the plate's button"])
def test_the_host_hands_an_away_friends_seat_to_the_computer_and_back(tmp_path, monkeypatch, by_key) -> None:
    import pygame

    from game.scenes.table.hosting import STAND_IN_KEY

    app, host, server = hosted(tmp_path, monkeypatch, "quarto", "me,friend")
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0, retry_for=0.0)
    try:
        client.connect(5.0)
        until(app, lambda: host.drivers.host.started)
        client.close()  # Ann leaves (her client does not come back)
        until(app, lambda: host.drivers.host.away)
        assert host.drivers.host.away == {1: "Ann"}
        assert host.session.name(1) == "Ann", "the seat keeps her name (banner, moves)"
        assert host.view.role_words(1) == "waiting for Ann", "her plate says the table waits for her"
        if by_key:
            press = pygame.event.Event(pygame.KEYDOWN, key=STAND_IN_KEY, mod=0, unicode="", scancode=0)
            app.step([press], 1 / 60)
        else:
            plate = host.hosted.buttons.rect(1)  # her plate, its button "Computer plays"
            assert plate is not None and plate == host.view.plate_rect(1)
            assert host.view.role_words(1).action == "Computer plays"
            click = {"pos": plate.center, "button": 1}
            app.step([pygame.event.Event(t, **click) for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)])
        assert host.hosted.standing_in == {1} and 1 not in host.drivers.friends
        assert host.hosted.buttons.rect(1) is None and host.view.role_words(1) != "waiting for Ann"
        moved = len(host.state.history)
        for _ in range(600):  # the computer plays Ann's seat now
            st = host.state
            if st.to_move == 0 and not st.is_over:
                host.play(st.legal_moves()[0])
            app.step([], 1 / 60)
            if 1 in host.session.movers[moved:] or host.state.is_over:
                break
        assert 1 in host.session.movers, "the computer played for Ann"
        back = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
        try:
            assert back.connect(5.0).seat == 1, "Ann takes her seat back by her name"
            for _ in range(300):
                app.step([], 1 / 60)
                if not host.hosted.standing_in:
                    break
                time.sleep(0.01)
            assert not host.hosted.standing_in and 1 in host.drivers.friends and host.session.name(1) == "Ann"
            assert host.view.role_words(1) != "waiting for Ann", "she plays her seat again"
        finally:
            back.close()
    finally:
        server.close()


def play_out(app, host, table, guest) -> None:
    """Both seats of a hosted Quarto game to its end: the host's person, and the joiner by its own table (each
    move within ``Progress``'s bound)."""
    game = Progress(lambda: (len(host.state.history), guest.moves))
    while not (host.state.is_over and table.state.is_over) and game.going():
        st = host.state
        if st.to_move == 0 and not st.is_over:
            host.play(st.legal_moves()[0])
        app.step([], 1 / 60)
        table.update(1 / 60)
        mine = table.state
        if guest.moves >= 0 and not guest.waiting and mine.to_move == 1 and not mine.is_over:
            table.play(mine.legal_moves()[0])
        time.sleep(0.002)


def test_a_rematch_at_the_host_deals_the_joiner_in_and_keeps_the_names(tmp_path, monkeypatch) -> None:
    app, host, server = hosted(tmp_path, monkeypatch, "quarto", "me,friend")
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        table, guest = seated(app, client)
        plates = table.view.lay.plates
        assert plates[1].y > plates[0].y, "the joiner (seat 1) has the lower plate: their seat at the bottom"
        assert host.view.lay.plates[0].y > host.view.lay.plates[1].y, "as the host has seat 0's"
        play_out(app, host, table, guest)
        assert host.state.is_over and table.state.is_over and table.ending.card is not None
        host.rematch()
        assert host.session.name(1) == "Ann" and not host.state.history
        for _ in range(500):
            app.step([], 1 / 60)
            table.update(1 / 60)
            if not table.state.is_over:
                break
            time.sleep(0.005)
        assert not table.state.is_over and table.ending.card is None, "the joiner's table is at the new game"
        assert table.state.observation(1) == host.state.observation(1)
        table.rematch()  # the joiner's own Rematch button deals nothing here: the host deals
        assert table.state.observation(1) == host.state.observation(1)
    finally:
        client.close()
        server.close()


def test_friends_seated_in_a_lobby_are_dealt_in_when_the_table_opens(tmp_path, monkeypatch) -> None:
    app, seats, server = lobby(tmp_path, monkeypatch, "quarto", "me,friend")
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        welcome = client.connect(5.0)  # in the lobby, before the table opens (the lobby read the Joined)
        for _ in range(100):
            if server.poll():
                break
            time.sleep(0.01)
        host = start(app, "quarto", seats, server)
        assert host.drivers.host.started and host.session.name(1) == "Ann"
        table = joined_scene(app, client, welcome)
        table.layout(app.size)
        guest = guest_of(table)
        play_out(app, host, table, guest)
        assert host.state.is_over and table.state.observation(1) == host.state.observation(1)
    finally:
        client.close()
        server.close()


def test_hot_seat_with_a_friend_raises_the_curtain_only_between_the_people_here(
    tmp_path, monkeypatch
) -> None:
    app, host, server = hosted(tmp_path, monkeypatch, "qu4to", "me,friend,me")
    curtains: list[int] = []
    monkeypatch.setattr(host, "raise_curtain", lambda seat: curtains.append(seat))
    try:
        assert host.humans() == [0, 2] and 1 in host.drivers.friends
        for _ in range(6):  # orient: seats 0, 1, 2 in turn from the leader, then play
            st = host.state
            if st.is_terminal or host.summary is not None:
                break
            if st.turn in (0, 2):
                host.viewer = st.turn  # the person lifted the curtain
                assert host.play(st.legal_moves()[0])
            else:
                host.session.play(st.legal_moves()[0], 1)  # the friend's move, as the host's server gives it
                host.followed()
            step(app, frames=1)
        assert curtains and set(curtains) <= {0, 2}, curtains
    finally:
        server.close()


def test_a_host_that_closes_the_table_sends_the_joiner_back_to_the_menu(tmp_path, monkeypatch) -> None:
    app, host, server = hosted(tmp_path, monkeypatch, "quarto", "me,friend")
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        welcome = client.connect(5.0)
        notices: list[str] = []
        monkeypatch.setattr(app, "notify", lambda text, seconds=8.0: notices.append(text))
        server.close()  # the host closes the table before the game's end
        open_joined_table(app, client, welcome)  # (the joiner's table is this app's now)
        for _ in range(300):
            step(app, frames=1)
            if app.stack.top.name == "menu":
                break
            time.sleep(0.01)
        assert app.stack.top.name == "menu" and "The host closed the table." in notices
    finally:
        client.close()
        server.close()


def test_each_side_counts_the_game_for_the_person_who_sat_there(tmp_path, monkeypatch) -> None:
    """Issue 43's "each machine's statistics count the game for the people who sat there" (and the rating moves,
    issue 45): the host's table records Hana's game and the joiner's table records Ann's. In this test both tables
    share one app, so one statistics book: two games, each against the other person by name."""
    app, host, server = hosted(tmp_path, monkeypatch, "quarto", "me,friend")
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        table, guest = seated(app, client)
        assert host.humans() == [0] and table.humans() == [1], "each table counts only its own person"
        play_out(app, host, table, guest)
        assert host.state.is_over and table.state.is_over
        book = app.stats_book.game("quarto").book
        opponents = book.get("opponents", {})
        played = sum(sum(v for v in row.values() if isinstance(v, int)) for row in opponents.values())
        assert played == 2, f"one game counted at each table: {opponents}"
        assert rating_of(book).games == 2, "each person's game moved the rating"
    finally:
        client.close()
        server.close()
