"""Hot-seat players are rated by name only (docs/ratings.md): a seat left unnamed ("Player 2") is nobody the
rating can be kept for, so a game against it is not rated and says why; a named friend keeps a rating."""

from __future__ import annotations

import pytest
from helpers import quarto_hot_seat, step

from game.play import rating
from game.play.seats import Seat
from game.play.table_stats import field
from game.rules.quarto.moves import Give, Place


def test_an_unnamed_person_is_nobody_to_rate() -> None:
    seats = [Seat("human", name="Ann"), Seat("human"), Seat("human", name="Bob"), Seat("computer", "easy")]
    names = ["Ann", "Player 2", "Bob", "Computer"]
    got = dict(field(seats, names, 0, [3.0, 1.0, 2.0, 0.0]))
    assert got == {"human:": 1.0, "human:Bob": 1.0, "computer:easy": 1.0}
    book: dict = {}
    assert rating.finished(book, "quarto", [("human:", 1.0)], helped=False) is None
    assert "Player 2" not in book.get("friends", {}) and "" not in book.get("friends", {})


def _ann_wins(app, scene) -> None:
    """Ann gives, Bob places: four light pieces along the top row, the last placed by Ann (automatic calls)."""
    for piece, cell in ((0, 0), (2, 1), (4, 2), (6, 3)):
        scene.play(Give(piece))
        step(app)
        scene.play(Place(cell))
        step(app)
    step(app, frames=200)
    assert scene.state.is_over


@pytest.mark.parametrize("second", ["", "Bob"])
def test_a_hot_seat_game_is_rated_only_against_a_named_player(tmp_path, monkeypatch, second) -> None:
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, animation="off", names=("Ann", second))
    _ann_wins(app, scene)
    card = scene.result
    book = app.stats_book.game("quarto").book
    if second:
        assert "Your rating:" in card.footnote and book["friends"]["Bob"]["games"] == 1
    else:
        assert "Not rated: a player without a name" in card.footnote
        assert rating.rating_of(book).games == 0 and not book.get("friends")
