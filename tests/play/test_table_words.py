"""The tables' words in another language (issue #30): the part catalogs compile and are complete, piece and card
names take the glossary's words through contexts, whole sentences replace assembled ones, and English stays
exactly what the rules engines say."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import game.i18n as i18n
from game.play.quarto.words import and_list, pattern_words, pgettext, piece_words, short_piece, value_word
from game.play.setgame import words as set_words
from game.rules.quarto.pieces import PIECE_SETS
from game.rules.setgame.cards import Card
from game.rules.setgame.explain import why_not as english_why_not

CATALOGS = Path(__file__).resolve().parents[2] / "game" / "locale"
CODES = ("pt_BR", "es", "fr", "de", "it", "nl")


@pytest.fixture
def speak(tmp_path, monkeypatch):
    """Speak a language from the shipped catalogs; English again afterwards."""

    def use(code: str) -> None:
        i18n.set_language(code)

    yield use
    i18n.set_language("en")


@pytest.mark.parametrize("code", CODES)
def test_every_catalog_is_complete_and_keeps_its_placeholders_and_paragraphs(code) -> None:
    with open(CATALOGS / code / "LC_MESSAGES" / "quadrille.po", "rb") as f:
        catalog = read_po(f)
    entries = [m for m in catalog if m.id]
    assert len(entries) > 500
    for m in entries:
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strs = m.string if isinstance(m.string, tuple) else (m.string,)
        assert all(strs), f"{code}: {ids[0]!r} is not translated"
        assert "fuzzy" not in m.flags
        want = {p for text in ids for p in _placeholders(text)}
        for s in strs:
            assert _placeholders(s) <= want, f"{code}: {s!r} has a placeholder {ids[0]!r} lacks"
            assert ("\n\n" in ids[0]) == ("\n\n" in s), f"{code}: {ids[0][:40]!r} lost its paragraphs"


def _placeholders(text: str) -> set[str]:
    import re

    return set(re.findall(r"\{(\w*)\}", text))


def test_english_piece_names_are_the_rules_engines_own() -> None:
    for ps in PIECE_SETS.values():
        for p in range(16):
            if ps.key in ("classic", "set"):
                assert piece_words(ps, p) == "the " + ps.piece_name(p)
                assert short_piece(ps, p) == ps.piece_name(p).removesuffix(" piece").removesuffix(" card")
            for a in range(4):
                assert value_word(ps, a, (p >> a) & 1) == ps.value_name(p, a)


def test_english_why_not_is_the_rules_sentence_for_every_trio() -> None:
    for trio in itertools.combinations(range(0, 81, 5), 3):
        assert set_words.why_not(trio) == english_why_not(trio)


def test_and_list_joins_like_english() -> None:
    assert and_list([]) == ""
    assert and_list(["Ann"]) == "Ann"
    assert and_list(["Ann", "Bo"]) == "Ann and Bo"
    assert and_list(["Ann", "Bo", "Cy"]) == "Ann, Bo and Cy"


def test_a_context_falls_back_to_the_english_word_without_a_catalog() -> None:
    assert pgettext("Quarto pieces", "solid") == "solid"


def test_german_uses_the_glossary_and_tells_the_two_solids_apart(speak) -> None:
    speak("de")
    classic, setq = PIECE_SETS["classic"], PIECE_SETS["set"]
    assert value_word(classic, 3, 0) == "massiv"  # a Quarto piece's solid top
    assert value_word(setq, 2, 0) == "gefüllt"  # a SET Quarto card's solid filling
    assert piece_words(classic, 0) == "die große helle runde massive Figur"
    assert set_words.why_not((0, 1, 5)).startswith("Kein SET: ")
    assert i18n.decimal(6.7) == "6,7"
    # the SET review's card lines (they were the rules' English names, "two red solid diamonds")
    card = Card.parse("2rsd").id
    assert set_words.card_words(card) == "2 · rot · gefüllt · Raute"


def test_french_and_portuguese_name_a_winning_line_in_their_own_words(speak) -> None:
    speak("fr")
    assert pattern_words(PIECE_SETS["classic"], "the top row: all tall", ((2, 0),)) == (
        "La rangée du haut\u00a0: toutes grandes"
    )
    speak("pt_BR")
    assert piece_words(PIECE_SETS["aces"], 0) == "o rei de copas"
    assert piece_words(PIECE_SETS["aces"], 4) == "a dama de copas"
