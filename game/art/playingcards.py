"""Playing-card faces for Aces & Faces (A K Q J) and Common Sense (2–5): poker proportions 2.5 : 3.5.

Corner indices in two opposite corners, standard pip layouts, one large suit on the ace, a framed court design
(big letter + emblem) for K Q J. The colour-blind aid draws red suits outlined, black suits solid.
"""

from __future__ import annotations

import pygame

from game.art import _draw, suits
from game.art.memo import art_cache

RANKS = ("A", "K", "Q", "J", "2", "3", "4", "5")
SUITS = ("S", "H", "D", "C")
ASPECT = 3.5 / 2.5
COURT_TINT = (247, 238, 214)

# Pip centres as fractions of the card for 2–5; the lower half is drawn upside down as on real cards.
_PIPS = {
    "2": [(0.5, 0.25), (0.5, 0.75)],
    "3": [(0.5, 0.25), (0.5, 0.5), (0.5, 0.75)],
    "4": [(0.35, 0.26), (0.65, 0.26), (0.35, 0.74), (0.65, 0.74)],
    "5": [(0.35, 0.26), (0.65, 0.26), (0.5, 0.5), (0.35, 0.74), (0.65, 0.74)],
}


def card_size(width: int) -> tuple[int, int]:
    """The height that goes with a card width in poker proportions."""
    return width, round(width * ASPECT)


def suit_shape(
    suit: str, size: int, colour: tuple[int, int, int] | None = None, *, outline: bool = False
) -> pygame.Surface:
    """One suit symbol on a transparent ``size`` × ``size`` surface; cached, treat as read-only."""
    if suit not in SUITS:
        raise ValueError(f"There is no suit {suit!r}; suits are S, H, D, C.")
    return _suit(suit, int(size), tuple(colour) if colour else suits.suit_colour(suit), bool(outline))


@art_cache(256)
def _suit(suit: str, size: int, colour: tuple[int, ...], outline: bool) -> pygame.Surface:
    ss = 4 if size < 200 else 2
    return _draw.shrink(_suit_big(suit, size * ss, colour, outline), (size, size))


def _suit_big(suit: str, px: int, colour: tuple[int, ...], outline: bool) -> pygame.Surface:
    """A suit at supersampled size ``px``, with a transparent 4% pad so eroding never touches the edge."""
    surf = _draw.canvas(px, px, (*colour[:3], 0))
    pad = round(px * 0.04)
    suits.draw_suit(surf, suit, pygame.Rect(pad, pad, px - 2 * pad, px - 2 * pad), colour)
    if outline:
        suits.outlined(surf, max(1.5, px * 0.085), suits.RED_TINT if colour == suits.RED else (236, 236, 240))
    return surf


def playing_card_face(
    rank: str, suit: str, size: tuple[int, int] | int, *, colorblind: bool = False
) -> pygame.Surface:
    """The face of one playing card at ``size`` (w, h) or at width ``size``; cached, treat as read-only."""
    rank, suit = str(rank).upper(), str(suit).upper()
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"There is no card {rank}{suit} in these decks.")
    w, h = card_size(size) if isinstance(size, int) else (int(size[0]), int(size[1]))
    return _face(rank, suit, (w, h), bool(colorblind))


@art_cache(256)
def _face(rank: str, suit: str, size: tuple[int, int], colorblind: bool) -> pygame.Surface:
    w, h = size
    ss = _draw.supersample(w, h)
    W, H = w * ss, h * ss
    surf = _draw.canvas(W, H, (*_draw.PAPER_EDGE, 0))
    radius = round(W * 0.07)
    border = max(ss, round(w / 110 * ss))
    rect = pygame.Rect(0, 0, W, H)
    pygame.draw.rect(surf, _draw.PAPER_EDGE, rect, border_radius=radius)
    pygame.draw.rect(surf, _draw.PAPER, rect.inflate(-2 * border, -2 * border), border_radius=radius - border)
    ink = suits.suit_colour(suit)
    outline = colorblind and suit in "HD"

    def pip(cx: float, cy: float, px: float, flip: bool = False) -> None:
        shape = _suit_big(suit, max(4, round(px)), ink, outline)
        if flip:
            shape = pygame.transform.rotate(shape, 180)
        surf.blit(shape, shape.get_rect(center=(round(cx), round(cy))))

    if rank in _PIPS:
        for fx, fy in _PIPS[rank]:
            pip(fx * W, fy * H, W * 0.26, flip=fy > 0.55)
    elif rank == "A":
        pip(W / 2, H / 2, W * 0.56)
    else:
        _court(surf, rank, suit, ink, pip)
    _index(surf, rank, suit, ink, outline)
    return _draw.shrink(surf, size)


def _court(surf: pygame.Surface, rank: str, suit: str, ink: tuple[int, int, int], pip) -> None:  # noqa: ANN001
    """A framed court: tinted panel, double rule, emblem on top, the big letter, the suit below."""
    W, H = surf.get_size()
    frame = pygame.Rect(round(W * 0.2), round(H * 0.07), round(W * 0.6), round(H * 0.86))
    r = round(W * 0.04)
    pygame.draw.rect(surf, COURT_TINT, frame, border_radius=r)
    line = max(2, round(W * 0.018))
    pygame.draw.rect(surf, ink, frame, line, border_radius=r)
    inner = frame.inflate(-line * 4, -line * 4)
    pygame.draw.rect(surf, suits.GOLD, inner, max(1, line // 2), border_radius=max(0, r - line))
    suits.draw_emblem(surf, rank, frame.centerx, frame.y + frame.h * 0.19, frame.w * 0.62, ink)
    letter = _draw.glyph(rank, frame.h * 0.34, ink)
    surf.blit(letter, letter.get_rect(center=(frame.centerx, frame.y + frame.h * 0.53)))
    pip(frame.centerx, frame.y + frame.h * 0.83, frame.w * 0.36)


def _index(surf: pygame.Surface, rank: str, suit: str, ink: tuple[int, int, int], outline: bool) -> None:
    """Rank and small suit in the top-left corner, and the same turned round in the bottom-right."""
    W, H = surf.get_size()
    letter = _draw.glyph(rank, H * 0.115, ink)
    small = _suit_big(suit, round(W * 0.145), ink, outline)
    col_w = max(letter.get_width(), small.get_width())
    block = _draw.canvas(col_w, letter.get_height() + small.get_height() + round(H * 0.012), (*ink, 0))
    block.blit(letter, ((col_w - letter.get_width()) // 2, 0))
    block.blit(small, ((col_w - small.get_width()) // 2, letter.get_height() + round(H * 0.012)))
    cx = round(W * 0.1)
    top = round(H * 0.04)
    surf.blit(block, (cx - col_w // 2, top))
    turned = pygame.transform.rotate(block, 180)
    surf.blit(turned, (W - cx + col_w // 2 - col_w, H - top - turned.get_height()))
