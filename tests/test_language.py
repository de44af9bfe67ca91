"""Choosing the language (#30): the system's on first start, Settings → Language remembered and applied to every
live screen at once, --lang for one run; and Settings → Text size."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from helpers import key, make_app, step

from game import i18n
from game.cli import main, parse
from game.settings import DEFAULTS, Settings

#: a tiny German catalog for the tests, so they do not depend on how far the real one is translated
WORDS = {
    "Settings": "Einstellungen-T",
    "No unfinished game": "Kein offenes Spiel-T",
    "Changes apply at once and are remembered.": "Änderungen gelten sofort-T",
}


@pytest.fixture
def test_catalog(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "locale"
    catalog = Catalog(locale="de")
    for english, german in WORDS.items():
        catalog.add(english, german)
    (folder / "de" / "LC_MESSAGES").mkdir(parents=True)
    with (folder / "de" / "LC_MESSAGES" / "quadrille.mo").open("wb") as f:
        write_mo(f, catalog)
    monkeypatch.setattr(i18n, "LOCALE_DIR", folder)
    return folder


@pytest.mark.parametrize(
    ("env", "code"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "pt_PT.UTF-8"}, "pt_BR"),
        ({"LC_ALL": "pt_BR.utf8", "LANG": "de_DE.UTF-8"}, "pt_BR"),
        ({"LANGUAGE": "fr_CA:en", "LC_ALL": "de_DE.UTF-8"}, "fr"),
        ({"LC_MESSAGES": "es_MX.UTF-8"}, "es"),
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "it_CH.UTF-8"}, "it"),
        ({"LANG": "nl_BE.UTF-8"}, "nl"),
        ({"LANGUAGE": "nl:en", "LANG": "en_US.UTF-8"}, "nl"),
        ({"LANG": "ja_JP.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
    ],
)
def test_the_system_language_is_one_of_ours(env: dict[str, str], code: str) -> None:
    assert i18n.system_language(env) == code


def test_the_test_session_speaks_english(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    assert i18n.language() == "en" and app.settings["language"] == ""
    app.close()


def test_first_start_follows_the_system_language(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("LANGUAGE", "es_AR")
    app = make_app(tmp_path, monkeypatch)
    assert i18n.language() == "es"
    assert app.settings["language"] == "", "the system's language is followed, not written down"
    app.close()


def test_language_and_text_size_round_trip(tmp_path) -> None:
    path = tmp_path / "settings.json"
    s = Settings(path)
    assert s["language"] == "" and s["text_size"] == 100
    s.set("language", "de")
    s.set("text_size", 150)
    again = Settings(path)
    assert again.notice is None and again["language"] == "de" and again["text_size"] == 150


@pytest.mark.parametrize(("field", "bad"), [("language", "xx"), ("language", 3), ("text_size", 120)])
def test_a_bad_value_falls_back_with_the_usual_notice(tmp_path, monkeypatch, field, bad) -> None:
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    path = tmp_path / "home" / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"version": 1, "data": {field: bad, "mute": True}}))
    app = make_app(tmp_path, monkeypatch)
    assert app.settings[field] == DEFAULTS[field] and app.settings["mute"] is True
    assert field in app.settings.notice and app.notices == [app.settings.notice]
    assert i18n.language() == "fr", "the system's language"
    assert app.theme.text_scale == 1.0
    app.close()


def test_lang_on_the_command_line_is_for_one_run(tmp_path, monkeypatch) -> None:
    assert parse(["--lang", "pt_BR"]).lang == "pt_BR" and parse([]).lang is None
    app = make_app(tmp_path, monkeypatch, lang="de")
    assert i18n.language() == "de" and app.settings["language"] == ""
    app.close()


def test_an_unknown_lang_is_one_line_naming_the_five(capsys) -> None:
    assert main(["--lang", "klingon"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "klingon" in err
    assert all(code in err for code in i18n.LANGUAGES)


def test_a_chosen_language_is_remembered_and_lays_out_every_live_screen(tmp_path, monkeypatch, test_catalog):
    app = make_app(tmp_path, monkeypatch)
    app.go("menu")
    app.push("settings")
    step(app)
    menu, settings = app.stack.scenes
    assert menu.continue_button.sublabel == "No unfinished game"
    laid: list[str] = []
    for scene in (menu, settings):
        monkeypatch.setattr(
            scene, "layout", lambda size, s=scene, f=scene.layout: (laid.append(s.name), f(size))
        )
    form = settings.form
    form.focus = [w.label for w in form.widgets].index("Language")
    for _ in range(list(i18n.LANGUAGES).index("de")):
        step(app, [key(app, "right")])
    assert i18n.language() == "de" and app.settings["language"] == "de"
    assert laid.count("menu") == laid.count("settings") == 4, "each switch lays out every live scene"
    assert menu.continue_button.sublabel == WORDS["No unfinished game"], "the menu's words are the new ones"
    step(app, [key(app, "escape")])
    assert app.stack.top is menu
    assert Settings(tmp_path / "home" / "config" / "settings.json")["language"] == "de"
    app.close()
    again = make_app(tmp_path, monkeypatch)
    assert i18n.language() == "de", "remembered"
    again.close()


def test_text_size_scales_text_not_lengths_and_is_remembered(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    app.go("settings")
    step(app)
    th = app.theme
    before_font, before_len = th.font(20).get_height(), th.px(20)
    form = app.stack.top.form
    form.focus = [w.label for w in form.widgets].index("Text size")
    step(app, [key(app, "right")])
    step(app, [key(app, "right")])
    assert app.settings["text_size"] == 150 and th.text_scale == 1.5
    assert th.px(20) == before_len and th.font(20).get_height() > before_font * 1.4
    app.close()
    again = make_app(tmp_path, monkeypatch)
    assert again.theme.text_scale == 1.5
    again.close()


def test_the_real_catalogs_speak_the_menu_s_words(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    app.go("menu")
    step(app)
    menu = app.stack.top
    for code, words in (
        ("pt_BR", "Nenhuma partida inacabada"),
        ("de", "Kein offenes Spiel"),
        ("en", "No unfinished game"),
    ):
        app.set_language(code)
        assert menu.continue_button.sublabel == words
    app.close()


def test_every_language_finds_its_catalog() -> None:
    for code in i18n.LANGUAGES:
        i18n.set_language(code)
        assert i18n.translated(), code
    i18n.set_language("en")
