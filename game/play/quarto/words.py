"""Names of Quarto pieces and cards in the players' words, for the banner, the move list and the hints."""

from __future__ import annotations

from game.rules.quarto.pieces import PieceSet, playing_card

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


def piece_words(pieces: PieceSet, piece: int) -> str:
    """A name for the banner and the move list ("the king of clubs", "the red two-diamond solid card")."""
    if pieces.key in ("aces", "common"):
        rank, suit = playing_card(pieces.key, piece)
        return f"the {RANK_WORDS[rank]} of {SUIT_WORDS[suit]}"
    return "the " + pieces.piece_name(piece)


def cell_name(cell: int, size: int) -> str:
    """Board coordinates as the move list and hints write them: files a–g left to right, ranks from the bottom."""
    r, c = divmod(cell, size)
    return f"{'abcdefg'[c]}{size - r}"
