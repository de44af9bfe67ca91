"""Every screen lists the keys it answers (``key_help``), each listed key really does something there, F1 or ?
shows them over any screen and closes again, the tables' computers wait under it, and a ? typed into a name is a
character (issue #30)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from helpers import key, make_app, step

from game.app import App
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.rules.quarto import QuartoState, Variant
from game.scenes import registry
from game.scenes.keymap import LEFT, MOUSE, RIGHT, events_for


def _record() -> str:
    st = QuartoState(Variant())
    rng = random.Random(4)
    while not st.is_over:
        st.play(rng.choice(st.legal_moves()))
    return st.record()


def _quarto_table(app: App, first: str) -> None:
    seats = [Seat("human", name="Ann"), Seat("computer", "easy")]
    app.go(
        "quarto-table",
        setup=TableSetup(seats=seats, first=first, calls="manual").to_json(),
        menu_key="quarto",
    )


def _set_table(app: App, seats: list[Seat] | None = None) -> None:
    from game.play.setgame.setup import SetSetup

    seats = seats or [Seat("human"), Seat("computer", "easy")]
    app.go("set-table", setup=SetSetup(seats=seats).to_json())


def _qu4to_table(app: App) -> None:
    from game.play.qu4to.session import Qu4toSetup

    app.go("qu4to-table", setup=Qu4toSetup([Seat("human"), Seat("computer", "easy")]).to_json())


def _qu4to_to_play(app: App) -> None:
    """A QU4TO table past the orientation (G), on the person's turn to play."""
    _qu4to_table(app)
    for _ in range(20):
        table = app.stack.scenes[0]
        if table.state.phase == "play" and table.my_turn():
            return
        step(app, [key(app, "g")] if table.my_turn() else [], 10)


#: How to open each screen the app can show (by registry name), with a label for the phases of the tables.
OPENERS: dict[str, Callable[[App], Any]] = {
    "menu": lambda app: app.go("menu"),
    **{
        g: (lambda app, _g=g: (app.go("menu"), app.push(_g)))
        for g in (
            "quarto",
            "set-quarto",
            "aces-faces",
            "common-sense",
            "set",
            "set-practice",
            "set-puzzle",
            "set-chain",
            "set-ultra",
        )
    },
    **{g: (lambda app, _g=g: (app.go("menu"), app.push(_g))) for g in ("qu4to", "qu4to-2p", "qu4to-5p")},
    "quarto-table give": lambda app: _quarto_table(app, "0"),
    "quarto-table place": lambda app: (_quarto_table(app, "1"), step(app, frames=30)),
    "set-table": _set_table,
    "set-table hot-seat": lambda app: _set_table(app, [Seat("human", name="Ann"), Seat("human", name="Bob")]),
    "qu4to-table": _qu4to_table,
    "qu4to-table play": lambda app: _qu4to_to_play(app),
    "curtain": lambda app: (app.go("menu"), app.push("curtain", player="Ann")),
    "lesson quarto": lambda app: (app.go("menu"), app.push("lesson", game="quarto")),
    "lesson set": lambda app: (app.go("menu"), app.push("lesson", game="set")),
    "lesson qu4to": lambda app: (app.go("menu"), app.push("lesson", game="qu4to")),
    "lesson-offer": lambda app: (app.go("menu"), app.push("lesson-offer", game="quarto")),
    "pause": lambda app: (_quarto_table(app, "0"), app.push("pause", game="quarto")),
    "confirm": lambda app: (app.go("menu"), app.push("confirm", text="Abandon your game?")),
    "error": lambda app: app.go("error", message="a test"),
    "keys": lambda app: (app.go("menu"), app.push("keys")),
    "settings": lambda app: (app.go("menu"), app.push("settings")),
    "rules": lambda app: (app.go("menu"), app.push("rules")),
    "stats": lambda app: (app.go("menu"), app.push("stats")),
    "daily": lambda app: (app.go("menu"), app.push("daily")),
    "about": lambda app: (app.go("menu"), app.push("about")),
    "study": lambda app: (app.go("menu"), app.push("study")),
    "study-puzzles": lambda app: (app.go("menu"), app.push("study-puzzles")),
    "replay": lambda app: app.go("replay", text=_record(), players=["Ann", "Bob"]),
    "study-review": lambda app: app.go("study-review", text=_record(), players=["Ann", "Bob"]),
    "set-review": lambda app: app.go("set-review"),
    "qu4to-review": lambda app: app.go("qu4to-review"),
    "friends": lambda app: (app.go("menu"), app.push("friends")),
    "friends-host": lambda app: (app.go("menu"), app.push("friends-host")),
    "friends-join": lambda app: (app.go("menu"), app.push("friends-join")),
    "friends-lobby": lambda app: (app.go("menu"), app.push("friends-lobby", port=0, bind="127.0.0.1")),
}


def _open(app: App, label: str) -> Any:
    OPENERS[label](app)
    step(app, frames=3)
    if app.stack.top is not None and app.stack.top.name == "lesson-offer" and label != "lesson-offer":
        app.back()  # a table's first opening offers its lesson
    return app.stack.top


@pytest.fixture(scope="module")
def app(tmp_path_factory) -> App:
    mp = pytest.MonkeyPatch()
    app = make_app(tmp_path_factory.mktemp("keys"), mp, size=(1280, 720), seed=3)
    app.settings.set("animation", "off")
    yield app
    mp.undo()


def test_every_screen_the_app_can_show_has_an_opener_here() -> None:
    shown = {label.split()[0] for label in OPENERS}
    assert set(registry()) <= shown, f"screens without a keys check: {sorted(set(registry()) - shown)}"


# the Quarto review's keys take ≈ 16 s to walk (its coach analyses each position): behind `slow`
@pytest.mark.parametrize(
    "label", [pytest.param(k, marks=[pytest.mark.slow] if k == "study-review" else []) for k in OPENERS]
)
def test_each_key_a_screen_lists_is_answered_there(app: App, label: str) -> None:
    scene = _open(app, label)
    if label.startswith("quarto-table"):  # the phase the label names, the person's turn
        assert scene.state.phase == label.split()[1] and scene.human_turn()
    if label == "qu4to-table play":
        assert scene.state.phase == "play" and scene.my_turn()
    if label == "set-table hot-seat":
        assert ("Space", "Enter") in [r.keys for r in scene.key_help()], "the players' buzz keys"
    rows = scene.key_help()
    assert rows, f"{label} ({scene.name}) lists no keys"
    names = [name for r in rows for name in r.keys if name not in MOUSE]
    assert names, f"{label} lists only the mouse"
    for name in names:
        for event in events_for(name):
            assert _answered(app, label, event, name in (LEFT, RIGHT)), (
                f"{label}: {name} is listed, unanswered"
            )


def _answered(app: App, label: str, event: pygame.event.Event, on_a_choice: bool) -> bool:
    """``event`` posted to the freshly opened screen is consumed or changes the stack; ``on_a_choice`` (Left,
    Right: "change the highlighted choice"): with some widget of the form highlighted."""
    focuses: list[int | None] = [None]
    form = getattr(_open(app, label), "form", None) if on_a_choice else None
    if form is not None:
        focuses += list(range(len(form.widgets)))
    for focus in focuses:
        scene = _open(app, label)
        if focus is not None:
            scene.form.focus = focus
        before = list(app.stack.scenes)
        if app.stack.handle(event) or app.stack.scenes != before:
            return True
    return False


def test_f1_shows_the_screens_keys_and_f1_question_mark_esc_or_a_click_close_it(app: App) -> None:
    menu = _open(app, "menu")
    for opener, closer in (
        (key(app, "f1"), key(app, "f1")),
        (events_for("?")[0], key(app, "escape")),
        (key(app, "f1"), events_for("?")[0]),
        (key(app, "f1"), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)),
    ):
        step(app, [opener], 2)
        card = app.stack.top
        assert card.name == "keys" and card.screen is menu
        assert "open what is highlighted" in card.words, "the card shows the menu's own keys"
        assert "show or hide this list of keys" in card.words
        step(app, [key(app, "down")], 1)
        assert app.stack.top is card, "other keys do not reach the screen below"
        step(app, [closer], 2)
        assert app.stack.top is menu


def test_a_question_mark_typed_into_a_name_is_a_letter_not_the_keys_card(app: App) -> None:
    from game.ui.textfield import LineField

    setup = _open(app, "quarto")
    setup.form.focus = next(i for i, w in enumerate(setup.form.widgets) if isinstance(w, LineField))
    field = setup.form.focused()
    step(app, events_for("?"), 1)
    assert app.stack.top is setup and field.text.endswith("?")
    assert "type the player's name (Backspace erases)" in [r.does for r in setup.key_help()]
    step(app, [key(app, "f1")], 1)
    assert app.stack.top.name == "keys", "F1 still shows the keys"


def test_the_computer_waits_while_the_keys_card_is_open(app: App) -> None:
    table = _open(app, "quarto-table give")
    step(app, [events_for("?")[0]], 1)
    assert app.stack.top.name == "keys"
    before = len(table.session.state.history)
    step(app, events_for("Enter"), 2)  # under the card: not a give
    step(app, frames=60)
    assert len(table.session.state.history) == before and app.stack.top.name == "keys"
    step(app, [key(app, "escape")], 1)
    step(app, [key(app, "return")], 1)
    step(app, [key(app, "return")], 30)  # give (two presses with "confirm gives") and the computer answers
    assert len(table.session.state.history) > before + 1, "closed, the table plays on"


def _computers_only(app: App, family: str) -> Callable[[], Any]:
    """A table where easy computers play on their own (SET: one, against a person who waits); a fingerprint of
    where the game stands."""
    bots = [Seat("computer", "easy"), Seat("computer", "easy")]
    if family == "quarto":
        app.go("quarto-table", setup=TableSetup(seats=bots).to_json(), menu_key="quarto")
        return lambda: len(app.stack.scenes[0].state.history)
    if family == "set":
        from game.play.setgame.setup import SetSetup

        app.go("set-table", setup=SetSetup(seats=[Seat("human"), bots[0]]).to_json())  # (the person waits)
        return lambda: (app.stack.scenes[0].session.deck_size, app.stack.scenes[0].session.table)
    from game.play.qu4to.session import Qu4toSetup

    app.go("qu4to-table", setup=Qu4toSetup(bots).to_json())
    return lambda: app.stack.scenes[0].state.turns


@pytest.mark.parametrize("family", ["quarto", "set", "qu4to"])
def test_no_computer_plays_on_under_the_keys_card(app: App, family: str) -> None:
    where = _computers_only(app, family)
    step(app, frames=2)
    table = app.stack.top
    step(app, [key(app, "f1")], 1)
    assert app.stack.top.name == "keys" and app.stack.top.screen is table
    held = where()
    step(app, frames=900)  # fifteen seconds of frames: even SET's easy computer calls a SET in eleven
    assert where() == held, f"the {family} computers played under the keys card"
    step(app, [key(app, "f1")], 1)
    assert app.stack.top is table
    for _ in range(30):
        step(app, frames=60)
        if where() != held:
            break
    assert where() != held, f"the {family} table plays on once the card is closed"
