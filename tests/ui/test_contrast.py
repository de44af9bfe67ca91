"""Every text colour against every surface it is drawn on holds WCAG's 4.5:1 (issue #30), disabled text aside.

The pairs were found in the code: each call that draws text (``Theme.text``/``blit_text``/``blit_lines``, a
widget's ``draw_label``, the how-to Painter's ``text``/``para``) names its colour, and the scene around it names
the surface -- the felt (with or without a dark felt panel over it), a paper panel or button in its states, a
toast, a gold tab. The table below says where each pair is used. The felt is not one colour: it is painted cloth,
so its surface here is the lightest 1 % of the cloth as painted (the text must be read on its lightest threads).

Text keeps its colour at every size (no style fades small text: Theme.text renders each size in the colour it is
given), so one ratio per pair holds for all sizes; ``test_no_text_style_fades_small_text`` keeps it that way.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

from game.scenes.study.panel import VERDICT_COLOURS
from game.ui.theme import PALETTE

ROOT = Path(__file__).resolve().parents[2]
MINIMUM = 4.5

Color = tuple[int, int, int]


def luminance(c: Color) -> float:
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = c[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ratio(a: Color, b: Color) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def over(top: Color, alpha: int, below: Color) -> Color:
    """``top`` painted at ``alpha`` (0-255) over ``below``, as pygame blends a translucent panel."""
    t = alpha / 255
    return tuple(round(a * t + b * (1 - t)) for a, b in zip(top, below, strict=True))  # type: ignore[return-value]


def lightest_felt() -> Color:
    """The lightest 1 % of the painted felt at 1280×720 (its 99th percentile of luminance)."""
    from game.art.table import felt

    if not pygame.display.get_init():
        pygame.display.init()
    cloth = felt((1280, 720))
    w, h = cloth.get_size()
    pixels = [cloth.get_at((x, y))[:3] for y in range(0, h, 7) for x in range(0, w, 7)]
    pixels.sort(key=luminance)
    return pixels[int(len(pixels) * 0.99)]


@pytest.fixture(scope="module")
def surfaces() -> dict[str, Color]:
    felt = lightest_felt()
    return {
        "felt": felt,
        # the dark felt panels (move list, study side panels, menu and lesson stages) at their lightest (alpha 110)
        "felt panel": over(PALETTE["felt_dark"], 110, felt),
        "paper": PALETTE[
            "paper"
        ],  # banners, overlays, cards, result cards, score sheet, how-to pages, buttons
        "paper_hi": PALETTE["paper_hi"],  # a hovered or focused button
        "paper_lo": PALETTE["paper_lo"],  # a plate whose seat is not to act; a disabled button
        "toast": (250, 236, 200),  # game/ui/toasts.py
        "gold": PALETTE["gold"],  # the open tab of the statistics
    }


#: (text colour, surface, where it is drawn)
PAIRS: list[tuple[str, Color, str, str]] = [
    ("cream", PALETTE["cream"], "felt", "menu, about, lessons, setups, table captions and hands"),
    ("cream", PALETTE["cream"], "felt panel", "move list entries, study lists, the review's moves"),
    ("title", PALETTE["title"], "felt", "screen titles (common.py, menu, lessons, curtain)"),
    ("title", PALETTE["title"], "felt panel", "review and QU4TO review headings"),
    ("muted", PALETTE["muted"], "felt", "hints and captions on the felt (setups, menu, study, table views)"),
    ("muted", PALETTE["muted"], "felt panel", "the move list's count, ladder and review notes"),
    ("gold", PALETTE["gold"], "felt", "headings on the felt (about, setups, lessons, study hub)"),
    ("gold", PALETTE["gold"], "felt panel", "a section of the move list (panels.MoveList)"),
    ("study error", (255, 190, 170), "felt", "an import or review error (study/hub.py, study/set_review.py)"),
    ("inaccuracy", VERDICT_COLOURS["inaccuracy"], "felt panel", "a move's verdict tag (study/panel.py)"),
    ("mistake", VERDICT_COLOURS["mistake"], "felt panel", "a move's verdict tag (study/panel.py)"),
    ("ink", PALETTE["ink"], "paper", "banners, overlays, cards, result cards, sheets, buttons, how-to pages"),
    ("ink", PALETTE["ink"], "paper_hi", "a hovered or focused button's label"),
    ("ink", PALETTE["ink"], "paper_lo", "the name on a plate whose seat is not to act"),
    ("ink", PALETTE["ink"], "toast", "a toast (game/ui/toasts.py)"),
    ("ink", PALETTE["ink"], "gold", "the statistics' open tab"),
    (
        "ink_soft",
        PALETTE["ink_soft"],
        "paper",
        "banner sublines, overlay messages, statistics, sliders, how-to",
    ),
    ("ink_soft", PALETTE["ink_soft"], "paper_hi", "a hovered button's sublabel and value"),
    (
        "ink_soft",
        PALETTE["ink_soft"],
        "paper_lo",
        "a plate's role line and zero score when its seat is not to act",
    ),
    (
        "gold_ink",
        PALETTE["gold_ink"],
        "paper",
        "scores on the active plate, the result card and the QU4TO sheet",
    ),
    ("gold_ink", PALETTE["gold_ink"], "paper_lo", "a score on a plate whose seat is not to act"),
    (
        "gold_ink",
        PALETTE["gold_ink"],
        "paper_hi",
        "a statistics table's page line, hovered or focused (pager.py)",
    ),
    ("danger", PALETTE["danger"], "paper", "a wrong answer in a lesson, the how-to's warnings"),
    ("ok", PALETTE["ok"], "paper", "a right answer in a lesson and the how-to's SET check"),
]

#: Disabled text is meant to recede (WCAG exempts inactive controls): a disabled button's label.
EXEMPT: list[tuple[str, Color, str, str]] = [
    ("disabled", PALETTE["disabled"], "paper_lo", "a disabled button's label (widgets._face)"),
]


@pytest.mark.parametrize(
    ("name", "colour", "surface", "where"), PAIRS, ids=[f"{p[0]} on {p[2]}" for p in PAIRS]
)
def test_text_is_readable_on_its_surface(surfaces, name, colour, surface, where) -> None:
    got = ratio(colour, surfaces[surface])
    assert got >= MINIMUM, f"{name} {colour} on {surface} {surfaces[surface]}: {got:.2f}:1 ({where})"


def test_the_disabled_exemption_is_only_disabled_text(surfaces) -> None:
    for name, colour, surface, _where in EXEMPT:
        assert name == "disabled" and colour == PALETTE["disabled"]
        assert ratio(colour, surfaces[surface]) < MINIMUM  # it would fail: that is why it is named here


def _text_colours_in_code() -> set[str]:
    """Every palette colour and colour literal the game passes to a text-drawing call."""
    found: set[str] = set()
    calls = {"text": 2, "blit_text": 3, "blit_lines": 3, "draw_label": 3}
    for path in (ROOT / "game").rglob("*.py"):
        if "art" in path.parts:
            continue  # the art draws faces (card indices, pips), not text on the palette's surfaces
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            if node.func.attr not in calls and node.func.attr != "para":
                continue
            args = [kw.value for kw in node.keywords if kw.arg in ("color", "colour", "ink")]
            index = calls.get(node.func.attr)
            if index is not None and len(node.args) > index:
                args.append(node.args[index])
            for arg in args:
                for sub in ast.walk(arg):
                    if (
                        isinstance(sub, ast.Subscript)
                        and isinstance(sub.value, ast.Name)
                        and sub.value.id == "PALETTE"
                        and isinstance(sub.slice, ast.Constant)
                    ):
                        found.add(str(sub.slice.value))
                    if isinstance(sub, ast.Tuple) and all(isinstance(e, ast.Constant) for e in sub.elts):
                        found.add(str(tuple(e.value for e in sub.elts)))  # type: ignore[attr-defined]
    return found


def test_every_text_colour_drawn_in_the_code_is_in_the_table() -> None:
    listed = {name for name, *_ in PAIRS + EXEMPT}
    literal = {str(colour) for _, colour, *_ in PAIRS + EXEMPT}
    unlisted = {c for c in _text_colours_in_code() if c not in listed and c not in literal}
    # module constants named for palette colours (GOLD, INK, SOFT) and variables are checked at their source
    assert not unlisted, f"text colours drawn but not in the contrast table: {sorted(unlisted)}"


def test_no_text_style_fades_small_text() -> None:
    """Theme.text renders in the colour it is given at every size: no alpha or lighter shade for small text."""
    source = (ROOT / "game" / "ui" / "theme.py").read_text(encoding="utf-8")
    text = source[
        source.index("    def text(") : source.index("\n    def ", source.index("    def text(") + 1)
    ]
    assert "render(text, True, color)" in text
    assert "set_alpha" not in text and "size <" not in text
