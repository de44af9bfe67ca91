"""The SET table driven by posted events on the dummy display: clicks and keys make claims, the deal of three
more, hot-seat buzzers and their timeout, hints, the summary, save and resume, the puzzle, autoplay."""

from __future__ import annotations

import pytest
from helpers import click, key, make_app, step

from game.play.seats import Seat
from game.play.setgame.session import LOCK_S
from game.play.setgame.setup import SetSetup
from game.rules.setgame import is_set
from game.scenes.setgame.plates import seat_role


def _table(tmp_path, monkeypatch, seats=("human",), size=(1280, 720), seed=1, animation="off", **setup):
    app = make_app(tmp_path, monkeypatch, size=size, seed=seed)
    app.settings.set("animation", animation)
    chosen = [Seat(k) if k == "human" else Seat("computer", k) for k in seats]
    app.go("set-table", setup=SetSetup(seats=chosen, **setup).to_json())
    step(app, frames=2)
    return app, app.stack.scenes[0]


def _click_cards(app, scene, cards) -> None:
    for card in cards:
        step(app, click(app, scene.view.rects[card].center), 1)


def _not_a_set(table):
    a, b = table[0], table[1]
    return next((a, b, c) for c in table[2:] if not is_set(*sorted((a, b, c))))


def test_solo_clicks_take_a_set_and_a_wrong_call_shakes_and_costs_a_point(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, mode="practice")
    s = sc.session
    first = s.sets_on_table()[0]
    _click_cards(app, sc, first[:2])
    assert sc.picked == list(first[:2]), "the first two clicks lift their cards"
    _click_cards(app, sc, first[2:])
    assert s.score(0) == 1 and sc.picked == []
    assert not set(first) & set(s.table), "the SET left the table"
    assert len(s.table) == 12 and s.deck_size == 81 - 15
    wrong = _not_a_set(s.table)
    _click_cards(app, sc, wrong)
    assert s.score(0) == 0, "a wrong call costs the point"
    assert s.stats[0].wrong == 1
    assert set(sc.shake[0]) == set(wrong) and sc.shake[1] > 0, "the wrong cards shake"
    assert "Not a SET" in sc.toast.text


def test_a_click_on_a_lifted_card_drops_it(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, mode="practice")
    card = sc.session.table[0]
    _click_cards(app, sc, [card, card])
    assert sc.picked == []


def test_cards_keep_their_places_and_three_more_are_dealt_when_no_set_shows(tmp_path, monkeypatch):
    """Play SETs by clicks until a take leaves no SET among 12: the table grows to 15 by itself, and every card
    that stayed is in the slot it had."""
    for seed in range(1, 40):
        app, sc = _table(tmp_path / str(seed), monkeypatch, mode="practice", seed=seed)
        s = sc.session
        while not s.is_over:
            before = dict((c, i) for i, c in sc.slots.cards())
            size_before = len(s.table)
            claim = s.sets_on_table()[0]
            _click_cards(app, sc, claim)
            after = dict((c, i) for i, c in sc.slots.cards())
            if size_before == 12 and len(s.table) > 12:
                kept = [c for c in before if c in after]
                assert all(before[c] == after[c] for c in kept), "cards that stay do not move"
                assert "3 more cards were dealt" in sc.toast.text
                assert s.sets_on_table(), "the deal shows a SET"
                assert {sc.view.rects[c].w for c in s.table} == {sc.view.lay.card_w}
                return
            if size_before == 12 and len(s.table) == 12:
                assert all(before[c] == after[c] for c in before if c in after)
    raise AssertionError("no seed dealt three more cards")


def test_hot_seat_buzz_gives_exclusive_selection_and_a_timeout_costs_and_locks(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, seats=("human", "human"), buzz_s=3)
    s = sc.session
    card = s.table[0]
    step(app, click(app, sc.view.rects[card].center), 1)
    assert sc.picked == [] and "Buzz first" in sc.toast.text, "without the buzzer, clicks pick nothing"
    step(app, [key(app, "return")], 1)
    assert s.buzzer == 1, "Enter is the second player's buzzer"
    step(app, [key(app, "space")], 1)
    assert s.buzzer == 1, "the first player cannot take the buzzer while it is held"
    step(app, click(app, sc.view.rects[card].center), 1)
    assert sc.picked == [card], "the holder picks cards"
    step(app, frames=int(3 * 60) + 5)
    assert s.buzzer is None and sc.picked == []
    assert s.stats[1].wrong == 1 and s.locked(1), "time is up: a wrong call and a lockout"
    assert "Time is up" in sc.toast.text
    step(app, [key(app, "return")], 1)
    assert s.buzzer is None, "a locked player cannot buzz"
    step(app, frames=int(LOCK_S * 60) + 5)
    assert not s.locked(1), "the scene's timer released the lockout"
    step(app, [key(app, "space")], 1)
    claim = s.sets_on_table()[0]
    _click_cards(app, sc, claim)
    assert s.score(0) == 1 and s.buzzer is None


def test_hints_reveal_one_card_of_a_set_per_press_up_to_three(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, mode="practice")
    s = sc.session
    for n in (1, 2, 3):
        step(app, [key(app, "/")], 1)
        assert len(s.hint) == n
    step(app, click(app, sc.hint_button.rect.center), 1)
    assert len(s.hint) == 3, "three cards at most"
    assert tuple(sorted(s.hint)) in s.sets_on_table() and s.hinted
    _click_cards(app, sc, s.hint)
    assert s.score(0) == 1 and s.hint == [], "the hint ends with the SET"
    doc = s.to_json()
    assert doc["hinted"] is True


def test_a_whole_game_by_clicks_ends_in_the_summary_and_rematch_deals_again(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, mode="practice", junior=True)
    s = sc.session
    wrong = _not_a_set(s.table)
    _click_cards(app, sc, wrong)
    while not s.is_over:
        _click_cards(app, sc, s.sets_on_table()[0])
    step(app, frames=70)
    assert sc.result_shown()
    card = sc.result
    assert card.scores[0][1] == s.score(0) and "1 wrong call," not in card.scores[0][0]
    assert card.scores[0][0].endswith("1 wrong call") and "best" in card.scores[0][0]
    assert seat_role(sc, 0, {}, None) == "winner", "the plate no longer says 'click three cards'"
    assert "over" in sc.view.bars.idle_line() and "Click three cards" not in sc.view.bars.idle_line()
    sc.say("Ann takes a SET.")  # a message still fresh when the card shows gives way to the card's keys
    assert sc.toast.left > 0 and sc.view.bars.bottom_text() == sc.view.bars.idle_line()
    assert "SETs in" in card.detail
    assert app.stats_book.game("set-practice").played == 1, "the result is in the statistics"
    assert not app.saves.has_game(), "a finished game leaves the Continue slot"
    step(app, click(app, card.buttons[0].rect.center), 2)
    assert not sc.session.is_over and sc.session.score(0) == 0 and len(sc.session.table) >= 12


def test_save_and_resume_mid_game_with_the_clocks_paused(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, seats=("human", "beginner"))
    s = sc.session
    _click_cards(app, sc, s.sets_on_table()[0])
    step(app, frames=30)
    wrong = _not_a_set(s.table)
    _click_cards(app, sc, wrong)
    assert s.locked(0)
    step(app, [key(app, "escape")], 1)
    assert app.stack.top.name == "pause"
    clock, lock = s.clock, s.locks[0]
    step(app, frames=120)
    assert (s.clock, s.locks[0]) == (clock, lock), "a paused table's clocks stand still"
    app.save_game()
    saved = app.saves.data
    assert saved["scene"] == "set"
    app.go("menu")
    step(app, frames=2)
    app.go(saved["scene"], resume=saved["state"])
    step(app, frames=1)
    again = app.stack.scenes[0].session
    assert again.table == s.table and len(again.state.taken(0)) == 3 and again.deck_size == s.deck_size
    assert again.stats[0].wrong == 1 and again.score(0) == 0, "the wrong call cost the SET's point"
    assert abs(again.clock - clock) < 0.05 and again.locked(0)
    assert abs(again.locks[0] - lock) < 0.05 and again.is_bot(1)


def test_a_computer_call_lifts_its_cards_in_its_colour_then_takes_them(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, seats=("human", "lightning"), animation="normal")
    s = sc.session
    for _ in range(60 * 30):
        step(app, frames=1)
        if sc.calling is not None:
            break
    seat, claim, _left = sc.calling
    assert seat == 1 and all(c in s.table for c in claim.cards)
    step(app, frames=60)
    assert s.score(1) == 1 and not set(claim.cards) & set(s.table)


def test_the_puzzle_is_solved_by_clicking_all_six_sets(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=7)
    app.settings.set("animation", "off")
    app.go("set-puzzle")
    step(app, frames=2)
    sc = app.stack.scenes[0]
    s = sc.session
    assert s.puzzle and len(s.table) == 12 and len(s.sets_on_table()) == 6
    table = s.table
    first = s.sets_on_table()[0]
    _click_cards(app, sc, first)
    _click_cards(app, sc, first)
    assert "Found already" in sc.toast.text and len(s.found) == 1
    while not s.is_over:
        _click_cards(app, sc, s.sets_on_table()[0])
    assert s.table == table, "no dealing in a puzzle"
    assert len(s.found) == 6
    step(app, frames=70)
    assert sc.result_shown() and sc.result.title == "Puzzle solved!"


def test_autoplay_plays_whole_games_and_starts_the_next(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=2, autoplay=True)
    app.go("set")
    sc = None
    games = summaries = 0
    for _ in range(60 * 400):
        step(app, frames=1)
        top = app.stack.scenes[0]
        if top.name == "set-table":
            if sc is not top:
                sc, session = top, top.session
            if sc.result_shown():
                summaries += 1
                totals = [total for _, total in sc.result.scores]
                assert totals == sorted(totals, reverse=True), "the summary lists the winner first"
                first = sc.result.scores[0][0].split(" — ")[0]
                assert sc.result.title.startswith((first, "A tie")), "the first line is the winner's"
            if sc.session is not session:
                games += 1
                assert session.is_over and sum(session.score(i) for i in range(3)) > 0
                break
    assert games == 1, "a whole game was played and the next one dealt"
    assert summaries, "the summary showed between the games"


def test_both_window_sizes_lay_out_every_card_inside_the_play_area(tmp_path, monkeypatch):
    for size in ((1280, 720), (1920, 1080)):
        app, sc = _table(tmp_path / f"{size[0]}", monkeypatch, seats=("human", "human", "easy"), size=size)
        play = sc.view.lay.play
        assert all(play.contains(r) for r in sc.view.rects.values())


@pytest.mark.slow  # ≈ 14 s; the short soak (tests/test_soak.py) gives random input to SET tables in every run
def test_monkey_input_at_every_kind_of_table_never_crashes(tmp_path, monkeypatch):
    from game.monkey import Monkey

    for i, setup in enumerate(
        (
            {"seats": ("human", "human", "human", "easy")},
            {"mode": "practice", "hotkeys": True, "show_count": True},
            {"mode": "puzzle", "puzzle_seed": "4"},
        )
    ):
        app, sc = _table(tmp_path / str(i), monkeypatch, animation="normal", **setup)
        app.monkey = Monkey(i)
        for _ in range(600):
            step(app, app.monkey.events(app.size), 1)
        assert not app.crashed


def test_the_buzz_keys_chosen_in_the_settings_buzz_for_their_seats(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.settings.set("buzz_keys", ["tab", "1", "left ctrl", "right shift"])
    chosen = [Seat("human"), Seat("computer", "easy"), Seat("human")]
    app.go("set-table", setup=SetSetup(seats=chosen, buzz_s=5).to_json())
    step(app, frames=2)
    sc = app.stack.scenes[0]
    s = sc.session
    assert sc.buzz_keys() == {0: "Tab", 2: "L-Ctrl"}, "the plates name each human seat's own key"
    assert seat_role(sc, 2, sc.buzz_keys(), None) == "buzz: L-Ctrl"
    assert "Tab" in sc.view.bars.idle_line() and "L-Ctrl" in sc.view.bars.idle_line()
    step(app, [key(app, "space")], 1)
    assert s.buzzer is None, "Space is nobody's key now"
    step(app, [key(app, "left ctrl")], 1)
    assert s.buzzer == 2, "seat 3 buzzes with its key"
    assert seat_role(sc, 2, sc.buzz_keys(), None) == "picking"


def test_the_summary_lists_the_players_by_score_and_counts_wrong_calls_in_words(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, seats=("human", "easy", "medium"), seed=4)
    s = sc.session
    monkeypatch.setattr(s, "score", [2, 9, 5].__getitem__)  # the seats finish out of seat order
    s.stats[0].wrong, s.stats[1].wrong = 2, 1
    card = sc.result_card()
    assert [total for _, total in card.scores] == [9, 5, 2]
    assert card.title.startswith(card.scores[0][0].split(" — ")[0])
    words = {line.split(" — ")[0]: line for line, _ in card.scores}
    assert words[s.name(0)].endswith("2 wrong calls") and words[s.name(1)].endswith("1 wrong call")
    assert words[s.name(2)].endswith("no wrong calls")
