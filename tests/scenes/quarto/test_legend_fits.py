"""The Quarto setups' legend of the pieces reads cleanly in every language and text size (#polish2): at 150 %
the French heading ran out of its panel over "Partie", German SET Quarto's captions ran below it in four lines,
and the faces shrank to a few pixels under words that took their room. Every text of the legend stays inside its
panel, whole (never cut or too wide), apart from the others and from the faces; the captions of neighbouring
columns keep a gap; the faces keep a height a player can read."""

from __future__ import annotations

import pytest
from helpers import step
from test_text_fits import SIZES, Case, case_id, fitting_app, switch

from game import i18n

GAMES = ("quarto", "set-quarto", "aces-faces", "common-sense")
#: every language at 150 % in both larger windows; German and French (the longest words) at 100 and 125 % too
CASES: list[Case] = [(code, 150, size) for code in i18n.LANGUAGES for size in SIZES[1:]] + [
    (code, p, size) for code in ("de", "fr") for p in (100, 125) for size in SIZES[1:]
]
#: the default run's: the tightest window at 150 % in every language, German and French in the others; the rest
#: (the wide window's other languages at 150 %) under ``-m slow``
QUICK: list[Case] = [c for c in CASES if c[2] == SIZES[1] or c[0] in ("de", "fr")]
LONG: list[Case] = [c for c in CASES if c not in QUICK]


def legend_faults(app, game: str, case: Case) -> list[str]:
    scene = app.stack.top
    report = app.theme.report
    report.clear()
    scene.layout(app.size)
    scene.draw(app.screen)
    th, box = app.theme, scene.legend
    where = f"{case_id(case)} {game}"
    # the legend's texts: those that start in its panel (a heading too long ran out of it to the right, a
    # caption too many lines below it)
    ours = [d for d in report.drawn if box.collidepoint(d.rect.topleft) or box.collidepoint(d.rect.midtop)]
    found = [f"{where}: {m.kind} {m.text!r}" for m in report.misfits if any(m.text == d.text for d in ours)]
    found += [
        f"{where}: {d.text!r} at {d.rect} leaves the legend {box}" for d in ours if not box.contains(d.rect)
    ]
    for k, a in enumerate(ours):
        for b in ours[k + 1 :]:
            if a.rect.inflate(th.px(8), 0).colliderect(b.rect):
                found.append(f"{where}: {a.text!r} and {b.text!r} are too close")
    faces = scene.legend_faces
    if len(faces) != 8:
        found.append(f"{where}: {len(faces)} faces drawn")
    for face in faces:
        if not box.contains(face):
            found.append(f"{where}: a face at {face} leaves the legend")
        for d in ours:
            if face.colliderect(d.rect):
                found.append(f"{where}: a face at {face} is under {d.text!r}")
    if faces and min(min(f.w, f.h) for f in faces) < th.px(14):
        found.append(f"{where}: faces of {min(min(f.w, f.h) for f in faces)} px")
    return found


@pytest.mark.parametrize(
    "cases", [pytest.param(QUICK, id="quick"), pytest.param(LONG, id="long", marks=pytest.mark.slow)]
)
@pytest.mark.parametrize("game", GAMES)
def test_the_legend_reads_cleanly_in_every_language_and_text_size(
    tmp_path, monkeypatch, game: str, cases: list[Case]
) -> None:
    app = fitting_app(tmp_path, monkeypatch, cases[0])
    app.go("menu")
    app.push(game)
    step(app)
    found: list[str] = []
    for case in cases:
        switch(app, case)
        step(app)
        found += legend_faults(app, game, case)
    app.close()
    assert not found, "\n".join(found)
