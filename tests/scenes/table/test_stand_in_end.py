"""A friend dropped and the computer played their seat to the end (#43): the result card says the computer played
for them, and the game moves nobody's rating and is not their win in the host's statistics (docs/ratings.md)."""

from __future__ import annotations

import time

from game.net.client import JoinClient
from game.play.rating import rating_of
from game.play.seats import Seat, result_name
from game.rules.quarto import Give
from scenes.table.test_guest import hosted, until


def test_result_name_says_the_computer_played_for_the_friend() -> None:
    bob = Seat("computer", "easy", "Bob", stand_in=True, stand_in_moves=7)
    assert result_name(bob, "Bob") == "Bob (computer for the last 7 moves)"
    bob.stand_in_moves = 1
    assert result_name(bob, "Bob") == "Bob (computer for the last move)"
    assert result_name(Seat("human", name="Bob"), "Bob") == "Bob", "his own game: just his name"


def test_a_game_the_computer_finished_for_a_friend_is_said_and_rated_for_no_one(
    tmp_path, monkeypatch
) -> None:
    app, host, server = hosted(tmp_path, monkeypatch, "quarto", "me,friend")
    client = JoinClient("127.0.0.1", server.port, server.code, "Bob", open_timeout=2.0, retry_for=0.0)
    try:
        client.connect(5.0)
        until(app, lambda: host.drivers.host.started)
        client.close()  # Bob's Wi-Fi goes; the host hands his seat to the computer
        until(app, lambda: host.drivers.host.away)
        assert host.hosted.stand_in(1)
        deadline = time.monotonic() + 60.0
        while not host.session.is_over and time.monotonic() < deadline:
            st = host.state
            if st.to_move == 0 and not st.is_over:
                gives = [m for m in st.legal_moves() if isinstance(m, Give) and m.piece in st.deadly_gives()]
                host.play((gives or st.legal_moves())[0])  # Hana hands Bob's computer the win
            app.step([], 1 / 60)
        assert host.session.is_over and host.state.outcome.winner == 1
        moves = host.session.seats[1].stand_in_moves
        assert moves >= 1 and moves == sum(1 for m in host.session.movers if m == 1)
        for _ in range(200):  # the card comes after the winning line's moment
            app.step([], 1 / 60)
            if host.ending.shown:
                break
        card = host.ending.card
        assert card is not None and card.title.startswith("Bob (computer for the last ")
        assert card.title == f"Bob (computer for the last {moves} moves) wins!"
        assert "the computer finished the game for Bob" in card.footnote
        assert app.stats_book.rated is None
        book = app.stats_book.game("quarto").book
        assert rating_of(book).games == 0, "Hana's rating did not move"
        assert "Bob" not in (book.get("friends") or {}), "nor Bob's (kept by name)"
        assert "Bob" not in (book.get("players") or {}) and "Bob" not in str(book), "nor is it Bob's win here"
        assert book.get("opponents"), "the game counts in Hana's statistics"
    finally:
        client.close()
        server.close()
