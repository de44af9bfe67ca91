"""What a QU4TO move repaints (issue 46): at 3840×2160 a move's frame moved 2–3.5 Mpx of felt and screen, a seat's
whole box, the whole middle and the banner with its shadow joined into boxes. A turn change now repaints the two
plates' faces (not their shadows or the backs under them) and the banner's words that changed; cards drawn repaint
a seat's backs; the centre repaints its counts, or the set and its label; the score sheet the rows that changed —
each with the pixels of a whole repaint."""

from __future__ import annotations

import pygame
from helpers import qu4to_table

from game.play.seats import Seat
from game.scenes.qu4to import centre
from game.scenes.qu4to.seat_view import ring_box
from game.scenes.qu4to.sheet import row_rect
from game.scenes.table.banner import banner_words
from game.scenes.table.regions import shadowed


def _table(tmp_path, monkeypatch):
    """Four computers' table, every region painted, nobody moving (the view is drawn without an update)."""
    app, scene = qu4to_table(tmp_path, monkeypatch, [Seat("computer", "easy") for _ in range(4)], seed=5)
    _areas(scene)
    return app, scene


def _areas(scene) -> list[pygame.Rect]:
    """Draw the table until what changed is painted; the areas of the layer painted again."""
    view, surface = scene.view, pygame.Surface(scene.app.size)
    view.invalidate()
    view.draw(surface)
    areas = list(view.regions.redrawn)
    while view.dirty:
        view.draw(surface)
        areas += view.regions.redrawn
    return areas


def _whole(scene) -> bytes:
    """The layer as it is, against it painted afresh: both as bytes (equal when the repaint was exact)."""
    view = scene.view
    kept = pygame.image.tobytes(view.layer, "RGB")
    view.repaint_all()
    _areas(scene)
    assert pygame.image.tobytes(view.layer, "RGB") == kept, (
        "the layer painted in parts differs from a whole one"
    )
    return kept


def _inside(area: pygame.Rect, boxes: list[pygame.Rect]) -> bool:
    return any(box.contains(area) for box in boxes)


def test_a_turn_change_repaints_the_plates_faces_the_banners_words_and_the_sheets_rows(
    tmp_path, monkeypatch
) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    view, st, lay, px = scene.view, scene.state, scene.view.lay, scene.view.px
    was = st.turn
    words = [line[-1] for line in banner_words(app.theme, lay.banner, px, *view.banner_text())]
    st.turn = (was + 1) % st.players
    words += [line[-1] for line in banner_words(app.theme, lay.banner, px, *view.banner_text())]
    areas = _areas(scene)
    plates = [ring_box(box.plate, px) for box in lay.seats] + [ring_box(lay.me, px)]
    rows = [row_rect(view, seat) for seat in range(st.players)]
    assert areas, "the turn change was painted"
    for area in areas:
        assert _inside(area, plates + words + rows), (
            f"{area} is more than a plate, the banner's words or a row"
        )
    for box in lay.seats:
        assert not any(area.contains(shadowed(box.plate, px)) for area in areas), "a plate's shadow again"
    assert not any(area.contains(lay.banner) for area in areas), "the whole banner again"
    _whole(scene)


def test_cards_drawn_repaint_the_backs_and_the_decks_counts(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    view, st, lay = scene.view, scene.state, scene.view.lay
    seat = (scene.bottom_seat() + 1) % st.players  # the first opponent round the table
    st.hands[seat][st.deck.pop()] += 1
    st.sizes[seat] += 1
    areas = _areas(scene)
    box = lay.seats[0]
    counts = pygame.Rect(lay.deck.x - view.px(14), lay.deck.bottom, lay.play.w, view.px(60))
    assert areas and all(
        _inside(
            area, [box.backs.inflate(view.count_w * 2, 0), counts, lay.deck.inflate(view.px(8), view.px(8))]
        )
        for area in areas
    ), f"only the backs and the deck's words: {areas}"
    assert not any(area.colliderect(box.plate) for area in areas), "the plate stays"
    _whole(scene)


def test_a_new_leading_set_repaints_its_cards_and_its_label_not_the_whole_middle(
    tmp_path, monkeypatch
) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    view, st = scene.view, scene.state
    seat = (scene.bottom_seat() + 2) % st.players
    st.table, st.leader = (st.hand_codes(seat)[0],), seat
    areas = _areas(scene)
    whole = centre.centre_rect(view)
    assert areas and all(whole.contains(area) for area in areas if area.colliderect(whole.inflate(-40, -40)))
    assert sum(a.w * a.h for a in areas if a.colliderect(whole)) < whole.w * whole.h // 2, (
        "not the whole middle"
    )
    _whole(scene)
