"""``Store.save_soon`` (the tables' autosave, the history): the caller's frame encodes the document with C's JSON
encoder (compact: an indented file needs Python's, ≈ 4 times slower) and that text is the snapshot the writer's
thread writes — the thread does no Python-heavy work that would hold the interpreter lock against the frames."""

from __future__ import annotations

import json
import threading

import pytest

from game import storage
from game.storage import Store

DOC = {"game": "set", "state": {"moves": [[1, 2, 3], [4, 5, 6]], "clock": 12.5, "name": "Zoë"}, "n": 0}


def _store(path) -> Store:
    return Store(path, version=2, defaults={"game": "", "state": {}, "n": 0})


def test_the_document_is_encoded_in_the_callers_thread_and_only_written_on_the_writers(
    tmp_path, monkeypatch
) -> None:
    encoded_on: list[str] = []
    real = json.dumps

    def traced(*args, **kwargs):
        encoded_on.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(storage.json, "dumps", traced)
    soon, now = _store(tmp_path / "soon.json"), _store(tmp_path / "now.json")
    soon.save_soon(DOC)
    soon.flush()
    now.save(DOC)
    assert encoded_on == [threading.main_thread().name] * 2
    assert (tmp_path / "soon.json").read_text() == (tmp_path / "now.json").read_text(), (
        "the same file either way"
    )
    assert soon.load() == (DOC, None)


def test_what_is_written_is_the_document_as_it_was_at_the_call(tmp_path, monkeypatch) -> None:
    gate = threading.Event()
    real = Store._write
    monkeypatch.setattr(Store, "_write", lambda store, job: (gate.wait(5), real(store, job))[1])
    store = _store(tmp_path / "game.json")
    live = {"game": "set", "state": {"moves": [[1, 2, 3]]}, "n": 1}
    store.save_soon(live)
    live["state"]["moves"].append([4, 5, 6])  # the caller goes on changing its own document
    live["n"] = 2
    gate.set()
    store.flush()
    assert store.load()[0] == {"game": "set", "state": {"moves": [[1, 2, 3]]}, "n": 1}


def test_a_value_json_cannot_hold_fails_in_the_caller_not_on_the_thread(tmp_path) -> None:
    store = _store(tmp_path / "game.json")
    with pytest.raises(TypeError):
        store.save_soon({"game": "set", "state": {"bad": {1, 2}}, "n": 0})
    store.save_soon(DOC)  # the writer is not stuck: the next save lands
    store.flush()
    assert store.load() == (DOC, None)
