"""HEADLESS. The Quarto family at a table: setup, session (match, words, move list), one-move look-ahead."""
