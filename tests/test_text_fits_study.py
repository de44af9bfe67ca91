"""The study screens' text fits (#30): the puzzles, the replay viewer a few moves in, the coach's review of a
Quarto game, the SET review and the QU4TO match review, each opened once (its sample game or a seeded one) and
looked at in every language, text size and window size of ``CASES`` (switched live, as Settings does). The hub
is in test_text_fits.py with the screens the menu opens."""

from __future__ import annotations

import random

import pytest
from helpers import key, step
from test_text_fits import every_case, fitting_app

from game.rules.quarto import QuartoState, Variant
from game.rules.quarto.fast import random_move

START = ("en", 100, (1280, 720))


@pytest.mark.parametrize("name", ["study-puzzles", "replay", "study-review", "set-review", "qu4to-review"])
def test_a_study_screen_fits(tmp_path, monkeypatch, name: str) -> None:
    app = fitting_app(tmp_path, monkeypatch, START, seed=3)
    app.go("menu")
    if name in ("replay", "study-review"):  # a whole game, played by chance from a seed
        rng = random.Random(4)
        state = QuartoState(Variant(), rng)
        while not state.is_over:
            state.play(random_move(state, rng))
        app.push(name, text=state.record(), players=["Ann", "Computer"])
    else:
        app.push(name)
    step(app, frames=3)
    screen = app.stack.top
    assert screen.name == name
    for _ in range(900):  # a coach that reviews on its thread: until it is done
        if not getattr(screen, "working", False):
            break
        step(app)
    if name in ("replay", "study-review"):
        step(app, [key(app, "right")] * 1, 1)
        for _ in range(4):
            step(app, [key(app, "right")])
    found = every_case(app, name)
    app.close()
    assert not found, "\n".join(found)
