"""SET card faces for the whole 81-card deck (SET and SET Quarto share this painter).

Proportions follow real cards (see shared ART.md): landscape 1.6:1, upright symbols in a 1:2 box whose width is
0.36 of the content height, outline 9% of the symbol width, stripes 40% ink.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import pygame

from game.art import _draw, setcolours
from game.art._draw import Point
from game.art.memo import art_cache

COLOURS = setcolours.PALETTES["classic"]  # the printed deck's; cards paint in ``setcolours.colours()``
COLOUR_NAMES = ("red", "purple", "green")
COLOUR_LETTERS = ("R", "P", "G")
FILL_NAMES = ("solid", "striped", "empty")
SHAPE_NAMES = ("oval", "squiggle", "diamond")
ASPECT = 1.6

# The squiggle, designed lying down in a 2 × 1 box (x -1..1, y -0.5..0.5) and point-symmetric: a hump near one
# end of the top edge, a dip in the middle, a lift at the far tip; the bottom edge is the same turned 180°.
_SQUIGGLE_TOP = [
    (-0.97, 0.05),
    (-0.86, -0.3),
    (-0.6, -0.48),
    (-0.28, -0.42),
    (0.05, -0.25),
    (0.4, -0.2),
    (0.72, -0.35),
    (0.92, -0.47),
]
_SQUIGGLE = _SQUIGGLE_TOP + [(-x, -y) for x, y in _SQUIGGLE_TOP]


@dataclass(frozen=True)
class SetCard:
    """One card of the SET deck: count 1..3, colour 0 red|1 purple|2 green, fill 0 solid|1 striped|2 empty,
    shape 0 oval|1 squiggle|2 diamond."""

    count: int
    colour: int
    fill: int
    shape: int

    def __post_init__(self) -> None:
        if self.count not in (1, 2, 3) or not all(
            v in (0, 1, 2) for v in (self.colour, self.fill, self.shape)
        ):
            raise ValueError(f"There is no SET card {self!r}.")

    @property
    def name(self) -> str:
        """A player-facing name: "two red striped squiggles"."""
        number = ("one", "two", "three")[self.count - 1]
        shape = SHAPE_NAMES[self.shape] + ("s" if self.count > 1 else "")
        return f"{number} {COLOUR_NAMES[self.colour]} {FILL_NAMES[self.fill]} {shape}"


def all_cards() -> list[SetCard]:
    """The 81 cards in a fixed order (count, colour, fill, shape)."""
    return [SetCard(n, c, f, s) for n in (1, 2, 3) for c in range(3) for f in range(3) for s in range(3)]


def symbol_polygon(shape: int, cx: float, cy: float, w: float, h: float, inset: float = 0.0) -> list[Point]:
    """The outline of an upright symbol in the box w × h centred on (cx, cy), moved inward by ``inset``."""
    return list(_polygon(shape, cx, cy, w, h, inset))


@functools.lru_cache(maxsize=256)
def _polygon(shape: int, cx: float, cy: float, w: float, h: float, inset: float) -> tuple[Point, ...]:
    """``symbol_polygon``, kept: the cards of one count and shape put their symbols at the same places whatever
    their colour and fill, so a squiggle's spline and its inset are worked out once for all nine (a third to a
    half of painting a face)."""
    return tuple(_outline(shape, cx, cy, w, h, inset))


def _outline(shape: int, cx: float, cy: float, w: float, h: float, inset: float) -> list[Point]:
    if shape == 2:  # diamond: a rhombus touching the box's mid-edges; its inset is a smaller similar rhombus
        a, b = w / 2, h / 2
        k = max(0.0, 1 - inset * (a * a + b * b) ** 0.5 / (a * b))
        return [(cx, cy - b * k), (cx + a * k, cy), (cx, cy + b * k), (cx - a * k, cy)]
    if shape == 0:  # oval: a stadium, ends are semicircles of radius w/2
        r = max(0.5, w / 2 - inset)
        half = h / 2 - w / 2
        pts: list[Point] = []
        n = 28
        for i in range(n + 1):
            a = math.pi * i / n
            pts.append((cx + r * math.cos(a + math.pi), cy - half + r * math.sin(a + math.pi)))
        for i in range(n + 1):
            a = math.pi * i / n
            pts.append((cx + r * math.cos(a), cy + half + r * math.sin(a)))
        return pts
    # squiggle: designed lying down, stood upright by swapping axes
    curve = [(cx + y * w, cy + x * h / 2) for x, y in _squiggle_spline()]
    return _draw.offset_polygon(curve, inset) if inset else curve


@functools.cache
def _squiggle_spline() -> tuple[Point, ...]:
    """The squiggle's smooth outline in its design box, worked out once (each symbol only scales and moves it)."""
    return tuple(_draw.closed_spline(_SQUIGGLE, 16))


def _stripe_period(card_w: float, sym_h: float) -> float:
    """Stripe spacing in final pixels: ~5% of the symbol height, coarser on small cards so it never smears."""
    if card_w < 100:
        return max(4.0, sym_h * 0.15)
    if card_w < 170:
        return max(3.5, sym_h * 0.07)
    return max(3.5, sym_h * 0.05)


def set_card_face(
    card: SetCard | tuple[int, int, int, int],
    size: tuple[int, int],
    *,
    colorblind: bool = False,
    portrait: bool = False,
    palette: str | None = None,
) -> pygame.Surface:
    """The face of one SET card at ``size`` (w, h) in ``palette`` (default: the one Settings chose); cached, so
    treat the result as read-only."""
    if not isinstance(card, SetCard):
        card = SetCard(*card)
    return _face(
        card, (int(size[0]), int(size[1])), bool(colorblind), bool(portrait), palette or setcolours.chosen()
    )


def face_ready(
    card: SetCard, size: tuple[int, int], colorblind: bool = False, portrait: bool = False
) -> bool:
    """Whether ``set_card_face`` has this face painted already, in the palette in use (nothing to paint)."""
    return _face.ready(card, size, bool(colorblind), bool(portrait), setcolours.chosen())


@art_cache(512)
def _face(
    card: SetCard, size: tuple[int, int], colorblind: bool, portrait: bool, palette: str = setcolours.DEFAULT
) -> pygame.Surface:
    """A face as ``set_card_face`` describes it; the palette is part of the cache's key."""
    w, h = size
    if portrait:  # draw landscape with swapped sides and turn it, so symbols lie down as on real cards
        return pygame.transform.rotate(_face(card, (h, w), colorblind, False, palette), 90)
    ss = _draw.supersample(w, h)
    W, H = w * ss, h * ss
    surf = _blank(w, h).copy()
    margin = 0.035 * min(W, H * ASPECT)

    content_h = H - 2 * margin
    sym_w = 0.36 * content_h
    sym_h = 0.72 * content_h
    gap = 0.2 * sym_w
    colour = setcolours.colours(palette)[card.colour]
    total = card.count * sym_w + (card.count - 1) * gap
    x0 = (W - total) / 2 + sym_w / 2
    stroke = max(0.09 * sym_w, 1.6 * ss)  # never thinner than ~1.6 px, or small outlines fade
    period = _stripe_period(w, sym_h / ss) * ss
    for i in range(card.count):
        cx = x0 + i * (sym_w + gap)
        _symbol(surf, card.shape, card.fill, colour, cx, H / 2, sym_w, sym_h, stroke, period)
    if colorblind:
        _colour_marks(surf, colour, COLOUR_LETTERS[card.colour], margin, H)
    return _draw.shrink(surf, size)


@art_cache(4)
def _blank(w: int, h: int) -> pygame.Surface:
    """The card without its symbols at ``supersample`` times its size (paper inside its edge), copied for each
    face: drawing its two rounded rectangles at that size was a fifth of a face's time. Never drawn on."""
    ss = _draw.supersample(w, h)
    W, H = w * ss, h * ss
    surf = _draw.canvas(W, H, (*_draw.PAPER_EDGE, 0))
    margin = 0.035 * min(W, H * ASPECT)
    radius = round(margin * 1.6)
    border = max(ss, round(min(w, h) / 110 * ss))
    rect = pygame.Rect(0, 0, W, H)
    pygame.draw.rect(surf, _draw.PAPER_EDGE, rect, border_radius=radius)
    pygame.draw.rect(
        surf, _draw.PAPER, rect.inflate(-2 * border, -2 * border), border_radius=max(0, radius - border)
    )
    return surf


@art_cache(16)
def _stripes(size: tuple[int, int], period: float, top: int) -> pygame.Surface:
    """A striped symbol's mask for a box of ``size`` whose top is at ``top`` on the card: white stripes, ink
    ``period`` apart, aligned to the final pixel grid (``period`` is a multiple of the supersample step); the
    same for every striped symbol of a row, so made once. Never drawn on."""
    w, h = size
    stripes = pygame.Surface(size, pygame.SRCALPHA)
    stripes.fill((255, 255, 255, 0))
    ink = max(1, round(period * 0.42))
    y = (-top) % period - period
    while y < h:
        pygame.draw.rect(stripes, (255, 255, 255, 255), (0, round(y), w, ink))
        y += period
    return stripes


def _symbol(
    surf: pygame.Surface,
    shape: int,
    fill: int,
    colour: tuple[int, int, int],
    cx: float,
    cy: float,
    w: float,
    h: float,
    stroke: float,
    period: float,
) -> None:
    """One symbol: the outer shape in ink, then the inside as paper (empty) or paper with stripes."""
    outer = symbol_polygon(shape, cx, cy, w, h)
    pygame.draw.polygon(surf, colour, outer)
    if fill == 0:
        return
    inner = symbol_polygon(shape, cx, cy, w, h, stroke)
    pygame.draw.polygon(surf, _draw.PAPER, inner)
    if fill == 1:
        box = pygame.Rect(int(cx - w / 2) - 2, int(cy - h / 2) - 2, int(w) + 4, int(h) + 4)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        layer.fill((*colour, 0))
        pygame.draw.polygon(layer, (*colour, 255), [(x - box.x, y - box.y) for x, y in inner])
        layer.blit(_stripes(box.size, period, box.y), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(layer, box.topleft)


def _colour_marks(
    surf: pygame.Surface, colour: tuple[int, int, int], initial: str, margin: float, H: int
) -> None:
    """The colour-blind aid: the colour's initial in two opposite corners, in the colour itself."""
    letter = _draw.glyph(initial, H * 0.13, colour)
    pad = round(margin * 1.5)
    surf.blit(letter, (pad, pad))
    turned = pygame.transform.rotate(letter, 180)
    surf.blit(
        turned, (surf.get_width() - pad - turned.get_width(), surf.get_height() - pad - turned.get_height())
    )
