"""The statistics book by direct calls: counters per game, mode, opponent and player; streaks; SET times; QU4TO
places and points; reset of one game; the format-1 migration; damaged files and damaged fields."""

from __future__ import annotations

import json

import pytest
from helpers import make_app

from game import catalog
from game.play.stats import StatsBook, book_key, stat_games


def _book(tmp_path) -> StatsBook:
    return StatsBook(tmp_path / "stats.json")


def _counts(rows) -> dict[str, tuple[int, int, int]]:
    return {r.label: (r.won, r.lost, r.drawn) for r in rows}


def test_every_catalog_game_counts_in_a_book_with_a_tab() -> None:
    tabs = {g.id for g in stat_games()}
    assert tabs == {g.id for g in catalog.menu_games()}
    for g in catalog.GAMES.values():
        assert book_key(g.id) in tabs, f"{g.id} is counted in a game the screen shows"


def test_results_by_opponent_mode_and_player(tmp_path) -> None:
    book = _book(tmp_path)
    book.record("quarto", "hard", "win", mode="Squares")
    book.record("quarto", "easy", "loss")
    book.record("quarto", "human", "draw", players={"Ann": "draw", "Bob": "draw"})
    book.record("quarto", "human", "win", players={"Ann": "win", "Bob": "loss"})
    book.record("set-quarto", "medium", "win")
    rec = _book(tmp_path).game("quarto")  # read back from the file
    assert rec.played == 4
    assert _counts(rec.opponents()) == {"Hard": (1, 0, 0), "Easy": (0, 1, 0), "Hot-seat": (1, 0, 1)}
    assert _counts(rec.modes()) == {"Squares": (1, 0, 0), "Classic": (1, 1, 1)}
    assert _counts(rec.players()) == {"Ann": (1, 0, 1), "Bob": (0, 1, 1)}
    assert book.game("set-quarto").played == 1


def test_streaks_count_wins_against_the_computer_in_a_row(tmp_path) -> None:
    book = _book(tmp_path)
    for result in ("win", "win", "loss", "win", "draw", "win", "win", "win"):
        book.record("quarto", "medium", result)
    rec = book.game("quarto")
    assert (rec.streak, rec.best_streak) == (3, 3)
    book.record("quarto", "hard", "loss")
    assert (book.game("quarto").streak, book.game("quarto").best_streak) == (0, 3)
    # hot-seat and solo games leave your streak alone; each hot-seat name has its own
    book.record("quarto", "human", "loss", players={"Ann": "loss", "Bob": "win"})
    book.record("quarto", "human", "loss", players={"Ann": "loss", "Bob": "win"})
    rec = book.game("quarto")
    assert (rec.streak, rec.best_streak) == (0, 3)
    bob = next(r for r in rec.players() if r.label == "Bob")
    assert (bob.streak, bob.best) == (2, 2)
    versus = rec.versus()
    assert (versus.won, versus.lost, versus.drawn, versus.rate) == (6, 4, 1, "55%")


def test_practice_records_time_per_game_and_per_set(tmp_path) -> None:
    book = _book(tmp_path)
    book.record("set-practice", "practice", "win", mode="Practice", seconds=90.0, set_times=[4.0, 6.0, 20.0])
    book.record(
        "set-practice", "practice", "win", mode="Practice", seconds=60.0, set_times=[3.0, 7.0], hinted=True
    )
    rec = _book(tmp_path).game("set")  # practice counts in SET's book
    assert rec.game_id == "set"
    assert rec.sets_found == 5 and rec.best_set() == 3.0 and rec.average_set() == pytest.approx(8.0)
    assert rec.timed_games == 2 and rec.best_game() == 60.0 and rec.average_game() == pytest.approx(75.0)
    assert rec.hinted == 1
    assert [g["seconds"] for g in rec.recent()] == [90.0, 60.0]
    assert [g.get("hinted", False) for g in rec.recent()] == [False, True]
    practice = rec.modes()[0]
    assert practice.label == "Practice" and practice.played == 2 and practice.rate == "–"
    assert (rec.streak, rec.versus().played) == (0, 0), "nobody to beat in practice"


def test_qu4to_places_and_points(tmp_path) -> None:
    book = _book(tmp_path)
    for game, place, points in (("qu4to", 1, 7), ("qu4to", 3, 2), ("qu4to-5p", 3, 4), ("qu4to-2p", 2, 0)):
        book.record(game, "medium", "win" if place == 1 else "loss", place=place, points=points)
    rec = book.game("qu4to-5p")
    assert rec.game_id == "qu4to"
    assert rec.places() == {1: 1, 2: 1, 3: 2}
    assert rec.average_points() == pytest.approx(13 / 4) and rec.best_points() == 7
    assert {r.label for r in rec.modes()} == {"Classic", "5 players", "2 players"}


def test_hints_and_undos_are_added_up_and_a_hinted_game_is_marked(tmp_path) -> None:
    book = _book(tmp_path)
    book.record("quarto", "easy", "win", hints=2, undos=1)
    book.record("quarto", "easy", "win", undos=3)
    rec = book.game("quarto")
    assert (rec.hints, rec.undos, rec.hinted) == (2, 4, 1)
    assert [g.get("hinted", False) for g in rec.recent()] == [True, False]


def test_reset_forgets_one_game_only(tmp_path) -> None:
    book = _book(tmp_path)
    book.record("quarto", "easy", "win")
    book.record("set-puzzle", "puzzle", "win", seconds=30.0, set_times=[5.0] * 6)
    book.reset("set-practice")  # the SET book, which holds the puzzle
    again = _book(tmp_path)
    assert again.game("set").empty and again.game("set").sets_found == 0
    assert again.game("quarto").played == 1


def test_a_bad_result_is_refused(tmp_path) -> None:
    with pytest.raises(ValueError, match="result"):
        _book(tmp_path).record("quarto", "easy", "won")


def test_format_1_files_are_migrated(tmp_path) -> None:
    old = {
        "quarto": {"medium": {"win": 3, "loss": 1, "draw": 0, "streak": 2, "best_streak": 3}},
        "set-practice": {"practice · hinted": {"win": 2, "loss": 0, "draw": 0}, "practice": {"win": 1}},
        "common-sense": {"hard": {"win": 0, "loss": 2, "draw": 1}},
        "qu4to-2p": {"easy": {"win": 1, "loss": 1, "draw": 0}},
    }
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"version": 1, "data": {"games": old}}))
    book = StatsBook(path)
    assert book.notice is None
    quarto = book.game("quarto")
    assert _counts(quarto.opponents()) == {"Medium": (3, 1, 0)} and quarto.best_streak == 3
    practice = book.game("set")
    assert practice.played == 3 and practice.hinted == 2
    assert [r.label for r in practice.modes()] == ["Practice"]
    assert _counts(book.game("aces-faces").modes()) == {"Common Sense Quarto": (0, 2, 1)}
    assert [r.label for r in book.game("qu4to").modes()] == ["2 players"]
    doc = json.loads(path.read_text())
    assert doc["version"] == 2 and doc["data"]["games"] == {}, "written back in the new format"
    assert StatsBook(path).game("quarto").played == 4, "and read again without migrating twice"


@pytest.mark.parametrize(
    "content",
    [
        b"\x00\xff garbage",
        b'{"version": 2, "data": {"books": []}}',
        b'{"version": 9, "data": {"books": {}}}',
        b'{"version": 1, "data": {"games": {"quarto": {"medium": 5}}}}',
        b"",
        b'{"version": 2, "data": {"books": {"quarto": {"opp',
        b'{"version": 2, "data": null}',
        b'{"version": "2", "data": {"books": {}}}',
        b'{"version": true, "data": {"books": {}}}',
        b'{"version": 2, "data": {"books": {"quarto": 7}}}',
        b"[1, 2, 3]",
        b'{"version": 2, "data": {"books": {}, "games": {"quarto": []}}}',
    ],
    ids=[
        "binary",
        "wrong-type",
        "future",
        "old-broken",
        "empty",
        "truncated",
        "null-data",
        "text-version",
        "bool-version",
        "book-not-a-dict",
        "list-root",
        "old-rows-not-dicts",
    ],
)
def test_a_damaged_file_is_backed_up_with_a_notice(tmp_path, content) -> None:
    path = tmp_path / "stats.json"
    path.write_bytes(content)
    book = StatsBook(path)
    assert book.notice and "stats" in book.notice
    backups = list(tmp_path.glob("stats.json.*.bak"))
    assert len(backups) == 1 and backups[0].read_bytes() == content and backups[0].name in book.notice
    book.record("quarto", "easy", "win")
    assert StatsBook(path).game("quarto").played == 1 and StatsBook(path).notice is None


def test_damaged_fields_inside_a_book_cost_only_themselves(tmp_path) -> None:
    books = {
        "quarto": {
            "opponents": {"easy": {"win": "many", "loss": 2}, "hard": [1, 2]},
            "streak": -4,
            "best_streak": "lots",
            "times": "fast",
            "places": {"x": 1, "2": True, "9": 3},
            "recent": {"result": "win"},
        }
    }
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"version": 2, "data": {"books": books}}))
    book = StatsBook(path)
    rec = book.game("quarto")
    assert _counts(rec.opponents()) == {"Easy": (0, 2, 0), "Hard": (0, 0, 0)}
    assert (rec.streak, rec.best_streak, rec.best_set(), rec.places(), rec.recent()) == (0, 0, None, {}, [])
    book.record("quarto", "easy", "win", hints=1)  # and recording over it repairs what it touches
    assert _counts(book.game("quarto").opponents())["Easy"] == (1, 2, 0)


def test_the_app_tells_the_player_once_about_a_damaged_file(tmp_path, monkeypatch) -> None:
    home = tmp_path / "home"
    app = make_app(tmp_path, monkeypatch)
    path = app.stats_book.store.path
    assert path.parent.is_relative_to(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json")
    again = make_app(tmp_path, monkeypatch)
    assert [n for n in again.notices if "stats" in n] == [again.stats_book.notice]
    assert list(path.parent.glob("stats.json.*.bak"))


def test_huge_numbers_are_told_and_unknown_keys_are_harmless(tmp_path) -> None:
    books = {"quarto": {"opponents": {"easy": {"win": 10**40, "loss": 1, "colour": "red"}}, "mystery": [1]}}
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"version": 2, "data": {"books": books, "extra": {"a": 1}}}))
    book = StatsBook(path)
    # a number no game could reach is damage: Store sets the file aside (the backup keeps every figure) and
    # says so once, as for any broken file (issue 16's hardening rule); the fresh book starts empty
    assert book.notice and "stats.json" in book.notice
    assert len(list(tmp_path.glob("stats.json.*.bak"))) == 1
    assert _counts(book.game("quarto").opponents()) == {}
    books["quarto"]["opponents"]["easy"]["win"] = 10  # unknown keys alone are harmless and quiet
    path.write_text(json.dumps({"version": 2, "data": {"books": books, "extra": {"a": 1}}}))
    book = StatsBook(path)
    assert book.notice is None
    assert _counts(book.game("quarto").opponents()) == {"Easy": (10, 1, 0)}


def test_a_read_only_folder_loses_nothing_already_saved(tmp_path, monkeypatch) -> None:
    book = _book(tmp_path)
    book.record("quarto", "easy", "win")

    def refuse(*_a, **_k):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(book.store, "save", refuse)
    with pytest.raises(OSError):
        book.reset("quarto")
    assert _book(tmp_path).game("quarto").played == 1, "the file on disk is untouched"
