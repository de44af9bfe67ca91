"""Headless computer opponents (no pygame): one package or module per game family, and the worker process that
runs any game's job off the UI thread (``game.ai.worker``)."""
