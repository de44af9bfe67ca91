"""Tests of game.scenes.howto."""
