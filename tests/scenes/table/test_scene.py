"""The kit's ``TableScene`` under all three tables: one resume policy for a damaged save, the game's own rules page
in the pause menu, New setup back to the entry's setup screen, and one session protocol with the same names."""

from __future__ import annotations

import random

import pytest
from helpers import click, key, make_app, step

from game.play.qu4to.session import Qu4toSession, Qu4toSetup
from game.play.quarto.session import QuartoSession
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.play.setgame.session import SetSession
from game.play.setgame.setup import SetSetup
from game.scenes.table.scene import TableScene

SETUPS = {
    "quarto-table": TableSetup(
        pieces="set", seats=[Seat("human", name="Ann"), Seat("computer", "hard")], first="0"
    ).to_json(),
    "set-table": SetSetup(seats=[Seat("human", name="Ann"), Seat("computer", "easy")]).to_json(),
    "qu4to-table": Qu4toSetup(
        [Seat("human", name="Ann"), Seat("computer", "easy"), Seat("computer")]
    ).to_json(),
}
SESSIONS = {"quarto-table": QuartoSession, "set-table": SetSession, "qu4to-table": Qu4toSession}


@pytest.mark.parametrize("table", sorted(SETUPS))
@pytest.mark.parametrize("damage", ["state is text", "state missing", "state of another game"])
def test_a_damaged_save_opens_a_new_game_of_its_setup_with_a_notice(
    tmp_path, monkeypatch, table, damage
) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=2)
    other = {"quarto-table": "qu4to-table", "set-table": "quarto-table", "qu4to-table": "set-table"}[table]
    state = {
        "state is text": "not a game",
        "state missing": None,
        "state of another game": SESSIONS[other].new(SETUPS[other], random.Random(1)).to_json()["state"],
    }[damage]
    saved = SESSIONS[table].new(SETUPS[table], random.Random(1)).to_json()
    resume = (
        dict(saved, state=state) if state is not None else {k: v for k, v in saved.items() if k != "state"}
    )
    if table == "quarto-table":
        resume["match"] = "damaged"  # the Quarto save keeps its match beside the state
    app.go(table, resume=resume)
    step(app, frames=2)
    scene = app.stack.scenes[0]
    assert isinstance(scene, TableScene) and scene.name == table
    assert any("could not be restored" in t.text for t in app.toasts)
    assert scene.session.names()[0] == "Ann", "the new game keeps the saved seats"
    assert (
        scene.session.setup.to_json() == SESSIONS[table].new(SETUPS[table], random.Random(1)).setup.to_json()
    )
    assert not scene.session.is_over


def test_a_sound_save_reopens_without_a_notice(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=2)
    for table, setup in SETUPS.items():
        saved = SESSIONS[table].new(setup, random.Random(1)).to_json()
        app.go(table, resume=saved)
        step(app)  # (SET's clock runs on)
        again = app.stack.scenes[0].session.to_json()
        assert (again["setup"], again["state"]) == (saved["setup"], saved["state"])
    assert not app.toasts


@pytest.mark.parametrize(
    ("game", "tab", "page_title"),
    [
        ("set-practice", "set", "Ways to play"),
        ("set-puzzle", "set", "Ways to play"),
        ("qu4to-2p", "qu4to", "Two players"),
    ],
)
def test_the_pause_menu_opens_the_rules_of_the_game_at_the_table(
    tmp_path, monkeypatch, game, tab, page_title
) -> None:
    from game.scenes.rules_text import PAGES

    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.go(game)  # SET practice and puzzle open their tables; QU4TO for two its setup screen
    step(app, frames=2)
    if app.stack.top.name != "set-table":
        app.go("qu4to-table", setup=Qu4toSetup([Seat("human"), Seat("computer", "easy")]).to_json())
        step(app, frames=2)
    table = app.stack.scenes[0]
    assert table.game_key == game
    step(app, [key(app, "escape")])
    assert app.stack.top.name == "pause"
    how = next(b for b in app.stack.top.form.widgets if b.label == "How to play")
    step(app, click(app, how.rect.center))
    rules = app.stack.top
    assert (rules.name, rules.tab) == ("rules", tab)
    assert PAGES[tab][rules.page][0] == page_title


@pytest.mark.parametrize(
    ("table", "setup_scene"),
    [("quarto-table", "quarto-setup"), ("set-table", "set-setup"), ("qu4to-table", "qu4to-setup")],
)
def test_new_setup_opens_the_entrys_setup_screen_on_this_tables_setup(
    tmp_path, monkeypatch, table, setup_scene
) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.go(table, setup=SETUPS[table])
    step(app, frames=2)
    scene = app.stack.scenes[0]
    scene.new_setup()
    step(app)
    screen = app.stack.top
    assert screen.name == setup_scene
    assert screen.setup.to_json()["seats"] == SETUPS[table]["seats"], (
        "the setup screen opens on the table's seats"
    )


def test_every_session_answers_the_protocol_with_the_same_names() -> None:
    for table, kind in SESSIONS.items():
        session = kind.new(SETUPS[table], random.Random(3))
        assert session.names()[0] == session.name(0) == "Ann"
        assert session.humans() == [0] and not session.hot_seat
        assert session.is_bot(1) and not session.is_bot(0) and not session.is_bot(None)
        assert session.is_over is False
        again = kind.from_json(session.to_json(), random.Random(3))
        assert again.to_json() == session.to_json()
        assert session.setup.game_key in {"set-quarto", "set", "qu4to"}


def test_a_computer_to_move_under_a_pause_says_it_waits_and_does_not_move(tmp_path, monkeypatch) -> None:
    """With anything open over the table (pause, a question), the computer seat neither moves nor claims to be
    thinking: its plate says it waits, and says thinking again once the table is back on top."""
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=2)
    quarto = TableSetup(
        pieces="classic", seats=[Seat("computer", "easy"), Seat("human", name="Ann")], first="0"
    )
    app.go("quarto-table", setup=quarto.to_json())
    step(app, frames=1)
    table = app.stack.scenes[0]
    app.push("pause")
    step(app, frames=120)
    assert len(table.state.history) == 0, "no move under the pause"
    assert table.view.role_words(0).endswith("· waiting")
    app.back()
    assert table.view.role_words(0).endswith("· thinking")

    app.go("qu4to-table", setup=Qu4toSetup([Seat("computer", "easy"), Seat("human", name="Ann")]).to_json())
    step(app, frames=1)
    table = app.stack.scenes[0]
    while not table.bot_seat(table.state.turn):  # Ann holds her hand green up first, if she must
        step(app, [key(app, "g")], 2)
    app.push("pause")
    turns = table.state.turns
    step(app, frames=120)
    assert table.state.turns == turns, "no move under the pause"
    assert table.view.banner_text()[0][0].endswith("waits for you")
    app.back()
    assert table.view.banner_text()[0][0].endswith("is thinking…")


def test_the_plate_under_a_pause_is_painted_again_as_waiting(tmp_path, monkeypatch) -> None:
    """Not only the words: the frame drawn under the pause shows them (the table's still layer is looked at again
    when something opens over it), and "thinking" again once the pause closes."""
    from game.ui.textreport import TextReport

    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=2)
    quarto = TableSetup(
        pieces="classic", seats=[Seat("computer", "easy"), Seat("human", name="Ann")], first="0"
    )
    qu4to = Qu4toSetup([Seat("computer", "easy"), Seat("human", name="Ann")])
    for name, setup, thinking in (
        ("quarto-table", quarto, "· thinking"),
        ("qu4to-table", qu4to, "· thinking…"),
    ):
        app.go(name, setup=setup.to_json())
        step(app, frames=2)
        table = app.stack.scenes[0]
        while name == "qu4to-table" and not table.bot_seat(table.state.turn):  # Ann may hold her hand first
            step(app, [key(app, "g")], 2)
        report = app.theme.report = TextReport()
        for opened, word in ((True, "· waiting"), (False, thinking)):
            if opened:
                app.push("pause")
            else:
                app.back()
            report.clear()
            step(app, frames=1)
            assert any(d.text.endswith(word) for d in report.drawn), (name, [d.text for d in report.drawn])
