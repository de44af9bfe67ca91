"""The SET coach's review: a planted game (a SET left unseen until a take broke it up, a wrong call) read into
moments, the find-time summary, the screen driven by keys with the table drawn at each moment, a bad record's
line number, Export, the sample game behind ``--scene set-review``, and the result card's "Review game"."""

from __future__ import annotations

import random
import statistics

import pygame
from helpers import click, key, make_app, step

from game import resources
from game.play.history import History
from game.play.history_records import record_text, timeline
from game.play.seats import Seat
from game.play.setgame.review import MISSED_MIN_S, find_summary, read
from game.play.setgame.setup import SetSetup
from game.rules.setgame import Claim, is_set, new_game
from game.rules.setgame.cards import format_cards
from game.storage import flush_all
from game.ui.theme import PALETTE


def planted() -> tuple[str, tuple, tuple, tuple]:
    """Seat 0 (a human) takes SET ``a`` at 10 s; SET ``b``, which shares a card with it, had lain there since the
    deal (missed for 10 s); at 12 s seat 0 calls three cards that are not a SET. The record and a, b, wrong."""
    st = new_game(random.Random(2), 2)
    sets = st.sets_on_table
    a, b = next((x, y) for x in sets for y in sets if x < y and set(x) & set(y))
    st.play(Claim(a), 0, at=10.0)
    t = st.table
    wrong = next((t[0], t[1], c) for c in t[2:] if not is_set(*sorted((t[0], t[1], c))))
    st.play(Claim(wrong), 0, at=12.0)
    taken = st.sets_on_table[0]
    st.play(Claim(taken), 1, at=15.5)
    return record_text(st, {"Seats": "human,hard"}), a, b, wrong


def test_the_planted_game_reads_as_take_missed_wrong_take() -> None:
    text, a, b, wrong = planted()
    review = read(text)
    kinds = [m.kind for m in review.moments]
    assert kinds[:3] == ["missed", "take", "wrong"], kinds
    assert [k for k in kinds if k != "missed"] == ["take", "wrong", "take"], kinds
    missed, take, called = review.moments[:3]
    assert set(missed.cards) == set(b) and missed.together_s == 10.0 and missed.breaker == 0
    assert missed.since == 0.0 and set(b) <= set(missed.table)
    assert take.cards == a and take.seat == 0 and take.together_s == 10.0 and len(take.table) == 12
    assert called.cards == wrong and called.at == 12.0
    assert review.humans == [0]
    assert all(m.together_s >= MISSED_MIN_S for m in review.moments if m.kind == "missed")


def test_the_summary_compares_medians_by_table_size() -> None:
    from game.scenes.study.set_review import sample_record

    text = sample_record()
    review = read(text)
    lines = find_summary(review, ["Ann", "Computer"])
    events = [e for e in timeline(review.state) if e["kind"] == "take"]
    for size in sorted({e["table"] for e in events}):
        mine = [e["together_s"] for e in events if e["table"] == size and e["seat"] == 0]
        theirs = [e["together_s"] for e in events if e["table"] == size and e["seat"] == 1]
        line = next(x for x in lines if x.startswith(f"{size} cards: "))
        want = f"Ann {statistics.median(mine):.1f} s ({len(mine)})" if mine else "Ann –"
        assert want in line
        if theirs:
            assert f"Computer {statistics.median(theirs):.1f} s ({len(theirs)})" in line
    for m in review.moments:
        if m.kind == "missed":  # every missed SET is a real SET that lay on that table and was never taken
            assert is_set(*m.cards) and set(m.cards) <= set(m.table)
            assert all(set(x.cards) != set(m.cards) for x in review.moments if x.kind == "take")


def _pixels(app, scene, colour) -> int:
    """How many pixels of the left side (the table) are ``colour``."""
    area = app.screen.subsurface(scene.areas["position"])
    return pygame.mask.from_threshold(area, colour, (2, 2, 2, 255)).count()


def _review(tmp_path, monkeypatch, size=(1280, 720), **kw):
    app = make_app(tmp_path, monkeypatch, size=size, seed=1)
    app.go("menu")
    app.push("set-review", **kw)
    step(app, frames=2)
    return app, app.stack.top


def test_the_screen_walks_the_moments_and_names_what_broke_the_rule(tmp_path, monkeypatch) -> None:
    text, a, b, wrong = planted()
    app, scene = _review(tmp_path, monkeypatch, text=text, players=["Ann", "Bob"])
    rows = scene.all_rows()
    assert rows[0].tone == "missed" and "lay unseen for 10 s" in rows[0].label
    assert "until Ann took one of its cards in another SET" in rows[0].detail[0]
    assert rows[1].label == "0:10 · Ann took a SET (12 on the table)" and rows[1].tone == "good"
    assert rows[2].tone == "costly" and rows[2].detail[0].startswith("Not a SET: ")
    (bob,) = [r for r in rows if "Bob" in r.label]
    assert bob.tone == "plain" and "Bob took a SET" in bob.label
    assert _pixels(app, scene, PALETTE["danger"]) == 0
    for _ in range(3):
        step(app, [key(app, "down")])
    assert scene.selected == 2
    assert _pixels(app, scene, PALETTE["danger"]) > 1000, "the wrong call's three cards are ringed in red"
    step(app, click(app, scene.buttons["sort"].rect.center))
    costs = [rows[i].cost for i in scene.order()]
    assert costs == sorted(costs, reverse=True) and rows[scene.order()[0]].tone == "missed"
    assert costs[0] > 10.0, "another SET lay there from the deal until Bob's take, longest of all"
    step(app, click(app, scene.buttons["export"].rect.center))
    saved = list((resources.data_dir() / "exports").glob("set-*.txt"))
    assert len(saved) == 1 and saved[0].read_text() == text
    step(app, [key(app, "escape")])
    assert app.stack.top.name == "menu"


def test_a_bad_record_names_its_line(tmp_path, monkeypatch) -> None:
    text, *_ = planted()
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if " take " in line)
    lines[at] = lines[at].replace(" take ", " wrong ")
    app, scene = _review(tmp_path, monkeypatch, text="\n".join(lines))
    assert scene.review is None and scene.all_rows() == []
    assert f"line {at + 1}:" in scene.summary()[0]
    assert not scene.buttons["export"].enabled


def test_without_a_record_it_shows_the_sample_game(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1024, 640), seed=1)
    app.go("set-review")
    step(app, frames=2)
    scene = app.stack.top
    assert scene.name == "set-review" and scene.sample and scene.review is not None
    assert scene.players == ["You (sample)", "Computer"]
    app.set_language("de")  # switched while it is open, the sample's names follow (#30)
    assert scene.players == ["Du (Beispiel)", "Computer"]
    app.set_language("en")
    assert {m.kind for m in scene.review.moments} >= {"take", "wrong", "missed"}
    for frame in range(60):
        scene.autoplay(frame)
        step(app)
    assert scene.selected is not None


def test_the_result_card_opens_the_review_of_that_game(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=5)
    app.settings.set("animation", "off")
    seats = [Seat("human", name="Ann"), Seat("computer", "medium")]
    app.go("set-table", setup=SetSetup(seats=seats).to_json())
    step(app, frames=2)
    table = app.stack.scenes[0]
    session = table.session
    while not session.is_over:
        session.clock += 2.0
        table.settle(session.claim(0, session.state.sets_on_table[0]))
    step(app, frames=80)
    flush_all()
    (button,) = [b for b in table.result.buttons if b.label == "Review game"]
    button.action()
    step(app, frames=2)
    review = app.stack.top
    assert review.name == "set-review" and review.players == session.names()
    assert review.text == History(resources.data_dir()).games()[0]["record"]
    assert len([m for m in review.review.moments if m.kind == "take"]) == session.score(0)
    assert format_cards(review.review.moments[-1].cards) in review.text


def test_a_short_table_is_centred_in_its_columns(tmp_path, monkeypatch) -> None:
    """Nine cards at the end of a game lie in three columns of three, centred on the left side."""
    app, scene = _review(tmp_path, monkeypatch)
    surface = pygame.Surface(app.size)
    area = scene.areas["position"]
    table = scene.review.opening[:9]
    surface.fill((0, 0, 0))
    scene._cards(surface, area, table, (), None)
    mask = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    mask.invert()
    drawn = mask.get_bounding_rects()
    left = min(r.left for r in drawn)
    right = max(r.right for r in drawn)
    assert abs((left + right) / 2 - area.centerx) <= 2, (left, right, area)
