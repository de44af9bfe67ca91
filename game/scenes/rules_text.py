"""How-to-play words, in plain friendly English: per game a list of pages (title, text, figure name).

The figures are drawn from the games' own art and engines (``game.scenes.howto.figures``); the call word and the
piece traits come from the rules engine, so the words cannot drift from the game.
"""

from __future__ import annotations

from game import catalog
from game.rules.quarto.pieces import PIECE_SETS

#: The tabs: every menu entry, by the name it goes by in running text.
TABS = tuple((g.id, g.name) for g in catalog.menu_games())

#: Entries reached from another's setup open that entry's tab, on their own page (the catalog says which).
ALIASES = {g.id: (g.entry, g.rules_page) for g in catalog.GAMES.values() if not g.menu}


def _traits(set_key: str) -> str:
    ps = PIECE_SETS[set_key]
    parts = [f"{a.values[0]} or {a.values[1]}" for a in ps.attributes]
    return "; ".join(parts)


def _quarto_pages(set_key: str, opening: str) -> list[tuple[str, str, str]]:
    ps = PIECE_SETS[set_key]
    noun, word = ps.noun, ps.call_word
    return [
        (
            f"Sixteen {noun}s",
            f"{opening}\n\nEvery {noun} mixes four traits: {_traits(set_key)}. No two are alike, and each "
            f"trait splits the sixteen in half. The pictures show each pair side by side.",
            f"pieces:{set_key}",
        ),
        (
            "Give, then place",
            f"You never choose what you play. Your opponent hands you a {noun}; you put it on any empty "
            f"square, then pick one from the pool and hand it over.\n\nEvery gift is a risk. The {noun}s "
            f"ringed in red would let your opponent finish a line, so keep them back while you can.",
            f"turn:{set_key}",
        ),
        (
            "Make a line",
            f"Fill a row, a column or a long diagonal with four {noun}s that share a trait, and you win. "
            f"It does not matter who placed the other three.\n\nOne shared trait is enough; the others "
            f"may differ.",
            f"line:{set_key}",
        ),
        (
            f"Call {word}",
            f"With manual calls you must call {word} after your winning placement, before you give.\n\n"
            f"Forget, and your opponent may call it before placing their {noun}: they steal the win. If "
            f"nobody calls, the chance is gone for good. With automatic calls a winning placement simply "
            f"wins.",
            f"call:{set_key}",
        ),
        (
            "Variants",
            f"2×2 squares: four {noun}s in a little square that share a trait also win.\n\nUnmarked board: "
            f"play anywhere, as long as the group never grows wider or taller than four.\n\nDraw pile: "
            f"each player holds two {noun}s; draw one, then give one of your hand.",
            f"variants:{set_key}",
        ),
    ]


_KEYS_TEXT = "Everything works with the mouse; these keys do the same at the table."

Page = tuple[str, str, str]  # title, text, figure name

QUARTO_PAGES: list[Page] = _quarto_pages(
    "classic", "Quarto is a duel for two on a 4×4 board, played with sixteen wooden pieces."
) + [("Keys", _KEYS_TEXT, "keys:classic")]

SET_QUARTO_PAGES: list[Page] = _quarto_pages(
    "set",
    "SET Quarto is Quarto played with sixteen SET cards on a grid of face-down card backs.",
) + [("Keys", _KEYS_TEXT, "keys:set")]

ACES_FACES_PAGES: list[Page] = _quarto_pages(
    "aces",
    "Aces & Faces is Quarto with the aces, kings, queens and jacks of a deck. A winner calls WIN.",
) + [
    (
        "Common Sense deck",
        f"The second deck plays with the 2 to 5 of each suit. Its traits: {_traits('common')}.\n\n"
        f"Hearts and clubs have rounded tops; spades and diamonds are pointed. Everything else is as "
        f"in Aces & Faces, and the winner still calls WIN.",
        "pieces:common",
    ),
    ("Keys", _KEYS_TEXT, "keys:aces"),
]

SET_PAGES: list[Page] = [
    (
        "Four features",
        "Every card shows a number, a colour, a shading and a shape, each in three kinds. The deck holds "
        "every mix exactly once: 81 cards.",
        "set:features",
    ),
    (
        "This is a SET",
        "Three cards make a SET when, feature by feature, they are all the same or all different.\n\n"
        "Check each line: here every feature passes.",
        "set:valid",
    ),
    (
        "Not a SET",
        "One feature spoils it: two cards alike and one different.\n\nA quick test: if two cards "
        "match in a feature, the third must match as well.",
        "set:invalid",
    ),
    (
        "At the table",
        "Twelve cards lie face up and everyone looks at once. Click three cards to claim a SET; new "
        "cards fill the gaps.\n\nNo SET showing? Three more are dealt for you. A wrong call costs a "
        "point and a short lockout. Most SETs when the deck runs dry wins.",
        "set:table",
    ),
    (
        "Ways to play",
        "Junior deck: only the 27 solid cards, so three features to check.\n\nPractice: alone against "
        "the clock, with a hint button. Puzzle: twelve cards hiding exactly six SETs.\n\nHot-seat: "
        "each player has a buzz key; buzz first, then pick your three.",
        "set:variants",
    ),
    ("Keys", _KEYS_TEXT + " Each card also has its own key, shown in its corner.", "set:keys"),
]

QU4TO_PAGES: list[Page] = [
    (
        "Two-way cards",
        "Every card has a green half and a blue half, each with its own number. The half at the top "
        "counts: turned round, a 5 becomes an 8.\n\nAfter the deal you hold your whole hand green-up or "
        "blue-up. The eight QU4TO cards read 4 both ways.",
        "qu4to:cards",
    ),
    (
        "Sets",
        "Play one card, two to four cards of one number, or a run of two to four numbers in a row.\n\n"
        "Runs do not wrap round: 10-11-1 is not a run.",
        "qu4to:sets",
    ),
    (
        "What beats what",
        "More cards always win. With as many cards, a same-number set beats a run; then the higher "
        "numbers win.\n\nAn equal set does not beat. The quad 4-4-4-4 beats everything.",
        "qu4to:ladder",
    ),
    (
        "Beat or pass",
        "The Leader plays any set; each player in turn beats it or passes.\n\nA pass costs something: "
        "turn one card round in your hand, or draw a card and choose how to hold it. When everyone "
        "passes, the set is cleared and the Leader leads again.",
        "qu4to:turn",
    ),
    (
        "Scoring",
        "Empty your hand and score one point for each player still holding cards.\n\nWith three to five "
        "players, beating a set with one that holds a 4 scores a QU4TO point at once. Three rounds; "
        "most points wins.",
        "qu4to:score",
    ),
    (
        "Two players",
        "Fourteen cards each and no QU4TO points. The first to empty their hand wins the round; the "
        "other player leads the next. The first to win two rounds wins the match.",
        "qu4to:two",
    ),
    ("Keys", _KEYS_TEXT, "qu4to:keys"),
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
