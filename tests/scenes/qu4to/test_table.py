"""The QU4TO table driven by posted events on the dummy display: the Play button and its reasons, rotating and
drawing as passes, sorting, the hot-seat curtain, the round and match summaries, and save and resume."""

from __future__ import annotations

import pygame
from helpers import click, key, make_app, qu4to_table, step

from game.art.qu4tocards import card_face
from game.play.qu4to.session import Qu4toSetup
from game.play.seats import Seat
from game.rules.qu4to.cards import QU4TO, VALUE
from game.rules.qu4to.moves import Play
from game.scenes.qu4to import view as view_module
from game.scenes.qu4to.layout import LIFT


def _lift_curtain(app) -> None:
    while app.stack.top.name == "curtain":
        step(app, [key(app, "space")], 2)


def _right_click(app, pos):
    pg = pygame
    return [
        pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=3),
        pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=3),
    ]


def _until(app, scene, pred, frames=3000) -> None:
    for _ in range(frames):
        _lift_curtain(app)
        if pred():
            return
        st = scene.state
        if scene.my_turn() and st.phase in ("orient", "keep"):
            step(app, [key(app, "g")], 1)
        elif scene.my_turn() and st.phase == "play" and not st.table:
            lead = next(m for m in st.legal_moves(st.turn) if isinstance(m, Play))
            scene.play(lead)
            step(app, frames=1)
        elif scene.summary is not None:
            step(app, click(app, scene.summary.buttons[0].rect.center), 1)
        else:
            step(app, frames=1)
    raise AssertionError("the table never reached the wanted moment")


def _my_turn_facing_a_set(app, scene) -> None:
    _until(app, scene, lambda: scene.my_turn() and scene.state.phase == "play" and bool(scene.state.table))


def _click_cards(app, scene, codes) -> None:
    hand = scene.shown_hand()
    used: list[int] = []
    for code in codes:
        i = next(i for i, c in enumerate(hand) if c == code and i not in used)
        used.append(i)
        step(app, click(app, scene.view.hand_rects[i].center), 1)


def _solo(players=4):
    return [Seat("human", name="Ann")] + [Seat("computer", "medium") for _ in range(players - 1)]


def test_play_lights_only_for_a_set_that_beats_the_table(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo())
    _my_turn_facing_a_set(app, scene)
    st = scene.state
    step(app, frames=1)
    assert not scene.play_button.enabled, "nothing selected: Play is dark"
    assert "beat" in scene.verdict()[1]
    weak = min(scene.shown_hand(), key=lambda c: VALUE[c])
    if len(st.table) > 1 or VALUE[st.table[0]] >= VALUE[weak]:
        _click_cards(app, scene, [weak])
        assert not scene.play_button.enabled
        assert "does not beat" in scene.verdict()[1]
        step(app, [key(app, "return")], 1)
        assert scene.state.table == st.table and "does not beat" in scene.toast.text
        step(app, click(app, scene.view.hand_rects[scene.selected[0]].center), 1)  # unselect
    beats = [m for m in st.legal_moves(0) if isinstance(m, Play)]
    if not beats:
        return  # nothing in this hand beats the table: the dark button was the whole story
    _click_cards(app, scene, beats[0].codes)
    assert scene.play_button.enabled and scene.play_button.label.startswith("Play ")
    size = st.sizes[0]
    step(app, click(app, scene.play_button.rect.center), 1)
    assert scene.state.sizes[0] == size - len(beats[0].codes)
    assert any(t.startswith("Ann beats with") for t in scene.log)


def test_a_non_set_says_why(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=5)
    _my_turn_facing_a_set(app, scene)
    hand = scene.shown_hand()
    values = [VALUE[c] for c in hand]
    pair = next(
        ((a, b) for a in range(len(hand)) for b in range(a + 1, len(hand)) if abs(values[a] - values[b]) > 1),
        None,
    )
    assert pair is not None
    for i in pair:
        step(app, click(app, scene.view.hand_rects[i].center), 1)
    assert not scene.play_button.enabled
    assert "not a set" in scene.verdict()[1]


def test_rotate_by_right_click_and_draw_by_key_are_passes(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=3)
    _my_turn_facing_a_set(app, scene)
    hand = scene.shown_hand()
    i = next(i for i, c in enumerate(hand) if c < QU4TO * 2)
    code = hand[i]
    before = list(scene.state.hands[0])
    turns = scene.state.turns
    step(app, _right_click(app, scene.view.hand_rects[i].center), 1)
    after = scene.state.hands[0]
    assert after[code] == before[code] - 1 and after[code ^ 1] == before[code ^ 1] + 1
    assert scene.state.turns > turns
    assert any(t == "Ann passes: rotates" for t in scene.log)
    _my_turn_facing_a_set(app, scene)
    size = scene.state.sizes[0]
    if scene.state.can_draw():
        step(app, [key(app, "d")], 1)
        assert scene.state.phase == "keep" and scene.my_turn()
        step(app, [key(app, "b")], 1)
        assert scene.state.sizes[0] == size + 1 and scene.state.turn != 0


def test_sort_toggles_between_value_and_colour(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=4)
    _my_turn_facing_a_set(app, scene)
    by_value = scene.shown_hand()
    assert [VALUE[c] for c in by_value] == sorted(VALUE[c] for c in by_value)
    step(app, [key(app, "s")], 1)
    by_colour = scene.shown_hand()
    assert scene.sort_mode == "colour"
    assert [c & 1 for c in by_colour] == sorted(c & 1 for c in by_colour)
    assert sorted(by_colour) == sorted(by_value)


def test_the_curtain_hides_the_next_humans_hand_until_they_confirm(tmp_path, monkeypatch) -> None:
    seats = [Seat("human", name="Ann"), Seat("human", name="Bob"), Seat("computer", "easy")]
    app, scene = qu4to_table(tmp_path, monkeypatch, seats, seed=7)
    seen_by = []
    for _ in range(12):
        if app.stack.top.name != "curtain":
            step(app, frames=1)
            continue
        nxt = scene.state.turn
        assert app.stack.top.player == scene.session.name(nxt)
        assert not scene.hand_visible() and scene.viewer is None
        step(app, frames=3)  # frames drawn while waiting: the curtain on top, the hand as backs beneath
        assert app.stack.top.name == "curtain"
        assert scene.view.hand_rects == [], "no face of the next hand was drawn"
        step(app, [key(app, "space")], 1)
        assert scene.viewer == nxt and scene.hand_visible() and scene.view.hand_rects
        seen_by.append(nxt)
        st = scene.state
        if st.phase in ("orient", "keep"):
            step(app, [key(app, "g")], 1)
        else:
            scene.play(next(iter(st.legal_moves(st.turn))))
            step(app, frames=1)
    assert {0, 1} <= set(seen_by), "both humans were shown the curtain"


def test_round_and_match_summaries(tmp_path, monkeypatch) -> None:
    seats = [Seat("computer", "medium"), Seat("computer", "easy")]
    app, scene = qu4to_table(tmp_path, monkeypatch, seats, seed=11)
    _until(app, scene, lambda: scene.summary is not None)
    assert scene.summary.title == "Round 1 is over"
    assert scene.result is scene.summary
    text, sub = scene.view.banner_text()
    said = " ".join((*text, sub))
    assert "is over" not in said and "leads" not in said, f"the banner over the summary repeats it: {said}"
    step(app, click(app, scene.summary.buttons[0].rect.center), 1)
    assert scene.summary is None and scene.state.round_no == 2
    headings = [i for i, line in enumerate(scene.log) if line.startswith("— Round")]
    assert [scene.log[i] for i in headings] == ["— Round 1 —", "— Round 2 —"], "each round is headed"
    round_1 = scene.log[headings[0] + 1 : headings[1]]
    assert headings[0] == 0 and sum("holds" in line for line in round_1) == 2, (
        "each seat chose once in round 1"
    )
    _until(app, scene, lambda: scene.state.is_terminal and scene.result is not None, frames=8000)
    card = scene.result
    assert "wins the match" in card.title
    assert [s for s, _ in card.scores][0].startswith("Computer")
    rounds = len(scene.state.history)
    for (line, total), seat in zip(card.scores, scene.state.ranking(), strict=True):
        points = [r[seat] for r in scene.state.history]  # each line names its own rounds, in brackets
        assert line.endswith("(" + " + ".join(map(str, points)) + ")") and sum(points) == total, (
            line,
            rounds,
        )
    step(app, frames=2)
    assert not scene.view.result_box.colliderect(scene.view.lay.banner), "the card leaves the banner whole"
    step(app, [key(app, "return")], 2)  # Rematch
    assert not scene.state.is_terminal and scene.state.round_no == 1
    assert scene.log[0] == "— Round 1 —" and "— Round 2 —" not in scene.log, "a rematch starts a fresh list"


def test_save_and_resume_mid_round(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=9)
    _my_turn_facing_a_set(app, scene)
    scene.save_game()
    saved = app.saves.data
    assert saved["scene"] == "qu4to" and saved["state"]["setup"]["seats"][0]["name"] == "Ann"
    before = scene.state.observation(0)
    app.go("qu4to", resume=saved["state"])
    step(app, frames=2)
    again = app.stack.scenes[0]
    assert again is not scene and again.name == "qu4to-table"
    assert again.state.observation(0) == before
    assert again.my_turn()


def test_repainting_only_what_changed_gives_the_same_picture_as_a_full_repaint(tmp_path, monkeypatch) -> None:
    """Computers play; after every move the layer painted region by region equals a layer painted afresh — also
    where the rest of a change was painted in later frames with the regions as first asked, and where the bottom
    seat's hand was painted again only where its cards were and are (issue 26)."""
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4, autoplay=True)
    app.settings.set("animation", "off")
    app.go("qu4to-table", setup=Qu4toSetup([Seat("computer", "easy") for _ in range(4)]).to_json())
    step(app, frames=2)
    scene = app.stack.scenes[0]
    view = scene.view
    asked = [0]
    regions_of = view_module.table_regions
    monkeypatch.setattr(
        view_module, "table_regions", lambda v: (asked.__setitem__(0, asked[0] + 1), regions_of(v))[1]
    )
    compared, partial, drained, cards_only = 0, 0, 0, 0
    for _ in range(400):
        moves = len(scene.log)
        before = asked[0]
        step(app, frames=1)
        partial += 0 < len(view.regions.painted) < 6
        strip = view.regions.shown["hand"][0]
        cards_only += "hand" in view.regions.painted and not any(
            r.contains(strip) for r in view.regions.redrawn
        )
        drained += asked[0] == before and bool(
            view.regions.painted
        )  # the rest of a change, regions not asked
        if len(scene.log) == moves or scene.result is not None:
            continue
        while view.dirty:  # let a change finish painting, over as many frames as it takes
            step(app, frames=1)
        incremental = view.layer.copy()
        view.repaint_all()
        view.draw(pygame.Surface(app.size))  # the same moment painted afresh (no update: nobody moves)
        assert view.regions.painted and len(view.regions.painted) >= 8, "a full repaint paints every region"
        same = pygame.image.tobytes(incremental, "RGB") == pygame.image.tobytes(view.layer, "RGB")
        assert same, f"the picture after move {len(scene.log)} differs"
        compared += 1
    assert compared >= 20 and partial >= 20, "moves were compared and most repaints were partial"
    assert drained >= 10, "frames that painted what waited without asking the regions again"
    assert cards_only >= 5, "the bottom seat's moves painted its cards' places, not the hand's whole strip"


def _drag(app, start, end) -> list:
    pg = pygame
    mid = ((start[0] + end[0]) // 2, start[1])
    return [
        pg.event.Event(pg.MOUSEBUTTONDOWN, pos=start, button=1),
        pg.event.Event(pg.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0)),
        pg.event.Event(pg.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
        pg.event.Event(pg.MOUSEBUTTONUP, pos=end, button=1),
    ]


def test_dragging_a_card_reorders_the_hand_and_sort_sorts_again(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=4)
    _my_turn_facing_a_set(app, scene)
    before = scene.shown_hand()
    assert len(before) >= 4
    step(app, click(app, scene.view.hand_rects[1].center), 1)
    assert scene.selected == [1]
    chosen = before[1]
    rects = scene.view.hand_rects
    start = (rects[0].x + rects[0].w // 4, rects[0].bottom - 10)  # the visible strip of the first card
    step(app, _drag(app, start, rects[3].center), 1)
    after = scene.shown_hand()
    assert after[3] == before[0] and sorted(after) == sorted(before), "the first card now lies fourth"
    assert after[:3] == before[1:4]
    assert [after[i] for i in scene.selected] == [chosen], "the selection stays with its card"
    assert scene.input.drag_key() is None, "the drag ended with the release"
    step(app, [key(app, "s")], 1)  # Sort: by colour now, and the dragged order is gone
    assert scene.shown_hand() == scene.hand.sorted(before)
    step(app, [key(app, "s")], 1)
    assert scene.shown_hand() == before, "sorting by value again gives the sorted hand back"


def test_a_drag_shows_the_card_under_the_pointer_before_the_release(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=4)
    _my_turn_facing_a_set(app, scene)
    pg = pygame
    before = scene.shown_hand()
    rects = scene.view.hand_rects
    last = rects[-1].center
    events = _drag(app, rects[0].center, last)[:3]  # pressed and moved, not released
    step(app, events, 1)
    assert scene.input.drag_key() == (0, len(rects) - 1, last[0])
    assert scene.view.regions.painted[0] == "hand", "the hand is painted first, at once"
    while scene.view.dirty:
        step(app, frames=1)
    grabbed = pg.Surface(rects[0].size)
    grabbed.blit(app.screen, (0, 0), rects[-1].move(0, -(scene.view.px(LIFT) // 2)))
    face = card_face(before[0], rects[0].size)
    for spot in (
        (face.get_width() // 2, face.get_height() // 4),
        (face.get_width() // 3, face.get_height() - 9),
    ):
        assert grabbed.get_at(spot) == face.get_at(spot), "the first card floats over the last place"
    assert scene.shown_hand() == before, "nothing moved before the release"
    step(app, [pg.event.Event(pg.MOUSEBUTTONUP, pos=last, button=1)], 1)
    assert scene.shown_hand()[-1] == before[0] and scene.input.drag_key() is None


def _near(a, b) -> bool:
    """The same colour give or take blending at the face's soft edges."""
    return all(abs(a[i] - b[i]) <= 8 for i in range(3))


def _near(a, b) -> bool:
    """The same colour give or take blending at the face's soft edges."""
    return all(abs(a[i] - b[i]) <= 8 for i in range(3))


def _faces_on_screen(app, scene, seat, surface=None) -> int:
    """How many of ``seat``'s cards show their face where the hand lies on the screen (or ``surface``): the
    visible strip of each card in the fan, at 25 spots, at its place or lifted."""
    surface = app.screen if surface is None else surface
    codes = scene.hand.shown(seat, scene.state.hand_codes(seat))
    slots = scene.view.lay.hand_slots(len(codes))
    shown = 0
    for k, (rect, code) in enumerate(zip(slots, codes, strict=True)):
        face = card_face(code, rect.size)
        seen_w = slots[k + 1].x - rect.x if k + 1 < len(slots) else rect.w  # the next card hides the rest
        spots = [(seen_w * i // 6, face.get_height() * j // 6) for i in range(1, 6) for j in range(1, 6)]
        for lift in (0, scene.view.px(LIFT)):
            at = rect.move(0, -lift)
            near = [_near(surface.get_at((at.x + x, at.y + y)), face.get_at((x, y))) for x, y in spots]
            if sum(near) >= 0.9 * len(spots):
                shown += 1
                break
    return shown


def _faces_clear_of_the_orient_panel(scene, seat) -> int:
    """How many of the hand's faces show once the curtain lifts: all, but while a new hand is oriented the panel
    lies over the hand's right part (it shows the hand both ways) and its shadow a little beyond."""
    n = len(scene.state.hand_codes(seat))
    if not (scene.my_turn() and scene.state.phase == "orient"):
        return n
    slots = scene.view.lay.hand_slots(n)
    edge = scene.view.choice_panel().x - scene.view.px(24)
    return sum(1 for k in range(n) if (slots[k + 1].x if k + 1 < n else slots[k].right) <= edge)


def test_no_frame_shows_the_next_humans_hand_before_they_lift_the_curtain(tmp_path, monkeypatch) -> None:
    """Pixels: in every frame from one human's move to the next human's Space, the screen where the hand lies
    shows none of the next human's faces; right after Space it shows all of them."""
    seats = [Seat("human", name="Ann"), Seat("human", name="Bob"), Seat("computer", "easy")]
    app, scene = qu4to_table(tmp_path, monkeypatch, seats, seed=7)
    app.settings.set("animation", "normal")  # computers wait their turn's pace: frames show their turns
    lifted, bots_seen = 0, 0
    for _ in range(1500):
        if app.stack.top.name == "curtain":
            nxt = scene.state.turn
            for _frame in range(3):
                assert _faces_on_screen(app, scene, nxt) == 0, "a face of the next hand showed"
                layer = scene.view.layer  # the table under the curtain holds no face of that hand either
                assert _faces_on_screen(app, scene, nxt, layer) == 0, "the table beneath holds a face"
                step(app, frames=1)
            step(app, [key(app, "space")], 1)
            while scene.view.dirty:
                step(app, frames=1)
            assert _faces_on_screen(app, scene, nxt) >= _faces_clear_of_the_orient_panel(scene, nxt), (
                "all faces after Space"
            )
            lifted += 1
            continue
        st = scene.state
        if scene.my_turn():
            if st.phase in ("orient", "keep"):
                step(app, [key(app, "g")], 1)
            else:
                mover = st.turn
                scene.play(next(iter(st.legal_moves(st.turn))))
                step(app, frames=1)  # the frame right after the move: the curtain is already up
                if app.stack.top.name == "curtain":
                    assert _faces_on_screen(app, scene, scene.state.turn) == 0
                    assert _faces_on_screen(app, scene, scene.state.turn, scene.view.layer) == 0
                elif scene.session.is_bot(scene.state.turn):  # a computer plays next: the hand goes face down
                    assert _faces_on_screen(app, scene, mover) == 0, "the last human's hand stayed face up"
                    bots_seen += 1
        else:
            step(app, frames=1)
    assert bots_seen >= 3, "the computers' turns were looked at"
    assert lifted >= 4, "the curtain came down between the humans several times"
