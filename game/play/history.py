"""The last finished games (date, game, players, result, text record), kept in the user data folder.

Stored with ``game.storage.Store``: versioned JSON written atomically; a damaged file is moved aside (the
notice says so) and the history starts empty. Newest first; at most ``LIMIT`` games of each game (catalog id),
the oldest of that game dropped, so a run of SET games never pushes the Quarto games out.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import TypedDict

from game.jsondoc import JSON
from game.storage import Store

log = logging.getLogger(__name__)

LIMIT = 200
FILE_NAME = "history.json"
FIELDS = ("date", "game", "players", "result", "record")


class Entry(TypedDict):
    """One finished game as the history keeps it."""

    date: str  # ISO 8601 UTC, see utc_date
    game: str
    players: list[str]
    result: str
    record: str


def _entry_ok(item: object) -> bool:
    return (
        isinstance(item, dict)
        and set(item) == set(FIELDS)
        and all(isinstance(item[k], str) for k in ("date", "game", "result", "record"))
        and isinstance(item["players"], list)
        and all(isinstance(p, str) for p in item["players"])
    )


def _games_ok(value: object) -> bool:
    return isinstance(value, list) and all(_entry_ok(item) for item in value)


def utc_date(seconds: float | None = None) -> str:
    """An ISO 8601 UTC time to the second, e.g. '2026-11-23T10:20:00Z' (sorts as text, reads anywhere)."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() if seconds is None else seconds))


class History:
    """The finished-games list: ``add`` after a game ends, ``games()`` for a history screen, newest first."""

    def __init__(self, folder: Path, limit: int = LIMIT) -> None:
        self.limit = limit
        self.store = Store(
            Path(folder) / FILE_NAME, version=1, defaults={"games": []}, checks={"games": _games_ok}
        )
        self.data, self.notice = self.store.load()
        self._trim()

    def _trim(self) -> None:
        """Keep the newest ``limit`` games of each game id."""
        seen: dict[str, int] = {}
        kept = []
        for g in self.data["games"]:
            seen[g["game"]] = seen.get(g["game"], 0) + 1
            if seen[g["game"]] <= self.limit:
                kept.append(g)
        self.data["games"] = kept

    def games(self) -> list[JSON]:
        """Copies of the kept games, newest first: each an ``Entry``."""
        return [dict(g, players=list(g["players"])) for g in self.data["games"]]

    def add(
        self,
        game: str,
        players: list[str],
        result: str,
        record: str,
        when: float | None = None,
        soon: bool = False,
    ) -> JSON:
        """Keep a finished game (``when``: seconds since the epoch, now by default); ``soon`` writes on a
        background thread (at the end of a game, where a frame must not wait for the disk)."""
        entry: Entry = {
            "date": utc_date(when),
            "game": game,
            "players": list(players),
            "result": result,
            "record": record,
        }
        if not _entry_ok(entry):
            raise ValueError(
                "A history entry needs text for the game, result, record and every player's name."
            )
        self.data["games"].insert(0, entry)
        self._trim()
        (self.store.save_soon if soon else self.store.save)(self.data)
        return dict(entry)

    def clear(self) -> None:
        self.data = self.store.fresh_defaults()
        self.store.save(self.data)


def keep_finished(folder: Path, game: str, players: list[str], result: str, record: str) -> bool:
    """At a table's end: add the finished game to the history in ``folder`` unless the newest entry is this very
    record (a game ends once, but a table may say so twice); written on a background thread. The history is a
    nicety, so a disk or data problem is logged, never raised. True when the game was added."""
    try:
        history = History(folder)
        newest = history.games()[:1]
        if newest and newest[0]["record"] == record:
            return False
        history.add(game, players, result, record, soon=True)
    except (OSError, ValueError) as exc:
        log.warning("could not keep the game in the history: %s", exc)
        return False
    return True
