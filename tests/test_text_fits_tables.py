"""Each table's text fits (#30) mid-game and at its result card -- Quarto, SET Quarto, Aces & Faces, SET and QU4TO
(QU4TO also at a round's end, over its round review, and with five seats) -- in every language, text size and
window size of ``CASES``. Each game is played once, deterministically (a seed, animation off, the computer or a
scripted person at every seat); at each moment looked at, the App is switched live through every case (as
Settings does) and the screen drawn whole in each."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from helpers import click, key, step
from test_text_fits import every_case, fitting_app

from game.app import App
from game.play.qu4to.session import Qu4toSetup
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.rules.qu4to.moves import Draw

START = ("en", 100, (1280, 720))


def until(app: App, done: Callable[[], bool], what: str, frames: int = 6000) -> None:
    for _ in range(frames):
        if done():
            return
        step(app)
    raise AssertionError(f"the table never got to {what}")


def table_app(tmp_path, monkeypatch, scene: str, setup: dict, autoplay: bool = False) -> App:
    app = fitting_app(tmp_path, monkeypatch, START, seed=3, autoplay=autoplay)
    app.settings.set("animation", "off")
    app.go(scene, setup=setup)
    step(app, frames=2)
    return app


@pytest.mark.parametrize("pieces", ["classic", "set", "aces"])
def test_a_quarto_table_mid_game_and_at_its_result_card(tmp_path, monkeypatch, pieces: str) -> None:
    seats = [Seat("computer", "easy"), Seat("computer", "medium")]
    app = table_app(
        tmp_path, monkeypatch, "quarto-table", TableSetup(pieces=pieces, seats=seats).to_json(), autoplay=True
    )
    table = app.stack.scenes[0]
    until(app, lambda: len(table.state.history) >= 7 and app.stack.top is table, "its seventh move")
    found = every_case(app, f"{pieces} mid-game")
    until(app, lambda: table.shown_card() is not None, "its result card")
    found += every_case(app, f"{pieces} result card")
    app.close()
    assert not found, "\n".join(found)


def test_a_set_table_mid_game_and_at_its_result_card(tmp_path, monkeypatch) -> None:
    seats = [Seat("human", name="Ann"), Seat("computer", "medium")]
    app = table_app(tmp_path, monkeypatch, "set-table", SetSetup(seats=seats).to_json())
    table = app.stack.scenes[0]
    session = table.session

    def take_a_set() -> None:
        for card in session.sets_on_table()[0]:
            step(app, click(app, table.view.rects[card].center))

    for _ in range(2):
        take_a_set()
    step(app, frames=30)
    found = every_case(app, "set mid-game")
    while not session.is_over:
        take_a_set()
    until(app, lambda: table.shown_card() is not None, "its result card")
    found += every_case(app, "set result card")
    app.close()
    assert not found, "\n".join(found)


def _qu4to_person_plays(app: App, table, draw: bool = False) -> None:
    """Ann's turn as the tests play it: green up and keep, else the first legal move (a draw, if ``draw`` and
    she may)."""
    st = table.state
    if table.my_turn() and st.phase in ("orient", "keep"):
        step(app, [key(app, "g")])
    elif table.my_turn():
        moves = st.legal_moves()
        table.play(next((m for m in moves if isinstance(m, Draw)), moves[0]) if draw else moves[0])
        step(app)
    else:
        step(app)


def test_a_qu4to_table_mid_round_at_a_round_s_end_its_review_and_the_match_s_end(
    tmp_path, monkeypatch
) -> None:
    seats = [Seat("human", name="Ann"), Seat("computer", "easy"), Seat("computer", "medium")]
    app = table_app(tmp_path, monkeypatch, "qu4to-table", Qu4toSetup(seats).to_json())
    table = app.stack.scenes[0]
    for _ in range(400):
        if len(table.log) > 8 and table.my_turn() and table.state.phase == "play":
            break
        _qu4to_person_plays(app, table)
    found = every_case(app, "qu4to mid-round")
    for _ in range(6000):
        if table.summary is not None:
            break
        _qu4to_person_plays(app, table)
    assert table.summary is not None
    found += every_case(app, "qu4to round's end")
    review = next(b for b in table.summary.buttons if b.label == "Review round")
    step(app, click(app, review.rect.center), 2)
    overlay = app.stack.top
    assert overlay.name == "qu4to-review"
    until(app, lambda: not overlay.working, "the coach's review")
    found += every_case(app, "qu4to round review")
    step(app, [key(app, "escape")], 2)
    choices: set[str] = set()  # the choice panel over the hand, once each way: a new hand and a drawn card
    for _ in range(20000):
        if table.shown_card() is not None and table.session.is_over:
            break
        if table.summary is not None:
            table.next_round()
        phase = table.state.phase
        if table.my_turn() and phase in ("orient", "keep") and phase not in choices:
            choices.add(phase)
            found += every_case(app, f"qu4to {phase} choice")
        _qu4to_person_plays(app, table, draw="keep" not in choices)
    assert choices == {"orient", "keep"}
    assert table.shown_card() is not None
    found += every_case(app, "qu4to result card")
    app.close()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("n", [4, 5])
def test_a_qu4to_table_of_four_or_five_computers_mid_round(tmp_path, monkeypatch, n: int) -> None:
    """Every seat a computer (the bottom plate says what a computer does, and counts its cards)."""
    seats = [Seat("computer", level) for level in ("easy", "medium", "easy", "medium", "easy")[:n]]
    app = table_app(tmp_path, monkeypatch, "qu4to-table", Qu4toSetup(seats).to_json(), autoplay=True)
    table = app.stack.scenes[0]
    until(app, lambda: len(table.log) > 10, "its tenth line")
    found = every_case(app, f"qu4to {n} seats mid-round")
    app.close()
    assert not found, "\n".join(found)
