"""The four Quarto-family piece sets: a piece is a 4-bit id, bit i = attribute i of its set.

Public API:
- ``Attribute(name, values, shared)``: ``values[bit]`` names the value of a piece whose bit is ``bit``;
  ``shared[bit]`` is the phrase used when four pieces share it ("all red").
- ``PieceSet``: ``key``, ``title``, ``attributes`` (4), ``call_word`` ("Quarto!" or "WIN"), ``noun``;
  ``piece_name(p)``, ``value_name(p, attr)``, ``describe_shared(attr, bit)``, ``partner(p)``.
- ``PIECE_SETS``: key -> PieceSet for 'classic', 'set', 'aces', 'common'.
- ``set_quarto_card(p) -> (count, colour, fill, shape)``: indices into the full 81-card SET deck.
- ``playing_card(set_key, p) -> (rank, suit)``: rank in A K Q J 2 3 4 5, suit in S H D C.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_, Sentence
from game.rules.errors import IllegalMove, NotationError

PIECES = tuple(range(16))
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


@dataclass(frozen=True)
class Attribute:
    """One two-valued attribute; ``values[0]`` is the value of a piece whose bit is 0."""

    name: str
    values: tuple[str, str]
    shared: tuple[str, str] = ("", "")

    def phrase(self, bit: int) -> str:
        """How a player says that four pieces share value ``bit``."""
        return self.shared[bit] or f"all {self.values[bit]}"


def partner(p: int) -> int:
    """The uncommon partner: the piece with no attribute value in common with ``p``."""
    return p ^ 15


@dataclass(frozen=True)
class PieceSet:
    """A named set of 16 pieces; knows how to name pieces and shared values for players."""

    key: str
    title: str
    attributes: tuple[Attribute, Attribute, Attribute, Attribute]
    call_word: str = "Quarto!"
    noun: str = "piece"

    def value_name(self, p: int, attr: int) -> str:
        """The name of piece ``p``'s value for attribute ``attr`` ("red", "tall")."""
        return self.attributes[attr].values[(p >> attr) & 1]

    def describe_shared(self, attr: int, bit: int) -> str:
        """The phrase for four pieces sharing value ``bit`` of attribute ``attr`` ("all red")."""
        return self.attributes[attr].phrase(bit)

    def piece_name(self, p: int) -> str:
        """A player-facing name, e.g. "tall dark round hollow piece", "red two-diamond solid card", "K♣"."""
        return str(self.piece_sentence(p))

    def piece_sentence(self, p: int) -> Sentence:
        """``piece_name`` as a Sentence, for a message a player reads in their language: the same msgids and
        contexts as the table's own names for pieces (game/play/quarto/words.py), so no new entries."""
        _check_piece(p)
        if self.key == "classic":
            v = self.value_name
            word = {k: Sentence.word("Quarto piece", v(p, a)) for k, a in _CLASSIC_SLOTS}
            return Sentence("{height} {colour} {shape} {top} piece", **word)
        if self.key == "set":
            count, colour, fill, shape = set_quarto_card(p)
            symbols = f"{'one' if count == 1 else 'two'}-{('oval', 'squiggle', 'diamond')[shape]}"
            return Sentence(
                "{colour} {symbols} {fill} card",
                colour=Sentence.word("SET Quarto card", ("red", "purple", "green")[colour]),
                symbols=Sentence.word("SET Quarto card", symbols),
                fill=Sentence.word("SET Quarto card", ("solid", "striped", "empty")[fill]),
            )
        rank, suit = playing_card(self.key, p)
        return Sentence(f"{rank}{SUIT_SYMBOLS[suit]}")  # a card's code: the same in every language

    def partner(self, p: int) -> int:
        """The uncommon partner of ``p`` (its complement)."""
        _check_piece(p)
        return partner(p)


#: The order a classic piece's name reads its traits in: height, colour, shape, top.
_CLASSIC_SLOTS = (("height", 2), ("colour", 0), ("shape", 1), ("top", 3))


def _check_piece(p: int) -> None:
    if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < 16:
        raise IllegalMove(N_("There is no piece {piece}; pieces are numbered 0 to 15."), piece=repr(p))


def set_quarto_card(p: int) -> tuple[int, int, int, int]:
    """SET Quarto piece -> (count, colour, fill, shape) in the full SET deck's indices.

    count 1|2 (bit0); colour 0 red | 2 green (bit1); fill 0 solid | 2 empty (bit2); shape 0 oval | 2 diamond (bit3).
    """
    _check_piece(p)
    return (1 + (p & 1), 2 * ((p >> 1) & 1), 2 * ((p >> 2) & 1), 2 * ((p >> 3) & 1))


# Aces & Faces: suit from (bit0 top, bit1 colour), rank from (bit2 gender, bit3 role).
_ACES_SUIT = {(0, 0): "H", (0, 1): "C", (1, 0): "D", (1, 1): "S"}
_ACES_RANK = {(0, 0): "K", (1, 0): "Q", (0, 1): "J", (1, 1): "A"}
# Common Sense: suit from (bit0 colour, bit3 top), rank from (bit1 parity, bit2 size).
_COMMON_SUIT = {(0, 0): "H", (1, 0): "C", (0, 1): "D", (1, 1): "S"}
_COMMON_RANK = {(0, 0): "2", (1, 0): "3", (0, 1): "4", (1, 1): "5"}


def playing_card(set_key: str, p: int) -> tuple[str, str]:
    """Aces & Faces or Common Sense piece -> (rank, suit), e.g. ('K', 'C')."""
    _check_piece(p)
    b = [(p >> i) & 1 for i in range(4)]
    if set_key == "aces":
        return _ACES_RANK[(b[2], b[3])], _ACES_SUIT[(b[0], b[1])]
    if set_key == "common":
        return _COMMON_RANK[(b[1], b[2])], _COMMON_SUIT[(b[0], b[3])]
    raise NotationError(f"The {set_key!r} set is not a deck of playing cards.")


def card_piece(set_key: str, rank: str, suit: str) -> int:
    """The inverse of ``playing_card``: ('K', 'C') -> piece id."""
    for p in PIECES:
        if (
            isinstance(rank, str)
            and isinstance(suit, str)
            and playing_card(set_key, p) == (rank.upper(), suit.upper())
        ):
            return p
    raise NotationError(f"There is no {rank}{suit} in the {set_key} deck.")


PIECE_SETS: dict[str, PieceSet] = {
    "classic": PieceSet(
        "classic",
        "Classic Quarto",
        (
            Attribute("colour", ("light", "dark")),
            Attribute("shape", ("round", "square")),
            Attribute("height", ("tall", "short")),
            Attribute("top", ("solid", "hollow")),
        ),
    ),
    "set": PieceSet(
        "set",
        "SET Quarto",
        (
            Attribute("number", ("one symbol", "two symbols"), ("all one symbol", "all two symbols")),
            Attribute("colour", ("red", "green")),
            Attribute("filling", ("solid", "empty")),
            Attribute("shape", ("oval", "diamond"), ("all ovals", "all diamonds")),
        ),
        noun="card",
    ),
    "aces": PieceSet(
        "aces",
        "Aces & Faces",
        (
            Attribute("suit top", ("rounded", "pointed"), ("all rounded suits", "all pointed suits")),
            Attribute("colour", ("red", "black")),
            Attribute("gender", ("male", "female")),
            Attribute("rank", ("ruler", "follower"), ("all rulers", "all followers")),
        ),
        call_word="WIN",
        noun="card",
    ),
    "common": PieceSet(
        "common",
        "Common Sense",
        (
            Attribute("colour", ("red", "black")),
            Attribute("parity", ("even", "odd")),
            Attribute("size", ("low", "high")),
            Attribute("suit top", ("rounded", "pointed"), ("all rounded suits", "all pointed suits")),
        ),
        call_word="WIN",
        noun="card",
    ),
}
