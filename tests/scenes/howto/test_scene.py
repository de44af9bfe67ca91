"""How to play: every page of every game renders inside its page at two window sizes, the pages are reached by
posted clicks and keys, and the pause menu of a game opens that game's page."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, key, make_app, step

from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.scenes.rules_text import PAGES, TABS


def _rules(tmp_path, monkeypatch, size, **options):
    app = make_app(tmp_path, monkeypatch, size=size)
    app.go("rules", **options)
    step(app, frames=2)
    return app, app.stack.top


def _centre(widget):
    return widget.rect.center


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_page_of_every_game_keeps_its_text_inside_the_page(tmp_path, monkeypatch, size) -> None:
    app, scene = _rules(tmp_path, monkeypatch, size)
    seen = 0
    for t, (tab, _label) in enumerate(TABS):
        step(app, click(app, _centre(scene.tabs[t])))
        assert scene.tab == tab
        assert scene.page == 0
        for page in range(len(PAGES[tab])):
            if page:
                step(app, [key(app, "right")])
            assert scene.page == page
            assert scene.painted, f"{tab} page {page} drew nothing"
            outside = [r for r in scene.painted if not scene.page_rect.contains(r)]
            assert not outside, (
                f"{tab} page {page} ({PAGES[tab][page][0]}) drew outside its page: {outside[:3]}"
            )
            assert scene.text_h <= scene.text_rect.h, f"{tab} page {page} text needs scrolling"
            seen += 1
        step(app, [key(app, "right")])  # past the last page nothing changes
        assert scene.page == len(PAGES[tab]) - 1
    assert seen == sum(len(p) for p in PAGES.values()) >= 30


def test_buttons_and_keys_turn_pages_and_the_wheel_scrolls_only_long_text(tmp_path, monkeypatch) -> None:
    app, scene = _rules(tmp_path, monkeypatch, (1280, 720), game="set")
    assert scene.tab == "set" and not scene.prev_button.enabled
    step(app, click(app, _centre(scene.next_button)))
    step(app, click(app, _centre(scene.next_button)))
    assert scene.page == 2
    step(app, click(app, _centre(scene.prev_button)))
    assert scene.page == 1
    step(app, [key(app, "left"), key(app, "5")])
    assert (scene.tab, scene.page) == ("qu4to", 0)
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3)
    step(app, [wheel])
    assert scene.scroll == 0  # the text fits, so there is nothing to scroll


@pytest.mark.parametrize(
    ("game", "tab", "title"),
    [
        ("quarto", "quarto", "Sixteen pieces"),
        ("common-sense", "aces-faces", "Common Sense deck"),
        ("set-puzzle", "set", "Ways to play"),
        ("qu4to-2p", "qu4to", "Two players"),
    ],
)
def test_a_game_id_opens_its_tab_and_page(tmp_path, monkeypatch, game, tab, title) -> None:
    _app, scene = _rules(tmp_path, monkeypatch, (1280, 720), game=game)
    assert scene.tab == tab
    assert PAGES[tab][scene.page][0] == title


def _open_how_to_play_from_pause(app) -> object:
    step(app, [key(app, "escape")])
    pause = app.stack.top
    assert pause.name == "pause"
    how = next(w for w in pause.form.widgets if w.label == "How to play")
    step(app, click(app, how.rect.center))
    return app.stack.top


@pytest.mark.parametrize(
    ("menu_key", "tab", "page"), [("set-quarto", "set-quarto", 0), ("common-sense", "aces-faces", 5)]
)
def test_the_quarto_pause_menu_opens_that_games_page(tmp_path, monkeypatch, menu_key, tab, page) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.settings.set("animation", "off")
    pieces = {"set-quarto": "set", "common-sense": "common"}[menu_key]
    setup = TableSetup(seats=[Seat("human", name="Ann"), Seat("computer", "easy")], first="0", pieces=pieces)
    app.go("quarto-table", setup=setup.to_json(), menu_key=menu_key)
    step(app, frames=2)
    rules = _open_how_to_play_from_pause(app)
    assert rules.name == "rules"
    assert (rules.tab, rules.page) == (tab, page)
    step(app, [key(app, "escape")])
    assert app.stack.top.name == "pause"


def test_the_set_pause_menu_opens_the_set_pages(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.go("set-table", setup=SetSetup(seats=[Seat("human")]).to_json())
    step(app, frames=2)
    rules = _open_how_to_play_from_pause(app)
    assert (rules.name, rules.tab) == ("rules", "set")


def test_the_lesson_button_replays_the_open_games_lesson(tmp_path, monkeypatch) -> None:
    app, scene = _rules(tmp_path, monkeypatch, (1280, 720), game="aces-faces")
    step(app, click(app, _centre(scene.lesson_button)))
    lesson = app.stack.top
    assert lesson.name == "lesson" and lesson.game == "aces-faces"
    assert lesson.pieces.call_word == "WIN"
    step(app, [key(app, "escape")])
    assert app.stack.top is scene


def _page_words(app, scene, tab) -> list[str]:
    """Every line of text on every page of a tab, turning the pages with the Right key."""
    scene.open_tab(tab)
    step(app)
    words = list(scene.words)
    for _ in range(len(PAGES[tab]) - 1):
        step(app, [key(app, "right")])
        words += scene.words
    return words


def test_aces_and_faces_calls_win_and_quarto_calls_quarto(tmp_path, monkeypatch) -> None:
    app, scene = _rules(tmp_path, monkeypatch, (1280, 720))
    aces = " ".join(_page_words(app, scene, "aces-faces"))
    assert "Quarto!" not in aces and "Call WIN" in aces
    quarto = " ".join(_page_words(app, scene, "quarto"))
    assert "Call Quarto!" in quarto and "WIN" not in quarto


def test_the_keys_pages_list_the_tables_own_shortcuts(tmp_path, monkeypatch) -> None:
    from game.scenes.qu4to.input import key_rows as qu4to_rows
    from game.scenes.quarto.input import key_rows as quarto_rows
    from game.scenes.setgame.input import HINT_KEY

    app, scene = _rules(tmp_path, monkeypatch, (1280, 720))
    app.settings.set(
        "buzz_keys", ["left ctrl", "return", "tab", "right alt"]
    )  # chosen on the SET setup screen
    quarto = _page_words(app, scene, "quarto")
    for line in quarto_rows("Quarto!", None):  # the very rows F1 lists at the table
        assert line.does in quarto
    assert "call Quarto! (with manual calls)" in quarto
    qu4to = _page_words(app, scene, "qu4to")
    drawn = " ".join(qu4to)  # QU4TO's rows stand in two tables, a long one wrapped over two lines
    for line in qu4to_rows(None):
        assert line.does in drawn
    set_words = _page_words(app, scene, "set")
    assert HINT_KEY in set_words
    assert all(label in set_words for label in ("L-Ctrl", "Enter", "Tab", "R-Alt")), (
        "the player's own buzz keys"
    )
    assert "L-Shift" not in set_words
