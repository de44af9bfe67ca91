"""The menu's Continue picture follows the language (#30): a picture of the table taken in another language is
not shown (the menu shows the game's pieces instead, and the table's next save takes a new picture)."""

from __future__ import annotations

import json

from game import i18n
from game.saves import Saves


def test_a_picture_is_shown_only_in_the_language_it_was_taken_in(tmp_path) -> None:
    saves = Saves(tmp_path)
    saves.save("quarto", {"moves": []}, thumbnail=b"picture")
    assert saves.thumbnail("quarto") == b"picture"
    try:
        i18n.set_language("de")
        assert saves.thumbnail("quarto") == b""
        assert Saves(tmp_path).thumbnail("quarto") == b"", "the language is kept in the file"
        saves.save("quarto", {"moves": []}, thumbnail=b"Bild")
        assert Saves(tmp_path).thumbnail("quarto") == b"Bild"
    finally:
        i18n.set_language("en")
    assert Saves(tmp_path).thumbnail("quarto") == b""


def test_a_picture_saved_before_pictures_knew_their_language_is_shown(tmp_path) -> None:
    Saves(tmp_path).save("quarto", {"moves": []}, thumbnail=b"picture")
    path = tmp_path / "saves" / "quarto.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    del doc["data"]["thumbnail_language"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    try:
        i18n.set_language("fr")
        saves = Saves(tmp_path)
        assert saves.notice is None
        assert saves.thumbnail("quarto") == b"picture"
    finally:
        i18n.set_language("en")
