"""Statistics, "By mode": a Quarto mode joins its variants ("Quadrate · Ausgerufene Siege · Angrenzend ·
Nachziehstapel") and was cut to "Quadrate · Au…" in German and French (even at 100 %). Each mode's name is
drawn whole now, wrapped between its parts over as many lines as it needs, a page at a time where they do not all
fit, and the page line turns to every one of them."""

from __future__ import annotations

import pytest
from helpers import click, step
from test_text_fits import SIZES, Case, case_id, fitting_app, switch

from game.scenes.stats_screen import draw

MODES = (
    "Classic",
    "Squares",
    "Squares · Called wins",
    "Unmarked board · Draw pile",
    "Squares · Called wins · Touching · Draw pile",
    "Called wins · Unmarked board",
)
CASES: list[Case] = [
    (code, p, size) for code in ("de", "fr", "en") for p in (100, 125, 150) for size in SIZES[1:]
]


def _names_seen(app, sc) -> tuple[set[str], list[str]]:
    """The modes' names drawn whole over every page of "By mode" (a name's lines joined again), and what the
    report found wrong with the texts drawn."""
    pager = sc.modes_pager
    seen: set[str] = set()
    faults: list[str] = []
    for _turn in range(len(MODES) + 1):
        report = app.theme.report
        report.clear()
        step(app)
        texts = [d.text for d in report.drawn]
        joined = " ".join(texts)  # (a name on two lines: "Squares · Called wins ·" and "Draw pile")
        for row in sc.record().modes():
            name = draw.label_words(row.label)
            if name in texts or (" ·" in name and name in joined):
                seen.add(name)
        faults += [f"{m.kind}: {m.text!r}" for m in report.misfits]
        faults += [f"overlap: {a!r} {b!r}" for a, b in report.overlaps()]
        if not pager.enabled:
            break
        step(app, click(app, pager.rect.center))
        if pager.start == 0:
            break
    return seen, faults


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_every_mode_s_name_is_drawn_whole(tmp_path, monkeypatch, lang: str) -> None:
    cases = [c for c in CASES if c[0] == lang]
    app = fitting_app(tmp_path, monkeypatch, cases[0])
    for i, mode in enumerate(MODES):
        for result in ("win", "loss")[: 1 + i % 2]:
            app.stats_book.record("aces-faces", ("easy", "medium", "hard")[i % 3], result, mode=mode)
    app.go("menu")
    app.push("stats", game="aces-faces")
    step(app)
    sc = app.stack.top
    found: list[str] = []
    for case in cases:
        switch(app, case)
        seen, faults = _names_seen(app, sc)
        names = {draw.label_words(row.label) for row in sc.record().modes()}
        found += [f"{case_id(case)} not whole: {name!r}" for name in sorted(names - seen)]
        found += [f"{case_id(case)} {fault}" for fault in faults]
    app.close()
    assert not found, "\n".join(found)


def test_the_key_card_names_what_page_up_and_down_turn(tmp_path, monkeypatch) -> None:
    """F1's card: Page Up / Down turn the opponents' pages where they have pages, else the modes' ("more modes")."""
    app = fitting_app(tmp_path, monkeypatch, ("de", 150, SIZES[1]))
    for mode in MODES:
        app.stats_book.record("aces-faces", "easy", "win", mode=mode)  # one opponent: its table has no pages
    app.go("menu")
    app.push("stats", game="aces-faces")
    step(app)
    sc = app.stack.top
    assert sc.modes_pager.enabled and not sc.opponents_pager.enabled
    does = [r.does for r in sc.key_help()]
    assert "more modes" in does and "more opponents" not in does
    app.close()
