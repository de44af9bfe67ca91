"""Storage notices and record errors (#30): English for the logs, the CLI and the tests, the player's language
where they are shown (a toast, the Study) -- from the same Sentence."""

from __future__ import annotations

import random

import pytest

from game import i18n
from game.i18n import Sentence, _
from game.play.quarto.records import RecordError, read_record
from game.rules.errors import NotationError, for_player
from game.rules.setgame import SetState
from game.scenes.study import records_io
from game.settings import Settings


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_a_damaged_settings_file_is_told_in_english_to_the_log_and_in_german_on_screen(
    tmp_path, german
) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    notice = Settings(path).notice
    assert isinstance(notice, Sentence)
    backup = next(tmp_path.glob("settings.json.*.bak")).name
    assert notice == (
        f"Your settings file could not be read (its contents are damaged), so defaults are in use. "
        f"A copy was kept as {backup}."
    )
    assert _(notice) == (
        "Deine Datei „settings“ konnte nicht gelesen werden (der Inhalt ist beschädigt), daher gelten die "
        f"Standardwerte. Eine Kopie wurde als {backup} aufbewahrt."
    )
    assert "JSONDecodeError" not in _(notice)  # (the exception's name is for the log)


def test_a_quarto_record_error_names_its_line_in_the_players_language(german) -> None:
    with pytest.raises(RecordError) as caught:
        read_record('[Game "Quarto"]\n[Colour "red"]\n')
    assert caught.value.line == 2
    assert str(caught.value) == "Line 2: 'Colour' is not a record header."
    assert caught.value.for_player() == "Zeile 2: 'Colour' ist keine Kopfzeile einer Aufzeichnung."
    with pytest.raises(ValueError, match="^Zeile 2: 'Colour' ist keine Kopfzeile einer Aufzeichnung.$"):
        records_io.check('[Game "Quarto"]\n[Colour "red"]\n')


def test_a_move_a_record_cannot_play_is_said_with_the_rules_reason(german) -> None:
    with pytest.raises(RecordError) as caught:
        read_record("1. give:0 place:0\n2. give:1 place:0\n")
    assert str(caught.value) == (
        "Line 2: place:0 cannot be played: That square is already taken by the tall light round solid piece."
    )
    assert caught.value.for_player() == (
        "Zeile 2: place:0 kann nicht gespielt werden: Auf diesem Feld steht schon: große helle runde massive Figur."
    )


def test_a_set_record_error_is_translated_with_its_line(german) -> None:
    text = SetState(random.Random(1), 1).record().rstrip("\n") + "\n1. seat 0 take 1rso,2gxd,3pod\n"
    line = text.count("\n")
    with pytest.raises(NotationError) as caught:
        SetState.replay(text)
    assert str(caught.value) == f"line {line}: '2gxd' is not a SET card: 'x' is not a shading (s, t, o)."
    assert (
        for_player(caught.value)
        == f"Zeile {line}: '2gxd' ist keine SET-Karte: 'x' ist keine Füllung (s, t, o)."
    )


def test_a_qu4to_record_longer_than_its_game_says_so_in_the_players_language(german) -> None:
    import random

    from game.ai.qu4to_ai import choose_move
    from game.rules.qu4to.state import Qu4toState

    rng = random.Random(2)
    state = Qu4toState(rng, 2)
    while not state.is_terminal:
        state.play(choose_move(state, "easy", rng))
    lines = state.record().splitlines()
    with pytest.raises(NotationError) as caught:
        Qu4toState.replay("\n".join([*lines, lines[-1]]))  # its last line twice
    assert str(caught.value).endswith("but the game gives nothing more.")
    assert for_player(caught.value).startswith("Zeile ") and "nothing more" not in for_player(caught.value)
