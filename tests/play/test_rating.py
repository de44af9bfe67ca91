"""The rating: Elo's update, pairwise by finishing order, friends by name, unrated games, and the levels' fit."""

from __future__ import annotations

import json
import random

import pytest

from game import sim
from game.play import rating
from game.play.stats import StatsBook


def test_expected_score_is_elos():
    assert rating.expected(1500, 1500) == pytest.approx(0.5)
    assert rating.expected(1900, 1500) == pytest.approx(10 / 11)
    assert rating.expected(1500, 1900) == pytest.approx(1 / 11)


def test_a_win_against_an_equal_moves_half_of_k():
    assert rating.moved(1500, 0, [(1500, 1.0)]) == pytest.approx(1500 + rating.K_NEW / 2)
    assert rating.moved(1500, rating.PROVISIONAL, [(1500, 0.0)]) == pytest.approx(1500 - rating.K / 2)
    assert rating.moved(1500, 50, [(1500, 0.5)]) == pytest.approx(1500)


def test_several_seats_are_pairwise_and_weigh_one_game():
    # first of four equals: +K/2 from each pair, averaged: the same as beating one equal
    four = rating.moved(1500, 99, [(1500, 1.0)] * 3)
    assert four == pytest.approx(rating.moved(1500, 99, [(1500, 1.0)]))
    # second of three: beat one, lost to one, against equals: unmoved
    assert rating.moved(1500, 99, [(1500, 1.0), (1500, 0.0)]) == pytest.approx(1500)


def test_by_order_scores_each_pair():
    assert rating.by_order([3, 7, 3, 1], 0) == {1: 0.0, 2: 0.5, 3: 1.0}


def test_a_book_rates_computer_games_and_not_helped_ones(tmp_path):
    book = StatsBook(tmp_path / "stats.json")
    strong = max(rating.level_ratings("set"), key=rating.level_ratings("set").get)
    book.record("set", "Hard", "win", field=[(f"computer:{strong}", 1.0)], day="2026-01-01")
    first = rating.rating_of(book.game("set").book)
    assert first.games == 1 and first.value > rating.START + 20  # beating the strongest level is worth much
    assert book.rated is not None and book.rated[1] == first.value
    book.record("set", "Hard", "loss", field=[(f"computer:{strong}", 0.0)], hints=2, day="2026-01-02")
    assert book.rated is None
    again = StatsBook(tmp_path / "stats.json").game("set").book  # survives a restart
    r = rating.rating_of(again)
    assert (r.value, r.games, r.unrated) == (first.value, 1, 1)
    assert r.history == [("2026-01-01", round(first.value, 1))]
    book.record("set", "solo", "win")  # solo: nobody to be rated against, not even unrated
    assert rating.rating_of(book.game("set").book).unrated == 1


def test_hot_seat_friends_move_the_other_way(tmp_path):
    book = StatsBook(tmp_path / "stats.json")
    book.record("quarto", "human", "win", field=[("human:Ana", 1.0)], day="2026-01-01")
    data = book.game("quarto").book
    mine, ana = rating.rating_of(data).value, data["friends"]["Ana"]["value"]
    assert mine - rating.START == pytest.approx(rating.START - ana)


def test_undos_make_a_quarto_game_unrated_and_set_quarto_rates_on_quartos_levels(tmp_path):
    book = StatsBook(tmp_path / "stats.json")
    book.record("quarto", "easy", "win", undos=1, field=[("computer:easy", 1.0)])
    assert rating.rating_of(book.game("quarto").book).games == 0
    assert rating.family_of("set-quarto") == rating.family_of("aces-faces") == "quarto"


def test_a_damaged_rating_reads_as_a_new_one():
    r = rating.rating_of({"rating": {"value": "x", "games": -3, "history": [["d", 1300], 5, ["e"]]}})
    assert (r.value, r.games, r.history) == (rating.START, 0, [("d", 1300.0)])


def test_match_is_the_nearest_level():
    levels = rating.level_ratings("set")
    weakest, strongest = min(levels, key=levels.get), max(levels, key=levels.get)
    assert rating.match(0, "set") == weakest
    assert rating.match(10_000, "set") == strongest
    assert rating.match(levels["medium"] + 1, "set") == "medium"


def test_the_fit_recovers_ratings_that_made_the_games():
    rng = random.Random(5)
    truth = {"a": 1000.0, "b": 1300.0, "c": 1450.0, "d": 1900.0}
    games = []
    for x, y in (("a", "b"), ("b", "c"), ("c", "d"), ("a", "c"), ("b", "d")):
        for _ in range(1500):
            games.append((x, y, 1.0 if rng.random() < rating.expected(truth[x], truth[y]) else 0.0))
    fitted = rating.fit(games, anchor="a", prior=0)
    for name, value in truth.items():
        assert fitted[name] == pytest.approx(value, abs=35)


def test_the_prior_keeps_a_level_that_never_lost_finite():
    fitted = rating.fit([("a", "b", 0.0)] * 50, anchor="a")
    assert 1000 + 400 < fitted["b"] < 1000 + 2000


def test_the_ladder_command_plays_and_fits(capsys):
    assert sim.main(["ladder", "set", "--games", "6", "--seed", "2"]) == 0
    report = json.loads(capsys.readouterr().out)
    ratings = report["ratings"]
    assert ratings["beginner"] == 1000 and len(report["pairs"]) == 7
    assert all(p["win"] + p["draw"] + p["loss"] == 6 for p in report["pairs"])
    games = [
        (p["upper"], p["lower"], s)
        for p in report["pairs"]
        for s, n in ((1.0, p["win"]), (0.5, p["draw"]), (0.0, p["loss"]))
        for _ in range(n)
    ]
    assert ratings == {k: round(v) for k, v in rating.fit(games, anchor="beginner").items()}
    assert sim.main(["ladder", "set", "--games", "6", "--seed", "2"]) == 0
    assert json.loads(capsys.readouterr().out)["pairs"] == report["pairs"]  # the same games again


def test_the_ladder_writes_a_table_python_reads(tmp_path):
    from game.ai import ladder

    report = {"ratings": {"easy": 1000, "hard": 1400}, "games": 3, "seed": 4}
    path = tmp_path / "level_ratings.py"
    ladder.write_table("qu4to", report, path)
    space: dict[str, object] = {}
    exec(compile(path.read_text(), str(path), "exec"), space)
    assert space["LEVEL_RATINGS"]["qu4to"] == {"easy": 1000.0, "hard": 1400.0}
    assert "--games 3 --seed 4" in space["MEASURED"]["qu4to"]


def test_the_ladder_fits_games_already_played_and_refuses_a_bad_spec(capsys):
    spec = "easy:beginner=95/0/5,medium:easy=94/4/2"
    assert sim.main(["ladder", "quarto", "--results", spec]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 200 and report["ratings"]["beginner"] == 1000
    assert report["ratings"]["beginner"] < report["ratings"]["easy"] < report["ratings"]["medium"]
    assert report["command"].endswith(f"--results {spec} --write")
    assert sim.main(["ladder", "quarto", "--results", "easy:nobody=1/2/3"]) == 2
    assert "UPPER:LOWER=WON/DRAWN/LOST" in capsys.readouterr().err
