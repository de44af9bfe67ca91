"""The table's view of the procedural art: one call per thing drawn, stand-ins where the art is not there yet.

Pieces: ``face(set_key, piece, cell_w, colorblind) -> (surface, anchor)`` where ``anchor`` is the point of the
surface that goes on a cell centre (the footprint of a classic piece, the centre of a card).
"""

from __future__ import annotations

import functools
from typing import Any

import pygame

from game.rules.pieces import playing_card, set_quarto_card

SET_ASPECT = 1.6  # landscape SET cards: width / height
PLAYING_ASPECT = 1.4  # portrait playing cards: height / width
RANK_WORDS = {
    "A": "ace",
    "K": "king",
    "Q": "queen",
    "J": "jack",
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def cell_shape(set_key: str, cell_w: int) -> tuple[int, int]:
    """The size of a place on the board for a cell of width ``cell_w``."""
    if set_key == "set":
        return cell_w, round(cell_w / SET_ASPECT)
    if set_key in ("aces", "common"):
        return cell_w, round(cell_w * PLAYING_ASPECT)
    return cell_w, cell_w


def piece_words(pieces: Any, piece: int) -> str:
    """A name for the banner and the move list ("the king of clubs", "the red two-diamond solid card")."""
    if pieces.key in ("aces", "common"):
        rank, suit = playing_card(pieces.key, piece)
        return f"the {RANK_WORDS[rank]} of {SUIT_WORDS[suit]}"
    return "the " + pieces.piece_name(piece)


def face(set_key: str, piece: int, cell_w: int, colorblind: bool = False) -> tuple[Any, tuple[int, int]]:
    """The surface of a piece or card sized for a cell ``cell_w`` wide, and its anchor point."""
    return _face(set_key, piece, max(8, int(cell_w)), bool(colorblind))


@functools.lru_cache(maxsize=256)
def _face(set_key: str, piece: int, cell_w: int, colorblind: bool) -> tuple[Any, tuple[int, int]]:
    if set_key == "classic":
        try:
            from game.art.pieces import classic_piece, piece_anchor

            return classic_piece(piece, cell_w, colorblind=colorblind), piece_anchor(cell_w)
        except ImportError:
            surf = _standin_piece(piece, cell_w)
            return surf, (surf.get_width() // 2, surf.get_height() - cell_w // 4)
    size = cell_shape(set_key, cell_w)
    surf = _card_face(set_key, piece, size, colorblind)
    return surf, (size[0] // 2, size[1] // 2)


def _card_face(set_key: str, piece: int, size: tuple[int, int], colorblind: bool) -> Any:
    try:
        return _card_face_once(set_key, piece, size, colorblind)
    except pygame.error:  # a font cached by the art before an earlier pygame.quit() (tests run many apps)
        from game.art import _draw

        getattr(_draw, "_FONTS", {}).clear()
        return _card_face_once(set_key, piece, size, colorblind)


def _card_face_once(set_key: str, piece: int, size: tuple[int, int], colorblind: bool) -> Any:
    try:
        from game.art.faces import quarto_face

        return quarto_face(set_key, piece, size, colorblind=colorblind)
    except ImportError:
        pass
    if set_key == "set":
        from game.art.setcards import set_card_face

        return set_card_face(set_quarto_card(piece), size, colorblind=colorblind)
    from game.art.playingcards import playing_card_face

    rank, suit = playing_card(set_key, piece)
    return playing_card_face(rank, suit, size, colorblind=colorblind)


def _standin_piece(piece: int, cell_w: int) -> Any:
    """A plain oblique cylinder or box (used only until game.art.pieces exists)."""
    w = cell_w
    body_h = int(w * (0.9 if not piece & 4 else 0.45))
    surf = pygame.Surface((w, body_h + w), pygame.SRCALPHA)
    wood = (116, 66, 38) if piece & 1 else (238, 198, 130)
    side = tuple(int(c * 0.75) for c in wood)
    r = pygame.Rect(w // 5, 0, w * 3 // 5, w * 3 // 10)
    top = r.move(0, w // 8)
    bottom = r.move(0, w // 8 + body_h)
    if piece & 2:
        pygame.draw.rect(surf, side, (r.x, top.centery, r.w, body_h + r.h // 2))
        pygame.draw.rect(surf, wood, top)
    else:
        pygame.draw.ellipse(surf, side, bottom)
        pygame.draw.rect(surf, side, (r.x, top.centery, r.w, body_h))
        pygame.draw.ellipse(surf, wood, top)
    if piece & 8:
        pygame.draw.ellipse(surf, (40, 24, 14), top.inflate(-r.w // 2, -r.h // 2))
    return surf


@functools.lru_cache(maxsize=8)
def card_back(size: tuple[int, int]) -> Any:
    """A face-down card for the board's places (the art package's back when it exists)."""
    try:
        from game.art.backs import card_back as art_back

        return art_back(size)
    except ImportError:
        pass
    w, h = size
    ss = 3
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    rect = big.get_rect()
    rad = max(2, min(w, h) // 10) * ss
    pygame.draw.rect(big, (246, 240, 226), rect, border_radius=rad)
    inner = rect.inflate(-max(3, min(w, h) // 12) * ss * 2, -max(3, min(w, h) // 12) * ss * 2)
    pygame.draw.rect(big, (122, 34, 44), inner, border_radius=max(1, rad // 2))
    step = max(4, min(w, h) // 7) * ss
    line = (150, 56, 64)
    clip = big.get_clip()
    big.set_clip(inner)
    for k in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(big, line, (inner.x + k, inner.y), (inner.x + k + inner.h, inner.bottom), ss)
        pygame.draw.line(big, line, (inner.x + k, inner.bottom), (inner.x + k + inner.h, inner.y), ss)
    big.set_clip(clip)
    pygame.draw.rect(big, (222, 172, 74), inner, width=ss, border_radius=max(1, rad // 2))
    pygame.draw.rect(big, (196, 190, 178), rect, width=ss, border_radius=rad)
    return pygame.transform.smoothscale(big, size)


@functools.lru_cache(maxsize=8)
def place_outline(size: tuple[int, int]) -> Any:
    """A soft outline for a legal place on the unmarked board."""
    try:
        from game.art.backs import place_outline as art_outline

        return art_outline(size)
    except ImportError:
        pass
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rad = max(2, min(w, h) // 9)
    pygame.draw.rect(surf, (255, 255, 255, 26), surf.get_rect(), border_radius=rad)
    pygame.draw.rect(surf, (255, 246, 220, 120), surf.get_rect(), width=max(1, w // 40), border_radius=rad)
    return surf


@functools.lru_cache(maxsize=32)
def glow(size: tuple[int, int], colour: tuple[int, int, int], radius: int) -> Any:
    """A soft halo around a rectangle of ``size`` (drawn small and smoothscaled: a cheap blur)."""
    pad = max(4, radius)
    w, h = size[0] + 2 * pad, size[1] + 2 * pad
    f = 4
    small = pygame.Surface((max(1, w // f), max(1, h // f)), pygame.SRCALPHA)
    inner = pygame.Rect(pad // f, pad // f, max(1, size[0] // f), max(1, size[1] // f))
    pygame.draw.rect(small, (*colour, 230), inner.inflate(pad // f, pad // f), border_radius=max(1, pad // f))
    for _ in range(2):
        small = pygame.transform.smoothscale(
            small, (max(1, small.get_width() // 2), max(1, small.get_height() // 2))
        )
        small = pygame.transform.smoothscale(small, (max(1, w // f), max(1, h // f)))
    return pygame.transform.smoothscale(small, (w, h))


@functools.lru_cache(maxsize=16)
def soft_shadow(size: tuple[int, int], alpha: int = 110) -> Any:
    """A blurry oval shadow for a lifted piece: an ellipse painted tiny and smoothscaled up (very soft edges)."""
    small = pygame.Surface((24, 12), pygame.SRCALPHA)
    pygame.draw.ellipse(small, (0, 0, 0, alpha), (5, 3, 14, 6))
    small = pygame.transform.smoothscale(small, (12, 6))
    small = pygame.transform.smoothscale(small, (24, 12))
    return pygame.transform.smoothscale(small, (max(2, size[0]), max(2, size[1])))


def wood_board(size: tuple[int, int]) -> tuple[Any, list[tuple[int, int]], int]:
    """The classic round board fitted in ``size``: (surface, cell centres, cell width for pieces)."""
    try:
        from game.art.table import board_cell_width, board_cells
        from game.art.table import wood_board as art_board

        return art_board(size), board_cells(size), board_cell_width(size)
    except ImportError:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        r = min(w, h) // 2
        pygame.draw.ellipse(surf, (176, 116, 64), (w // 2 - r, h // 2 - int(r * 0.6), 2 * r, int(r * 1.2)))
        c = r * 0.36
        cells = [
            (round(w / 2 + (col - 1.5) * c), round(h / 2 + (row - 1.5) * c * 0.58))
            for row in range(4)
            for col in range(4)
        ]
        return surf, cells, max(8, round(c))


_halos: dict[tuple, Any] = {}


def halo(
    set_key: str, piece: int, cell_w: int, colorblind: bool, colour: tuple[int, int, int]
) -> tuple[Any, tuple[int, int]]:
    """A soft glow in the shape of a piece (its silhouette, blurred), to draw behind it; with its anchor."""
    key = (set_key, piece, cell_w, colorblind, colour)
    got = _halos.get(key)
    if got is None:
        surf, anchor = face(set_key, piece, cell_w, colorblind)
        mask = pygame.mask.from_surface(surf, 160)
        pad = max(8, cell_w // 3)
        solid = mask.to_surface(setcolor=(*colour, 255), unsetcolor=(*colour, 0))
        sw, sh = solid.get_size()
        grow = 1.22  # dilate the silhouette so the light shows around the piece, not only behind it
        bigger = pygame.transform.smoothscale(solid, (round(sw * grow), round(sh * 1.08)))
        big = pygame.Surface((sw + 2 * pad, sh + 2 * pad), pygame.SRCALPHA)
        big.fill((*colour, 0))
        big.blit(bigger, (pad - round(sw * (grow - 1) / 2), pad - round(sh * 0.06)))
        w, h = big.get_size()
        small = pygame.transform.smoothscale(big, (max(1, w // 8), max(1, h // 8)))
        small = pygame.transform.smoothscale(small, (max(1, w // 4), max(1, h // 4)))
        got = (pygame.transform.smoothscale(small, (w, h)), (anchor[0] + pad, anchor[1] + pad))
        if len(_halos) > 64:
            _halos.clear()
        _halos[key] = got
    return got
