"""HEADLESS. The statistics book: every finished game a human played, counted per game (the catalog's stats key).

Per game: results by opponent level, by mode (SET's classic/practice/puzzle, Quarto's variants, QU4TO's seat
count) and by hot-seat player name; a streak of wins against the computer (now and at best); SET times (per SET
and per game); QU4TO points and finishing places; hints and undos; and the last games for the screen's chart.
This module decides which figures a game counts in and reads a book for the screens (``GameRecord``); how each
kind of figure is added, and read back from a damaged file, is ``game.play.tally``.

Stored with ``game.storage.Store`` as format 2. Format 1 (``games[game id][opponent] = {win, loss, draw, streak,
best_streak}``) is migrated on load into ``books``, recognised by its key. A damaged file is moved aside, with a notice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from game import catalog
from game.i18n import percent
from game.jsondoc import JSON
from game.play import rating, tally
from game.play.tally import RESULTS, count, number, obj, results
from game.storage import Store

VERSION = 2
RECENT = 30  # games kept for the chart
SOLO = ("solo", "practice", "puzzle")  # opponents with nobody to beat: no win rate, no streak
HOT_SEAT = "human"
#: Modes whose find times are their own, not SET's (a chained SET, an UltraSet): kept per mode in the book's
#: ``mode_times``, so SET's best and average stay SET's.
OWN_TIMES = ("Set-Chain", "UltraSet")


def level_title(level: str) -> str:
    """An opponent as the screens write it: "Medium", "Easy, Medium", "Hot-seat" for 'human'."""
    if level == HOT_SEAT:
        return "Hot-seat"
    parts = [p.strip().replace("_", " ") for p in level.split(",")]
    return ", ".join(p[:1].upper() + p[1:] for p in parts if p)


def book_key(game_id: str) -> str:
    """The book a game counts in: its catalog stats key (SET practice counts under SET), or the id itself."""
    entry = catalog.GAMES.get(game_id)
    return entry.stats if entry else game_id


def stat_games() -> list[catalog.Game]:
    """The games the Statistics screen has a tab for: every catalog game that is its own book, in menu order."""
    return [g for g in catalog.GAMES.values() if g.stats == g.id]


def rate(won: int, lost: int, drawn: int) -> str:
    """Win rate as the language writes it ("75%", "75 %"), "–" when nothing was decided yet."""
    return percent(won / (won + lost + drawn)) if won + lost + drawn else "–"


def _books_ok(value: object) -> bool:
    return isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, dict) for k, v in value.items()
    )


def _old_ok(value: object) -> bool:
    return (
        isinstance(value, dict)
        and _books_ok(value)
        and all(isinstance(r, dict) for v in value.values() for r in v.values())
    )


@dataclass(frozen=True)
class Row:
    """One line of a results table: its label, won, lost, drawn, win rate, and (players) streaks."""

    label: str
    won: int
    lost: int
    drawn: int
    streak: int = 0
    best: int = 0
    solo: bool = False  # practice and puzzles: games, with nobody to win or lose against

    @property
    def played(self) -> int:
        return self.won + self.lost + self.drawn

    @property
    def rate(self) -> str:
        return "–" if self.solo else rate(self.won, self.lost, self.drawn)


class GameRecord:
    """A read-only view of one game's book, for the screen and the tests; tolerant of any damaged field."""

    def __init__(self, game_id: str, book: JSON) -> None:
        self.game_id = game_id
        self.book = book

    def _table(self, key: str, title: Callable[[str], str] = str) -> list[Row]:
        table = self.book.get(key)
        if not isinstance(table, dict):
            return []
        rows = []
        for name, row in table.items():
            won, lost, drawn = results(row)
            extra = obj(row)
            solo = extra.get("solo") is True or (key == "opponents" and name in SOLO)
            streaks = count(extra.get("streak")), count(extra.get("best_streak"))
            rows.append(Row(title(name), won, lost, drawn, *streaks, solo))
        return sorted(rows, key=lambda r: (-r.played, r.label))

    def opponents(self) -> list[Row]:
        return self._table("opponents", level_title)

    def modes(self) -> list[Row]:
        return self._table("modes")

    def players(self) -> list[Row]:
        """Hot-seat results per player name."""
        return self._table("players")

    @property
    def played(self) -> int:
        return sum(r.played for r in self.opponents())

    def versus(self) -> Row:
        """Won, lost and drawn against someone (the computer or a friend): solo modes have nobody to beat."""
        table = obj(self.book.get("opponents"))
        rows = [results(r) for k, r in table.items() if k not in SOLO]
        w, lost, d = (sum(c[i] for c in rows) for i in range(3))
        return Row("All", w, lost, d, self.streak, self.best_streak)

    @property
    def streak(self) -> int:
        return count(self.book.get("streak"))

    @property
    def best_streak(self) -> int:
        return count(self.book.get("best_streak"))

    @property
    def hints(self) -> int:
        return count(self.book.get("hints"))

    @property
    def undos(self) -> int:
        return count(self.book.get("undos"))

    @property
    def hinted(self) -> int:
        """Games in which a hint was used."""
        return count(self.book.get("hinted"))

    def _times(self) -> JSON:
        return obj(self.book.get("times"))

    def timed_modes(self) -> list[str]:
        """The modes with times of their own (``OWN_TIMES``) this book holds, in the order first played."""
        return [m for m in obj(self.book.get("mode_times")) if m in OWN_TIMES]

    def mode_record(self, mode: str) -> GameRecord:
        """The times of one such mode, read as a book of their own (best and average per answer and game)."""
        return GameRecord(self.game_id, obj(obj(self.book.get("mode_times")).get(mode)))

    @property
    def sets_found(self) -> int:
        return count(self._times().get("sets"))

    def best_set(self) -> float | None:
        best = number(self._times().get("best_set"), -1)
        return best if best >= 0 and self.sets_found else None

    def average_set(self) -> float | None:
        return number(self._times().get("set_time")) / self.sets_found if self.sets_found else None

    @property
    def timed_games(self) -> int:
        return count(self._times().get("games"))

    def best_game(self) -> float | None:
        best = number(self._times().get("best_game"), -1)
        return best if best >= 0 and self.timed_games else None

    def average_game(self) -> float | None:
        return number(self._times().get("game_time")) / self.timed_games if self.timed_games else None

    def places(self) -> dict[int, int]:
        """QU4TO: how often you finished first, second, … (1-based place → games)."""
        raw = self.book.get("places")
        if not isinstance(raw, dict):
            return {}
        out: dict[int, int] = {}
        for k, v in raw.items():
            if isinstance(k, str) and k.isdigit() and 1 <= int(k) <= 5 and count(v):
                out[int(k)] = count(v)
        return dict(sorted(out.items()))

    @property
    def point_games(self) -> int:
        return count(self.book.get("point_games"))

    def average_points(self) -> float | None:
        return number(self.book.get("points")) / self.point_games if self.point_games else None

    def best_points(self) -> int | None:
        return count(self.book.get("best_points")) if self.point_games else None

    def recent(self) -> list[JSON]:
        """The last games, oldest first; keys result, seconds, sets, place, points, hinted, hints (some)."""
        raw = self.book.get("recent")
        return (
            [g for g in raw if isinstance(g, dict) and g.get("result") in RESULTS]
            if isinstance(raw, list)
            else []
        )

    @property
    def empty(self) -> bool:
        return self.played == 0


class StatsBook:
    """The statistics file. ``record`` after each finished game; ``game(id)`` reads a game's book; ``reset(id)``."""

    def __init__(self, path: Path) -> None:
        self.store = Store(
            Path(path),
            version=VERSION,
            defaults={"books": {}, "games": {}, "last": ""},
            checks={"books": _books_ok, "games": _old_ok, "last": lambda v: isinstance(v, str)},
        )
        self.data, self.notice = self.store.load()
        self.rated: tuple[float, float] | None = None  # the last recorded game's rating, before and after
        if self.data["games"]:
            self._migrate(self.data.pop("games"))
            self.data["games"] = {}
            try:
                self.store.save(self.data)
            except OSError:
                pass  # migrated in memory; the next record writes it

    def _migrate(self, old: JSON) -> None:
        """Format 1 → 2: each old (game, opponent) row becomes opponent and mode counts; SET's " · hinted"
        opponents count as hinted games; the best streak of any row becomes the game's."""
        for game_id, rows in old.items():
            book = self._book(book_key(game_id))
            mode = _default_mode(game_id)
            for opponent, row in rows.items():
                hinted = opponent.endswith(" · hinted")
                opponent = opponent.removesuffix(" · hinted")
                counts = results(row)
                for result, n in zip(RESULTS, counts, strict=True):
                    for table, key in (("opponents", opponent), ("modes", mode)):
                        t = book.setdefault(table, {})
                        t.setdefault(key, {})
                        t[key][result] = count(t[key].get(result)) + n
                if hinted:
                    book["hinted"] = count(book.get("hinted")) + sum(counts)
                book["best_streak"] = max(count(book.get("best_streak")), count(row.get("best_streak")))
                book["streak"] = max(count(book.get("streak")), count(row.get("streak")))

    @property
    def last_game(self) -> str:
        """The catalog id of the game finished last ('' before the first)."""
        return str(self.data["last"])  # the store's checks (above) hold it to a str already

    def _book(self, key: str) -> JSON:
        books = self.data["books"]
        book: object = books.get(key)
        if not isinstance(book, dict):
            book = books[key] = {}
        return book

    def record(
        self,
        game: str,
        opponent: str,
        result: str,
        *,
        mode: str = "",
        players: dict[str, str] | None = None,
        seconds: float | None = None,
        set_times: Iterable[float] = (),
        place: int | None = None,
        points: int | None = None,
        hints: int = 0,
        undos: int = 0,
        hinted: bool = False,
        field: list[tuple[str, float]] | None = None,
        day: str = "",
    ) -> None:
        """Count one finished game. ``result`` ('win', 'loss' or 'draw') is the first human's; ``opponent`` the
        computer's level, 'human' for hot-seat or a solo mode; ``players`` each hot-seat name's result;
        ``field`` the other seats and the first human's score against each, which rates the game (game.play.rating)."""
        if result not in RESULTS:
            raise ValueError(f"A result is one of {', '.join(RESULTS)}, not {result!r}.")
        book = self._book(book_key(game))
        self.data["last"] = game  # the Statistics screen opens on the game played last
        mode = mode or _default_mode(game)
        for table, key in (("opponents", opponent), ("modes", mode)):
            row = tally.add_result(book.setdefault(table, {}), key, result)
            if opponent in SOLO:
                row["solo"] = True  # nobody to beat: the screen shows games, not wins
            else:
                row.pop("solo", None)
        if opponent not in SOLO and opponent != HOT_SEAT:
            tally.add_streak(book, result)
        for name, theirs in (players or {}).items():
            if theirs in RESULTS:
                tally.add_streak(tally.add_result(book.setdefault("players", {}), name, theirs), theirs)
        entry: JSON = {"result": result, "opponent": opponent, "mode": mode}
        times = [float(t) for t in set_times if number(t, -1) >= 0]
        if seconds is not None and number(seconds, -1) >= 0:
            timed = book
            if mode in OWN_TIMES:
                own = book["mode_times"] = obj(book.get("mode_times"))
                timed = own[mode] = obj(own.get(mode))
            tally.add_time(timed, float(seconds), times)
            entry.update(seconds=round(float(seconds), 2), sets=len(times))
        if place is not None:
            entry["place"] = tally.add_place(book, place)
        if points is not None:
            entry["points"] = tally.add_points(book, points)
        entry.update(tally.add_help(book, hints, undos, hinted))
        helped = hinted or hints > 0 or undos > 0
        self.rated = rating.finished(
            book, book_key(game), field if opponent not in SOLO else None, helped, day
        )
        if self.rated:
            entry["rating"] = round(self.rated[1])
        recent = book.get("recent")
        if not isinstance(recent, list):
            recent = []
        book["recent"] = (recent + [entry])[-RECENT:]
        self.store.save(self.data)

    def game(self, game_id: str) -> GameRecord:
        key = book_key(game_id)
        book = self.data["books"].get(key)
        return GameRecord(key, book if isinstance(book, dict) else {})

    def reset(self, game_id: str) -> None:
        """Forget one game's statistics; every other game's stay."""
        self.data["books"].pop(book_key(game_id), None)
        self.store.save(self.data)

    def rows(self) -> list[tuple[str, str, int, int, int]]:
        """(game title, opponent key, won, lost, drawn) for every game and opponent, in catalog order."""
        out = []
        for g in stat_games():
            table = self.game(g.id).book.get("opponents")
            for opponent, row in sorted(table.items()) if isinstance(table, dict) else ():
                out.append((g.title, opponent, *results(row)))
        return out


def _default_mode(game_id: str) -> str:
    """The mode a game id stands for when the table names none: "Classic" for a game that is its own book, else
    its title without the book's ("SET practice" counts as "Practice" under SET)."""
    entry = catalog.GAMES.get(game_id)
    book = catalog.GAMES.get(book_key(game_id))
    if entry is not None and isinstance(entry.options.get("players"), int):
        return f"{entry.options['players']} players"  # QU4TO for two: its seat count, as the table names it
    if entry is None or book is None or entry.id == book.id:
        return "Classic"
    rest = entry.title.removeprefix(book.title).strip() or entry.title
    return rest[:1].upper() + rest[1:]
