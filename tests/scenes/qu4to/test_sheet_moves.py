"""QU4TO's score sheet and move list are repainted after every move (issue 26): the move list puts in words only
the entries it can show, not the whole game's, and the sheet keeps each name's fit — and both still show what
painting everything afresh shows. The table under a round's card is dimmed once per layer paint, not every frame."""

from __future__ import annotations

import pygame
from helpers import make_app, step

from game.play.qu4to.session import Qu4toSetup
from game.play.seats import Seat
from game.scenes.qu4to import sheet
from game.scenes.qu4to.cards import Dimmed
from game.scenes.qu4to.view import now, whole_mark
from game.scenes.table.regions import apart


def _shade(size: tuple[int, int]) -> pygame.Surface:
    """The shade over the table under a card, the window's size (as the table's looked before issue 26)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 110))
    return shade


def _table(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4, autoplay=True)
    app.settings.set("animation", "fast")
    app.go("qu4to-table", setup=Qu4toSetup([Seat("computer", "easy") for _ in range(4)]).to_json())
    scene = app.stack.top
    for _ in range(40):
        step(app, frames=30)
        if len(scene.log) > 3 * scene.view.moves.rows(app.theme, scene.view.lay.moves, scene.view.px):
            break
    return app, scene


def test_the_move_list_shows_what_the_whole_log_in_words_shows(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    view, th = scene.view, app.theme
    rows = view.moves.rows(th, view.lay.moves, view.px)
    assert len(scene.log) > 3 * rows, "a log longer than the list"
    for scroll in (0, 1, rows + 2):
        view.moves.scroll = scroll
        ours = pygame.Surface(app.size)
        view._moves(ours)
        shown = list(view.moves.shown)
        view.moves.scroll = scroll
        whole = pygame.Surface(app.size)
        words = [whole_mark(now(line)) for line in scene.log]  # a scoring mark wraps as one word
        view.moves.draw(th, whole, view.lay.moves, view.px, words)
        assert shown == view.moves.shown and shown, scroll
        assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(whole, "RGB"), scroll


def test_a_name_fitted_once_is_the_name_fitted_afresh_and_a_new_language_fits_again(
    tmp_path, monkeypatch
) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    view, th = scene.view, app.theme
    long = "Bartholomew Featherstonehaugh-Cholmondeley"
    sheet._fits.clear()
    assert sheet.fitted_name(view, long, 120) == th.fit_text(long, 16, 120)
    assert sheet.fitted_name(view, long, 120) == th.fit_text(long, 16, 120) and len(sheet._fits) == 1
    monkeypatch.setattr(sheet, "language", lambda: "de")
    sheet.fitted_name(view, long, 120)
    assert len(sheet._fits) == 2, "another language: fitted again"


def test_the_dimmed_table_under_a_card_is_the_shade_over_the_layer_every_frame(tmp_path, monkeypatch) -> None:
    """The round's card shows over the table dimmed, composed once per layer paint (issue 26): each frame's
    screen is what blending the shade over the layer and drawing the card gives."""
    app, scene = _table(tmp_path, monkeypatch)
    view, th = scene.view, app.theme
    compared = 0
    for _ in range(3000):
        step(app)
        if scene.result is None or scene.flight is not None or app.stack.top is not scene or app.covered():
            if compared > 40:
                break
            continue
        ref = pygame.Surface(app.size)
        ref.blit(view.layer, (0, 0))
        ref.blit(_shade(app.size), (0, 0))
        scene.result.draw(th, ref, view.result_box, view.px)
        assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(ref, "RGB"), compared
        compared += 1
        if compared == 10:
            view.repaint_all()  # the layer painted again under the card: composed again
    assert compared > 40, "a round's card shown a while"


def test_the_dimmed_table_is_composed_again_once_the_layer_changed() -> None:
    dim = Dimmed()
    layer = pygame.Surface((64, 36))
    layer.fill((200, 100, 50))
    screen = pygame.Surface((64, 36))
    dim.draw(screen, layer, 1)
    first = dim.picture
    assert first is not None and screen.get_at((5, 5))[:3] != (200, 100, 50), "dimmed"
    layer.fill((10, 250, 10))
    dim.draw(screen, layer, 1)
    assert screen.get_at((5, 5))[:3] != (10, 250, 10) and dim.picture is first, "the same version: kept"
    dim.draw(screen, layer, 2)
    shaded = pygame.Surface((64, 36))
    shaded.blit(layer, (0, 0))
    shaded.blit(_shade((64, 36)), (0, 0))
    assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(shaded, "RGB"), "composed again"


def test_a_card_that_shows_the_same_is_not_drawn_again_and_a_hovered_button_is(tmp_path, monkeypatch) -> None:
    """A round's card over the dimmed table: a frame that would show what the screen shows draws nothing (its
    buttons were drawn again in every frame); a button hovered, or the layer painted again, is drawn at once."""
    app, scene = _table(tmp_path, monkeypatch)
    view, th = scene.view, app.theme
    for _ in range(3000):
        step(app)
        if scene.result is not None and scene.flight is None and app.stack.top is scene and not app.covered():
            break
    card = scene.result
    assert card is not None, "a round's card"
    monkeypatch.setattr(scene, "autoplaying", False)  # the card stays up
    drawn: list[int] = []
    real = card.draw
    monkeypatch.setattr(card, "draw", lambda *a: (drawn.append(1), real(*a)))

    def frame() -> None:
        app.step()
        app.draw_frame()
        ref = pygame.Surface(app.size)
        ref.blit(view.layer, (0, 0))
        ref.blit(_shade(app.size), (0, 0))
        real(th, ref, view.result_box, view.px)
        assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(ref, "RGB")

    for _ in range(3):
        frame()
    drawn.clear()
    for _ in range(5):
        frame()
    assert drawn == [], "the same card frame: nothing drawn"
    card.buttons[-1].hovered = True
    frame()
    assert drawn == [1], "a hovered button: drawn"
    frame()
    assert drawn == [1]
    view.repaint_all()
    frame()
    assert len(drawn) == 2, "the layer painted again: drawn"


def test_under_a_card_the_layer_paints_what_waits_at_once(tmp_path, monkeypatch) -> None:
    """Each paint of the layer under a round's card composes the dimmed table again (a whole-window blend): a
    change is painted whole in one frame there, not its rest over the next frames (issue 26) — and the layer is
    then the one a whole repaint gives."""
    app, scene = _table(tmp_path, monkeypatch)
    view = scene.view
    painted = 0
    for _ in range(3000):
        step(app)
        if scene.result is None or app.stack.top is not scene:
            if painted and scene.result is None:
                break
            continue
        assert not view.regions.pending, "nothing waits for a later frame under the card"
        if view.regions.redrawn:
            painted += 1
            mine = pygame.image.tobytes(view.layer, "RGB")
            view.repaint_all()
            view.draw(pygame.Surface(app.size))  # the same moment painted afresh (not on the screen)
            assert pygame.image.tobytes(view.layer, "RGB") == mine
    assert painted, "the layer was painted under a card"


def test_a_set_flying_under_a_card_shows_as_under_the_shade_over_the_whole_table(
    tmp_path, monkeypatch
) -> None:
    """The last set of a round still flies when the round's card shows: each frame is the layer with the set
    drawn, the shade over all of it and the card — though only the set's places are shaded in the frame (the
    rest is the dimmed table, composed again only where the layer was painted, and put back on the screen only
    where the last frame drew the set and the card: issue 26)."""
    app, scene = _table(tmp_path, monkeypatch)
    view, th = scene.view, app.theme
    flying, after, restored, round_set = 0, 0, 0, 0
    partial: list[int] = []  # frames that composed the dimmed table again only where the layer was painted
    real = view.dimmed.draw

    def draw(surface, layer, version):
        dim = view.dimmed
        fresh = dim.picture is None or dim.key != (layer, surface.get_size())
        partial.extend([1] if not fresh and version != dim.version and dim.stale else [])
        return real(surface, layer, version)

    monkeypatch.setattr(view.dimmed, "draw", draw)
    for _ in range(6000):
        step(app)
        if scene.result is None or app.stack.top is not scene or app.covered():
            if after > 3 and flying > 3:
                break
            continue
        ref = view.layer.copy()
        if scene.flight is not None:
            restored += bool(
                view.damage.restored
            )  # (the screen put back only where the set and the card were)
            # and drawn again only round the set: the card stays on the screen (issue 46: at 3840×2160 it was put
            # back and drawn whole in each frame of the flight, 2.6 Mpx)
            card = scene.result.prepare(th, view.result_box, view.px).get_rect(center=view.result_box.center)
            changed = view.changed_rects()
            round_set += changed is not None and not any(r.contains(card) for r in changed)
            view._flight(ref, scene.flight)
            flying += 1
        else:
            after += 1
        ref.blit(_shade(app.size), (0, 0))
        scene.result.draw(th, ref, view.result_box, view.px)
        assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(ref, "RGB"), (flying, after)
    assert flying > 3 and after > 3, "sets flew under a round's card, and the card showed after"
    assert partial, "the layer painted again under the card (the set landed): composed again there only"
    assert restored, "frames of a flight under the card that did not copy the whole dimmed table"
    assert round_set, "frames of a flight under the card that drew again only round the set, not the card"


def test_apart_covers_the_pixels_of_overlapping_rectangles_each_once() -> None:
    """The shade over a flying set's places is blended once a pixel: overlapping places are cut apart."""
    import random

    rng = random.Random(7)
    for _ in range(200):
        rects = [
            pygame.Rect(rng.randrange(40), rng.randrange(30), rng.randrange(1, 25), rng.randrange(1, 20))
        ]
        rects += [r.move(rng.randrange(-12, 13), rng.randrange(-9, 10)) for r in rects * rng.randrange(1, 4)]
        count: dict[tuple[int, int], int] = {}
        for piece in apart(rects):
            for x in range(piece.x, piece.right):
                for y in range(piece.y, piece.bottom):
                    count[(x, y)] = count.get((x, y), 0) + 1
        union = {(x, y) for r in rects for x in range(r.x, r.right) for y in range(r.y, r.bottom)}
        assert set(count) == union and set(count.values()) == {1}
