"""Every table keeps a finished game in the study's history one way, ``TableScene.keep_in_history`` at the game's
end — Quarto included — once per game, and never a game the computer played alone (--autoplay)."""

from __future__ import annotations

from helpers import quarto_hot_seat

from game import resources
from game.play.history import History
from game.rules.quarto.moves import Give, Place
from game.storage import flush_all

# four pieces that share two attributes, placed along the top row: the fourth placement wins
WIN = [Give(0), Place(0), Give(1), Place(1), Give(2), Place(2), Give(3), Place(3)]


def test_a_finished_quarto_game_is_kept_once_even_when_redo_ends_it_again(tmp_path, monkeypatch) -> None:
    app, table = quarto_hot_seat(tmp_path, monkeypatch, animation="off")
    for move in WIN:
        assert table.play(move)
    assert table.state.is_over
    flush_all()
    games = History(resources.data_dir()).games()
    assert [g["players"] for g in games] == [["Ann", "Bob"]] and games[0]["game"] == "quarto"
    assert games[0]["record"] == table.state.record()
    table.session.state.undo()  # as undo would, then the same last move again
    table.session.movers.pop()
    assert table.play(Place(3))
    flush_all()
    assert len(History(resources.data_dir()).games()) == 1, "the same game is kept once"


def test_autoplay_games_are_not_kept(tmp_path, monkeypatch) -> None:
    app, table = quarto_hot_seat(tmp_path, monkeypatch, animation="off")
    table.autoplay(0)
    for move in WIN:
        assert table.play(move, table.to_act())
    flush_all()
    assert table.state.is_over and History(resources.data_dir()).games() == []
