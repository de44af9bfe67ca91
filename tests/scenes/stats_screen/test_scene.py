"""The Statistics screen by posted events: tabs by click and arrow keys, reset asks first and clears only that
game, and a crowded book (long names, many opponents and players) stays inside its panel at both sizes."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, drawn_texts, key, make_app, step

from game.play.stats import StatsBook
from game.ui.theme import PALETTE


def _fill(book, crowded: bool = False) -> None:
    book.record("quarto", "hard", "win", mode="Squares", hints=1)
    book.record("quarto", "easy", "loss", undos=2)
    book.record("set-practice", "practice", "win", mode="Practice", seconds=80.0, set_times=[5.0, 9.0])
    book.record("qu4to", "medium", "loss", mode="4 players", place=2, points=3)
    if crowded:
        for i in range(14):
            book.record(
                "quarto", f"a computer level with a very long name number {i}", "draw", mode=f"Mode {i} " * 6
            )
        for i in range(12):
            name = f"Player with an extraordinarily long name {i}"
            book.record("quarto", "human", "win", players={name: "win", "Bob": "loss"})


def _open(tmp_path, monkeypatch, size=(1280, 720), crowded=False, **kw):
    app = make_app(tmp_path, monkeypatch, size=size)
    _fill(app.stats_book, crowded)
    app.go("stats", **kw)
    step(app, frames=2)
    return app, app.stack.top


def test_tabs_by_click_and_by_arrow_keys(tmp_path, monkeypatch) -> None:
    app, sc = _open(tmp_path, monkeypatch)
    assert [t.label for t in sc.tabs] == ["Quarto", "SET Quarto", "Aces & Faces Quarto", "SET", "QU4TO"]
    assert sc.game.id == "qu4to" and sc.tabs[4].selected, "it opens on the game finished last"
    step(app, click(app, sc.tabs[3].rect.center), 1)
    assert sc.game.id == "set" and sc.tabs[3].selected and not sc.tabs[4].selected
    assert sc.chart(sc.record())[0] == "Time per game, last 1"
    step(app, [key(app, "right")], 1)
    assert sc.game.id == "qu4to" and sc.chart(sc.record())[0] == "Finishing places"
    step(app, [key(app, "right")], 1)
    assert sc.game.id == "quarto", "the tabs wrap round"
    step(app, [key(app, "left")], 1)
    assert sc.game.id == "qu4to"


def test_it_opens_on_the_game_finished_last_and_on_the_first_before_any(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    app.go("stats")
    assert app.stack.top.game.id == "quarto", "nothing played yet: the first tab"
    app.stats_book.record("set-practice", "practice", "win", mode="Practice", seconds=60.0)
    again = StatsBook(app.stats_book.store.path)  # and it is remembered across a restart
    assert again.last_game == "set-practice"
    app.go("stats")
    assert app.stack.top.game.id == "set"


def test_a_table_can_open_the_screen_on_its_game(tmp_path, monkeypatch) -> None:
    _app, sc = _open(tmp_path, monkeypatch, game="set-practice")
    assert sc.game.id == "set"


def test_reset_asks_first_then_clears_only_that_game(tmp_path, monkeypatch) -> None:
    app, sc = _open(tmp_path, monkeypatch, game="quarto")
    step(app, click(app, sc.reset_button.rect.center), 1)
    confirm = app.stack.top
    assert confirm.name == "confirm" and confirm.heading == "Reset your Quarto statistics?"
    keep, reset = confirm.form.widgets
    step(app, click(app, keep.rect.center), 1)
    assert app.stack.top is sc and app.stats_book.game("quarto").played == 2, "Keep changes nothing"
    step(app, click(app, sc.reset_button.rect.center), 1)
    step(app, click(app, app.stack.top.form.widgets[1].rect.center), 2)
    assert app.stack.top is sc
    assert app.stats_book.game("quarto").empty and not sc.reset_button.enabled
    on_disk = StatsBook(app.stats_book.store.path)
    assert on_disk.game("quarto").empty
    assert on_disk.game("set").played == 1 and on_disk.game("qu4to").played == 1, (
        "the other games keep theirs"
    )
    step(app, [key(app, "right")] * 3, 1)
    assert sc.game.id == "set" and sc.reset_button.enabled, (
        "SET Quarto has nothing, but SET has: the button follows the tab"
    )


def _paper_only(surface, rect) -> bool:
    paper = PALETTE["paper"]
    for x in range(rect.left, rect.right, 2):
        for y in range(rect.top, rect.bottom, 2):
            if tuple(surface.get_at((x, y))[:3]) != paper:
                return False
    return True


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("tab", [0, 3, 4])
def test_a_crowded_book_stays_inside_its_panel(tmp_path, monkeypatch, size, tab) -> None:
    shots = []
    for crowded in (False, True):
        app, sc = _open(tmp_path / str(crowded), monkeypatch, size=size, crowded=crowded)
        sc.show(tab)
        step(app, frames=1)
        shots.append(app.screen.copy())
    th, pg = app.theme, pygame
    outside = 0
    for x in range(0, size[0], 3):
        for y in range(0, size[1], 3):
            if not sc.panel.collidepoint(x, y) and shots[0].get_at((x, y)) != shots[1].get_at((x, y)):
                outside += 1
    assert outside == 0, "nothing is drawn outside the panel"
    edge = th.px(14)
    bands = [
        pg.Rect(sc.panel.x + edge, sc.panel.bottom - edge, sc.panel.w - 2 * edge, edge - th.px(2)),
        pg.Rect(sc.panel.right - edge, sc.panel.y + edge, edge - th.px(2), sc.panel.h - 2 * edge),
        pg.Rect(
            sc.left.right + th.px(2),
            sc.panel.y + edge,
            sc.right.x - sc.left.right - th.px(4),
            sc.panel.h - 2 * edge,
        ),
    ]
    for band in bands:
        assert _paper_only(shots[1], band), f"text spilled into the margin {band}"


def test_the_time_chart_marks_a_hinted_game(tmp_path, monkeypatch) -> None:
    app, sc = _open(tmp_path, monkeypatch, game="set")
    app.stats_book.record(
        "set-practice", "practice", "win", mode="Practice", seconds=50.0, set_times=[4.0], hinted=True
    )
    title, groups, keys, fmt = sc.chart(sc.record())
    assert title == "Time per game, last 2" and fmt(50.0) == "50.0 s" and fmt(80.0) == "1:20"
    (plain,), (hinted,) = (bars for _, bars in groups)
    assert plain[0] == 80.0 and hinted[0] == 50.0 and plain[1] != hinted[1]
    assert [k for k, _ in keys] == ["Practice", "pale = hinted"]


def test_a_reset_that_cannot_be_written_says_so(tmp_path, monkeypatch) -> None:
    app, sc = _open(tmp_path, monkeypatch)

    def refuse(*_a, **_k):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(app.stats_book.store, "save", refuse)
    step(app, click(app, sc.reset_button.rect.center), 1)
    step(app, click(app, app.stack.top.form.widgets[1].rect.center), 2)
    assert app.stack.top is sc and app.running
    assert [t.text for t in app.toasts] == ["The statistics could not be saved (permission denied)."]
    assert StatsBook(app.stats_book.store.path).game("quarto").played == 2


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("de", (1280, 720)), ("en", (1024, 640))])
def test_every_set_mode_played_is_shown_at_150_percent(tmp_path, monkeypatch, lang, size) -> None:
    """At 150 % text "By mode" showed one row and "+ 5 more": the modes fold two to a row instead."""
    from game.scenes.stats_screen import draw

    app = make_app(tmp_path, monkeypatch, size=size, lang=lang)
    app.set_text_size(150)
    book = app.stats_book
    for game, mode, opponent in (
        ("set", "Classic", "easy"),
        ("set", "Junior", "hard"),
        ("set-practice", "Practice", "practice"),
        ("set-puzzle", "Puzzle", "puzzle"),
        ("set-chain", "Set-Chain", "medium"),
        ("set-ultra", "UltraSet", "easy"),
    ):
        book.record(game, opponent, "win", mode=mode, seconds=200.0, set_times=[5.0, 9.0])
    app.go("menu")
    app.push("stats", game="set")
    drawn = drawn_texts(app, monkeypatch)
    step(app, frames=2)
    modes = [draw.label_words(row.label) for row in app.stack.top.record().modes()]
    assert len(modes) == 6
    assert all(mode in drawn for mode in modes), [m for m in modes if m not in drawn]
    app.close()
