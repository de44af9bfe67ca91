"""Issue #30 in the QU4TO table, its coach and the Study: sentences are whole msgids translated when drawn, so a
language switch (the App lays every live scene out again) rewords what is on screen — the banner, the move list
kept from before the switch, the round summary, the coach's sentences and the Study's messages.

A small stand-in catalog (a few German sentences) replaces the real ones, so these tests need no compiled
catalog and keep to English elsewhere."""

from __future__ import annotations

import gettext

import pytest
from helpers import make_app, qu4to_table, step

import game.i18n as i18n
from game.i18n import N_
from game.play.qu4to.coach_lessons import why
from game.play.qu4to.coach_words import praise
from game.play.said import Said, now
from game.play.seats import Seat
from game.rules.qu4to.moves import Draw, parse_move

GERMAN = {
    "{who} leads {set}": "{who} spielt {set} aus",
    "{who} beats with {set}": "{who} schlägt mit {set}",
    "{who} holds green up": "{who} hält grün oben",
    "{who} holds blue up": "{who} hält blau oben",
    "— Round {n} —": "— Runde {n} —",
    "Round {n} of 3": "Runde {n} von 3",
    "Round {n} is over": "Runde {n} ist vorbei",
    "{name} is thinking…": "{name} denkt nach…",
    "Player {n}": "Spieler {n}",
    "This cost about {loss} points.": "Das kostete etwa {loss} Punkte.",
    "Drawing would have been a better pass than {played}: the rotation broke up your {value}s.": (
        "Ziehen wäre ein besseres Passen gewesen als {played}: Das Drehen hat deine {value}er getrennt."
    ),
    "rotating your {value} into a {other}": "deine {value} zu einer {other} drehen",
    "First type or paste where the game record is.": "Gib zuerst ein, wo die Partieaufzeichnung liegt.",
}
PLURAL = {
    ("{set} beats {table} and empties your hand for {n} point.", 1): "{set} schlägt {table}: {n} Punkt."
}
PLURAL[("{set} beats {table} and empties your hand for {n} point.", 2)] = "{set} schlägt {table}: {n} Punkte."


class Stand(gettext.NullTranslations):
    """The German above; every other sentence stays English (as gettext does without an entry)."""

    def gettext(self, message: str) -> str:
        return GERMAN.get(message, message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return PLURAL.get((singular, min(n, 2)), singular if n == 1 else plural)


@pytest.fixture
def german(monkeypatch):
    """Switch to the stand-in German with ``switch()`` (the test starts in English)."""

    def switch() -> None:
        monkeypatch.setattr(i18n, "_catalog", Stand())
        monkeypatch.setattr(i18n, "_current", "de")

    return switch


def test_a_said_line_compares_as_said_and_reads_in_the_language_of_the_moment(german) -> None:
    line = Said(N_("{who} leads {set}"), who="Ann", set="7-8")
    assert line == "Ann leads 7-8" and now(line) == "Ann leads 7-8"
    german()
    assert now(line) == "Ann spielt 7-8 aus", "drawn after a switch: the new language"
    assert line == "Ann leads 7-8", "the kept text is what was said (a test's or a log's view)"
    assert now("a plain line") == "a plain line"


def test_the_coach_speaks_whole_translated_sentences(german) -> None:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "rules" / "qu4to"))
    from qu4to_helpers import position  # the coach's tests build positions the same way

    state = position(["7g 7g 2g", "6g 7g 7g", "1g 2g 3g"], table="5g 5g", leader=1, deck="123")
    english = why(state, parse_move("rotate 7g"), Draw(), 0.3)
    german()
    assert why(state, parse_move("rotate 7g"), Draw(), 0.3) == (
        "Das kostete etwa 0.30 Punkte. Ziehen wäre ein besseres Passen gewesen als deine 7 zu einer 6 drehen: "
        "Das Drehen hat deine 7er getrennt."
    ), english
    out = position(["8g 9g", "6g 7g 7g", "1g 2g 3g"], table="6g 7g", leader=1, deck="123")
    assert praise(out, parse_move("play 8g-9g")) == "8-9 schlägt 6-7: 2 Punkte.", (
        "the plural the count asks for"
    )


def test_a_switch_rewords_the_qu4to_table(tmp_path, monkeypatch, german) -> None:
    seats = [Seat("computer", "medium")] * 4
    app, scene = qu4to_table(tmp_path, monkeypatch, seats, seed=11)
    for _ in range(400):
        if len(scene.log) > 4 and scene.bot_seat(scene.state.turn):
            break
        step(app, frames=1)
    kept = list(scene.log)
    assert kept[0] == "— Round 1 —" and any("holds" in line for line in kept)
    german()
    scene.layout(app.size)  # what the App does on every live scene after a switch
    drawn = [now(line) for line in kept]
    assert drawn[0] == "— Runde 1 —" and any(" hält " in line for line in drawn), drawn
    (text,), sub = scene.view.banner_text()
    assert sub == "Runde 1 von 3" and text.endswith("denkt nach…"), (text, sub)
    step(app, frames=2)  # and it paints in the new language without an error


def test_the_round_summary_is_reworded_on_a_switch(tmp_path, monkeypatch, german) -> None:
    seats = [Seat("computer", "medium"), Seat("computer", "easy")]
    app, scene = qu4to_table(tmp_path, monkeypatch, seats, seed=11)
    for _ in range(4000):
        if scene.summary is not None:
            break
        step(app, frames=1)
    card = scene.summary
    assert card is not None and card.title == "Round 1 is over"
    buttons = list(card.buttons)
    german()
    scene.layout(app.size)
    assert scene.summary is card and card.title == "Runde 1 ist vorbei", "the same card, its words anew"
    assert card.buttons == buttons, "its buttons (and their focus) stay"


def test_the_study_message_follows_a_switch(tmp_path, monkeypatch, german) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    app.go("study")
    step(app, frames=2)
    hub = app.stack.top
    hub.open_file()  # nothing typed yet
    assert now(hub.message) == "First type or paste where the game record is."
    german()
    assert now(hub.message) == "Gib zuerst ein, wo die Partieaufzeichnung liegt."
    step(app, frames=1)
