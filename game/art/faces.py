"""One entry point for the board scene: the face of any Quarto-family piece, whatever the set.

The piece → card mapping belongs to the rules engine (``game.rules.quarto.pieces``); this module only paints.
"""

from __future__ import annotations

import pygame

from game.art.pieces import classic_piece
from game.art.playingcards import card_size, playing_card_face
from game.art.setcards import ASPECT, SetCard, set_card_face

SET_KEYS = ("classic", "set", "aces", "common")


def face_size(set_key: str, width: int) -> tuple[int, int]:
    """The natural (w, h) of a face ``width`` px wide: landscape SET cards, portrait playing cards."""
    if set_key == "set":
        return width, round(width / ASPECT)
    if set_key in ("aces", "common"):
        return card_size(width)
    return width, width


def quarto_face(
    set_key: str, piece: int, size: int | tuple[int, int], *, colorblind: bool = False
) -> pygame.Surface:
    """Piece ``piece`` (0..15) of set ``set_key`` ('classic' | 'set' | 'aces' | 'common'), cached.

    ``size``: for classic pieces the cell width (an int; a tuple's width is used); for cards (w, h) or a width.
    """
    from game.rules.quarto.pieces import playing_card, set_quarto_card

    if set_key not in SET_KEYS:
        raise ValueError(f"There is no piece set {set_key!r}; choose one of {', '.join(SET_KEYS)}.")
    if set_key == "classic":
        return classic_piece(piece, size if isinstance(size, int) else int(size[0]), colorblind=colorblind)
    wh = face_size(set_key, size) if isinstance(size, int) else (int(size[0]), int(size[1]))
    if set_key == "set":
        return set_card_face(SetCard(*set_quarto_card(piece)), wh, colorblind=colorblind)
    rank, suit = playing_card(set_key, piece)
    return playing_card_face(rank, suit, wh, colorblind=colorblind)
