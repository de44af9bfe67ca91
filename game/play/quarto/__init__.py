"""HEADLESS. The Quarto family at a table: setup, session (match, words, move list), one-move look-ahead, and the
Study screen's puzzle ladder with the player's progress on it (``puzzle_book``)."""
