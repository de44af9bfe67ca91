"""The cross-fade into a table with nothing moving over its still layer blends that layer into the picture the old
scene left, a step a frame (``Fade.into``): the table draws nothing of its own meanwhile, the old picture is never
copied, each frame shows old·a + new·(1−a) for the fade's falling ``a`` (to 8-bit rounding, a level a step), and the frame after
the fade is the table drawn whole. A screen that draws itself, or a table whose frame starts to move, is not
blended in: the first fades over as before, the second ends the fade at once."""

from __future__ import annotations

import pygame
from helpers import make_app, step
from scenes.setgame.test_screen_damage import _whole
from screen_reference import table_reference

from game.play.seats import Seat
from game.play.setgame.setup import SetSetup

SIZE = (640, 360)
SPOTS = [(x, y) for x in range(8, SIZE[0], 57) for y in range(6, SIZE[1], 41)]


def _menu(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=SIZE, seed=4, realtime=True)
    app.settings.set("animation", "normal")
    app.go("menu")
    step(app, frames=3)
    app.fade.stop()
    step(app, frames=1)
    return app


def _open_set(app) -> object:
    seats = [Seat("computer", "medium"), Seat("computer", "medium")]
    app.go("set-table", setup=SetSetup(seats=seats).to_json())
    return app.stack.top


def test_a_fade_into_a_table_blends_its_layer_into_the_old_picture_without_a_copy(
    tmp_path, monkeypatch
) -> None:
    app = _menu(tmp_path, monkeypatch)
    old = app.screen.copy()
    scene = _open_set(app)
    view = scene.view
    drawn: list[int] = []
    monkeypatch.setattr(view, "draw", lambda surface: drawn.append(1))  # the table draws nothing itself
    frames, shown = 0, []
    while True:
        app.step([], 1 / 60)
        if not app.fade.active:
            break
        left = 1 - app.fade.t / app.fade.seconds()  # the old picture's share this frame
        app.draw_frame()
        app.frame += 1
        frames += 1
        assert app.fade.way == "into" and app.fade.picture is None and app.fade._buffer is None, "no copy"
        shown.append(
            (left, {p: app.screen.get_at(p)[:3] for p in SPOTS}, {p: view.layer.get_at(p)[:3] for p in SPOTS})
        )
    assert frames >= 8 and not drawn, "the fade's frames were blends alone"
    # where the table's layer stayed the same through the fade (not its clock or its message line)
    still = [p for p in SPOTS if len({layer[p] for _left, _screen, layer in shown}) == 1]
    assert len(still) > 0.8 * len(SPOTS)
    apart = [
        p
        for p in still
        if max(abs(o - n) for o, n in zip(old.get_at(p)[:3], shown[0][2][p], strict=True)) > 40
    ]
    assert len(apart) > 10, "the old picture and the table differ there: the blend shows"
    for i, (left, screen, layer) in enumerate(shown):
        for p in still:
            want = [o * left + n * (1 - left) for o, n in zip(old.get_at(p)[:3], layer[p], strict=True)]
            # (each blend step rounds to 8 bits: a level or two, and up to a level a step, from the exact mix)
            assert all(abs(g - w) <= 2 + i for g, w in zip(screen[p], want, strict=True)), (
                f"frame {i} at {p}: {screen[p]} {want}"
            )
    monkeypatch.undo()
    table_reference(app, scene)
    app.draw_frame()  # the frame the fade ended in: the table drawn whole
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(_whole(app, scene), "RGB")


def test_a_screen_that_draws_itself_is_faded_over_from_a_copy(tmp_path, monkeypatch) -> None:
    app = _menu(tmp_path, monkeypatch)
    app.go("settings")
    step(app, frames=1)
    assert app.fade.way == "over" and app.fade.picture is not None


def test_a_fade_into_a_table_that_starts_to_move_ends_at_once(tmp_path, monkeypatch) -> None:
    app = _menu(tmp_path, monkeypatch)
    scene = _open_set(app)
    step(app, frames=2)
    assert app.fade.way == "into"
    app.notify("A notice over the table")  # something drawn over it: its frame is no longer its layer
    step(app, frames=1)
    assert not app.fade.active, "the old picture is gone: the fade ends"
    app.toasts.clear()
    table_reference(app, scene)
    step(app, frames=1)
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(_whole(app, scene), "RGB")
