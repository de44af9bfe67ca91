"""Tests of game.scenes.study."""
