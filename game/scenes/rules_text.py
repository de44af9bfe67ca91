"""How-to-play texts, in plain friendly English (one page per game)."""

from __future__ import annotations

QUARTO_CORE = (
    "Two players share one pool of 16 pieces. Every piece is a different mix of four attributes, each with two "
    "values.\n\n"
    "The twist: you never choose the piece you play. On your turn you place the piece your opponent gave you on "
    "any empty square, and then you choose a piece from the pool and give it to your opponent.\n\n"
    "You win by completing a line of four — a row, a column or a long diagonal — whose pieces share at least one "
    "attribute value (four tall pieces, say, or four hollow ones). It does not matter who placed the other three.\n\n"
    'Calling: with the manual call rule, after completing such a line you must call "Quarto!" before you give '
    "the next piece. If you forget, your opponent may call it before placing the piece you gave them, and win. If "
    "nobody calls, that chance is gone. With the automatic rule a winning placement ends the game at once.\n\n"
    "Variant — squares: any 2×2 block of four pieces sharing an attribute also wins.\n\n"
    "If the board fills with no called win, the game is a draw."
)

PAGES: dict[str, tuple[str, str]] = {
    "quarto": (
        "Quarto",
        "The pieces: light or dark wood, round or square, tall or short, solid or hollow.\n\n" + QUARTO_CORE,
    ),
    "set-quarto": (
        "SET Quarto",
        "The pieces are 16 SET cards: one or two symbols, red or green, solid or empty, "
        "oval or diamond. The board is a 4×4 grid of face-down card backs.\n\n" + QUARTO_CORE,
    ),
    "aces-faces": (
        "Aces & Faces Quarto",
        "The pieces are the aces, kings, queens and jacks of the four suits. Their attributes: suit top "
        "rounded (clubs, hearts) or pointed (spades, diamonds); red or black; male (king, jack) or female "
        '(queen, ace); ruler (king, queen) or follower (jack, ace). Call "WIN" instead of "Quarto!".\n\n'
        + QUARTO_CORE
        + "\n\nExtra variants: an unmarked board (the cards may go anywhere as long as they never spread "
        "wider or taller than four; a stricter option asks each card to touch one already down), and a draw pile (two cards in hand each; "
        "draw one, then give one).",
    ),
    "common-sense": (
        "Common Sense",
        "The Common Sense deck plays Aces & Faces with the 2, 3, 4 and 5 of each suit: "
        "red or black; even or odd; low (2, 3) or high (4, 5); rounded suit top (hearts, clubs) or "
        "pointed (spades, diamonds). Everything else is as in Aces & Faces Quarto.",
    ),
    "set": (
        "SET",
        "81 cards, each with four attributes in three values: one, two or three symbols; red, purple or "
        "green; solid, striped or outlined; oval, squiggle or diamond.\n\nA SET is three cards where, for "
        "every attribute, the three are all the same or all different. Twelve cards lie face up; the first "
        "to spot a SET calls it and takes the three cards, which are replaced. If no SET is on the table, "
        "three more cards are dealt.\n\nWhen the deck runs out and no SET remains, the player with most SETs "
        "wins.",
    ),
    "qu4to": (
        "QU4TO",
        "QU4TO is a climbing card game: every card has a green half and a blue half, each with its "
        "own value, and turning a card round changes which value counts. Players take turns beating the "
        "cards on the table with higher combinations, or passing.\n\nThe QU4TO table is still being built; "
        "its full rules will appear here with it.",
    ),
}
