"""Tests of game.scenes.qu4to."""
