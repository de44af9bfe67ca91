"""The computer levels' measured ratings, written by ``python -m game.sim ladder GAME --write`` (docs/ratings.md).
Do not edit by hand: run the command in the docs again."""

from __future__ import annotations

LEVEL_RATINGS: dict[str, dict[str, float]] = {
    "qu4to": {"easy": 1000.0, "medium": 1426.0, "hard": 1717.0, "expert": 1832.0},
    "set": {"beginner": 1000.0, "easy": 1523.0, "medium": 2032.0, "hard": 2721.0, "lightning": 3524.0},
}
MEASURED: dict[str, str] = {
    "qu4to": "python -m game.sim ladder qu4to --games 20 --seed 1 --write",
    "set": "python -m game.sim ladder set --games 100 --seed 1 --write",
}
