"""``Store.save_soon`` (the tables' autosave, the history) leaves the caller's frame with a snapshot only: the file's
indented text is made on the writer's thread, from the document as it was at the call, and is the very text a
``save`` writes."""

from __future__ import annotations

import threading

import pytest

from game import storage
from game.storage import Store

DOC = {"game": "set", "state": {"moves": [[1, 2, 3], [4, 5, 6]], "clock": 12.5, "name": "Zoë"}, "n": 0}


def _store(path) -> Store:
    return Store(path, version=2, defaults={"game": "", "state": {}, "n": 0})


def test_the_file_is_indented_on_the_writers_thread_and_reads_as_a_saves(tmp_path, monkeypatch) -> None:
    threads: list[str] = []
    real = storage._indented

    def traced(document: object) -> str:
        threads.append(threading.current_thread().name)
        return real(document)

    monkeypatch.setattr(storage, "_indented", traced)
    soon, now = _store(tmp_path / "soon.json"), _store(tmp_path / "now.json")
    soon.save_soon(DOC)
    soon.flush()
    assert threads and threading.main_thread().name not in threads, threads
    now.save(DOC)
    assert threads[-1] == threading.main_thread().name
    assert (tmp_path / "soon.json").read_text() == (tmp_path / "now.json").read_text()
    assert soon.load() == (DOC, None)


def test_what_is_written_is_the_document_as_it_was_at_the_call(tmp_path, monkeypatch) -> None:
    gate = threading.Event()
    real = storage._indented
    monkeypatch.setattr(storage, "_indented", lambda document: (gate.wait(5), real(document))[1])
    store = _store(tmp_path / "game.json")
    live = {"game": "set", "state": {"moves": [[1, 2, 3]]}, "n": 1}
    store.save_soon(live)
    live["state"]["moves"].append([4, 5, 6])  # the caller goes on changing its own document
    live["n"] = 2
    gate.set()
    store.flush()
    assert store.load()[0] == {"game": "set", "state": {"moves": [[1, 2, 3]]}, "n": 1}


def test_a_value_json_cannot_hold_fails_in_the_callers_frame_not_on_the_thread(tmp_path) -> None:
    store = _store(tmp_path / "game.json")
    with pytest.raises(TypeError):
        store.save_soon({"game": "set", "state": {"bad": {1, 2}}, "n": 0})
    store.save_soon(DOC)  # the writer is not stuck: the next save lands
    store.flush()
    assert store.load() == (DOC, None)
