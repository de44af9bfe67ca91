"""Decorative art for the menu's preview panel: a few pieces or cards of the focused game, composed once.

Painted for the first time (a first start, a new window size), a classic piece costs 20–30 ms at 1920×1080, and
the four of them made a third of the window's first frame; spread over frames, the pieces are painted until
``SPREAD_S`` is spent (at least one) and the row shows once all are ready — a row already painted shows at once."""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.art import setcolours

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)
Key = tuple[str, tuple[int, int], bool, str]  # entry, size, colour-blind marks, SET's card colours
_cache: dict[Key, pygame.Surface | None] = {}
_begun: dict[Key, list[pygame.Surface]] = {}  # a row being painted over frames: its faces so far
SPREAD_S = 0.008  # painting spread over frames stops for the frame once this is spent


def draw_showcase(
    app: App, surface: pygame.Surface, key: str, box: pygame.Rect, spread: bool = False
) -> bool:
    """Draw a row of the focused game's pieces or cards, fitted into box and standing on its lower edge. With
    ``spread``, paint what is missing a part at a time: False while the row is not ready (nothing drawn yet)."""
    if box.w < 40 or box.h < 40:
        return True
    cb = bool(app.settings["colorblind"])
    ck = (key, box.size, cb, setcolours.chosen())
    layer = _cache.get(ck)
    if ck not in _cache:
        if len(_cache) > 24:
            _cache.clear()
        try:
            makers = _faces(key, box, cb)
            faces = _begun.pop(ck, [])
            start, before = time.perf_counter(), len(faces)
            while len(faces) < len(makers):
                if spread and len(faces) > before and time.perf_counter() - start > SPREAD_S:
                    _begun.clear()  # only the row in view is kept half painted
                    _begun[ck] = faces
                    return False
                faces.append(makers[len(faces)]())
            layer = _compose(faces, box.size)
        except Exception:  # decoration only: never let it break the menu (a bug here is logged, once per key)
            log.warning("no showcase for %s", key, exc_info=True)
            layer = None
        _cache[ck] = layer
    if layer is not None:
        surface.blit(layer, box.topleft)
    return True


def _compose(faces: list[pygame.Surface], size: tuple[int, int]) -> pygame.Surface | None:
    if not faces:
        return None
    # only what is painted counts: a classic piece's surface is half empty (room for its shadow), and the row
    # fitted the empty margins too, so at 150 % text the pieces shrank to a few pixels (their feet stay level)
    faces = [f.subsurface(f.get_bounding_rect(min_alpha=8)) if f.get_bounding_rect().w else f for f in faces]
    gap = size[0] // 30
    total = sum(f.get_width() for f in faces) + gap * (len(faces) - 1)
    tallest = max(f.get_height() for f in faces)
    scale = min(1.0, size[0] * 0.96 / total, size[1] * 0.96 / tallest)
    if scale < 1.0:
        faces = [
            pygame.transform.smoothscale(
                f, (max(1, int(f.get_width() * scale)), max(1, int(f.get_height() * scale)))
            )
            for f in faces
        ]
        gap = int(gap * scale)
        total = sum(f.get_width() for f in faces) + gap * (len(faces) - 1)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    x = (size[0] - total) // 2
    base = size[1] - (size[1] - max(f.get_height() for f in faces)) // 2
    for f in faces:
        layer.blit(f, f.get_rect(bottomleft=(x, base)))
        x += f.get_width() + gap
    return layer


def _faces(key: str, box: pygame.Rect, cb: bool) -> list[Callable[[], pygame.Surface]]:
    """The art a menu entry shows, by what the catalog says it is played with: a painter for each face."""
    entry = catalog.GAMES.get(key)
    family, pieces = (entry.family, entry.options.get("pieces")) if entry else ("", None)
    if key == "continue" or pieces == "classic":
        from game.art.pieces import classic_piece

        size = int(min(box.h * 0.8, box.w / 3.4))
        return [functools.partial(classic_piece, p, size, colorblind=cb) for p in (0, 13, 6, 11)]
    if pieces == "set":
        from game.art.faces import quarto_face

        w = int(min(box.w / 4.6, box.h * 0.5 * 1.6))
        return [
            functools.partial(quarto_face, "set", p, (w, int(w / 1.6)), colorblind=cb) for p in (0, 7, 10, 13)
        ]
    if pieces == "aces":
        from game.art.faces import quarto_face

        w = int(min(box.w / 4.8, box.h * 0.8 / 1.4))
        return [
            functools.partial(quarto_face, s, p, (w, int(w * 1.4)), colorblind=cb)
            for s, p in (("aces", 0), ("aces", 7), ("common", 10), ("common", 13))
        ]
    if family == "set":
        from game.art.setcards import SetCard, set_card_face

        w = int(min(box.w / 3.6, box.h * 0.5 * 1.6))
        cards = (SetCard(1, 0, 0, 0), SetCard(2, 1, 1, 1), SetCard(3, 2, 2, 2))
        return [functools.partial(set_card_face, c, (w, int(w / 1.6)), colorblind=cb) for c in cards]
    if family == "qu4to":  # a run of four, green-up
        from game.art.qu4tocards import card_face, card_size
        from game.rules.qu4to.cards import CODES_OF

        w = int(min(box.w / 4.6, box.h * 0.8 / 1.5))
        return [functools.partial(card_face, CODES_OF[v][0], card_size(w)) for v in (5, 6, 7, 8)]
    return []
