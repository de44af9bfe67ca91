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


def test_the_set_review_draws_its_whole_summary_and_the_chosen_row_s_cards(tmp_path, monkeypatch) -> None:
    """At 150 % text the summary keeps its last table size (a game that reached 21 cards: a head and five sizes)
    and the chosen SET's three cards in words are drawn to their end, at 1280x720 and 1920x1080, en and de."""
    from test_text_fits import SIZES, case_id, look, switch

    app = fitting_app(tmp_path, monkeypatch, START, seed=3)
    app.go("menu")
    app.push("set-review")
    step(app, frames=3)
    sc = app.stack.top
    longer = [
        *sc.summary(),
        "18 cards: You (sample) 9.9 s (1) · Computer 2.2 s (4)",
        "21 cards: You (sample) – · Computer 1.5 s (1)",
    ]
    monkeypatch.setattr(sc, "summary", lambda: longer)
    rows = sc.all_rows()
    sc.select(max(range(len(rows)), key=lambda i: len(" ".join(rows[i].detail))))
    found: list[str] = []
    for case in [(code, p, size) for code in ("en", "de") for p in (100, 150) for size in SIZES[1:]]:
        switch(app, case)
        found += [f"{case_id(case)} {line}" for line in look(app, "set review")]
        drawn = {d.text for d in app.theme.report.drawn}
        if " ".join(sc.summary_lines) != " ".join(longer):
            found.append(f"{case_id(case)} summary lines left off: {longer[-1]!r}")
        if sc.room < 2:
            found.append(f"{case_id(case)} the list keeps room for {sc.room} row")
        th = app.theme
        width = sc.areas["detail"].w - 2 * th.px(12)
        row = sc.all_rows()[sc.selected]
        for line in [part for text in row.detail for part in th.wrap(text, 15, width)]:
            if line not in drawn:
                found.append(f"{case_id(case)} the chosen row's words are cut at {line!r}")
                break
    app.close()
    assert not found, "\n".join(found)
