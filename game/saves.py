"""Saved games: one slot per game (catalog id) in ``<data>/saves/<id>.json``, Continue resumes the newest.

Each slot is a versioned JSON document written atomically by ``storage.Store`` (temp file, fsync, rename): the
game's own ``to_json`` document, when it was saved, and a small PNG picture of the table (base64, inside the same
file so a picture never belongs to another position). The single Continue slot of earlier versions
(``current-game.json``, format 1) is moved into the per-game slots the first time this version starts.
"""

from __future__ import annotations

import base64
import binascii
import os
import time
from pathlib import Path

from game import catalog, i18n
from game.i18n import LANGUAGES, N_, Sentence, _, and_list, clock_time, date, ngettext
from game.jsondoc import JSON
from game.play.stats import level_title
from game.storage import Store, Validator, why_not

VERSION = 2
LEGACY = "current-game.json"  # format 1: {"scene": game id, "state": {...}, "saved_at": t}
THUMB_MAX = 400_000  # base64 characters: a picture bigger than this is damage, not a thumbnail


def _thumb(v: object) -> bool:
    return isinstance(v, str) and len(v) <= THUMB_MAX


DAILY = ".daily"  # a slot's suffix: today's challenge of that game, kept apart from the player's own game


def daily_slot(game_id: str) -> str:
    """The slot of ``game_id``'s daily challenge ("qu4to.daily"): it never takes the player's own game's slot."""
    return game_id + DAILY


def slot_game(slot: str) -> str:
    """The game a slot holds: the slot's own name, or the game of a daily challenge's slot."""
    return slot.removesuffix(DAILY)


def continue_options(slot: str) -> dict[str, str]:
    """What ``app.go(slot_game(slot), resume=...)`` adds so the table keeps saving into ``slot``."""
    return {"slot": slot} if slot != slot_game(slot) else {}


CHECKS: dict[str, Validator] = {
    "game": lambda v: isinstance(v, str) and (v == "" or slot_game(v) in catalog.GAMES),
    "state": lambda v: isinstance(v, dict),
    "saved_at": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0,
    "thumbnail": _thumb,
    "thumbnail_language": lambda v: v == "" or v in LANGUAGES,
}


def _from_v1(data: JSON) -> JSON:
    """Format 1 named the game ``scene`` and had no picture."""
    return {
        "game": data.get("scene", ""),
        "state": data.get("state", {}),
        "saved_at": data.get("saved_at", 0.0),
        "thumbnail": "",
    }


def slot_store(path: Path) -> Store:
    return Store(
        path,
        version=VERSION,
        defaults={"game": "", "state": {}, "saved_at": 0.0, "thumbnail": "", "thumbnail_language": ""},
        checks=CHECKS,
        migrations={1: _from_v1},
    )


def menu_entry(game_id: str) -> str:
    """The menu entry whose setup screen starts ``game_id``: itself, or (Common Sense, SET practice, QU4TO for
    five) the menu game of the same family listed before it in the catalog."""
    game_id = slot_game(game_id)
    entry = catalog.GAMES.get(game_id)
    if entry is None or entry.menu:
        return game_id
    owner = game_id
    for g in catalog.GAMES.values():
        if g.id == game_id:
            return owner
        if g.menu and g.family == entry.family:
            owner = g.id
    return owner


class Saves:
    """Every game's slot, loaded at start; ``notice`` says (once) what had to be set aside."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder / "saves"
        self.slots: dict[str, JSON] = {}
        self.stores: dict[str, Store] = {}
        self.pending: list[str] = []  # write failures to tell the player (the app shows and empties it)
        self._told_write = False
        notices: list[Sentence] = []
        self._clean_temp()
        self._migrate_legacy(folder, notices)
        if self.folder.is_dir():
            for path in sorted(self.folder.glob("*.json")):
                if slot_game(path.stem) not in catalog.GAMES:
                    notices.append(self._set_aside(path))
                    continue
                data, notice = self.store(path.stem).load(
                    Sentence(N_("Your saved {game}"), game=self._title(path.stem))
                )
                if notice:
                    notices.append(notice)
                if data["game"] not in ("", path.stem):
                    data = self.store(path.stem).fresh_defaults()
                self.slots[path.stem] = data
        self.notice = Sentence.together(notices) if notices else None

    # files ------------------------------------------------------------------------------------------
    def store(self, game_id: str) -> Store:
        if game_id not in self.stores:
            self.stores[game_id] = slot_store(self.folder / f"{game_id}.json")
        return self.stores[game_id]

    def _clean_temp(self) -> None:
        """A process killed mid-write leaves its temp file (never the save itself): tidy those away."""
        if not self.folder.is_dir():
            return
        for tmp in self.folder.glob("*.json.*.tmp"):
            try:
                tmp.unlink()
            except OSError:
                pass

    def _set_aside(self, path: Path) -> Sentence:
        aside = path.with_name(path.name + f".{time.strftime('%Y%m%d-%H%M%S')}.bak")
        try:
            os.replace(path, aside)
        except OSError:
            return Sentence(N_("A saved game ({file}) could not be read."), file=path.name)
        return Sentence(
            N_("A saved game ({file}) is for a game this version does not know; it was kept as {copy}."),
            file=path.name,
            copy=aside.name,
        )

    def _migrate_legacy(self, folder: Path, notices: list[Sentence]) -> None:
        """The one Continue slot of format 1 becomes its game's slot; a damaged one is set aside with a notice."""
        path = folder / LEGACY
        if not path.exists():
            return
        # format 1 is migrated on read; damage is backed up with a notice
        data, notice = slot_store(path).load(Sentence(N_("Your saved game")))
        if notice:
            notices.append(notice)
            return
        game = data["game"]
        if game and data["state"] and not (self.folder / f"{game}.json").exists():
            try:
                self.store(game).save(data)
            except OSError as exc:
                notices.append(
                    Sentence(
                        N_("Your saved game could not be moved to its new place ({reason})."),
                        reason=why_not(exc),
                    )
                )
                return
        try:
            os.replace(path, path.with_name(LEGACY + ".migrated"))
        except OSError:
            pass

    # slots ------------------------------------------------------------------------------------------
    def has_game(self, game_id: str | None = None) -> bool:
        if game_id is None:
            return self.latest() is not None
        slot = self.slots.get(game_id)
        return bool(slot and slot["game"] and slot["state"])

    def games(self) -> list[str]:
        """Games with an unfinished save, newest first."""
        found = [g for g in self.slots if self.has_game(g)]
        return sorted(found, key=lambda g: -float(self.slots[g]["saved_at"]))

    def latest(self, entry: str | None = None) -> str | None:
        """The newest save (of any game, or of the games the menu entry ``entry`` starts)."""
        for game in self.games():
            if entry is None or menu_entry(game) == entry:
                return game
        return None

    @property
    def data(self) -> JSON:
        """The newest save as format 1 named it: {"scene": game id, "state": ..., "saved_at": ...}."""
        game = self.latest()
        if game is None:
            return {"scene": "", "state": {}, "saved_at": 0.0}
        slot = self.slots[game]
        return {"scene": game, "state": slot["state"], "saved_at": slot["saved_at"]}

    def state(self, game_id: str) -> JSON:
        return self.slots[game_id]["state"]

    def thumbnail(self, game_id: str) -> bytes:
        """The picture of the saved table (b"" if none or damaged), when its words are in the language in use:
        a picture taken in another language is not shown (the table's next save takes a new one). A save from
        before pictures knew their language is shown as it is."""
        slot = self.slots.get(game_id, {})
        if slot.get("thumbnail_language", "") not in ("", i18n.language()):
            return b""
        text = slot.get("thumbnail", "")
        try:
            return base64.b64decode(text, validate=True) if text else b""
        except (binascii.Error, ValueError):
            return b""

    def save(self, game_id: str, state: JSON, soon: bool = False, thumbnail: bytes = b"") -> None:
        """Keep the game in its slot; ``soon`` writes on a background thread (autosave mid-game)."""
        data = {
            "game": game_id,
            "state": state,
            "saved_at": time.time(),
            "thumbnail": base64.b64encode(thumbnail).decode("ascii") if thumbnail else "",
            "thumbnail_language": i18n.language() if thumbnail else "",
        }
        self.slots[game_id] = data
        store = self.store(game_id)
        try:
            if soon:
                store.save_soon(data)
            else:
                store.save(data)
        except OSError:
            pass
        self._check_write()

    def clear(self, game_id: str) -> None:
        """The game ended: its slot is emptied (written, so a queued autosave never brings it back)."""
        if game_id not in self.slots:
            return
        self.slots[game_id] = self.store(game_id).fresh_defaults()
        try:
            self.store(game_id).save(self.slots[game_id])
        except OSError:
            pass
        self._check_write()

    def take_notices(self) -> list[str]:
        """The write failures not yet told to the player (each is told once)."""
        out, self.pending = self.pending, []
        return out

    def flush(self) -> None:
        for store in list(self.stores.values()):
            store.flush()
        self._check_write()

    def _check_write(self) -> None:
        """A failed write is told once (until writes work again): the previous save is still on disk."""
        error = next((s.error for s in self.stores.values() if s.error is not None), None)
        if error is None:
            self._told_write = False
            return
        if not self._told_write:
            self._told_write = True
            why = why_not(error)  # (the store logged the error itself)
            self.pending.append(
                Sentence(
                    N_("Your game could not be saved ({reason}); the previous save is kept."), reason=why
                )
            )

    # words ------------------------------------------------------------------------------------------
    def _title(self, game_id: str) -> str:
        entry = catalog.GAMES.get(slot_game(game_id))
        return entry.title if entry else game_id

    def title(self, game_id: str | None = None) -> str:
        game = game_id or self.latest()
        return self._title(game) if game else ""

    def opponent(self, game_id: str | None = None) -> str:
        """Who the saved game is against: "Hard", "Lightning, Hard and 2 × Medium", "a friend", or ""."""
        game = game_id or self.latest()
        state = self.slots[game]["state"] if game in self.slots else {}
        setup = state.get("setup") if isinstance(state, dict) else None
        seats = setup.get("seats") if isinstance(setup, dict) else None
        if not isinstance(seats, list):
            return ""
        seats = [s for s in seats if isinstance(s, dict)]
        levels = [level_title(str(s.get("level", ""))) for s in seats if s.get("kind") == "computer"]
        humans = len(seats) - len(levels)
        words = []
        for level in dict.fromkeys(levels):
            n = levels.count(level)
            words.append(_(level) if n == 1 else _("{n} × {level}").format(n=n, level=_(level)))
        if humans > 1:
            words.append(ngettext("a friend", "{n} friends", humans - 1).format(n=humans - 1))
        return and_list(words)

    def summary(self, game_id: str | None = None) -> str:
        """The saved game in words: "Quarto game against Hard"."""
        who, game = self.opponent(game_id), _(self.title(game_id))
        return (
            _("{game} game against {who}").format(game=game, who=who)
            if who
            else _("{game} game").format(game=game)
        )

    def saved_when(self, now: float | None = None, game_id: str | None = None) -> str:
        """When the game was saved, as a player says it: "just now", "12 minutes ago", "yesterday 18:05"."""
        game = game_id or self.latest()
        at = float(self.slots[game]["saved_at"]) if game in self.slots else 0.0
        if at <= 0:
            return ""
        now = time.time() if now is None else now
        ago = max(0.0, now - at)
        if ago < 60:
            return _("just now")
        if ago < 3600:
            minutes = int(ago // 60)
            return ngettext("{n} minute ago", "{n} minutes ago", minutes).format(n=minutes)
        then, today = time.localtime(at), time.localtime(now)
        clock = clock_time(then)
        if then.tm_yday == today.tm_yday and then.tm_year == today.tm_year:
            return _("today {clock}").format(clock=clock)
        if ago < 2 * 86400 and (today.tm_yday - then.tm_yday) % 366 == 1:
            return _("yesterday {clock}").format(clock=clock)
        return date(then)
