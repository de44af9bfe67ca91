"""The result card tells the rating's news: the new rating and its change, or that a hint or an undo left the game
unrated; a finished daily challenge is counted once, by the ending."""

from __future__ import annotations

import datetime

from game.play import rating
from game.play.daily import DailyBook
from game.play.stats import StatsBook
from game.scenes.table.ending import Ending
from game.scenes.table.result_card import ResultCard


def test_a_rated_game_says_the_new_rating_and_its_change(tmp_path):
    book, end = StatsBook(tmp_path / "stats.json"), Ending()
    end.record(book, "quarto", "human", "win", field=[("human:Ann", 1.0)], players={})
    card = ResultCard("You win", "", [], footnote="Four tall pieces.")
    end.begin(card)
    gain = round(rating.START + rating.K_NEW / 2) - round(rating.START)
    after = round(rating.START) + gain
    assert card.footnote == f"Your rating: {after} (+{gain})  ·  Four tall pieces."
    again = ResultCard("You win", "", [])
    end.retold(again)  # the card made again in another language keeps the news
    assert end.card is again and again.footnote.startswith("Your rating:")


def test_a_helped_game_says_it_is_unrated_and_a_solo_one_says_nothing(tmp_path):
    book, end = StatsBook(tmp_path / "stats.json"), Ending()
    end.record(book, "set", "Medium", "loss", field=[("computer:medium", 0.0)], hints=2)
    card = ResultCard("Medium wins", "", [])
    end.begin(card)
    assert card.footnote == "Not rated: a hint or an undo was used."
    end.reset()
    end.record(book, "set-practice", "practice", "win", hints=1)
    solo = ResultCard("Cleared", "", [])
    end.begin(solo)
    assert solo.footnote == ""


def test_the_ending_counts_todays_challenge_once(tmp_path):
    today = datetime.date.today().isoformat()
    book, end = StatsBook(tmp_path / "stats.json"), Ending()
    end.record(book, "set-puzzle", "puzzle", "win", mode="Puzzle", daily=today)
    end.record(book, "set-puzzle", "puzzle", "win", mode="Puzzle", daily=today)  # (a second call is ignored)
    assert DailyBook(tmp_path).solved(datetime.date.today()) == ["set"]
    assert book.game("set").modes()[0].won == 1
