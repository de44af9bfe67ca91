"""Cards in the air paint at most one face a frame (``FacesNow``): at a new deal the opening's faces and a card
in the air each painted one in the same frame (at 3840×2160 a face is 3–6 ms). A card in the air whose face is
not painted yet at its nearer end's size, in a frame that painted a face already, is drawn a frame longer at its
other end's size; in the next frame its own face is painted."""

from __future__ import annotations

from helpers import make_app, step

from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.scenes.setgame.layout import Spot
from game.scenes.table.anim import Glide


def test_a_card_in_the_air_waits_a_frame_when_a_face_was_painted_in_it(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4, realtime=True)
    seats = [Seat("human"), Seat("computer", "easy")]
    app.go("set-table", setup=SetSetup(seats=seats).to_json())
    scene = app.stack.top
    view = scene.view
    step(app, frames=30)
    assert not view.opening.unready
    card = scene.session.table[0]
    here = view.card_spot(card)
    w = int(here.cell_w)
    there = Spot((40.0, 40.0), w - 7)  # a size of the card nothing painted yet
    assert view.face_ready(card, w) and not view.face_ready(card, w - 7)
    glide = Glide(card, here, there, 1.0, t=0.9)  # nearer its end
    scene.flights.append((glide, 0))

    view.faces.paint(app.frame)  # this frame painted a face already (as the opening's do)
    app.draw_frame()
    assert not view.face_ready(card, w - 7), "drawn at the size painted already"
    app.frame += 1
    app.draw_frame()
    assert view.face_ready(card, w - 7), "the next frame paints its own"
