"""Every lesson step and every how-to and rules page fits (#30), in every language, text size and window size of
``CASES``: each lesson is walked step by step (each step looked at as it opens), each page of each game's rules
turned to. A how-to page whose words outgrow their column scrolls with the wheel (its lines below are not cut);
a lesson's side panel does not scroll, so a line it leaves out counts as cut."""

from __future__ import annotations

import pytest
from helpers import step
from test_text_fits import Case, case_id, case_params, fitting_app, look

from game.scenes.rules_text import PAGES, TABS

LESSONS = ("quarto", "set-quarto", "aces-faces", "set", "qu4to")


@pytest.mark.parametrize("case", case_params())
def test_every_lesson_step_fits(tmp_path, monkeypatch, case: Case) -> None:
    app = fitting_app(tmp_path, monkeypatch, case)
    found: list[str] = []
    for game in LESSONS:
        app.go("menu")
        app.push("lesson", game=game)
        step(app)
        lesson = app.stack.top
        for i in range(len(lesson.steps)):
            lesson.start_step(i)
            found += [f"{case_id(case)} {line}" for line in look(app, f"{game} lesson step {i + 1}")]
    app.close()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("case", case_params())
def test_every_how_to_page_fits(tmp_path, monkeypatch, case: Case) -> None:
    app = fitting_app(tmp_path, monkeypatch, case)
    app.go("rules")
    step(app)
    rules = app.stack.top
    found: list[str] = []
    for tab, _name in TABS:
        for page in range(len(PAGES[tab])):
            rules.tab, rules.page, rules.scroll = tab, page, 0
            found += [f"{case_id(case)} {line}" for line in look(app, f"how-to {tab} page {page + 1}")]
    app.close()
    assert not found, "\n".join(found)
