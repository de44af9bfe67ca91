"""Today's challenge: the same deal for a date in every run, the streak with injected dates, a damaged file."""

from __future__ import annotations

import datetime
import json
import subprocess
import sys

from game.play import daily
from game.play.daily import DailyBook
from game.play.qu4to.session import Qu4toSession
from game.play.setgame.session import SetSession

D = datetime.date(2026, 11, 28)


def day(n: int) -> datetime.date:
    return D + datetime.timedelta(days=n)


def test_the_seed_is_a_stable_hash_of_the_date():
    assert daily.seed("qu4to", D) == daily.seed("qu4to", datetime.date(2026, 11, 28))
    assert daily.seed("qu4to", D) != daily.seed("qu4to", day(1))
    assert daily.seed("qu4to", D) != daily.seed("set", D)
    # the same number in another process (Python's hash() of a str would differ there)
    code = (
        "import datetime; from game.play.daily import seed; print(seed('qu4to', datetime.date(2026, 11, 28)))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert int(out) == daily.seed("qu4to", D)


def test_the_qu4to_deal_is_the_same_for_a_date_and_differs_between_dates():
    a, b, c = daily.qu4to_deal(D), daily.qu4to_deal(D), daily.qu4to_deal(day(1))
    assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
    assert a["state"] != c["state"]
    import random

    session = Qu4toSession.from_json(a, random.Random(1))  # opens as a saved table, marked as the day's
    assert session.daily == D.isoformat()
    assert [s.kind for s in session.seats] == ["human", "computer", "computer", "computer"]
    assert session.to_json()["daily"] == D.isoformat()


def test_the_set_puzzle_is_the_days_and_keeps_its_date():
    import random

    from game.rules.setgame import daily_puzzle

    doc = daily.set_table(D)
    session = SetSession.from_json(doc, random.Random(2))
    assert session.puzzle and session.puzzle_cards == daily_puzzle(D) and session.daily == D.isoformat()
    assert daily.set_table(D)["puzzle"] == doc["puzzle"] != daily.set_table(day(1))["puzzle"]


def test_won_first_round():
    assert daily.won_first_round([[5, 2, 1, 0], [0, 9, 0, 0]], 0)
    assert not daily.won_first_round([[5, 5, 1, 0]], 0)
    assert not daily.won_first_round([], 0)


def test_a_streak_counts_days_in_a_row_and_a_missed_day_breaks_it(tmp_path):
    book = DailyBook(tmp_path)
    for n in range(3):
        assert book.solve("set", day(n), clock=day(n))
    assert book.streak(day(2)) == 3
    assert book.streak(day(3)) == 3  # today's may still come
    assert book.streak(day(4)) == 0  # a day missed
    assert book.solve("quarto", day(4), clock=day(4))
    assert book.streak(day(4)) == 1 and book.best == 3
    again = DailyBook(tmp_path)  # a restart
    assert again.streak(day(4)) == 1 and again.best == 3
    assert again.solved(day(4)) == ["quarto"]


def test_only_todays_challenge_counts(tmp_path):
    book = DailyBook(tmp_path)
    assert not book.solve("set", day(-1), clock=D)  # yesterday's, finished late, fills no missed day
    assert book.solve("set", D, clock=D)
    assert not book.solve("set", D, clock=D)  # once
    assert not book.solve("chess", D, clock=D)


def test_a_clock_set_back_does_not_reopen_solved_days(tmp_path):
    book = DailyBook(tmp_path)
    book.solve("set", day(5), clock=day(5))
    back = DailyBook(tmp_path)  # the clock now says two days earlier
    assert back.today(day(3)) == day(5)
    assert not back.solve("qu4to", day(3), clock=day(3))
    assert back.solve("qu4to", day(5), clock=day(3))  # the latest day seen is still today
    assert back.streak(day(3)) == 1
    assert back.today(day(6)) == day(6)  # the clock comes forward again


def test_a_damaged_file_is_set_aside_with_a_notice(tmp_path):
    (tmp_path / "daily.json").write_text("{not json", encoding="utf-8")
    book = DailyBook(tmp_path)
    assert book.notice is not None
    assert book.streak(D) == 0 and book.data["days"] == {}
    assert any(p.name.startswith("daily") and p.name != "daily.json" for p in tmp_path.iterdir())
    assert book.solve("set", D, clock=D)
    assert DailyBook(tmp_path).solved(D) == ["set"]


def test_a_finished_table_solves_its_family(tmp_path):
    today = datetime.date.today()
    assert not daily.solve_daily(tmp_path, "set-puzzle", (today - datetime.timedelta(days=1)).isoformat())
    assert daily.solve_daily(tmp_path, "qu4to-5p", today.isoformat())
    assert DailyBook(tmp_path).solved(today) == ["qu4to"]
    assert not daily.solve_daily(tmp_path, "qu4to", "not a date")
