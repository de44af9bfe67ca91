"""The Today's challenge screen and the Statistics' rating page by posted events: the challenges open their
tables, a finished one counts, the calendar and the chart stay inside their panels with a full history."""

from __future__ import annotations

import datetime

import pygame
from helpers import click, make_app, step
from test_text_fits import every_case, fitting_app

from game.play import rating
from game.play.daily import DailyBook

TODAY = datetime.date(2026, 11, 28)


def _history(app) -> None:
    """Forty rated SET games, one unrated, and ten days of challenges solved."""
    for i in range(40):
        won = i % 3 != 0
        day = (TODAY - datetime.timedelta(days=40 - i)).isoformat()
        app.stats_book.record(
            "set", "Medium", "win" if won else "loss", field=[("computer:medium", float(won))], day=day
        )
    app.stats_book.record("set", "Medium", "loss", hints=1, field=[("computer:medium", 0.0)])
    book = DailyBook(app.stats_book.store.path.parent)
    for back in range(10):
        book.data["days"][(TODAY - datetime.timedelta(days=back)).isoformat()] = ["set", "quarto", "qu4to"][
            : 1 + back % 3
        ]
    book.data["latest"] = TODAY.isoformat()
    book.store.save(book.data)


def test_the_set_challenge_opens_todays_puzzle_and_a_solve_counts(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    today = datetime.date.today()
    app.go("menu")
    app.push("daily")
    step(app, frames=2)
    daily = app.stack.top
    assert daily.name == "daily" and daily.today == today
    step(app, click(app, daily.buttons["set"].rect.center), 2)
    table = app.stack.top
    session = table.session
    assert session.puzzle and session.daily == today.isoformat()
    for found in session.sets_on_table():  # the player finds every SET, as the table's input calls them
        table.show(session.claim(0, found))
        table.followed()
    step(app, frames=2)
    assert session.is_over
    assert DailyBook(app.stats_book.store.path.parent).solved(today) == ["set"]
    app.back()
    step(app, frames=2)
    assert app.stack.top is daily and daily.buttons["set"].sublabel == "Solved today"
    assert daily.book.streak() == 1


def test_the_qu4to_challenge_deals_the_days_deal(tmp_path, monkeypatch) -> None:
    from game.play.daily import qu4to_deal

    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    app.go("menu")
    app.push("daily")
    step(app, frames=2)
    step(app, click(app, app.stack.top.buttons["qu4to"].rect.center), 2)
    table = app.stack.top
    deal = qu4to_deal(datetime.date.today())
    assert table.session.daily == deal["daily"]
    assert (
        table.session.state.to_json()["hands"] == deal["state"]["hands"] if "hands" in deal["state"] else True
    )
    assert [s.kind for s in table.session.seats] == ["human", "computer", "computer", "computer"]


def test_the_rating_page_turns_with_its_button(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    _history(app)
    app.go("stats", game="set")
    step(app, frames=2)
    sc = app.stack.top
    assert not sc.rating_page and sc.page_button.label == "Rating"
    before = app.screen.get_at(sc.panel.center)
    step(app, click(app, sc.page_button.rect.center), 2)
    assert sc.rating_page and sc.page_button.label == "Results"
    r = rating.rating_of(sc.record().book)
    assert r.games == 40 and r.unrated == 1
    # the chart's rating line is drawn in its colour somewhere in the panel
    from game.scenes.stats_screen.rating_view import LINE

    pixels = pygame.PixelArray(app.screen)
    try:
        assert any(
            app.screen.unmap_rgb(pixels[x, y])[:3] == LINE
            for x in range(sc.panel.x, sc.panel.right, 2)
            for y in range(sc.panel.centery, sc.panel.bottom, 2)
        )
    finally:
        pixels.close()
    assert before is not None


def test_the_pages_fit_with_a_full_history(tmp_path, monkeypatch) -> None:
    cases = [
        ("en", 100, (1280, 720)),
        ("en", 150, (1280, 720)),
        ("de", 150, (1920, 1080)),
        ("en", 100, (1024, 640)),
    ]
    app = fitting_app(tmp_path, monkeypatch, cases[0])
    _history(app)
    app.go("menu")
    app.push("daily", today=TODAY)
    step(app)
    found = every_case(app, "daily", cases)
    app.go("menu")
    app.push("stats", game="set", rating=True)
    step(app)
    found += every_case(app, "stats rating", cases)
    assert not found, "\n".join(found)


def test_a_damaged_calendar_is_said_on_the_menu(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    folder = app.stats_book.store.path.parent
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "daily.json").write_text("{damaged", encoding="utf-8")
    app.go("menu")
    step(app)
    assert any("daily" in str(t.text) for t in app.toasts)
    assert app.stack.top.daily_button.label == "Today's challenge"  # no streak: the defaults
