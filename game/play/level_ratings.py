"""The computer levels' measured ratings, written by ``python -m game.sim ladder GAME --write`` (docs/ratings.md).
Do not edit by hand: run the command in the docs again."""

from __future__ import annotations

LEVEL_RATINGS: dict[str, dict[str, float]] = {
    "qu4to": {"easy": 1000.0, "medium": 1516.0, "hard": 1796.0, "expert": 1923.0},
    "quarto": {"beginner": 1000.0, "easy": 1496.0, "medium": 2028.0, "hard": 2304.0, "perfect": 2338.0},
    "set": {"beginner": 1000.0, "easy": 1523.0, "medium": 2032.0, "hard": 2721.0, "lightning": 3524.0},
}
MEASURED: dict[str, str] = {
    "qu4to": "python -m game.sim ladder qu4to --games 50 --seed 1 --write",
    "quarto": "python -m game.sim ladder quarto --results easy:beginner=95/0/5,medium:easy=94/4/2,hard:medium=73/27/0,perfect:hard=16/84/0,perfect:medium=30/20/0 --write",
    "set": "python -m game.sim ladder set --games 100 --seed 1 --write",
}
