"""Set-Chain and UltraSet at the table, driven by posted events: a chained SET picked with a card of the previous
SET in the side panel, a claim without one refused in words, four clicks for an UltraSet and its fifth card shown,
hints of the mode, hot-seat buzzers, and the review of a recorded game of each mode."""

from __future__ import annotations

import pytest
from helpers import click, key, make_app, step

from game.ai.set_sim import play_game
from game.play.history_records import record_text
from game.play.seats import Seat
from game.play.setgame.review import Moment
from game.play.setgame.setup import SetSetup
from game.rules.setgame.ultra import pairing


def _table(tmp_path, monkeypatch, mode, seats=("human",), size=(1280, 720), **setup):
    app = make_app(tmp_path, monkeypatch, size=size, seed=3)
    app.settings.set("animation", "off")
    chosen = [Seat(k) if k == "human" else Seat("computer", k) for k in seats]
    app.go("set-table", setup=SetSetup(seats=chosen, mode=mode, **setup).to_json())
    step(app, frames=2)
    return app, app.stack.scenes[0]


def _click(app, sc, cards) -> None:
    for card in cards:
        rect = sc.view.rects.get(card) or sc.view.mode_panel.rects[card]
        step(app, click(app, rect.center), 1)


def test_set_chain_is_picked_with_one_card_of_the_previous_set(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, "chain")
    s = sc.session
    assert s.state.mode == "chain" and s.chain == () and sc.view.mode_panel.rects == {}
    _click(app, sc, s.sets_on_table()[0])
    assert s.score(0) == 1 and len(s.chain) == 3
    step(app, frames=40)  # the cards dealt back take clicks a moment after they land
    assert set(sc.view.mode_panel.rects) == set(s.chain), "the previous SET lies apart, clickable"
    for rect in sc.view.mode_panel.rects.values():
        assert sc.view.lay.side.contains(rect) and not any(
            rect.colliderect(r) for r in sc.view.rects.values()
        )
    three = [c for c in s.table if c not in sum(s.sets_on_table(), ())][:3] or list(s.table[:3])
    _click(app, sc, three)
    assert s.score(0) == 1 and "exactly one card of the previous SET" in sc.toast.text
    chained = s.sets_on_table()[0]
    link = next(c for c in chained if c in s.chain)
    _click(app, sc, chained)
    assert s.score(0) == 2 and s.chain == tuple(sorted(chained)) and link not in s.table


def test_ultraset_takes_four_clicks_and_shows_the_fifth_card(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, "ultra")
    s = sc.session
    four = s.sets_on_table()[0]
    _click(app, sc, four[:3])
    assert sc.picked == list(four[:3]) and s.score(0) == 0, "three cards are not a claim yet"
    _click(app, sc, four[3:])
    assert s.score(0) == 1 and "UltraSet" in sc.toast.text
    shown, fifth, hinted = sc.view.mode_panel.fifth()
    assert fifth == pairing(four).fifth and set(shown) == set(four) and not hinted


def test_the_ultraset_hint_shows_its_fifth_card(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, "ultra")
    s = sc.session
    for _ in range(4):
        step(app, [key(app, "/")], 1)
    assert len(s.hint) == 4 and tuple(sorted(s.hint)) in s.sets_on_table()
    shown, fifth, hinted = sc.view.mode_panel.fifth()
    assert hinted and fifth == pairing(s.hint).fifth


@pytest.mark.parametrize("mode", ["chain", "ultra"])
def test_hot_seat_buzzers_work_in_the_modes(tmp_path, monkeypatch, mode):
    app, sc = _table(tmp_path, monkeypatch, mode, seats=("human", "human"), buzz_s=5)
    s = sc.session
    step(app, [key(app, "return")], 1)
    assert s.buzzer == 1
    count = "four" if mode == "ultra" else "three"
    assert sc.view.bars.buzz_line(1).startswith(f"Player 2 — pick {count} cards"), "the mode's own count"
    assert any(r.does.endswith(f"then pick {count} cards") for r in sc.input.key_help())
    sc.setup.hints = True
    answer = "an UltraSet" if mode == "ultra" else "a SET"
    assert any(r.does == f"hint: shows one card of {answer}" for r in sc.input.key_help())
    _click(app, sc, s.sets_on_table()[0])
    assert s.score(1) == 1 and s.buzzer is None
    step(app, frames=40)
    step(app, [key(app, "space")], 1)
    assert s.buzzer == 0
    _click(app, sc, s.sets_on_table()[0])
    assert s.score(0) == 1


@pytest.mark.parametrize("mode", ["chain", "ultra"])
@pytest.mark.parametrize(("size", "text"), [((1280, 720), 150), ((1920, 1080), 100)])
def test_computers_play_a_mode_to_the_end_in_the_window(tmp_path, monkeypatch, mode, size, text):
    app, sc = _table(tmp_path, monkeypatch, mode, seats=("lightning", "lightning", "hard", "hard"), size=size)
    app.set_text_size(text)
    for _ in range(400):
        step(app, frames=60)
        if sc.session.is_over:
            break
    assert sc.session.is_over and sum(sc.session.score(i) for i in range(4)) > 15


@pytest.mark.parametrize("mode", ["chain", "ultra"])
def test_the_review_shows_a_record_of_the_mode(tmp_path, monkeypatch, mode):
    session = play_game(["hard", "medium"], 4, mode=mode)
    text = record_text(session.state, {"Seats": "hard,medium"})
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.go("set-review", text=text, players=["A", "B"])
    step(app, frames=2)
    sc = app.stack.scenes[-1]
    assert sc.review is not None and sc.review.state.mode == mode
    assert sc.subtitle_words().startswith("Set-Chain" if mode == "chain" else "UltraSet")
    labels = [r.label for r in sc.rows()]
    if mode == "ultra":
        assert any("took an UltraSet" in label for label in labels)
    take = next(i for i, m in enumerate(sc.review.moments) if m.kind == "take" and i > 0)
    sc.select(take)
    step(app, frames=2)
    m = sc.review.moments[take]
    apart, caption = sc.apart(m.table, m.cards)
    if mode == "ultra":
        assert apart == (pairing(m.cards).fifth,) and caption == "Fifth card"
        wrong = sc._row(Moment("wrong", 0, 1.0, m.table, (0, 1, 2, 4)))
        assert wrong.label.endswith("A called a wrong UltraSet") and wrong.detail[0].startswith(
            "Not an UltraSet"
        )
        ran_out = sc._row(Moment("timeout", 0, 1.0, m.table, ()))
        assert ran_out.detail[0].startswith("The buzzer ran out before four cards were picked")
    else:
        assert len(apart) == 1 and apart[0] not in m.table and caption == "Previous SET"


def _big_chain_state():
    """A Set-Chain game taken at random until its table passes 21 cards (it happens in about 1 game in 300)."""
    import random

    from game.rules.setgame import new_game

    for seed in range(3000):
        rng = random.Random(seed)
        state = new_game(rng, 1, mode="chain")
        while not state.is_terminal:
            state.play(rng.choice(state.legal_moves()))
            if len(state.table) > 21:
                return state
    raise AssertionError("no Set-Chain table passed 21 cards")


def test_a_set_chain_table_past_21_cards_is_laid_out_and_clickable(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, "chain")
    sc.session.state = _big_chain_state()
    sc.slots.sync(sc.session.table)
    sc.view.layout(app.size)
    step(app, frames=40)
    s = sc.session
    assert len(sc.view.rects) == len(s.table) > 21
    rects = list(sc.view.rects.values())
    assert all(sc.view.lay.play.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    before = s.score(0)
    _click(app, sc, s.sets_on_table()[0])
    assert s.score(0) == before + 1


def test_a_finished_ultraset_game_counts_in_set_statistics_by_its_mode(tmp_path, monkeypatch):
    app, sc = _table(tmp_path, monkeypatch, "ultra", junior=True)
    s = sc.session
    while not s.is_over:
        step(app, frames=30)
        _click(app, sc, s.sets_on_table()[0])
    step(app, frames=70)
    rec = app.stats_book.game("set-ultra")
    assert rec.game_id == "set" and [r.label for r in rec.modes()] == ["UltraSet"]
    assert rec.sets_found == 0, "an UltraSet's time is not a SET's"
    assert rec.timed_modes() == ["UltraSet"]
    own = rec.mode_record("UltraSet")
    assert own.sets_found == s.score(0) == 6 and own.best_set() == pytest.approx(min(s.stats[0].times))
    app.go("stats")
    step(app, frames=3)
    words = [label for label, _value in app.stack.top.facts(rec)]
    assert "UltraSet: best, average" in words and "Best SET" not in words
