"""Every screen's text fits in every language (#30): rendered at three window sizes, no text is too wide even at
the smallest size of the type scale, cut with an ellipsis, drawn partly outside its surface or clip, on top of
another text where they show on the window (whatever surface each was drawn on), or under an opaque panel drawn
after it. Nothing is set aside: every misfit fails.

This file holds the screens a player opens from the menu (each case a fresh App) and the tools the other
``test_text_fits_*`` files share: ``look`` (what did not fit on the screen now on top) and ``every_case`` (the
same screen in every language, text size and window size of ``CASES``, switched live as Settings does).

- test_text_fits.py: menu, settings, About, statistics, every setup, pause, confirm, the study hub, the curtain,
  the lesson offer, F1's keys card.
- test_text_fits_tables.py: each table mid-game and at its result card (QU4TO also at its round's end and its
  round review), in every case of ``CASES``, the game played once and the screen switched through the cases.
- test_text_fits_pages.py: every lesson step and every how-to and rules page, in every case of ``CASES``.
- test_text_fits_study.py: the puzzles, the replay viewer and its coach, the SET and QU4TO reviews.

Adding a screen is one line in ``SCREENS`` (or a snapshot in the file that plays up to it)."""

from __future__ import annotations

import os
from collections.abc import Callable

import pygame
import pytest
from helpers import make_app, step

from game import i18n
from game.app import App
from game.ui.textreport import TextReport

#: name -> how to open it on a fresh App (the menu below it, as a player gets there)
SCREENS: dict[str, Callable[[App], None]] = {
    "menu": lambda app: app.go("menu"),
    "settings": lambda app: app.push("settings"),
    "about": lambda app: app.push("about"),
    "stats": lambda app: app.push("stats"),
    "stats rating": lambda app: app.push("stats", rating=True),
    "daily": lambda app: app.push("daily"),
    "setup quarto": lambda app: app.push("quarto"),
    "setup set-quarto": lambda app: app.push("set-quarto"),
    "setup aces-faces": lambda app: app.push("aces-faces"),
    "setup common-sense": lambda app: app.push("common-sense"),
    "setup set": lambda app: app.push("set"),
    "setup qu4to": lambda app: app.push("qu4to"),
    "pause": lambda app: app.push("pause"),
    "confirm": lambda app: app.push(
        "confirm",
        text="Abandon your game?",
        detail="Your unfinished game waits in Continue.",
        yes="Abandon it",
    ),
    "study": lambda app: app.go("study"),
    "curtain": lambda app: app.push("curtain", player="Ann", on_ready=lambda: None, game="quarto"),
    "lesson offer": lambda app: app.push("lesson-offer", game="qu4to"),
    "keys": lambda app: app.push("keys"),  # F1's card over the menu: its key caps
}
SIZES = ((1024, 640), (1280, 720), (1920, 1080))
Case = tuple[str, int, tuple[int, int]]
#: (language, text size %, window): every language at 100 % at every size; English and German larger at the
#: two larger sizes, Italian and Dutch (long too) at the largest text there (what 125 % found, 150 % finds too)
CASES: list[Case] = (
    [(code, 100, size) for code in i18n.LANGUAGES for size in SIZES]
    + [(code, percent, size) for code in ("en", "de") for percent in (125, 150) for size in SIZES[1:]]
    + [(code, 150, size) for code in ("it", "nl") for size in SIZES[1:]]
)

#: the cases behind the ``slow`` marker (``-m slow`` runs them): every language but English at 100 % in the widest
#: window, the roomiest case (it is looked at in English, and at 150 % there in en, de, it and nl), and 125 %,
#: where nothing was ever found that 150 % did not find too; the default run looks at the rest
LONG: list[Case] = [(code, 100, SIZES[2]) for code in i18n.LANGUAGES if code != "en"] + [
    (code, 125, size) for code in ("en", "de") for size in SIZES[1:]
]
QUICK: list[Case] = [case for case in CASES if case not in LONG]


def case_id(case: Case) -> str:
    code, percent, size = case
    return f"{code}-{percent}%-{size[0]}x{size[1]}"


def case_params() -> list[object]:
    """``CASES`` as pytest parameters, those of ``LONG`` marked ``slow``."""
    return [
        pytest.param(case, id=case_id(case), marks=[pytest.mark.slow] if case in LONG else [])
        for case in CASES
    ]


def look(app: App, name: str) -> list[str]:
    """What did not fit on the screen as it is now: the scenes under the top one drawn first (an overlay's
    panel covers them: only the top one's texts count), then the top one laid out and drawn whole -- a table's
    still layer painted again from nothing, so each of its texts is drawn (and reported) in this frame."""
    report = app.theme.report
    assert report is not None, "set app.theme.report = TextReport() first"
    *below, top = app.stack.visible()
    for scene in below:
        scene.draw(app.screen)
    report.clear()
    top.layout(app.size)
    view = getattr(top, "view", None)
    if view is not None and hasattr(view, "invalidate"):
        view.invalidate()
    top.draw(app.screen)
    found = [f"{name}: {m.kind}: {m.text!r} ({m.detail})" for m in report.misfits]
    found += [f"{name}: overlap: {a!r} and {b!r}" for a, b in report.overlaps()]
    found += [f"{name}: hidden: {text!r} (under a panel drawn after it)" for text in report.hidden()]
    return found


def switch(app: App, case: Case) -> None:
    """The App in ``case``'s language, text size and window size, every live scene laid out again."""
    code, percent, size = case
    app.set_language(code)
    app.set_text_size(percent)
    if app.size != size:
        app.set_window_size(size)


def every_case(app: App, name: str, cases: list[Case] | None = None) -> list[str]:
    """``look`` at the screen now on top in every case (``QUICK`` unless given: ``LONG`` is looked at by the
    per-case tests under ``-m slow``), each line prefixed with its case; the App is left in the first case."""
    found: list[str] = []
    chosen = QUICK if cases is None else cases
    for case in chosen:
        switch(app, case)
        lines = look(app, name)
        found += [f"{case_id(case)} {line}" for line in lines]
        keep_picture(app, f"{case_id(case)} {name}", lines)
    switch(app, chosen[0])
    return found


def keep_picture(app: App, name: str, lines: list[str]) -> None:
    """With FIT_SHOTS=DIR in the environment, the screen of each case that found something is saved there as a
    PNG, to look at what the lines say."""
    folder = os.environ.get("FIT_SHOTS")
    if folder and lines:
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(app.screen, os.path.join(folder, name.replace(" ", "_").replace("'", "") + ".png"))


def fitting_app(tmp_path, monkeypatch, case: Case, **options) -> App:
    """An App in ``case`` with the text report on."""
    code, percent, size = case
    app = make_app(tmp_path, monkeypatch, size=size, lang=code, **options)
    app.set_text_size(percent)
    app.theme.report = TextReport()
    return app


def screen_faults(app: App, name: str) -> list[str]:
    """Open screen ``name`` on the menu, draw a frame, and say what did not fit."""
    app.go("menu")
    if name != "menu":
        SCREENS[name](app)
    step(app)
    lines = look(app, name)
    keep_picture(app, f"{i18n.language()}-{app.theme.text_scale:.2f}-{app.size[0]}-{name}", lines)
    return lines


@pytest.mark.parametrize("case", case_params())
def test_every_screen_s_text_fits(tmp_path, monkeypatch, case: Case) -> None:
    app = fitting_app(tmp_path, monkeypatch, case)
    found = [f"{case_id(case)} {line}" for name in SCREENS for line in screen_faults(app, name)]
    app.close()
    assert not found, "\n".join(found)


def test_the_report_sees_a_cut_a_clipped_and_an_overlapping_text(tmp_path, monkeypatch) -> None:
    """The report itself: what the tests above rely on can fail."""
    import pygame

    app = make_app(tmp_path, monkeypatch)
    th = app.theme
    report = th.report = TextReport()
    surface = pygame.Surface((200, 100))
    text, _size = th.fit_text("a sentence far too long for forty pixels", 16, 40)
    assert text.endswith("…") and [m.kind for m in report.misfits] == ["cut"]
    th.blit_text(surface, "edge", 16, (0, 0, 0), (190, 10))
    assert report.misfits[-1].kind == "clipped"
    th.blit_text(surface, "one", 16, (0, 0, 0), (10, 50))
    th.blit_text(surface, "two", 16, (0, 0, 0), (14, 52))
    assert report.overlaps(surface) == [("one", "two")]
    th.wrap("unbreakableword", 16, 20)
    assert report.misfits[-1].kind == "too wide"
    from game.scenes.stats_screen.draw import clip

    assert clip(th, "beste Serie", 14, 30).endswith("…")  # the Statistics' own cut is seen too
    assert report.misfits[-1].kind == "cut" and report.misfits[-1].text == "beste Serie"
    app.close()


def test_the_report_maps_each_surface_to_the_window(tmp_path, monkeypatch) -> None:
    """Texts on a layer and on a card's picture blitted onto the window are compared where they show; a panel
    drawn after a text over it hides it; a shade under a modal card puts what lies below out of the check."""
    import pygame

    app = make_app(tmp_path, monkeypatch)
    th = app.theme
    report = th.report = TextReport()
    window, layer, picture = pygame.Surface((400, 300)), pygame.Surface((400, 300)), pygame.Surface((100, 60))
    th.blit_text(layer, "deck", 16, (0, 0, 0), (110, 110))
    th.blit_text(picture, "plate", 16, (0, 0, 0), (8, 8))
    assert report.overlaps() == [] and report.hidden() == []  # apart, nothing is known of where they show
    window.blit(layer, (0, 0))
    th.placed(layer, window, (0, 0))
    window.blit(picture, (100, 100))
    th.placed(picture, window, (100, 100))
    assert report.overlaps() == [("deck", "plate")]
    th.panel(picture, pygame.Rect(0, 0, 100, 60), shadow=False)
    assert report.hidden() == ["deck", "plate"]  # (the picture's panel was drawn after both texts)
    th.veiled(window)
    assert report.overlaps() == [] and report.hidden() == []
    report.clear()
    th.blit_text(layer, "under the card", 16, (0, 0, 0), (10, 10))
    window.blit(layer, (0, 0))
    th.placed(layer, window, (0, 0))
    th.veiled(window, pygame.Rect(0, 0, 50, 50))  # a result card about to cover the corner, on purpose
    th.panel(window, pygame.Rect(0, 0, 50, 50), shadow=False)
    assert report.hidden() == []
    app.close()


SET_STATS_CASES: list[Case] = [
    (code, p, size) for code in ("en", "de") for p in (100, 150) for size in SIZES[1:]
]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_set_statistics_with_set_chain_and_ultraset_fit_and_show_every_time(
    tmp_path, monkeypatch, lang: str
) -> None:
    """SET's tab with classic, Set-Chain and UltraSet games (the modes' own time rows exist): nothing cut (a tile's
    caption, a tab) or overlapping, every figure under the chart drawn whole, and both results tables drawn, at
    1280x720 and 150 % text too."""
    cases = [c for c in SET_STATS_CASES if c[0] == lang]
    app = fitting_app(tmp_path, monkeypatch, cases[0])
    book = app.stats_book
    book.record("set", "medium", "win", mode="Classic", seconds=300.0, set_times=[5.0, 9.0, 12.0])
    book.record("set", "hard", "loss", mode="Junior", seconds=250.0, set_times=[7.0, 9.0])
    book.record("set-chain", "medium", "win", mode="Set-Chain", seconds=320.0, set_times=[6.0, 11.0])
    book.record("set-ultra", "easy", "win", mode="UltraSet", seconds=400.0, set_times=[14.0, 19.0], hints=1)
    app.go("menu")
    app.push("stats", game="set")
    step(app)
    sc = app.stack.top
    assert sc.record().timed_modes() == ["Set-Chain", "UltraSet"]
    found: list[str] = []
    for case in cases:
        switch(app, case)
        found += [f"{case_id(case)} {line}" for line in look(app, "set stats")]
        drawn = {d.text for d in app.theme.report.drawn}
        facts = sc.facts(sc.record(), compact=True) if i18n._("Game: best, average") in drawn else None
        for label, value in facts or sc.facts(sc.record()):
            if label not in drawn or value not in drawn:
                found.append(f"{case_id(case)} not drawn whole: {label!r} {value!r}")
        if "Set-Chain" not in " ".join(drawn) or "UltraSet: " not in " ".join(drawn):
            found.append(f"{case_id(case)} a mode's time row is missing")
        for title in (i18n._("By opponent"), i18n._("By mode")):  # neither table is left off for room
            if title not in drawn:
                found.append(f"{case_id(case)} the table {title!r} is left off")
    app.close()
    assert not found, "\n".join(found)


#: every setup screen's choices one by one (a screen shows only the chosen one): 150 % in the two longest cases
CHOICE_CASES: list[Case] = [(code, 150, size) for code in ("en", "de") for size in SIZES[1:]]


@pytest.mark.parametrize("case", CHOICE_CASES, ids=case_id)
def test_every_choice_of_every_setup_fits_whole(tmp_path, monkeypatch, case: Case) -> None:
    """ "Computer · Beginner" was cut at 150 % (and German's "Wer zuerst 2 gewinnt" when chosen): each selector of
    each setup screen is stepped through all its choices, and each is looked at as drawn."""
    app = fitting_app(tmp_path, monkeypatch, case)
    found: list[str] = []
    for name in (n for n in SCREENS if n.startswith("setup ")):
        app.go("menu")
        SCREENS[name](app)
        step(app)
        scene = app.stack.top
        count = len(_selectors(scene))
        for k in range(count):
            for _n in range(len(_selectors(scene)[k].options)):  # round to the choice it started on
                _selectors(scene)[k].adjust(app, 1)
                sel = _selectors(scene)[k]  # (a choice may build the rows again: "Pieces" becomes "Deck")
                choice = sel.options[sel.index()][1]
                found += [f"{case_id(case)} {line}" for line in look(app, f"{name} {sel.label}={choice}")]
    app.close()
    assert not found, "\n".join(found)


def _selectors(scene) -> list:
    from game.ui.widgets import Selector

    return [w for w in scene.form.widgets if isinstance(w, Selector)]
