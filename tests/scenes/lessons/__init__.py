"""Tests of game.scenes.lessons."""
