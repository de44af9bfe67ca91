"""The three setup screens share one geometry: the Quarto family's legend of attributes sits under the players
on every screen with faces large enough to read, "Name" rows line up with the "Seat" rows, and a name typed for a
hot-seat player never follows the seat to the computer."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, make_app, step

from game.ui.textfield import LineField
from game.ui.widgets import Selector, value_box


def _open(tmp_path, monkeypatch, game, size=(1280, 720)):
    app = make_app(tmp_path, monkeypatch, size=size, seed=2)
    app.go("menu")
    app.push(game)
    step(app, frames=2)
    return app, app.stack.top


def _type(app, text):
    for ch in text:
        step(app, [pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0)], 1)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_legend_is_under_the_players_on_every_quarto_setup(tmp_path, monkeypatch, size) -> None:
    places = set()
    for game in ("quarto", "set-quarto", "aces-faces", "common-sense"):
        app, scene = _open(tmp_path / game, monkeypatch, game, size)
        seat = scene.left[0].rect
        assert scene.legend.x == seat.x and scene.legend.w == seat.w, (
            f"{game}: the legend is in the left column"
        )
        assert scene.legend.top > scene.left[-1].rect.bottom, f"{game}: under the players"
        assert scene.legend.bottom < scene.back_button.rect.top
        places.add((scene.legend.x, scene.legend.w))
        faces = scene.legend_faces
        assert len(faces) == 8, "two faces for each of the four attributes"
        assert all(scene.legend.contains(f) for f in faces), f"{game}: the faces stay inside the legend"
        short = min(min(f.w, f.h) for f in faces) / app.theme.scale  # in pixels at 1280×720
        long = min(max(f.w, f.h) for f in faces) / app.theme.scale
        assert short >= 45 and long >= 65, f"{game}: legend faces of {short:.0f}×{long:.0f} px are too small"
    assert len(places) == 1, "the same column on every screen"


@pytest.mark.parametrize("percent", [100, 150])
def test_name_rows_line_up_with_the_seat_rows(tmp_path, monkeypatch, percent) -> None:
    """At 150 % the seats' boxes widen for "Computer · Beginner"; the names' boxes with them."""
    app, scene = _open(tmp_path, monkeypatch, "quarto")
    app.set_text_size(percent)
    step(app)
    th = app.theme
    seat, name = scene.left[0], scene.left[1]
    assert isinstance(seat, Selector) and isinstance(name, LineField)
    assert (name.rect.x, name.rect.w) == (seat.rect.x, seat.rect.w)
    a, b = value_box(th, seat.rect, seat.value_w), value_box(th, name.rect, name.value_w)
    assert (a.x, a.w) == (b.x, b.w), "the name's box is under the seat's choice"
    assert (seat.value_w > 0) == (percent == 150), "widened only when the usual box cuts a choice"
    app, q4 = _open(tmp_path / "q4", monkeypatch, "qu4to")
    seats = [w for w in q4.left if w.label.startswith("Seat")]
    names = [w for w in q4.right if isinstance(w, LineField)]
    assert len(names) == len(seats) == q4.setup.players
    for s, n in zip(seats, names, strict=True):
        assert n.rect.y == s.rect.y, f"{n.label} is on the row of {s.label}"


def test_a_hot_seat_name_never_follows_the_seat_to_the_computer(tmp_path, monkeypatch) -> None:
    app, scene = _open(tmp_path, monkeypatch, "quarto")
    while scene.setup.seats[1].is_bot:
        seat2 = next(w for w in scene.form.widgets if w.label == "Seat 2")
        step(app, click(app, seat2.left_rect.center), 1)
    name2 = [w for w in scene.form.widgets if w.label == "Name"][1]
    assert name2.enabled
    step(app, click(app, name2.rect.center), 1)
    _type(app, "Bob")
    assert scene.setup.seats[1].name == "Bob"
    seat2 = next(w for w in scene.form.widgets if w.label == "Seat 2")
    step(app, click(app, seat2.right_rect.center), 1)  # Human -> Computer · Beginner
    assert scene.setup.seats[1].is_bot
    name2 = [w for w in scene.form.widgets if w.label == "Name"][1]
    assert not name2.enabled, "a computer seat's name cannot be typed"
    drawn = []
    real = app.theme.text
    monkeypatch.setattr(app.theme, "text", lambda t, *a, **k: drawn.append(t) or real(t, *a, **k))
    step(app, frames=1)
    assert "Bob" not in drawn and "Computer" in drawn, "the greyed field shows the computer, not Bob"
    step(app, click(app, scene.start_button.rect.center), 2)
    table = app.stack.top
    assert table.name == "quarto-table"
    assert table.session.name(1) == "Computer"
    assert "Bob" not in table.view.role_words(1) and "Bob" not in " ".join(table.session.move_lines())


def test_qu4to_names_only_for_people(tmp_path, monkeypatch) -> None:
    app, scene = _open(tmp_path, monkeypatch, "qu4to")
    name2 = next(w for w in scene.form.widgets if w.label == "Seat 2 name")
    assert not name2.enabled, "seat 2 starts as a computer"
    while scene.setup.seats[1].is_bot:  # down the list to Human
        seat2 = next(w for w in scene.form.widgets if w.label == "Seat 2")
        step(app, click(app, seat2.left_rect.center), 1)
    name2 = next(w for w in scene.form.widgets if w.label == "Seat 2 name")
    step(app, click(app, name2.rect.center), 1)
    _type(app, "Ann")
    seat2 = next(w for w in scene.form.widgets if w.label == "Seat 2")
    step(app, click(app, seat2.right_rect.center), 1)
    assert scene.setup.seats[1].is_bot
    step(app, click(app, scene.start_button.rect.center), 2)
    assert app.stack.top.name == "qu4to-table"
    session = app.stack.top.session
    assert all(session.name(i) != "Ann" for i in range(scene.setup.players))
