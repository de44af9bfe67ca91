"""HEADLESS. How a finished game adds to a statistics book, one kind of figure at a time, and how those figures
are read back from a file that may be damaged.

A book (``game.play.stats``) is a JSON object per game: result rows (``{win, loss, draw}`` per opponent, mode or
player, with streaks), times, places, points and help. Each ``add_*`` here updates one kind of figure and returns
what the game's entry in the recent list says about it; the book decides which figures a game counts in (a solo
mode has no streak, UltraSet's times are its own). Every read forgives damage: a bad field costs only itself.
"""

from __future__ import annotations

from game.jsondoc import JSON

RESULTS = ("win", "loss", "draw")


def number(value: object, default: float = 0) -> float:
    """A number read from a file, or the default for anything else (a damaged field costs only itself)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return default
    return value if value == value and abs(value) < 1e12 else default  # not NaN, not absurd


def count(value: object) -> int:
    """A count read from a file: a whole number, never below 0."""
    return max(0, int(number(value)))


def results(row: object) -> tuple[int, int, int]:
    """A result row's won, lost and drawn."""
    if not isinstance(row, dict):
        return 0, 0, 0
    return count(row.get("win")), count(row.get("loss")), count(row.get("draw"))


def obj(value: object) -> JSON:
    """``value`` when it is a JSON object, else an empty one (a damaged field reads as nothing counted)."""
    return value if isinstance(value, dict) else {}


def add_result(table: JSON, key: str, result: str) -> JSON:
    """One more ``result`` in ``table``'s row ``key`` (made, or mended, when missing); the row."""
    row = table.setdefault(key, {})
    if not isinstance(row, dict):
        row = table[key] = {}
    row[result] = count(row.get(result)) + 1
    return row


def add_streak(row: JSON, result: str) -> None:
    """A win lengthens the row's streak (and maybe its best); anything else ends it."""
    row["streak"] = count(row.get("streak")) + 1 if result == "win" else 0
    row["best_streak"] = max(count(row.get("best_streak")), row["streak"])


def add_time(book: JSON, seconds: float, set_times: list[float]) -> None:
    """A timed game: its length, and each answer's time (best, count and sum, for the average)."""
    t = book["times"] = obj(book.get("times"))
    if set_times:
        best = min(set_times)
        t["best_set"] = min(number(t.get("best_set"), best), best) if t.get("sets") else best
        t["sets"] = count(t.get("sets")) + len(set_times)
        t["set_time"] = round(number(t.get("set_time")) + sum(set_times), 3)
    t["best_game"] = min(number(t.get("best_game"), seconds), seconds) if t.get("games") else seconds
    t["games"] = count(t.get("games")) + 1
    t["game_time"] = round(number(t.get("game_time")) + seconds, 3)


def add_place(book: JSON, place: int) -> int:
    """QU4TO: one more game finished in ``place`` (1-based); the place."""
    places = book.setdefault("places", {})
    places[str(place)] = count(places.get(str(place))) + 1
    return int(place)


def add_points(book: JSON, points: int) -> int:
    """QU4TO: a game's points (their sum, the best, the games counted); the points."""
    book["points"] = count(book.get("points")) + int(points)
    book["best_points"] = (
        max(count(book.get("best_points")), int(points)) if book.get("point_games") else int(points)
    )
    book["point_games"] = count(book.get("point_games")) + 1
    return int(points)


def add_help(book: JSON, hints: int, undos: int, hinted: bool) -> JSON:
    """The hints and undos a game used, and whether it was a hinted game; what its recent entry says of them."""
    hints, undos = max(0, int(hints)), max(0, int(undos))
    book["hints"] = count(book.get("hints")) + hints
    book["undos"] = count(book.get("undos")) + undos
    if not (hinted or hints):
        return {}
    book["hinted"] = count(book.get("hinted")) + 1
    return {"hinted": True, **({"hints": hints} if hints else {})}
