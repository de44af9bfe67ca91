"""One type scale: text that does not fit steps down the scale's sizes, never below its smallest, and is wrapped or
cut short with an ellipsis past it. Every text the main screens render at 1280×720 is counted through the theme's
text cache (the one place UI text is rendered)."""

from __future__ import annotations

from helpers import click, key, make_app, step

from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.ui.theme import SMALLEST, TYPE_SCALE, Theme


def _spy(monkeypatch) -> dict[int, set[tuple[str, str]]]:
    """Record (screen, text) by the pixel size each text is rendered at."""
    seen: dict[int, set[tuple[str, str]]] = {}
    real = Theme.text
    where = ["?"]

    def text(self, words, size, color, bold=False):
        seen.setdefault(self.px(size), set()).add((where[0], words))
        return real(self, words, size, color, bold)

    monkeypatch.setattr(Theme, "text", text)
    seen["where"] = where  # type: ignore[index]
    return seen


def test_fit_steps_down_the_scale_and_never_below_it(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    th = app.theme
    words = "Computer · Beginner"
    wide = th.font(18, True).size(words)[0]
    assert th.fit(words, 18, wide, bold=True) == 18
    got = th.fit(words, 18, wide - 20, bold=True)
    assert got in TYPE_SCALE and got < 18 and th.font(got, True).size(words)[0] <= wide - 20
    assert th.fit(words, 18, 10, bold=True, smallest=8) == SMALLEST, "never below the smallest size"
    short, size = th.fit_text("a rather long sentence that cannot fit", 18, 120)
    assert size == SMALLEST and short.endswith("…") and th.font(size).size(short)[0] <= 120


def test_no_text_below_the_smallest_size_on_the_main_screens(tmp_path, monkeypatch) -> None:
    seen = _spy(monkeypatch)
    where = seen.pop("where")  # type: ignore[arg-type]
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    app.settings.set("animation", "off")

    def visit(name, frames=2, **kw):
        where[0] = name
        app.go(name, **kw)
        step(app, frames=frames)

    for name in ("menu", "settings", "stats", "rules", "quarto", "set-quarto", "aces-faces", "common-sense"):
        visit(name)
    for name in ("set", "qu4to", "qu4to-5p"):
        visit(name)
    where[0] = "pause"
    app.push("pause", game="quarto")
    step(app, frames=1)
    # the tables: the Quarto family by clicks with a hint and a false call, then whole games by the computer
    for pieces in ("classic", "set", "aces", "common"):
        where[0] = f"table {pieces}"
        setup = TableSetup(
            pieces=pieces,
            calls="manual",
            seats=[Seat("human", name="Ann"), Seat("computer", "easy")],
            first="0",
        )
        app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
        step(app, frames=2)
        scene = app.stack.top
        step(app, click(app, scene.places.pool_slot(scene.state.pool[0]).rect.center), 2)
        step(app, [key(app, "q")], 2)  # a false call: the gentle message
        step(app, [key(app, "f1")], 2)
        step(app, [key(app, "escape")], 1)
        app.options.autoplay = True
        scene.autoplay(app.frame)
        step(app, frames=400)
        app.options.autoplay = False
    for game in ("set", "qu4to"):
        where[0] = f"table {game}"
        app.options.autoplay = True
        app.go(game)
        step(app, frames=300)
        app.options.autoplay = False
    small = {px: sorted(texts)[:3] for px, texts in seen.items() if px < SMALLEST}
    assert not small, f"text rendered below {SMALLEST} px at 1280×720: {small}"
    assert len(seen) > 5, "the spy saw the screens' text"
