"""Tests of game.scenes.quarto."""
