"""Tests of game.scenes.table."""
