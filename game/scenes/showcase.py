"""Decorative art for the menu's preview panel: a few pieces or cards of the focused game, composed once."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game import catalog

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)
_cache: dict[tuple[str, tuple[int, int], bool], pygame.Surface | None] = {}


def draw_showcase(app: App, surface: pygame.Surface, key: str, box: pygame.Rect) -> None:
    """Draw a row of the focused game's pieces or cards, fitted into box and standing on its lower edge."""
    if box.w < 40 or box.h < 40:
        return
    cb = bool(app.settings["colorblind"])
    ck = (key, box.size, cb)
    layer = _cache.get(ck)
    if ck not in _cache:
        if len(_cache) > 24:
            _cache.clear()
        try:
            layer = _compose(_faces(key, box, cb), box.size)
        except Exception:  # decoration only: never let it break the menu (a bug here is logged, once per key)
            log.warning("no showcase for %s", key, exc_info=True)
            layer = None
        _cache[ck] = layer
    if layer is not None:
        surface.blit(layer, box.topleft)


def _compose(faces: list[pygame.Surface], size: tuple[int, int]) -> pygame.Surface | None:
    if not faces:
        return None
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


def _faces(key: str, box: pygame.Rect, cb: bool) -> list[pygame.Surface]:
    """The art a menu entry shows, by what the catalog says it is played with."""
    entry = catalog.GAMES.get(key)
    family, pieces = (entry.family, entry.options.get("pieces")) if entry else ("", None)
    if key == "continue" or pieces == "classic":
        from game.art.pieces import classic_piece

        size = int(min(box.h * 0.8, box.w / 3.4))
        return [classic_piece(p, size, colorblind=cb) for p in (0, 13, 6, 11)]
    if pieces == "set":
        from game.art.faces import quarto_face

        w = int(min(box.w / 4.6, box.h * 0.5 * 1.6))
        return [quarto_face("set", p, (w, int(w / 1.6)), colorblind=cb) for p in (0, 7, 10, 13)]
    if pieces == "aces":
        from game.art.faces import quarto_face

        w = int(min(box.w / 4.8, box.h * 0.8 / 1.4))
        return [
            quarto_face(s, p, (w, int(w * 1.4)), colorblind=cb)
            for s, p in (("aces", 0), ("aces", 7), ("common", 10), ("common", 13))
        ]
    if family == "set":
        from game.art.setcards import SetCard, set_card_face

        w = int(min(box.w / 3.6, box.h * 0.5 * 1.6))
        cards = (SetCard(1, 0, 0, 0), SetCard(2, 1, 1, 1), SetCard(3, 2, 2, 2))
        return [set_card_face(c, (w, int(w / 1.6)), colorblind=cb) for c in cards]
    return []
