"""HEADLESS. One Elo rating per game (per statistics book), moved by every rated game, and the computer levels'
measured ratings it is compared with (docs/ratings.md).

A finished game is told as its *field*: every other seat (``"computer:LEVEL"`` or ``"human:NAME"``) with the
first human's score against it (1 placed ahead, ½ level, 0 behind). Two seats are plain Elo; more seats are
pairwise Elo by finishing order, each pair weighted ``1 / (seats - 1)`` so one game moves a rating at most K.
A computer seat's rating is its level's measured one and never moves; a hot-seat friend's is kept by name in the
same book and moves like yours. Games with a hint or an undo are not rated (the statistics count them apart).
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game import catalog
from game.jsondoc import JSON
from game.play.level_ratings import LEVEL_RATINGS

START = 1200.0  # a new player's rating: between the weakest levels, never far from any player's first games
K_NEW = 32.0  # the first PROVISIONAL rated games move the rating faster, so it finds its place soon
K = 16.0
PROVISIONAL = 20
SCALE = 400.0  # Elo's: 400 points apart, the stronger scores 10 : 1
HISTORY = 200  # points kept for the chart
ANCHOR = 1000.0  # the weakest level's rating in every family: the fit's fixed point


def expected(mine: float, theirs: float) -> float:
    """The score Elo expects of ``mine`` against ``theirs`` (0..1)."""
    return 1.0 / (1.0 + math.pow(10.0, (theirs - mine) / SCALE))


def k_factor(games: int) -> float:
    return K_NEW if games < PROVISIONAL else K


def moved(rating: float, games: int, opponents: Sequence[tuple[float, float]]) -> float:
    """The rating after one game against ``opponents`` ((their rating, my score) each), pairwise and averaged."""
    if not opponents:
        return rating
    change = sum(score - expected(rating, theirs) for theirs, score in opponents) / len(opponents)
    return rating + k_factor(games) * change


def by_order(values: Sequence[float], seat: int) -> dict[int, float]:
    """Each other seat -> ``seat``'s score against it when a higher value finishes ahead (points, places
    negated): 1 ahead, 0.5 level, 0 behind."""
    mine = values[seat]
    return {j: 1.0 if mine > v else 0.5 if mine == v else 0.0 for j, v in enumerate(values) if j != seat}


def family_of(book: str) -> str:
    """The family whose levels a book's games are rated against (SET Quarto and Aces & Faces play Quarto's)."""
    entry = catalog.GAMES.get(book)
    return entry.family if entry else book


def level_ratings(family: str) -> dict[str, float]:
    """The family's computer levels and their measured ratings (game/play/level_ratings.py), weakest first."""
    return dict(sorted(LEVEL_RATINGS.get(family, {}).items(), key=lambda kv: kv[1]))


def match(rating: float, family: str) -> str:
    """The level whose measured rating is nearest ``rating`` ('' when the family has none measured)."""
    levels = level_ratings(family)
    return min(levels, key=lambda lv: (abs(levels[lv] - rating), levels[lv])) if levels else ""


# ---- a book's rating -------------------------------------------------------------------------------------------


def _num(value: object, default: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return default
    return float(value) if abs(value) < 1e6 else default


def _entry(raw: object) -> JSON:
    """A stored rating {value, games, history}, mended field by field (damage costs only that field)."""
    d = raw if isinstance(raw, dict) else {}
    history = d.get("history")
    points = [
        [p[0], round(_num(p[1], START), 1)]
        for p in (history if isinstance(history, list) else [])
        if isinstance(p, list) and len(p) == 2 and isinstance(p[0], str)
    ]
    return {
        "value": _num(d.get("value"), START),
        "games": max(0, int(_num(d.get("games"), 0))),
        "history": points[-HISTORY:],
    }


@dataclass(frozen=True)
class Rating:
    """A book's rating as the screens show it: the number, rated and unrated games, and its points over time."""

    value: float
    games: int
    unrated: int
    history: list[tuple[str, float]]

    @property
    def shown(self) -> int:
        return round(self.value)

    @property
    def provisional(self) -> bool:
        return self.games < PROVISIONAL


def rating_of(book: JSON) -> Rating:
    entry = _entry(book.get("rating"))
    unrated = max(0, int(_num(book.get("unrated"), 0)))
    return Rating(entry["value"], entry["games"], unrated, [(d, v) for d, v in entry["history"]])


def rate(book: JSON, family: str, field: Iterable[tuple[str, float]], day: str) -> tuple[float, float] | None:
    """Move the book's rating (and hot-seat friends') for one finished game; (before, after), or None when the
    field holds nobody rated (an unknown level)."""
    levels = level_ratings(family)
    friends = book.get("friends")
    if not isinstance(friends, dict):
        friends = book["friends"] = {}
    mine = _entry(book.get("rating"))
    opponents: list[tuple[float, float]] = []
    moved_friends: list[tuple[str, JSON, float]] = []
    for who, score in field:
        kind, _, name = who.partition(":")
        if kind == "computer" and name in levels:
            opponents.append((levels[name], score))
        elif kind == "human" and name:
            theirs = _entry(friends.get(name))
            opponents.append((theirs["value"], score))
            moved_friends.append((name, theirs, 1.0 - score))
    if not opponents:
        return None
    before = mine["value"]
    after = round(moved(before, mine["games"], opponents), 2)
    n = len(opponents)
    for name, theirs, score in moved_friends:  # a friend's game is the same pair seen from the other side
        change = k_factor(theirs["games"]) * (score - expected(theirs["value"], before)) / n
        friends[name] = {"value": round(theirs["value"] + change, 2), "games": theirs["games"] + 1}
    mine["value"], mine["games"] = round(after, 2), mine["games"] + 1
    mine["history"] = (mine["history"] + [[day, round(after, 1)]])[-HISTORY:]
    book["rating"] = mine
    return before, after


def finished(
    book: JSON, key: str, field: list[tuple[str, float]] | None, helped: bool, day: str = ""
) -> tuple[float, float] | None:
    """A finished game of book ``key``, as the statistics count it: rated, or (a hint or an undo ``helped``)
    counted unrated, or (no ``field``: a solo game) neither. (before, after) when rated."""
    if not field:
        return None
    if helped:
        book["unrated"] = max(0, int(_num(book.get("unrated"), 0))) + 1
        return None
    return rate(book, family_of(key), field, day or datetime.date.today().isoformat())


# ---- the levels' ratings, fitted from games between them -----------------------------------------------------


def fit(
    games: Iterable[tuple[str, str, float]], anchor: str, anchor_rating: float = ANCHOR, prior: float = 1.0
) -> dict[str, float]:
    """Maximum-likelihood Elo ratings of players from games (a, b, a's score), ``anchor`` held at
    ``anchor_rating``. ``prior`` virtual draws per pair that met keep a side that never lost finite."""
    score: dict[tuple[str, str], float] = {}
    count: dict[tuple[str, str], float] = {}
    for a, b, s in games:
        for x, y, sx in ((a, b, s), (b, a, 1.0 - s)):
            score[x, y] = score.get((x, y), 0.0) + sx
            count[x, y] = count.get((x, y), 0.0) + 1.0
    for pair in list(count):
        score[pair] += prior / 2
        count[pair] += prior
    players = sorted({a for a, _ in count} | {anchor})
    r = dict.fromkeys(players, anchor_rating)
    c = math.log(10) / SCALE
    for _ in range(500):
        biggest = 0.0
        for p in players:
            if p == anchor:
                continue
            grad = hess = 0.0
            for (x, y), n in count.items():
                if x == p:
                    e = expected(r[p], r[y])
                    grad += score[x, y] - n * e
                    hess += n * e * (1 - e)
            if hess > 0:
                step = max(-200.0, min(200.0, grad / (c * hess)))
                r[p] += step
                biggest = max(biggest, abs(step))
        if biggest < 1e-6:
            break
    return r
