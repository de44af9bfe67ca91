"""How-to-play words, in plain friendly English: per game a list of pages (title, text, figure name).

The figures are drawn from the games' own art and engines (``game.scenes.howto.figures``); the call word and the
piece traits come from the rules engine, so the words cannot drift from the game.
"""

from __future__ import annotations

from game import catalog
from game.i18n import N_, _
from game.play.quarto.words import value_word
from game.rules.quarto.pieces import PIECE_SETS

#: The tabs: every menu entry, by the name it goes by in running text.
TABS = tuple((g.id, g.name) for g in catalog.menu_games())

#: Entries reached from another's setup open that entry's tab, on their own page (the catalog says which).
ALIASES = {g.id: (g.entry, g.rules_page) for g in catalog.GAMES.values() if not g.menu}


def _traits(set_key: str) -> str:
    """The four traits of a set, each as its two values ("light or dark; round or square; …"), translated."""
    ps = PIECE_SETS[set_key]
    parts = [
        _("{a} or {b}").format(a=value_word(ps, attr, 0), b=value_word(ps, attr, 1)) for attr in range(4)
    ]
    return "; ".join(parts)


Page = tuple[
    str, str, str
]  # title, text, figure name: the English msgids (marked N_), translated by page_words

_KEYS_TEXT = N_("Everything works with the mouse; these keys do the same at the table.")

# The Quarto family's pages after the first, said of pieces (the classic set) or of cards (the others).
_PIECE_PAGES: list[tuple[str, str, str]] = [
    (
        N_("Give, then place"),
        N_(
            "You never choose what you play. Your opponent hands you a piece; you put it on any empty "
            "square, then pick one from the pool and hand it over.\n\nEvery gift is a risk. The pieces "
            "ringed in red would let your opponent finish a line, so keep them back while you can. The "
            "table rings them against a Beginner or Easy computer; turn on Settings → Mark danger in "
            "Quarto to have them ringed in every game."
        ),
        "turn",
    ),
    (
        N_("Make a line"),
        N_(
            "Fill a row, a column or a long diagonal with four pieces that share a trait, and you win. "
            "It does not matter who placed the other three.\n\nOne shared trait is enough; the others "
            "may differ."
        ),
        "line",
    ),
    (
        N_("Call {word}"),
        N_(
            "With manual calls you must call {word} after your winning placement, before you give.\n\n"
            "Forget, and your opponent may call it before placing their piece: they steal the win. If "
            "nobody calls, the chance is gone for good. With automatic calls a winning placement simply "
            "wins."
        ),
        "call",
    ),
    (
        N_("Variants"),
        N_(
            "2×2 squares: four pieces in a little square that share a trait also win.\n\nUnmarked board: "
            "play anywhere, as long as the group never grows wider or taller than four.\n\nDraw pile: "
            "each player holds two pieces; draw one, then give one of your hand."
        ),
        "variants",
    ),
]
_CARD_PAGES: list[tuple[str, str, str]] = [
    (
        N_("Give, then place"),
        N_(
            "You never choose what you play. Your opponent hands you a card; you put it on any empty "
            "square, then pick one from the pool and hand it over.\n\nEvery gift is a risk. The cards "
            "ringed in red would let your opponent finish a line, so keep them back while you can. The "
            "table rings them against a Beginner or Easy computer; turn on Settings → Mark danger in "
            "Quarto to have them ringed in every game."
        ),
        "turn",
    ),
    (
        N_("Make a line"),
        N_(
            "Fill a row, a column or a long diagonal with four cards that share a trait, and you win. "
            "It does not matter who placed the other three.\n\nOne shared trait is enough; the others "
            "may differ."
        ),
        "line",
    ),
    (
        N_("Call {word}"),
        N_(
            "With manual calls you must call {word} after your winning placement, before you give.\n\n"
            "Forget, and your opponent may call it before placing their card: they steal the win. If "
            "nobody calls, the chance is gone for good. With automatic calls a winning placement simply "
            "wins."
        ),
        "call",
    ),
    (
        N_("Variants"),
        N_(
            "2×2 squares: four cards in a little square that share a trait also win.\n\nUnmarked board: "
            "play anywhere, as long as the group never grows wider or taller than four.\n\nDraw pile: "
            "each player holds two cards; draw one, then give one of your hand."
        ),
        "variants",
    ),
]


def _quarto_pages(set_key: str, title: str, text: str) -> list[Page]:
    """A Quarto-family tab: its own first page (``title``, ``text``), then the pages every set shares."""
    rest = _PIECE_PAGES if PIECE_SETS[set_key].noun == "piece" else _CARD_PAGES
    return [(title, text, f"pieces:{set_key}")] + [(t, x, f"{fig}:{set_key}") for t, x, fig in rest]


QUARTO_PAGES: list[Page] = _quarto_pages(
    "classic",
    N_("Sixteen pieces"),
    N_(
        "Quarto is a duel for two on a 4×4 board, played with sixteen wooden pieces.\n\nEvery piece mixes four "
        "traits: {traits}. No two are alike, and each trait splits the sixteen in half. The pictures show each "
        "pair side by side."
    ),
) + [(N_("Keys"), _KEYS_TEXT, "keys:classic")]

SET_QUARTO_PAGES: list[Page] = _quarto_pages(
    "set",
    N_("Sixteen cards"),
    N_(
        "SET Quarto is Quarto played with sixteen SET cards on a grid of face-down card backs.\n\nEvery card "
        "mixes four traits: {traits}. No two are alike, and each trait splits the sixteen in half. The pictures "
        "show each pair side by side."
    ),
) + [(N_("Keys"), _KEYS_TEXT, "keys:set")]

ACES_FACES_PAGES: list[Page] = _quarto_pages(
    "aces",
    N_("Sixteen cards"),
    N_(
        "Aces & Faces is Quarto with the aces, kings, queens and jacks of a deck. A winner calls WIN.\n\nEvery "
        "card mixes four traits: {traits}. No two are alike, and each trait splits the sixteen in half. The "
        "pictures show each pair side by side."
    ),
) + [
    (
        N_("Common Sense deck"),
        N_(
            "The second deck plays with the 2 to 5 of each suit. Its traits: {traits}.\n\n"
            "Hearts and clubs have rounded tops; spades and diamonds are pointed. Everything else is as "
            "in Aces & Faces, and the winner still calls WIN."
        ),
        "pieces:common",
    ),
    (N_("Keys"), _KEYS_TEXT, "keys:aces"),
]

SET_PAGES: list[Page] = [
    (
        N_("Four features"),
        N_(
            "Every card shows a number, a colour, a shading and a shape, each in three kinds. The deck holds "
            "every mix exactly once: 81 cards."
        ),
        "set:features",
    ),
    (
        N_("This is a SET"),
        N_(
            "Three cards make a SET when, feature by feature, they are all the same or all different.\n\n"
            "Check each line: here every feature passes."
        ),
        "set:valid",
    ),
    (
        N_("Not a SET"),
        N_(
            "One feature spoils it: two cards alike and one different.\n\nA quick test: if two cards "
            "match in a feature, the third must match as well."
        ),
        "set:invalid",
    ),
    (
        N_("At the table"),
        N_(
            "Twelve cards lie face up and everyone looks at once. Click three cards to claim a SET; new "
            "cards fill the gaps.\n\nNo SET showing? Three more are dealt for you. A wrong call costs a "
            "point and a short lockout. Most SETs when the deck runs dry wins."
        ),
        "set:table",
    ),
    (
        N_("Ways to play"),
        N_(
            "Junior deck: only the 27 solid cards, so three features to check.\n\nPractice: alone against "
            "the clock, with a hint button. Puzzle: twelve cards hiding exactly six SETs.\n\nHot-seat: "
            "each player has a buzz key; buzz first, then pick your three."
        ),
        "set:variants",
    ),
    (
        N_("Set-Chain"),
        N_(
            "After the first SET, every SET uses exactly one card of the previous SET, which lies apart from the "
            "table, and two cards from the table. Only those two leave the table; the new SET becomes the "
            "previous one.\n\nA call without a card of the previous SET, or with two, is refused: no penalty. "
            "The game ends when the deck is spent and no such SET is left."
        ),
        "set:chain",
    ),
    (
        N_("UltraSet"),
        N_(
            "Find four cards that split into two pairs, where the card that would complete one pair to a SET "
            "also completes the other. That fifth card need not be on the table.\n\nPick the four cards in "
            "any order: the table finds the pairs and shows the fifth card. All four leave the table."
        ),
        "set:ultra",
    ),
    (
        N_("Keys"),
        N_(
            "Everything works with the mouse; these keys do the same at the table. Each card also has its own key, "
            "shown in its corner."
        ),
        "set:keys",
    ),
]

QU4TO_PAGES: list[Page] = [
    (
        N_("Two-way cards"),
        N_(
            "Every card has a green half and a blue half, each with its own number. The half at the top "
            "counts: turned round, a 5 becomes an 8.\n\nAfter the deal you hold your whole hand green-up or "
            "blue-up. The eight QU4TO cards read 4 both ways."
        ),
        "qu4to:cards",
    ),
    (
        N_("Sets"),
        N_(
            "Play one card, two to four cards of one number, or a run of two to four numbers in a row.\n\n"
            "Runs do not wrap round: 10-11-1 is not a run."
        ),
        "qu4to:sets",
    ),
    (
        N_("What beats what"),
        N_(
            "More cards always win. With as many cards, a same-number set beats a run; then the higher "
            "numbers win.\n\nAn equal set does not beat. The quad 4-4-4-4 beats everything."
        ),
        "qu4to:ladder",
    ),
    (
        N_("Beat or pass"),
        N_(
            "The Leader plays any set; each player in turn beats it or passes.\n\nA pass costs something: "
            "turn one card round in your hand, or draw a card and choose how to hold it. When everyone "
            "passes, the set is cleared and the Leader leads again."
        ),
        "qu4to:turn",
    ),
    (
        N_("Scoring"),
        N_(
            "Empty your hand and score one point for each player still holding cards.\n\nWith three to five "
            "players, beating a set with one that holds a 4 scores a QU4TO point at once. Three rounds; "
            "most points wins."
        ),
        "qu4to:score",
    ),
    (
        N_("Two players"),
        N_(
            "Fourteen cards each and no QU4TO points. The first to empty their hand wins the round; the "
            "other player leads the next. The first to win two rounds wins the match."
        ),
        "qu4to:two",
    ),
    (N_("Keys"), _KEYS_TEXT, "qu4to:keys"),
]

#: Each menu entry's pages, as its catalog entry names them (``Game.rules``).
PAGES: dict[str, list[Page]] = {g.id: catalog.load(g.rules) for g in catalog.menu_games()}


def page_index(game: str, title: str) -> int:
    """The index of the page called ``title`` in ``game``'s tab (0 when there is none)."""
    for i, page in enumerate(PAGES.get(game, ())):
        if page[0] == title:
            return i
    return 0


def resolve(game: str | None) -> tuple[str, int]:
    """(tab, page) for a menu id: a game opens its own tab; Common Sense, practice and puzzle their page."""
    if game in PAGES:
        return game, 0
    tab, title = ALIASES.get(game or "", (TABS[0][0], ""))
    return tab, page_index(tab, title)


def page_words(page: Page) -> tuple[str, str]:
    """A page's title and text in the language in use, with its set's call word and traits filled in."""
    title, text, fig = page
    set_key = fig.partition(":")[2]
    values: dict[str, str] = {}
    if set_key in PIECE_SETS:
        values = {"word": PIECE_SETS[set_key].call_word, "traits": _traits(set_key)}
    return _(title).format(**values), _(text).format(**values)
