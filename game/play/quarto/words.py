"""Names of Quarto pieces and cards in the players' words, for the banner, the move list and the hints -- in the
language in use (issue #30): the rules name things in English once; the words a player reads are built here, at
draw time, from whole translatable patterns.

The same English word can mean two things (a Quarto piece's "solid" top, a SET card's "solid" filling), so the
traits are looked up with a context (``pgettext``), which the catalogs keep as ``msgctxt``.
"""

from __future__ import annotations

import re

from game.i18n import _, and_list, pgettext
from game.rules.quarto.pieces import PieceSet, playing_card, set_quarto_card


def by_noun(pieces: PieceSet, piece_text: str, card_text: str) -> str:
    """The sentence written for pieces or the one written for cards (both already translated)."""
    return piece_text if pieces.noun == "piece" else card_text


# ----- traits ------------------------------------------------------------------------------------------------
def value_word(pieces: PieceSet, attr: int, bit: int) -> str:
    """A trait's value as a list of traits names it ("tall", "one symbol", "rounded")."""
    return _value_words(pieces.key)[attr][bit]


def _value_words(key: str) -> tuple[tuple[str, str], ...]:
    if key == "classic":
        return (
            (pgettext("Quarto pieces", "light"), pgettext("Quarto pieces", "dark")),
            (pgettext("Quarto pieces", "round"), pgettext("Quarto pieces", "square")),
            (pgettext("Quarto pieces", "tall"), pgettext("Quarto pieces", "short")),
            (pgettext("Quarto pieces", "solid"), pgettext("Quarto pieces", "hollow")),
        )
    if key == "set":
        return (
            (pgettext("SET Quarto cards", "one symbol"), pgettext("SET Quarto cards", "two symbols")),
            (pgettext("SET Quarto cards", "red"), pgettext("SET Quarto cards", "green")),
            (pgettext("SET Quarto cards", "solid"), pgettext("SET Quarto cards", "empty")),
            (pgettext("SET Quarto cards", "oval"), pgettext("SET Quarto cards", "diamond")),
        )
    if key == "aces":
        return (
            (pgettext("playing cards", "rounded"), pgettext("playing cards", "pointed")),
            (pgettext("playing cards", "red"), pgettext("playing cards", "black")),
            (pgettext("playing cards", "male"), pgettext("playing cards", "female")),
            (pgettext("playing cards", "ruler"), pgettext("playing cards", "follower")),
        )
    return (
        (pgettext("playing cards", "red"), pgettext("playing cards", "black")),
        (pgettext("playing cards", "even"), pgettext("playing cards", "odd")),
        (pgettext("playing cards", "low"), pgettext("playing cards", "high")),
        (pgettext("playing cards", "rounded"), pgettext("playing cards", "pointed")),
    )


def trait_name(pieces: PieceSet, attr: int) -> str:
    """A trait's name, lower case as running text has it ("height", "suit top"), translated."""
    names = {
        "colour": pgettext("trait", "colour"),
        "shape": pgettext("trait", "shape"),
        "height": pgettext("trait", "height"),
        "top": pgettext("trait", "top"),
        "number": pgettext("trait", "number"),
        "filling": pgettext("trait", "filling"),
        "suit top": pgettext("trait", "suit top"),
        "gender": pgettext("trait", "gender"),
        "rank": pgettext("trait", "rank"),
        "parity": pgettext("trait", "parity"),
        "size": pgettext("trait", "size"),
    }
    name = pieces.attributes[attr].name
    return names.get(name, name)


def shared_phrase(pieces: PieceSet, attr: int, bit: int) -> str:
    """How a player says that four pieces share a value ("all red", "all ovals")."""
    return _shared_phrases(pieces.key)[attr][bit]


def _shared_phrases(key: str) -> tuple[tuple[str, str], ...]:
    if key == "classic":
        return (
            (pgettext("Quarto pieces", "all light"), pgettext("Quarto pieces", "all dark")),
            (pgettext("Quarto pieces", "all round"), pgettext("Quarto pieces", "all square")),
            (pgettext("Quarto pieces", "all tall"), pgettext("Quarto pieces", "all short")),
            (pgettext("Quarto pieces", "all solid"), pgettext("Quarto pieces", "all hollow")),
        )
    if key == "set":
        return (
            (pgettext("SET Quarto cards", "all one symbol"), pgettext("SET Quarto cards", "all two symbols")),
            (pgettext("SET Quarto cards", "all red"), pgettext("SET Quarto cards", "all green")),
            (pgettext("SET Quarto cards", "all solid"), pgettext("SET Quarto cards", "all empty")),
            (pgettext("SET Quarto cards", "all ovals"), pgettext("SET Quarto cards", "all diamonds")),
        )
    suits = (pgettext("playing cards", "all rounded suits"), pgettext("playing cards", "all pointed suits"))
    colours = (pgettext("playing cards", "all red"), pgettext("playing cards", "all black"))
    if key == "aces":
        return (
            suits,
            colours,
            (pgettext("playing cards", "all male"), pgettext("playing cards", "all female")),
            (pgettext("playing cards", "all rulers"), pgettext("playing cards", "all followers")),
        )
    return (
        colours,
        (pgettext("playing cards", "all even"), pgettext("playing cards", "all odd")),
        (pgettext("playing cards", "all low"), pgettext("playing cards", "all high")),
        suits,
    )


def four_pieces(pieces: PieceSet, shared: tuple[tuple[int, int], ...]) -> str:
    """What a winning line shares, as a result says it: "four tall dark pieces", "all red and all ovals"."""
    if pieces.key != "classic":
        return and_list([shared_phrase(pieces, a, b) for a, b in shared])
    # TRANSLATORS: four Quarto pieces that share these traits, e.g. "tall dark" -> "four tall dark pieces"
    plural = (
        (pgettext("four Quarto pieces", "light"), pgettext("four Quarto pieces", "dark")),
        (pgettext("four Quarto pieces", "round"), pgettext("four Quarto pieces", "square")),
        (pgettext("four Quarto pieces", "tall"), pgettext("four Quarto pieces", "short")),
        (pgettext("four Quarto pieces", "solid"), pgettext("four Quarto pieces", "hollow")),
    )
    values = " ".join(plural[a][b] for a, b in shared)
    return _("four {values} pieces").format(values=values)


# ----- pieces and cards --------------------------------------------------------------------------------------
def _rank_suit(pieces: PieceSet, piece: int) -> tuple[str, str]:
    rank, suit = playing_card(pieces.key, piece)
    ranks = {
        "A": _("ace"),
        "K": _("king"),
        "Q": _("queen"),
        "J": _("jack"),
        "2": _("two"),
        "3": _("three"),
        "4": _("four"),
        "5": _("five"),
    }
    suits = {"S": _("spades"), "H": _("hearts"), "D": _("diamonds"), "C": _("clubs")}
    return ranks[rank], suits[suit]


def _traits_of(pieces: PieceSet, piece: int) -> dict[str, str]:
    """A classic piece's or a SET Quarto card's values, as its name (before the noun) reads them."""
    if pieces.key == "classic":
        b = [(piece >> i) & 1 for i in range(4)]
        return {
            "colour": (pgettext("Quarto piece", "light"), pgettext("Quarto piece", "dark"))[b[0]],
            "shape": (pgettext("Quarto piece", "round"), pgettext("Quarto piece", "square"))[b[1]],
            "height": (pgettext("Quarto piece", "tall"), pgettext("Quarto piece", "short"))[b[2]],
            "top": (pgettext("Quarto piece", "solid"), pgettext("Quarto piece", "hollow"))[b[3]],
        }
    count, colour, fill, shape = set_quarto_card(piece)
    symbols = {
        (1, 0): pgettext("SET Quarto card", "one-oval"),
        (2, 0): pgettext("SET Quarto card", "two-oval"),
        (1, 2): pgettext("SET Quarto card", "one-diamond"),
        (2, 2): pgettext("SET Quarto card", "two-diamond"),
    }
    return {
        "colour": (pgettext("SET Quarto card", "red"), "", pgettext("SET Quarto card", "green"))[colour],
        "symbols": symbols[(count, shape)],
        "fill": (pgettext("SET Quarto card", "solid"), "", pgettext("SET Quarto card", "empty"))[fill],
    }


def piece_name(pieces: PieceSet, piece: int) -> str:
    """A piece's name without "the": "tall dark round hollow piece", "red two-diamond solid card", "K♣"."""
    if pieces.key == "classic":
        return _("{height} {colour} {shape} {top} piece").format(**_traits_of(pieces, piece))
    if pieces.key == "set":
        return _("{colour} {symbols} {fill} card").format(**_traits_of(pieces, piece))
    return pieces.piece_name(piece)


def piece_words(pieces: PieceSet, piece: int) -> str:
    """A name for the banner and the move list ("the king of clubs", "the red two-diamond solid card")."""
    if pieces.key in ("aces", "common"):
        rank = {
            "A": _("the ace"),
            "K": _("the king"),
            "Q": _("the queen"),
            "J": _("the jack"),
            "2": _("the two"),
            "3": _("the three"),
            "4": _("the four"),
            "5": _("the five"),
        }[playing_card(pieces.key, piece)[0]]
        return _("{the_rank} of {suit}").format(the_rank=rank, suit=_rank_suit(pieces, piece)[1])
    if pieces.key == "classic":
        return _("the {height} {colour} {shape} {top} piece").format(**_traits_of(pieces, piece))
    return _("the {colour} {symbols} {fill} card").format(**_traits_of(pieces, piece))


def short_piece(pieces: PieceSet, piece: int) -> str:
    """A name without "the" and "piece"/"card", for the move list ("tall dark round solid", "king of clubs")."""
    if pieces.key in ("aces", "common"):
        rank, suit = _rank_suit(pieces, piece)
        return _("{rank} of {suit}").format(rank=rank, suit=suit)
    if pieces.key == "classic":
        return _("{height} {colour} {shape} {top}").format(**_traits_of(pieces, piece))
    return _("{colour} {symbols} {fill}").format(**_traits_of(pieces, piece))


# ----- places on the board -----------------------------------------------------------------------------------
_SQUARE = re.compile(r"the 2×2 square (\S+)")


def place_words(where: str) -> str:
    """A line's place ("the top row", "column b", "the 2×2 square a4–b3") in the language in use; the rules name
    it in English."""
    places = {
        "the top row": _("the top row"),
        "row 3": _("row 3"),
        "row 2": _("row 2"),
        "the bottom row": _("the bottom row"),
        "the left column": _("the left column"),
        "column b": _("column b"),
        "column c": _("column c"),
        "the right column": _("the right column"),
        "the diagonal from the top left": _("the diagonal from the top left"),
        "the diagonal from the top right": _("the diagonal from the top right"),
        "a row": _("a row"),
        "a column": _("a column"),
        "a diagonal": _("a diagonal"),
        "a 2×2 square": _("a 2×2 square"),
    }
    if where in places:
        return places[where]
    m = _SQUARE.fullmatch(where)
    if m:
        return _("the 2×2 square {corners}").format(corners=m.group(1))
    return where


def pattern_place(description: str) -> str:
    """Where a pattern lies, from the rules' description ("the top row: all light" -> "the top row"), translated."""
    return place_words(description.split(":", 1)[0].strip())


def pattern_words(
    pieces: PieceSet, description: str, shared: tuple[tuple[int, int], ...], capital: bool = True
) -> str:
    """A winning pattern as the rules describe it ("the top row: all light, all tall"), in the language in use,
    with a capital first letter where it opens a sentence."""
    text = _("{place}: {shared}").format(
        place=pattern_place(description), shared=", ".join(shared_phrase(pieces, a, b) for a, b in shared)
    )
    return text[:1].upper() + text[1:] if capital else text


def cell_name(cell: int, size: int) -> str:
    """Board coordinates as the move list and hints write them: files a–g left to right, ranks from the bottom."""
    r, c = divmod(cell, size)
    return f"{'abcdefg'[c]}{size - r}"
