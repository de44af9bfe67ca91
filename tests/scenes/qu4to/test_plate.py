"""The bottom seat's plate at the QU4TO table (#29): it says what the seat does, follows the hot-seat player, is
repainted when what it shows changes, and stays clear of the hand, the bar and the choice panel; the choice panel
is as wide as what it holds."""

from __future__ import annotations

import pygame
import pytest
from helpers import key, qu4to_table, step

from game.play.qu4to.session import orient_hint
from game.play.seats import Seat
from game.rules.qu4to.moves import Draw, Play, Rotate
from game.scenes.qu4to.choice import _orient_card, choice_box
from game.scenes.qu4to.layout import LIFT, make_layout
from game.scenes.qu4to.plate import my_plate, passed
from game.scenes.table.regions import shadowed
from game.ui.theme import Theme

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def _solo(players=4):
    return [Seat("human", name="Ann")] + [Seat("computer", "medium") for _ in range(players - 1)]


def _settle(app, scene) -> None:
    """Frames until every changed region is painted."""
    step(app, frames=1)
    while scene.view.dirty:
        step(app, frames=1)


def _paint(app, scene) -> list[str]:
    """Draw the table until every changed region is painted, with no update (nobody moves); the names painted."""
    painted: list[str] = []
    surface = pygame.Surface(app.size)
    scene.view.draw(surface)
    painted += scene.view.regions.painted
    while scene.view.dirty:
        scene.view.draw(surface)
        painted += scene.view.regions.painted
    return painted


def _until(app, scene, pred, frames=3000) -> None:
    for _ in range(frames):
        while app.stack.top.name == "curtain":
            step(app, [key(app, "space")], 2)
        if pred():
            return
        st = scene.state
        if scene.my_turn() and st.phase in ("orient", "keep"):
            step(app, [key(app, "g")], 1)
        elif scene.my_turn() and st.phase == "play":
            scene.play(next(m for m in st.legal_moves(st.turn) if isinstance(m, Play | Draw)))
            step(app, frames=1)
        else:
            step(app, frames=1)
    raise AssertionError("the table never reached the wanted moment")


def _plate_pixels(scene) -> bytes:
    return pygame.image.tobytes(scene.view.layer.subsurface(scene.view.lay.me), "RGB")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("opponents", [1, 2, 3, 4])
def test_the_plate_leaves_room_for_the_hand_the_bar_and_the_table(size, opponents) -> None:
    theme = Theme()
    theme.resize(size)
    lay = make_layout(theme.px, size, opponents)
    plate = lay.me.inflate(theme.px(6), theme.px(6))  # with the gold ring of the seat to act
    assert lay.play.contains(plate)
    lifted = lay.hand.union(lay.hand.move(0, -theme.px(LIFT)))
    assert not plate.colliderect(lifted), "a lifted card stays clear of the plate"
    assert not plate.colliderect(lay.bar)
    assert not plate.colliderect(lay.centre) and not plate.colliderect(lay.deck)
    assert plate.bottom < lay.bar.y and plate.top > lay.deck.bottom + theme.px(40), "under the deck's labels"
    for box in lay.seats:
        assert not plate.colliderect(box.plate) and not plate.colliderect(box.backs)


def test_my_plate_says_whose_turn_it_is_and_is_repainted_when_that_changes(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=9)
    _until(app, scene, lambda: scene.my_turn() and scene.state.phase == "play" and bool(scene.state.table))
    _settle(app, scene)
    seat, plate = my_plate(scene.view)
    n = scene.state.sizes[seat]
    assert (seat, plate.name, plate.active) == (0, "Ann", True)
    assert plate.role == f"Your turn · {n} cards" and plate.score == scene.state.scores[0]
    before = _plate_pixels(scene)
    code = next(c for c in scene.shown_hand() if Rotate(c) in scene.state.legal_moves(0))
    scene.play(Rotate(code))  # a pass: the turn moves on and the plate says so
    painted = _paint(app, scene)  # (drawn without update: no computer moves meanwhile)
    assert "me" in painted
    _seat, plate = my_plate(scene.view)
    assert not plate.active and plate.role.startswith(("Passed", "Waiting", "Leads"))
    assert _plate_pixels(scene) != before, "the plate was painted again"
    incremental = _plate_pixels(scene)
    scene.view.repaint_all()
    scene.view.draw(pygame.Surface(app.size))
    assert _plate_pixels(scene) == incremental, "what the plate shows is all in its key"


def test_a_pass_reads_passed_until_the_leading_set_changes(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=9)
    _until(app, scene, lambda: scene.my_turn() and scene.state.phase == "play" and bool(scene.state.table))
    st = scene.state
    assert not passed(st, 0)
    code = next(c for c in scene.shown_hand() if Rotate(c) in st.legal_moves(0))
    table = st.table
    scene.play(Rotate(code))
    assert passed(st, 0) and my_plate(scene.view)[1].role.startswith("Passed")
    _until(app, scene, lambda: st.table != table or scene.my_turn())
    if st.table != table:
        assert not passed(st, 0), "a new leading set: nobody has passed on it yet"


def test_the_plate_follows_the_hot_seat_player(tmp_path, monkeypatch) -> None:
    seats = [Seat("human", name="Ann"), Seat("human", name="Bob"), Seat("computer", "easy")]
    app, scene = qu4to_table(tmp_path, monkeypatch, seats, seed=7)
    seen = set()
    for _ in range(400):
        if app.stack.top.name == "curtain":
            step(app, [key(app, "space")], 1)
            _settle(app, scene)
            seat, plate = my_plate(scene.view)
            assert seat == scene.viewer == scene.state.turn
            assert plate.name == scene.session.name(seat) and plate.role.startswith("Your turn")
            assert scene.view.regions.shown["me"][1] == (seat, plate), "the painted plate is this player's"
            seen.add(plate.name)
            if len(seen) == 2:
                break
            st = scene.state
            if st.phase in ("orient", "keep"):
                step(app, [key(app, "g")], 1)
            else:
                scene.play(next(m for m in st.legal_moves(st.turn) if isinstance(m, Play | Draw)))
                step(app, frames=1)
        else:
            step(app, frames=1)
    assert seen == {"Ann", "Bob"}


@pytest.mark.parametrize("size", SIZES)
def test_the_choice_panel_is_as_wide_as_what_it_holds(tmp_path, monkeypatch, size) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=9, size=size)
    _until(app, scene, lambda: scene.my_turn() and scene.state.phase == "orient")
    _settle(app, scene)
    lay, px = scene.view.lay, scene.view.px
    whole_hand = choice_box(scene.view)
    assert not shadowed(whole_hand, px).colliderect(lay.me), "the plate stays in view"
    assert scene.keep_buttons[0].rect is not None and whole_hand.contains(scene.keep_buttons[0].rect)
    _until(app, scene, lambda: scene.my_turn() and scene.state.phase == "play" and scene.state.can_draw())
    scene.play(Draw())
    _settle(app, scene)
    assert scene.state.phase == "keep"
    one_card = choice_box(scene.view)
    assert not shadowed(one_card, px).colliderect(lay.me)
    for b in scene.keep_buttons:
        assert b.rect is not None and one_card.contains(b.rect), "its buttons fit"
    assert one_card.w < whole_hand.w and one_card.h < whole_hand.h * 0.6, "one drawn card gets a low panel"
    slots = lay.table_slots(len(scene.state.table))
    assert not any(shadowed(one_card, px).colliderect(r) for r in slots), "the leading set stays in view"
    first, second = scene.keep_buttons
    assert first.rect.right < second.rect.left, "the two sides stand side by side"


def test_the_two_player_sheet_has_no_column_for_a_round_that_will_not_come() -> None:
    import random

    from game.rules.qu4to.state import Qu4toState
    from game.scenes.qu4to.sheet import round_columns

    st = Qu4toState(random.Random(1), players=2)
    assert round_columns(st) == 1
    st.history = [[1, 0]]
    assert round_columns(st) == 2, "the round in play has its column"
    st.history, st.phase = [[1, 0], [1, 0]], "over"
    assert round_columns(st) == 2, "won in two rounds: no third column"
    assert round_columns(Qu4toState(random.Random(1), players=4)) == 3


@pytest.mark.parametrize("size", SIZES)
def test_the_orient_panel_leaves_the_deck_words_readable_and_shows_the_hand_large(
    tmp_path, monkeypatch, size
) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), size=size)
    _until(app, scene, lambda: scene.my_turn() and scene.state.phase == "orient")
    _settle(app, scene)
    lay, px = scene.view.lay, scene.view.px
    box = choice_box(scene.view)
    words = pygame.Rect(lay.deck.x - px(24), lay.deck.bottom, lay.deck.w + px(48), px(44))
    assert not box.inflate(px(8), px(8)).colliderect(words), "'Deck n' and 'Discard n' stay in view"
    assert not shadowed(box, px).colliderect(lay.me), "and the player's plate"
    assert lay.play.contains(box) and box.bottom <= lay.size[1], "inside the window"
    hand = scene.shown_hand()
    cw, _ch = _orient_card(scene.view, orient_hint(scene.state, scene.bottom_seat()))
    assert cw >= lay.card[0] * 0.55, (
        f"{len(hand)} cards of {cw} px beside the hand's {lay.card[0]} px: too small"
    )
    for b in scene.keep_buttons:
        assert b.rect is not None and box.contains(b.rect)


def test_a_press_on_the_orient_panel_over_the_hand_does_not_pick_up_a_card(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo())
    _until(app, scene, lambda: scene.my_turn() and scene.state.phase == "orient")
    _settle(app, scene)
    box = choice_box(scene.view)
    under = next(r for r in scene.view.hand_rects if box.collidepoint(r.centerx, r.centery))
    pos = (under.centerx, box.bottom - 4)
    assert scene.view.hand_hit(pos) is None, "the card under the panel is out of reach"
    before = list(scene.shown_hand())
    pg = pygame
    press = pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1)
    away = pg.event.Event(pg.MOUSEMOTION, pos=(box.x + 8, pos[1]), rel=(0, 0), buttons=(1, 0, 0))
    step(app, [press, away, pg.event.Event(pg.MOUSEBUTTONUP, pos=(box.x + 8, pos[1]), button=1)], 2)
    assert scene.shown_hand() == before and scene.state.phase == "orient"


def test_under_the_round_summary_my_plate_says_the_round_is_over(tmp_path, monkeypatch) -> None:
    """The next round is dealt while its summary shows; the plate said "Your turn" behind it (seen in play)."""
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=9)
    _until(app, scene, lambda: scene.summary is not None, frames=20000)
    _seat, plate = my_plate(scene.view)
    assert plate.role.startswith("Round over") and not plate.role.startswith("Your turn")
