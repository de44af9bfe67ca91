"""QU4TO cards, drawn procedurally: faces split into a green and a blue half, and backs that show each end.

A held card (``game.rules.qu4to.cards``: ``kind * 2 + up``) is drawn the way its holder sees it: the upright half
at the top with its value big in the corner and the centre, the other half below with its value small and upside
down, as on the real card. The halves also differ by pattern (green: diagonal hatching, blue: dots) and carry a
letter (G / B), so they read without colour. The eight QU4TO 4s have their own face: both halves say 4, a gold
frame and the word QU4TO, with the colour marks in the corners. Backs show which end is green and which blue, so
an opponent's orientations are visible from behind.

Everything is drawn at a supersampled size and smoothscaled down (crisp at any size) and cached per size.
"""

from __future__ import annotations

import pygame

from game.art import _draw, diskcache
from game.art.memo import art_cache

GREEN = (46, 150, 88)
GREEN_DARK = (24, 96, 54)
BLUE = (44, 104, 186)
BLUE_DARK = (24, 60, 124)
GOLD = (226, 178, 74)
GOLD_DARK = (150, 108, 30)
INK = (30, 28, 26)
CARD_RATIO = 1.5  # height / width

#: (green value, blue value) per kind, kept here so the art imports no rules (kind 10 is the QU4TO 4)
_VALUES = ((1, 11), (2, 10), (3, 9), (5, 8), (6, 7), (7, 6), (8, 5), (9, 3), (10, 2), (11, 1), (4, 4))
QU4TO_KIND = 10
FACES = len(_VALUES) * 2  # held cards: each kind either way up
_from_disk: dict[tuple[int, tuple[int, int]], pygame.Surface] = {}  # read from disk, for ``_face`` to keep


def card_size(width: int) -> tuple[int, int]:
    """The (w, h) of a card ``width`` pixels wide."""
    width = max(12, int(width))
    return width, round(width * CARD_RATIO)


def card_face(code: int, size: tuple[int, int], *, selected: bool = False) -> pygame.Surface:
    """The face of held card ``code`` at ``size``; cached, treat as read-only."""
    if not 0 <= code < FACES:
        raise ValueError(f"There is no QU4TO held card {code}.")
    return _face(code, (max(12, int(size[0])), max(18, int(size[1]))), bool(selected))


def card_back(up: int, size: tuple[int, int]) -> pygame.Surface:
    """The back of a card held green-up (0) or blue-up (1): the upright end's colour at the top."""
    return _back(1 if up else 0, (max(8, int(size[0])), max(12, int(size[1]))))


def _half_colours(up: int) -> tuple[tuple, tuple, str]:
    return (GREEN, GREEN_DARK, "G") if up == 0 else (BLUE, BLUE_DARK, "B")


def _pattern(surf: pygame.Surface, rect: pygame.Rect, colour: tuple, dark: tuple, up: int, step: int) -> None:
    """Fill ``rect`` with the half's colour and its pattern: hatching for green, dots for blue."""
    surf.fill(colour, rect)
    line = _draw.mix(colour, dark, 0.45)
    clip = surf.get_clip()
    surf.set_clip(rect)
    if up == 0:
        w = max(1, step // 5)
        for x in range(rect.x - rect.h, rect.right, step):
            pygame.draw.line(surf, line, (x, rect.bottom), (x + rect.h, rect.y), w)
    else:
        r = max(1, step // 6)
        for j, y in enumerate(range(rect.y + step // 2, rect.bottom, step)):
            off = (step // 2) * (j % 2)
            for x in range(rect.x + step // 2 + off, rect.right, step):
                pygame.draw.circle(surf, line, (x, y), r)
    surf.set_clip(clip)


def _disk_name(size: tuple[int, int]) -> str:
    return f"qu4to-faces-{size[0]}x{size[1]}"


def faces_from_disk(size: tuple[int, int]) -> bool:
    """Every face at ``size`` (not selected) read from the disk cache into the faces' cache, if stored there by
    this art (a batch: a few ms at 1920×1080, where painting them is ≈ 3 ms each); True if they were."""
    size = (max(12, int(size[0])), max(18, int(size[1])))
    if all(_face.ready(code, size, False) for code in range(FACES)):
        return True
    stored = diskcache.load(_disk_name(size), FACES)
    if stored is None:
        return False
    for code, surf in enumerate(stored):
        _from_disk[(code, size)] = surf
        _face(code, size, False)
        _from_disk.pop((code, size), None)  # (kept by ``_face``'s cache from here)
    return True


def store_faces(size: tuple[int, int]) -> None:
    """Keep every face at ``size`` (not selected) on disk for the next run (painted now if they are not)."""
    size = (max(12, int(size[0])), max(18, int(size[1])))
    diskcache.store(_disk_name(size), [_face(code, size, False) for code in range(FACES)])


@art_cache(512)
def _face(code: int, size: tuple[int, int], selected: bool) -> pygame.Surface:
    stored = None if selected else _from_disk.get((code, size))
    if stored is not None:
        return stored
    kind, up = code >> 1, code & 1
    w, h = size
    ss = 2 if max(w, h) > 96 else _draw.supersample(w, h)  # 2× is smooth enough for big faces, 4× cheaper
    W, H = w * ss, h * ss
    radius = round(min(W, H) * 0.1)
    surf = _draw.canvas(W, H, (*_draw.PAPER, 0))
    edge = GOLD if selected else _draw.PAPER_EDGE
    pygame.draw.rect(surf, edge, (0, 0, W, H), border_radius=radius)
    border = max(ss, round(W * (0.06 if selected else 0.035)))
    inner = pygame.Rect(border, border, W - 2 * border, H - 2 * border)
    pygame.draw.rect(surf, _draw.PAPER, inner, border_radius=max(1, radius - border))
    values = _VALUES[kind]
    top_val, low_val = values[up], values[1 - up]
    top_col, top_dark, top_letter = _half_colours(up)
    low_col, low_dark, low_letter = _half_colours(1 - up)
    pad = round(W * 0.07)
    field = pygame.Rect(inner.x + pad // 2, inner.y + pad // 2, inner.w - pad, inner.h - pad)
    split = field.y + field.h // 2
    top = pygame.Rect(field.x, field.y, field.w, split - field.y)
    low = pygame.Rect(field.x, split, field.w, field.bottom - split)
    step = max(4, round(W * 0.09))
    # the two halves, clipped to a rounded field by a mask drawn after
    halves = _draw.canvas(W, H)
    _pattern(halves, top, top_col, top_dark, up, step)
    _pattern(halves, low, low_col, low_dark, 1 - up, step)
    shape = _draw.canvas(W, H)
    pygame.draw.rect(shape, (255, 255, 255, 255), field, border_radius=round(W * 0.07))
    halves.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(halves, (0, 0))
    pygame.draw.line(surf, _draw.PAPER, (field.x, split), (field.right, split), max(ss, round(W * 0.02)))
    four = kind == QU4TO_KIND
    # the centre medallion on the upright half: the big value
    cx, cy = field.centerx, top.centery + round(top.h * 0.08)
    rad = round(min(top.w, top.h) * 0.36)
    pygame.draw.circle(surf, GOLD if four else _draw.PAPER, (cx, cy), rad)
    pygame.draw.circle(surf, GOLD_DARK if four else top_dark, (cx, cy), rad, max(ss, round(W * 0.02)))
    big = _draw.glyph(str(top_val), rad * (0.95 if top_val < 10 else 0.8), INK)
    surf.blit(big, big.get_rect(center=(cx, cy)))
    # the corner index: big upright value and its letter, top left
    idx_h = round(H * 0.12)
    corner = _draw.glyph(str(top_val), idx_h, _draw.PAPER)
    x0, y0 = field.x + round(W * 0.05), field.y + round(W * 0.05)
    _plate(surf, corner, x0, y0, top_dark)
    letter = _draw.glyph(top_letter, idx_h * 0.42, _draw.PAPER)
    surf.blit(letter, (x0 + round(W * 0.01), y0 + corner.get_height() + round(W * 0.07)))
    # the other half's value: small and upside down, in the middle of the lower half, with its letter
    small = _draw.glyph(str(low_val), round(H * 0.1), INK)
    badge = pygame.Rect(0, 0, small.get_width() + round(W * 0.16), small.get_height() + round(W * 0.1))
    badge.center = (field.centerx, low.centery + round(low.h * 0.05))
    pygame.draw.rect(surf, _draw.PAPER, badge, border_radius=badge.h // 3)
    pygame.draw.rect(surf, low_dark, badge, max(ss, round(W * 0.015)), border_radius=badge.h // 3)
    surf.blit(pygame.transform.rotate(small, 180), small.get_rect(center=badge.center))
    low_l = pygame.transform.rotate(_draw.glyph(low_letter, idx_h * 0.42, _draw.PAPER), 180)
    surf.blit(
        low_l, low_l.get_rect(bottomright=(field.right - round(W * 0.06), field.bottom - round(W * 0.05)))
    )
    if four:
        # the QU4TO card: a gold frame and the word across the split, the colour marks in every corner
        pygame.draw.rect(surf, GOLD, field, max(ss, round(W * 0.04)), border_radius=round(W * 0.07))
        word = _draw.glyph("QU4TO", round(H * 0.055), INK)
        tag = word.get_rect(center=(field.centerx, split)).inflate(round(W * 0.1), round(W * 0.05))
        pygame.draw.rect(surf, GOLD, tag, border_radius=tag.h // 2)
        surf.blit(word, word.get_rect(center=tag.center))
        m = max(ss, round(W * 0.05))
        for (px, py), col in (
            ((field.right - 2 * m, field.y + 2 * m), top_col),
            ((field.x + 2 * m, field.bottom - 2 * m), low_col),
        ):
            pygame.draw.circle(surf, GOLD, (px, py), m + ss)
            pygame.draw.circle(surf, col, (px, py), m)
    return _draw.shrink(surf, size)


def _plate(surf: pygame.Surface, glyph: pygame.Surface, x: int, y: int, colour: tuple) -> None:
    """A value on a dark rounded plate, so it reads on the patterned half."""
    box = glyph.get_rect(topleft=(x, y)).inflate(glyph.get_height() // 2, glyph.get_height() // 3)
    box.topleft = (x, y)
    pygame.draw.rect(surf, colour, box, border_radius=box.h // 4)
    surf.blit(glyph, glyph.get_rect(center=box.center))


@art_cache(64)
def _back(up: int, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    ss = _draw.supersample(w, h)
    W, H = w * ss, h * ss
    radius = round(min(W, H) * 0.1)
    surf = _draw.canvas(W, H, (*_draw.PAPER_EDGE, 0))
    pygame.draw.rect(surf, _draw.PAPER_EDGE, (0, 0, W, H), border_radius=radius)
    border = max(ss, round(W * 0.05))
    inner = pygame.Rect(border, border, W - 2 * border, H - 2 * border)
    pygame.draw.rect(surf, (34, 32, 44), inner, border_radius=max(1, radius - border))
    end_h = round(inner.h * 0.3)
    top_col, _, top_l = _half_colours(up)
    low_col, _, low_l = _half_colours(1 - up)
    for rect, col, letter, flip in (
        (pygame.Rect(inner.x, inner.y, inner.w, end_h), top_col, top_l, False),
        (pygame.Rect(inner.x, inner.bottom - end_h, inner.w, end_h), low_col, low_l, True),
    ):
        band = _draw.canvas(W, H)
        pygame.draw.rect(band, (*col, 255), inner, border_radius=max(1, radius - border))
        mask = _draw.canvas(W, H)
        mask.fill((255, 255, 255, 255), rect)
        band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(band, (0, 0))
        if min(w, h) >= 24:
            g = _draw.glyph(letter, end_h * 0.45, _draw.PAPER)
            if flip:
                g = pygame.transform.rotate(g, 180)
            surf.blit(g, g.get_rect(center=rect.center))
    # a gold diamond in the middle, the house mark
    cx, cy, r = inner.centerx, inner.centery, round(min(inner.w, inner.h - 2 * end_h) * 0.42)
    pygame.draw.polygon(surf, GOLD, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
    r2 = round(r * 0.55)
    pygame.draw.polygon(surf, (34, 32, 44), [(cx, cy - r2), (cx + r2, cy), (cx, cy + r2), (cx - r2, cy)])
    return _draw.shrink(surf, size)
