"""Tests of game.ui."""
