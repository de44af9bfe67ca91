"""Settings and save files: round-trip, and every kind of damage gives defaults + a backup + a notice."""

from __future__ import annotations

import json
import os
import stat

import pytest

from game.play.stats import StatsBook
from game.saves import Saves
from game.settings import DEFAULTS, Settings
from game.storage import Store


def test_settings_round_trip(tmp_path) -> None:
    path = tmp_path / "settings.json"
    s = Settings(path)
    assert s.notice is None and s.values == DEFAULTS
    s.set("master_volume", 0.25)
    s.set("animation", "fast")
    s.set("window_size", [1600, 900])
    again = Settings(path)
    assert again.notice is None
    assert (
        again["master_volume"] == 0.25
        and again["animation"] == "fast"
        and again["window_size"] == [1600, 900]
    )
    assert json.loads(path.read_text())["version"] == 1


def test_atomic_write_leaves_no_temp_files(tmp_path) -> None:
    s = Settings(tmp_path / "settings.json")
    for i in range(5):
        s.set("master_volume", i / 10)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


DAMAGE = {
    "empty file": b"",
    "truncated json": b'{"version": 1, "data": {"mute": tr',
    "not an object": b"[1, 2, 3]",
    "future version": json.dumps({"version": 99, "data": {"mute": True}}).encode(),
    "binary junk": bytes(range(256)),
}


@pytest.mark.parametrize("case", sorted(DAMAGE))
def test_damaged_settings_give_defaults_backup_and_notice(tmp_path, case) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(DAMAGE[case])
    s = Settings(path)
    assert s.values == DEFAULTS
    assert s.notice and "defaults" in s.notice
    backups = [p for p in tmp_path.iterdir() if p.name.endswith(".bak")]
    assert len(backups) == 1 and backups[0].read_bytes() == DAMAGE[case]
    assert not path.exists()  # moved aside; the next save writes a good file
    s.set("mute", True)
    assert Settings(path).notice is None


def test_wrong_types_reset_only_the_bad_keys(tmp_path) -> None:
    path = tmp_path / "settings.json"
    doc = {
        "version": 1,
        "data": {"master_volume": "loud", "mute": True, "animation": "warp", "window_size": [9]},
    }
    path.write_text(json.dumps(doc))
    s = Settings(path)
    assert s["master_volume"] == DEFAULTS["master_volume"]
    assert s["animation"] == DEFAULTS["animation"]
    assert s["window_size"] == DEFAULTS["window_size"]
    assert s["mute"] is True  # the good value survives
    assert "animation" in s.notice and "master_volume" in s.notice
    assert any(p.name.endswith(".bak") for p in tmp_path.iterdir())


def test_unreadable_file(tmp_path, monkeypatch) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "data": {"mute": True}}))
    real = type(path).read_text

    def denied(self, *a, **k):
        if self == path:
            raise PermissionError(13, "Permission denied")
        return real(self, *a, **k)

    monkeypatch.setattr(type(path), "read_text", denied)
    s = Settings(path)
    assert s.values == DEFAULTS and "could not be read (permission denied)" in s.notice


def test_unreadable_path_is_a_directory(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()
    s = Settings(path)
    assert s.values == DEFAULTS and "could not be read" in s.notice


def test_older_version_is_read(tmp_path) -> None:
    path = tmp_path / "x.json"
    path.write_text(json.dumps({"version": 1, "data": {"a": 5}}))
    data, notice = Store(path, version=2, defaults={"a": 1}).load()
    assert data == {"a": 5} and notice is None


def test_saves_and_stats_round_trip(tmp_path) -> None:
    saves = Saves(tmp_path)
    assert not saves.has_game()
    saves.save("quarto", {"board": [1, 2]})
    again = Saves(tmp_path)
    assert (
        again.has_game("quarto") and again.state("quarto") == {"board": [1, 2]} and again.title() == "Quarto"
    )
    again.clear("quarto")
    assert not Saves(tmp_path).has_game()
    book = StatsBook(tmp_path / "stats.json")
    book.record("quarto", "hard", "win")
    book.record("quarto", "hard", "draw")
    assert StatsBook(tmp_path / "stats.json").rows() == [("Quarto", "hard", 1, 0, 1)]


def test_corrupt_save_is_backed_up(tmp_path) -> None:
    damaged = '{"version": 1, "data": {"scene": "chess", "state": {"a": 1}}}'
    (tmp_path / "current-game.json").write_text(damaged)  # the single slot of format 1, naming no known game
    saves = Saves(tmp_path)
    assert not saves.has_game() and saves.notice
    backups = list(tmp_path.glob("current-game.json.*.bak"))
    assert len(backups) == 1 and backups[0].read_text() == damaged
    assert backups[0].name in saves.notice


def test_recording_stats_never_changes_the_defaults(tmp_path) -> None:
    book = StatsBook(tmp_path / "a" / "stats.json")
    book.record("quarto", "hard", "win")
    assert book.store.defaults == {"books": {}, "games": {}, "last": ""}
    assert StatsBook(tmp_path / "b" / "stats.json").rows() == []  # a new book starts empty
    saves = Saves(tmp_path)
    saves.save("quarto", {"board": [2]})
    saves.clear("quarto")
    saves.slots["quarto"]["state"]["board"] = [1]
    assert saves.store("quarto").defaults["state"] == {}


@pytest.mark.skipif(os.name != "posix", reason="folders cannot be opened for fsync on Windows")
def test_save_fsyncs_the_folder_after_the_rename(tmp_path, monkeypatch) -> None:
    path = tmp_path / "game.json"
    real_fsync = os.fsync
    synced: list[tuple[bool, bool]] = []  # (is a folder, the new file is already in place)

    def spy(fd: int) -> None:
        info = os.fstat(fd)
        in_place = path.exists() and json.loads(path.read_text())["data"] == {"n": 7}
        synced.append((stat.S_ISDIR(info.st_mode) and info.st_ino == tmp_path.stat().st_ino, in_place))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    Store(path, version=1, defaults={"n": 0}).save({"n": 7})
    assert synced == [(False, False), (True, True)]  # the temp file, then the folder after the rename
    assert Store(path, version=1, defaults={"n": 0}).load() == ({"n": 7}, None)


def test_a_folder_that_cannot_be_synced_still_saves(tmp_path, monkeypatch) -> None:
    real_fsync = os.fsync

    def refuse_folders(fd: int) -> None:
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            raise OSError(22, "Invalid argument")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", refuse_folders)
    store = Store(tmp_path / "game.json", version=1, defaults={"n": 0})
    store.save({"n": 3})
    assert store.load() == ({"n": 3}, None)


def test_save_soon_writes_in_the_background_and_the_newest_wins(tmp_path) -> None:
    store = Store(tmp_path / "game.json", version=1, defaults={"n": 0})
    for n in range(1, 30):
        store.save_soon({"n": n})
    store.flush()
    assert store.load() == ({"n": 29}, None)
    assert not list(tmp_path.glob("*.tmp"))


def test_flush_all_waits_for_writes_of_stores_already_let_go(tmp_path, monkeypatch) -> None:
    """The history a finished game is kept in is a store made, written with ``save_soon`` and let go of at once;
    the app's ``flush_all`` on quit still waits for its write (before, a quit just then lost the game)."""
    import time

    from game import storage

    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (time.sleep(0.05), real_fsync(fd)))  # a slow disk
    for k in range(3):
        Store(tmp_path / f"kept{k}.json", version=1, defaults={"n": 0}).save_soon({"n": k + 1})
    assert not all((tmp_path / f"kept{k}.json").exists() for k in range(3)), "still on their threads"
    storage.flush_all()
    for k in range(3):
        assert Store(tmp_path / f"kept{k}.json", version=1, defaults={"n": 0}).load() == ({"n": k + 1}, None)
    assert not storage._writers


def test_a_queued_background_write_never_overwrites_a_later_save(tmp_path) -> None:
    store = Store(tmp_path / "game.json", version=1, defaults={"n": 0})
    for _ in range(20):
        store.save_soon({"n": 1})  # queued first, may land before or after the next line
        store.save({"n": 2})
        store.flush()
        assert store.load()[0] == {"n": 2}


CHILD = r"""
import sys
from pathlib import Path
from game.saves import Saves

saves = Saves(Path(sys.argv[1]))
n = int(sys.argv[2])
pad = "q" * 150_000  # a big document: a write takes long enough for kills to land inside it
print("ready", flush=True)
while True:
    n += 1
    saves.save("quarto", {"n": n, "pad": pad}, soon=n % 2 == 0, thumbnail=bytes([n % 256]) * 4000)
    saves.flush()
    print(n, flush=True)
"""


def test_killing_the_process_mid_write_never_loses_the_previous_save(tmp_path) -> None:
    """At least 30 times: a child saves in a loop and is killed at a random moment (SIGKILL, or TerminateProcess
    on Windows); every time the save on disk loads cleanly, with the last save the child finished or the one it
    was writing, never anything older, never a notice. On a busy machine a child may finish no save before its
    kill, so the rounds go on (up to 150) until the children have saved past 30 and a kill has cut a write."""
    import random
    import subprocess
    import sys
    import time
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(root)}
    rng = random.Random(16)
    done = 0  # the last save a child finished
    interrupted = 0  # kills that left a half-written temp file behind (the write was cut)
    for round_ in range(150):
        if round_ >= 30 and done > 30 and interrupted >= 1:
            break
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tmp_path), str(done)],
            stdout=subprocess.PIPE,
            env=env,
            cwd=root,
            bufsize=0,  # "ready" read a byte at a time: ``communicate`` reads the pipe itself, and lines a buffered
        )  # readline had taken in with it were lost (a busy parent then believed saves finished long ago unsaid)
        assert child.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.005, 0.08))
        child.kill()
        out, _ = child.communicate(timeout=30)
        finished = [int(line) for line in out.decode().split()]
        if finished:
            done = finished[-1]
        interrupted += bool(list((tmp_path / "saves").glob("*.tmp")))
        saves = Saves(tmp_path)
        assert saves.notice is None
        if done == 0 and not saves.has_game("quarto"):
            continue  # killed before its very first save finished: nothing was promised yet
        state = saves.state("quarto")
        assert state["n"] in (done, done + 1) and len(state["pad"]) == 150_000
        assert saves.thumbnail("quarto") == bytes([state["n"] % 256]) * 4000
        assert not list((tmp_path / "saves").glob("*.tmp")), "temp files of killed writes are tidied"
        done = state["n"]
    assert done > 30, "the children did save"
    assert interrupted >= 1, f"at least one kill landed inside a write ({interrupted} did)"
