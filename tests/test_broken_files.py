"""A table of broken settings, save and statistics files: each starts the app (headless, a few frames), which
tells the player once, keeps the broken file as a backup, and loses nothing from the files that were fine."""

from __future__ import annotations

import errno
import json
import os

import pytest

from game.app import App, Options

GOOD_SLOT = {
    "game": "quarto",
    "state": {"setup": {"seats": [{"kind": "human"}, {"kind": "computer", "level": "hard"}]}, "n": 7},
    "saved_at": 1_700_000_000.0,
    "thumbnail": "",
}
GOOD = {
    "config/settings.json": {"version": 1, "data": {"master_volume": 0.3, "animation": "fast"}},
    "data/saves/quarto.json": {"version": 2, "data": GOOD_SLOT},
    "data/stats.json": {
        "version": 1,
        "data": {"games": {"quarto": {"hard": {"win": 2, "loss": 1, "draw": 0}}}},
    },
}


def _doc(version: int, data: object) -> bytes:
    return json.dumps({"version": version, "data": data}).encode()


SETTINGS, SLOT, LEGACY, STATS = (
    "config/settings.json",
    "data/saves/set.json",
    "data/current-game.json",
    "data/stats.json",
)
# (case, file, bytes written there, told: the player hears of it once and a backup is kept / quiet: harmless)
CASES = [
    ("settings empty", SETTINGS, b"", "told"),
    ("settings truncated", SETTINGS, b'{"version": 1, "data": {"mute": tr', "told"),
    ("settings binary garbage", SETTINGS, bytes(range(256)) * 4, "told"),
    (
        "settings wrong types",
        SETTINGS,
        _doc(1, {"master_volume": 0.3, "animation": 7, "mute": "yes"}),
        "told",
    ),
    (
        "settings huge numbers",
        SETTINGS,
        _doc(1, {"master_volume": 0.3, "window_size": [10**30, 720]}),
        "told",
    ),
    ("settings infinite number", SETTINGS, b'{"version": 1, "data": {"master_volume": 1e999}}', "told"),
    (
        "settings 5000-digit number",
        SETTINGS,
        b'{"version": 1, "data": {"mute": ' + b"9" * 5000 + b"}}",
        "told",
    ),
    ("settings deeply nested", SETTINGS, b"[" * 100_000, "told"),
    ("settings future version", SETTINGS, _doc(99, {"master_volume": 0.3}), "told"),
    ("settings not an object", SETTINGS, b"[1, 2, 3]", "told"),
    (
        "settings unknown keys",
        SETTINGS,
        _doc(1, {"master_volume": 0.3, "animation": "fast", "warp": 9}),
        "quiet",
    ),
    ("save empty", SLOT, b"", "told"),
    ("save truncated", SLOT, _doc(2, GOOD_SLOT | {"game": "set"})[:40], "told"),
    ("save binary garbage", SLOT, os.urandom(0) + bytes(range(255, -1, -1)), "told"),
    ("save wrong types", SLOT, _doc(2, {"game": "set", "state": "board", "saved_at": "noon"}), "told"),
    (
        "save huge numbers",
        SLOT,
        _doc(2, {"game": "set", "state": {"clock": 10**40}, "saved_at": 1.0}),
        "told",
    ),
    ("save future version", SLOT, _doc(3, {"game": "set", "state": {"a": 1}}), "told"),
    (
        "save of an unknown game",
        "data/saves/chess.json",
        _doc(2, {"game": "chess", "state": {"a": 1}}),
        "told",
    ),
    (
        "save with a damaged picture",
        SLOT,
        _doc(2, {"game": "set", "state": {"a": 1}, "thumbnail": "%%"}),
        "quiet",
    ),
    ("old single save garbage", LEGACY, b"\x00\xff{{{", "told"),
    ("old single save from a newer version", LEGACY, _doc(7, {"scene": "set"}), "told"),
    ("stats empty", STATS, b"", "told"),
    ("stats binary garbage", STATS, bytes(range(128, 256)), "told"),
    ("stats wrong types", STATS, _doc(1, {"games": {"quarto": "lots"}}), "told"),
    (
        "stats huge numbers",
        STATS,
        _doc(1, {"games": {"set": {"hard": {"win": 10**30, "loss": 0, "draw": 0}}}}),
        "told",
    ),
    ("stats future version", STATS, _doc(5, {"games": {}}), "told"),
]


def _home(tmp_path, monkeypatch, skip: str = ""):
    home = tmp_path / "home"
    for rel, doc in GOOD.items():
        if rel != skip:
            (home / rel).parent.mkdir(parents=True, exist_ok=True)
            (home / rel).write_text(json.dumps(doc))
    monkeypatch.setenv("QUADRILLE_HOME", str(home))
    return home


def _start(monkeypatch, frames: int = 6, before=None) -> tuple[App, list[str]]:
    told: list[str] = []
    real = App.notify
    monkeypatch.setattr(
        App, "notify", lambda self, text, seconds=8.0: (told.append(text), real(self, text, seconds))
    )
    app = App(Options(headless=True, frames=frames))
    if before is not None:
        before(app)
    assert app.run("menu") == 0 and not app.crashed
    return app, told


def _nothing_else_lost(app: App, home, broken: str) -> None:
    if broken != SETTINGS:
        assert app.settings["master_volume"] == 0.3 and app.settings["animation"] == "fast"
    assert app.saves.has_game("quarto") and app.saves.state("quarto")["n"] == 7
    assert json.loads((home / "data/saves/quarto.json").read_text())["data"]["state"]["n"] == 7
    if broken != STATS:
        assert ("Quarto", "hard", 2, 1, 0) in app.stats_book.rows()


@pytest.mark.parametrize(("case", "rel", "raw", "expect"), CASES, ids=[c[0] for c in CASES])
def test_a_broken_file_is_told_once_backed_up_and_costs_nothing_else(
    tmp_path, monkeypatch, case, rel, raw, expect
):
    home = _home(tmp_path, monkeypatch, skip=rel)
    (home / rel).parent.mkdir(parents=True, exist_ok=True)
    (home / rel).write_bytes(raw)
    app, told = _start(monkeypatch)
    backups = list((home / rel).parent.glob((home / rel).name + ".*.bak"))
    if expect == "told":
        assert len(told) == 1, told
        assert len(backups) == 1 and backups[0].read_bytes() == raw
        assert backups[0].name in told[0] or "could not be read" in told[0]
    else:
        assert told == [] and backups == []
    _nothing_else_lost(app, home, rel)
    again, told_again = _start(monkeypatch)  # the next start is quiet: the damage was dealt with once
    assert told_again == []
    _nothing_else_lost(again, home, rel)


def test_settings_path_is_a_folder(tmp_path, monkeypatch) -> None:
    home = _home(tmp_path, monkeypatch, skip=SETTINGS)
    (home / SETTINGS).mkdir(parents=True)
    app, told = _start(monkeypatch)
    assert len(told) == 1 and "settings" in told[0]
    _nothing_else_lost(app, home, SETTINGS)


def test_missing_files_start_fresh_and_quietly(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "nothing-here-yet"))
    app, told = _start(monkeypatch)
    assert told == [] and not app.saves.has_game() and app.stats_book.rows() == []


def _failing_writes(monkeypatch, error: OSError) -> None:
    import game.storage

    def refuse(*a, **k):
        raise error

    monkeypatch.setattr(game.storage.tempfile, "mkstemp", refuse)


@pytest.mark.parametrize(
    "error",
    [
        OSError(errno.ENOSPC, "No space left on device"),
        PermissionError(
            errno.EACCES, "Permission denied"
        ),  # a read-only folder (root ignores chmod: patched)
    ],
    ids=["full disk", "read-only folder"],
)
def test_saves_that_cannot_be_written_are_told_once_and_keep_the_previous(
    tmp_path, monkeypatch, error
) -> None:
    home = _home(tmp_path, monkeypatch)

    def play_on(app: App) -> None:
        _failing_writes(monkeypatch, error)
        for n in range(5):  # five moves' autosaves, in the background and at once
            app.saves.save("quarto", GOOD_SLOT["state"] | {"n": 100 + n}, soon=n % 2 == 0)
            app.saves.flush()

    app, told = _start(monkeypatch, before=play_on)
    why = "the disk is full" if error.errno == errno.ENOSPC else "permission denied"  # (the player's words)
    assert told == [f"Your game could not be saved ({why}); the previous save is kept."]
    assert json.loads((home / "data/saves/quarto.json").read_text())["data"]["state"]["n"] == 7
    assert not list((home / "data/saves").glob("*.tmp"))


def test_settings_that_cannot_be_written_are_told_once(tmp_path, monkeypatch) -> None:
    home = _home(tmp_path, monkeypatch)

    def change(app: App) -> None:
        _failing_writes(monkeypatch, OSError(errno.ENOSPC, "No space left on device"))
        app.settings.set("mute", True)
        app.settings.set("master_volume", 0.5)

    app, told = _start(monkeypatch, before=change)
    assert told == ["Settings could not be saved (the disk is full); they apply until you quit."]
    assert app.settings["master_volume"] == 0.5, "the change still applies in this session"
    assert json.loads((home / SETTINGS).read_text())["data"]["master_volume"] == 0.3
