"""The coaches' shared review screen, driven through a tiny subclass: selection by keys, click and wheel, the
list scrolled to keep the selected row in view, "costly first", Export to a file, Esc back, and no label
running out of its row at 1024×640, 1280×720 and 1920×1080."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, key, make_app, step

from game import resources
from game.scenes.study.review_base import ReviewListScene, ReviewRow

N = 40


class TinyReview(ReviewListScene):
    name = "tiny-review"
    title = "Tiny review"
    subtitle = "Forty rows"
    export_name = "tiny"

    def __init__(self, app, **options) -> None:
        self.painted: list[int | None] = []
        super().__init__(app, **options)

    def rows(self) -> list[ReviewRow]:
        return [
            ReviewRow(
                f"Row {i} · a long label that says what happened at this moment of the game, and more",
                (f"Words on row {i}.",),
                tone="costly" if i == 7 else "plain",
                cost=10.0 if i == 7 else (1.0 if i == 30 else 0.0),
            )
            for i in range(N)
        ]

    def draw_position(self, surface, area, row) -> None:
        self.painted.append(row)
        pygame.draw.rect(surface, (255, 0, 0), area)

    def summary(self) -> list[str]:
        return ["You: 4.1 s a SET", "Computers: 5.0 s a SET"]

    def export_text(self) -> str:
        return "tiny record\n"


def _open(tmp_path, monkeypatch, size=(1280, 720)):
    app = make_app(tmp_path, monkeypatch, size=size, seed=1)
    app.go("menu")
    scene = TinyReview(app)
    app.stack.push(scene)
    step(app, frames=2)
    return app, scene


def test_keys_move_the_selection_and_the_list_follows_it(tmp_path, monkeypatch) -> None:
    app, scene = _open(tmp_path, monkeypatch)
    assert scene.selected is None
    step(app, [key(app, "down")])
    assert scene.selected == 0 and scene.painted[-1] == 0
    step(app, [key(app, "down")])
    step(app, [key(app, "up")])
    assert scene.selected == 0
    step(app, [key(app, "up")])
    assert scene.selected == 0, "no step above the first row"
    step(app, [key(app, "end")])
    assert scene.selected == N - 1
    assert scene.scroll <= N - 1 < scene.scroll + scene.room, "the last row is in view"
    assert scene.room < N and scene.scroll > 0
    assert scene.hits[-1][1] == N - 1
    step(app, [key(app, "home")])
    assert scene.selected == 0 and scene.scroll == 0
    step(app, [key(app, "page down")])
    assert scene.selected == scene.room - 1
    step(app, [key(app, "page down")])
    assert scene.scroll <= scene.selected < scene.scroll + scene.room
    step(app, [key(app, "page up")])
    assert scene.selected == scene.room - 1, "a page is the rows in view but one"


def test_click_selects_a_row_and_the_wheel_scrolls_without_changing_it(tmp_path, monkeypatch) -> None:
    app, scene = _open(tmp_path, monkeypatch)
    rect, index = scene.hits[3]
    step(app, click(app, rect.center))
    assert scene.selected == index == 3
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    step(app, [wheel])
    assert scene.scroll == 3 and scene.selected == 3
    assert scene.hits[0][1] == 3, "the list drew from the new scroll"
    for _ in range(30):
        step(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert scene.scroll == N - scene.room, "the wheel stops at the end of the list"
    step(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert scene.scroll == N - scene.room - 3
    step(app, [key(app, "down")])
    assert scene.selected == 4 and scene.scroll <= 4, "a key brings the selected row back into view"


def test_costly_first_orders_by_cost_and_keeps_the_selection(tmp_path, monkeypatch) -> None:
    app, scene = _open(tmp_path, monkeypatch)
    step(app, click(app, scene.buttons["sort"].rect.center))
    assert scene.order()[:2] == [7, 30]
    assert scene.hits[0][1] == 7
    step(app, [key(app, "down")])
    assert scene.selected == 7
    step(app, [key(app, "down")])
    assert scene.selected == 30
    step(app, click(app, scene.buttons["sort"].rect.center))
    assert scene.order()[:3] == [0, 1, 2] and scene.selected == 30
    assert scene.scroll <= 30 < scene.scroll + scene.room


def test_export_saves_the_text_and_esc_goes_back(tmp_path, monkeypatch) -> None:
    app, scene = _open(tmp_path, monkeypatch)
    step(app, click(app, scene.buttons["export"].rect.center))
    files = list((resources.data_dir() / "exports").glob("tiny-*.txt"))
    assert len(files) == 1 and files[0].read_text() == "tiny record\n"
    assert any("saved to" in t.text for t in app.toasts)
    step(app, [key(app, "escape")])
    assert app.stack.top is not scene and app.stack.top.name == "menu"


def test_back_button_and_an_empty_review(tmp_path, monkeypatch) -> None:
    app, scene = _open(tmp_path, monkeypatch)
    step(app, click(app, scene.buttons["back"].rect.center))
    assert app.stack.top.name == "menu"

    class Empty(ReviewListScene):
        name = "empty-review"

    empty = Empty(app)
    app.stack.push(empty)
    step(app, [key(app, "down")], frames=2)
    assert empty.selected is None and not empty.buttons["export"].enabled


def test_a_bad_tone_is_named() -> None:
    with pytest.raises(ValueError, match="unknown tone 'red'"):
        ReviewRow("x", (), tone="red")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_screen_fits_every_size(tmp_path, monkeypatch, size) -> None:
    app, scene = _open(tmp_path, monkeypatch, size=size)
    step(app, [key(app, "down")])
    th = app.theme
    w, h = size
    position, side = scene.areas["position"], scene.areas["side"]
    assert position.w >= 0.55 * w and position.right < side.x and side.right <= w
    for b in scene.buttons.values():
        assert b.rect.right <= w and b.rect.bottom <= h and b.rect.top >= side.bottom
        assert th.font(b.size, True).size(b.label)[0] < b.rect.w, b.label
    assert scene.hits[-1][0].bottom <= scene.areas["list"].bottom
    assert scene.painted[-1] == 0
    assert app.screen.get_at(position.center)[:3] == (255, 0, 0), "the subclass painted the left side"
