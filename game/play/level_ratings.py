"""The computer levels' measured ratings, written by ``python -m game.sim ladder GAME --write`` (docs/ratings.md).
Do not edit by hand: run the command in the docs again."""

from __future__ import annotations

LEVEL_RATINGS: dict[str, dict[str, float]] = {
    "set": {"beginner": 1000.0, "easy": 1523.0, "medium": 2032.0, "hard": 2721.0, "lightning": 3524.0},
}
MEASURED: dict[str, str] = {
    "set": "python -m game.sim ladder set --games 100 --seed 1 --write",
}
