"""The Today's challenge screen and the Statistics' rating page by posted events: the challenges open their
tables, a finished one counts, the calendar and the chart stay inside their panels with a full history."""

from __future__ import annotations

import datetime

import pygame
from helpers import click, make_app, qu4to_table, step
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
        ("it", 100, (1024, 640)),
        ("nl", 100, (1024, 640)),
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


def test_an_unfinished_qu4to_match_is_still_resumable_after_the_daily_deal_is_played(
    tmp_path, monkeypatch
) -> None:
    """Today's deal saves into a slot of its own: the player's own QU4TO match is never overwritten nor emptied
    by the challenge's moves or its end, and the challenge left half-played opens again where it was."""
    from game.play.seats import Seat
    from game.saves import Saves, daily_slot

    seats = [Seat("human", "medium", ""), Seat("computer", "easy", ""), Seat("computer", "easy", "")]
    app, own = qu4to_table(tmp_path, monkeypatch, seats)
    own.save_game()
    app.saves.flush()
    mine = app.saves.state("qu4to")
    assert app.saves.has_game("qu4to") and len(mine["setup"]["seats"]) == 3
    app.go("menu")
    app.push("daily")
    step(app, frames=2)
    step(app, click(app, app.stack.top.buttons["qu4to"].rect.center), 2)
    table = app.stack.top
    assert table.session.daily
    for _ in range(6):  # the player's turns and the computers' answers
        seat = table.session.state.current_players()[0]
        table.play(table.session.state.legal_moves(seat)[-1], seat)
        step(app, frames=2)
    table.save_game()
    app.saves.flush()
    assert app.saves.state("qu4to") == mine
    half = app.saves.state(daily_slot("qu4to"))
    assert (
        half["daily"] == table.session.daily and half["state"] != qu4to_deal_of(table.session.daily)["state"]
    )
    app.back()  # the challenge opens again where it was left, still in its own slot
    step(app, click(app, app.stack.top.buttons["qu4to"].rect.center), 2)
    moves = half["state"]["record"].split("\n\n", 1)[1]  # (the computers may have played on since)
    assert app.stack.top.session.state.to_json()["record"].split("\n\n", 1)[1].startswith(moves)
    app.stack.top.autosave.forget()  # as the deal's end does: the challenge's slot empties, the match stays
    app.saves.flush()
    reopened = Saves(app.stats_book.store.path.parent)
    assert not reopened.has_game(daily_slot("qu4to"))
    assert reopened.latest() == "qu4to" and reopened.state("qu4to") == mine


def test_continue_reopens_a_half_played_daily_deal_in_its_own_slot(tmp_path, monkeypatch) -> None:
    """The newest save is the challenge: Continue opens the QU4TO table on it, still saving into its own slot."""
    from game.saves import daily_slot

    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    app.go("menu")
    app.push("daily")
    step(app, frames=2)
    step(app, click(app, app.stack.top.buttons["qu4to"].rect.center), 2)
    app.stack.top.save_game()
    app.saves.flush()
    app.go("menu")
    step(app, frames=2)
    assert app.stack.top.saved == daily_slot("qu4to")
    app.stack.top._continue()
    step(app, frames=2)
    table = app.stack.top
    assert table.session.daily and table.autosave.game_id() == daily_slot("qu4to")
    assert not app.saves.has_game("qu4to")


def qu4to_deal_of(day: str) -> dict:
    from game.play.daily import qu4to_deal

    return qu4to_deal(datetime.date.fromisoformat(day))


def _daily_table(app, family: str):
    app.go("menu")
    app.push("daily")
    step(app, frames=2)
    step(app, click(app, app.stack.top.buttons[family].rect.center), 2)
    table = app.stack.top
    assert table.session.daily
    return table


def _press(app, label: str) -> None:
    button = next(w for w in app.stack.top.form.widgets if w.label == label)
    step(app, click(app, button.rect.center), 2)


def test_a_rematch_after_the_challenge_is_an_ordinary_game_in_its_own_slot(tmp_path, monkeypatch) -> None:
    """A rematch from the day's table kept saving into the challenge's slot: it is an ordinary game, saved in the
    game's own slot and counted as one (not as the day's challenge)."""
    from game.saves import daily_slot

    for family in ("qu4to", "set"):
        app = make_app(tmp_path / family, monkeypatch, size=(1280, 720))
        table = _daily_table(app, family)
        assert table.autosave.game_id() == daily_slot(table.game_key)
        table.rematch()
        step(app, frames=2)
        assert app.stack.top is table and not table.session.daily, family
        assert table.autosave.game_id() == table.game_key, "the rematch saves into the game's own slot"
        assert not table.stats_details().get("daily"), "and counts as an ordinary game"
        table.save_game()
        app.saves.flush()
        assert app.saves.has_game(table.game_key) and not app.saves.state(table.game_key).get("daily")
        app.close()


def test_a_rematch_after_the_challenge_asks_before_taking_an_unfinished_games_slot(
    tmp_path, monkeypatch
) -> None:
    from game.play.seats import Seat

    seats = [Seat("human", "medium", ""), Seat("computer", "easy", ""), Seat("computer", "easy", "")]
    app, own = qu4to_table(tmp_path, monkeypatch, seats)
    own.save_game()
    app.saves.flush()
    mine = app.saves.state("qu4to")
    table = _daily_table(app, "qu4to")
    day = table.session.daily
    table.rematch()
    step(app, frames=2)
    assert app.stack.top.name == "confirm"
    _press(app, "Keep it")
    assert app.stack.top is table and table.session.daily == day, (
        "kept: the challenge's table stays as it was"
    )
    assert app.saves.state("qu4to") == mine
    table.rematch()
    step(app, frames=2)
    _press(app, "Abandon it")
    assert app.stack.top is table and not table.session.daily
    assert table.autosave.game_id() == "qu4to"
