"""Decorative art for the menu's preview panel, drawn from the procedural art package when it is there."""

from __future__ import annotations

from typing import Any


def draw_showcase(app: Any, surface: Any, key: str, box: Any) -> None:
    """Draw a few pieces or cards of the focused game inside box (nothing if the art is not available)."""
    if box.w < 40 or box.h < 40:
        return
    try:
        faces = _faces(app, key, box)
    except Exception:
        return
    if not faces:
        return
    total = sum(f.get_width() for f in faces) + (len(faces) - 1) * (box.w // 40)
    x = box.centerx - total // 2
    for face in faces:
        rect = face.get_rect(midleft=(x, box.centery))
        surface.blit(face, rect)
        x += face.get_width() + box.w // 40


def _faces(app: Any, key: str, box: Any) -> list[Any]:
    cb = app.settings["colorblind"]
    if key in ("quarto", "continue"):
        from game.art.pieces import classic_piece

        size = min(box.h * 0.55, box.w / 4.6)
        return [classic_piece(p, int(size), colorblind=cb) for p in (0, 13, 6, 11)]
    if key == "set-quarto":
        from game.art.faces import quarto_face

        w = int(min(box.w / 4.5, box.h * 0.55 * 1.6))
        return [quarto_face("set", p, (w, int(w / 1.6)), colorblind=cb) for p in (0, 7, 10, 13)]
    if key == "aces-faces":
        from game.art.faces import quarto_face

        w = int(min(box.w / 5, box.h * 0.7 / 1.4))
        return [
            quarto_face(s, p, (w, int(w * 1.4)), colorblind=cb)
            for s, p in (("aces", 0), ("aces", 7), ("common", 10), ("common", 13))
        ]
    if key == "set":
        from game.art.setcards import SetCard, set_card_face

        w = int(min(box.w / 4.5, box.h * 0.55 * 1.6))
        cards = (SetCard(1, 0, 0, 0), SetCard(2, 1, 1, 1), SetCard(3, 2, 2, 2))
        return [set_card_face(c, (w, int(w / 1.6)), colorblind=cb) for c in cards]
    return []
