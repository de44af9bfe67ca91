"""Cards in the air paint at most one face a frame (``FacesNow``): the three cards of a take pass their middle
together, and each face at the pile's size was painted in that one frame (at 3840×2160 a face is 3–6 ms). A
second waits a frame at the other end's size, already painted."""

from __future__ import annotations

from helpers import make_app, step

import game.scenes.setgame.view as set_view
from game.art import setcolours
from game.art.setcards import SetCard, _face
from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.scenes.setgame.cards import NextFaces


def test_cards_in_the_air_paint_one_face_a_frame(tmp_path, monkeypatch) -> None:
    _face.cache_clear()
    monkeypatch.setattr(NextFaces, "paint_one", lambda self, view: False)  # nothing painted ahead
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4, realtime=True)
    app.settings.set("animation", "normal")
    seats = [Seat("computer", "lightning"), Seat("computer", "hard")]
    app.go("set-table", setup=SetSetup(seats=seats).to_json())
    scene = app.stack.top
    painted: dict[int, int] = {}
    face = set_view.set_card_face

    def counting(card, size, **kw):
        if not flying:  # (the opening, the plates: their own)
            return face(card, size, **kw)
        if not _face.ready(
            SetCard(*card), tuple(size), bool(kw.get("colorblind")), False, setcolours.chosen()
        ):
            painted[app.frame] = painted.get(app.frame, 0) + 1
        return face(card, size, **kw)

    flights = scene.view._flights
    flying: list[bool] = []

    def in_flights(surface) -> None:
        flying.append(True)
        try:
            flights(surface)
        finally:
            flying.clear()

    monkeypatch.setattr(set_view, "set_card_face", counting)
    monkeypatch.setattr(scene.view, "_flights", in_flights)
    takes = 0
    for _ in range(900):
        deck = scene.session.deck_size
        step(app, frames=1)
        takes += scene.session.deck_size != deck
        if takes >= 2 and not scene.flights:
            break
    assert takes >= 2, "two takes flew their cards"
    in_air = {f: n for f, n in painted.items() if n}
    assert in_air and max(in_air.values()) == 1, in_air
