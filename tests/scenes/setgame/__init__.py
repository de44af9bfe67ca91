"""Tests of game.scenes.setgame."""
