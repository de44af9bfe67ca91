"""Tests of game.scenes.stats_screen."""
