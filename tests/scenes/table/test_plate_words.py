"""At large text a plate gives way in the name, never in what the seat is doing: an away friend's long name ends in
an ellipsis after "waiting for", and Quarto's "Human · choosing a piece" keeps "choosing a piece"."""

from __future__ import annotations

import pygame
from test_text_fits import fitting_app

from game.scenes.table.panels import AwayRole, Plate, ShortRole, plate_text


def test_a_narrow_plate_cuts_the_away_name_and_keeps_the_waiting_words(tmp_path, monkeypatch) -> None:
    app = fitting_app(tmp_path, monkeypatch, ("en", 150, (1280, 720)))
    th = app.theme
    words = AwayRole(
        "waiting for Bartholomew Quincey", "Computer plays", "waiting for {name}", "Bartholomew Quincey"
    )
    rect = pygame.Rect(0, 0, 300, 66)
    shown = plate_text(th, rect, app.theme.px, Plate(words, "Computer plays", 3))
    assert shown.name.startswith("waiting for Bart") and shown.name.endswith("…"), shown.name
    assert th.font(shown.name_size, True).size(shown.name)[0] <= rect.w - 32, "it fits"
    wide = plate_text(th, pygame.Rect(0, 0, 900, 66), app.theme.px, Plate(words, "Computer plays", 3))
    assert wide.name == "waiting for Bartholomew Quincey", "whole where it fits"
    role = ShortRole("Human · choosing a piece", "choosing a piece")
    narrow = plate_text(th, pygame.Rect(0, 0, 240, 66), app.theme.px, Plate("Bartholomew", role, 0))
    assert narrow.role == "choosing a piece"
    assert plate_text(th, pygame.Rect(0, 0, 900, 66), app.theme.px, Plate("Bob", role, 0)).role == role
    app.close()
