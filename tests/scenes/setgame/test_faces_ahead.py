"""SET's quiet frames paint ahead the faces a coming take needs: the next three cards of the deck at the slot's
size (the deal) and the table's cards at the pile's size (the flight to the taker's pile)."""

from __future__ import annotations

from helpers import make_app, step

from game.art.setcards import SetCard, _face, face_ready
from game.play.setgame.setup import SetSetup
from game.rules.setgame import Card


def _ready(card: int, w: int) -> bool:
    return face_ready(SetCard(*Card.of(card).art), (w, int(w / 1.6)))


def test_quiet_frames_paint_the_next_deal_and_the_piles_faces_ahead(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    _face.cache_clear()
    app.go("set-table", setup=SetSetup(mode="practice").to_json())
    step(app, frames=1)
    view = app.stack.scenes[0].view
    slot, pile = view.lay.card_w, int(view.pile_spot(0).cell_w)
    nxt = view.scene.session.state.deck[:3]
    table = view.scene.session.table
    assert not any(_ready(c, slot) for c in nxt), "nothing of the deck is painted by the table's first frame"
    painted = 0
    while view.ahead.paint_one(view):
        painted += 1
    assert painted == len(nxt) + len(table)
    assert all(_ready(c, slot) for c in nxt) and all(_ready(c, pile) for c in table)
    assert not view.ahead.paint_one(view), "nothing more to paint until the table changes"


def test_a_table_frame_paints_ahead_only_when_the_frame_is_quiet(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    app.go("set-table", setup=SetSetup(mode="practice").to_json())
    step(app, frames=120)
    view = app.stack.scenes[0].view
    nxt = view.scene.session.state.deck[:3]
    assert all(_ready(c, view.lay.card_w) for c in nxt), "still frames painted the next deal ahead"


def test_a_face_goes_ahead_only_into_a_frame_over_a_table_at_rest(tmp_path, monkeypatch):
    """A take asks for up to fifteen faces again: one goes only into a frame that painted no region and did not put
    the layer back whole (a clock's second, a plate: with a face, 2.7–3.4 ms at 1920×1080) — a pointer's ring over
    a card is no reason to wait."""
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    _face.cache_clear()
    app.go("set-table", setup=SetSetup(mode="practice").to_json())
    step(app, frames=1)
    view = app.stack.scenes[0].view
    view.opening.unready.clear()
    first, w = view.scene.session.state.deck[0], view.lay.card_w
    damage = view.damage
    damage.restored, damage.taken = [], [view.lay.top.copy()]  # the clock's second painted and copied
    assert not view.work_ahead() and not _ready(first, w)
    damage.restored, damage.taken = None, []  # the layer put back whole
    assert not view.work_ahead() and not _ready(first, w)
    damage.restored, damage.now = [view.lay.top.copy()], [view.lay.top.copy()]  # the pointer's ring, moved
    assert view.work_ahead() and _ready(first, w)


def test_a_take_that_can_widen_the_grid_has_the_wider_tables_faces_painted_ahead(tmp_path, monkeypatch):
    """Twelve cards without a SET get three more, and the grid's five columns narrower cards: where a SET on the
    table would leave that (the rules play each SET on a copy), quiet frames paint that table's faces at the
    narrower width too, so the take that widens the grid finds every face ready (at 3840×2160 its twelve to
    fifteen faces came one a frame beside the deal's flights, 7–12 ms each)."""
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    _face.cache_clear()
    app.go("set-table", setup=SetSetup(mode="practice").to_json())
    step(app, frames=1)
    scene = app.stack.scenes[0]
    view, state = scene.view, scene.session.state
    for _ in range(27):  # take the first SET until one on the table would widen the grid
        wider = [(claim, after) for claim, after in _takes(state) if len(after) > 12]
        if wider:
            break
        state.play(state.legal_moves(0)[0], 0)
    assert wider, "a take that deals three more for want of a SET"
    claim, after = wider[0]
    narrow = view.card_w_for(len(after))
    assert narrow < view.lay.card_w
    assert {(c, narrow) for c in after} <= set(view.ahead.wanted(view))
    while view.ahead.paint_one(view):
        pass
    state.play(claim, 0)  # the take, as the table follows it: slots, then the wider grid
    scene.slots.sync(scene.session.table)
    view.relayout_cards()
    assert view.lay.cols == 5 and view.lay.card_w == narrow
    assert not view.opening.unready, "every face of the wider table is ready"


def _takes(state):
    """(claim, the table it leaves) for each SET on the table, played on copies."""
    out = []
    for claim in state.legal_moves(0):
        after = state.copy()
        after.play(claim, 0)
        out.append((claim, after.table))
    return out
