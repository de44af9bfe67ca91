"""Tests of game.scenes: a package, as is each folder in it, so that a basename may repeat (quarto/test_table.py)."""
