"""A refused move in the player's language (#30): the rules keep their English sentence (the CLI, the logs and
these tests read it), and every table and the Study's puzzles show the same refusal translated."""

from __future__ import annotations

import pytest
from helpers import qu4to_table, quarto_hot_seat, step

from game import i18n
from game.play.seats import Seat
from game.rules.qu4to.moves import PASS
from game.rules.quarto import Give, IllegalMove, Place


@pytest.fixture
def german():
    """Speaks German from the moment it is called (after the App, which sets the language it starts in)."""
    yield lambda: i18n.set_language("de")
    i18n.set_language("en")


def test_the_quarto_table_refuses_in_german_with_the_piece_named_in_german(
    tmp_path, monkeypatch, german
) -> None:
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, animation="off")
    german()
    assert not scene.play(Place(0))
    assert scene.toast.text == "Du hast keine Figur zum Setzen: Übergib zuerst eine."
    for move in (Give(0), Place(0), Give(1)):
        while app.stack.top is not scene:  # the hot-seat curtain between the two players
            app.back()
        assert scene.play(move)
        step(app)
    while app.stack.top is not scene:
        app.back()
    assert not scene.play(Place(0))
    piece = scene.state.pieces.piece_sentence(0)
    assert str(piece) == "tall light round solid piece"
    assert scene.toast.text == "Auf diesem Feld steht schon: große helle runde massive Figur."


def test_the_rules_keep_the_english_sentence_while_the_player_reads_german(german) -> None:
    from game.rules.quarto import QuartoState

    german()
    state = QuartoState()
    with pytest.raises(IllegalMove) as caught:
        state.play(Place(0))
    assert str(caught.value) == "There is no piece in hand to place: give one first."
    assert caught.value.for_player() == "Du hast keine Figur zum Setzen: Übergib zuerst eine."


def test_the_qu4to_table_refuses_in_german(tmp_path, monkeypatch, german) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, [Seat("human"), Seat("computer", "easy")])
    assert scene.state.phase == "orient"
    german()
    assert not scene.play(PASS)
    assert scene.toast.text == "Entscheide zuerst, ob du deine Karten grün oben oder blau oben hältst."


def test_a_set_claim_the_table_cannot_take_is_refused_in_german(tmp_path, monkeypatch, german) -> None:
    from helpers import make_app

    from game.play.setgame.calls import SetCall
    from game.play.setgame.setup import SetSetup
    from game.rules.errors import IllegalMove
    from game.rules.setgame.cards import format_card

    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=3)
    app.go("set-table", setup=SetSetup(seats=[Seat("human")]).to_json())
    step(app, frames=2)
    session = app.stack.top.session
    german()
    table = list(session.state.table)
    away = next(card for card in range(81) if card not in table)
    with pytest.raises(IllegalMove) as refused:
        session.claim(0, (table[0], table[1], away))
    assert refused.value.for_player() == f"{format_card(away)} liegt nicht in der Auslage."
    scene = app.stack.top
    assert not scene.play(SetCall((table[0], table[1], away)), 0)
    assert scene.toast.text == "" and session.stats[0].wrong == 0, "at the table: a lapsed call, no penalty"


def test_a_puzzle_move_onto_a_taken_square_is_refused_in_german(tmp_path, monkeypatch, german) -> None:
    from helpers import make_app

    from game.ai.quarto.puzzles import generate

    puzzle = generate(1, seed=11, win_in=1)[0]
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=3)
    app.go("study-puzzles", puzzles=[puzzle.to_json()])
    step(app, frames=2)
    scene = app.stack.top
    german()
    taken = next(c for c, p in enumerate(scene.trial.state.board) if p is not None)
    assert not scene.place(taken)
    assert app.toasts[-1].text.startswith("Auf diesem Feld steht schon: große helle ")
    assert "piece" not in app.toasts[-1].text
