"""Clicks on a SET table that just changed (#29): a selection that lost a card is dropped, new cards slide in
from the deck and ignore clicks for a moment, a wrong call made with a card dealt after the first pick costs
nothing, and a wrong call names (and marks on its cards) the feature that breaks the rule. Time is scripted: the
scene's update is driven with fixed steps, claims and picks are injected."""

from __future__ import annotations

import pygame
from helpers import make_app

from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.rules.setgame import is_set
from game.rules.setgame.explain import why_not
from game.scenes.setgame.cards import card_look
from game.scenes.setgame.scene import DEAL_S, FRESH_S, MARK_S, SHAKE_S

DT = 1 / 60


def _table(tmp_path, monkeypatch, seats=("human", "easy"), seed=2):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=seed)
    app.settings.set("animation", "normal")
    chosen = [Seat(k) if k == "human" else Seat("computer", k) for k in seats]
    app.go("set-table", setup=SetSetup(seats=chosen).to_json())
    sc = app.stack.top
    sc.session.bots.clear()  # the computer's calls are injected, when the test says
    _run(app, sc, 0.1)
    return app, sc


def _run(app, sc, seconds: float) -> None:
    for _ in range(round(seconds / DT)):
        sc.update(DT)
        sc.draw(app.screen)


def _computer_takes(sc, avoid=()):
    """Seat 1 takes a SET that shares no card with ``avoid`` (or any, when there is none)."""
    s = sc.session
    sets = s.sets_on_table()
    claim = next((t for t in sets if not set(t) & set(avoid)), sets[0])
    out = s.claim(1, claim)
    sc.settle(out)
    assert out.kind == "take"
    return out


def _not_a_set_with(table, fixed):
    return next(c for c in table if c not in fixed and not is_set(*fixed, c))


def test_a_selection_is_dropped_when_one_of_its_cards_is_taken(tmp_path, monkeypatch) -> None:
    app, sc = _table(tmp_path, monkeypatch)
    target = sc.session.sets_on_table()[0]
    sc.pick(target[0])
    sc.pick(next(c for c in sc.session.table if c not in target))
    assert len(sc.picked) == 2
    sc.settle(sc.session.claim(1, target))
    assert sc.picked == [] and sc.picking_since is None
    assert "put back" in sc.toast.text


def test_new_cards_slide_in_from_the_deck_and_ignore_clicks_for_a_moment(tmp_path, monkeypatch) -> None:
    app, sc = _table(tmp_path, monkeypatch)
    out = _computer_takes(sc)
    deals = [g for g, seat in sc.flights if seat < 0]
    assert {g.item for g in deals} == set(out.dealt) and set(out.dealt) == sc.arriving
    deck = sc.view.deck_spot().pos
    assert all(g.start.pos == deck and g.end.pos == sc.view.card_spot(g.item).pos for g in deals)
    assert all(0.25 <= g.duration <= 0.35 for g in deals), "a short slide"
    new = out.dealt[0]
    sc.pick(new)
    assert sc.picked == [] and "just dealt" in sc.toast.text, "a click on a card in the air is ignored"
    _run(app, sc, DEAL_S + 0.05)  # the first card has landed; its first half second is still fresh
    assert new not in sc.arriving
    sc.pick(new)
    assert sc.picked == [] and sc.session.stats[0].wrong == 0 and not sc.session.locked(0), "no penalty"
    _run(app, sc, 2 * DEAL_S + FRESH_S)
    assert not sc.arriving and not sc.fresh
    sc.pick(new)
    assert sc.picked == [new], "a moment later the card picks as any other"


def test_a_wrong_call_with_a_card_dealt_after_the_first_pick_is_not_penalised(tmp_path, monkeypatch) -> None:
    app, sc = _table(tmp_path, monkeypatch)
    s = sc.session
    first = s.table[0]
    sc.pick(first)  # the player starts a selection ...
    _run(app, sc, 0.4)
    out = _computer_takes(sc, avoid=[first])  # ... the computer takes a SET elsewhere, three cards come
    assert sc.picked == [first], "the selection kept all its cards"
    _run(app, sc, 3 * DEAL_S + FRESH_S)
    new = next(c for c in out.dealt)
    second = _not_a_set_with([c for c in s.table if c not in out.dealt], (first, new))
    score = s.score(0)
    sc.pick(new)
    sc.pick(second)
    assert sc.picked == [] and sc.shake[0] and sc.shake[1] > 0, "the cards shake"
    assert s.score(0) == score and s.stats[0].wrong == 0 and not s.locked(0), "no point lost, no lock-out"
    assert "No penalty" in sc.toast.text and why_not((first, new, second)) in sc.toast.text
    assert s.state is not None and not any(e.kind == "wrong" for e in s.state.events), (
        "the engine saw no call"
    )


def test_the_same_wrong_call_without_a_new_card_is_penalised_and_says_why(tmp_path, monkeypatch) -> None:
    app, sc = _table(tmp_path, monkeypatch)
    s = sc.session
    a, b = s.table[0], s.table[1]
    c = _not_a_set_with(s.table, (a, b))
    for card in (a, b, c):
        sc.pick(card)
    assert s.stats[0].wrong == 1 and s.locked(0), "a wrong call locks the caller out"
    assert sc.toast.text.startswith(why_not((a, b, c))), sc.toast.text
    assert sc.marks == ((a, b, c), MARK_S)


def test_a_wrong_call_marks_the_broken_feature_on_its_cards_for_a_moment(tmp_path, monkeypatch) -> None:
    app, sc = _table(tmp_path, monkeypatch, seats=("human",))
    s = sc.session
    a, b = s.table[0], s.table[1]
    c = _not_a_set_with(s.table, (a, b))
    slot = {card: i for i, card in sc.slots.cards()}
    rect = sc.view.lay.slot_rect(slot[c])
    before = sc.view.layer.subsurface(rect).copy()
    for card in (a, b, c):
        sc.pick(card)
    _run(app, sc, SHAKE_S + 0.1)  # the shake is over, the marks stay
    looks = [card_look(sc.view, slot[x], x) for x in (a, b, c)]
    assert all(look.mark for look in looks), "each card carries its value of the broken feature"
    assert sum(look.odd for look in looks) >= 1, "the odd one out is marked as such"
    marked = sc.view.layer.subsurface(rect).copy()
    assert pygame.image.tobytes(marked, "RGB") != pygame.image.tobytes(before, "RGB"), "the label shows"
    _run(app, sc, MARK_S)
    assert not card_look(sc.view, slot[c], c).mark
    after = sc.view.layer.subsurface(rect)
    assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(before, "RGB"), "and goes again"
