"""At 150 % text "By opponent" ended in "+ 5 more" and those opponents could not be seen: the table shows a page at
a time, and its line (click, Enter, ← →), Page Up / Page Down and the wheel turn to every one of them."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, drawn_texts, key, make_app, step

from game.scenes.stats_screen import draw

OPPONENTS = (
    "beginner",
    "easy",
    "medium",
    "hard",
    "perfect",
    "human",
    "easy,medium",
    "easy,hard",
    "medium,hard",
)
OPPONENTS += ("beginner,easy", "hard,perfect")


def _open(tmp_path, monkeypatch, lang: str, size: tuple[int, int], game: str = "quarto"):
    app = make_app(tmp_path, monkeypatch, size=size, lang=lang)
    app.set_text_size(150)
    for i, opponent in enumerate(OPPONENTS):
        for k in range(i % 3 + 1):
            app.stats_book.record(game, opponent, ("win", "loss")[k % 2], seconds=100.0 + i)
    app.go("menu")
    app.push("stats", game=game)
    drawn = drawn_texts(app, monkeypatch)
    step(app, frames=2)
    return app, app.stack.top, drawn


def _page(app, drawn: list[str], events=None) -> set[str]:
    drawn.clear()
    step(app, events, frames=1)
    step(app, frames=1)  # (the page turned in the first frame's events, drawn by now)
    return set(drawn)


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("de", (1920, 1080))])
def test_every_opponent_is_on_a_page(tmp_path, monkeypatch, lang, size) -> None:
    app, sc, drawn = _open(tmp_path, monkeypatch, lang, size)
    names = [draw.label_words(row.label) for row in sc.record().opponents()]
    assert len(names) == len(OPPONENTS)
    pager = sc.opponents_pager
    assert pager.enabled and pager.rect is not None, "the list is too long for its room at 150 %"
    assert not any("more (" in text for text in drawn), "no opponent is summed up out of reach"
    seen = {name for name in names if name in drawn}
    assert 0 < len(seen) < len(names)
    for _turn in range(len(names)):  # click the line: the next page, round to the first
        before = pager.start
        page = _page(app, drawn, click(app, pager.rect.center))
        assert pager.start != before
        seen |= {name for name in names if name in page}
        if pager.start == 0:
            break
    assert seen == set(names), sorted(set(names) - seen)
    assert pager.start == 0, "after the last page the first comes round"
    _page(app, drawn, [key(app, "page down")])
    assert pager.start > 0
    _page(app, drawn, [key(app, "page up")])
    assert pager.start == 0
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: sc.right.center)
    _page(app, drawn, [wheel])
    assert pager.start == 0, "the wheel elsewhere leaves the table alone"
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: sc.left.center)
    _page(app, drawn, [wheel])
    assert pager.start > 0, "the wheel over the table turns it"
    app.close()


def test_the_line_takes_the_focus_and_turns_with_enter_and_arrows(tmp_path, monkeypatch) -> None:
    app, sc, drawn = _open(tmp_path, monkeypatch, "en", (1280, 720))
    pager = sc.opponents_pager
    sc.form.focus = sc.form.widgets.index(pager)
    tab = sc.tab
    _page(app, drawn, [key(app, "right")])
    assert sc.tab == tab and pager.start > 0, "→ on the focused line turns its page, not the game's tab"
    _page(app, drawn, [key(app, "left")])
    assert pager.start == 0
    _page(app, drawn, [key(app, "return")])
    assert pager.start > 0
    sc.show(sc.tab + 1)  # another game's tab opens on its first page, its line gone where all fit
    step(app, frames=1)
    assert pager.start == 0 and not pager.enabled
    app.close()


def test_a_short_list_has_no_pages(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    app.stats_book.record("quarto", "easy", "win")
    app.go("stats", game="quarto")
    step(app, frames=2)
    assert not app.stack.top.opponents_pager.enabled and app.stack.top.opponents_pager.rect is None
    app.close()


def _tab_to(app, sc, widget) -> None:
    """Tab from the open tab until ``widget`` has the focus (as a player reaches it)."""
    for _press in range(len(sc.form.widgets)):
        if sc.form.focused() is widget:
            return
        step(app, [key(app, "tab")])
    assert sc.form.focused() is widget, "Tab reaches the page line"


@pytest.mark.parametrize("hide", ["another tab", "every row fits"])
def test_the_focus_leaves_a_page_line_that_hides(tmp_path, monkeypatch, hide: str) -> None:
    """The page line hid (another game's tab, or the rows fit once the text was smaller) with the focus on it: no
    ring anywhere, and → and Enter went to the hidden line and did nothing. The open tab takes the focus."""
    app, sc, _drawn = _open(tmp_path, monkeypatch, "en", (1280, 720))
    pager = sc.opponents_pager
    step(app, [key(app, "left")])  # the keys: from the tabs
    step(app, [key(app, "right")])
    assert sc.form.focused() is sc.tabs[sc.tab]
    _tab_to(app, sc, pager)
    if hide == "another tab":
        sc.show(sc.tab + 1)  # (what a tab's click does, the focus left where it was)
    else:
        app.set_text_size(100)
    step(app)
    assert not pager.enabled, "the line is hidden"
    focused = sc.form.focused()
    assert focused is sc.tabs[sc.tab] and focused.rect is not None, "the focus is on the open tab"
    tab = sc.tab
    step(app, [key(app, "right")])
    assert sc.tab == (tab + 1) % len(sc.tabs), "→ opens the next game"
    assert sc.form.focused() is sc.tabs[sc.tab]
    step(app, [key(app, "tab")])
    focused = sc.form.focused()
    assert focused is not pager and focused.enabled and focused.rect is not None, "Tab goes to a widget seen"
    app.close()
